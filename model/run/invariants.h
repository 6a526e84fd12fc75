#pragma once
// The rules every run keeps, whatever its scenario asks: a lesson's own expectations may
// fail when a student changes a parameter (that is the lesson); these may not. Each is
// checked on the finished run and reported in the summary, held or not.

#include "run/checkresult.h"
#include "run/sagametrics.h"

#include <string>
#include <vector>

namespace corrsim {

class Simulation;
class StoreHistory;

/// The "balance" field of an account's row; 0 without one.
int64_t balanceOf(const Trace &t, RecordRef value);

/// Checks every invariant on a finished run; sagas is its saga report, if it has sagas.
/// `stores` is the run's store history, built from the trace as it is now (the money
/// checks read each store's events from it): at the end it must equal the live stores.
std::vector<InvariantResult> checkInvariants(Simulation &sim, const SagaReport *sagas, const StoreHistory &stores);

} // namespace corrsim
