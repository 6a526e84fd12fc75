#pragma once
// When sagas start, and with what: "start" [{"at", "body"}] and/or a "workload"
// {"count", "interval", "amount", "from", "to"} of payments between accounts. Drawn
// once while the scenario is built, so every worker of an application sees one list.

#include "buildcontext.h"

#include <utility>
#include <vector>

namespace corrsim {

using SagaStarts = std::vector<std::pair<SimTime, RecordRef>>;

/// Workloads drawn when a scenario loads are capped: 10 million starts take ~240 MB.
constexpr int64_t MaxGeneratedStarts = 10000000;

SagaStarts readSagaStarts(const ConfigNode &participant, BuildContext &ctx);

} // namespace corrsim
