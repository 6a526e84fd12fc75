#pragma once
// The rules every run keeps, whatever its scenario asks: a lesson's own expectations may
// fail when a student changes a parameter (that is the lesson); these may not. Each is
// checked on the finished run and reported in the summary, held or not.

#include "run/checkresult.h"
#include "run/sagametrics.h"

#include <string>
#include <vector>

namespace corrsim {

class StoreHistory;

/// The "balance" field of an account's row; 0 without one.
int64_t balanceOf(const Trace &t, RecordRef value);

/// Checks every invariant on a finished run's trace alone, whoever made it (a run, a file
/// read back): `sagas` is its saga report, if it has sagas, and `stores` its store
/// history, built from the trace as it is now. A check that needs what the trace does
/// not record says "unknown" (InvariantResult::known) rather than a verdict.
std::vector<InvariantResult> checkInvariants(const Trace &trace, const SagaReport *sagas, const StoreHistory &stores);

} // namespace corrsim
