#include "run/run.h"

#include "kernel/simulation.h"
#include "run/expectationchecks.h"
#include "run/invariants.h"
#include "scenario/faults.h"

#include <algorithm>

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
    if (options.expectations)
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
    // And the names it was built with: each copy shares them, with their hashes.
    m_built->trace().shareNames();
}

BuiltScenario::~BuiltScenario() = default;

RunResult BuiltScenario::run(const RunOptions &options) const
{
    auto sim = m_built->clone();
    addPinnedFaults(options.pins, m_scenario.faultEntries(), *sim);
    return finishRun(std::move(sim), m_scenario, m_seed, options);
}

void BuiltScenario::runFromCheckpoints(const std::vector<PinnedFault> &added, const RunOptions &options,
                                       const std::function<void(size_t, RunResult)> &done) const
{
    const size_t firstAdded = m_scenario.faultEntries() + options.pins.size();
    Simulation::Limits step;
    step.until = m_scenario.info().until.value_or(SimTime::max());
    auto common = [&] {
        auto sim = m_built->clone();
        addPinnedFaults(options.pins, m_scenario.faultEntries(), *sim);
        return sim;
    };
    // First the common run one event at a time, to learn what each event's handler
    // traces: tracedAfter[k] is the trace's length after k events (0: once started).
    std::vector<size_t> tracedAfter;
    size_t tracedBefore = 0;
    if (options.recordTrace) { // without a trace there is nothing to learn it from
        auto sim = common();
        tracedBefore = sim->trace().size();
        for (Simulation::Stop stop = Simulation::Stop::EventBudget;
             stop == Simulation::Stop::EventBudget && sim->eventsHandled() < options.budget.maxEvents;) {
            step.maxEvents = tracedAfter.empty() ? 0 : sim->eventsHandled() + 1;
            stop = sim->run(step);
            tracedAfter.push_back(sim->trace().size());
        }
    }
    // Then each schedule from a copy of the common run made right before the event
    // that traces its pin (a pin changes nothing before its event).
    std::unique_ptr<Simulation> sim = common();
    bool started = false;
    for (size_t i = 0; i < added.size(); ++i) {
        const uint64_t seq = added[i].seq;
        const auto at = std::upper_bound(tracedAfter.begin(), tracedAfter.end(), seq);
        if (seq < tracedBefore || at == tracedAfter.end() || (at == tracedAfter.begin() && started)) {
            RunOptions one = options; // traced as the scenario was built, or never reached
            one.pins.push_back(added[i]);
            done(i, run(one));
            continue;
        }
        if (at != tracedAfter.begin()) { // after event k - 1 (k = 0: once started)
            step.maxEvents = uint64_t(at - tracedAfter.begin()) - 1;
            if (!started || sim->eventsHandled() < step.maxEvents)
                sim->run(step);
            started = true;
        }
        auto copy = sim->clone();
        addPinnedFaults({added[i]}, firstAdded, *copy);
        done(i, finishRun(std::move(copy), m_scenario, m_seed, options));
    }
}

} // namespace corrsim
