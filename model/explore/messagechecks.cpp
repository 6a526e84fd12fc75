#include "explore/messagechecks.h"
#include "scenario/importfacts.h"

#include <map>
#include <optional>
#include <set>
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
FindingArg where(const Trace &t, size_t i)
{
    const std::string span = spanOf(t, i);
    return Finding::nested(span.empty() ? Finding{FindingKind::At, {t[i].time}, {}}
                                        : Finding{FindingKind::AtInSpan, {t[i].time, span}, {}});
}

/// Unknown when an imported trace has spans whose parent never arrived: what their
/// process did before it stopped cannot be seen, so "held" cannot be said.
std::optional<CheckVerdict> unknownForGaps(const RunRecord &r)
{
    if (!r.info.imported || r.info.imported->gaps.empty())
        return std::nullopt;
    const SpanGapFact &g = r.info.imported->gaps.front();
    return CheckVerdict::unknownBecause(
        {FindingKind::SpanParentsMissing, {g.service, g.name, g.spanId}, int64_t(r.info.imported->gaps.size())});
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
        return CheckVerdict::brokenBy(
            {FindingKind::ReplyTakenForOther,
             {t.actorName(e.actor), t.ids().format(e.correlation), t.ids().format(e.key()), where(t, events->back())},
             {}},
            *events);
    }
    if (r.info.imported && r.info.imported->repliesWithoutOutcome > 0) {
        return CheckVerdict::unknownBecause(
            {FindingKind::RepliesWithoutOutcome, {}, int64_t(r.info.imported->repliesWithoutOutcome)});
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
        return CheckVerdict::brokenBy(
            {FindingKind::ReplyUnexpected,
             {t.actorName(e.actor), t.ids().format(e.correlation), t.actorName(e.peer), where(t, events->back())},
             {}},
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
            return CheckVerdict::brokenBy(
                {FindingKind::DeliveredTwice, {t.ids().format(e.message), app, where(t, at->second), where(t, i)}, {}},
                {at->second, i});
    }
    if (r.info.imported)
        return CheckVerdict::unknownBecause({FindingKind::DeliverySpansCannotTell, {}, {}});
    return {};
}

CheckVerdict importedEffectsOnce(const RunRecord &r)
{
    if (r.info.imported->effectSpans.empty())
        return CheckVerdict::unknownBecause({FindingKind::NoEffectSpanNamed, {}, {}});
    const Trace &t = r.trace();
    std::map<std::pair<Sym, Id>, size_t> first; // (effect, key) -> where it was first applied
    for (size_t i = 0; i < t.size(); ++i) {
        const TraceEvent e = t[i];
        if (e.kind != EventKind::Effect)
            continue;
        const auto [at, added] = first.try_emplace({e.effectName(), e.key()}, i);
        if (!added)
            return CheckVerdict::brokenBy(
                {FindingKind::EffectAppliedTwice,
                 {t.names().text(e.effectName()), t.ids().format(e.key()), t.actorName(t[at->second].actor),
                  where(t, at->second), t.actorName(e.actor), where(t, i)},
                 {}},
                {at->second, i});
    }
    // Seen twice is broken; not seen, where some effects say not on what, is not held.
    if (const uint64_t n = r.info.imported->effectsWithoutKey)
        return CheckVerdict::unknownBecause({FindingKind::EffectSpansWithoutKey, {}, int64_t(n)});
    if (auto gaps = unknownForGaps(r))
        return *gaps;
    return {};
}

