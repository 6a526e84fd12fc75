#pragma once
// An end state of a run, as one number: what its stores hold and where its sagas
// stopped, by what their texts say. Two schedules that end alike are one outcome.

#include "run/runrecord.h"

#include <cstdint>

namespace corrsim {

uint64_t endStateHash(const RunRecord &run);

} // namespace corrsim
