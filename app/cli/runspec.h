#pragma once
// One side of a comparison or a forked run, as the command line names it: a scenario
// file or a lesson name with its seed, variant, --set changes and pinned faults, or a
// saved trace (which takes none of them).

#include "run/runrecord.h"
#include "scenario/scenario.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace corrsim {

struct RunSpec
{
    std::string source; // FILE, NAME, or a .jsonl / .ctrace trace
    std::optional<uint64_t> seed;
    std::optional<std::string> variant;
    std::vector<std::string> sets;   // PATH=VALUE
    std::vector<std::string> faults; // JSON, one entry of "faults" each
    bool changesScenario() const { return seed || variant || !sets.empty() || !faults.empty(); }
    /// "payment-claim-race --set participants.orders.claim=atomic --seed 3", each argument
    /// as the shell reads it back
    std::string describe() const;
};

/// The scenario of a spec (not a trace): its variant, --set changes and faults applied;
/// throws ScenarioError.
Scenario scenarioOf(const RunSpec &spec);
/// Runs the scenario (or reads the trace) of a spec; throws ScenarioError naming what
/// is wrong, and std::runtime_error for a run that used up its budget.
std::shared_ptr<const RunRecord> runSpec(const RunSpec &spec);

} // namespace corrsim
