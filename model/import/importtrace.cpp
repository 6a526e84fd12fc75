#include "import/importtrace.h"

#include "export/traceheader.h"
#include "import/spanmessages.h"
#include "import/spanreader.h"
#include "import/spantrace.h"
#include "input/scenarioerror.h"
#include "scenario/importfacts.h"

#include <algorithm>
#include <filesystem>

namespace corrsim {

std::optional<EffectSpan> effectSpanOf(std::string_view text)
{
    const size_t eq = text.find('=');
    EffectSpan e{std::string(text.substr(0, eq)), eq == std::string_view::npos ? "" : std::string(text.substr(eq + 1))};
    if (e.name.empty())
        return std::nullopt;
    return e;
}

ReadTrace importSpans(SpanSet set, const std::string &file, const ImportOptions &options)
{
    // A run's clock reaches MaxVirtualMicros: spans further apart than that are not one run.
    if (!set.spans.empty()) {
        const auto first = std::min_element(set.spans.begin(), set.spans.end(),
                                            [](const auto &a, const auto &b) { return a.startNanos < b.startNanos; });
        for (const ImportedSpan &s : set.spans)
            if (s.startNanos - first->startNanos > MaxVirtualMicros * 1000)
                throw ScenarioError(file, "",
                                    Finding{FindingKind::SpansTooFarApart,
                                            {hexOf(s.spanId), set.text(s.name), SimTime::fromMicros(MaxVirtualMicros),
                                             hexOf(first->spanId)},
                                            {}});
    }
    SpanJoinOptions join{options.correlationAttribute, {}};
    for (const EffectSpan &e : options.effectSpans)
        join.effectSpans.push_back(e.name);
    SpanGraph graph = [&] {
        try {
            return joinSpans(set, join);
        } catch (const ScenarioError &e) { // what the spans say cannot be one run
            throw ScenarioError(file, "", e.finding());
        }
    }();

    ReadTrace r;
    r.record = std::make_shared<RunRecord>();
    RunRecord &run = *r.record;
    run.info.name = std::filesystem::path(file).filename().string();
    run.info.title = "Spans from " + run.info.name;
    run.info.summary = std::string(spanFormatName(set.format)) + ", imported";
    run.info.file = file;
    ImportFacts facts;
    facts.format = spanFormatName(set.format);
    facts.spans = set.spans.size();
    facts.messages = graph.messages.size();
    for (const EffectSpan &e : options.effectSpans)
        facts.effectSpans.push_back(e.name);
    facts.replyTimeoutMicros = options.replyTimeout ? options.replyTimeout->micros() : 0;
    for (const SpanGap &g : graph.gaps) {
        const ImportedSpan &s = set.spans[g.span];
        facts.gaps.push_back(
            {hexOf(s.traceId), hexOf(s.spanId), set.text(s.service), set.text(s.name), hexOf(g.missing)});
    }
    std::shared_ptr<Trace> trace = traceOfSpans(std::move(set), std::move(graph), options, facts);
    finishReadRun(r, std::move(trace));
    if (facts.clockSkewMicros > 0)
        run.warnings.push_back({"", {FindingKind::ClocksDisagree, {SimTime::fromMicros(facts.clockSkewMicros)}, {}}});
    run.info.imported = std::make_shared<const ImportFacts>(std::move(facts));
    return r;
}

ReadTrace importTrace(std::istream &in, const std::string &file, const ImportOptions &options, uint64_t maxBytes,
                      TraceReadControl control)
{
    std::optional<SpanSet> spans = readSpans(in, file, maxBytes, control);
    if (!spans)
        return {}; // cancelled
    return importSpans(std::move(*spans), file, options);
}

} // namespace corrsim
