#pragma once
// Pruning by state (docs/explore.md#pruning): a schedule that starts from its checkpoint
// in the state an earlier schedule started from, with the same past as the checks read it
// and the same pin, runs as that one ran and ends with its verdicts. It is not run (its
// verdict and end state are the earlier one's) and not expanded (its children would be
// the earlier one's, or theirs one level up).
//
// Exact, and alike with any number of threads or shards: a level is keyed first, then
// decided in the order its schedules are made, within the key space of each schedule's
// root (the schedules under one first fault: a shard runs them all). The earlier schedule
// is one of the same level, or one with fewer faults whose fault healed: the state holds
// the pins still to fire, not those that fired, so a run whose extra fault left no trace
// in what follows starts as the run without it did.
// - An earlier schedule of the same level counts only if it has no more reorderings, so
//   the counterexample found is the one found without pruning. One with fewer faults
//   counts whatever its reorderings: everything under the later one has its equal one
//   level up, and a level with a violation ends the search before it.
// - Either counts only if it had handled no more events when it started, so nothing
//   under it runs out of --max-events where the same under the later one would not.

#include "explore/judged.h"
#include "run/run.h"

#include <algorithm>
#include <cstdint>
#include <map>
#include <vector>

namespace corrsim {

/// A schedule's start and how its run ended: what a later schedule that starts alike
/// ends with.
struct RunFromStart
{
    uint64_t handledAtStart = 0;
    uint64_t handledAtEnd = 0;
    uint64_t state = 0; // its end state
    uint32_t broken = 0;
    bool stoppedEarly = false;
};
RunFromStart runFromStart(const StartKey &start, const Judged &judged);

/// The starts of the schedules of earlier levels that were run and will be expanded, by
/// (key space, key): the one with the fewest events handled at its start, the first of
/// those.
class EarlierStarts
{
public:
    void add(uint32_t space, const StartKey &start, const Judged &judged);
    const RunFromStart *find(uint32_t space, const StartKey &start) const;
    size_t size() const { return m_starts.size(); }
    /// Its memory, as --max-memory-mb counts it.
    uint64_t bytes() const;

private:
    std::map<std::pair<uint32_t, uint64_t>, RunFromStart> m_starts;
};

/// What a child of a level starts like: an earlier child of its level, or a schedule with
/// fewer faults; neither when it runs.
struct StartsLike
{
    size_t child = SIZE_MAX;
    const RunFromStart *fewerFaults = nullptr;
    bool any() const { return child != SIZE_MAX || fewerFaults; }
};

/// For each child of a level in order: its start, its key space (its root: a shard runs
/// all of a root's schedules) and its schedule's reorderings.
std::vector<StartsLike> sameStarts(const std::vector<StartKey> &starts, const std::vector<uint32_t> &spaces,
                                   const std::vector<size_t> &reorders, const EarlierStarts &earlier);

/// Whether the schedules not run stood only for runs within --max-events. One that starts
/// like an earlier one that had handled fewer events stands for runs that many events
/// longer than the earlier one's, which were made or stand in turn for others (at most
/// one step a fault). Where that could reach the budget, a schedule not run could stand
/// for one that would have stopped early, and explore runs everything instead.
class SkipsWithinBudget
{
public:
    void ran(uint64_t handledAtEnd) { m_longestRun = std::max(m_longestRun, handledAtEnd); }
    void skipped(uint64_t moreHandledAtStart) { m_widestSkip = std::max(m_widestSkip, moreHandledAtStart); }
    bool hold(uint64_t maxEvents, uint32_t maxFaults) const
    {
        return m_widestSkip == 0 || m_longestRun + uint64_t(maxFaults) * m_widestSkip < maxEvents;
    }

private:
    uint64_t m_longestRun = 0, m_widestSkip = 0;
};

/// What a child that starts like `earlier` says: its verdict and end state, unless that
/// run ended early, or would have from this child's start (then the child runs after
/// all: false).
bool judgedLike(const StartKey &start, const RunFromStart &earlier, uint64_t maxEvents, Judged &judged);

} // namespace corrsim
