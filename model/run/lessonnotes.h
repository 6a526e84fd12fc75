#pragma once
// A run's narrative as the classroom plays it: each note with its time and, for a predict
// step, the question, the choices and the reveal. The reveal is the answer: a view shows
// it only once the cursor has passed the note (or the class has asked for it).

#include "scenario/noteanchor.h"
#include "trace/trace.h"

#include <optional>
#include <string>
#include <vector>

namespace corrsim {

class Scenario;

struct LessonNote
{
    size_t event = 0; // the note's trace event
    SimTime time;
    std::string text; // what the class reads at the note
    bool pause = false;
    std::string ask; // a predict step's question; empty for a plain note
    std::vector<std::string> choices;
    std::string reveal;
    std::string answer;                // the correct choice (or a short answer); empty where the lesson names none
    std::optional<NoteAnchor> decides; // the event that answers it, where the lesson names one

    bool isQuestion() const { return !ask.empty(); }
};

std::vector<LessonNote> lessonNotes(const Trace &trace);

/// The event that answers the question at `note` (the moment the class is shown after
/// Reveal): the one its `decides` names, when that happens after the note (a send: where
/// that message arrives, its arrow drawn whole); else the event the note stands before (a
/// step goes `on` the event that decides it). The trace's last event when nothing follows.
size_t decidingEvent(const Trace &trace, const LessonNote &note);

/// The event a note stands right before: the first after it that is no note (none: the
/// note ends the run).
std::optional<size_t> eventAfterNote(const Trace &trace, size_t noteEvent);

/// For each entry of the scenario's "narrative" (as it plays), its note among `notes` of
/// its run; none where its event did not happen. Matched by text and question, in order.
std::vector<std::optional<size_t>> notesOfNarrative(const Scenario &scenario, const std::vector<LessonNote> &notes);

} // namespace corrsim
