#pragma once
// The run summary (the public contract in PRODUCT.md): scenario, seed, fingerprint,
// endTime, eventCounts, stores, expectations, and a few more fields.

#include "run/runrecord.h"

#include <string>

namespace corrsim {

std::string summaryJson(const RunRecord &run);

} // namespace corrsim
