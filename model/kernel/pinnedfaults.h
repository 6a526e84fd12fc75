#pragma once
// Faults pinned to one message or one event, so a run can ask "what if this callback had
// come twice?": the n-th send that matches a selector is dropped, duplicated, delayed or
// held back until the next message on its link; a worker crashes right after the n-th
// event of its that matches. Each pin fires once, at most. Matching reads only what the
// run did up to that point, so a run with a pin is the same run as without it until the
// pin fires.

#include "kernel/message.h"
#include "trace/trace.h"

#include <optional>
#include <string>
#include <vector>

namespace corrsim {

class StateHash;

enum class MessageFault : uint8_t { Drop, Duplicate, Delay, DeliverAfterNext };

/// Which send: its number in the trace (seq), or the n-th send of a type, a
/// conversation, a sender and a receiver (each optional).
struct MessageSelector
{
    std::optional<uint64_t> seq;
    Sym type = 0;
    Id correlation;
    std::vector<Id> conversation;   // a generated conversation by its space and number (any of); empty: any
    std::vector<ActorRef> from, to; // workers; empty: any
    uint32_t occurrence = 1;
};

/// Which event of a worker: its number in the trace, or the n-th of a kind (and detail:
/// a message type, a store result, a state; and conversation) among the events of these
/// workers.
struct EventSelector
{
    std::optional<uint64_t> seq;
    std::optional<EventKind> kind;
    Sym detail = 0;
    Id correlation;               // none: any
    std::vector<Id> conversation; // a generated conversation by its space and number (any of); empty: any
    Id key;                       // a store event's key; none: any
    std::vector<ActorRef> workers;
    uint32_t occurrence = 1;
};

/// Whether `e` is one of the events `s` names by kind, detail, conversation and worker
/// (its number and occurrence aside).
bool selects(const EventSelector &s, const TraceEvent &e);

class PinnedFaults
{
public:
    struct MessagePin
    {
        MessageSelector select;
        MessageFault fault = MessageFault::Drop;
        SimTime delay;     // Delay: added to the message's latency
        std::string where; // the entry of "faults" it came from, for messages ("/faults/2")
    };
    struct CrashPin
    {
        EventSelector select;
        std::optional<SimTime> restartAfter;
        std::string where;
    };
    /// A narrative note shown right before the event it belongs to
    /// (docs/scenario-format.md#narrative, "on").
    struct NotePin
    {
        EventSelector select;
        uint32_t note = 0; // the simulation's note it shows
        std::string where; // "/narrative/3"
    };

    void add(MessagePin pin) { m_messages.push_back({std::move(pin)}); }
    void add(CrashPin pin) { m_crashes.push_back({std::move(pin)}); }
    void add(NotePin pin) { m_notes.push_back({std::move(pin)}); }
    bool hasMessagePins() const { return !m_messages.empty(); }
    bool hasCrashPins() const { return !m_crashes.empty(); }

    /// The fault pinned to the send just traced as event `seq`, if one fires on it.
    const MessagePin *onSend(uint64_t seq, const Message &m);
    /// The crash pinned right after event `seq`, if one fires on it.
    const CrashPin *onEvent(uint64_t seq, const TraceEvent &e);
    /// The notes to show right before event `e` (about to be traced as `seq`), in the
    /// narrative's order; empty (no allocation) for almost every event.
    std::vector<uint32_t> notesBefore(uint64_t seq, const TraceEvent &e);
    /// Where the pins that never fired came from: a fault that matched nothing changed
    /// nothing, and a user who mistyped a type should hear of it.
    std::vector<std::string> neverFired() const;
    /// Where the notes whose event never happened came from.
    std::vector<std::string> notesNeverShown() const;
    /// What is still to fire (Simulation::stateHash): a pin by number, by how many events
    /// it is ahead of the trace's `traced` events; one by occurrence, by how many it has seen.
    /// Not the pins that fired or passed: they change nothing from here on.
    void hashState(StateHash &h, uint64_t traced) const;

private:
    template <typename Pin> struct Armed
    {
        Pin pin;
        uint32_t seen = 0;
        bool fired = false;
    };
    std::vector<Armed<MessagePin>> m_messages;
    std::vector<Armed<CrashPin>> m_crashes;
    std::vector<Armed<NotePin>> m_notes;
};

} // namespace corrsim
