#include "scenario/noteanchor.h"

#include "input/json.h"
#include "kernel/pinnedfaults.h"
#include "trace/conversationref.h"
#include "trace/eventshape.h"
#include "trace/trace.h"

#include <algorithm>

namespace corrsim {

std::string NoteAnchor::json() const
{
    Json on = {{"event", std::string(eventKindName(kind))}};
    if (!type.empty())
        on["type"] = type;
    if (!detail.empty())
        on["detail"] = detail;
    if (!correlationId.empty())
        on["correlationId"] = correlationId;
    if (!conversation.empty())
        on["conversation"] = conversation;
    if (!key.empty())
        on["key"] = key;
    if (!actor.empty())
        on["actor"] = actor;
    if (occurrence != 1)
        on["occurrence"] = occurrence;
    return on.dump(-1, ' ', false, Json::error_handler_t::replace);
}

std::string NoteAnchor::words() const
{
    std::string w = "the ";
    if (occurrence > 1) {
        const uint32_t tens = occurrence % 100 / 10, ones = occurrence % 10;
        const char *suffix = tens == 1 ? "th" : ones == 1 ? "st" : ones == 2 ? "nd" : ones == 3 ? "rd" : "th";
        w += std::to_string(occurrence) + suffix + " ";
    }
    w += eventKindName(kind);
    if (!type.empty())
        w += " of " + type;
    if (!detail.empty())
        w += " (" + detail + ")";
    if (!correlationId.empty())
        w += " for " + correlationId;
    if (!conversation.empty())
        w += " in " + conversation;
    if (!key.empty())
        w += " of " + key;
    if (!actor.empty())
        w += " by " + actor;
    return w;
}

std::optional<NoteAnchor> NoteAnchor::of(const Trace &trace, size_t i, size_t *total)
{
    if (i >= trace.size())
        return std::nullopt;
    const TraceEvent e = trace[i];
    // A note belongs to an event of the run: not to another note, not to an expectation
    // (checked after the run), not to a starting row (traced before it).
    if (e.kind == EventKind::Note || e.kind == EventKind::Expectation || i < trace.runStart())
        return std::nullopt;
    const EventShape shape = shapeOf(e.kind);
    // A field is named when the event has it, so the n-th is counted among few; counted
    // by the selector the loader makes of the same fields (faults.cpp, noteAnchor).
    const bool byWord = shape.word != WordSlot::None && e.word() != 0;
    const bool byCorrelation = shape.message && e.correlation.space() == IdRegistry::LiteralSpace;
    const std::optional<std::string> conversation =
        shape.message && !byCorrelation ? conversationName(trace.ids(), e.correlation) : std::nullopt;
    // A store event by its key where the scenario wrote it ("ORD-7"): which entry it is.
    const bool byKey = hasKey(e.kind) && e.key().space() == IdRegistry::LiteralSpace;
    const bool byActor = e.actor != NoActor;
    EventSelector same;
    same.kind = e.kind;
    same.detail = byWord ? e.word() : 0;
    same.correlation = byCorrelation || conversation ? e.correlation : Id();
    same.key = byKey ? e.key() : Id();
    if (byActor)
        same.workers = {e.actor};
    NoteAnchor a;
    a.kind = e.kind;
    if (byWord)
        (shape.word == WordSlot::MessageType ? a.type : a.detail) = trace.names().text(e.word());
    if (byCorrelation)
        a.correlationId = trace.ids().format(e.correlation);
    if (conversation)
        a.conversation = *conversation;
    if (byKey)
        a.key = trace.ids().format(e.key());
    if (byActor)
        a.actor = trace.actorName(e.actor);
    for (size_t j = 0; j < i; ++j)
        if (selects(same, trace[j]))
            ++a.occurrence;
    if (total) {
        *total = a.occurrence;
        for (size_t j = i + 1; j < trace.size(); ++j)
            *total += selects(same, trace[j]);
    }
    return a;
}

std::optional<size_t> NoteAnchor::find(const Trace &trace) const
{
    const EventShape shape = shapeOf(kind);
    const std::string &word = shape.word == WordSlot::MessageType ? type : detail;
    const std::vector<Id> inConversation = conversationIds(trace.ids(), conversation);
    if (!conversation.empty() && inConversation.empty())
        return std::nullopt; // a space this trace does not have
    uint32_t seen = 0;
    for (size_t i = 0; i < trace.size(); ++i) {
        if (trace.kindAt(i) != kind)
            continue;
        const TraceEvent e = trace[i];
        if (!word.empty() && (e.word() == 0 || trace.names().text(e.word()) != word))
            continue;
        if (!correlationId.empty() && (!shape.message || trace.ids().format(e.correlation) != correlationId))
            continue;
        if (!inConversation.empty() && (!shape.message || std::find(inConversation.begin(), inConversation.end(),
                                                                    e.correlation) == inConversation.end()))
            continue;
        if (!key.empty() && (!hasKey(kind) || trace.ids().format(e.key()) != key))
            continue;
        if (!actor.empty()) {
            if (e.actor == NoActor)
                continue;
            const ParticipantInfo &p = trace.participants()[e.actor];
            if (p.name != actor && p.application() != actor)
                continue;
        }
        if (++seen == occurrence)
            return i;
    }
    return std::nullopt;
}

} // namespace corrsim
