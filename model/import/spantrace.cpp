#include "import/spantrace.h"

#include <algorithm>
#include <optional>
#include <unordered_map>
#include <unordered_set>

namespace corrsim {

namespace {

uint64_t pairKey(uint32_t a, uint32_t b)
{
    return uint64_t(a) << 32 | b;
}

class TraceBuilder
{
public:
    TraceBuilder(const SpanSet &set, const SpanGraph &graph, const ImportOptions &options)
        : m_set(set), m_spans(set.spans), m_graph(graph), m_options(options), m_trace(std::make_shared<Trace>(1)),
          m_words(set.texts.size(), 0), m_consumed(set.spans.size(), NoSpan)
    {
        for (size_t i = 0; i < m_spans.size(); ++i)
            if (i == 0 || m_spans[i].startNanos < m_t0)
                m_t0 = m_spans[i].startNanos;
        // Each span's ID becomes a word of the trace's, and so do most of the spans'.
        m_trace->names().reserve(m_spans.size() + m_set.texts.size());
        m_spanIdKey = word("span.id");
        m_traceIdKey = word("trace.id");
        m_spanNameKey = word("span.name");
        // A service seen as several instances (service.instance.id) is drawn as workers of
        // one application, as a run draws them: a restarted consumer is another lane.
        for (const size_t i : graph.order) {
            auto &instances = m_instances[m_spans[i].service];
            if (std::find(instances.begin(), instances.end(), m_spans[i].instance) == instances.end())
                instances.push_back(m_spans[i].instance);
        }
        m_lane.resize(m_spans.size()); // lanes in the order their services are first seen
        for (const size_t i : graph.order)
            m_lane[i] = laneNamed(i);
    }

