#include "kernel/pinnedfaults.h"

#include "kernel/statehash.h"

#include <algorithm>

namespace corrsim {

namespace {

bool among(const std::vector<ActorRef> &set, ActorRef a)
{
    return set.empty() || std::find(set.begin(), set.end(), a) != set.end();
}

bool inConversation(const std::vector<Id> &conversation, Id correlation)
{
    return conversation.empty() ||
           std::find(conversation.begin(), conversation.end(), correlation) != conversation.end();
}

/// A conversation named by space and number, where a selector has one (none adds nothing,
/// so the states of scenarios without one hash as they did).
void hashConversation(StateHash &h, const std::vector<Id> &conversation)
{
    if (!conversation.empty())
        h.each(conversation, [&](Id id) { h.add(id); });
}

// Counts a candidate and says whether it is the one: by number, or the n-th that matches.
template <typename Armed> bool fires(Armed &armed, uint64_t seq, bool matches)
{
    if (armed.fired)
        return false;
    const auto &s = armed.pin.select;
    if (s.seq) {
        if (*s.seq != seq)
            return false;
    } else if (!matches || ++armed.seen != s.occurrence) {
        return false;
    }
    armed.fired = true;
    return true;
}

// Where the pins that never fired came from, in the order they were added.
template <typename Armed> void unfired(const std::vector<Armed> &pins, std::vector<std::string> &where)
{
    for (const Armed &armed : pins)
        if (!armed.fired)
            where.push_back(armed.pin.where);
}

void hashWhat(StateHash &h, const PinnedFaults::MessagePin &p)
{
    h.add(p.fault);
    h.add(p.delay);
    h.name(p.select.type);
    h.add(p.select.correlation);
    hashConversation(h, p.select.conversation);
    h.each(p.select.from);
    h.each(p.select.to);
}

void hashEvents(StateHash &h, const EventSelector &s)
{
    h.add(s.kind ? uint64_t(*s.kind) : uint64_t(0xffff));
    h.name(s.detail);
    h.add(s.correlation);
    hashConversation(h, s.conversation);
    if (s.key) // none adds nothing: the states of scenarios without one hash as they did
        h.add(s.key);
    h.each(s.workers);
}

void hashWhat(StateHash &h, const PinnedFaults::CrashPin &p)
{
    h.add(p.restartAfter);
    hashEvents(h, p.select);
}

void hashWhat(StateHash &h, const PinnedFaults::NotePin &p)
{
    h.add(p.note);
    hashEvents(h, p.select);
}

template <typename Armed> void hashArmed(StateHash &h, const std::vector<Armed> &pins, uint64_t traced)
{
    // A pin that can still fire: what it does, and when (by number: how many events
    // ahead of the trace; by occurrence: how many it has seen). One that cannot is
    // only a warning at the end, and not counted: a run whose fault fired and healed
    // goes on as the run without it does (explore prunes the one by the other).
    h.add(uint64_t(0xe4c4));
    uint64_t n = 0;
    for (const Armed &armed : pins) {
        const auto &s = armed.pin.select;
        if (armed.fired || (s.seq && *s.seq < traced))
            continue;
        ++n;
        h.add(s.seq ? *s.seq - traced : uint64_t(0x5ee1) << 48 | armed.seen);
        h.add(s.occurrence);
        hashWhat(h, armed.pin);
    }
    h.add(n);
}

} // namespace

void PinnedFaults::hashState(StateHash &h, uint64_t traced) const
{
    hashArmed(h, m_messages, traced);
    hashArmed(h, m_crashes, traced);
    hashArmed(h, m_notes, traced);
}

bool selects(const EventSelector &s, const TraceEvent &e)
{
    return (!s.kind || *s.kind == e.kind) && (!s.detail || s.detail == e.word()) &&
           (!s.correlation || s.correlation == e.correlation) && inConversation(s.conversation, e.correlation) &&
           (!s.key || (hasKey(e.kind) && e.key() == s.key)) && among(s.workers, e.actor);
}

const PinnedFaults::MessagePin *PinnedFaults::onSend(uint64_t seq, const Message &m)
{
    const MessagePin *found = nullptr;
    for (auto &armed : m_messages) {
        const MessageSelector &s = armed.pin.select;
        const bool matches = (!s.type || s.type == m.type) && (!s.correlation || s.correlation == m.correlation) &&
                             inConversation(s.conversation, m.correlation) && among(s.from, m.from) &&
                             among(s.to, m.to);
        // Every pin counts every send, so two pins never see different counts; the
        // first that fires is the one applied.
        if (fires(armed, seq, matches) && !found)
            found = &armed.pin;
    }
    return found;
}

std::vector<std::string> PinnedFaults::neverFired() const
{
    std::vector<std::string> where;
    unfired(m_messages, where);
    unfired(m_crashes, where);
    return where;
}

const PinnedFaults::CrashPin *PinnedFaults::onEvent(uint64_t seq, const TraceEvent &e)
{
    if (e.kind == EventKind::Crash || e.kind == EventKind::Restart)
        return nullptr; // a crash is never what another crash is pinned after
    const CrashPin *found = nullptr;
    for (auto &armed : m_crashes) {
        if (fires(armed, seq, selects(armed.pin.select, e)) && !found)
            found = &armed.pin;
    }
    return found;
}

std::vector<uint32_t> PinnedFaults::notesBefore(uint64_t seq, const TraceEvent &e)
{
    std::vector<uint32_t> notes;
    if (e.kind == EventKind::Note)
        return notes; // a note belongs to an event, never to another note
    for (auto &armed : m_notes)
        if (fires(armed, seq, selects(armed.pin.select, e)))
            notes.push_back(armed.pin.note);
    return notes;
}

std::vector<std::string> PinnedFaults::notesNeverShown() const
{
    std::vector<std::string> where;
    unfired(m_notes, where);
    return where;
}

} // namespace corrsim
