#include "participants/requester.h"

#include "kernel/statehash.h"

#include "input/scenariolimits.h"
#include "kernel/kvstore.h"
#include "trace/translatable.h"
#include "trace/vocabulary.h"

namespace corrsim {

namespace {
enum Timer : uint16_t { ScriptedArrives = 1, GeneratedArrives = 2 };
}

const ParticipantKind &Requester::descriptor()
{
    static const ParticipantKind kind{
        "requester",
        {
            {"to", FieldType::Participant, "required",
             QT_TRANSLATE_NOOP("ParameterDocs", "the participant requests go to")},
            {"replyTo", FieldType::Participant, "none",
             QT_TRANSLATE_NOOP(
                 "ParameterDocs",
                 "the return address: where replies should go. Travels as the application header `reply-to`; a replier "
                 "sends its reply there instead of back to the sender.")},
            {"requestType", FieldType::Text, "`\"request\"`",
             QT_TRANSLATE_NOOP("ParameterDocs", "the message type of requests")},
            {"idStrategy",
             FieldType::Choice,
             "`\"message-id\"`",
             QT_TRANSLATE_NOOP("ParameterDocs", "how the request ID is chosen, below"),
             {"message-id", "business-id", "requestor-map"}},
            {"idPrefix", FieldType::Text, "`\"\"`",
             QT_TRANSLATE_NOOP("ParameterDocs", "prefix for generated message IDs, e.g. `\"PRQ-\"`")},
            {"pendingStore", FieldType::Store, "`\"<name>.pending\"`",
             QT_TRANSLATE_NOOP("ParameterDocs", "the pending store: a name, or store settings (see Stores)")},
            {"onUnknownReply",
             FieldType::Choice,
             "`\"discard\"`",
             QT_TRANSLATE_NOOP(
                 "ParameterDocs",
                 "a reply nobody waits for: `discard`, `respond-404` (answer its sender 404), or `dead-letter`"),
             {"discard", "respond-404", "dead-letter"}},
            {"deadLetter", FieldType::Participant, "none",
             QT_TRANSLATE_NOOP("ParameterDocs",
                               "where `dead-letter` sends unknown replies (with header `death-reason`)")},
            {"mode",
             FieldType::Choice,
             "`\"async\"`",
             QT_TRANSLATE_NOOP("ParameterDocs", "`async`, `blocking`, `assume-order` or `sync`, below"),
             {"async", "blocking", "assume-order", "sync"}},
            {"traceId",
             FieldType::Choice,
             "off",
             QT_TRANSLATE_NOOP("ParameterDocs", "propagate a trace ID: `AUTO`, `ALWAYS` or `NEVER` (see Trace IDs)"),
             {"AUTO", "ALWAYS", "NEVER"}},
            {"requests", FieldType::List, "—",
             QT_TRANSLATE_NOOP("ParameterDocs", "a scripted list of requests, below")},
            {"workload", FieldType::Object, "—", QT_TRANSLATE_NOOP("ParameterDocs", "generated requests, below")},
        },
        &Requester::create};
    return kind;
}

std::unique_ptr<Actor> Requester::create(const ConfigNode &c, BuildContext &ctx)
{
    Simulation &sim = ctx.sim;
    std::unique_ptr<Requester> r(new Requester(ctx.workerName));
    r->m_target = ctx.participant(c.at("to"));
    if (auto rt = c.find("replyTo"))
        r->m_replyTo = ctx.participant(*rt);
    const ParticipantKind &kind = descriptor();
    r->m_requestType = sim.intern(readText(c, kind.field("requestType")));
    const FieldSpec &strategy = kind.field("idStrategy");
    r->m_strategy = readChoice(c, strategy, {IdStrategy::MessageId, IdStrategy::BusinessId, IdStrategy::RequestorMap});
    r->m_mode = readChoice(c, kind.field("mode"), {Mode::Async, Mode::Blocking, Mode::AssumeOrder, Mode::Sync});
    r->m_messageIds = IdSequence(sim.addIdSpace(readText(c, kind.field("idPrefix")), IdStyle::Uuid));
    r->m_onUnknown =
        readChoice(c, kind.field("onUnknownReply"), {OnUnknown::Discard, OnUnknown::Respond404, OnUnknown::DeadLetter});
    if (auto dl = c.find("deadLetter"))
        r->m_deadLetter = ctx.participant(*dl);
    if (r->m_onUnknown == OnUnknown::DeadLetter && r->m_deadLetter == NoActor)
        c.fail({FindingKind::DeadLetterNeedsParticipant, {}, {}});

    if (auto reqs = c.find("requests")) {
        if (reqs->items().empty())
            reqs->fail({FindingKind::RequestsNeedOne, {}, {}});
        size_t index = 0;
        for (const ConfigNode &item : reqs->items()) {
            // With workers, each request comes to one of them, as a router would hand it out.
            const bool mine = index++ % size_t(ctx.workerCount) == size_t(ctx.workerIndex);
            item.allowOnly({"at", "id", "businessKey", "type", "body", "headers"});
            Request s;
            s.at = item.duration("at", SimTime());
            if (auto id = item.find("id"))
                s.id = ctx.literalId(*id);
            if (auto bk = item.find("businessKey"))
                s.businessKey = ctx.literalId(*bk);
            else if (r->m_strategy != IdStrategy::MessageId)
                item.fail({FindingKind::StrategyNeedsBusinessKey, {readText(c, strategy)}, {}});
            s.type = item.has("type") ? sim.intern(item.at("type").text()) : r->m_requestType;
            Records &records = sim.trace().records();
            const RecordRef body = item.has("body") ? ctx.record(item.at("body")) : 0;
            const RecordRef headers = item.has("headers") ? ctx.record(item.at("headers"), Section::Header) : 0;
            s.body = records.with(body, records.fields(headers));
            if (mine)
                r->m_script.push_back(s);
        }
    }
    if (auto w = c.find("workload")) {
        w->allowOnly({"count", "interval", "businessKeyPrefix"});
        Workload wl;
        const int64_t count = w->at("count").integer();
        if (count < 0 || count > MaxWorkloadCount)
            w->at("count").fail({FindingKind::InRange, {"count", int64_t(0), int64_t(MaxWorkloadCount)}, {}});
        wl.count = uint64_t(count);
        wl.interval = w->at("interval").distribution();
        wl.businessKeySpace = sim.addIdSpace(numberedIdPrefix(*w, "businessKeyPrefix", "ORD-"), IdStyle::Decimal);
        r->m_workload = wl;
    }
    if (!c.has("requests") && !r->m_workload)
        c.fail({FindingKind::NeedsScriptOrWorkload, {"requester", "requests"}, {}});
    r->m_appName = ctx.appName;
    r->m_workerIndex = uint64_t(ctx.workerIndex);
    r->m_workerCount = uint64_t(ctx.workerCount);

    // A synchronous call needs no pending store: the connection is the link.
    if (r->m_mode != Mode::Sync)
        r->m_pending = &ctx.store(c.find("pendingStore"), "pending");
    r->m_traceContext = TraceContext(sim, c, descriptor().field("traceId"));
    r->m_responder = Responder(sim);
    r->m_businessKeyField = sim.intern("businessKey");
    r->m_replyToHeader = sim.intern(vocabulary::ReplyTo);
    r->m_unknownReply = sim.intern(vocabulary::DiscardedUnknown);
    r->m_byConnection = sim.intern(vocabulary::MatchedByConnection);
    r->m_deathReason = sim.intern(vocabulary::DeathReason);
    return r;
}

void Requester::start(Simulation &sim)
{
    for (size_t i = 0; i < m_script.size(); ++i)
        sim.scheduleInput(m_script[i].at, ref(), TimerEvent::of(ScriptedArrives, uint32_t(i)));
    if (m_workload && m_workload->count > 0) {
        // Every worker draws the application's arrivals and takes its share of them.
        m_arrivals.emplace(sim.stream(m_appName + ":arrivals"));
        m_businessKeys = IdSequence(m_workload->businessKeySpace);
        // The first request comes one inter-arrival time after the start, not at zero.
        sim.scheduleInput(sim.now() + m_arrivals->draw(m_workload->interval), ref(),
                          TimerEvent::of(GeneratedArrives, 0));
    }
}

void Requester::onRestart(Simulation &sim)
{
    // What lived only in this worker's memory is gone; requests that waited their turn
    // were never sent, and are said lost rather than vanishing.
    for (const Request &r : m_backlog) {
        RecordRef which = 0;
        if (r.id || r.businessKey) {
            const Field f{sim.intern(r.id ? "id" : "businessKey"), Section::Body,
                          Value::id(r.id ? r.id : r.businessKey)};
            which = sim.trace().records().add({&f, 1});
        }
        sim.log(ref(), vocabulary::LogQueuedRequestLost, which);
    }
    m_backlog.clear();
    m_waiting = false;
    m_sentOrder.clear();
    m_connections.clear();
}

void Requester::onTimer(Simulation &sim, TimerEvent timer)
{
    const Timer code = timer.as<Timer>();
    const uint32_t arg = timer.arg;
    if (code == ScriptedArrives) {
        arrive(sim, m_script[arg]);
    } else if (code == GeneratedArrives) {
        const Id businessKey = generated(sim);
        if ((m_generated - 1) % m_workerCount == m_workerIndex)
            arrive(sim, {sim.now(), Id{}, businessKey, m_requestType, 0});
    }
}

void Requester::onArrivalLost(Simulation &sim, TimerEvent timer)
{
    if (timer.as<Timer>() == GeneratedArrives)
        generated(sim); // the request is lost; the ones after it still come
}

Id Requester::generated(Simulation &sim)
{
    const Id businessKey = m_businessKeys.next();
    if (++m_generated < m_workload->count)
        sim.scheduleInput(sim.now() + m_arrivals->draw(m_workload->interval), ref(),
                          TimerEvent::of(GeneratedArrives, 0));
    return businessKey;
}

void Requester::arrive(Simulation &sim, const Request &r)
{
    if (m_mode == Mode::Blocking && m_waiting) {
        m_backlog.push_back(r); // one at a time: it waits for the reply to the last one
        return;
    }
    sendRequest(sim, r);
}

void Requester::sendRequest(Simulation &sim, const Request &r)
{
    Message m;
    m.id = r.id ? r.id : m_messageIds.next();
    m.correlation = (m_strategy == IdStrategy::BusinessId) ? r.businessKey : m.id;
    m.type = r.type;
    m.from = ref();
    m.to = m_target;
    m.replyTo = m_replyTo;

    Records &records = sim.trace().records();
    // What the pending entry keeps depends on the strategy: the request itself (message
    // ID), or the map from request ID to the business object (requestor map). With the
    // business-ID strategy the reply already names the business object.
    RecordRef pendingValue = r.body;
    if (m_strategy == IdStrategy::RequestorMap) {
        std::vector<Field> fields{{m_businessKeyField, Section::Body, Value::id(r.businessKey)}};
        for (const Field &f : records.fields(r.body))
            if (f.section == Section::Body)
                fields.push_back(f);
        pendingValue = records.add(fields);
    }
    m.record = r.body;
    if (m_replyTo != NoActor) {
        // The return address travels as an ordinary application header.
        const Field replyTo{m_replyToHeader, Section::Header, Value::text(sim.intern(sim.addressName(m_replyTo)))};
        m.record = records.with(r.body, {&replyTo, 1});
    }
    m.record = m_traceContext.stamp(sim, m.record, m_traceContext.fresh());

    switch (m_mode) {
    case Mode::Sync:
        m.connection = ++m_nextConnection;
        m.firstSeen = sim.now();
        m_connections[m.connection] = m;
        break;
    case Mode::Blocking:
        m_waiting = true;
        [[fallthrough]];
    default:
        // Pending first: the reply may arrive before the send call has even returned.
        m_pending->put(sim.now(), ref(), m.correlation, pendingValue, &m);
        if (m_mode == Mode::AssumeOrder)
            m_sentOrder.push_back(m.correlation);
    }
    sim.send(m);
}

void Requester::onMessage(Simulation &sim, const Message &m)
{
    replyArrived(sim, m);
    if (m_mode == Mode::Blocking && !m_waiting)
        sendNextQueued(sim);
}

void Requester::sendNextQueued(Simulation &sim)
{
    if (m_backlog.empty())
        return;
    const Request next = m_backlog.front();
    m_backlog.pop_front();
    sendRequest(sim, next);
}

void Requester::replyArrived(Simulation &sim, const Message &m)
{
    auto reply = [&](EventKind outcome) {
        TraceEvent e = TraceEvent::at(sim.now(), outcome, ref(), m.from);
        e.message = m.id;
        e.correlation = m.correlation;
        return e;
    };

    if (m_mode == Mode::Sync) {
        auto it = m_connections.find(m.connection);
        if (it == m_connections.end())
            return unknownReply(sim, m);
        TraceEvent e = reply(EventKind::ReplyMatched);
        e.withReply(m.causation, m_byConnection, sim.now() - it->second.firstSeen, it->second.record);
        m_connections.erase(it);
        sim.trace().append(e);
        return;
    }

    Id key = m.correlation;
    if (m_mode == Mode::AssumeOrder) {
        // The failed alternative: whatever arrives answers the oldest request.
        if (m_sentOrder.empty())
            return unknownReply(sim, m);
        key = m_sentOrder.front();
        m_sentOrder.pop_front();
    }
    auto entry = m_pending->take(sim.now(), ref(), key, &m);
    if (!entry)
        return unknownReply(sim, m);
    // Mismatched: the reply answers another request, the one under `key`.
    TraceEvent e = reply(key == m.correlation ? EventKind::ReplyMatched : EventKind::ReplyMismatched);
    e.withReply(key == m.correlation ? m.causation : key, 0, sim.now() - entry->putAt, entry->value);
    if (m_mode == Mode::Blocking)
        m_waiting = false;
    sim.trace().append(e);
    // The requestor map's entry was made for the pending store alone; taken, nothing
    // refers to it, and a run without a trace reuses it (memory flat in the requests).
    if (m_strategy == IdStrategy::RequestorMap && !sim.trace().recording())
        sim.trace().records().release(entry->value);
}

void Requester::unknownReply(Simulation &sim, const Message &m)
{
    TraceEvent e = TraceEvent::at(sim.now(), EventKind::ReplyDiscarded, ref(), m.from);
    e.message = m.id;
    e.correlation = m.correlation;
    e.withReply(m.causation, m_unknownReply);
    sim.trace().append(e);
    if (m_onUnknown == OnUnknown::Respond404) {
        m_responder.respond(sim, ref(), m, 404, "no request waits for this correlation ID");
    } else if (m_onUnknown == OnUnknown::DeadLetter) {
        Message dead = m;
        dead.from = ref();
        dead.to = m_deadLetter;
        const Field reason{m_deathReason, Section::Header, Value::text(m_unknownReply)};
        dead.record = sim.trace().records().with(m.record, {&reason, 1});
        sim.send(dead);
    }
}

std::unique_ptr<Actor> Requester::clone(const CloneMap &map) const
{
    auto copy = std::make_unique<Requester>(*this);
    copy->m_pending = map.store(m_pending);
    return copy;
}

void Requester::hashState(StateHash &h) const
{
    auto request = [&](const Request &r) {
        h.add(r.at);
        h.add(r.id);
        h.add(r.businessKey);
        h.name(r.type);
        h.record(r.body);
    };
    if (m_arrivals)
        h.add(*m_arrivals);
    h.add(m_generated);
    h.add(m_messageIds);
    h.add(m_businessKeys);
    m_traceContext.hashState(h);
    m_responder.hashState(h);
    h.each(m_backlog, request);
    h.add(m_waiting);
    h.each(m_sentOrder, [&](Id id) { h.add(id); });
    h.each(m_connections, [&](const auto &call) {
        h.add(call.first);
        h.add(call.second);
    });
    h.add(m_nextConnection);
}

} // namespace corrsim
