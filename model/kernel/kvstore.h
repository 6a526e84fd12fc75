#pragma once
// A key-value store (the pending store, the status store): entries keyed by an Id, with
// an optional TTL. Every operation is written to the trace, so the views can rebuild
// the store's contents at any instant. An entry past its TTL stays readable until a
// sweep removes it: that is how real stores with an expiry sweep behave.

#include "kernel/idmap.h"
#include "kernel/message.h"
#include "kernel/random.h"
#include "trace/trace.h"

#include <optional>
#include <string>

namespace corrsim {

class StateHash;

/// How a store behaves (the scenario's store settings).
struct StoreSettings
{
    std::optional<SimTime> ttl;                     // entries expire this long after their put
    SimTime sweepEvery = SimTime::fromMillis(1000); // the expiry thread's interval
    bool persistent = false;                        // survives its owner's restart
    bool removeMissingFails = true;                 // removing an absent key fails (KEY_NOT_FOUND) or silently succeeds
    Distribution latency = Distribution::fixed(SimTime()); // time each operation takes
};

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
    /// The same entries and settings, writing to `trace` (a copy of other's trace).
    KeyValueStore(const KeyValueStore &other, Trace &trace) : KeyValueStore(other) { m_trace = &trace; }
    KeyValueStore &operator=(const KeyValueStore &) = delete;

    const std::string &name() const { return m_name; }
    uint16_t index() const { return m_index; }
    void setTtl(std::optional<SimTime> ttl) { m_settings.ttl = ttl; }
    std::optional<SimTime> ttl() const { return m_settings.ttl; }
    void setSettings(const StoreSettings &s) { m_settings = s; }
    const StoreSettings &settings() const { return m_settings; }
    ActorRef owner() const { return m_owner; }
    /// How long one operation takes, drawn from the store's own random stream.
    SimTime operationTime() { return m_sampler.draw(m_settings.latency); }

    /// Writes key -> value; cause is the message that led to it, if any.
    void put(SimTime now, ActorRef actor, Id key, RecordRef value, const Message *cause = nullptr);
    /// Reads without removing.
    std::optional<StoreEntry> get(SimTime now, ActorRef actor, Id key, const Message *cause = nullptr);
    /// Reads and removes in one atomic step.
    std::optional<StoreEntry> take(SimTime now, ActorRef actor, Id key, const Message *cause = nullptr);
    /// Removes; false when the key was not there. A store whose removeMissingFails is
    /// off reports success for an absent key, as a store without locking does.
    bool remove(SimTime now, ActorRef actor, Id key, const Message *cause = nullptr);
    /// Empties the store (an in-memory store of a worker that restarted); returns how many.
    size_t clear(SimTime now);
    /// Removes every entry whose expiry is at or before now; returns how many.
    size_t sweep(SimTime now);

    size_t size() const { return m_entries.size(); }
    size_t bytes() const { return m_entries.bytes(); }
    const IdMap<StoreEntry> &entries() const { return m_entries; }
    /// Its entries and its random stream (StateHash).
    void hashState(StateHash &h) const;

private:
    KeyValueStore(const KeyValueStore &) = default;
    void record(EventKind kind, SimTime now, ActorRef actor, Id key, const StoreEntry *entry, const Message *cause,
                Sym detail);

    Trace *m_trace; // never null
    std::string m_name;
    ActorRef m_owner;
    uint16_t m_index;
    StoreSettings m_settings;
    Sampler m_sampler;
    IdMap<StoreEntry> m_entries;
    Sym m_hit, m_miss, m_taken, m_removed, m_expired, m_absentOk, m_lost;
    Sym m_replaced = 0;
    bool m_keepsPending;
};

} // namespace corrsim
