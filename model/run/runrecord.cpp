#include "run/runrecord.h"

#include <algorithm>

namespace corrsim {

bool RunRecord::passed() const
{
    for (const auto &e : expectations)
        if (!e.passed)
            return false;
    return true;
}

size_t RunRecord::decidedAt(const ExpectationResult &r) const
{
    const size_t last = trace().size() ? trace().size() - 1 : 0;
    return r.settled >= 0 ? std::min(size_t(r.settled), last) : last;
}

} // namespace corrsim
