#include "explore/samestates.h"

#include <map>

namespace corrsim {

std::vector<size_t> sameStarts(const std::vector<StartKey> &starts, const std::vector<uint32_t> &spaces,
                               const std::vector<size_t> &reorders)
{
    std::vector<size_t> same(starts.size(), SIZE_MAX);
    std::map<std::pair<uint32_t, uint64_t>, size_t> first; // (key space, key) -> the child that stands for it
    for (size_t k = 0; k < starts.size(); ++k) {
        if (!starts[k].key)
            continue;
        const auto [it, added] = first.try_emplace({spaces[k], *starts[k].key}, k);
        if (added)
            continue;
        const size_t earlier = it->second;
        if (reorders[earlier] <= reorders[k] && starts[earlier].handled <= starts[k].handled)
            same[k] = earlier;
        else
            it->second = k; // it stands for those after it
    }
    return same;
}

bool judgedLike(const StartKey &start, const Judged &earlier, const StartKey &earlierStart, uint64_t maxEvents,
                Judged &judged)
{
    if (earlier.stoppedEarly || start.handled + (earlier.handledAtEnd - earlierStart.handled) >= maxEvents)
        return false;
    judged.broken = earlier.broken;
    judged.state = earlier.state;
    judged.skipped = true;
    return true;
}

} // namespace corrsim
