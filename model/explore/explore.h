#pragma once
// Explore: every schedule of a scenario up to a number of faults, breadth first, each an
// ordinary run with its faults pinned (docs/explore.md). The first level with a run that
// breaks a check holds the shortest counterexample: among its violations, the one with
// the fewest reorderings, then the earliest. Deterministic: schedules are made and judged
// in one order, whatever the number of threads.

#include "explore/explorechecks.h"
#include "explore/schedule.h"
#include "run/run.h"
#include "whatif/rundiff.h"

#include <atomic>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace corrsim {

/// What an exploration covers: up to maxFaults pins of these kinds, at most
/// maxSchedules runs (in each shard).
struct ExploreBound
{
    uint32_t maxFaults = 1;
    uint8_t faults = AllExploreFaults;
    uint64_t maxSchedules = 100'000;
};

struct ExplorePlan
{
    ExploreBound bound;
    unsigned jobs = 1;
    /// This process explores the schedules whose first pin is the shard-th of every
    /// `shards` (after the unfaulted run and the one-fault schedules, which every shard
    /// runs whole): `explore --merge` joins them into the result one process gives.
    uint32_t shard = 0, shards = 1;
    std::vector<const ExploreCheck *> checks; // none: the invariants
    std::optional<SimTime> delay;             // none: the unfaulted run's length, past every timer it ran
    SimTime restartAfter = SimTime::fromMillis(10);
    std::optional<uint64_t> seed;
    /// Schedules that start from a state an earlier one started from, with the same past
    /// as the checks read it, are not run again nor expanded (docs/explore.md#pruning).
    bool pruneSameState = true;
    /// Each run's; maxEvents not set: 100 times the unfaulted run's events. maxMemoryMb
    /// bounds the exploration's own memory too: the frontier, the runs seen and the
    /// starts kept for the next level's pruning.
    RunBudget budget;
};

struct ExploreResult
{
    /// What the schedules of one number of faults gave.
    struct Level
    {
        uint64_t schedules = 0;
        uint64_t sameRunPruned = 0;       // of them, runs not expanded: another schedule made the same run
        uint64_t sameStateSkipped = 0;    // of them, not run nor expanded: it starts as an earlier one did
        uint64_t fewerFaultsSkipped = 0;  // of those, the earlier one had fewer faults
        uint64_t stoppedEarly = 0;        // runs their budget cut short (not judged)
        bool cut = false;                 // --max-schedules left some of this level unrun
        std::vector<uint64_t> violations; // schedules that broke each check
    };
    /// An end state (stores and sagas as the run left them): how many schedules of each
    /// level reached it, the first that did, and the checks it breaks.
    struct Outcome
    {
        uint64_t state = 0;
        std::vector<uint64_t> byLevel;
        Schedule first;
        std::vector<std::string> broken;
        /// The first schedule of each kind of fault (Schedule::kinds) that reached it, in
        /// the order they were made: `first` and, where another kind of fault ends the
        /// same way, the first of that kind too.
        std::vector<Schedule> firstOfEachKind;
        uint64_t schedules() const;
    };

    ExploreBound bound;
    uint32_t shard = 0, shards = 1;
    SimTime delay, restartAfter; // what the pins were made with
    size_t unfaultedEvents = 0;  // the trace of the run with no fault (not in the JSON)
    std::string rerun;           // the command that runs the scenario explored ("corrsim run NAME --set ...")
    /// The run with no fault's fingerprint: shards of one exploration of one scenario
    /// share it (a file changed between two shards does not).
    std::string unfaultedFingerprint;
    std::vector<std::string> checks;
    std::vector<Level> levels;     // [0]: the unfaulted run
    std::vector<Outcome> outcomes; // in order of first reach
    bool exhaustive = false;       // every schedule up to bound.maxFaults was run
    /// Why the search stopped before its bound, when a budget did: its own memory (the
    /// schedules still to expand, the runs seen and the starts kept) reached
    /// budget.maxMemoryMb. A result read back from --out keeps its words alone.
    std::optional<Finding> budgetUsedUp;

    // The shortest counterexample, when a run broke a check.
    std::optional<Schedule> counterexample;
    std::string brokenCheck;
    std::optional<Finding> brokenFinding; // what broke it (read back from --out: its words alone)
    Finding counterexampleFaults;         // its pins, read off its run (Schedule::description)
    Schedule nearestPassing;              // its parent: the same faults but its last
    Finding nearestPassingFaults;
    std::string divergence;                          // where the two runs part, in English
    std::shared_ptr<const RunRecord> failing;        // the counterexample's run, and its nearest
    std::shared_ptr<const RunRecord> passing;        // passing schedule's (none after a merge)
    std::shared_ptr<const RunComparison> comparison; // the two compared, made with them

    bool violated() const { return counterexample.has_value(); }
    uint64_t schedules() const;
    uint64_t violations(size_t check) const;
    uint64_t sameRunPruned() const;
    uint64_t sameStateSkipped() const;
    uint64_t fewerFaultsSkipped() const;
    uint64_t stoppedEarly() const;
};

using ExploreProgress = std::function<void(uint64_t schedules, uint32_t level)>;

/// Throws ScenarioError for a scenario that does not run.
ExploreResult explore(const Scenario &scenario, const ExplorePlan &plan, const ExploreProgress &progress = {},
                      const std::atomic<bool> *cancel = nullptr);

/// Shards of one exploration joined into the result one process gives; throws
/// FindingError (a std::invalid_argument) when they are not shards of one exploration,
/// or one is missing or given twice.
ExploreResult mergeExplorations(const std::vector<ExploreResult> &shards);

/// Schedules in the order an exploration makes them: fewer faults first, then by
/// their pins' events and kinds.
bool madeBefore(const Schedule &a, const Schedule &b);
/// Of two violations of one level, the counterexample to show: fewer reorderings, then
/// the earlier.
bool shorterCounterexample(const Schedule &a, const Schedule &b);

/// Shards an exploration may be cut into (as --shard and sweeps allow).
constexpr uint32_t MaxShards = 100000;

} // namespace corrsim
