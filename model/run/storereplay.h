#pragma once
// Store contents rebuilt from the trace alone: what each store held after a given event.
// The trace is the record of every store operation, so this must agree with the live
// stores at the end of a run (an invariant checks it).

#include "trace/trace.h"

#include <map>
#include <vector>

namespace corrsim {

/// One store's entries: key -> the value written.
using StoreContents = std::map<Id, RecordRef>;

/// Every store's contents after the first `events` events of the trace.
std::vector<StoreContents> replayStores(const Trace &trace, size_t events);
/// Applies one event to the stores it touches (nothing for other events).
void applyStoreEvent(std::vector<StoreContents> &stores, const TraceEvent &e, const Trace &t);

} // namespace corrsim
