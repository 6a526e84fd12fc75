#pragma once
// A scenario made from a run another tool recorded (an imported trace): the night that
// happened, as a scenario that replays it, so explore can look for the nearby nights
// that break it. For request/reply: each requester the trace shows becomes a requester
// sending its requests at the observed times, each service answering them a replier,
// with the observed processing times and the latency of each message on its link, in
// the order they came. What the trace cannot show is written as an assumption.

#include "run/runrecord.h"

#include <string>
#include <vector>

namespace corrsim {

struct ModelledScenario
{
    std::string json;                     // the scenario file, as a person would write it
    std::vector<std::string> assumptions; // what the trace could not show, as assumed
};

/// The scenario of an imported run's requests and replies, named `name`. Throws
/// ScenarioError (with `file`) where the run shows no request answered, or is not one
/// another tool recorded.
ModelledScenario scenarioFromTrace(const RunRecord &run, const std::string &name, const std::string &file);

/// A scenario name made of a file name: lower case letters, digits and '-'.
std::string scenarioNameOf(const std::string &fileName);

} // namespace corrsim
