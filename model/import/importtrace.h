#pragma once
// A trace another tool wrote (OTLP JSON, Jaeger, Zipkin), made into the run it shows:
// a lane for each service, a send and a delivery for each message, a redelivery as a
// second delivery, replies taken where the spans after them show for which request,
// effects where the user names the spans that apply them. The views, exports and checks
// then read it as they read a run of Corrsim's own.

#include "export/tracereader.h"

#include <istream>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace corrsim {

struct SpanSet;

/// A span that applies an effect (`--effect-span NAME[=ATTRIBUTE]`): its name, and the
/// attribute that says what it acted on ("" for the message it handled).
struct EffectSpan
{
    std::string name;
    std::string key;
};

/// "NAME" or "NAME=ATTRIBUTE", as --effect-span and the app's import options take it;
/// none for text without a name.
std::optional<EffectSpan> effectSpanOf(std::string_view text);

struct ImportOptions
{
    /// The attribute (or header) that carries the correlation ID, where the
    /// instrumentation writes no conversation ID; "" reads the conventions' names.
    std::string correlationAttribute;
    std::vector<EffectSpan> effectSpans;
    /// How long a request may wait for its reply (--reply-timeout); none: not said, and
    /// requests-answered-in-time cannot be judged.
    std::optional<SimTime> replyTimeout;
};

/// Reads the file and makes its run; throws ScenarioError saying where a file is not
/// one of the formats, or is damaged. With a control, as readTrace: progress, and a
/// cancel that leaves the record null.
ReadTrace importTrace(std::istream &in, const std::string &file, const ImportOptions &options,
                      uint64_t maxBytes = uint64_t(8192) << 20, TraceReadControl control = {});
/// The run the spans show (the words it makes are added to their table).
ReadTrace importSpans(SpanSet spans, const std::string &file, const ImportOptions &options);

} // namespace corrsim
