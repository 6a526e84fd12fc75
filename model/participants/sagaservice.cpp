// A saga service from its scenario entry: its declaration, its configuration, and how it
// starts and restarts. Its edges, rules and transactions have a file each
// (sagaserviceedge.cpp, sagaservicerules.cpp, sagaservicetxn.cpp).

#include "participants/sagaservice.h"

#include "kernel/statehash.h"

#include "envelope/envelope.h"
#include "kernel/kvstore.h"
#include "participants/broker.h"
#include "participants/outbox.h"
#include "participants/sagastarts.h"
#include "trace/translatable.h"
#include "trace/vocabulary.h"

#include <algorithm>

namespace corrsim {

namespace {
void addState(std::vector<Sym> &states, Sym s)
{
    if (s && std::find(states.begin(), states.end(), s) == states.end())
        states.push_back(s);
}
} // namespace

const ParticipantKind &SagaService::descriptor()
{
    static const ParticipantKind kind{
        "saga-service",
        {
            {"broker", FieldType::Participant, "none",
             QT_TRANSLATE_NOOP("ParameterDocs", "the broker it publishes to and consumes from")},
            {"table", FieldType::Text, "`\"entities\"`",
             QT_TRANSLATE_NOOP("ParameterDocs", "its entity table (payments, decisions, ...)")},
            {"entityField", FieldType::Text, "none",
             QT_TRANSLATE_NOOP("ParameterDocs", "the body field naming the entity; otherwise the `key` header")},
            {"publish",
             FieldType::Choice,
             "`\"outbox\"`",
             QT_TRANSLATE_NOOP("ParameterDocs",
                               "`outbox`: the event is a row of the same transaction, published by a relay. "
                               "`commit-then-publish` and "
                               "`publish-then-commit`: the dual write, two writes with a window between them"),
             {"outbox", "commit-then-publish", "publish-then-commit"}},
            {"inbox", FieldType::Boolean, "false",
             QT_TRANSLATE_NOOP("ParameterDocs", "record (event ID) in the inbox in the same transaction as the effect: "
                                                "a redelivered event is skipped, "
                                                "and a concurrent copy is rolled back by the inbox key")},
            {"handleTime", FieldType::Distribution, "`\"1ms\"`",
             QT_TRANSLATE_NOOP("ParameterDocs", "distribution of the work before the transaction")},
            {"txnTime", FieldType::Distribution, "`\"1ms\"`",
             QT_TRANSLATE_NOOP("ParameterDocs", "distribution of the time a commit takes")},
            {"publishTime", FieldType::Distribution, "`\"1ms\"`",
             QT_TRANSLATE_NOOP(
                 "ParameterDocs",
                 "distribution of the time a direct publish takes (`commit-then-publish`, `publish-then-commit`)")},
            {"crashInWindow", FieldType::Integer, "0",
             QT_TRANSLATE_NOOP(
                 "ParameterDocs",
                 "the first N times in the application (its workers together), crash in that window (between the two "
                 "writes); `restartAfter` brings it back")},
            {"restartAfter", FieldType::Duration, "none",
             QT_TRANSLATE_NOOP("ParameterDocs", "after a `crashInWindow` crash, come back this much later")},
            {"creates", FieldType::Object, "none",
             QT_TRANSLATE_NOOP("ParameterDocs", "`{\"state\", \"emit\", \"idPrefix\"}`: how a new entity starts (its "
                                                "state, and the event announcing it)")},
            {"start", FieldType::List, "none",
             QT_TRANSLATE_NOOP("ParameterDocs", "`[{\"at\", \"body\"}]`: entities to create (sagas to start)")},
            {"workload", FieldType::Object, "none",
             QT_TRANSLATE_NOOP("ParameterDocs", "`{\"count\", \"interval\", \"amount\", \"from\", \"to\"}`: generated "
                                                "payments; `amount` a whole number "
                                                "or `{\"uniform\": [lo, hi]}`, `from` a list of accounts; at most "
                                                "10,000,000, drawn one at a time as the "
                                                "run reaches them")},
            {"http", FieldType::Object, "none",
             QT_TRANSLATE_NOOP("ParameterDocs", "`{\"idempotency\": true, \"processing\": \"50ms\"}`: accept "
                                                "`http.post` requests (from an `http-client`) "
                                                "that create entities, answering 201; with `idempotency`, the "
                                                "`x-idempotency-key` is written in the same "
                                                "transaction as the entity: a request whose key is committed is "
                                                "answered 200 at once, one that commits "
                                                "after its key was committed rolls back and is answered 200 (both with "
                                                "the first entity's `paymentId`), "
                                                "and a crash before the commit leaves no key")},
            {"accounts", FieldType::Object, "none",
             QT_TRANSLATE_NOOP("ParameterDocs", "`{\"alice\": 5000}`: starting balances, for `transfer` rules")},
            {"handlers", FieldType::List, "none",
             QT_TRANSLATE_NOOP("ParameterDocs", "what it does with each message type, below")},
            {"purge", FieldType::Object, "none",
             QT_TRANSLATE_NOOP("ParameterDocs", "`{\"every\", \"olderThan\"}`: remove published outbox rows and inbox "
                                                "rows older than that; one worker "
                                                "runs it for the application's database")},
        },
        &SagaService::create};
    return kind;
}

std::unique_ptr<Actor> SagaService::create(const ConfigNode &c, BuildContext &ctx)
{
    Simulation &sim = ctx.sim;
    std::unique_ptr<SagaService> s(new SagaService(ctx.workerName));
    auto configured = std::make_shared<Configured>();
    if (auto b = c.find("broker"))
        s->m_brokerAddress = ctx.participant(*b);
    const ParticipantKind &kind = descriptor();
    s->m_publish =
        readChoice(c, kind.field("publish"), {Publish::Outbox, Publish::CommitThenPublish, Publish::PublishThenCommit});
    s->m_inbox = readBoolean(c, kind.field("inbox"));
    s->m_handleTime = readDistribution(c, kind.field("handleTime"));
    s->m_txnTime = readDistribution(c, kind.field("txnTime"));
    s->m_publishTime = readDistribution(c, kind.field("publishTime"));
    s->m_crashInWindow = &faultCount(c, ctx, "crashInWindow");
    if (c.has("entityField"))
        s->m_entityField = sim.intern(c.at("entityField").text());
    if (c.has("restartAfter"))
        s->m_restartAfter = c.at("restartAfter").duration();

    auto &field = s->m_field;
    field.state = sim.intern("state");
    field.key = sim.intern(vocabulary::PartitionKey);
    field.eventType = sim.intern("eventType");
    field.published = sim.intern("published");
    field.consumer = sim.intern("consumer");
    field.balance = sim.intern("balance");
    field.amount = sim.intern("amount");
    field.from = sim.intern("from");
    field.to = sim.intern("to");
    field.result = sim.intern("result");
    field.paymentId = sim.intern("paymentId");
    field.idempotencyKey = sim.intern(vocabulary::IdempotencyKey);
    field.httpPost = sim.intern(vocabulary::HttpPost);
    field.seq = sim.intern("seq");
    field.reply = sim.intern("reply");
    field.transferred = sim.intern(vocabulary::EffectTransferred);
    field.refunded = sim.intern(vocabulary::EffectRefunded);
    s->m_ackNames = Broker::ackNames(sim);

    // The application's database, shared by its workers; transactions are what make
    // its writes all-or-nothing.
    auto table = [&](const std::string &name) { return &ctx.table(name); };
    s->m_table = table(readText(c, kind.field("table")));
    if (s->m_publish == Publish::Outbox) {
        s->m_outboxTable = table("outbox");
        s->m_outbox = &sim.shared<Outbox>(ctx.appName);
        s->m_outbox->bind(*s->m_outboxTable);
    }
    if (s->m_inbox)
        s->m_inboxTable = table("inbox");

    if (auto cr = c.find("creates")) {
        cr->allowOnly({"state", "emit", "idPrefix"});
        s->m_createState = sim.intern(cr->text("state", "CREATED"));
        addState(configured->states, s->m_createState);
        if (cr->has("emit"))
            s->m_createEmit = sim.intern(cr->at("emit").text());
        s->m_entities = &sim.shared<EntitySequence>(ctx.appName);
        if (!s->m_entities->space)
            s->m_entities->space =
                sim.addIdSpace(numberedIdPrefix(*cr, "idPrefix", ctx.appName + "-"), IdStyle::Decimal);
    }
    auto needCreates = [&](const ConfigNode &where) {
        if (!s->m_entities)
            where.fail({FindingKind::StartingNeedsCreates, {}, {}});
    };
    Records &records = sim.trace().records();
    if (c.has("start") || c.has("workload")) {
        needCreates(c.has("start") ? c.at("start") : c.at("workload"));
        s->m_starts = SagaStarts::read(c, ctx);
    }
    if (auto h = c.find("http")) {
        needCreates(*h);
        h->allowOnly({"idempotency", "processing"});
        s->m_http = true;
        s->m_idempotency = h->boolean("idempotency", false);
        s->m_httpTime =
            h->has("processing") ? h->at("processing").distribution() : Distribution::fixed(SimTime::fromMillis(5));
        if (s->m_idempotency)
            s->m_idempotencyTable = table("idempotency");
    }

    if (auto accounts = c.find("accounts")) {
        s->m_accounts = table("accounts");
        if (ctx.workerIndex == 0)
            for (const auto &[name, balance] : accounts->members()) {
                const Field row[] = {{field.balance, Section::Body, Value::integer(balance.integer())}};
                s->m_accounts->put(SimTime(), NoActor, sim.trace().ids().literal(name), records.add(row));
            }
    }

    if (auto handlers = c.find("handlers")) {
        for (const ConfigNode &h : handlers->items()) {
            h.allowOnly({"on", "rules", "failProbability", "decision", "state", "emit", "effect", "reply", "transfer",
                         "refund", "compensation", "probability"});
            Handler handler;
            const std::string on = h.at("on").text();
            handler.on = sim.intern(on);
            handler.failProbability = h.probability("failProbability", 0);
            handler.decision = hashName(h.text("decision", ctx.appName + ":" + on));
            auto parseRule = [&](const ConfigNode &r) {
                Rule rule;
                if (r.has("probability"))
                    rule.probability = r.at("probability").probability();
                rule.transfer = r.boolean("transfer", false);
                rule.refund = r.boolean("refund", false);
                if (r.has("state"))
                    rule.state = sim.intern(r.at("state").text());
                if (r.has("emit"))
                    rule.emit = sim.intern(r.at("emit").text());
                if (r.has("effect"))
                    rule.effect = sim.intern(r.at("effect").text());
                if (r.has("reply"))
                    rule.reply = sim.intern(r.at("reply").text());
                rule.compensation = r.boolean("compensation", false);
                if ((rule.transfer || rule.refund) && !s->m_accounts)
                    r.fail({FindingKind::TransferNeedsAccounts, {}, {}});
                if (rule.emit && s->m_brokerAddress == NoActor)
                    r.fail({FindingKind::EmitNeedsBroker, {}, {}});
                addState(configured->states, rule.state);
                return rule;
            };
            if (auto rules = h.find("rules")) {
                for (const ConfigNode &r : rules->items()) {
                    r.allowOnly(
                        {"probability", "transfer", "refund", "state", "emit", "effect", "reply", "compensation"});
                    handler.rules.push_back(parseRule(r));
                }
            } else {
                handler.rules.push_back(parseRule(h)); // one rule written inline
            }
            configured->handlers.push_back(handler);
            if (s->m_brokerAddress != NoActor)
                configured->subscriptions.push_back(on);
        }
    }
    if (auto p = c.find("purge")) {
        p->allowOnly({"every", "olderThan"});
        s->m_purgeEvery = p->at("every").duration();
        s->m_purgeOlderThan = p->at("olderThan").duration();
        if (s->m_purgeEvery->micros() <= 0)
            p->at("every").fail({FindingKind::PurgeIntervalPositive, {}, {}});
        s->m_runsPurge = ctx.workerIndex == 0;
    }
    s->m_ids = IdSequence(sim.addIdSpace("", IdStyle::Uuid));
    s->m_responder = Responder(sim);
    s->m_configured = std::move(configured);
    return s;
}

void SagaService::start(Simulation &sim)
{
    m_sampler.emplace(sim.stream(name() + ":service"));
    if (m_brokerAddress != NoActor)
        m_brokerWorkers = std::make_shared<const std::vector<ActorRef>>(sim.members(m_brokerAddress));
    m_starts.schedule(sim, ref(), TimerEvent::of(Start));
    if (m_runsPurge)
        sim.addPeriodic(ref(), TimerEvent::of(Purge), *m_purgeEvery);
}

void SagaService::onRestart(Simulation &)
{
    m_jobs = SlotPool<Job>(); // work in progress died with the process
}

std::unique_ptr<Actor> SagaService::clone(const CloneMap &map) const
{
    auto copy = std::make_unique<SagaService>(*this);
    copy->m_crashInWindow = map.shared(m_crashInWindow);
    copy->m_entities = map.shared(m_entities);
    for (KeyValueStore **store :
         {&copy->m_table, &copy->m_outboxTable, &copy->m_inboxTable, &copy->m_accounts, &copy->m_idempotencyTable})
        *store = map.store(*store);
    copy->m_outbox = map.shared(m_outbox);
    for (uint32_t i = 0; i < copy->m_jobs.slotCount(); ++i) // a transaction's writes name their tables
        for (Write &w : copy->m_jobs[i].writes)
            w.store = map.store(w.store);
    return copy;
}

void SagaService::hashState(StateHash &h) const
{
    if (m_sampler)
        h.add(*m_sampler);
    h.add(m_ids);
    m_jobs.forEachInUse([&](uint32_t slot, const Job &j) { // a slot is what its timers carry
        h.add(slot);
        h.add(j.step);
        h.add(j.message);
        h.add(j.create);
        h.record(j.createBody);
        h.each(j.writes, [&](const Write &w) {
            h.add(w.store->index());
            h.add(w.key);
            h.record(w.value);
            h.add(w.relative);
            h.add(w.delta);
            h.add(w.covered);
        });
        h.add(j.entity);
        h.name(j.stateFrom);
        h.name(j.stateTo);
        h.add(j.compensation);
        h.add(bool(j.event));
        if (j.event)
            h.add(*j.event);
        h.each(j.effects, [&](const Effect &e) {
            h.name(e.what);
            h.add(e.flags);
        });
        h.record(j.effectFields);
        h.name(j.reply);
        h.add(j.ackBroker);
        h.add(j.idempotencyKey);
        h.record(j.keyTakenBy);
    });
    m_responder.hashState(h);
}

} // namespace corrsim
