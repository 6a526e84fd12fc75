#include "participants/sagaservice.h"

#include "participants/broker.h"
#include "envelope/envelope.h"
#include "kernel/kvstore.h"
#include "participants/outbox.h"
#include "participants/sagastarts.h"
#include "trace/vocabulary.h"

#include <algorithm>

namespace corrsim {

namespace {
enum Timer : uint16_t { JobStep = 1, Start = 2, Purge = 3 };

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
             "the broker it publishes to and consumes from"},
            {"table", FieldType::Text, "`\"entities\"`",
             "its entity table (payments, decisions, ...)"},
            {"entityField", FieldType::Text, "none",
             "the body field naming the entity; otherwise the `key` header"},
            {"publish", FieldType::Choice, "`\"outbox\"`",
             "`outbox`: the event is a row of the same transaction, published by a relay. `commit-then-publish` and `publish-then-commit`: the dual write, two writes with a window between them", {"outbox", "commit-then-publish", "publish-then-commit"}},
            {"inbox", FieldType::Boolean, "false",
             "record (event ID) in the inbox in the same transaction as the effect: a redelivered event is skipped, and a concurrent copy is rolled back by the inbox key"},
            {"handleTime", FieldType::Distribution, "`\"1ms\"`",
             "distribution of the work before the transaction"},
            {"txnTime", FieldType::Distribution, "`\"1ms\"`",
             "distribution of the time a commit takes"},
            {"publishTime", FieldType::Distribution, "`\"1ms\"`",
             "distribution of the time a direct publish takes (`commit-then-publish`, `publish-then-commit`)"},
            {"crashInWindow", FieldType::Integer, "0",
             "the first N times, crash in that window (between the two writes); `restartAfter` brings it back"},
            {"restartAfter", FieldType::Duration, "none",
             "after a `crashInWindow` crash, come back this much later"},
            {"creates", FieldType::Object, "none",
             "`{\"state\", \"emit\", \"idPrefix\"}`: how a new entity starts (its state, and the event announcing it)"},
            {"start", FieldType::List, "none",
             "`[{\"at\", \"body\"}]`: entities to create (sagas to start)"},
            {"workload", FieldType::Object, "none",
             "`{\"count\", \"interval\", \"amount\", \"from\", \"to\"}`: generated payments; `amount` a whole number or `{\"uniform\": [lo, hi]}`, `from` a list of accounts; at most 10,000,000, drawn one at a time as the run reaches them"},
            {"http", FieldType::Object, "none",
             "`{\"idempotency\": true, \"processing\": \"50ms\"}`: accept `http.post` requests (from an `http-client`) that create entities, answering 201; with `idempotency`, a request whose `x-idempotency-key` was seen creates nothing and is answered 200"},
            {"accounts", FieldType::Object, "none",
             "`{\"alice\": 5000}`: starting balances, for `transfer` rules"},
            {"handlers", FieldType::List, "none",
             "what it does with each message type, below"},
            {"purge", FieldType::Object, "none",
             "`{\"every\", \"olderThan\"}`: remove published outbox rows and inbox rows older than that; one worker runs it for the application's database"},
        },
        &SagaService::create};
    return kind;
}

