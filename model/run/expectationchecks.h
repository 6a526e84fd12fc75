#pragma once
// Expectations checked against a finished run: each result names the trace event that
// decided it, so a view can jump there.

#include "run/checkresult.h"
#include "run/sagametrics.h"
#include "scenario/expectations.h"

#include <vector>

namespace corrsim {

class Simulation;
class StoreHistory;

/// Judges every expectation on a finished run's trace alone, whoever made it (a run, a
/// file read back): `stores` is its store history, `sagas` its saga report if any.
std::vector<ExpectationResult> judgeExpectations(const std::vector<Expectation> &expectations, const Trace &trace,
                                                 const StoreHistory &stores, const SagaReport *sagas = nullptr);

/// A live run's: judges them, then appends an "expectation" event per result to its
/// trace (the fingerprint hashes the verdicts).
std::vector<ExpectationResult> evaluateExpectations(const std::vector<Expectation> &expectations, Simulation &sim,
                                                    const StoreHistory &stores, const SagaReport *sagas = nullptr);

} // namespace corrsim
