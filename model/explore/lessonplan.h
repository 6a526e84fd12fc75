#pragma once
// The exploration a lesson asks for in its "explore" block, as a plan: what `corrsim
// explore NAME` and the app's Explore start from before their own options.

#include "explore/explore.h"
#include "scenario/scenario.h"

namespace corrsim {

/// The lesson's bound (maxFaults, faults) and checks, on top of `base`; `base` itself
/// for a scenario with no "explore" block. Throws ScenarioError at the name's path
/// ("/explore/checks/1") for a fault or a check explore does not know.
ExplorePlan lessonExplorePlan(const Scenario &scenario, ExplorePlan base = {});

} // namespace corrsim