std::unique_ptr<Actor> SagaService::create(const ConfigNode &c, BuildContext &ctx)
{
    Simulation &sim = ctx.sim;
    std::unique_ptr<SagaService> s(new SagaService(ctx.workerName));
    if (auto b = c.find("broker"))
        s->m_brokerAddress = ctx.participant(*b);
    const std::string publish = c.choice("publish", {"outbox", "commit-then-publish", "publish-then-commit"}, "outbox");
    s->m_publish = publish == "commit-then-publish" ? Publish::CommitThenPublish
                 : publish == "publish-then-commit" ? Publish::PublishThenCommit
                                                    : Publish::Outbox;
    s->m_inbox = c.boolean("inbox", false);
    s->m_handleTime = c.has("handleTime") ? c.at("handleTime").distribution() : Distribution::fixed(SimTime::fromMillis(1));
    s->m_txnTime = c.has("txnTime") ? c.at("txnTime").distribution() : Distribution::fixed(SimTime::fromMillis(1));
    s->m_publishTime = c.has("publishTime") ? c.at("publishTime").distribution() : Distribution::fixed(SimTime::fromMillis(1));
    s->m_crashInWindow = c.integer("crashInWindow", 0);
    if (c.has("entityField"))
        s->m_entityField = sim.intern(c.at("entityField").text());
    if (c.has("restartAfter"))
        s->m_restartAfter = c.at("restartAfter").duration();

    auto &n = s->n;
    n.state = sim.intern("state");
    n.key = sim.intern(vocabulary::PartitionKey);
    n.eventType = sim.intern("eventType");
    n.published = sim.intern("published");
    n.consumer = sim.intern("consumer");
    n.balance = sim.intern("balance");
    n.amount = sim.intern("amount");
    n.from = sim.intern("from");
    n.to = sim.intern("to");
    n.result = sim.intern("result");
    n.paymentId = sim.intern("paymentId");
    n.idempotencyKey = sim.intern(vocabulary::IdempotencyKey);
    n.httpPost = sim.intern(vocabulary::HttpPost);
    n.seq = sim.intern("seq");
    n.reply = sim.intern("reply");
    n.transferred = sim.intern("transferred");
    n.refunded = sim.intern("refunded");

    // The application's database, shared by its workers; transactions are what make
    // its writes all-or-nothing.
    auto table = [&](const std::string &name) { return &ctx.table(name); };
    s->m_table = table(c.text("table", "entities"));
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
        addState(s->m_states, s->m_createState);
        if (cr->has("emit"))
            s->m_createEmit = sim.intern(cr->at("emit").text());
        s->m_entitySpace = sim.addIdSpace(cr->text("idPrefix", ctx.appName + "-"), IdStyle::Decimal);
    }
    auto needCreates = [&](const ConfigNode &where) {
        if (!s->m_entitySpace)
            where.fail("starting sagas needs \"creates\": the state and event of a new entity");
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
        s->m_httpTime = h->has("processing") ? h->at("processing").distribution() : Distribution::fixed(SimTime::fromMillis(5));
        if (s->m_idempotency)
            s->m_idempotencyTable = table("idempotency");
    }

    if (auto accounts = c.find("accounts")) {
        s->m_accounts = table("accounts");
        if (ctx.workerIndex == 0)
            for (const auto &[name, balance] : accounts->members()) {
                const Field row[] = {{n.balance, Section::Body, Value::integer(balance.integer())}};
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
                if (r.has("state")) rule.state = sim.intern(r.at("state").text());
                if (r.has("emit")) rule.emit = sim.intern(r.at("emit").text());
                if (r.has("effect")) rule.effect = sim.intern(r.at("effect").text());
                if (r.has("reply")) rule.reply = sim.intern(r.at("reply").text());
                rule.compensation = r.boolean("compensation", false);
                if ((rule.transfer || rule.refund) && !s->m_accounts)
                    r.fail("a transfer needs the service's \"accounts\"");
                if (rule.emit && s->m_brokerAddress == NoActor)
                    r.fail("emitting an event needs a \"broker\"");
                addState(s->m_states, rule.state);
                return rule;
            };
            if (auto rules = h.find("rules")) {
                for (const ConfigNode &r : rules->items()) {
                    r.allowOnly({"probability", "transfer", "refund", "state", "emit", "effect", "reply", "compensation"});
                    handler.rules.push_back(parseRule(r));
                }
            } else {
                handler.rules.push_back(parseRule(h)); // one rule written inline
            }
            s->m_handlers.push_back(handler);
            if (s->m_brokerAddress != NoActor)
                s->m_subscriptions.push_back(on);
        }
    }
    if (auto p = c.find("purge")) {
        p->allowOnly({"every", "olderThan"});
        s->m_purgeEvery = p->at("every").duration();
        s->m_purgeOlderThan = p->at("olderThan").duration();
        if (s->m_purgeEvery->micros() <= 0)
            p->at("every").fail("the purge interval must be longer than zero");
        s->m_runsPurge = ctx.workerIndex == 0;
    }
    s->m_ids = IdSequence(sim.addIdSpace("", IdStyle::Uuid));
    s->m_responder = Responder(sim);
    return s;
}

