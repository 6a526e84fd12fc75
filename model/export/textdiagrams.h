#pragma once
// The sequence diagram as text other tools render: PlantUML (.puml) and Mermaid
// (.mmd). Neither can slant an arrow by its latency, so messages are listed in the
// order they were delivered, each labelled with when it was sent and how long it took:
// a message that overtook another appears first with the longer wait on the other.

#include "scenario/scenario.h"
#include "trace/trace.h"

#include <ostream>

namespace corrsim {

void writePlantUml(std::ostream &out, const Trace &trace, const ScenarioInfo &info);
void writeMermaid(std::ostream &out, const Trace &trace, const ScenarioInfo &info);

} // namespace corrsim