    std::shared_ptr<Trace> build(ImportFacts &facts);

private:
    ActorRef laneOf(size_t span) { return span == NoSpan ? unseenLane() : m_lane[span]; }
    ActorRef laneNamed(size_t span)
    {
        const ImportedSpan &s = m_spans[span];
        const std::string service = s.service ? m_set.text(s.service) : std::string("(no service.name)");
        const std::string &instance = m_set.text(s.instance);
        const std::vector<Sym> &instances = m_instances.at(s.service);
        std::string name = service, group;
        // A worker: one of several instances, or an instance named as a worker of its
        // service ("orders/1", as Corrsim's own export names them); by its instance ID,
        // else by when it was first seen.
        if (instances.size() > 1 || instance.starts_with(service + "/")) {
            const auto n = std::find(instances.begin(), instances.end(), s.instance) - instances.begin();
            name = instance.empty() ? service + "/" + std::to_string(n + 1) : instance;
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
        const auto named = m_lanes.find(m_set.text(m.destination));
        return m.destination && named != m_lanes.end() ? named->second : unseenLane();
    }
    ActorRef unseenLane()
    {
        if (m_unseen == NoActor)
            m_unseen = m_trace->addParticipant({"(no span)", "unseen", "", std::nullopt});
        return m_unseen;
    }
    SimTime at(int64_t nanos) const { return SimTime::fromMicros((nanos - m_t0) / 1000); }
    Sym word(const std::string &text) { return m_trace->names().intern(text); }
    /// A word of the spans' table as a word of the trace's.
    Sym word(Sym s)
    {
        if (s >= m_words.size())
            m_words.resize(m_set.texts.size(), 0);
        if (s && !m_words[s])
            m_words[s] = m_trace->names().intern(m_set.text(s));
        return m_words[s];
    }
    Id literal(Sym s) { return s ? Id::make(IdRegistry::LiteralSpace, word(s)) : Id(); }
    Id literal(const std::string &text) { return text.empty() ? Id() : m_trace->ids().literal(text); }
    Value valueOf(const AttributeValue &v)
    {
        switch (v.type) {
        case AttributeValue::Type::Text:
            return Value::text(word(v.text()));
        case AttributeValue::Type::Int:
            return Value::integer(v.integer());
        case AttributeValue::Type::Bool:
            return Value::boolean(v.integer() != 0);
        case AttributeValue::Type::Double:
            break;
        }
        return Value::number(v.number());
    }
    /// A span's IDs and attributes, as the event log shows them.
    RecordRef recordOf(size_t span)
    {
        if (span == NoSpan)
            return 0;
        const ImportedSpan &s = m_spans[span];
        m_fields.clear();
        m_fields.push_back({m_spanIdKey, Section::Header, Value::text(word(hexOf(s.spanId)))});
        if (s.traceId != m_lastTrace) { // written where the trace changes: each of its spans has the same
            m_lastTrace = s.traceId;
            m_lastTraceWord = word(hexOf(s.traceId));
        }
        m_fields.push_back({m_traceIdKey, Section::Header, Value::text(m_lastTraceWord)});
        m_fields.push_back({m_spanNameKey, Section::Header, Value::text(word(s.name))});
        for (const SpanAttribute &a : m_set.attributesOf(s)) {
            const Sym key = word(a.key);
            if (std::none_of(m_fields.begin(), m_fields.end(), [&](const Field &f) { return f.name == key; }))
                m_fields.push_back({key, Section::Header, valueOf(a.value)});
        }
        return m_trace->records().add(m_fields);
    }
    void add(const TraceEvent &e) { m_events.push_back({e.time, m_events.size(), e}); }
    /// The message a span was handling: the one its nearest consumer ancestor took.
    size_t handledMessage(size_t span) const
    {
        for (size_t s = m_graph.parent[span]; s != NoSpan; s = m_graph.parent[s])
            if (m_consumed[s] != NoSpan)
                return m_consumed[s];
        return NoSpan;
    }
    SimTime sentAt(const SpanMessage &m) const
    {
        return at(m_spans[m.producer != NoSpan ? m.producer : m.consumers.front().span].startNanos);
    }
    SimTime deliveredAt(const SpanMessage &m, size_t span) const
    {
        return std::max(sentAt(m), at(m_spans[span].startNanos));
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
    size_t requestOf(ActorRef lane, Sym conversation) const
    {
        const auto it = m_requests.find(pairKey(lane, conversation));
        return it == m_requests.end() ? NoSpan : it->second;
    }
    void learnRequests();
    void messageEvents(size_t index);
    void replyOutcome(size_t index, const SpanConsumer &c, SimTime time, ImportFacts &facts);
    void effectEvent(size_t span, ImportFacts &facts);
    void logEvent(size_t span);

    const SpanSet &m_set;
    const std::vector<ImportedSpan> &m_spans;
    const SpanGraph &m_graph;
    const ImportOptions &m_options;
    std::shared_ptr<Trace> m_trace;
    std::vector<Sym> m_words; // the spans' words -> the trace's (0: not yet)
    Sym m_spanIdKey = 0, m_traceIdKey = 0, m_spanNameKey = 0;
    std::vector<Field> m_fields; // recordOf's, kept to reuse its memory
    TraceId m_lastTrace;         // ... and the last trace ID it wrote, as a word
    Sym m_lastTraceWord = 0;
    int64_t m_t0 = 0;
    std::unordered_map<Sym, std::vector<Sym>> m_instances; // service -> its instances, as first seen
    std::unordered_map<std::string, ActorRef> m_lanes;     // by name
    std::vector<ActorRef> m_lane;                          // each span's
    ActorRef m_unseen = NoActor;
    struct Pending
    {
        SimTime time;
        size_t seq;
        TraceEvent e;
    };
    std::vector<Pending> m_events;
    std::vector<size_t> m_consumed; // consumer span -> its message
    std::vector<Id> m_ids;          // each message's ID
    /// (lane, conversation) -> the first message it sent with that conversation ID to
    /// another lane: a request, when a message of that conversation comes back.
    std::unordered_map<uint64_t, size_t> m_requests;
    std::unordered_set<uint64_t> m_replyTypes;    // (lane, type) its replies came on
    std::vector<std::vector<size_t>> m_followUps; // each message -> the messages sent while handling it
    int64_t m_skew = 0;
};

void TraceBuilder::learnRequests()
{
    const auto &messages = m_graph.messages;
    m_ids.reserve(messages.size());
    for (size_t i = 0; i < messages.size(); ++i) {
        const SpanMessage &m = messages[i];
        m_ids.push_back(
            m.id ? literal(m.id)
                 : literal("span " +
                           hexOf(m_spans[m.producer != NoSpan ? m.producer : m.consumers.front().span].spanId)));
        for (const SpanConsumer &c : m.consumers)
            m_consumed[c.span] = i;
        if (m.producer != NoSpan && m.conversation && !m.consumers.empty() &&
            laneOf(m.consumers.front().span) != laneOf(m.producer))
            m_requests.try_emplace(pairKey(laneOf(m.producer), m.conversation), i);
    }
    m_followUps.assign(messages.size(), {});
    for (size_t i = 0; i < messages.size(); ++i)
        if (messages[i].producer != NoSpan)
            if (const size_t handled = handledMessage(messages[i].producer); handled != NoSpan)
                m_followUps[handled].push_back(i);
    // A reply: a message of a lane's own conversation, coming back to it after the request.
    for (size_t i = 0; i < messages.size(); ++i)
        for (const SpanConsumer &c : messages[i].consumers) {
            const size_t request = requestOf(laneOf(c.span), messages[i].conversation);
            if (!messages[i].http && request != NoSpan && askedBefore(request, i, c.span))
                m_replyTypes.insert(pairKey(laneOf(c.span), messages[i].type));
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
        add(envelope(EventKind::Send, sent, from, to, m.producer));
    for (size_t k = 0; k < m.consumers.size(); ++k) {
        const size_t span = m.consumers[k].span;
        // A consumer is never drawn before its producer: a clock behind is measured, not shown.
        m_skew = std::max(m_skew, (sent - at(m_spans[span].startNanos)).micros());
        TraceEvent e = envelope(EventKind::Deliver, deliveredAt(m, span), laneOf(span), from, span);
        if (k > 0)
            e.flags = FlagDuplicate; // delivered again: a redelivery, or a second copy
        add(e);
    }
}

void TraceBuilder::replyOutcome(size_t index, const SpanConsumer &c, SimTime time, ImportFacts &facts)
{
    const SpanMessage &m = m_graph.messages[index];
    const ActorRef lane = laneOf(c.span);
    if (m.http || !m.conversation || lane == laneOf(m.producer) || !m_replyTypes.count(pairKey(lane, m.type)))
        return;
    const size_t request = requestOf(lane, m.conversation);
    const bool expected = request != NoSpan && askedBefore(request, index, c.span);
    // Which request the reply was taken for shows in what its requester sent next while
    // handling it: a follow-up carrying a request's conversation ID.
    std::optional<Sym> takenFor;
    for (const size_t f : m_followUps[index]) {
        const Sym conversation = m_graph.messages[f].conversation;
        if (laneOf(m_graph.messages[f].producer) == lane && requestOf(lane, conversation) != NoSpan)
            if (!takenFor || conversation == m.conversation)
                takenFor = conversation;
    }
    TraceEvent e = TraceEvent::at(time, EventKind::ReplyMatched, lane, laneOf(m.producer));
    e.message = m_ids[index];
    e.correlation = literal(m.conversation);
    if (takenFor && *takenFor != m.conversation) {
        e.kind = EventKind::ReplyMismatched;
        const SimTime asked = sentAt(m_graph.messages[requestOf(lane, *takenFor)]);
        e.withReply(literal(*takenFor), word("taken for another request, by what its requester sent next"),
                    std::max(SimTime(), time - asked)); // the request taken may have been sent later
    } else if (!expected) {
        e.kind = EventKind::ReplyDiscarded;
        e.withReply(Id(), word("no request of this requester has its correlation ID"));
    } else if (takenFor) {
        e.withReply(m_ids[request], word("matched by correlation ID, as what its requester sent next shows"),
                    time - sentAt(m_graph.messages[request]));
    } else {
        ++facts.repliesWithoutOutcome; // nothing after it shows which request it was taken for
        return;
    }
    add(e);
}

void TraceBuilder::effectEvent(size_t span, ImportFacts &facts)
{
    const ImportedSpan &s = m_spans[span];
    const auto named = std::find_if(m_options.effectSpans.begin(), m_options.effectSpans.end(),
                                    [&](const EffectSpan &effect) { return effect.name == m_set.text(s.name); });
    const size_t handled = handledMessage(span);
    Id key;
    if (named != m_options.effectSpans.end() && !named->key.empty()) {
        if (const AttributeValue *v = m_set.attribute(s, m_set.texts.find(named->key)))
            key = literal(m_set.text(*v));
        else
            ++facts.effectsWithoutKey; // what it acted on cannot be told: keyed by its own span
    } else if (handled != NoSpan) {
        key = m_ids[handled];
    }
    TraceEvent e = TraceEvent::at(at(s.startNanos), EventKind::Effect, laneOf(span));
    if (handled != NoSpan) {
        e.message = m_ids[handled];
        e.correlation = literal(m_graph.messages[handled].conversation);
    }
    e.withEffect(key ? key : literal("span " + hexOf(s.spanId)), word(s.name),
                 handled != NoSpan ? word(m_graph.messages[handled].type) : Sym(0), recordOf(span));
    add(e);
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
    add(e);
}

std::shared_ptr<Trace> TraceBuilder::build(ImportFacts &facts)
{
    learnRequests();
    std::vector<bool> drawn(m_spans.size(), false); // a span a message or an effect already shows
    m_events.reserve(m_spans.size() + m_graph.messages.size());
    for (size_t i = 0; i < m_graph.messages.size(); ++i) {
        const SpanMessage &m = m_graph.messages[i];
        messageEvents(i);
        if (m.producer != NoSpan)
            drawn[m.producer] = true;
        for (const SpanConsumer &c : m.consumers) {
            drawn[c.span] = true;
            replyOutcome(i, c, deliveredAt(m, c.span), facts);
            if (c.join == SpanJoin::MessageId || c.join == SpanJoin::Conversation)
                ++facts.joinedWithoutEdge;
        }
    }
    for (const size_t span : m_graph.effects) {
        effectEvent(span, facts);
        drawn[span] = true;
    }
    for (const size_t span : m_graph.order)
        if (!drawn[span])
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

std::shared_ptr<Trace> traceOfSpans(const SpanSet &set, const SpanGraph &graph, const ImportOptions &options,
                                    ImportFacts &facts)
{
    return TraceBuilder(set, graph, options).build(facts);
}

} // namespace corrsim
