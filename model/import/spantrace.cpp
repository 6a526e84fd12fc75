#include "import/spantrace.h"

#include "trace/storeresult.h"

#include <algorithm>
#include <optional>
#include <unordered_map>
#include <unordered_set>

namespace corrsim {

namespace {

/// Gives a vector's memory back (`v = {}` would assign an empty list and keep it).
template <class T> void release(std::vector<T> &v)
{
    std::vector<T>().swap(v);
}

uint64_t pairKey(uint32_t a, uint32_t b)
{
    return uint64_t(a) << 32 | b;
}

/// What the events need of a span once its lane is known: a third of its size, so a
/// million spans take 24 MB, not 80, while the events are made.
struct DrawnSpan
{
    int64_t startNanos = 0;
    SpanId spanId = 0;
    Sym name = 0;
    RecordRef record = 0;
};

class TraceBuilder
{
public:
    TraceBuilder(SpanSet set, SpanGraph graph, const ImportOptions &options)
        : m_set(std::move(set)), m_graph(std::move(graph)), m_options(options), m_trace(m_set.trace),
          m_consumed(m_set.spans.size(), NoSpan)
    {
        const std::vector<ImportedSpan> &spans = m_set.spans;
        for (size_t i = 0; i < spans.size(); ++i)
            if (i == 0 || spans[i].startNanos < m_t0)
                m_t0 = spans[i].startNanos;
        // A service seen as several instances (service.instance.id) is drawn as workers of
        // one application, as a run draws them: a restarted consumer is another lane.
        for (const size_t i : m_graph.order) {
            auto &instances = m_instances[spans[i].service];
            if (std::find(instances.begin(), instances.end(), spans[i].instance) == instances.end())
                instances.push_back(spans[i].instance);
        }
        m_lane.resize(spans.size()); // lanes in the order their services are first seen
        for (const size_t i : m_graph.order)
            m_lane[i] = laneNamed(spans[i]);
        m_spans.reserve(spans.size());
        for (const ImportedSpan &s : spans)
            m_spans.push_back({s.startNanos, s.spanId, s.name, s.record});
        release(m_set.spans);
        release(m_set.links);
    }

