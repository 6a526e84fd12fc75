#pragma once
// The native trace format: JSON Lines. The first line describes the run (participants,
// stores); then one line per event with its full envelope; docs/trace-events.md has
// every field.

#include "scenario/scenario.h"
#include "trace/trace.h"

#include <ostream>

namespace corrsim {

void writeTraceJsonl(std::ostream &out, const Trace &trace, const ScenarioInfo &info);

} // namespace corrsim
