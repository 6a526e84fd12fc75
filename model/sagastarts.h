#pragma once
// When sagas start, and with what: "start" [{"at", "body"}] and/or a "workload"
// {"count", "interval", "amount", "from", "to"} of payments between accounts. Drawn
// once while the scenario is built, so every worker of an application sees one list.

#include "buildcontext.h"

#include <utility>
#include <vector>

namespace corrsim {

using SagaStarts = std::vector<std::pair<SimTime, RecordRef>>;

SagaStarts readSagaStarts(const ConfigNode &participant, BuildContext &ctx);

} // namespace corrsim
