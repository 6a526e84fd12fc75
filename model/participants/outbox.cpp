#include "participants/outbox.h"

#include "kernel/statehash.h"

#include <span>

namespace corrsim {

void Outbox::add(const Message &event)
{
    const uint64_t order = m_nextOrder++;
    m_unpublished.emplace(order, event.id);
    m_rows.emplace(event.id, Row{order, event});
}

std::vector<Id> Outbox::lock(ActorRef relay, size_t n)
{
    std::vector<Id> rows;
    for (const auto &[order, id] : m_unpublished) {
        if (rows.size() >= n)
            break;
        Row &row = m_rows.at(id);
        if (row.lockedBy != NoActor)
            continue; // SKIP LOCKED: another relay holds it
        row.lockedBy = relay;
        ++m_locked;
        rows.push_back(id);
    }
    return rows;
}

bool Outbox::heldBy(Id row, ActorRef relay) const
{
    auto it = m_rows.find(row);
    return it != m_rows.end() && it->second.lockedBy == relay;
}

void Outbox::unlock(Id id)
{
    auto it = m_rows.find(id);
    if (it == m_rows.end() || it->second.lockedBy == NoActor)
        return;
    it->second.lockedBy = NoActor;
    --m_locked;
}

void Outbox::releaseLocks(ActorRef relay)
{
    for (auto &[id, row] : m_rows)
        if (row.lockedBy == relay) {
            row.lockedBy = NoActor;
            --m_locked;
        }
}

void Outbox::markPublished(Simulation &sim, ActorRef relay, Id id)
{
    auto it = m_rows.find(id);
    if (it == m_rows.end())
        return; // already published
    unlock(id);
    m_unpublished.erase(it->second.order);
    m_rows.erase(it);
    m_published.push_back(id);
    const StoreEntry *entry = m_table->entries().find(id);
    if (!entry)
        return;
    Records &records = sim.trace().records();
    const Sym published = sim.intern("published");
    std::vector<Field> fields;
    for (const Field &f : records.fields(entry->value))
        fields.push_back(f.name == published ? Field{published, Section::Body, Value::boolean(true)} : f);
    m_table->put(sim.now(), relay, id, records.add(fields));
}

size_t Outbox::purge(Simulation &sim, ActorRef by, SimTime cutoff)
{
    // Rows were marked in this order, so the ones old enough come first.
    size_t n = 0;
    for (; m_purged < m_published.size(); ++m_purged, ++n) {
        const Id row = m_published[m_purged];
        const StoreEntry *e = m_table->entries().find(row);
        if (e && e->putAt > cutoff)
            break;
        if (e)
            m_table->remove(sim.now(), by, row);
    }
    if (m_purged * 2 >= m_published.size()) { // the purged half goes, so the list stays as long as its rows
        m_published.erase(m_published.begin(), m_published.begin() + ptrdiff_t(m_purged));
        m_purged = 0;
    }
    return n;
}

void Outbox::hashState(StateHash &h) const
{
    // Rows in commit order (their order numbers only say which came first), with who
    // holds each; published rows in the order the purge meets them.
    h.each(m_unpublished, [&](const auto &row) {
        const Row &r = m_rows.at(row.second);
        h.add(row.second);
        h.add(r.event);
        h.add(r.lockedBy);
    });
    h.add(m_locked);
    h.each(std::span(m_published).subspan(m_purged), [&](Id row) { h.add(row); });
}

} // namespace corrsim
