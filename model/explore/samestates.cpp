#include "explore/samestates.h"

namespace corrsim {

std::vector<SameStart> SameStates::sameStarts(const std::vector<StartKey> &starts, const std::vector<uint32_t> &spaces,
                                              const std::vector<size_t> &reorders) const
{
    std::vector<SameStart> same(starts.size());
    std::map<StateKey, size_t> first; // of this level, by key
    for (size_t k = 0; k < starts.size(); ++k) {
        if (!starts[k].key)
            continue;
        for (uint32_t space : {0u, spaces[k]})
            if (auto it = m_states.find({space, *starts[k].key});
                it != m_states.end() && !same[k].earlier && withinBudget(starts[k], it->second.handledAfter))
                same[k].earlier = it->second;
        if (same[k].earlier)
            continue;
        const auto [it, added] = first.try_emplace({spaces[k], *starts[k].key}, k);
        if (!added && reorders[it->second] <= reorders[k])
            same[k].child = it->second;
        else
            it->second = k;
    }
    return same;
}

std::optional<SeenState> SameStates::verdict(const StartKey &start, const SameStart &same,
                                             const std::vector<Judged> &judged,
                                             const std::vector<StartKey> &starts) const
{
    std::optional<SeenState> seen = same.earlier;
    if (!seen && same.child != SIZE_MAX) {
        const Judged &j = judged[same.child];
        if (!j.stoppedEarly)
            seen = SeenState{j.broken, j.state, j.handledAtEnd - starts[same.child].handled, 0, 0};
    }
    if (seen && !withinBudget(start, seen->handledAfter))
        seen.reset();
    return seen;
}

bool SameStates::startedAsBefore(uint32_t level, uint32_t space, size_t reorders, const Judged &j)
{
    if (!j.startKey || j.stoppedEarly)
        return false;
    for (uint32_t at : {0u, space})
        if (auto it = m_states.find({at, *j.startKey});
            it != m_states.end() && (it->second.level < level || it->second.reorders <= reorders))
            return true;
    m_states[{space, *j.startKey}] = {j.broken, j.state, j.handledAtEnd - j.handledAtStart, level, reorders};
    return false;
}

uint64_t SameStates::bytes() const
{
    constexpr uint64_t TreeNode = 48; // a std::map node's links and colour, and the allocator's share
    return m_states.size() * (TreeNode + sizeof(StateKey) + sizeof(SeenState));
}

} // namespace corrsim
