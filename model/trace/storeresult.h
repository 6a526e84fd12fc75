#pragma once
// What a store operation did, as its trace event records it (the event's detail). The
// trace keeps the words; code asks storeResult() and compares the enum, never the text.

#include "trace/trace.h"

#include <string_view>

namespace corrsim {

enum class StoreResult {
    Hit,           // a get found the key
    KeyNotFound,   // a get or a remove found nothing (a remove that fails)
    Taken,         // a take (read and remove in one step) removed the entry
    Removed,       // a remove removed the entry
    AbsentOk,      // a remove found nothing and the store ignores that
    Expired,       // the TTL sweep removed the entry
    LostOnRestart, // an in-memory store was emptied by its owner's crash
    Replaced,      // a put into a pending store over a key already there: that request is lost
    Other,         // an event with no store result (a put of a new key)
};

/// The words the trace records for a result.
std::string_view storeResultText(StoreResult r);
/// The result a store event records.
StoreResult storeResult(const Trace &t, const TraceEvent &e);
/// A store that keeps requests waiting for their replies or callbacks ("orders.pending",
/// a worker's "orders.pending@2"): a put over an entry there loses a request, where in a
/// status store it is an update.
bool keepsPending(std::string_view storeName);
/// Whether the operation took an entry out of the store.
inline bool removedAnEntry(StoreResult r)
{
    return r == StoreResult::Taken || r == StoreResult::Removed || r == StoreResult::Expired;
}

} // namespace corrsim