CheckVerdict requestsAnsweredInTime(const RunRecord &r)
{
    if (!r.info.imported)
        return CheckVerdict::unknownBecause({FindingKind::TimeoutOnlyForSpans, {}, {}});
    if (!r.info.imported->replyTimeoutMicros)
        return CheckVerdict::unknownBecause({FindingKind::NoReplyTimeout, {}, {}});
    const Trace &t = r.trace();
    const SimTime timeout = SimTime::fromMicros(r.info.imported->replyTimeoutMicros);
    const SimTime end = t.size() ? t[t.size() - 1].time : SimTime();
    struct Sent
    {
        size_t send;
        std::string_view app;
        Sym type;
        std::optional<size_t> reply; // the first delivery back to its sender with its correlation ID
        bool isReply = false;        // it answers a request itself
    };
    std::vector<Sent> sent;                  // with a correlation ID, to another application
    std::map<Id, std::string_view> senderOf; // message -> its sender's application
    std::map<Id, size_t> sentAs;             // message -> its place in `sent`
    std::map<std::pair<std::string_view, Id>, std::vector<size_t>> waiting; // (app, correlation) -> unanswered sends
    for (size_t i = 0; i < t.size(); ++i) {
        const TraceEvent e = t[i];
        if (e.kind == EventKind::Send) {
            const std::string_view app = t.participants()[e.actor].application();
            senderOf.try_emplace(e.message, app);
            if (e.correlation && e.peer != NoActor && t.participants()[e.peer].application() != app) {
                waiting[{app, e.correlation}].push_back(sent.size());
                sentAs.try_emplace(e.message, sent.size());
                sent.push_back({i, app, e.messageType(), std::nullopt});
            }
        } else if (e.kind == EventKind::Deliver && e.correlation) {
            const std::string_view app = t.participants()[e.actor].application();
            const auto from = senderOf.find(e.message);
            auto open = waiting.find({app, e.correlation});
            if (from == senderOf.end() || from->second == app || open == waiting.end() || open->second.empty())
                continue;
            sent[open->second.front()].reply = i;
            open->second.erase(open->second.begin());
            if (const auto reply = sentAs.find(e.message); reply != sentAs.end())
                sent[reply->second].isReply = true;
        }
    }
    std::set<std::pair<std::string_view, Sym>> requestTypes; // (app, type) a reply has answered
    for (const Sent &s : sent)
        if (s.reply && !s.isReply)
            requestTypes.insert({s.app, s.type});
    const auto name = [&](const Sent &s) {
        const TraceEvent e = t[s.send];
        return Finding::nested({FindingKind::RequestName,
                                {t.names().text(s.type), t.ids().format(e.correlation), t.actorName(e.actor)},
                                {}});
    };
    std::optional<size_t> tooSoon, oneWay; // what keeps a "held" from being said
    for (const Sent &s : sent) {
        const SimTime at = t[s.send].time;
        if (s.isReply)
            continue;
        if (!requestTypes.count({s.app, s.type})) {
            if (end - at > timeout && !oneWay)
                oneWay = size_t(&s - sent.data());
            continue;
        }
        if (s.reply && t[*s.reply].time - at > timeout)
            return CheckVerdict::brokenBy(
                {FindingKind::AnsweredLate, {name(s), where(t, s.send), t[*s.reply].time - at, timeout}, {}},
                {s.send, *s.reply});
        if (!s.reply && end - at > timeout) {
            // The send, and the first event past its deadline: what shows the wait was over.
            size_t past = s.send;
            while (t[past].time - at <= timeout)
                ++past;
            return CheckVerdict::brokenBy(
                {FindingKind::NoReplyWithin, {name(s), where(t, s.send), timeout, end - at}, {}}, {s.send, past});
        }
        if (!s.reply && !tooSoon)
            tooSoon = size_t(&s - sent.data());
    }
    if (tooSoon)
        return CheckVerdict::unknownBecause(
            {FindingKind::NoReplyBeforeTraceEnds, {name(sent[*tooSoon]), where(t, sent[*tooSoon].send)}, {}});
    if (oneWay)
        return CheckVerdict::unknownBecause(
            {FindingKind::OneWayUnclear, {name(sent[*oneWay]), where(t, sent[*oneWay].send)}, {}});
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
    return CheckVerdict::brokenBy({FindingKind::SpansNameMissing,
                                   {g.service, g.name, g.spanId, g.traceId, g.missing},
                                   int64_t(r.info.imported->gaps.size())},
                                  events);
}

} // namespace corrsim
