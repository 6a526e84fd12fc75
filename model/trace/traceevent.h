#pragma once
// One event of a trace, as its kind says it. Every event has a time, a kind, its two
// ends, the message it is about (or that caused it), flags and an attempt. Four slots
// mean different things per kind: a key or a causation ID, a number or a name, a text,
// a record. They are written and read only through the kind's own constructor and
// accessors below, which assert the kind in debug builds, so no writer or reader fills
// a slot by convention. What treats every event alike (the event store's packing, the
// fingerprint, the binary file, the trace readers) uses slotValues(), by name, and
// eventshape.h says what each kind keeps in each slot.

#include "trace/eventkind.h"
#include "trace/eventshape.h"
#include "trace/ids.h"
#include "trace/names.h"
#include "trace/records.h"
#include "trace/simtime.h"

#include <cassert>
#include <cstdint>
#include <optional>

namespace corrsim {

using ActorRef = uint16_t;
constexpr ActorRef NoActor = 0xffff;

/// True for events whose peer is a store rather than a participant.
constexpr bool isStoreEvent(EventKind k)
{
    return k == EventKind::StorePut || k == EventKind::StoreGet || k == EventKind::StoreRemove ||
           k == EventKind::StoreExpire || k == EventKind::StoreClear;
}

/// True for events about one message on the wire (they carry its envelope).
constexpr bool isMessageEvent(EventKind k)
{
    return k == EventKind::Send || k == EventKind::Deliver || k == EventKind::Drop || k == EventKind::Duplicate;
}

/// True for the three outcomes of a reply at its requester.
constexpr bool isReplyEvent(EventKind k)
{
    return k == EventKind::ReplyMatched || k == EventKind::ReplyDiscarded || k == EventKind::ReplyMismatched;
}

/// True for events with a key (a store key, the object that changed state or that an
/// effect acted on, or the pending request a reply was wrongly taken for); the other
/// message-related events carry a causation ID instead.
constexpr bool hasKey(EventKind k)
{
    // A store clear keeps no key (its shape), but is read with the store events: asking
    // for its key gives none.
    return shapeOf(k).ref == RefSlot::Key || k == EventKind::StoreClear;
}

/// True for events whose number is a name (a symbol): the state a state change left,
/// the step (message type) at which an effect was applied.
constexpr bool valueIsSymbol(EventKind k)
{
    return numberIsName(shapeOf(k).number);
}

/// True for events whose text is the whole point: a log line, a note, an expectation's name.
constexpr bool isTextEvent(EventKind k)
{
    return k == EventKind::Log || k == EventKind::Note || k == EventKind::Expectation;
}

/// A drop's number when the message reached its destination while that was down (else
/// the number is how far the message travelled before the network lost it).
constexpr int64_t DropReceiverDown = -1;

struct TraceEvent
{
    SimTime time;
    Id message;     // the envelope's ID (message and reply events) or the message that caused it
    Id correlation; // the envelope's correlation ID
    EventKind kind = EventKind::Note;
    uint8_t flags = 0;
    ActorRef actor = NoActor; // who did it
    ActorRef peer = NoActor;  // the other end: destination, source, or the store
    uint16_t attempt = 0;

    /// The kind-specific slots as they are kept, for what handles every kind alike.
    struct Slots
    {
        Id ref;            // key, or causation ID
        int64_t value = 0; // first seen, expiry, latency, count, verdict, or a name
        Sym detail = 0;    // message type, store result, state, effect, text
        RecordRef record = 0;
        bool operator==(const Slots &) const = default;
    };

    /// An event with its common fields; the kind's with*() fills the rest.
    static TraceEvent at(SimTime time, EventKind kind, ActorRef actor = NoActor, ActorRef peer = NoActor)
    {
        TraceEvent e;
        e.time = time;
        e.kind = kind;
        e.actor = actor;
        e.peer = peer;
        return e;
    }
    /// Any kind from its slots as stored (a trace file, the event store).
    TraceEvent &withSlots(const Slots &s)
    {
        m_slots = s;
        return *this;
    }
    const Slots &slotValues() const { return m_slots; }

    // --- message events: send, deliver, drop, duplicate ---------------------------
    /// The message's envelope: its causation ID, type, body (with headers) and when its
    /// first attempt went on the wire.
    TraceEvent &withEnvelope(Id causation, Sym type, RecordRef body, SimTime firstSeen)
    {
        assert(isMessageEvent(kind));
        m_slots = {causation, firstSeen.micros(), type, body};
        return *this;
    }
    /// The send's event made a drop (the network lost it) or a duplicate (it made a
    /// copy): `travelled` is the latency the message (or its copy) had or would have had.
    TraceEvent &becomes(EventKind lostOrCopied, SimTime travelled)
    {
        assert(lostOrCopied == EventKind::Drop || lostOrCopied == EventKind::Duplicate);
        kind = lostOrCopied;
        m_slots.value = travelled.micros();
        return *this;
    }
    /// A drop at arrival: the destination was down.
    TraceEvent &markReceiverDown()
    {
        assert(kind == EventKind::Drop);
        m_slots.value = DropReceiverDown;
        return *this;
    }
    Sym messageType() const { return assert(isMessageEvent(kind)), m_slots.detail; }
    RecordRef body() const { return assert(isMessageEvent(kind)), m_slots.record; }
    SimTime firstSeen() const
    {
        assert(kind == EventKind::Send || kind == EventKind::Deliver);
        return SimTime::fromMicros(m_slots.value);
    }
    /// A drop at a destination that was down (not one the network lost on the way).
    bool receiverWasDown() const { return kind == EventKind::Drop && m_slots.value == DropReceiverDown; }
    /// How far a lost or copied message travelled: its latency (none for a drop at a
    /// destination that was down).
    std::optional<SimTime> travelled() const
    {
        assert(kind == EventKind::Drop || kind == EventKind::Duplicate);
        if (receiverWasDown())
            return std::nullopt;
        return SimTime::fromMicros(m_slots.value);
    }

