#include "run/lessonnotes.h"

#include "input/json.h"
#include "scenario/scenario.h"
#include "trace/vocabulary.h"

namespace corrsim {

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
        notes.push_back(std::move(n));
    }
    return notes;
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

} // namespace corrsim
