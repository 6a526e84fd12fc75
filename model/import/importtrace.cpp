#include "import/importtrace.h"

#include "export/traceheader.h"
#include "import/messagingattributes.h"
#include "import/spanmessages.h"
#include "import/spanreader.h"
#include "input/scenarioerror.h"

#include <algorithm>
#include <filesystem>
#include <map>
#include <set>

namespace corrsim {

namespace {

/// Builds the trace: lanes by service, events kept with their times and put in order at the end.
class TraceBuilder
{
public:
    TraceBuilder(const SpanSet &set, const SpanGraph &graph, const ImportOptions &options)
        : m_spans(set.spans), m_graph(graph), m_options(options), m_trace(std::make_shared<Trace>(1))
    {
        for (size_t i = 0; i < m_spans.size(); ++i)
            if (i == 0 || m_spans[i].startNanos < m_t0)
                m_t0 = m_spans[i].startNanos;
        // A service seen as several instances (service.instance.id) is drawn as workers of
        // one application, as a run draws them: a restarted consumer is another lane.
        for (const size_t i : graph.order) {
            auto &instances = m_instances[serviceOf(i)];
            if (std::find(instances.begin(), instances.end(), m_spans[i].instance) == instances.end())
                instances.push_back(m_spans[i].instance);
        }
        for (const size_t i : graph.order)
            laneOf(i);
    }

    std::shared_ptr<Trace> build(ImportFacts &facts);

private:
    const std::string &serviceOf(size_t span) const
    {
        static const std::string unnamed = "(no service.name)";
        return m_spans[span].service.empty() ? unnamed : m_spans[span].service;
    }
    ActorRef laneOf(size_t span)
    {
        if (span == NoSpan)
            return unseenLane();
        const std::string &service = serviceOf(span);
        const std::vector<std::string> &instances = m_instances.at(service);
        std::string name = service, group;
        // A worker: one of several instances, or an instance named as a worker of its
        // service ("orders/1", as Corrsim's own export names them); by its instance ID,
        // else by when it was first seen.
        if (instances.size() > 1 || m_spans[span].instance.starts_with(service + "/")) {
            const auto n = std::find(instances.begin(), instances.end(), m_spans[span].instance) - instances.begin();
            name = m_spans[span].instance.empty() ? service + "/" + std::to_string(n + 1) : m_spans[span].instance;
            group = service;
        }
        const auto [it, added] = m_lanes.try_emplace(name, ActorRef(0));
        if (added)
            it->second = m_trace->addParticipant({name, "service", group, std::nullopt});
        return it->second;
    }
    /// Where a message no consumer span took was going: the service its destination names, if any.
    ActorRef destinationLane(const SpanMessage &m)
    {
        const auto named = m_lanes.find(m.destination);
        return named != m_lanes.end() ? named->second : unseenLane();
    }
    ActorRef unseenLane()
    {
        if (m_unseen == NoActor)
            m_unseen = m_trace->addParticipant({"(no span)", "unseen", "", std::nullopt});
        return m_unseen;
    }
    SimTime at(int64_t nanos) const { return SimTime::fromMicros((nanos - m_t0) / 1000); }
    Id literal(const std::string &text) { return text.empty() ? Id() : m_trace->ids().literal(text); }
    Sym word(const std::string &text) { return m_trace->names().intern(text); }
    Value valueOf(const AttributeValue &v)
    {
        if (const auto *s = std::get_if<std::string>(&v))
            return Value::text(word(*s));
        if (const auto *i = std::get_if<int64_t>(&v))
            return Value::integer(*i);
        if (const auto *b = std::get_if<bool>(&v))
            return Value::boolean(*b);
        return Value::number(std::get<double>(v));
    }
    /// A span's IDs and attributes, as the event log shows them.
    RecordRef recordOf(size_t span)
    {
        if (span == NoSpan)
            return 0;
        const ImportedSpan &s = m_spans[span];
        std::vector<Field> fields;
        fields.push_back({word("span.id"), Section::Header, Value::text(word(s.spanId))});
        fields.push_back({word("trace.id"), Section::Header, Value::text(word(s.traceId))});
        fields.push_back({word("span.name"), Section::Header, Value::text(word(s.name))});
        for (const SpanAttribute &a : s.attributes)
            if (std::none_of(fields.begin(), fields.end(), [&](const Field &f) { return f.name == word(a.key); }))
                fields.push_back({word(a.key), Section::Header, valueOf(a.value)});
        return m_trace->records().add(fields);
    }
    void add(SimTime time, const TraceEvent &e) { m_events.push_back({time, m_events.size(), e}); }
    /// The message a span was handling: the one its nearest consumer ancestor took.
    size_t handledMessage(size_t span) const
    {
        for (size_t s = m_graph.parent[span]; s != NoSpan; s = m_graph.parent[s])
            if (const auto it = m_consumed.find(s); it != m_consumed.end())
                return it->second;
        return NoSpan;
    }
    /// True when `request` went out before `span` took its message, and not while handling it:
    /// start times come in whole milliseconds, so a tie says nothing of which came first.
    bool askedBefore(size_t request, size_t message, size_t span) const
    {
        const SpanMessage &r = m_graph.messages[request];
        if (request == message || r.producer == NoSpan || sentAt(r) > deliveredAt(m_graph.messages[message], span))
            return false;
        for (size_t s = r.producer; s != NoSpan; s = m_graph.parent[s])
            if (s == span)
                return false;
        return true;
    }
    void learnRequests();
    void messageEvents(size_t index);
    void replyOutcome(size_t index, const SpanConsumer &c, SimTime time, ImportFacts &facts);
    void effectEvent(size_t span);
    void logEvent(size_t span);
    SimTime sentAt(const SpanMessage &m) const
    {
        return at(m_spans[m.producer != NoSpan ? m.producer : m.consumers.front().span].startNanos);
    }
    SimTime deliveredAt(const SpanMessage &m, size_t span) const
    {
        return std::max(sentAt(m), at(m_spans[span].startNanos));
    }

