#pragma once
// What every input file must get, checked one input at a time: by the libFuzzer
// targets (make fuzz) and by tst_robustness, which replays every input that ever
// failed (tests/data/fuzz-regressions). Plain C++, no Qt.

#include <optional>
#include <string>
#include <string_view>

namespace corrsim {

/// A scenario file: it loads, or fails with a located error. What loads is accepted by
/// the schema too, runs within a small budget keeping every invariant, is written in
/// every text format, and its trace makes the round trip of traceRoundTrip.
/// Returns what went wrong, or nothing.
std::optional<std::string> checkScenarioInput(std::string_view text);

/// Which reader a trace input is for: told apart by its first bytes as the app does,
/// or one reader alone (each has its own fuzz target).
enum class TraceReader { Either, JsonLines, Binary };

/// A native trace: it is read, or refused with a located error; what is read can be
/// projected the way the app projects it (fingerprint, saga report, stores at the end,
/// envelopes, message hops, every export), and makes the round trip of traceRoundTrip.
std::optional<std::string> checkTraceInput(std::string_view text, TraceReader reader = TraceReader::Either);

/// Spans another tool wrote (OTLP, Jaeger, Zipkin JSON): imported, or refused with a
/// located error; every check decides or says why not; what is imported is shown and
/// saved as checkTraceInput's traces are.
std::optional<std::string> checkSpansInput(std::string_view text);

class Trace;
struct ScenarioInfo;
struct RunRecord;
/// What a trace that was read must give: every projection the app makes, every export,
/// and the round trip of traceRoundTrip.
std::optional<std::string> checkReadRun(const RunRecord &run);
/// What both formats promise of a trace they hold: written as .jsonl, read, written as
/// .ctrace, read, written as .jsonl again, it is the same bytes and one fingerprint at
/// every step; and its own .ctrace reads back as the same .jsonl.
std::optional<std::string> traceRoundTrip(const Trace &trace, const ScenarioInfo &info, const std::string &fingerprint);

} // namespace corrsim
