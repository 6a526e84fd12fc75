#pragma once
// One run of a scenario from start to expectations: what the CLI, the GUI, the tests
// and the benchmark all call.

#include "expectations.h"
#include "invariants.h"
#include "sagametrics.h"
#include "scenario.h"
#include "simulation.h"

#include <atomic>
#include <memory>
#include <optional>
#include <vector>

namespace corrsim {

struct RunOptions
{
    std::optional<uint64_t> seed;
    bool recordTrace = true;
    const std::atomic<bool> *cancel = nullptr; // set to stop a run early (its result is then partial)
    uint64_t maxEvents = UINT64_MAX;           // the run's event budget
};

struct RunResult
{
    std::unique_ptr<Simulation> sim;
    std::vector<ExpectationResult> expectations;
    std::optional<SagaReport> sagas; // when the scenario has sagas
    std::vector<InvariantResult> invariants;
    Simulation::Stop stopped = Simulation::Stop::Finished;
    uint64_t seed = 0;
    bool passed() const;
};

RunResult runScenario(const Scenario &scenario, const RunOptions &options = {});

} // namespace corrsim
