#pragma once
// Questions asked of a finished trace, answered in one place for every view and tool:
// where a time falls, what caused an event and what it caused, a message's whole
// causation chain, and which events are problems worth stopping at.

#include "trace/trace.h"

#include <optional>
#include <set>
#include <vector>

namespace corrsim {

/// The last event at or before t (the first event when t comes before all of them);
/// nothing for an empty trace.
std::optional<size_t> eventAt(const Trace &trace, SimTime t);
/// The send of the message that caused this event (its causation ID); nothing if none.
std::optional<size_t> causeOf(const Trace &trace, size_t event);
/// The first send caused by this event's message; nothing if nothing was.
std::optional<size_t> firstConsequenceOf(const Trace &trace, size_t event);
/// Every message in a message's causation chain, as ID bits: the message, everything
/// that led to it (its cause, its cause's cause, ...) and everything it led to.
std::set<uint64_t> causationChain(const Trace &trace, Id message);
/// An event a class would want to stop at: a discarded or mismatched reply, a loss, a
/// crash, a remove that found nothing, an HTTP-style error response (4xx, 5xx).
bool isProblem(const Trace &trace, const TraceEvent &e);
/// A store event's key through time: every write, remove, expiry and clear of the same
/// store and key up to and including this event (alice 5000 -> 3500 -> 2000). Empty for
/// an event that is not a store event.
std::vector<size_t> keyHistory(const Trace &trace, size_t event);

} // namespace corrsim
