#include "run/run.h"

#include "kernel/simulation.h"
#include "run/expectationchecks.h"
#include "run/invariants.h"
#include "scenario/faults.h"

namespace corrsim {

namespace {

/// Why a run stopped early, in a sentence naming the budget and the flag that changes
/// it; empty when it ran to its end (or its `until`).
std::string stopReason(Simulation::Stop stopped, SimTime at, const RunBudget &budget)
{
    const std::string when = " at t=" + formatDuration(at);
    switch (stopped) {
    case Simulation::Stop::EventBudget:
        return "the run stopped" + when + ": it used its budget of " + std::to_string(budget.maxEvents) +
               " events (--max-events N raises it)";
    case Simulation::Stop::MemoryBudget:
        return "the run stopped" + when + ": it reached its memory budget of " + std::to_string(budget.maxMemoryMb) +
               " MB (--max-memory-mb N raises it)";
    case Simulation::Stop::TimeLimit:
        return "the run stopped" + when + ": virtual time would pass its limit of about 31.7 years";
    case Simulation::Stop::Cancelled:
        return "the run was cancelled" + when;
    default:
        return {};
    }
}

} // namespace

RunResult::RunResult() = default;
RunResult::RunResult(RunResult &&) noexcept = default;
RunResult &RunResult::operator=(RunResult &&) noexcept = default;
RunResult::~RunResult() = default;

namespace {

/// Runs a simulation built from `scenario` (with the options' pins) and makes its record.
RunResult finishRun(std::unique_ptr<Simulation> sim, const Scenario &scenario, uint64_t seed, const RunOptions &options)
{
    RunResult r;
    r.sim = std::move(sim);
    r.sim->trace().setRecording(options.recordTrace);
    Simulation::Limits limits;
    limits.until = scenario.info().until.value_or(SimTime::max());
    limits.cancel = options.cancel;
    limits.maxEvents = options.budget.maxEvents;
    limits.maxMemoryBytes = options.budget.maxMemoryMb << 20;
    limits.progress = options.progress;
    const Simulation::Stop stopped = r.sim->run(limits);
    auto record = std::make_shared<RunRecord>();
    record->events = r.sim->sharedTrace();
    record->info = scenario.info();
    record->seed = seed;
    record->end = r.sim->endTime();
    record->stopReason = stopReason(stopped, r.sim->now(), options.budget);
    record->warnings = r.sim->pinnedFaultWarnings();
    if (scenario.info().saga)
        record->sagas = sagaReport(r.sim->trace(), *scenario.info().saga);
    const SagaReport *sagas = record->sagas ? &*record->sagas : nullptr;
    record->expectations = evaluateExpectations(scenario.expectations(), *r.sim, sagas);
    record->stores = std::make_shared<StoreHistory>(record->events);
    record->invariants = checkInvariants(*r.sim, sagas, *record->stores);
    record->fingerprint = r.sim->trace().fingerprint(); // once, after the expectation events
    r.record = std::move(record);
    return r;
}

} // namespace

RunResult runScenario(const Scenario &scenario, const RunOptions &options)
{
    const uint64_t seed = options.seed.value_or(scenario.info().seed);
    return finishRun(scenario.instantiate(seed, options.pins), scenario, seed, options);
}

BuiltScenario::BuiltScenario(const Scenario &scenario, std::optional<uint64_t> seed)
    : m_scenario(scenario), m_seed(seed.value_or(scenario.info().seed)), m_built(scenario.instantiate(m_seed))
{
    // The links are the same in every run: made here once, each copy starts with them.
    m_built->network().start(m_built->trace().participants());
}

BuiltScenario::~BuiltScenario() = default;

RunResult BuiltScenario::run(const RunOptions &options) const
{
    auto sim = m_built->clone();
    addPinnedFaults(options.pins, m_scenario.faultEntries(), *sim);
    return finishRun(std::move(sim), m_scenario, m_seed, options);
}

} // namespace corrsim
