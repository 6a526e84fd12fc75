#pragma once
// Pruning by state (docs/explore.md#pruning): a schedule that starts from its checkpoint
// in a state an earlier one started from, with the same past as the checks read it and
// the same pin, runs as that one ran and ends with its verdicts. It is not run (its
// verdict is the earlier one's) and not expanded (its children are the earlier one's).
//
// Exact and alike with any number of threads or shards: a level is keyed first, then
// decided in the order its schedules are made; one-fault schedules are keyed in one
// space (every shard runs them all), deeper ones in their root's (the shard of that
// root runs them); an earlier schedule of the same level counts only with no more
// reorderings, so that the counterexample found is the one found without pruning.

#include "explore/judged.h"
#include "run/run.h"

#include <cstdint>
#include <map>
#include <optional>
#include <vector>

namespace corrsim {

/// What the run of a schedule that started from a state said, for those that start alike.
struct SeenState
{
    uint32_t broken = 0;
    uint64_t state = 0;        // its end state
    uint64_t handledAfter = 0; // events from its start to its end: the budget counts them
    uint32_t level = 0;
    size_t reorders = 0;
};

/// How a child of a level starts as one before it: as a schedule of an earlier level, or
/// as an earlier child of its own level (its index).
struct SameStart
{
    std::optional<SeenState> earlier;
    size_t child = SIZE_MAX;
    bool skips() const { return earlier || child != SIZE_MAX; }
};

class SameStates
{
public:
    explicit SameStates(uint64_t maxEvents = UINT64_MAX) : m_maxEvents(maxEvents) {}

    /// For each child of a level in order: its start, its key space (0 up to one fault,
    /// its root + 1 deeper) and its schedule's reorderings.
    std::vector<SameStart> sameStarts(const std::vector<StartKey> &starts, const std::vector<uint32_t> &spaces,
                                      const std::vector<size_t> &reorders) const;
    /// What a skipped child's run says: the one it starts like; none when that one's run
    /// ended early, or would have from this child's start (then the child runs after all).
    std::optional<SeenState> verdict(const StartKey &start, const SameStart &same, const std::vector<Judged> &judged,
                                     const std::vector<StartKey> &starts) const;
    /// After its level, for a schedule that ran: true when an earlier one started alike
    /// (its children are that one's); else its start is kept for the levels after it.
    bool startedAsBefore(uint32_t level, uint32_t space, size_t reorders, const Judged &j);

    /// What the states kept take, counted in --max-memory-mb.
    uint64_t bytes() const;
    size_t size() const { return m_states.size(); }

private:
    bool withinBudget(const StartKey &start, uint64_t handledAfter) const
    {
        return start.handled + handledAfter < m_maxEvents;
    }

    using StateKey = std::pair<uint32_t, uint64_t>; // (key space, start key)
    std::map<StateKey, SeenState> m_states;
    uint64_t m_maxEvents;
};

} // namespace corrsim
