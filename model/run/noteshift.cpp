#include "run/noteshift.h"

#include "run/lessonnotes.h"
#include "trace/conversationref.h"
#include "trace/eventshape.h"

namespace corrsim {

namespace {

/// "B" where the scenario wrote the ID, "PRQ-#2" where it was generated (its text
/// changes with the seed; its space and number do not).
std::string nameOf(const IdRegistry &ids, Id id)
{
    return conversationName(ids, id).value_or(ids.format(id));
}

} // namespace

std::vector<std::optional<NoteSubject>> noteSubjects(const Scenario &scenario, const Trace &run)
{
    const std::vector<LessonNote> notes = lessonNotes(run);
    const std::vector<std::optional<size_t>> noteOf = notesOfNarrative(scenario, notes);
    std::vector<std::optional<NoteSubject>> subjects(noteOf.size());
    for (size_t entry = 0; entry < noteOf.size(); ++entry) {
        if (!noteOf[entry])
            continue;
        const std::optional<size_t> at = eventAfterNote(run, notes[*noteOf[entry]].event);
        if (!at)
            continue;
        const TraceEvent e = run[*at];
        NoteSubject s;
        if (shapeOf(e.kind).message && !e.correlation.isNull())
            s.conversation = nameOf(run.ids(), e.correlation);
        else if (hasKey(e.kind) && !e.key().isNull())
            s.conversation = nameOf(run.ids(), e.key());
        s.copy = e.kind == EventKind::Deliver && (e.flags & FlagDuplicate);
        subjects[entry] = s;
    }
    return subjects;
}

std::vector<NoteShift> shiftedNotes(const std::vector<std::optional<NoteSubject>> &was,
                                    const std::vector<std::optional<NoteSubject>> &now)
{
    std::vector<NoteShift> shifts;
    for (size_t entry = 0; entry < was.size(); ++entry) {
        const std::optional<NoteSubject> shown = entry < now.size() ? now[entry] : std::nullopt;
        if (was[entry] && was[entry] != shown)
            shifts.push_back({entry, *was[entry], shown});
    }
    return shifts;
}

} // namespace corrsim
