#include "participants/replier.h"

#include "kernel/statehash.h"

#include "kernel/kvstore.h"
#include "trace/translatable.h"
#include "trace/vocabulary.h"

namespace corrsim {

namespace {
enum Timer : uint16_t { Done = 1 };
}

const ParticipantKind &Replier::descriptor()
{
    static const ParticipantKind kind{
        "replier",
        {
            {"processing", FieldType::Distribution, "`\"0ms\"`",
             QT_TRANSLATE_NOOP("ParameterDocs", "distribution of the processing time")},
            {"replyType", FieldType::Text, "`\"<request type>.reply\"`",
             QT_TRANSLATE_NOOP("ParameterDocs", "the message type of replies")},
            {"copies",
             FieldType::Choice,
             "`\"correlation-id\"`",
             QT_TRANSLATE_NOOP("ParameterDocs", "what goes into the reply's correlation ID, below"),
             {"correlation-id", "message-id", "nothing"}},
            {"replyBody", FieldType::Record, "`{}`",
             QT_TRANSLATE_NOOP("ParameterDocs", "fields of every reply's body")},
            {"idPrefix", FieldType::Text, "`\"\"`",
             QT_TRANSLATE_NOOP("ParameterDocs",
                               "prefix for the IDs it makes: its replies and its requests to a delegate")},
            {"traceId",
             FieldType::Choice,
             "off",
             QT_TRANSLATE_NOOP("ParameterDocs",
                               "adopt a caller's trace ID (or make one) and send it on: `AUTO`, `ALWAYS`, `NEVER`"),
             {"AUTO", "ALWAYS", "NEVER"}},
            {"delegateTo", FieldType::Participant, "none",
             QT_TRANSLATE_NOOP("ParameterDocs", "to answer, first ask this participant (chained request-reply)")},
            {"delegateType", FieldType::Text, "`\"request\"`",
             QT_TRANSLATE_NOOP("ParameterDocs", "the message type of that question")},
            {"pendingStore", FieldType::Store, "`\"<name>.pending\"`",
             QT_TRANSLATE_NOOP("ParameterDocs", "with `delegateTo`: where requests wait for the delegate's answer")},
        },
        &Replier::create};
    return kind;
}

std::unique_ptr<Actor> Replier::create(const ConfigNode &c, BuildContext &ctx)
{
    std::unique_ptr<Replier> r(new Replier(ctx.workerName));
    const ParticipantKind &kind = descriptor();
    r->m_processing = readDistribution(c, kind.field("processing"));
    r->m_copy = readChoice(c, kind.field("copies"), {CopyMode::Correlation, CopyMode::MessageId, CopyMode::Nothing});
    if (auto t = c.find("replyType"))
        r->m_replyType = ctx.sim.intern(t->text());
    if (auto b = c.find("replyBody"))
        r->m_replyBody = ctx.record(*b);
    r->m_ids = IdSequence(ctx.sim.addIdSpace(readText(c, kind.field("idPrefix")), IdStyle::Uuid));
    r->m_responseType = ctx.sim.intern(vocabulary::Response);
    r->m_traceContext = TraceContext(ctx.sim, c, descriptor().field("traceId"));
    if (auto d = c.find("delegateTo")) {
        r->m_delegate = ctx.participant(*d);
        r->m_delegateType = ctx.sim.intern(readText(c, kind.field("delegateType")));
        r->m_pending = &ctx.store(c.find("pendingStore"), "pending");
    } else if (c.has("delegateType") || c.has("pendingStore")) {
        c.fail({FindingKind::DelegateFieldsAlone, {}, {}});
    }
    return r;
}

void Replier::start(Simulation &sim)
{
    m_sampler.emplace(sim.stream(name() + ":processing"));
}

void Replier::onMessage(Simulation &sim, const Message &m)
{
    if (m_delegate != NoActor && m_pending) {
        // The delegate's answer: it carries the chain's correlation ID, under which the
        // original request waits.
        bool fromDelegate = false;
        for (ActorRef w : sim.members(m_delegate))
            fromDelegate = fromDelegate || w == m.from;
        if (fromDelegate) {
            auto waiting = m_continuations.find(m.correlation);
            if (m_pending->take(sim.now(), ref(), m.correlation, &m) && waiting != m_continuations.end())
                reply(sim, waiting->second.request, m.id, waiting->second.traceId);
            if (waiting != m_continuations.end())
                m_continuations.erase(waiting);
            return;
        }
    }
    if (m.type == m_responseType) {
        // A status answer is not a request: answering it would answer the answer, and a
        // requester that answers strays with 404 would be answered again, for ever.
        sim.log(ref(), vocabulary::LogResponseNotAnswered, 0, &m);
        return;
    }
    const Id traceId = m_traceContext.enter(sim, ref(), m);
    const SimTime work = m_sampler->draw(m_processing);
    sim.schedule(sim.now() + work, ref(), TimerEvent::of(Done, m_working.acquire({m, traceId})));
}

Sym Replier::replyTypeFor(Simulation &sim, Sym requestType)
{
    if (m_replyType)
        return m_replyType;
    auto it = m_replyTypes.find(requestType);
    if (it == m_replyTypes.end())
        it = m_replyTypes.emplace(requestType, sim.intern(sim.trace().names().text(requestType) + ".reply")).first;
    return it->second;
}

void Replier::onTimer(Simulation &sim, TimerEvent timer)
{
    const Timer code = timer.as<Timer>();
    const uint32_t arg = timer.arg;
    if (code != Done)
        return;
    const Work work = m_working[arg];
    m_working.release(arg);
    const Message &request = work.request;

    if (m_delegate != NoActor) {
        // Keep the request (enough to answer it later) under the chain's correlation ID,
        // then ask the next service.
        const Field kept[] = {
            {sim.intern("requestId"), Section::Body, Value::id(request.id)},
            {sim.intern("requestType"), Section::Body, Value::text(request.type)},
            {sim.intern("from"), Section::Body, Value::text(sim.intern(sim.addressName(request.from)))},
        };
        m_continuations[request.correlation] = {request, work.traceId};
        Message ask;
        ask.id = m_ids.next();
        ask.correlation = request.correlation; // copied forward along the chain
        ask.causation = request.id;
        ask.type = m_delegateType;
        ask.from = ref();
        ask.to = m_delegate;
        ask.record = m_traceContext.stamp(sim, 0, work.traceId);
        m_pending->put(sim.now(), ref(), ask.correlation, sim.trace().records().add(kept), &ask);
        sim.send(ask);
        return;
    }
    reply(sim, request, request.id, work.traceId);
}

void Replier::reply(Simulation &sim, const Message &request, Id causation, Id traceId)
{
    Message reply;
    reply.id = m_ids.next();
    switch (m_copy) {
    case CopyMode::Correlation:
        reply.correlation = request.correlation;
        break;
    case CopyMode::MessageId:
        reply.correlation = request.id;
        break;
    case CopyMode::Nothing:
        reply.correlation = reply.id;
        break;
    }
    reply.causation = causation;
    reply.type = replyTypeFor(sim, request.type);
    reply.record = m_traceContext.stamp(sim, m_replyBody, traceId);
    reply.from = ref();
    reply.to = request.replyTo != NoActor ? request.replyTo : request.from;
    reply.connection = request.connection; // a synchronous call answers on its own connection
    sim.send(reply);
}

std::unique_ptr<Actor> Replier::clone(const CloneMap &map) const
{
    auto copy = std::make_unique<Replier>(*this);
    copy->m_pending = map.store(m_pending);
    return copy;
}

void Replier::hashState(StateHash &h) const
{
    // Not m_replyTypes: names it has looked up once, the same whenever it looks again.
    if (m_sampler)
        h.add(*m_sampler);
    h.add(m_ids);
    m_working.forEachInUse([&](uint32_t slot, const Work &w) { // a slot is what its timer carries
        h.add(slot);
        h.add(w.request);
        h.add(w.traceId);
    });
    m_traceContext.hashState(h);
    h.each(m_continuations, [&](const auto &waiting) {
        h.add(waiting.first);
        h.add(waiting.second.request);
        h.add(waiting.second.traceId);
    });
}

} // namespace corrsim
