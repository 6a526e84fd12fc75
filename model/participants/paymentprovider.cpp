#include "participants/paymentprovider.h"

#include "kernel/statehash.h"
#include "trace/translatable.h"
#include "trace/vocabulary.h"

namespace corrsim {

namespace {
enum Timer : uint16_t { SendCallback = 1, Accept = 2 };
}

PaymentProvider::Outcome PaymentProvider::parseOutcome(const ConfigNode &c, BuildContext &ctx) const
{
    Outcome o;
    if (auto s = c.find("status"))
        o.status = ctx.sim.intern(s->text());
    if (auto a = c.find("approvedAmount"))
        o.approvedAmount = a->integer();
    if (auto id = c.find("correlationId")) {
        if (id->isNull())
            o.omitCorrelationId = true;
        else
            o.correlationId = ctx.literalId(*id);
    }
    if (auto a = c.find("after"))
        o.after = a->distribution();
    o.copies = int(c.integer("copies", 1));
    if (o.copies < 1 || o.copies > 10)
        c.at("copies").fail({FindingKind::InRange, {"copies", int64_t(1), int64_t(10)}, {}});
    o.copyGap = c.duration("copyGap", SimTime());
    return o;
}

const ParticipantKind &PaymentProvider::descriptor()
{
    static const ParticipantKind kind{
        "payment-provider",
        {
            {"callbackTo", FieldType::Participant, "required",
             QT_TRANSLATE_NOOP("ParameterDocs", "where callbacks go (usually the orders application)")},
            {"accept", FieldType::BooleanOrDuration, "`\"0ms\"`",
             QT_TRANSLATE_NOOP("ParameterDocs", "delay of the 202; `false` for none")},
            {"callbackAfter", FieldType::Distribution, "`\"10ms\"`",
             QT_TRANSLATE_NOOP("ParameterDocs", "distribution of the time from the request to its callback")},
            {"outcomes", FieldType::List, "APPROVED",
             QT_TRANSLATE_NOOP("ParameterDocs", "`[{\"status\", \"weight\"}]`: statuses chosen by weight")},
            {"script", FieldType::List, "none",
             QT_TRANSLATE_NOOP("ParameterDocs", "per request, in arrival order: the callback's outcome, below")},
            {"retry", FieldType::Object, "none",
             QT_TRANSLATE_NOOP("ParameterDocs", "`{\"attempts\": 3, \"after\": \"100ms\"}`: resend a callback answered "
                                                "5xx (same envelope, attempt + 1)")},
            {"traceId",
             FieldType::Choice,
             "off",
             QT_TRANSLATE_NOOP("ParameterDocs", "see Trace IDs"),
             {"AUTO", "ALWAYS", "NEVER"}},
        },
        &PaymentProvider::create};
    return kind;
}

struct PaymentProvider::RequestsSeen : SharedState
{
    std::unique_ptr<SharedState> clone(const CloneMap &) const override
    {
        return std::make_unique<RequestsSeen>(*this);
    }
    void hashState(StateHash &h) const override { h.add(count); }
    uint64_t count = 0;
};

std::unique_ptr<Actor> PaymentProvider::clone(const CloneMap &map) const
{
    auto copy = std::make_unique<PaymentProvider>(*this);
    copy->m_requestsSeen = map.shared(m_requestsSeen);
    return copy;
}

std::unique_ptr<Actor> PaymentProvider::create(const ConfigNode &c, BuildContext &ctx)
{
    Simulation &sim = ctx.sim;
    std::unique_ptr<PaymentProvider> p(new PaymentProvider(ctx.workerName));
    // Counted for the application: with workers, each began the script again at line 0.
    p->m_requestsSeen = &sim.shared<RequestsSeen>(ctx.appName + "\nrequests seen");
    p->m_callbackTo = ctx.participant(c.at("callbackTo"));
    if (auto a = c.find("accept")) {
        if (a->isBoolean()) {
            if (a->boolean())
                p->m_accept = SimTime();
        } else {
            p->m_accept = a->duration();
        }
    } else {
        p->m_accept = SimTime();
    }
    p->m_callbackAfter =
        c.has("callbackAfter") ? c.at("callbackAfter").distribution() : Distribution::fixed(SimTime::fromMillis(10));
    std::vector<double> weights;
    if (auto outcomes = c.find("outcomes")) {
        for (const ConfigNode &o : outcomes->items()) {
            o.allowOnly({"status", "weight"});
            p->m_statuses.push_back(sim.intern(o.at("status").text()));
            const double w = o.number("weight", 1);
            if (w < 0)
                o.at("weight").fail({FindingKind::WeightNegative, {}, {}});
            weights.push_back(w);
        }
    }
    if (p->m_statuses.empty()) {
        p->m_statuses.push_back(sim.intern("APPROVED"));
        weights.push_back(1);
    }
    p->m_weights = WeightedChoice(weights);
    if (auto script = c.find("script")) {
        for (const ConfigNode &s : script->items()) {
            s.allowOnly({"status", "approvedAmount", "correlationId", "after", "copies", "copyGap", "then"});
            Script sc;
            sc.first = p->parseOutcome(s, ctx);
            if (auto then = s.find("then"))
                for (const ConfigNode &t : then->items()) {
                    t.allowOnly({"status", "approvedAmount", "correlationId", "after", "copies", "copyGap"});
                    sc.then.push_back(p->parseOutcome(t, ctx));
                }
            p->m_script.push_back(sc);
        }
    }
    if (auto r = c.find("retry")) {
        r->allowOnly({"attempts", "after"});
        p->m_retryAttempts = int(r->integer("attempts", 3));
        p->m_retryAfter = r->duration("after", SimTime::fromMillis(100));
    }
    p->m_ids = IdSequence(sim.addIdSpace("", IdStyle::Uuid));
    p->m_references = IdSequence(sim.addIdSpace("PRV-", IdStyle::Uuid));
    p->m_responder = Responder(sim);
    p->m_traceContext = TraceContext(sim, c, descriptor().field("traceId"));
    p->m_callbackType = sim.intern(vocabulary::PaymentCallback);
    p->m_correlationId = sim.intern("correlationId");
    p->m_status = sim.intern("status");
    p->m_approvedAmount = sim.intern("approvedAmount");
    p->m_providerReference = sim.intern("providerReference");
    p->m_amount = sim.intern("amount");
    p->m_requestId = sim.intern("requestId");
    p->m_paymentRequest = sim.intern(vocabulary::PaymentRequest);
    return p;
}

void PaymentProvider::start(Simulation &sim)
{
    m_sampler.emplace(sim.stream(name() + ":provider"));
}

void PaymentProvider::onMessage(Simulation &sim, const Message &m)
{
    if (m.type == m_paymentRequest) {
        m_traceContext.enter(sim, ref(), m); // logs the trace ID; the callback does not carry it
        if (m_accept) {
            // The 202 goes out on its own schedule, independent of the callback.
            m_callbacks.push_back({m, 0, {}, 0});
            sim.schedule(sim.now() + *m_accept, ref(), TimerEvent::of(Accept, uint32_t(m_callbacks.size() - 1)));
        }
        const size_t index = size_t(m_requestsSeen->count++);
        if (index < m_script.size()) {
            const Script &s = m_script[index];
            planCallback(sim, m, s.first, sim.now());
            for (const Outcome &o : s.then)
                planCallback(sim, m, o, sim.now());
        } else {
            planCallback(sim, m, Outcome{}, sim.now());
        }
        return;
    }
    // The requestor's answer to one of our callbacks.
    auto it = m_byCallbackId.find(m.causation);
    if (it == m_byCallbackId.end())
        return;
    const Field *status = sim.trace().records().find(m.record, m_status);
    Pending &p = m_callbacks[it->second];
    if (status && status->value.raw >= 500 && p.retriesLeft > 0) {
        // A server error: try the same callback again later.
        --p.retriesLeft;
        ++p.callback.attempt;
        p.copiesLeft = 1;
        sim.schedule(sim.now() + m_retryAfter, ref(), TimerEvent::of(SendCallback, it->second));
    }
}

void PaymentProvider::planCallback(Simulation &sim, const Message &request, const Outcome &o, SimTime base)
{
    Records &records = sim.trace().records();
    const Field *requestId = records.find(request.record, m_requestId);
    const Field *amount = records.find(request.record, m_amount);
    const Sym status = o.status ? *o.status : m_statuses[m_weights.pick(m_sampler->rng())];
    const int64_t approved = o.approvedAmount ? *o.approvedAmount : (amount ? amount->value.raw : 0);

    std::vector<Field> body;
    Id correlation;
    if (!o.omitCorrelationId) {
        correlation =
            o.correlationId ? *o.correlationId : (requestId ? sim.trace().idOf(requestId->value) : request.id);
        body.push_back({m_correlationId, Section::Body, Value::id(correlation)});
    }
    body.push_back({m_status, Section::Body, Value::text(status)});
    body.push_back({m_approvedAmount, Section::Body, Value::integer(approved)});
    body.push_back({m_providerReference, Section::Body, Value::id(m_references.next())});

    Message cb;
    cb.id = m_ids.next();
    // The envelope says what the body says: the ID it answers, or (without one) itself.
    cb.correlation = correlation;
    cb.causation = request.id;
    cb.type = m_callbackType;
    cb.record = records.add(body);
    cb.from = ref();
    cb.to = m_callbackTo;
    m_callbacks.push_back({cb, o.copies, o.copyGap, m_retryAttempts});
    const uint32_t index = uint32_t(m_callbacks.size() - 1);
    m_byCallbackId[cb.id] = index;
    const SimTime delay = m_sampler->draw(o.after ? *o.after : m_callbackAfter);
    sim.schedule(base + delay, ref(), TimerEvent::of(SendCallback, index));
}

void PaymentProvider::onTimer(Simulation &sim, TimerEvent timer)
{
    const Timer code = timer.as<Timer>();
    const uint32_t arg = timer.arg;
    Pending &p = m_callbacks[arg];
    if (code == Accept) {
        m_responder.respond(sim, ref(), p.callback, 202, "accepted");
        return;
    }
    if (code != SendCallback || p.copiesLeft <= 0)
        return;
    --p.copiesLeft;
    if (p.callback.firstSeen == Message::NotYetSent)
        p.callback.firstSeen = sim.now(); // retries keep it: age counts from the first attempt
    sim.send(p.callback);                 // every copy is the same envelope
    if (p.copiesLeft > 0)
        sim.schedule(sim.now() + p.copyGap, ref(), TimerEvent::of(SendCallback, arg));
}

void PaymentProvider::hashState(StateHash &h) const
{
    if (m_sampler)
        h.add(*m_sampler);
    h.add(m_ids);
    h.add(m_references);
    h.each(m_callbacks, [&](const Pending &p) { // by index: what the timers carry
        h.add(p.callback);
        h.add(p.copiesLeft);
        h.add(p.copyGap);
        h.add(p.retriesLeft);
    });
    h.each(m_byCallbackId, [&](const auto &callback) {
        h.add(callback.first);
        h.add(callback.second);
    });
    m_responder.hashState(h);
    m_traceContext.hashState(h);
}

} // namespace corrsim
