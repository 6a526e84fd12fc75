#include "run/lessonnotes.h"

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
