#include "run/runrecord.h"

namespace corrsim {

bool RunRecord::passed() const
{
    for (const auto &e : expectations)
        if (!e.passed)
            return false;
    return true;
}

} // namespace corrsim