    std::shared_ptr<Trace> build(ImportFacts &facts);

private:
    ActorRef laneOf(size_t span) { return span == NoSpan ? unseenLane() : m_lane[span]; }
    ActorRef laneNamed(const ImportedSpan &s)
    {
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
    Id literal(Sym s) { return s ? Id::make(IdRegistry::LiteralSpace, s) : Id(); }
    Id literal(const std::string &text) { return text.empty() ? Id() : m_trace->ids().literal(text); }
    /// A span's IDs and attributes, as the event log shows them: the record its reader wrote.
    RecordRef recordOf(size_t span) const { return span == NoSpan ? 0 : m_spans[span].record; }
    void add(const TraceEvent &e) { m_events.push_back(e); }
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
    void pendingStores();
    void logEvent(size_t span);

    SpanSet m_set; // its trace, names and records; its spans are m_spans by now
    std::vector<DrawnSpan> m_spans;
    SpanGraph m_graph;
    const ImportOptions &m_options;
    std::shared_ptr<Trace> m_trace;
    int64_t m_t0 = 0;
    std::unordered_map<Sym, std::vector<Sym>> m_instances; // service -> its instances, as first seen
    std::unordered_map<std::string, ActorRef> m_lanes;     // by name
    std::vector<ActorRef> m_lane;                          // each span's
    ActorRef m_unseen = NoActor;
    std::vector<TraceEvent> m_events; // as made; put in time order at the end
    std::vector<size_t> m_consumed;   // consumer span -> its message
    std::vector<Id> m_ids;            // each message's ID
    /// (lane, conversation) -> the first message it sent with that conversation ID to
    /// another lane: a request, when a message of that conversation comes back.
    std::unordered_map<uint64_t, size_t> m_requests;
    std::unordered_set<uint64_t> m_replyTypes;   // (lane, type) its replies came on
    std::unordered_set<uint64_t> m_requestTypes; // (lane, type) of its requests a reply answered
    /// A request's entry taken from its requester's pending requests: where a span shows
    /// which request a reply was taken for.
    struct Take
    {
        ActorRef lane;
        Sym conversation; // of the request taken
        size_t reply;     // the message taken for it
        SimTime time;
    };
    std::vector<Take> m_takes;
    std::unordered_set<ActorRef> m_unsure;        // lanes with a reply that shows no request taken
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
            if (!messages[i].http && request != NoSpan && askedBefore(request, i, c.span)) {
                m_replyTypes.insert(pairKey(laneOf(c.span), messages[i].type));
                m_requestTypes.insert(pairKey(laneOf(c.span), messages[request].type));
            }
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
    const Sym type = m.type;
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
        m_unsure.insert(lane);
        return;
    }
    add(e);
    if (takenFor)
        m_takes.push_back({lane, *takenFor, index, time});
}

void TraceBuilder::pendingStores()
{
    // A requester's pending requests, rebuilt from its spans: each request of a type its
    // replies answered is put as it is sent, and taken where a span shows which request a
    // reply was taken for; one never answered stays listed. Not for a requester one of
    // whose replies shows neither: its store would hold entries it took.
    std::unordered_map<ActorRef, uint16_t> stores;
    const auto storeOf = [&](ActorRef lane) {
        const auto [it, added] = stores.try_emplace(lane, uint16_t(0));
        if (added)
            // Named as a requester's pending store is, so a diff against a scenario meets it.
            it->second = m_trace->addStore({m_trace->participants()[lane].application() + ".pending", lane});
        return it->second;
    };
    std::unordered_map<uint64_t, SimTime> put; // (lane, conversation) -> when
    const auto &messages = m_graph.messages;
    for (size_t i = 0; i < messages.size(); ++i) {
        const SpanMessage &m = messages[i];
        if (m.producer == NoSpan || !m.conversation)
            continue;
        const ActorRef lane = laneOf(m.producer);
        if (m_unsure.count(lane) || !m_requestTypes.count(pairKey(lane, m.type)) ||
            requestOf(lane, m.conversation) != i)
            continue;
        TraceEvent e = TraceEvent::at(sentAt(m), EventKind::StorePut, lane, storeOf(lane));
        e.withStoreOp(literal(m.conversation), 0, recordOf(m.producer), std::nullopt);
        e.message = m_ids[i];
        e.correlation = literal(m.conversation);
        add(e);
        put.try_emplace(pairKey(lane, m.conversation), e.time);
    }
    const Sym taken = word(std::string(storeResultText(StoreResult::Taken)));
    for (const Take &t : m_takes) {
        const auto entry = put.find(pairKey(t.lane, t.conversation));
        if (entry == put.end() || entry->second > t.time)
            continue; // never put, taken already, or (clocks apart) taken before it was sent
        put.erase(entry);
        const size_t request = requestOf(t.lane, t.conversation);
        TraceEvent e = TraceEvent::at(t.time, EventKind::StoreRemove, t.lane, storeOf(t.lane));
        e.withStoreOp(literal(t.conversation), taken, recordOf(messages[request].producer), std::nullopt);
        e.message = m_ids[t.reply];
        e.correlation = literal(messages[t.reply].conversation);
        add(e);
    }
}

void TraceBuilder::effectEvent(size_t span, ImportFacts &facts)
{
    const DrawnSpan &s = m_spans[span];
    const auto named = std::find_if(m_options.effectSpans.begin(), m_options.effectSpans.end(),
                                    [&](const EffectSpan &effect) { return effect.name == m_set.text(s.name); });
    const size_t handled = handledMessage(span);
    Id key;
    if (named != m_options.effectSpans.end() && !named->key.empty()) {
        if (const Value *v = m_set.attribute(s.record, m_set.texts().find(named->key)))
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
    e.withEffect(key ? key : literal("span " + hexOf(s.spanId)), s.name,
                 handled != NoSpan ? m_graph.messages[handled].type : Sym(0), recordOf(span));
    add(e);
}

void TraceBuilder::logEvent(size_t span)
{
    const DrawnSpan &s = m_spans[span];
    TraceEvent e = TraceEvent::at(at(s.startNanos), EventKind::Log, laneOf(span));
    if (const size_t handled = handledMessage(span); handled != NoSpan) {
        e.message = m_ids[handled];
        e.correlation = literal(m_graph.messages[handled].conversation);
    }
    e.withText(s.name, recordOf(span));
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
    pendingStores();
    for (const size_t span : m_graph.effects) {
        effectEvent(span, facts);
        drawn[span] = true;
    }
    for (const size_t span : m_graph.order)
        if (!drawn[span])
            logEvent(span);
    // Events of one time keep the order they were made in.
    std::stable_sort(m_events.begin(), m_events.end(),
                     [](const TraceEvent &a, const TraceEvent &b) { return a.time < b.time; });
    facts.clockSkewMicros = m_skew;
    // What made the events is not needed to hold them: freed before the trace grows.
    release(m_spans);
    m_graph = {};
    release(m_lane);
    release(m_consumed);
    release(m_followUps);
    release(drawn);
    for (const TraceEvent &e : m_events)
        m_trace->append(e);
    return m_trace;
}

} // namespace

std::shared_ptr<Trace> traceOfSpans(SpanSet set, SpanGraph graph, const ImportOptions &options, ImportFacts &facts)
{
    return TraceBuilder(std::move(set), std::move(graph), options).build(facts);
}

} // namespace corrsim
