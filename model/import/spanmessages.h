#pragma once
// Messages from spans: a producer side (PRODUCER, or send/publish/create) joined to each
// consumer side (CONSUMER, or process/receive) by the edge the instrumentation made, a
// parent or a link; where a file kept neither (Zipkin has no links), by the message ID,
// then by conversation ID and destination. A client call and its server span are a
// request too. What cannot be joined is kept as such: a consumer whose producer never
// arrived, a span whose parent never did.

#include "import/spans.h"

#include <cstddef>
#include <cstdint>
#include <limits>
#include <string>
#include <vector>

namespace corrsim {

constexpr size_t NoSpan = std::numeric_limits<size_t>::max();

/// How a consumer span was found to take its message.
enum class SpanJoin : uint8_t { Parent, Link, MessageId, Conversation, None };

struct SpanConsumer
{
    size_t span = NoSpan;
    SpanJoin join = SpanJoin::None;
};

/// Words of the set's table (SpanSet::texts); 0 where there is none.
struct SpanMessage
{
    size_t producer = NoSpan;            // NoSpan: its producer's span is not in the file
    std::vector<SpanConsumer> consumers; // by start time
    Sym id = 0;                          // the message ID attribute
    Sym conversation = 0;                // the correlation ID
    Sym type = 0;                        // the routing key, or the span's name without its operation, ...
    Sym destination = 0;                 // the destination attribute as written
    bool http = false;                   // a client call: its consumers are server spans
};

/// A span whose parent (or linked producer) is not in the file: its process may have
/// stopped before exporting it, or a sampler dropped it.
struct SpanGap
{
    size_t span = NoSpan;
    SpanId missing = 0; // the span that never arrived
};

struct SpanGraph
{
    std::vector<size_t> order;         // every span, by start time (then trace and span ID)
    std::vector<SpanMessage> messages; // by their first span's start
    std::vector<size_t> effects;       // spans named as effects, by start
    std::vector<SpanGap> gaps;
    std::vector<size_t> parent; // each span's parent span, NoSpan for a root or a gap
};

struct SpanJoinOptions
{
    std::string correlationAttribute;     // where the instrumentation writes no conversation ID
    std::vector<std::string> effectSpans; // span names that apply an effect
};

/// Joins the set's spans; the words it makes (a message's type) are added to set.texts().
/// Throws ScenarioError (no file named) for parents that form a loop.
SpanGraph joinSpans(SpanSet &set, const SpanJoinOptions &options);

} // namespace corrsim