void SagaService::start(Simulation &sim)
{
    m_sampler.emplace(sim.stream(name() + ":service"));
    if (m_brokerAddress != NoActor)
        m_brokerWorkers = sim.members(m_brokerAddress);
    m_starts.schedule(sim, ref(), Start);
    if (m_runsPurge)
        sim.addPeriodic(ref(), Purge, *m_purgeEvery);
}

void SagaService::onRestart(Simulation &)
{
    m_jobs = SlotPool<Job>(); // work in progress died with the process
}

void SagaService::startJob(Simulation &sim, Job job, SimTime delay)
{
    job.step = Job::Handle;
    sim.schedule(sim.now() + delay, ref(), JobStep, m_jobs.acquire(job));
}

void SagaService::onMessage(Simulation &sim, const Message &m)
{
    Records &records = sim.trace().records();
    if (m.type == n.httpPost && m_http) {
        if (m_idempotency) {
            // SETNX on the idempotency key: a client's resend finds it and creates nothing.
            const Field *key = records.find(m.record, n.idempotencyKey, Section::Header);
            if (key) {
                const Id k = idOf(sim, key->value);
                if (m_idempotencyTable->get(sim.now(), ref(), k, &m)) {
                    m_responder.respond(sim, ref(), m, 200, "already created for this idempotency key");
                    return;
                }
                const Field row[] = {{n.consumer, Section::Body, Value::text(sim.intern(name()))}};
                m_idempotencyTable->put(sim.now(), ref(), k, records.add(row), &m);
            }
        }
        Job job;
        job.message = m;
        job.create = true;
        job.createBody = m.record;
        startJob(sim, job, m_sampler->draw(m_httpTime));
        return;
    }
    if (handlerFor(m.type)) {
        Job job;
        job.message = m;
        job.ackBroker = std::find(m_brokerWorkers.begin(), m_brokerWorkers.end(), m.from) != m_brokerWorkers.end();
        startJob(sim, job, m_sampler->draw(m_handleTime));
    }
}

void SagaService::onTimer(Simulation &sim, uint16_t code, uint32_t arg)
{
    if (code == Start) {
        Job job;
        job.create = true;
        job.createBody = m_starts.arrived(sim, ref(), Start, arg);
        startJob(sim, job, SimTime());
    } else if (code == Purge) {
        purge(sim);
    } else if (code == JobStep) {
        Job &job = m_jobs[arg];
        switch (job.step) {
        case Job::Handle: return handle(sim, arg);
        case Job::Commit:
            commit(sim, job);
            if (job.event && m_publish == Publish::CommitThenPublish && job.step == Job::Commit)
                return afterWindow(sim, arg, Job::Publish, m_sampler->draw(m_publishTime));
            return finish(sim, arg);
        case Job::Publish:
            sim.send(*job.event); // straight to the broker: the dual write's second write
            if (m_publish == Publish::PublishThenCommit)
                return afterWindow(sim, arg, Job::Commit, m_sampler->draw(m_txnTime));
            return finish(sim, arg);
        case Job::Done: return;
        }
    }
}

Message SagaService::makeEvent(Simulation &sim, Sym type, Id entity, RecordRef body, const Message *cause)
{
    Records &records = sim.trace().records();
    std::vector<Field> fields;
    for (const Field &f : records.fields(body))
        if (f.section == Section::Body && f.name != n.state)
            fields.push_back(f);
    fields.push_back({n.key, Section::Header, Value::id(entity)}); // the partition key: one entity, one order
    Message e;
    e.id = m_ids.next();
    e.correlation = cause ? cause->correlation : e.id; // a new saga correlates to its first event
    e.causation = cause ? cause->id : Id{};
    e.type = type;
    e.record = records.add(fields);
    e.from = ref();
    e.to = m_brokerAddress;
    return e;
}

