#pragma once
// Where a trace keeps its events: 40 bytes each, in 2 MiB chunks, so appending never
// moves what is already written. An event goes in as a TraceEvent (56 bytes) and comes
// back as the same TraceEvent, bit for bit. The 16 bytes are saved on what is almost
// always small: each ID is kept as 32 bits (a space below 128 and a number below 2^24
// inline, any other ID in a side table) and the value as 32 bits (as it is, or counted
// from the event's time, as a first-seen time or an expiry is, or else in a side table).
// Writing the trace is most of what it costs to run with it on (docs/performance.md).

#include "trace/traceevent.h"

#include <cassert>
#include <cstdint>
#include <memory>
#include <vector>

namespace corrsim {

/// Every bit an EventFlag may use; the store keeps its own marks above them.
constexpr uint8_t EventFlagBits = 0x3f;

class EventStore
{
public:
    EventStore() = default;
    /// A copy of every event (a checkpoint of a run): the chunks are copied, not shared.
    EventStore(const EventStore &other);
    EventStore &operator=(const EventStore &) = delete;

    void append(const TraceEvent &e)
    {
        if (m_tailFree == 0) [[unlikely]]
            addChunk();
        Packed &p = *m_tail;
        p.time = e.time;
        p.message = narrow(e.message);
        p.correlation = narrow(e.correlation);
        const TraceEvent::Slots &kept = e.slotValues();
        p.ref = narrow(kept.ref);
        assert((e.flags & ~EventFlagBits) == 0 && "a bit above EventFlagBits would be read as the store's own");
        p.flags = e.flags & EventFlagBits;
        p.value = packValue(kept.value, e.time, p.flags);
        p.detail = kept.detail;
        p.record = kept.record;
        p.kind = e.kind;
        p.actor = e.actor;
        p.peer = e.peer;
        p.attempt = e.attempt;
        ++m_tail;
        --m_tailFree;
        ++m_size;
    }

    size_t size() const { return m_size; }

    /// What event `i` is, without unpacking the rest: a reader that wants a few kinds
    /// skips the others at this price.
    EventKind kindAt(size_t i) const { return packed(i).kind; }

    TraceEvent operator[](size_t i) const
    {
        const Packed &p = packed(i);
        TraceEvent e;
        e.time = p.time;
        e.message = wide(p.message);
        e.correlation = wide(p.correlation);
        e.withSlots({wide(p.ref), unpackValue(p), p.detail, p.record});
        e.kind = p.kind;
        e.flags = p.flags & EventFlagBits;
        e.actor = p.actor;
        e.peer = p.peer;
        e.attempt = p.attempt;
        return e;
    }

    /// Bytes held: whole chunks and the side tables.
    size_t memoryBytes() const;
    /// What one event takes at least (a reader can tell a trace's memory from its count).
    static constexpr size_t BytesPerEvent = 40;

private:
    struct Packed
    {
        SimTime time;
        uint32_t message;
        uint32_t correlation;
        uint32_t ref;
        int32_t value;
        Sym detail;
        RecordRef record;
        EventKind kind;
        uint8_t flags; // EventFlagBits, and how the value is kept
        ActorRef actor;
        ActorRef peer;
        uint16_t attempt;
    };
    static_assert(sizeof(Packed) == BytesPerEvent, "the point of the store is a 40-byte event");
    const Packed &packed(size_t i) const { return m_chunks[i / ChunkSize].get()[i % ChunkSize]; }

    static constexpr uint32_t WideId = 0x80000000u; // the rest is an index into m_wideIds
    static constexpr int NumberBits = 24;
    static constexpr uint8_t ValueFromTime = 0x40; // value = time + the 32 bits
    static constexpr uint8_t ValueWide = 0x80;     // value = m_wideValues[the 32 bits]
    static_assert((EventFlagBits & (ValueFromTime | ValueWide)) == 0);

    static constexpr size_t ChunkBytes = size_t(2) << 20;
    static constexpr size_t ChunkSize = ChunkBytes / sizeof(Packed);
    struct ChunkFree
    {
        void operator()(Packed *p) const;
    };
    /// A chunk from this thread's spare (the last one a trace let go) or a new mapping.
    void addChunk();
    static void *mapChunk(bool populate);
    uint32_t wideIndex(size_t size) const;

    uint32_t narrow(Id id)
    {
        if (id.space() < 128 && id.number() < (uint64_t(1) << NumberBits)) [[likely]]
            return uint32_t(id.space()) << NumberBits | uint32_t(id.number());
        const uint32_t index = wideIndex(m_wideIds.size());
        m_wideIds.push_back(id);
        return WideId | index;
    }
    Id wide(uint32_t h) const
    {
        if (h & WideId) [[unlikely]]
            return m_wideIds[h & ~WideId];
        return Id::make(uint16_t(h >> NumberBits), h & ((uint32_t(1) << NumberBits) - 1));
    }
    int32_t packValue(int64_t v, SimTime t, uint8_t &flags)
    {
        if (v == int32_t(v)) [[likely]]
            return int32_t(v);
        // Unsigned, so a hostile value far from the time wraps instead of overflowing.
        const int64_t fromTime = int64_t(uint64_t(v) - uint64_t(t.micros()));
        if (fromTime == int32_t(fromTime)) {
            flags |= ValueFromTime;
            return int32_t(fromTime);
        }
        const uint32_t index = wideIndex(m_wideValues.size());
        m_wideValues.push_back(v);
        flags |= ValueWide;
        return int32_t(index);
    }
    int64_t unpackValue(const Packed &p) const
    {
        if (p.flags & ValueWide) [[unlikely]]
            return m_wideValues[uint32_t(p.value)];
        if (p.flags & ValueFromTime)
            return int64_t(uint64_t(p.time.micros()) + uint64_t(int64_t(p.value)));
        return p.value;
    }

    size_t m_size = 0;
    Packed *m_tail = nullptr;
    size_t m_tailFree = 0;
    std::vector<std::unique_ptr<Packed, ChunkFree>> m_chunks;
    std::vector<Id> m_wideIds;
    std::vector<int64_t> m_wideValues;
};

} // namespace corrsim
