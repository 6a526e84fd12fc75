#pragma once
// An application's outbox as its database holds it: one for all the application's
// workers (they add rows when they commit) and its relays (they lock, publish and mark
// rows), as a real database table is. Reached through Simulation::shared<Outbox>(app).
//
// The rows themselves are the store "<app>.outbox" (what the views show); this keeps
// what the table's queries need: commit order, the event each row holds, row locks.

#include "kernel/kvstore.h"
#include "kernel/simulation.h"

#include <map>
#include <vector>

namespace corrsim {

class Outbox : public SharedState
{
public:
    std::unique_ptr<SharedState> clone(const CloneMap &map) const override
    {
        auto copy = std::make_unique<Outbox>(*this);
        copy->m_table = map.store(m_table);
        return copy;
    }
    void hashState(StateHash &h) const override;
    /// The store the rows live in; set by whoever opens the outbox first.
    void bind(KeyValueStore &table) { m_table = &table; }
    bool bound() const { return m_table != nullptr; }

    /// A committed row holding `event` (the commit itself wrote the row to the table).
    void add(const Message &event);
    /// Up to n unpublished rows that no relay holds, oldest first, now locked by relay
    /// (SELECT ... FOR UPDATE SKIP LOCKED).
    std::vector<Id> lock(ActorRef relay, size_t n);
    /// The event a row holds; the row must be unpublished.
    const Message &event(Id row) const { return m_rows.at(row).event; }
    /// True while the row is unpublished and relay holds its lock.
    bool heldBy(Id row, ActorRef relay) const;
    /// Sets published on a row (a write to the table) and releases its lock.
    void markPublished(Simulation &sim, ActorRef relay, Id row);
    /// Releases one row's lock, or every lock a relay holds (its connection died).
    void unlock(Id row);
    void releaseLocks(ActorRef relay);
    /// Rows not yet published, locked or not.
    bool hasUnpublished() const { return !m_rows.empty(); }
    /// Rows not yet published that no relay holds.
    bool hasUnlocked() const { return m_locked < m_rows.size(); }
    /// Removes published rows marked at or before cutoff; returns how many.
    size_t purge(Simulation &sim, ActorRef by, SimTime cutoff);

private:
    struct Row
    {
        uint64_t order;
        Message event;
        ActorRef lockedBy = NoActor;
    };
    KeyValueStore *m_table = nullptr;
    uint64_t m_nextOrder = 0;
    std::map<uint64_t, Id> m_unpublished; // commit order -> row
    std::map<Id, Row> m_rows;             // unpublished rows
    size_t m_locked = 0;
    // In the order they were marked, for the purge; the first m_purged are gone. A vector
    // and not a deque: a deque allocates 576 bytes even empty, and a run copies every
    // outbox at each checkpoint.
    std::vector<Id> m_published;
    size_t m_purged = 0;
};

} // namespace corrsim
