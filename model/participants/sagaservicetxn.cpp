// A saga service's transactions: a job's effects, its state change, its event (a row of
// the outbox, or the dual write's two writes) and its inbox record committed together;
// and the purge of published outbox rows and old inbox rows.

#include "participants/sagaservice.h"

#include "kernel/kvstore.h"
#include "participants/broker.h"
#include "participants/outbox.h"
#include "trace/vocabulary.h"

#include <algorithm>

namespace corrsim {

void SagaService::handle(Simulation &sim, uint32_t slot)
{
    Job &job = m_jobs[slot];
    Records &records = sim.trace().records();
    if (job.create) {
        planCreate(sim, job);
        if (job.idempotencyKey) {
            const Field row[] = {{m_field.consumer, Section::Body, Value::text(sim.intern(name()))},
                                 {m_field.paymentId, Section::Body, Value::id(job.entity)}};
            job.writes.push_back({m_idempotencyTable, job.idempotencyKey, records.add(row)});
        }
    } else {
        const Message &m = job.message;
        const Handler *handler = handlerFor(m.type);
        if (handler->failProbability > 0 && m_sampler->rng().chance(handler->failProbability)) {
            // No commit, no ack: the broker will deliver it again.
            sim.log(ref(), vocabulary::LogRolledBack, 0, &m);
            m_jobs.release(slot);
            return;
        }
        const Field *key = records.find(m.record, m_field.key, Section::Header);
        const Field *named = m_entityField ? records.find(m.record, m_entityField) : nullptr;
        job.entity = named ? sim.trace().idOf(named->value) : key ? sim.trace().idOf(key->value) : m.correlation;
        if (m_inbox) {
            // The inbox: (event, consumer) recorded in the same transaction as the effect.
            if (const auto seen = m_inboxTable->get(sim.now(), ref(), m.id, &m)) {
                sim.log(ref(), vocabulary::LogInboxSkipped, 0, &m);
                // A repeated command gets the answer the first one got.
                if (const Field *reply = records.find(seen->value, m_field.reply))
                    job.reply = Sym(reply->value.raw);
                job.step = Job::Done;
                return finish(sim, slot);
            }
        }
        bool held = handler->rules.empty();
        for (size_t i = 0; i < handler->rules.size() && !held; ++i) {
            const Rule &rule = handler->rules[i];
            if (rule.probability && !decide(sim, *handler, job.entity, i, *rule.probability))
                continue;
            held = planRule(sim, job, rule);
        }
        if (!held) // said, so a saga that waits on it is not a mystery (a refund the payee cannot cover)
            sim.log(ref(), vocabulary::LogNoRuleHeld, 0, &m);
        if (m_inbox) {
            std::vector<Field> row{{m_field.consumer, Section::Body,
                                    Value::text(sim.intern(sim.trace().participants()[ref()].application()))}};
            if (job.reply)
                row.push_back({m_field.reply, Section::Body, Value::text(job.reply)});
            job.writes.push_back({m_inboxTable, m.id, records.add(row)});
        }
    }
    if (job.event && m_publish == Publish::Outbox) {
        // The event is a row of the same transaction: it exists if and only if the state does.
        const Field row[] = {{m_field.eventType, Section::Body, Value::text(job.event->type)},
                             {m_field.key, Section::Body, Value::id(job.entity)},
                             {m_field.published, Section::Body, Value::boolean(false)}};
        job.writes.push_back({m_outboxTable, job.event->id, records.add(row)});
    }
    if (job.event && m_publish == Publish::PublishThenCommit) {
        job.step = Job::Publish;
        sim.schedule(sim.now() + m_sampler->draw(m_publishTime), ref(), TimerEvent::of(JobStep, slot));
        return;
    }
    job.step = Job::Commit;
    sim.schedule(sim.now() + m_sampler->draw(m_txnTime), ref(), TimerEvent::of(JobStep, slot));
}

void SagaService::afterWindow(Simulation &sim, uint32_t slot, Job::Step next, SimTime delay)
{
    if (m_crashInWindow->take()) {
        // The dual write's window: one write done, the other not yet.
        // Committed and about to publish: the event dies with the process. The log names
        // the event and where it was going, so a view can draw it as a ghost.
        const Job &job = m_jobs[slot];
        if (next == Job::Publish && job.event) {
            const Field to[] = {
                {sim.intern("to"), Section::Body, Value::text(sim.intern(sim.addressName(job.event->to)))},
                {sim.intern("type"), Section::Body, Value::text(job.event->type)}};
            sim.log(ref(), vocabulary::LogNeverPublished, sim.trace().records().add(to), &*job.event);
        } else {
            sim.log(ref(), vocabulary::LogCrashedInWindow, 0, &job.message);
        }
        sim.crashNow(ref(), m_restartAfter);
        return;
    }
    m_jobs[slot].step = next;
    sim.schedule(sim.now() + delay, ref(), TimerEvent::of(JobStep, slot));
}

bool SagaService::debitsCovered(Simulation &sim, const Job &job) const
{
    Records &records = sim.trace().records();
    for (const Write &w : job.writes) {
        if (!w.covered)
            continue;
        const StoreEntry *row = w.store->entries().find(w.key);
        const Field *b = row ? records.find(row->value, m_field.balance) : nullptr;
        if ((b ? b->value.raw : 0) + w.delta < 0)
            return false;
    }
    return true;
}

void SagaService::replan(Simulation &sim, uint32_t slot)
{
    Job &job = m_jobs[slot];
    sim.log(ref(), vocabulary::LogBalanceReplanned, 0, &job.message);
    job.writes.clear();
    job.effects.clear();
    job.event.reset();
    job.stateFrom = job.stateTo = 0;
    job.reply = 0;
    job.compensation = false;
    job.effectFields = 0;
    job.step = Job::Handle;
    sim.schedule(sim.now(), ref(), TimerEvent::of(JobStep, slot));
}

void SagaService::commit(Simulation &sim, Job &job)
{
    Records &records = sim.trace().records();
    for (const Write &w : job.writes) {
        const bool inbox = w.store == m_inboxTable, key = w.store == m_idempotencyTable;
        const StoreEntry *taken = inbox || key ? w.store->entries().find(w.key) : nullptr;
        if (!taken)
            continue;
        // A concurrent copy (a redelivered event, a resent POST) committed first: the
        // unique key refuses this one, and the whole transaction rolls back.
        sim.log(ref(), inbox ? vocabulary::LogInboxRolledBack : vocabulary::LogIdempotencyRolledBack, 0, &job.message);
        job.event.reset();
        job.reply = 0;
        if (key)
            job.keyTakenBy = taken->value;
        return;
    }
    // An event older than what the entity's row already reflects: its update lands out of order.
    if (const Field *seq = records.find(job.message.record, m_field.seq))
        if (const StoreEntry *row = m_table->entries().find(job.entity))
            if (const Field *stored = records.find(row->value, m_field.seq);
                stored && stored->value.raw > seq->value.raw)
                sim.log(ref(), vocabulary::LogOutOfOrder, 0, &job.message);
    for (const Write &w : job.writes) {
        if (w.relative) {
            const StoreEntry *row = w.store->entries().find(w.key);
            const Field *b = row ? records.find(row->value, m_field.balance) : nullptr;
            const Field updated[] = {
                {m_field.balance, Section::Body, Value::integer((b ? b->value.raw : 0) + w.delta)}};
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
        sim.effect(ref(), job.entity, e.what, job.create ? 0 : job.message.type, causeOf(job), job.effectFields,
                   e.flags);
}

void SagaService::finish(Simulation &sim, uint32_t slot)
{
    Job &job = m_jobs[slot];
    if (job.create && job.message.id && job.message.type == m_field.httpPost) {
        if (job.keyTakenBy)
            respondAlreadyCreated(sim, job.message, job.keyTakenBy);
        else
            m_responder.respond(sim, ref(), job.message, 201, "created",
                                {{m_field.paymentId, Section::Body, Value::id(job.entity)}});
    }
    if (job.reply) {
        const Field body[] = {{m_field.result, Section::Body, Value::text(job.reply)}};
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
        sim.send(Broker::ackFor(sim, m_ackNames, job.message, ref(), m_ids.next()));
    m_jobs.release(slot);
}

void SagaService::respondAlreadyCreated(Simulation &sim, const Message &request, RecordRef keyRow)
{
    const Field *created = sim.trace().records().find(keyRow, m_field.paymentId);
    if (created)
        m_responder.respond(sim, ref(), request, 200, "already created for this idempotency key",
                            {{m_field.paymentId, Section::Body, created->value}});
    else
        m_responder.respond(sim, ref(), request, 200, "already created for this idempotency key");
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