RecordRef SagaService::entityBody(Id entity) const
{
    const StoreEntry *row = m_table->entries().find(entity);
    return row ? row->value : 0;
}

const SagaService::Handler *SagaService::handlerFor(Sym type) const
{
    for (const Handler &h : m_handlers)
        if (h.on == type)
            return &h;
    return nullptr;
}

Id SagaService::idOf(Simulation &sim, const Value &v)
{
    return sim.trace().ids().literal(formatValue(v, sim.trace().names(), sim.trace().ids()));
}

Sym SagaService::currentState(Simulation &sim, Id entity) const
{
    const StoreEntry *row = m_table->entries().find(entity);
    if (!row)
        return 0;
    const Field *f = sim.trace().records().find(row->value, n.state);
    return f ? Sym(f->value.raw) : 0;
}

bool SagaService::decide(Simulation &sim, const Handler &h, Id entity, size_t rule, double p) const
{
    // Generated entities (PAY-7, ORC-7) are named by their number, so two designs that
    // number their sagas alike draw alike; literal ones by their text.
    const uint64_t who = entity.space() == IdRegistry::LiteralSpace ? hashName(sim.trace().ids().format(entity))
                                                                     : entity.number();
    uint64_t mix = sim.seed() ^ h.decision ^ (who * 0x9e3779b97f4a7c15ULL) ^ ((rule + 1) * 0xbf58476d1ce4e5b9ULL);
    Rng draw(splitmix64(mix));
    return draw.chance(p);
}

void SagaService::planCreate(Simulation &sim, Job &job)
{
    Records &records = sim.trace().records();
    job.entity = Id::make(m_entitySpace, ++m_entities);
    std::vector<Field> row{{n.state, Section::Body, Value::text(m_createState)},
                           {n.paymentId, Section::Body, Value::id(job.entity)}};
    for (const Field &f : records.fields(job.createBody))
        if (f.section == Section::Body)
            row.push_back(f);
    const RecordRef value = records.add(row);
    job.writes.push_back({m_table, job.entity, value});
    job.stateTo = m_createState;
    if (m_createEmit)
        job.event = makeEvent(sim, m_createEmit, job.entity, value, causeOf(job));
}

bool SagaService::planRule(Simulation &sim, Job &job, const Rule &rule)
{
    Records &records = sim.trace().records();
    const Message &m = job.message;
    const Field *amount = records.find(m.record, n.amount);
    const Field *from = records.find(m.record, n.from);
    const Field *to = records.find(m.record, n.to);
    if (rule.transfer || rule.refund) {
        if (!amount || !from || !to)
            return false;
        const Id src = idOf(sim, (rule.refund ? to : from)->value);
        const Id dst = idOf(sim, (rule.refund ? from : to)->value);
        auto balanceOf = [&](Id account) -> int64_t {
            const StoreEntry *row = m_accounts->entries().find(account);
            const Field *b = row ? records.find(row->value, n.balance) : nullptr;
            return b ? b->value.raw : 0;
        };
        const int64_t a = amount->value.raw;
        if (rule.transfer && balanceOf(src) < a)
            return false; // short balance: this rule does not apply
        // Relative updates, applied at commit: a second copy handled at the same time
        // debits again (no lost update hides it).
        job.writes.push_back({m_accounts, src, 0, true, -a});
        job.writes.push_back({m_accounts, dst, 0, true, a});
        job.effects.push_back(rule.refund ? Effect{n.refunded, FlagCompensation} : Effect{n.transferred, FlagReversible});
        job.effectFields = m.record;
    }
    if (rule.state) {
        std::vector<Field> row{{n.state, Section::Body, Value::text(rule.state)}};
        // The row takes the event's fields (it describes the entity now), or keeps its own.
        const RecordRef current = entityBody(job.entity);
        for (const Field &f : records.fields(records.fields(m.record).empty() ? current : m.record))
            if (f.section == Section::Body && f.name != n.state)
                row.push_back(f);
        job.stateFrom = currentState(sim, job.entity);
        job.stateTo = rule.state;
        job.writes.push_back({m_table, job.entity, records.add(row)});
    }
    if (rule.emit)
        job.event = makeEvent(sim, rule.emit, job.entity, m.record, &m);
    if (rule.effect) {
        job.effects.push_back({rule.effect, 0}); // an external effect: nothing can undo it
        job.effectFields = m.record;
    }
    job.reply = rule.reply;
    job.compensation = rule.compensation;
    return true;
}

