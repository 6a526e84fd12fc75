#include "run.h"

namespace corrsim {

bool RunResult::passed() const
{
    for (const auto &e : expectations)
        if (!e.passed)
            return false;
    return true;
}

std::string RunResult::stoppedBecause(const RunBudget &budget) const
{
    const std::string at = " at t=" + formatDuration(stoppedAt);
    switch (stopped) {
    case Simulation::Stop::EventBudget:
        return "the run stopped" + at + ": it used its budget of " + std::to_string(budget.maxEvents)
             + " events (--max-events N raises it)";
    case Simulation::Stop::MemoryBudget:
        return "the run stopped" + at + ": it reached its memory budget of " + std::to_string(budget.maxMemoryMb)
             + " MB (--max-memory-mb N raises it)";
    case Simulation::Stop::TimeLimit:
        return "the run stopped" + at + ": virtual time would pass its limit of about 31.7 years";
    case Simulation::Stop::Cancelled:
        return "the run was cancelled" + at;
    default:
        return {};
    }
}

RunResult runScenario(const Scenario &scenario, const RunOptions &options)
{
    RunResult r;
    r.seed = options.seed.value_or(scenario.info().seed);
    r.sim = scenario.instantiate(r.seed);
    r.sim->trace().setRecording(options.recordTrace);
    Simulation::Limits limits;
    limits.until = scenario.info().until.value_or(SimTime::max());
    limits.cancel = options.cancel;
    limits.maxEvents = options.budget.maxEvents;
    limits.maxMemoryBytes = options.budget.maxMemoryMb << 20;
    limits.progress = options.progress;
    r.stopped = r.sim->run(limits);
    r.stoppedAt = r.sim->now();
    if (scenario.info().saga)
        r.sagas = sagaReport(r.sim->trace(), *scenario.info().saga);
    r.expectations = evaluateExpectations(scenario.expectations(), *r.sim, r.sagas ? &*r.sagas : nullptr);
    r.invariants = checkInvariants(*r.sim, r.sagas ? &*r.sagas : nullptr);
    return r;
}

} // namespace corrsim
