#include "participants/paymentservice.h"

#include "kernel/statehash.h"

#include "input/scenariolimits.h"
#include "kernel/kvstore.h"
#include "participants/sagastarts.h"
#include "trace/translatable.h"
#include "trace/vocabulary.h"

namespace corrsim {

namespace {
enum Timer : uint16_t { OrderArrives = 1, StepDone = 2, GeneratedOrderArrives = 3 };
}

const ParticipantKind &PaymentService::descriptor()
{
    static const ParticipantKind kind{
        "payment-service",
        {
            {"provider", FieldType::Participant, "required",
             QT_TRANSLATE_NOOP("ParameterDocs", "the provider participant")},
            {"orders", FieldType::List, "—",
             QT_TRANSLATE_NOOP("ParameterDocs", "`[{\"at\", \"orderId\", \"amount\"}]`: orders to pay")},
            {"workload", FieldType::Object, "—",
             QT_TRANSLATE_NOOP(
                 "ParameterDocs",
                 "`{\"count\", \"interval\", \"amount\", \"orderIdPrefix\"}`: generated orders; `amount` is a whole "
                 "number "
                 "or a list used in turn; at most 10,000,000, drawn one at a time as the run reaches them (a large "
                 "workload costs nothing until it runs)")},
            {"requestIdPrefix", FieldType::Text, "`\"PRQ-\"`",
             QT_TRANSLATE_NOOP("ParameterDocs", "prefix of request IDs")},
            {"claim",
             FieldType::Choice,
             "`\"retrieve-then-remove\"`",
             QT_TRANSLATE_NOOP(
                 "ParameterDocs",
                 "how a callback claims its pending request: `retrieve-then-remove` (two store operations) or `atomic` "
                 "(one take)"),
             {"retrieve-then-remove", "atomic"}},
            {"pendingStore", FieldType::Store, "`\"<name>.pending\"`",
             QT_TRANSLATE_NOOP("ParameterDocs", "the pending store: a name, or store settings (see Stores)")},
            {"statusStore", FieldType::Store, "`\"<name>.status\"`",
             QT_TRANSLATE_NOOP("ParameterDocs", "the status store: a name, or store settings (see Stores)")},
            {"failAfterClaim", FieldType::Integer, "0",
             QT_TRANSLATE_NOOP("ParameterDocs", "the first N claims of the application (its workers together) fail "
                                                "after the claim and before the status "
                                                "write (answer 500)")},
            {"traceId",
             FieldType::Choice,
             "off",
             QT_TRANSLATE_NOOP("ParameterDocs", "see Trace IDs"),
             {"AUTO", "ALWAYS", "NEVER"}},
        },
        &PaymentService::create};
    return kind;
}

std::unique_ptr<Actor> PaymentService::create(const ConfigNode &c, BuildContext &ctx)
{
    Simulation &sim = ctx.sim;
    std::unique_ptr<PaymentService> s(new PaymentService(ctx.workerName));
    s->m_provider = ctx.participant(c.at("provider"));
    const ParticipantKind &kind = descriptor();
    s->m_atomicClaim = readChoice(c, kind.field("claim"), {false, true}); // retrieve-then-remove, atomic
    s->m_failAfterClaim = &faultCount(c, ctx, "failAfterClaim");

    // Every worker reads the same order list; each keeps its share, as the router in
    // front of the application would hand them out.
    const bool random = readChoice(c, kind.field("router"), {false, true}); // round-robin, random
    Rng pick = sim.stream(ctx.appName + ":order-router");
    if (auto orders = c.find("orders")) {
        size_t i = 0;
        for (const ConfigNode &o : orders->items()) {
            o.allowOnly({"at", "orderId", "amount"});
            const Order order{o.duration("at", SimTime()), ctx.literalId(o.at("orderId")), o.at("amount").integer()};
            const size_t worker = random ? size_t(pick.below(uint64_t(ctx.workerCount))) : i % size_t(ctx.workerCount);
            ++i;
            if (int(worker) == ctx.workerIndex)
                s->m_orders.push_back(order);
        }
    }
    if (auto w = c.find("workload")) {
        w->allowOnly({"count", "interval", "amount", "orderIdPrefix"});
        Workload &wl = s->m_workload;
        wl.count = w->at("count").integer();
        if (wl.count < 0 || wl.count > MaxWorkloadCount)
            w->at("count").fail({FindingKind::InRange, {"count", int64_t(0), int64_t(MaxWorkloadCount)}, {}});
        wl.interval = w->at("interval").distribution();
        const ConfigNode amount = w->at("amount");
        if (amount.isArray())
            for (const ConfigNode &a : amount.items())
                wl.amounts.push_back(a.integer());
        else
            wl.amounts.push_back(amount.integer());
        if (wl.amounts.empty())
            amount.fail({FindingKind::GiveAnAmount, {}, {}});
        wl.idSpace = sim.addIdSpace(numberedIdPrefix(*w, "orderIdPrefix", "ORD-"), IdStyle::Decimal);
        wl.randomRouter = random;
        wl.workerIndex = ctx.workerIndex;
        wl.workerCount = ctx.workerCount;
        wl.arrivals.emplace(sim.stream(ctx.appName + ":arrivals"));
        wl.router = pick; // the scripted orders' picks come first
    }
    const size_t scripted = c.has("orders") ? c.at("orders").items().size() : 0;
    if (scripted == 0 && s->m_workload.count == 0)
        c.fail({FindingKind::NeedsScriptOrWorkload, {"payment-service", "orders"}, {}});

    s->m_pending = &ctx.store(c.find("pendingStore"), "pending");
    s->m_status = &ctx.store(c.find("statusStore"), "status");
    s->m_requestIds = IdSequence(sim.addIdSpace(readText(c, kind.field("requestIdPrefix")), IdStyle::Uuid));
    s->m_messageIds = IdSequence(sim.addIdSpace("", IdStyle::Uuid));
    s->m_responder = Responder(sim);
    s->m_traceContext = TraceContext(sim, c, descriptor().field("traceId"));
    auto &words = s->m_word;
    words.orderId = sim.intern("orderId");
    words.amount = sim.intern("amount");
    words.requestId = sim.intern("requestId");
    words.correlationId = sim.intern("correlationId");
    words.status = sim.intern("status");
    words.approvedAmount = sim.intern("approvedAmount");
    words.providerReference = sim.intern("providerReference");
    words.reviewReason = sim.intern("reviewReason");
    words.requestedAmount = sim.intern("requestedAmount");
    words.providerStatus = sim.intern("providerStatus");
    words.paymentRequest = sim.intern(vocabulary::PaymentRequest);
    words.callback = sim.intern(vocabulary::PaymentCallback);
    words.requested = sim.intern("PAYMENT_REQUESTED");
    words.paid = sim.intern("PAID");
    words.declined = sim.intern("PAYMENT_DECLINED");
    words.review = sim.intern("PAYMENT_REVIEW");
    words.approved = sim.intern("APPROVED");
    words.declinedStatus = sim.intern("DECLINED");
    words.amountMismatch = sim.intern("AMOUNT_MISMATCH");
    words.unknownStatus = sim.intern("UNKNOWN_STATUS");
    s->m_states = {words.requested, words.paid, words.declined, words.review};
    return s;
}

void PaymentService::start(Simulation &sim)
{
    for (size_t i = 0; i < m_orders.size(); ++i)
        sim.scheduleInput(m_orders[i].at, ref(), TimerEvent::of(OrderArrives, uint32_t(i)));
    scheduleNextGenerated(sim);
}

void PaymentService::scheduleNextGenerated(Simulation &sim)
{
    Workload &w = m_workload;
    while (w.next < w.count) {
        const int64_t k = w.next++;
        w.at += w.arrivals->draw(w.interval);
        const size_t worker =
            w.randomRouter ? size_t(w.router->below(uint64_t(w.workerCount))) : size_t(k) % size_t(w.workerCount);
        if (int(worker) == w.workerIndex) {
            sim.scheduleInput(w.at, ref(), TimerEvent::of(GeneratedOrderArrives, uint32_t(k)));
            return;
        }
    }
}

void PaymentService::startJob(Simulation &sim, const Job &job, SimTime delay)
{
    sim.schedule(sim.now() + delay, ref(), TimerEvent::of(StepDone, m_jobs.acquire(job)));
}

void PaymentService::onArrivalLost(Simulation &sim, TimerEvent timer)
{
    if (timer.as<Timer>() == GeneratedOrderArrives)
        scheduleNextGenerated(sim); // the order is lost; the workload goes on
}

void PaymentService::onTimer(Simulation &sim, TimerEvent timer)
{
    const Timer code = timer.as<Timer>();
    const uint32_t arg = timer.arg;
    if (code == OrderArrives || code == GeneratedOrderArrives) {
        Order order;
        if (code == OrderArrives) {
            order = m_orders[arg];
        } else {
            const Workload &w = m_workload;
            order = {sim.now(), Id::make(w.idSpace, uint64_t(arg) + 1), w.amounts[size_t(arg) % w.amounts.size()]};
            scheduleNextGenerated(sim);
        }
        Job job{Step::StorePending, order, m_requestIds.next(), {}, 0, m_traceContext.fresh()};
        startJob(sim, job, m_pending->operationTime());
    } else if (code == StepDone) {
        runStep(sim, arg);
    }
}

const Field *PaymentService::bodyField(Simulation &sim, const Message &m, Sym name) const
{
    return sim.trace().records().find(m.record, name);
}

void PaymentService::runStep(Simulation &sim, uint32_t slot)
{
    Job &job = m_jobs[slot];
    Records &records = sim.trace().records();
    auto next = [&](Step step, SimTime delay) {
        job.step = step;
        sim.schedule(sim.now() + delay, ref(), TimerEvent::of(StepDone, slot));
    };
    switch (job.step) {
    case Step::StorePending: {
        // The whole request, with the order ID, stays here; only its ID travels.
        const Order &o = job.order;
        const Field value[] = {{m_word.orderId, Section::Body, Value::id(o.orderId)},
                               {m_word.amount, Section::Body, Value::integer(o.amount)}};
        m_pending->put(sim.now(), ref(), job.requestId, records.add(value));
        return next(Step::MarkRequested, m_status->operationTime());
    }
    case Step::MarkRequested: {
        const Order &o = job.order;
        const Field value[] = {{m_word.orderId, Section::Body, Value::id(o.orderId)},
                               {m_word.status, Section::Body, Value::text(m_word.requested)},
                               {m_word.requestId, Section::Body, Value::id(job.requestId)}};
        m_status->put(sim.now(), ref(), o.orderId, records.add(value));
        sim.stateChange(ref(), o.orderId, 0, m_word.requested);
        const Field body[] = {{m_word.requestId, Section::Body, Value::id(job.requestId)},
                              {m_word.amount, Section::Body, Value::integer(o.amount)}};
        Message m;
        m.id = job.requestId; // the request's message ID is its request ID
        m.type = m_word.paymentRequest;
        m.record = m_traceContext.stamp(sim, records.add(body), job.traceId);
        m.from = ref();
        m.to = m_provider;
        sim.send(m);
        m_jobs.release(slot);
        return;
    }
    case Step::Claim: {
        const Field *cid = bodyField(sim, job.callback, m_word.correlationId);
        const Id key = sim.trace().idOf(cid->value);
        const auto entry = m_atomicClaim ? m_pending->take(sim.now(), ref(), key, &job.callback)
                                         : m_pending->get(sim.now(), ref(), key, &job.callback);
        if (!entry) {
            m_responder.respond(sim, ref(), job.callback, 404, "no pending request for this correlationId");
            m_jobs.release(slot);
            return;
        }
        job.pending = entry->value;
        if (m_atomicClaim)
            return finishCallback(sim, slot);
        return next(Step::Remove, m_pending->operationTime());
    }
    case Step::Remove: {
        // The second of two steps: another copy may have removed it in between.
        const Id key = sim.trace().idOf(bodyField(sim, job.callback, m_word.correlationId)->value);
        if (!m_pending->remove(sim.now(), ref(), key, &job.callback)) {
            m_responder.respond(sim, ref(), job.callback, 404, "the claim was lost to another copy");
            m_jobs.release(slot);
            return;
        }
        return finishCallback(sim, slot);
    }
    case Step::WriteStatus: {
        const Records &r = sim.trace().records();
        const Id orderId = sim.trace().idOf(r.find(job.pending, m_word.orderId)->value);
        const int64_t requested = r.find(job.pending, m_word.amount)->value.raw;
        const Field *status = bodyField(sim, job.callback, m_word.status);
        const Field *approved = bodyField(sim, job.callback, m_word.approvedAmount);
        const Field *reference = bodyField(sim, job.callback, m_word.providerReference);
        const Sym providerStatus = status ? Sym(status->value.raw) : 0;
        const bool approvedStatus =
            status && status->value.type == Value::Type::Text && providerStatus == m_word.approved;
        const bool declined =
            status && status->value.type == Value::Type::Text && providerStatus == m_word.declinedStatus;
        const bool sameAmount = approved && approved->value.asNumber() == double(requested);
        Sym outcome = m_word.review, reason = 0;
        if (approvedStatus && sameAmount)
            outcome = m_word.paid;
        else if (declined)
            outcome = m_word.declined;
        else if (approvedStatus)
            reason = m_word.amountMismatch;
        else
            reason = m_word.unknownStatus;

        std::vector<Field> value{{m_word.orderId, Section::Body, Value::id(orderId)},
                                 {m_word.status, Section::Body, Value::text(outcome)}};
        if (reason)
            value.push_back({m_word.reviewReason, Section::Body, Value::text(reason)});
        value.push_back({m_word.requestId, Section::Body, bodyField(sim, job.callback, m_word.correlationId)->value});
        value.push_back({m_word.requestedAmount, Section::Body, Value::integer(requested)});
        if (status)
            value.push_back({m_word.providerStatus, Section::Body, status->value});
        if (approved)
            value.push_back({m_word.approvedAmount, Section::Body, approved->value});
        if (reference)
            value.push_back({m_word.providerReference, Section::Body, reference->value});

        Sym previous = 0;
        if (auto before = m_status->entries().find(orderId))
            if (const Field *f = r.find(before->value, m_word.status))
                previous = Sym(f->value.raw);
        m_status->put(sim.now(), ref(), orderId, sim.trace().records().add(value), &job.callback);
        if (previous != outcome)
            sim.stateChange(ref(), orderId, previous, outcome, &job.callback);
        // The provider has given its final answer: refusing it would only bring it back.
        m_responder.respond(sim, ref(), job.callback, 200, "matched",
                            {{sim.intern("orderStatus"), Section::Body, Value::text(outcome)}});
        m_jobs.release(slot);
        return;
    }
    }
}

void PaymentService::finishCallback(Simulation &sim, uint32_t slot)
{
    Job &job = m_jobs[slot];
    if (m_failAfterClaim->take()) {
        // The claim is done and the status write never happens: the order is stuck.
        sim.log(ref(), vocabulary::LogFailedAfterClaim, 0, &job.callback);
        m_responder.respond(sim, ref(), job.callback, 500, "failed after the claim");
        m_jobs.release(slot);
        return;
    }
    job.step = Step::WriteStatus;
    sim.schedule(sim.now() + m_status->operationTime(), ref(), TimerEvent::of(StepDone, slot));
}

void PaymentService::onMessage(Simulation &sim, const Message &m)
{
    if (m.type == m_word.callback)
        handleCallback(sim, m);
    // Anything else (the provider's 202) needs no action.
}

void PaymentService::handleCallback(Simulation &sim, const Message &m)
{
    const Id traceId = m_traceContext.enter(sim, ref(), m);
    const Field *cid = bodyField(sim, m, m_word.correlationId);
    if (!cid || cid->value.type != Value::Type::IdRef) {
        m_responder.respond(sim, ref(), m, 400, "the callback has no correlationId");
        return;
    }
    Job job{Step::Claim, {}, {}, m, 0, traceId};
    startJob(sim, job, m_pending->operationTime());
}

std::unique_ptr<Actor> PaymentService::clone(const CloneMap &map) const
{
    auto copy = std::make_unique<PaymentService>(*this);
    copy->m_failAfterClaim = map.shared(m_failAfterClaim);
    copy->m_pending = map.store(m_pending);
    copy->m_status = map.store(m_status);
    return copy;
}

void PaymentService::hashState(StateHash &h) const
{
    auto order = [&](const Order &o) {
        h.add(o.at);
        h.add(o.orderId);
        h.add(o.amount);
    };
    if (m_workload.arrivals)
        h.add(*m_workload.arrivals);
    if (m_workload.router)
        h.add(*m_workload.router);
    h.add(m_workload.next);
    h.add(m_workload.at);
    h.add(m_requestIds);
    h.add(m_messageIds);
    m_jobs.forEachInUse([&](uint32_t slot, const Job &j) { // a slot is what its timer carries
        h.add(slot);
        h.add(j.step);
        order(j.order);
        h.add(j.requestId);
        h.add(j.callback);
        h.record(j.pending);
        h.add(j.traceId);
    });
    m_responder.hashState(h);
    m_traceContext.hashState(h);
}

} // namespace corrsim
