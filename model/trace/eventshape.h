#pragma once
// What each kind of event carries, in one table: which ends it has, whether it names a
// message, what its four kept slots hold (a reference, a number, a word, a record),
// whether it has an attempt and which flags it may bear. The model's constructors fill
// what it says (traceevent.h); both trace readers check every event against it
// (eventcheck.h), both writers write what it names, and the fingerprint hashes a slot
// as the name or the number it says the slot holds. docs/trace-events.md says the same
// in words: change both together.

#include "trace/eventkind.h"

#include <array>
#include <cstdint>
#include <string_view>

namespace corrsim {

/// Trace event flags.
enum EventFlag : uint8_t {
    FlagDuplicate = 1,    // a second copy made by the network
    FlagPause = 2,        // a narrative note at which playback pauses
    FlagInjected = 4,     // a message the scenario injected (a stray or forged message)
    FlagCompensation = 8, // a saga's state change on the way back, or an effect that undoes another (a refund)
    FlagReversible = 16,  // an effect a compensation can undo (a transfer); others (an email) cannot be
    FlagPinned = 32,      // what a fault the scenario pinned to this message or event did
};

/// Each flag's name in the JSON Lines trace, in the order the writer writes them.
struct FlagName
{
    EventFlag bit;
    std::string_view name;
};
constexpr std::array<FlagName, 6> FlagNames = {{{FlagDuplicate, "duplicate"},
                                                {FlagPause, "pause"},
                                                {FlagInjected, "injected"},
                                                {FlagCompensation, "compensation"},
                                                {FlagReversible, "reversible"},
                                                {FlagPinned, "pinned"}}};

/// Whether an event has an end (an actor, a peer).
enum class End : uint8_t { Never, Optional, Always };

/// What the reference slot holds (JSON Lines: `causationId` or `key`).
enum class RefSlot : uint8_t { None, Causation, Key };

/// What the number slot holds, and under which JSON Lines name.
enum class NumberSlot : uint8_t {
    None,      // always 0
    FirstSeen, // `firstSeenUs`: when the first attempt went on the wire, no later than the event
    Travelled, // `latencyUs`: how far a lost or copied message got; a drop's `receiverDown` is -1
    Latency,   // `latencyUs`: a reply's time since its request was stored
    Expiry,    // `expiresUs`: when the entry expires; -1 never, 0 no entry (not written)
    Count,     // `lost`: how many entries a crash emptied out of a store
    StateLeft, // `from`: a name, the state left (0, not written, for a new object)
    Step,      // `step`: a name, the type of the message handled (0, not written, for none)
    Verdict,   // `passed`: 0 or 1
};

/// What the word slot holds: a message's type (`type`) or another word (`detail`).
enum class WordSlot : uint8_t { None, MessageType, Detail };

/// What the record slot holds: a message's body (`body`), a stored value (`value`), a
/// line's or an effect's fields (`fields`); any of them may also have `headers`.
enum class RecordSlot : uint8_t { None, Body, StoredValue, Fields };

struct EventShape
{
    End actor = End::Never;
    End peer = End::Never; // a store, for store events
    bool peerIsStore = false;
    bool message = false; // names a message (`id`, `correlationId`): its own, or its cause
    RefSlot ref = RefSlot::None;
    NumberSlot number = NumberSlot::None;
    WordSlot word = WordSlot::None;
    RecordSlot record = RecordSlot::None;
    bool attempt = false;
    uint8_t flags = 0; // the flags it may bear
};

constexpr EventShape shapeOf(EventKind kind)
{
    using enum EventKind;
    EventShape s;
    switch (kind) {
    case Send:
    case Deliver:
    case Drop:
    case Duplicate:
        s.actor = s.peer = End::Always;
        s.message = true;
        s.ref = RefSlot::Causation;
        s.number = kind == Send || kind == Deliver ? NumberSlot::FirstSeen : NumberSlot::Travelled;
        s.word = WordSlot::MessageType;
        s.record = RecordSlot::Body;
        s.attempt = true;
        // An injected message's send (and its loss or copy); the network's copy delivered;
        // what a pinned fault did.
        s.flags = uint8_t((kind == Deliver ? FlagDuplicate : FlagInjected) | FlagPinned);
        return s;
    case StorePut:
    case StoreGet:
    case StoreRemove:
    case StoreExpire:
        s.actor = End::Optional;
        s.peer = End::Always;
        s.peerIsStore = true;
        s.message = true; // the message that caused the operation
        s.ref = RefSlot::Key;
        s.number = NumberSlot::Expiry;
        s.word = WordSlot::Detail;
        s.record = RecordSlot::StoredValue;
        return s;
    case StoreClear:
        s.actor = End::Optional;
        s.peer = End::Always;
        s.peerIsStore = true;
        s.number = NumberSlot::Count;
        s.word = WordSlot::Detail;
        return s;
    case ReplyMatched:
    case ReplyMismatched:
    case ReplyDiscarded:
        s.actor = End::Always;
        s.peer = End::Optional;
        s.message = true;
        // A mismatched reply's key is the request it was wrongly taken for.
        s.ref = kind == ReplyMismatched ? RefSlot::Key : RefSlot::Causation;
        s.word = WordSlot::Detail;
        if (kind != ReplyDiscarded) {
            s.number = NumberSlot::Latency;
            s.record = RecordSlot::StoredValue; // the pending request's stored value
        }
        return s;
    case StateChange:
    case Effect:
        s.actor = End::Optional;
        s.message = true; // the message handled
        s.ref = RefSlot::Key;
        s.number = kind == StateChange ? NumberSlot::StateLeft : NumberSlot::Step;
        s.word = WordSlot::Detail;
        s.record = kind == Effect ? RecordSlot::Fields : RecordSlot::None;
        s.flags = uint8_t(kind == StateChange ? FlagCompensation : FlagCompensation | FlagReversible);
        return s;
    case Log:
        s.actor = End::Optional;
        s.message = true;
        s.word = WordSlot::Detail;
        s.record = RecordSlot::Fields;
        return s;
    case Crash:
    case Restart:
        s.actor = End::Always;
        return s;
    case Note:
        s.word = WordSlot::Detail;
        s.record = RecordSlot::Fields;
        s.flags = FlagPause;
        return s;
    case Expectation:
        s.word = WordSlot::Detail;
        s.number = NumberSlot::Verdict;
        return s;
    case Count_:
        break;
    }
    return s;
}

/// The JSON Lines names of what the slots hold.
constexpr std::string_view refKey(RefSlot r)
{
    return r == RefSlot::Key ? "key" : r == RefSlot::Causation ? "causationId" : "";
}
constexpr std::string_view numberKey(NumberSlot n)
{
    switch (n) {
    case NumberSlot::FirstSeen:
        return "firstSeenUs";
    case NumberSlot::Travelled:
    case NumberSlot::Latency:
        return "latencyUs";
    case NumberSlot::Expiry:
        return "expiresUs";
    case NumberSlot::Count:
        return "lost";
    case NumberSlot::StateLeft:
        return "from";
    case NumberSlot::Step:
        return "step";
    case NumberSlot::Verdict:
        return "passed";
    case NumberSlot::None:
        break;
    }
    return "";
}
/// A drop's number when the message reached its destination while that was down.
constexpr std::string_view ReceiverDownKey = "receiverDown";
constexpr std::string_view wordKey(WordSlot w)
{
    return w == WordSlot::MessageType ? "type" : w == WordSlot::Detail ? "detail" : "";
}
constexpr std::string_view recordKey(RecordSlot r)
{
    return r == RecordSlot::Body          ? "body"
           : r == RecordSlot::StoredValue ? "value"
           : r == RecordSlot::Fields      ? "fields"
                                          : "";
}
constexpr std::string_view HeadersKey = "headers";

/// True when the number slot holds a name (a symbol) rather than a number.
constexpr bool numberIsName(NumberSlot n)
{
    return n == NumberSlot::StateLeft || n == NumberSlot::Step;
}

} // namespace corrsim
