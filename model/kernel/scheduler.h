#pragma once
// The event queue. Events are ordered by (time, insertion sequence): two events at the
// same instant run in the order they were scheduled, on every machine. A 4-ary heap of
// small plain records: no allocation per event and no std::function (FIELD-NOTES: the
// heap is ~2x faster than a multimap or a callable per event).

#include "trace/simtime.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace corrsim {

// 24 bytes: the heap moves these on every push and pop, so size is speed.
struct ScheduledEvent
{
    SimTime time;
    uint64_t seq = 0;
    uint16_t target = 0; // the actor that handles it
    uint16_t code = 0;   // what to do; 0 is "deliver the message in slot arg"
    uint32_t arg = 0;

    bool precedes(const ScheduledEvent &o) const { return time < o.time || (time == o.time && seq < o.seq); }
};

static_assert(sizeof(ScheduledEvent) == 24);

class Scheduler
{
public:
    /// Schedules an event; returns its sequence number (a handle for cancel).
    uint64_t schedule(SimTime time, uint16_t target, uint16_t code, uint32_t arg);
    /// Cancels a scheduled event; it is skipped when its turn comes. Linear in the queue
    /// size (it checks the event is still queued): cancellations are rare, pops are not.
    /// Returns the event cancelled, or nothing when it had already run.
    std::optional<ScheduledEvent> cancel(uint64_t seq);
    /// Cancels every queued event for which cancel(event) is true (a crash loses a
    /// worker's timers but not the messages already on the wire to it). Linear; calls
    /// counted(event) for each one cancelled, so the caller can keep its tallies.
    template <typename Cancel, typename Counted> void cancelIf(Cancel cancel, Counted counted)
    {
        for (const ScheduledEvent &e : m_heap)
            if (cancel(e) && !isCancelled(e.seq)) {
                markCancelled(e.seq);
                counted(e);
            }
    }
    /// Removes and returns the next event that was not cancelled; false when idle.
    bool pop(ScheduledEvent &out);
    bool idle() const { return m_heap.size() == m_cancelledPending; }
    /// Time of the next event that was not cancelled; SimTime::max() when idle.
    SimTime nextTime();
    size_t pending() const { return m_heap.size() - m_cancelledPending; }
    /// The events still queued (not cancelled), in the order they will run.
    std::vector<ScheduledEvent> queued() const;
    void reserve(size_t n) { m_heap.reserve(n); }
    size_t bytes() const
    {
        return m_heap.capacity() * sizeof(ScheduledEvent) + m_cancelled.capacity() * sizeof(uint64_t);
    }

private:
    void siftUp(size_t i);
    void siftDown(size_t i);
    bool isCancelled(uint64_t seq) const;
    void markCancelled(uint64_t seq);
    void removeTop();
    void dropCancelledTop();

    std::vector<ScheduledEvent> m_heap;
    std::vector<uint64_t> m_cancelled; // sorted sequence numbers still in the heap
    size_t m_cancelledPending = 0;
    uint64_t m_nextSeq = 0;
};

} // namespace corrsim
