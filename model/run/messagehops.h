#pragma once
// Each message's trip across the wire, as the trace tells it: the event that put it on
// the wire (a send, or the network's duplicate of it) paired with the delivery or drop
// that ended it. Copies of one message to one destination end in the order they left.
// The diagram, the text diagrams and the trace exports all draw these.

#include "trace/trace.h"

#include <cstddef>
#include <limits>
#include <optional>
#include <vector>

namespace corrsim {

struct MessageHop
{
    static constexpr size_t NoEnd = std::numeric_limits<size_t>::max();
    size_t start = 0;   // the send or duplicate event that put it on the wire
    size_t send = 0;    // the send it is a copy of (start itself for a send)
    size_t end = NoEnd; // the deliver or drop event; NoEnd while still in flight
    bool copy() const { return start != send; }
    bool ended() const { return end != NoEnd; }
};

/// Every hop of the run, in the order they went on the wire.
std::vector<MessageHop> messageHops(const Trace &trace);

/// The status code a message event carries when it is an HTTP-style "response"
/// (202, 404, 500...); none for any other message.
std::optional<int64_t> responseStatus(const Trace &trace, const TraceEvent &e);

} // namespace corrsim
