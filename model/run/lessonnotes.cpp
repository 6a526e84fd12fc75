#include "run/lessonnotes.h"

#include "input/json.h"
#include "scenario/scenario.h"
#include "trace/vocabulary.h"

#include <algorithm>

namespace corrsim {

namespace {

/// A predict step's "decides", from its note's record ("decides event", "decides type",
/// ...); none without one, or for a kind this version does not know (no moment, rather
/// than a wrong one).
std::optional<NoteAnchor> readDecides(const Trace &t, RecordRef record)
{
    using namespace vocabulary;
    NoteAnchor a;
    bool named = false;
    for (const Field &f : t.records().fields(record)) {
        const std::string &name = t.names().text(f.name);
        if (!name.starts_with(NoteDecides) || name.size() <= NoteDecides.size())
            continue;
        const std::string_view part = std::string_view(name).substr(NoteDecides.size() + 1);
        if (f.value.type == Value::Type::Int) {
            if (part == "occurrence")
                a.occurrence = uint32_t(std::clamp<int64_t>(f.value.raw, 1, UINT32_MAX));
            continue;
        }
        if (f.value.type != Value::Type::Text)
            continue;
        const std::string &value = t.names().text(Sym(f.value.raw));
        if (part == "event") {
            const std::optional<EventKind> kind = eventKindFromName(value);
            if (!kind)
                return std::nullopt;
            a.kind = *kind;
            named = true;
        } else if (part == "type")
            a.type = value;
        else if (part == "detail")
            a.detail = value;
        else if (part == "correlationId")
            a.correlationId = value;
        else if (part == "conversation")
            a.conversation = value;
        else if (part == "key")
            a.key = value;
        else if (part == "actor")
            a.actor = value;
    }
    return named ? std::optional(a) : std::nullopt;
}

} // namespace

std::vector<LessonNote> lessonNotes(const Trace &t)
{
    using namespace vocabulary;
    std::vector<LessonNote> notes;
    for (size_t i = 0; i < t.size(); ++i) {
        const TraceEvent &e = t[i];
        if (e.kind != EventKind::Note)
            continue;
        LessonNote n;
        n.event = i;
        n.time = e.time;
        n.text = t.names().text(e.text());
        n.pause = e.flags & FlagPause;
        for (const Field &f : t.records().fields(e.fields())) {
            if (f.value.type != Value::Type::Text)
                continue;
            const std::string &name = t.names().text(f.name);
            const std::string &value = t.names().text(Sym(f.value.raw));
            if (name == NoteAsk)
                n.ask = value;
            else if (name == NoteReveal)
                n.reveal = value;
            else if (name == NoteAnswer)
                n.answer = value;
            else if (name.starts_with(NoteChoice))
                n.choices.push_back(value);
        }
        if (n.isQuestion())
            n.decides = readDecides(t, e.fields());
        notes.push_back(std::move(n));
    }
    return notes;
}

size_t decidingEvent(const Trace &trace, const LessonNote &note)
{
    if (trace.size() == 0)
        return 0;
    if (note.decides)
        if (const std::optional<size_t> at = note.decides->find(trace); at && *at > note.event) {
            // A send is seen as its arrow: the moment is where it arrives (or is lost).
            if (trace.kindAt(*at) == EventKind::Send) {
                const Id message = trace[*at].message;
                for (size_t i = *at + 1; i < trace.size(); ++i)
                    if ((trace.kindAt(i) == EventKind::Deliver || trace.kindAt(i) == EventKind::Drop) &&
                        trace[i].message == message)
                        return i;
            }
            return *at;
        }
    // The event the note stands before: past any other notes on it.
    size_t i = note.event + 1;
    while (i < trace.size() && trace.kindAt(i) == EventKind::Note)
        ++i;
    return std::min(i, trace.size() - 1);
}

} // namespace corrsim

namespace corrsim {

std::vector<std::optional<size_t>> notesOfNarrative(const Scenario &scenario, const std::vector<LessonNote> &notes)
{
    const Json narrative = Json::parse(scenario.toJson()).value("narrative", Json::array());
    std::vector<std::optional<size_t>> noteOf(narrative.size());
    std::vector<bool> taken(notes.size());
    for (size_t n = 0; n < narrative.size(); ++n) {
        const std::string text = narrative[n].value("text", ""), ask = narrative[n].value("ask", "");
        for (size_t i = 0; i < notes.size() && !noteOf[n]; ++i)
            if (!taken[i] && notes[i].text == text && notes[i].ask == ask) {
                noteOf[n] = i;
                taken[i] = true;
            }
    }
    return noteOf;
}

std::optional<size_t> eventAfterNote(const Trace &trace, size_t noteEvent)
{
    for (size_t next = noteEvent + 1; next < trace.size(); ++next)
        if (trace.kindAt(next) != EventKind::Note)
            return next;
    return std::nullopt;
}

} // namespace corrsim
