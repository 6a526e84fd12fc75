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
    Other,         // an event with no store result (a put)
};

/// The words the trace records for a result.
std::string_view storeResultText(StoreResult r);
/// The result a store event records.
StoreResult storeResult(const Trace &t, const TraceEvent &e);
/// Whether the operation took an entry out of the store.
inline bool removedAnEntry(StoreResult r)
{
    return r == StoreResult::Taken || r == StoreResult::Removed || r == StoreResult::Expired;
}

} // namespace corrsim
