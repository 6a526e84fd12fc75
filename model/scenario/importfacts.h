#pragma once
// What a run made from another tool's spans knows of itself (model/import): kept with the
// scenario's description (ScenarioInfo), so the trace header carries it and every reader
// of the run, a saved copy's included, judges it alike.

#include <cstdint>
#include <string>
#include <vector>

namespace corrsim {

/// A span whose parent, or the producer it links to, is not in an imported file.
struct SpanGapFact
{
    std::string traceId, spanId; // the span that is there
    std::string service, name;
    std::string missing; // the span ID that never arrived
};

/// What a trace imported from another tool (OTLP, Jaeger, Zipkin) says of itself, and
/// what it cannot show: the checks read it to say "unknown" where a verdict of "held"
/// would need spans that are not there. A trace file written from it keeps it in its
/// header, so the saved trace is judged as the import was.
struct ImportFacts
{
    std::string format; // "OTLP JSON", ...
    uint64_t spans = 0;
    uint64_t messages = 0;
    uint64_t joinedWithoutEdge = 0;       // consumers joined by message or conversation ID, not a parent or link
    std::vector<SpanGapFact> gaps;        // spans whose parent or linked producer never arrived
    std::vector<std::string> effectSpans; // the span names the user said apply effects ("" none)
    uint64_t repliesWithoutOutcome = 0;   // replies no later span shows taken for a request
    uint64_t effectsWithoutKey = 0;       // effect spans without the attribute named to key them
    int64_t clockSkewMicros = 0;          // the most a consumer started before its producer
    int64_t replyTimeoutMicros = 0;       // how long a request may wait for its reply, as the user said (0: not said)
};

} // namespace corrsim