void SagaService::handle(Simulation &sim, uint32_t slot)
{
    Job &job = m_jobs[slot];
    Records &records = sim.trace().records();
    if (job.create) {
        planCreate(sim, job);
    } else {
        const Message &m = job.message;
        const Handler *handler = handlerFor(m.type);
        if (handler->failProbability > 0 && m_sampler->rng().chance(handler->failProbability)) {
            // No commit, no ack: the broker will deliver it again.
            sim.log(ref(), "handling failed: rolled back", 0, &m);
            m_jobs.release(slot);
            return;
        }
        const Field *key = records.find(m.record, n.key, Section::Header);
        const Field *named = m_entityField ? records.find(m.record, m_entityField) : nullptr;
        job.entity = named ? idOf(sim, named->value)
                   : key   ? key->value.asId()
                           : m.correlation;
        if (m_inbox) {
            // The inbox: (event, consumer) recorded in the same transaction as the effect.
            if (const auto seen = m_inboxTable->get(sim.now(), ref(), m.id, &m)) {
                sim.log(ref(), "already processed: skipped", 0, &m);
                // A repeated command gets the answer the first one got.
                if (const Field *reply = records.find(seen->value, n.reply))
                    job.reply = Sym(reply->value.raw);
                job.step = Job::Done;
                return finish(sim, slot);
            }
        }
        for (size_t i = 0; i < handler->rules.size(); ++i) {
            const Rule &rule = handler->rules[i];
            if (rule.probability && !decide(sim, *handler, job.entity, i, *rule.probability))
                continue;
            if (planRule(sim, job, rule))
                break;
        }
        if (m_inbox) {
            std::vector<Field> row{{n.consumer, Section::Body,
                                    Value::text(sim.intern(sim.trace().participants()[ref()].application()))}};
            if (job.reply)
                row.push_back({n.reply, Section::Body, Value::text(job.reply)});
            job.writes.push_back({m_inboxTable, m.id, records.add(row)});
        }
    }
    if (job.event && m_publish == Publish::Outbox) {
        // The event is a row of the same transaction: it exists if and only if the state does.
        const Field row[] = {{n.eventType, Section::Body, Value::text(job.event->type)},
                             {n.key, Section::Body, Value::id(job.entity)},
                             {n.published, Section::Body, Value::boolean(false)}};
        job.writes.push_back({m_outboxTable, job.event->id, records.add(row)});
    }
    if (job.event && m_publish == Publish::PublishThenCommit) {
        job.step = Job::Publish;
        sim.schedule(sim.now() + m_sampler->draw(m_publishTime), ref(), JobStep, slot);
        return;
    }
    job.step = Job::Commit;
    sim.schedule(sim.now() + m_sampler->draw(m_txnTime), ref(), JobStep, slot);
}

void SagaService::afterWindow(Simulation &sim, uint32_t slot, Job::Step next, SimTime delay)
{
    if (m_crashInWindow > 0) {
        // The dual write's window: one write done, the other not yet.
        --m_crashInWindow;
        sim.log(ref(), "crashed between the two writes", 0, &m_jobs[slot].message);
        sim.crashNow(ref(), m_restartAfter);
        return;
    }
    m_jobs[slot].step = next;
    sim.schedule(sim.now() + delay, ref(), JobStep, slot);
}