    // --- replies: matched, discarded, mismatched ------------------------------------
    /// `causationOrKey`: the reply's causation ID, or (mismatched) the key of the
    /// request it was wrongly taken for; `note`: how it was matched or why not;
    /// `latency` since the request was stored and `pending` its stored value (matched
    /// and mismatched).
    TraceEvent &withReply(Id causationOrKey, Sym note, SimTime latency = SimTime(), RecordRef pending = 0)
    {
        assert(isReplyEvent(kind));
        m_slots = {causationOrKey, latency.micros(), note, pending};
        return *this;
    }
    SimTime latency() const { return assert(isReplyEvent(kind)), SimTime::fromMicros(m_slots.value); }

    /// The ID of the message that caused this one (message events, matched and
    /// discarded replies).
    Id causation() const { return assert(!hasKey(kind)), m_slots.ref; }

    // --- store events ---------------------------------------------------------------
    /// A store operation on `key` with its result word, on no entry (a miss).
    TraceEvent &withStoreOp(Id key, Sym result)
    {
        assert(isStoreEvent(kind) && kind != EventKind::StoreClear);
        m_slots = {key, 0, result, 0};
        return *this;
    }
    /// ... on an entry: its value and expiry (none: it never expires).
    TraceEvent &withStoreOp(Id key, Sym result, RecordRef value, std::optional<SimTime> expiry)
    {
        assert(isStoreEvent(kind) && kind != EventKind::StoreClear);
        m_slots = {key, expiry ? expiry->micros() : NoExpiry, result, value};
        return *this;
    }
    /// A store emptied by its owner's crash: how many entries it lost.
    TraceEvent &withLost(Sym result, uint64_t entries)
    {
        assert(kind == EventKind::StoreClear);
        m_slots = {Id(), int64_t(entries), result, 0};
        return *this;
    }
    Sym storeResult() const { return assert(isStoreEvent(kind)), m_slots.detail; }
    RecordRef storedValue() const { return assert(isStoreEvent(kind)), m_slots.record; }
    /// The entry's expiry, in microseconds as kept: NoExpiry for an entry that never
    /// expires, 0 for an operation on no entry.
    int64_t expiryMicros() const
    {
        assert(isStoreEvent(kind) && kind != EventKind::StoreClear);
        return m_slots.value;
    }
    static constexpr int64_t NoExpiry = -1;
    uint64_t lostEntries() const { return assert(kind == EventKind::StoreClear), uint64_t(m_slots.value); }

    /// The key of a store operation, of the object that changed state or that an
    /// effect acted on, or of the request a mismatched reply was taken for.
    Id key() const { return assert(hasKey(kind)), m_slots.ref; }

    // --- state changes and effects --------------------------------------------------
    TraceEvent &withStateChange(Id key, Sym from, Sym to)
    {
        assert(kind == EventKind::StateChange);
        m_slots = {key, int64_t(from), to, 0};
        return *this;
    }
    Sym fromState() const { return assert(kind == EventKind::StateChange), Sym(m_slots.value); }
    Sym toState() const { return assert(kind == EventKind::StateChange), m_slots.detail; }

    /// An effect `name` on the object `key`, applied at `step` (the type of the message
    /// handled), with its fields.
    TraceEvent &withEffect(Id key, Sym name, Sym step, RecordRef fields)
    {
        assert(kind == EventKind::Effect);
        m_slots = {key, int64_t(step), name, fields};
        return *this;
    }
    Sym effectName() const { return assert(kind == EventKind::Effect), m_slots.detail; }
    Sym step() const { return assert(kind == EventKind::Effect), Sym(m_slots.value); }

    // --- log lines, notes, expectations ---------------------------------------------
    /// A log line or a note: its text and fields.
    TraceEvent &withText(Sym text, RecordRef fields = 0)
    {
        assert(kind == EventKind::Log || kind == EventKind::Note);
        m_slots = {Id(), 0, text, fields};
        return *this;
    }
    /// An expectation's name and verdict.
    TraceEvent &withVerdict(Sym name, bool passed)
    {
        assert(kind == EventKind::Expectation);
        m_slots = {Id(), passed ? 1 : 0, name, 0};
        return *this;
    }
    Sym text() const { return assert(isTextEvent(kind)), m_slots.detail; }
    bool passed() const { return assert(kind == EventKind::Expectation), m_slots.value != 0; }

    /// Fields of an effect, a log line or a note.
    RecordRef fields() const
    {
        assert(kind == EventKind::Effect || kind == EventKind::Log || kind == EventKind::Note);
        return m_slots.record;
    }

    /// The key where the kind has one (hasKey), else the causation ID: for readers that
    /// show either, labelled by hasKey.
    Id reference() const { return m_slots.ref; }
    /// The event's word as a filter reads it (`detail`): a message's type, a store's
    /// result, a state, an effect, a text.
    Sym word() const { return m_slots.detail; }
    /// Its record: a message's body, a stored value, an effect's or a line's fields.
    RecordRef recordRef() const { return m_slots.record; }

private:
    Slots m_slots;
};

} // namespace corrsim
