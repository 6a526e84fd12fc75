#pragma once
// Expectations checked against a finished run: each result names the trace event that
// decided it, so a view can jump there.

#include "run/checkresult.h"
#include "run/sagametrics.h"
#include "scenario/expectations.h"

#include <vector>

namespace corrsim {

class Simulation;

/// Checks every expectation against a finished run and appends an "expectation" event
/// per result to its trace.
std::vector<ExpectationResult> evaluateExpectations(const std::vector<Expectation> &expectations, Simulation &sim,
                                                    const SagaReport *sagas = nullptr);

} // namespace corrsim