void SagaService::commit(Simulation &sim, Job &job)
{
    Records &records = sim.trace().records();
    for (const Write &w : job.writes)
        if (w.store == m_inboxTable && m_inboxTable->entries().find(w.key)) {
            // A concurrent copy committed first: the inbox's key refuses this one, and
            // the whole transaction rolls back.
            sim.log(ref(), "duplicate: the inbox key rolled the transaction back", 0, &job.message);
            job.event.reset();
            job.reply = 0;
            return;
        }
    // An event older than what the entity's row already reflects: its update lands out of order.
    if (const Field *seq = records.find(job.message.record, n.seq))
        if (const StoreEntry *row = m_table->entries().find(job.entity))
            if (const Field *stored = records.find(row->value, n.seq); stored && stored->value.raw > seq->value.raw)
                sim.log(ref(), "out of order: an older event after a newer one", 0, &job.message);
    for (const Write &w : job.writes) {
        if (w.relative) {
            const StoreEntry *row = w.store->entries().find(w.key);
            const Field *b = row ? records.find(row->value, n.balance) : nullptr;
            const Field updated[] = {{n.balance, Section::Body, Value::integer((b ? b->value.raw : 0) + w.delta)}};
            w.store->put(sim.now(), ref(), w.key, records.add(updated), &job.message);
        } else {
            w.store->put(sim.now(), ref(), w.key, w.value, causeOf(job));
        }
    }
    if (job.event && m_publish == Publish::Outbox)
        m_outbox->add(*job.event);
    if (job.stateTo && job.stateTo != job.stateFrom)
        sim.stateChange(ref(), job.entity, job.stateFrom, job.stateTo, causeOf(job),
                        job.compensation ? FlagCompensation : 0);
    // An effect is named by what it acts on: this entity, at this step of its saga.
    for (const Effect &e : job.effects)
        sim.effect(ref(), job.entity, e.what, job.create ? 0 : job.message.type, causeOf(job), job.effectFields, e.flags);
}

void SagaService::finish(Simulation &sim, uint32_t slot)
{
    Job &job = m_jobs[slot];
    if (job.create && job.message.id && job.message.type == n.httpPost)
        m_responder.respond(sim, ref(), job.message, 201, "created", {{n.paymentId, Section::Body, Value::id(job.entity)}});
    if (job.reply) {
        const Field body[] = {{n.result, Section::Body, Value::text(job.reply)}};
        Message r;
        r.id = m_ids.next();
        r.correlation = job.message.correlation;
        r.causation = job.message.id;
        r.type = sim.intern(sim.trace().names().text(job.message.type) + ".reply");
        r.record = sim.trace().records().add(body);
        r.from = ref();
        r.to = job.message.from;
        sim.send(r);
    }
    // The consumer's ack is a message like any other: it can be late, lost, or meet a
    // broker that is down, and then the broker delivers again.
    if (job.ackBroker)
        sim.send(Broker::ackFor(sim, job.message, ref(), m_ids.next()));
    m_jobs.release(slot);
}

void SagaService::purge(Simulation &sim)
{
    // Outbox and inbox rows only grow: the purge removes published rows and processed
    // events older than the retention.
    const SimTime cutoff = sim.now() - *m_purgeOlderThan;
    if (m_outbox)
        m_outbox->purge(sim, ref(), cutoff);
    if (m_inboxTable) {
        std::vector<Id> old;
        m_inboxTable->entries().forEach([&](Id k, const StoreEntry &e) {
            if (e.putAt <= cutoff)
                old.push_back(k);
        });
        std::sort(old.begin(), old.end());
        for (Id k : old)
            m_inboxTable->remove(sim.now(), ref(), k);
    }
}

} // namespace corrsim
