#pragma once
// Every kind of trace event. The names are part of the public contract (summary
// eventCounts, trace exports, expectations); docs/trace-events.md describes each one.

#include <cstdint>
#include <optional>
#include <string_view>

namespace corrsim {

enum class EventKind : uint8_t {
    Send,            // a participant put a message on the wire
    Deliver,         // the message reached its destination
    Drop,            // the network lost the message
    Duplicate,       // the network delivered a second copy
    StorePut,        // an entry was written
    StoreGet,        // an entry was read (found or not)
    StoreRemove,     // an entry was removed (or the remove failed)
    StoreExpire,     // a sweep removed an expired entry
    StoreClear,      // a restart emptied an in-memory store
    ReplyMatched,    // a reply's correlation ID found its pending request
    ReplyDiscarded,  // a reply's correlation ID is unknown: it was discarded
    ReplyMismatched, // a reply was matched to the wrong request (assuming arrival order)
    StateChange,     // a business object or saga moved to a new state
    Effect,          // an effect applied for a message: a debit, an email sent
    Log,             // a participant's log line, with its trace ID
    Crash,           // a worker stopped; its timers and in-memory state are gone
    Restart,         // a crashed worker is back
    Note,            // a narrative note of the lesson
    Expectation,     // an expectation was checked at the end of the run
    Count_
};

constexpr int EventKindCount = int(EventKind::Count_);

std::string_view eventKindName(EventKind k);
std::optional<EventKind> eventKindFromName(std::string_view name);

} // namespace corrsim
