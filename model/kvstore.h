#pragma once
// A key-value store (the pending store, the status store): entries keyed by an Id, with
// an optional TTL. Every operation is written to the trace, so the views can rebuild
// the store's contents at any instant. An entry past its TTL stays readable until a
// sweep removes it: that is how real stores with an expiry sweep behave.

#include "idmap.h"
#include "message.h"
#include "trace.h"

#include <optional>
#include <string>

namespace corrsim {

struct StoreEntry
{
    RecordRef value = 0;
    SimTime putAt;
    SimTime expiresAt = SimTime::max();
};

class KeyValueStore
{
public:
    KeyValueStore(Trace &trace, std::string name, ActorRef owner);

    const std::string &name() const { return m_name; }
    uint16_t index() const { return m_index; }
    void setTtl(std::optional<SimTime> ttl) { m_ttl = ttl; }
    std::optional<SimTime> ttl() const { return m_ttl; }

    /// Writes key -> value; cause is the message that led to it, if any.
    void put(SimTime now, ActorRef actor, Id key, RecordRef value, const Message *cause = nullptr);
    /// Reads without removing.
    std::optional<StoreEntry> get(SimTime now, ActorRef actor, Id key, const Message *cause = nullptr);
    /// Reads and removes in one atomic step.
    std::optional<StoreEntry> take(SimTime now, ActorRef actor, Id key, const Message *cause = nullptr);
    /// Removes; false when the key was not there.
    bool remove(SimTime now, ActorRef actor, Id key, const Message *cause = nullptr);
    /// Removes every entry whose expiry is at or before now; returns how many.
    size_t sweep(SimTime now);

    size_t size() const { return m_entries.size(); }
    const IdMap<StoreEntry> &entries() const { return m_entries; }

private:
    void record(EventKind kind, SimTime now, ActorRef actor, Id key, const StoreEntry *entry,
                const Message *cause, Sym detail);

    Trace &m_trace;
    std::string m_name;
    ActorRef m_owner;
    uint16_t m_index;
    std::optional<SimTime> m_ttl;
    IdMap<StoreEntry> m_entries;
    Sym m_hit, m_miss, m_taken, m_removed, m_expired;
};

} // namespace corrsim
