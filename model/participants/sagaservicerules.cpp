// A saga service's rules: which handler takes a message, what its rules decide for an
// entity, and the event a step publishes.

#include "participants/sagaservice.h"

#include "envelope/envelope.h"
#include "kernel/kvstore.h"

namespace corrsim {

Message SagaService::makeEvent(Simulation &sim, Sym type, Id entity, RecordRef body, const Message *cause)
{
    Records &records = sim.trace().records();
    std::vector<Field> fields;
    for (const Field &f : records.fields(body))
        if (f.section == Section::Body && f.name != m_field.state)
            fields.push_back(f);
    fields.push_back({m_field.key, Section::Header, Value::id(entity)}); // the partition key: one entity, one order
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
    for (const Handler &h : m_configured->handlers)
        if (h.on == type)
            return &h;
    return nullptr;
}

Sym SagaService::currentState(Simulation &sim, Id entity) const
{
    const StoreEntry *row = m_table->entries().find(entity);
    if (!row)
        return 0;
    const Field *f = sim.trace().records().find(row->value, m_field.state);
    return f ? Sym(f->value.raw) : 0;
}

bool SagaService::decide(Simulation &sim, const Handler &h, Id entity, size_t rule, double p) const
{
    // Generated entities (PAY-7, ORC-7) are named by their number, so two designs that
    // number their sagas alike draw alike; literal ones by their text.
    const uint64_t who =
        entity.space() == IdRegistry::LiteralSpace ? hashName(sim.trace().ids().format(entity)) : entity.number();
    uint64_t mix = sim.seed() ^ h.decision ^ (who * 0x9e3779b97f4a7c15ULL) ^ ((rule + 1) * 0xbf58476d1ce4e5b9ULL);
    Rng draw(splitmix64(mix));
    return draw.chance(p);
}

void SagaService::planCreate(Simulation &sim, Job &job)
{
    Records &records = sim.trace().records();
    job.entity = Id::make(m_entities->space, ++m_entities->last);
    std::vector<Field> row{{m_field.state, Section::Body, Value::text(m_createState)},
                           {m_field.paymentId, Section::Body, Value::id(job.entity)}};
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
    const Field *amount = records.find(m.record, m_field.amount);
    const Field *from = records.find(m.record, m_field.from);
    const Field *to = records.find(m.record, m_field.to);
    if (rule.transfer || rule.refund) {
        if (!amount || !from || !to)
            return false;
        const Id src = sim.trace().idOf((rule.refund ? to : from)->value);
        const Id dst = sim.trace().idOf((rule.refund ? from : to)->value);
        auto balanceOf = [&](Id account) -> int64_t {
            const StoreEntry *row = m_accounts->entries().find(account);
            const Field *b = row ? records.find(row->value, m_field.balance) : nullptr;
            return b ? b->value.raw : 0;
        };
        const int64_t a = amount->value.raw;
        // A refund takes the money back from the payee, who may have spent it since: the
        // same guarded update as a transfer, or a compensation overdrew the account.
        if (balanceOf(src) < a)
            return false; // short balance: this rule does not apply
        // Relative updates, applied at commit: a second copy handled at the same time
        // debits again (no lost update hides it).
        job.writes.push_back({m_accounts, src, 0, true, -a, true});
        job.writes.push_back({m_accounts, dst, 0, true, a});
        job.effects.push_back(rule.refund ? Effect{m_field.refunded, FlagCompensation}
                                          : Effect{m_field.transferred, FlagReversible});
        job.effectFields = m.record;
    }
    if (rule.state) {
        std::vector<Field> row{{m_field.state, Section::Body, Value::text(rule.state)}};
        // The row takes the event's fields (it describes the entity now), or keeps its own.
        const RecordRef current = entityBody(job.entity);
        for (const Field &f : records.fields(records.fields(m.record).empty() ? current : m.record))
            if (f.section == Section::Body && f.name != m_field.state)
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

} // namespace corrsim
