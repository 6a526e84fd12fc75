#pragma once
// One run of a scenario from start to expectations: what the CLI, the GUI, the tests
// and the benchmark all call.

#include "run/runrecord.h"
#include "scenario/scenario.h"

#include <atomic>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace corrsim {

/// What a run may use before it is stopped: room for a million-request run with its
/// trace (7 million events, under 1 GB) many times over, and well inside a 24 GB machine.
struct RunBudget
{
    static constexpr uint64_t DefaultMaxEvents = 200'000'000;
    static constexpr uint64_t DefaultMaxMemoryMb = 8192;
    uint64_t maxEvents = DefaultMaxEvents;
    uint64_t maxMemoryMb = DefaultMaxMemoryMb; // the trace, the queue, messages on the wire, the stores
};

struct RunOptions
{
    std::optional<uint64_t> seed;
    bool recordTrace = true;
    const std::atomic<bool> *cancel = nullptr; // set to stop a run early (its result is then partial)
    RunBudget budget;
    std::function<void(uint64_t events, SimTime now)> progress; // about every 65,536 events
    /// Faults pinned on top of the scenario's own, unchecked (Scenario::instantiate): an
    /// exploration's schedule, which need not copy the scenario to add them.
    std::vector<PinnedFault> pins;
    /// Whether to judge the scenario's expectations at the end (their events end the
    /// trace, and the fingerprint hashes them): an exploration that does not check them
    /// skips them (6% of each of its short runs).
    bool expectations = true;
};

class Simulation; // kernel/simulation.h: private to the run layer and its tests

/// Where a schedule of runFromCheckpoints starts: the key of the state before the
/// handler that meets its pin, with the past its checks read (run/checkhistory.h) and the
/// pin as that handler meets it. Two schedules of one scenario with equal keys go on
/// alike and end with the same verdicts. None for a schedule that runs from the start,
/// or where the stores are not what their trace says.
struct StartKey
{
    std::optional<uint64_t> key;
    uint64_t handled = 0; // events handled by then: what --max-events counts
};

/// A run just made: its record, and the simulation it ran in (its live stores; the
/// invariants and the kernel's tests look at them). Whether it ran to its end is in
/// record->stopReason (none when it did).
struct RunResult
{
    RunResult();
    RunResult(RunResult &&) noexcept;
    RunResult &operator=(RunResult &&) noexcept;
    ~RunResult();
    std::unique_ptr<Simulation> sim;
    std::shared_ptr<const RunRecord> record;
    bool passed() const { return record->passed(); }
};

RunResult runScenario(const Scenario &scenario, const RunOptions &options = {});

/// A scenario built once and run many times: each run starts from a copy of the
/// simulation built at the start (Simulation::clone) instead of building it from the
/// scenario's JSON again, which was most of a short run's cost in an exploration. A run
/// gives what runScenario gives with the same options. Runs may go on several threads
/// at once; the scenario must outlive this.
class BuiltScenario
{
public:
    /// Throws ScenarioError as instantiate does.
    BuiltScenario(const Scenario &scenario, std::optional<uint64_t> seed);
    ~BuiltScenario();
    /// options.seed is not read: the seed is the one it was built with.
    RunResult run(const RunOptions &options) const;
    /// Runs schedules that each add one pin, added[i], to the same pins (options.pins),
    /// as run() would, but from copies of one run of the common pins made right before
    /// each added pin's event: a pin changes nothing before its event, so each schedule
    /// runs only what follows it. `added` in trace order (by seq). done(i, result) is
    /// called for each, in order, on this thread.
    /// skip[i]: schedule i is not run (done is not called for it).
    void runFromCheckpoints(const std::vector<PinnedFault> &added, const RunOptions &options,
                            const std::function<void(size_t, RunResult)> &done,
                            const std::vector<bool> *skip = nullptr) const;
    /// Where each schedule runFromCheckpoints would run starts, for checks that read
    /// `past` of the run's past.
    std::vector<StartKey> startKeys(const std::vector<PinnedFault> &added, const RunOptions &options,
                                    uint32_t past) const;

private:
    /// each(i, at): `at` is the common run stopped right before the event that traces
    /// added[i], or null when that schedule must run from the start.
    void forEachCheckpoint(const std::vector<PinnedFault> &added, const RunOptions &options,
                           const std::function<void(size_t, Simulation *)> &each) const;

    const Scenario &m_scenario;
    uint64_t m_seed;
    std::unique_ptr<Simulation> m_built;
};

} // namespace corrsim