    const std::vector<ImportedSpan> &m_spans;
    const SpanGraph &m_graph;
    const ImportOptions &m_options;
    std::shared_ptr<Trace> m_trace;
    int64_t m_t0 = 0;
    std::map<std::string, std::vector<std::string>> m_instances; // service -> its instances, as first seen
    std::map<std::string, ActorRef> m_lanes;
    ActorRef m_unseen = NoActor;
    struct Pending
    {
        SimTime time;
        size_t seq;
        TraceEvent e;
    };
    std::vector<Pending> m_events;
    std::map<size_t, size_t> m_consumed; // consumer span -> message
    std::vector<Id> m_ids;               // each message's ID
    /// (lane, conversation) -> the first message it sent with that conversation ID to
    /// another lane: a request, when a message of that conversation comes back.
    std::map<std::pair<ActorRef, std::string>, size_t> m_requests;
    std::set<std::pair<ActorRef, std::string>> m_replyTypes; // (lane, type) its replies came on
    std::vector<std::vector<size_t>> m_followUps;            // each message -> the messages sent while handling it
    int64_t m_skew = 0;
};

void TraceBuilder::learnRequests()
{
    const auto &messages = m_graph.messages;
    for (size_t i = 0; i < messages.size(); ++i) {
        const SpanMessage &m = messages[i];
        m_ids.push_back(
            !m.id.empty()
                ? literal(m.id)
                : literal("span " + m_spans[m.producer != NoSpan ? m.producer : m.consumers.front().span].spanId));
        for (const SpanConsumer &c : m.consumers)
            m_consumed[c.span] = i;
        if (m.producer != NoSpan && !m.conversation.empty() && !m.consumers.empty() &&
            laneOf(m.consumers.front().span) != laneOf(m.producer))
            m_requests.try_emplace({laneOf(m.producer), m.conversation}, i);
    }
    m_followUps.assign(messages.size(), {});
    for (size_t i = 0; i < messages.size(); ++i)
        if (messages[i].producer != NoSpan)
            if (const size_t handled = handledMessage(messages[i].producer); handled != NoSpan)
                m_followUps[handled].push_back(i);
    // A reply: a message of a lane's own conversation, coming back to it after the request.
    for (const SpanMessage &m : messages)
        for (const SpanConsumer &c : m.consumers) {
            const auto request = m_requests.find({laneOf(c.span), m.conversation});
            if (!m.http && request != m_requests.end() &&
                askedBefore(request->second, size_t(&m - messages.data()), c.span))
                m_replyTypes.insert({laneOf(c.span), m.type});
        }
}

void TraceBuilder::messageEvents(size_t index)
{
    const SpanMessage &m = m_graph.messages[index];
    const ActorRef from = laneOf(m.producer);
    const ActorRef to = !m.consumers.empty() ? laneOf(m.consumers.front().span) : destinationLane(m);
    const SimTime sent = sentAt(m);
    const size_t handled = m.producer != NoSpan ? handledMessage(m.producer) : NoSpan;
    const Id cause = handled != NoSpan ? m_ids[handled] : Id();
    const Sym type = word(m.type);
    const auto envelope = [&](EventKind kind, SimTime time, ActorRef actor, ActorRef peer, size_t span) {
        TraceEvent e = TraceEvent::at(time, kind, actor, peer);
        e.message = m_ids[index];
        e.correlation = literal(m.conversation);
        e.withEnvelope(cause, type, recordOf(span), sent);
        return e;
    };
    if (m.producer != NoSpan)
        add(sent, envelope(EventKind::Send, sent, from, to, m.producer));
    for (size_t k = 0; k < m.consumers.size(); ++k) {
        const size_t span = m.consumers[k].span;
        // A consumer is never drawn before its producer: a clock behind is measured, not shown.
        m_skew = std::max(m_skew, (sent - at(m_spans[span].startNanos)).micros());
        TraceEvent e = envelope(EventKind::Deliver, deliveredAt(m, span), laneOf(span), from, span);
        if (k > 0)
            e.flags = FlagDuplicate; // delivered again: a redelivery, or a second copy
        add(e.time, e);
    }
}

void TraceBuilder::replyOutcome(size_t index, const SpanConsumer &c, SimTime time, ImportFacts &facts)
{
    const SpanMessage &m = m_graph.messages[index];
    const ActorRef lane = laneOf(c.span);
    if (m.http || m.conversation.empty() || lane == laneOf(m.producer) || !m_replyTypes.count({lane, m.type}))
        return;
    const auto request = m_requests.find({lane, m.conversation});
    const bool expected = request != m_requests.end() && askedBefore(request->second, index, c.span);
    // Which request the reply was taken for shows in what its requester sent next while
    // handling it: a follow-up carrying a request's conversation ID.
    std::optional<std::string> takenFor;
    for (const size_t f : m_followUps[index]) {
        const std::string &conversation = m_graph.messages[f].conversation;
        if (laneOf(m_graph.messages[f].producer) == lane && m_requests.count({lane, conversation}))
            if (!takenFor || conversation == m.conversation)
                takenFor = conversation;
    }
    TraceEvent e = TraceEvent::at(time, EventKind::ReplyMatched, lane, laneOf(m.producer));
    e.message = m_ids[index];
    e.correlation = literal(m.conversation);
    if (takenFor && *takenFor != m.conversation) {
        e.kind = EventKind::ReplyMismatched;
        const SimTime asked = sentAt(m_graph.messages[m_requests.at({lane, *takenFor})]);
        e.withReply(literal(*takenFor), word("taken for another request, by what its requester sent next"),
                    std::max(SimTime(), time - asked)); // the request taken may have been sent later
    } else if (!expected) {
        e.kind = EventKind::ReplyDiscarded;
        e.withReply(Id(), word("no request of this requester has its correlation ID"));
    } else if (takenFor) {
        const SpanMessage &asked = m_graph.messages[request->second];
        e.withReply(m_ids[request->second], word("matched by correlation ID, as what its requester sent next shows"),
                    time - sentAt(asked));
    } else {
        ++facts.repliesWithoutOutcome; // nothing after it shows which request it was taken for
        return;
    }
    add(time, e);
}

void TraceBuilder::effectEvent(size_t span)
{
    const ImportedSpan &s = m_spans[span];
    const auto named = std::find_if(m_options.effectSpans.begin(), m_options.effectSpans.end(),
                                    [&](const EffectSpan &effect) { return effect.name == s.name; });
    const size_t handled = handledMessage(span);
    Id key;
    if (!named->key.empty()) {
        if (const AttributeValue *v = s.attribute(named->key))
            key = literal(attributeText(*v));
    } else if (handled != NoSpan) {
        key = m_ids[handled];
    }
    TraceEvent e = TraceEvent::at(at(s.startNanos), EventKind::Effect, laneOf(span));
    if (handled != NoSpan) {
        e.message = m_ids[handled];
        e.correlation = literal(m_graph.messages[handled].conversation);
    }
    e.withEffect(key ? key : literal("span " + s.spanId), word(s.name),
                 handled != NoSpan ? word(m_graph.messages[handled].type) : Sym(0), recordOf(span));
    add(e.time, e);
}

void TraceBuilder::logEvent(size_t span)
{
    const ImportedSpan &s = m_spans[span];
    TraceEvent e = TraceEvent::at(at(s.startNanos), EventKind::Log, laneOf(span));
    if (const size_t handled = handledMessage(span); handled != NoSpan) {
        e.message = m_ids[handled];
        e.correlation = literal(m_graph.messages[handled].conversation);
    }
    e.withText(word(s.name), recordOf(span));
    add(e.time, e);
}

std::shared_ptr<Trace> TraceBuilder::build(ImportFacts &facts)
{
    learnRequests();
    std::set<size_t> messaging;
    for (size_t i = 0; i < m_graph.messages.size(); ++i) {
        const SpanMessage &m = m_graph.messages[i];
        messageEvents(i);
        if (m.producer != NoSpan)
            messaging.insert(m.producer);
        for (const SpanConsumer &c : m.consumers) {
            messaging.insert(c.span);
            replyOutcome(i, c, deliveredAt(m, c.span), facts);
            if (c.join == SpanJoin::MessageId || c.join == SpanJoin::Conversation)
                ++facts.joinedWithoutEdge;
        }
    }
    for (const size_t span : m_graph.effects) {
        effectEvent(span);
        messaging.insert(span);
    }
    for (const size_t span : m_graph.order)
        if (!messaging.count(span))
            logEvent(span);
    std::stable_sort(m_events.begin(), m_events.end(), [](const Pending &a, const Pending &b) {
        return std::tie(a.time, a.seq) < std::tie(b.time, b.seq);
    });
    for (const Pending &p : m_events)
        m_trace->append(p.e);
    facts.clockSkewMicros = m_skew;
    return m_trace;
}

} // namespace

std::optional<EffectSpan> effectSpanOf(std::string_view text)
{
    const size_t eq = text.find('=');
    EffectSpan e{std::string(text.substr(0, eq)), eq == std::string_view::npos ? "" : std::string(text.substr(eq + 1))};
    if (e.name.empty())
        return std::nullopt;
    return e;
}

ReadTrace importSpans(const SpanSet &set, const std::string &file, const ImportOptions &options)
{
    // A run's clock reaches MaxVirtualMicros: spans further apart than that are not one run.
    if (!set.spans.empty()) {
        const auto first = std::min_element(set.spans.begin(), set.spans.end(),
                                            [](const auto &a, const auto &b) { return a.startNanos < b.startNanos; });
        for (const ImportedSpan &s : set.spans)
            if (s.startNanos - first->startNanos > MaxVirtualMicros * 1000)
                throw ScenarioError(file, "",
                                    "span " + s.spanId + " (" + s.name + ") starts more than " +
                                        formatDuration(SimTime::fromMicros(MaxVirtualMicros)) + " after span " +
                                        first->spanId + ": too far apart to be drawn as one run");
    }
    SpanJoinOptions join{options.correlationAttribute, {}};
    for (const EffectSpan &e : options.effectSpans)
        join.effectSpans.push_back(e.name);
    const SpanGraph graph = joinSpans(set, join);

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
    for (const SpanGap &g : graph.gaps) {
        const ImportedSpan &s = set.spans[g.span];
        facts.gaps.push_back({s.traceId, s.spanId, s.service, s.name, g.missing});
    }
    std::shared_ptr<Trace> trace = TraceBuilder(set, graph, options).build(facts);
    finishReadRun(r, std::move(trace));
    if (facts.clockSkewMicros > 0)
        run.warnings.push_back("a consumer's span starts up to " +
                               formatDuration(SimTime::fromMicros(facts.clockSkewMicros)) +
                               " before its producer's: the services' clocks disagree (drawn in causal order)");
    run.info.imported = std::make_shared<const ImportFacts>(std::move(facts));
    return r;
}

ReadTrace importTrace(std::istream &in, const std::string &file, const ImportOptions &options, uint64_t maxBytes)
{
    return importSpans(readSpans(in, file, maxBytes), file, options);
}

} // namespace corrsim
