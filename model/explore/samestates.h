#pragma once
// Pruning by state (docs/explore.md#pruning): a schedule that starts from its checkpoint
// in the state an earlier schedule of its level started from, with the same past as the
// checks read it and the same pin, runs as that one ran and ends with its verdicts. It is
// not run (its verdict and end state are the earlier one's) and not expanded (its
// children would be the earlier one's).
//
// Exact, and alike with any number of threads or shards: a level is keyed first, then
// decided in the order its schedules are made, within the key space of each schedule's
// root (the schedules under one first fault: a shard runs them all). An earlier schedule
// counts only if it has no more reorderings (so the counterexample found is the one found
// without pruning) and had handled no more events when it started (so nothing under it
// runs out of --max-events where the same under the later one would not).
// Only schedules with as many pins can start alike: the state counts the pins.

#include "explore/judged.h"
#include "run/run.h"

#include <cstdint>
#include <vector>

namespace corrsim {

/// For each child of a level in order: its start, its key space (its root + 1) and its
/// schedule's reorderings. Returns, for each, the earlier child it starts like, or SIZE_MAX.
std::vector<size_t> sameStarts(const std::vector<StartKey> &starts, const std::vector<uint32_t> &spaces,
                               const std::vector<size_t> &reorders);

/// What a child that starts like `earlier` (run, judged) says: its verdict and end state,
/// unless that run ended early, or would have from this child's start (then the child
/// runs after all: false).
bool judgedLike(const StartKey &start, const Judged &earlier, const StartKey &earlierStart, uint64_t maxEvents,
                Judged &judged);

} // namespace corrsim
