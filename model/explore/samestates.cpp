#include "explore/samestates.h"

namespace corrsim {

RunFromStart runFromStart(const StartKey &start, const Judged &judged)
{
    return {start.handled, judged.handledAtEnd, judged.state, judged.broken, judged.stoppedEarly};
}

void EarlierStarts::add(uint32_t space, const StartKey &start, const Judged &judged)
{
    if (!start.key)
        return;
    const auto [it, added] = m_starts.try_emplace({space, *start.key}, runFromStart(start, judged));
    if (!added && start.handled < it->second.handledAtStart)
        it->second = runFromStart(start, judged); // it stands for more of those to come
}

const RunFromStart *EarlierStarts::find(uint32_t space, const StartKey &start) const
{
    if (!start.key)
        return nullptr;
    const auto it = m_starts.find({space, *start.key});
    return it != m_starts.end() && it->second.handledAtStart <= start.handled ? &it->second : nullptr;
}

uint64_t EarlierStarts::bytes() const
{
    constexpr uint64_t TreeNode = 48; // a std::map node's links and colour, and the allocator's share
    return m_starts.size() * (TreeNode + sizeof(decltype(m_starts)::value_type));
}

std::vector<StartsLike> sameStarts(const std::vector<StartKey> &starts, const std::vector<uint32_t> &spaces,
                                   const std::vector<size_t> &reorders, const EarlierStarts &earlier)
{
    std::vector<StartsLike> same(starts.size());
    std::map<std::pair<uint32_t, uint64_t>, size_t> first; // (key space, key) -> the child that stands for it
    for (size_t k = 0; k < starts.size(); ++k) {
        if (!starts[k].key)
            continue;
        if ((same[k].fewerFaults = earlier.find(spaces[k], starts[k])))
            continue;
        const auto [it, added] = first.try_emplace({spaces[k], *starts[k].key}, k);
        if (added)
            continue;
        const size_t before = it->second;
        if (reorders[before] <= reorders[k] && starts[before].handled <= starts[k].handled)
            same[k].child = before;
        else
            it->second = k; // it stands for those after it
    }
    return same;
}

bool judgedLike(const StartKey &start, const RunFromStart &earlier, uint64_t maxEvents, Judged &judged)
{
    if (earlier.stoppedEarly || start.handled + (earlier.handledAtEnd - earlier.handledAtStart) >= maxEvents)
        return false;
    judged.broken = earlier.broken;
    judged.state = earlier.state;
    judged.skipped = true;
    return true;
}

} // namespace corrsim
