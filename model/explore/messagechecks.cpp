#include "explore/messagechecks.h"

#include <map>
#include <optional>
#include <tuple>

namespace corrsim {

namespace {

/// The span an imported event was made from ("" for another event).
std::string spanOf(const Trace &t, size_t i)
{
    const TraceEvent e = t[i];
    const RecordRef record = e.kind == EventKind::Effect || e.kind == EventKind::Log ? e.fields()
                             : isMessageEvent(e.kind)                                ? e.body()
                                                                                     : 0;
    const Sym spanId = t.names().find("span.id");
    const Field *span = record && spanId ? t.records().find(record, spanId, Section::Header) : nullptr;
    return span ? formatValue(span->value, t.names(), t.ids()) : std::string();
}

/// Where an event is: its time, and the span that made it where the trace was imported.
std::string where(const Trace &t, size_t i)
{
    const std::string span = spanOf(t, i);
    return "at " + formatDuration(t[i].time) + (span.empty() ? "" : " (span " + span + ")");
}

/// Unknown when an imported trace has spans whose parent never arrived: what their
/// process did before it stopped cannot be seen, so "held" cannot be said.
std::optional<CheckVerdict> unknownForGaps(const RunRecord &r)
{
    if (!r.info.imported || r.info.imported->gaps.empty())
        return std::nullopt;
    const SpanGapFact &g = r.info.imported->gaps.front();
    return CheckVerdict::unknownBecause(std::to_string(r.info.imported->gaps.size()) +
                                        (r.info.imported->gaps.size() == 1 ? " span's parent" : " spans' parents") +
                                        " never arrived (first: " + g.service + " \"" + g.name + "\", span " +
                                        g.spanId +
                                        "): a process may have stopped before exporting them, and what "
                                        "it did then cannot be seen");
}

/// The first reply event of that outcome, and the events that show it: the delivery of
/// the reply at its requester just before it, then the outcome.
std::optional<std::vector<size_t>> firstReply(const Trace &t, EventKind outcome)
{
    for (size_t i = 0; i < t.size(); ++i) {
        if (t.kindAt(i) != outcome)
            continue;
        const TraceEvent r = t[i];
        for (size_t d = i; d-- > 0;)
            if (t.kindAt(d) == EventKind::Deliver && t[d].message == r.message && t[d].actor == r.actor)
                return std::vector<size_t>{d, i};
        return std::vector<size_t>{i};
    }
    return std::nullopt;
}

} // namespace

CheckVerdict repliesMatchedByCorrelation(const RunRecord &r)
{
    const Trace &t = r.trace();
    if (const auto events = firstReply(t, EventKind::ReplyMismatched)) {
        const TraceEvent e = t[events->back()];
        return CheckVerdict::brokenBy(t.actorName(e.actor) + " took the reply for " + t.ids().format(e.correlation) +
                                          " as the answer to " + t.ids().format(e.key()) + " " +
                                          where(t, events->back()),
                                      *events);
    }
    if (r.info.imported && r.info.imported->repliesWithoutOutcome > 0) {
        const uint64_t n = r.info.imported->repliesWithoutOutcome;
        return CheckVerdict::unknownBecause(
            std::to_string(n) + (n == 1 ? " reply reached its requester" : " replies reached their requester") +
            " with no span after it that shows which request it was taken for (a span the requester makes while "
            "handling it, carrying the request's correlation ID, would show it)");
    }
    if (auto gaps = unknownForGaps(r))
        return *gaps;
    return {};
}

CheckVerdict everyReplyExpected(const RunRecord &r)
{
    const Trace &t = r.trace();
    if (const auto events = firstReply(t, EventKind::ReplyDiscarded)) {
        const TraceEvent e = t[events->back()];
        return CheckVerdict::brokenBy(t.actorName(e.actor) + " received a reply with correlation ID " +
                                          t.ids().format(e.correlation) + " from " + t.actorName(e.peer) +
                                          " that no request of it was waiting for, " + where(t, events->back()),
                                      *events);
    }
    if (auto gaps = unknownForGaps(r))
        return *gaps;
    return {};
}

CheckVerdict processedOnce(const RunRecord &r)
{
    const Trace &t = r.trace();
    std::map<std::pair<Id, std::string>, size_t> first; // (message, application) -> its first delivery
    for (size_t i = 0; i < t.size(); ++i) {
        const TraceEvent e = t[i];
        if (e.kind != EventKind::Deliver || !e.message)
            continue;
        const std::string &app = t.participants()[e.actor].application();
        const auto [at, added] = first.try_emplace({e.message, app}, i);
        if (!added)
            return CheckVerdict::brokenBy("message " + t.ids().format(e.message) + " was delivered to " + app +
                                              " twice: " + where(t, at->second) + " and " + where(t, i),
                                          {at->second, i});
    }
    if (r.info.imported)
        return CheckVerdict::unknownBecause(
            "each message has one delivery span, but a consumer that stops before its span is exported leaves none "
            "(the broker then delivers the message again): spans cannot show a message was processed only once");
    return {};
}

CheckVerdict importedEffectsOnce(const RunRecord &r)
{
    if (r.info.imported->effectSpans.empty())
        return CheckVerdict::unknownBecause(
            "no span was named as an effect: name the spans that apply one, and the attribute that says on what "
            "(--effect-span NAME=ATTRIBUTE; in the app, File > Span import options)");
    const Trace &t = r.trace();
    std::map<std::pair<Sym, Id>, size_t> first; // (effect, key) -> where it was first applied
    for (size_t i = 0; i < t.size(); ++i) {
        const TraceEvent e = t[i];
        if (e.kind != EventKind::Effect)
            continue;
        const auto [at, added] = first.try_emplace({e.effectName(), e.key()}, i);
        if (!added)
            return CheckVerdict::brokenBy(t.names().text(e.effectName()) + " on " + t.ids().format(e.key()) +
                                              " was applied twice: by " + t.actorName(t[at->second].actor) + " " +
                                              where(t, at->second) + " and by " + t.actorName(e.actor) + " " +
                                              where(t, i),
                                          {at->second, i});
    }
    // Seen twice is broken; not seen, where some effects say not on what, is not held.
    if (const uint64_t n = r.info.imported->effectsWithoutKey)
        return CheckVerdict::unknownBecause(std::to_string(n) + (n == 1 ? " effect span lacks" : " effect spans lack") +
                                            " the attribute named to say what it acted on: two of them on one "
                                            "object cannot be told apart from two on two");
    if (auto gaps = unknownForGaps(r))
        return *gaps;
    return {};
}

CheckVerdict traceComplete(const RunRecord &r)
{
    if (!r.info.imported || r.info.imported->gaps.empty())
        return {};
    const SpanGapFact &g = r.info.imported->gaps.front();
    const Trace &t = r.trace();
    std::vector<size_t> events;
    for (size_t i = 0; i < t.size() && events.empty(); ++i)
        if (spanOf(t, i) == g.spanId)
            events.push_back(i);
    return CheckVerdict::brokenBy(std::to_string(r.info.imported->gaps.size()) +
                                      (r.info.imported->gaps.size() == 1 ? " span names" : " spans name") +
                                      " a parent or producer that is not in the trace (first: " + g.service + " \"" +
                                      g.name + "\", span " + g.spanId + " of trace " + g.traceId + ", missing " +
                                      g.missing + ")",
                                  events);
}

} // namespace corrsim
