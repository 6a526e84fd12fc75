#pragma once
// The run summary (the public contract in PRODUCT.md): scenario, seed, fingerprint,
// endTime, eventCounts, stores, expectations, and a few more fields.

#include "run.h"

#include <string>

namespace corrsim {

std::string summaryJson(const ScenarioInfo &info, const RunResult &run);

} // namespace corrsim
