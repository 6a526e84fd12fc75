#include "run.h"

namespace corrsim {

bool RunResult::passed() const
{
    for (const auto &e : expectations)
        if (!e.passed)
            return false;
    return true;
}

RunResult runScenario(const Scenario &scenario, const RunOptions &options)
{
    RunResult r;
    r.seed = options.seed.value_or(scenario.info().seed);
    r.sim = scenario.instantiate(r.seed);
    r.sim->trace().setRecording(options.recordTrace);
    r.stopped = r.sim->run(scenario.info().until.value_or(SimTime::max()), options.cancel, options.maxEvents);
    if (scenario.info().saga)
        r.sagas = sagaReport(r.sim->trace(), *scenario.info().saga);
    r.expectations = evaluateExpectations(scenario.expectations(), *r.sim, r.sagas ? &*r.sagas : nullptr);
    r.invariants = checkInvariants(*r.sim, r.sagas ? &*r.sagas : nullptr);
    return r;
}

} // namespace corrsim
