#include "inputchecks.h"

#include "envelope/messageenvelope.h"
#include "explore/explorechecks.h"
#include "export/summary.h"
#include "export/textdiagrams.h"
#include "export/tracebinary.h"
#include "export/traceexport.h"
#include "export/tracejsonl.h"
#include "export/tracereader.h"
#include "import/importtrace.h"
#include "run/messagehops.h"
#include "run/run.h"
#include "run/sagametrics.h"
#include "run/storereplay.h"
#include "scenario/scenario.h"
#include "scenario/schemavalidator.h"
#include "trace/findingwords.h"

#include <sstream>

namespace corrsim {

namespace {

/// A located error: FILE:LINE:COL:, FILE: /path: or, in a binary trace, FILE: byte N:,
/// and then a message.
std::optional<std::string> checkLocated(const ScenarioError &e, const std::string &file)
{
    const std::string what = e.what();
    const std::string &path = e.jsonPath();
    const auto offset = [&](std::string_view prefix) {
        return path.starts_with(prefix) && path.size() > prefix.size() &&
               path.find_first_not_of("0123456789", prefix.size()) == std::string::npos;
    };
    const bool byte = offset("byte ") || offset("compressed byte "); // a .ctrace's, or a gzipped trace's
    const bool located = (e.line() > 0 && e.column() > 0) || path.starts_with('/') || byte;
    if (e.file() != file || !located || e.message().empty() || !what.starts_with(file + ":"))
        return "an error without a location: " + what;
    return std::nullopt;
}

} // namespace

std::optional<std::string> checkScenarioInput(std::string_view text)
{
    std::optional<Scenario> scenario;
    try {
        scenario = Scenario::parse(text, "fuzz.json");
    } catch (const ScenarioError &e) {
        return checkLocated(e, "fuzz.json");
    }
    if (const auto issues = validateAgainstSchema(text); !issues.empty())
        return "the loader took what the schema refuses: " + issues[0].path + ": " + issues[0].message;

    RunOptions options;
    options.budget.maxEvents = 5000; // a lesson is a few hundred; the loader is what is fuzzed
    options.budget.maxMemoryMb = 256;
    const RunResult result = runScenario(*scenario, options);
    const RunRecord &run = *result.record;
    for (const InvariantResult &i : run.invariants)
        if (!i.held)
            return "invariant broken: " + std::string(invariantName(i.id)) + ": " + findingWords(i.finding);

    const Trace &t = run.trace();
    const ScenarioInfo &info = run.info;
    std::ostringstream sink;
    sink << summaryJson(run);
    for (TraceFormat f : {TraceFormat::Chrome, TraceFormat::Csv, TraceFormat::Otlp})
        writeTrace(sink, f, t, info);
    writePlantUml(sink, t, info);
    for (const std::string &part : mermaidParts(t, info))
        sink << part;

    return traceRoundTrip(t, info, run.fingerprint);
}

std::optional<std::string> traceRoundTrip(const Trace &trace, const ScenarioInfo &info, const std::string &fingerprint)
{
    auto jsonl = [](const Trace &t, const ScenarioInfo &i) {
        std::ostringstream out;
        writeTraceJsonl(out, t, i);
        return out.str();
    };
    auto binary = [](const Trace &t, const ScenarioInfo &i) {
        std::ostringstream out;
        writeTraceBinary(out, t, i);
        return out.str();
    };
    const std::string first = jsonl(trace, info);
    try {
        std::istringstream a(first);
        const ReadTrace fromJsonl = readTraceJsonl(a, "round.jsonl");
        if (fromJsonl.record->fingerprint != fingerprint)
            return "the .jsonl read back has another fingerprint";
        std::istringstream b(binary(fromJsonl.record->trace(), fromJsonl.record->info));
        const ReadTrace fromBinary = readTraceBinary(b, "round.ctrace");
        if (fromBinary.record->fingerprint != fingerprint)
            return "the .ctrace of the .jsonl read back has another fingerprint";
        if (jsonl(fromBinary.record->trace(), fromBinary.record->info) != first)
            return "the .jsonl of the .ctrace of the .jsonl is not the first .jsonl";
        std::istringstream c(binary(trace, info));
        const ReadTrace direct = readTraceBinary(c, "direct.ctrace");
        if (direct.record->fingerprint != fingerprint || jsonl(direct.record->trace(), direct.record->info) != first)
            return "the trace's own .ctrace does not read back as its .jsonl";
    } catch (const ScenarioError &e) {
        return std::string("a trace Corrsim wrote does not read back: ") + e.what();
    }
    return std::nullopt;
}

std::optional<std::string> checkTraceInput(std::string_view text, TraceReader reader)
{
    const std::string file = reader == TraceReader::Binary ? "fuzz.ctrace" : "fuzz.jsonl";
    std::istringstream in{std::string(text)};
    ReadTrace read;
    try {
        // A gzipped input goes through readTrace, which inflates it for either reader.
        const bool gzipped = text.starts_with("\x1f\x8b");
        read = gzipped                            ? readTrace(in, file, uint64_t(256) << 20)
               : reader == TraceReader::JsonLines ? readTraceJsonl(in, file, uint64_t(256) << 20)
               : reader == TraceReader::Binary    ? readTraceBinary(in, file, uint64_t(256) << 20)
                                                  : readTrace(in, file, uint64_t(256) << 20);
    } catch (const ScenarioError &e) {
        return checkLocated(e, file);
    }
    return checkReadRun(*read.record);
}

std::optional<std::string> checkSpansInput(std::string_view text)
{
    const std::string file = "fuzz.json";
    std::istringstream in{std::string(text)};
    ReadTrace read;
    try {
        read = importTrace(in, file, {{}, {{"apply", "key"}}, SimTime::fromMillis(1000)}, uint64_t(256) << 20);
    } catch (const ScenarioError &e) {
        return checkLocated(e, file);
    }
    // Every check decides, or says why it cannot, naming only events that are there.
    for (const ExploreCheck &c : exploreChecks()) {
        const CheckVerdict v = c.verdict(*read.record);
        if (!v.held() && findingWords(v.finding).empty())
            return c.name + ": a verdict other than held without a reason";
        for (const size_t e : v.events)
            if (e >= read.record->trace().size())
                return c.name + ": a verdict names an event past the trace";
    }
    return checkReadRun(*read.record);
}

std::optional<std::string> checkReadRun(const RunRecord &r)
{
    const Trace &t = r.trace();
    try {
        replayStores(t, t.size());
        messageHops(t);
        for (size_t i = 0; i < t.size(); ++i)
            envelopeOf(t[i], t);
        std::ostringstream sink;
        for (TraceFormat f : {TraceFormat::Chrome, TraceFormat::Csv, TraceFormat::Otlp})
            writeTrace(sink, f, t, r.info);
        writePlantUml(sink, t, r.info);
        for (const std::string &part : mermaidParts(t, r.info))
            sink << part;
    } catch (const std::exception &e) {
        return std::string("a trace that was read cannot be shown: ") + e.what();
    }
    // What one reader takes, the other takes too, as the same trace.
    return traceRoundTrip(t, r.info, r.fingerprint);
}

} // namespace corrsim
