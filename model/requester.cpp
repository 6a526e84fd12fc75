#include "requester.h"

#include "kvstore.h"

namespace corrsim {

namespace {
enum Timer : uint16_t { SendScripted = 1, SendGenerated = 2 };
}

std::unique_ptr<Actor> Requester::create(const ConfigNode &c, BuildContext &ctx)
{
    c.allowOnly({"name", "kind", "group", "to", "replyTo", "requestType", "idStrategy", "idPrefix", "requests",
                 "workload", "pendingStore", "onUnknownReply"});
    Simulation &sim = ctx.sim;
    std::unique_ptr<Requester> r(new Requester(c.at("name").text()));
    r->m_target = ctx.participant(c.at("to"));
    if (auto rt = c.find("replyTo"))
        r->m_replyTo = ctx.participant(*rt);
    r->m_requestType = sim.intern(c.text("requestType", "request"));
    const std::string strategy = c.choice("idStrategy", {"message-id", "business-id", "requestor-map"}, "message-id");
    r->m_strategy = strategy == "business-id" ? IdStrategy::BusinessId
                  : strategy == "requestor-map" ? IdStrategy::RequestorMap
                                                : IdStrategy::MessageId;
    r->m_messageIds = IdSequence(sim.addIdSpace(c.text("idPrefix", ""), IdStyle::Uuid));
    c.choice("onUnknownReply", {"discard"}, "discard");

    if (auto reqs = c.find("requests")) {
        if (reqs->items().empty())
            reqs->fail("a requester's \"requests\" list needs at least one request");
        for (const ConfigNode &item : reqs->items()) {
            item.allowOnly({"at", "id", "businessKey", "type", "body"});
            ScriptedRequest s;
            s.at = item.duration("at", SimTime());
            if (auto id = item.find("id"))
                s.id = ctx.literalId(*id);
            if (auto bk = item.find("businessKey"))
                s.businessKey = ctx.literalId(*bk);
            else if (r->m_strategy != IdStrategy::MessageId)
                item.fail("idStrategy \"" + strategy + "\" needs a businessKey on every request");
            s.type = item.has("type") ? sim.intern(item.at("type").text()) : r->m_requestType;
            if (auto body = item.find("body"))
                s.body = ctx.record(*body);
            r->m_script.push_back(s);
        }
    }
    if (auto w = c.find("workload")) {
        w->allowOnly({"count", "interval", "businessKeyPrefix"});
        Workload wl;
        const int64_t count = w->at("count").integer();
        if (count < 0)
            w->at("count").fail("count cannot be negative");
        wl.count = uint64_t(count);
        wl.interval = w->at("interval").distribution();
        wl.businessKeySpace = sim.addIdSpace(w->text("businessKeyPrefix", "ORD-"), IdStyle::Decimal);
        r->m_workload = wl;
    }
    if (r->m_script.empty() && !r->m_workload)
        c.fail("a requester needs \"requests\" or a \"workload\"");

    const std::string storeName = c.text("pendingStore", r->name() + ".pending");
    r->m_pending = sim.findStore(storeName);
    if (!r->m_pending)
        r->m_pending = &sim.addStore(storeName, ctx.participants.find(r->name())->second);
    r->m_businessKeyField = sim.intern("businessKey");
    r->m_replyToHeader = sim.intern("reply-to");
    r->m_unknownReply = sim.intern("unknown correlation ID");
    return r;
}

void Requester::start(Simulation &sim)
{
    for (size_t i = 0; i < m_script.size(); ++i)
        sim.schedule(m_script[i].at, ref(), SendScripted, uint32_t(i));
    if (m_workload && m_workload->count > 0) {
        m_arrivals.emplace(sim.stream(name() + ":arrivals"));
        m_businessKeys = IdSequence(m_workload->businessKeySpace);
        // The first request comes one inter-arrival time after the start, not at zero.
        sim.schedule(sim.now() + m_arrivals->draw(m_workload->interval), ref(), SendGenerated, 0);
    }
}

void Requester::onTimer(Simulation &sim, uint16_t code, uint32_t arg)
{
    if (code == SendScripted) {
        const ScriptedRequest &s = m_script[arg];
        sendRequest(sim, s.id, s.businessKey, s.type, s.body);
    } else if (code == SendGenerated) {
        sendRequest(sim, Id{}, m_businessKeys.next(), m_requestType, 0);
        if (++m_generated < m_workload->count)
            sim.schedule(sim.now() + m_arrivals->draw(m_workload->interval), ref(), SendGenerated, 0);
    }
}

void Requester::sendRequest(Simulation &sim, Id givenId, Id businessKey, Sym type, RecordRef body)
{
    Message m;
    m.id = givenId ? givenId : m_messageIds.next();
    m.correlation = (m_strategy == IdStrategy::BusinessId) ? businessKey : m.id;
    m.type = type;
    m.from = ref();
    m.to = m_target;
    m.replyTo = m_replyTo;

    Records &records = sim.trace().records();
    // What the pending entry keeps depends on the strategy: the request itself (message
    // ID), or the map from request ID to the business object (requestor map). With the
    // business-ID strategy the reply already names the business object.
    RecordRef pendingValue = body;
    if (m_strategy == IdStrategy::RequestorMap) {
        std::vector<Field> fields{{m_businessKeyField, Section::Body, Value::id(businessKey)}};
        for (const Field &f : records.fields(body))
            fields.push_back(f);
        pendingValue = records.add(fields);
    }
    m.record = body;
    if (m_replyTo != NoActor) {
        // The return address travels as an ordinary application header.
        std::vector<Field> fields(records.fields(body).begin(), records.fields(body).end());
        fields.push_back({m_replyToHeader, Section::Header, Value::text(sim.intern(sim.actor(m_replyTo)->name()))});
        m.record = records.add(fields);
    }
    // Pending first: the reply may arrive before the send call has even returned.
    m_pending->put(sim.now(), ref(), m.correlation, pendingValue, &m);
    sim.send(m);
}

void Requester::onMessage(Simulation &sim, const Message &m)
{
    TraceEvent e;
    e.time = sim.now();
    e.actor = ref();
    e.peer = m.from;
    e.message = m.id;
    e.correlation = m.correlation;
    e.ref = m.causation;
    if (auto entry = m_pending->take(sim.now(), ref(), m.correlation, &m)) {
        ++m_matched;
        e.kind = EventKind::ReplyMatched;
        e.value = (sim.now() - entry->putAt).micros();
        e.record = entry->value;
    } else {
        e.kind = EventKind::ReplyDiscarded;
        e.detail = m_unknownReply;
    }
    sim.trace().append(e);
}

} // namespace corrsim
