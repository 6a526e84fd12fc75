#pragma once
// Each message's trip across the wire, as the trace tells it: the event that put it on
// the wire (a send, or the network's duplicate of it) paired with the delivery or drop
// that ended it. Copies of one message to one destination end in the order they left.
// The diagram, the text diagrams and the trace exports all draw these.

#include "trace/trace.h"

#include <cstddef>
#include <limits>
#include <optional>
#include <unordered_map>
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

/// Pairs hops' starts with their ends one event at a time, remembering only the hops
/// still on the wire: what a writer that streams a trace of any length needs.
class HopPairing
{
public:
    /// A send or duplicate at trace index i: the send it copies (i itself for a send).
    size_t start(size_t i, const TraceEvent &e);
    /// A deliver or drop: the index of the send or duplicate that started its hop, or
    /// MessageHop::NoEnd for an end without a start (a hand-edited trace).
    size_t end(const TraceEvent &e);

private:
    struct Key
    {
        uint64_t message;
        ActorRef destination;
        bool operator==(const Key &) const = default;
    };
    struct KeyHash
    {
        size_t operator()(const Key &k) const { return size_t(k.message * 0x9e3779b97f4a7c15ULL) ^ k.destination; }
    };
    struct Started
    {
        size_t start, send;
    };
    // Copies of one message to one destination, oldest first; erased when the last ends.
    std::unordered_map<Key, std::vector<Started>, KeyHash> m_open;
};

/// Every hop of the run, in the order they went on the wire.
std::vector<MessageHop> messageHops(const Trace &trace);

/// The status code a message event carries when it is an HTTP-style "response"
/// (202, 404, 500...); none for any other message.
std::optional<int64_t> responseStatus(const Trace &trace, const TraceEvent &e);

} // namespace corrsim
