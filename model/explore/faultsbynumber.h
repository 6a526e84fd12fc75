#pragma once
// A fault of the scenario's own that names its event by number stays on that number, and
// a fault explore adds before it moves the events after it: in that schedule's run it
// would find another event, or none, and the exploration would be of another scenario
// than the one asked about. Explore refuses such a fault and names it by what it is.

#include "scenario/scenario.h"

namespace corrsim {

/// Throws ScenarioError at the first such fault, with the same fault named by what it is
/// in `unfaulted` (the scenario's run with no fault of explore's).
void refuseFaultsByNumber(const Scenario &scenario, const Trace &unfaulted);

} // namespace corrsim
