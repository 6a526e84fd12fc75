#pragma once
// Every store's contents at any point of a run, from its trace, without replaying the
// trace from the start: each store keeps the positions of its own events and a copy of
// its contents every so often (a checkpoint), so the state after any event is the
// nearest checkpoint plus at most one interval of that store's events. The stores
// panel asks this at every cursor step; the summary and the invariants ask it for the
// end of the run.

#include "trace/trace.h"

#include <cstdint>
#include <map>
#include <memory>
#include <vector>

namespace corrsim {

/// One entry as the store held it.
struct StoredEntry
{
    Id key;
    RecordRef record = 0;
    SimTime putAt;
    int64_t expiresUs = -1; // -1: no TTL
};

/// One store event applied to that store's contents, as the live store did it.
void applyStoreEvent(std::map<Id, StoredEntry> &contents, const TraceEvent &e, const Trace &t);

class StoreHistory
{
public:
    /// A store's contents are copied after at least `interval` of its events, and
    /// never more often than every `size` events (a copy costs its size), so the
    /// copies together hold no more entries than the trace has store events; and once
    /// more, at the end.
    explicit StoreHistory(std::shared_ptr<const Trace> trace, size_t interval = 1024);

    size_t storeCount() const { return m_stores.size(); }
    /// Store `store` after the first `events` trace events, in key order (by ID).
    std::vector<StoredEntry> contents(size_t store, size_t events) const;
    /// Store `store` at the end of the run, in key order: kept, not rebuilt (every run's
    /// invariants and an exploration's end states ask for it).
    const std::vector<StoredEntry> &contentsAtEnd(size_t store) const { return m_stores.at(store).atEnd; }
    /// The trace indices of the store's own events, in order: what a check of one store
    /// reads instead of the whole trace.
    const std::vector<uint32_t> &eventsOf(size_t store) const { return m_stores.at(store).events; }
    /// How many entries it held then: a binary search, no replay.
    size_t size(size_t store, size_t events) const;

private:
    struct Checkpoint
    {
        size_t applied = 0; // how many of the store's events it includes
        std::vector<StoredEntry> entries;
    };
    struct PerStore
    {
        std::vector<uint32_t> events;    // trace indices
        std::vector<uint32_t> sizeAfter; // entries held after each of them
        std::vector<Checkpoint> checkpoints;
        std::vector<StoredEntry> atEnd; // after all its events
    };
    static constexpr size_t FirstRoom = 32; // a store's events before its lists first grow

    /// How many of the store's events happened among the first `events` trace events.
    size_t appliedBefore(const PerStore &s, size_t events) const;

    std::shared_ptr<const Trace> m_trace;
    std::vector<PerStore> m_stores;
};

} // namespace corrsim
