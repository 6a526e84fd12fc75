#pragma once
// Explore: every schedule of a scenario up to a number of faults, breadth first, each an
// ordinary run with its faults pinned (docs/explore.md). The first level with a run that
// breaks a check holds the shortest counterexample: among its violations, the one with
// the fewest reorderings, then the earliest. Deterministic: schedules are made and judged
// in one order, whatever the number of threads.

#include "explore/explorechecks.h"
#include "explore/schedule.h"
#include "run/run.h"

#include <atomic>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace corrsim {

struct ExplorePlan
{
    uint32_t maxFaults = 1;
    uint8_t faults = AllExploreFaults;
    uint64_t maxSchedules = 100'000;
    unsigned jobs = 1;
    std::vector<const ExploreCheck *> checks; // none: the invariants
    std::optional<SimTime> delay;             // none: the unfaulted run's length, past every timer it ran
    SimTime restartAfter = SimTime::fromMillis(10);
    std::optional<uint64_t> seed;
    RunBudget budget; // each run's; maxEvents none-set: 100 times the unfaulted run's events
};

struct ExploreResult
{
    struct Tally
    {
        std::string check;
        uint64_t violations = 0; // schedules that broke it
    };
    /// An end state (stores and sagas as the run left them) and the schedules that
    /// reached it: the first of them, and which checks it breaks.
    struct Outcome
    {
        uint64_t state = 0;
        uint64_t schedules = 0;
        Schedule first;
        std::vector<std::string> broken;
    };

    uint64_t schedules = 0;     // runs made
    uint64_t sameRunPruned = 0; // runs not expanded: another schedule had made the same run
    uint32_t levelsDone = 0;    // fault counts explored whole (0: the unfaulted run only)
    bool exhaustive = false;    // every schedule up to maxFaults was run
    bool stoppedAtViolation = false;
    uint64_t stoppedEarlyRuns = 0; // runs their budget cut short
    SimTime delay, restartAfter;   // what the pins were made with
    std::vector<Tally> tallies;    // one per check, in the plan's order
    std::vector<Outcome> outcomes; // in order of first reach

    // The shortest counterexample, when a run broke a check.
    std::optional<Schedule> counterexample;
    std::string brokenCheck, brokenDetail;
    Schedule nearestPassing;                  // its parent: the same faults but its last
    std::string divergence;                   // where the two runs part, in words
    std::shared_ptr<const RunRecord> failing; // the counterexample's run, and
    std::shared_ptr<const RunRecord> passing; // its nearest passing schedule's

    bool violated() const { return counterexample.has_value(); }
};

using ExploreProgress = std::function<void(uint64_t schedules, uint32_t level)>;

/// Throws ScenarioError for a scenario that does not run.
ExploreResult explore(const Scenario &scenario, const ExplorePlan &plan, const ExploreProgress &progress = {},
                      const std::atomic<bool> *cancel = nullptr);

} // namespace corrsim
