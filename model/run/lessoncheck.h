#pragma once
// The lesson check a teacher's CI runs (`corrsim validate --lesson FILE`): the lesson and
// each of its variants is run, and a problem is named where the classroom would meet it.
//  - a note whose event did not happen (it would never be shown);
//  - a predict step at a time: only a step "on" the event that decides its answer stops
//    before that event whatever the parameters, so only such a step can be checked;
//  - a predict step that names no `answer`;
//  - a text the class can read before a predict step (the title, the summary, a variant's
//    title, an earlier note, a decided expectation's name) that contains its secret: an
//    answer of three words or more, the reveal or one of its sentences of four words or
//    more, a later note, or the name of an expectation not yet decided.
// The same reading of the screen as the classroom's own test (tests/tst_predictsteps).

#include "scenario/noteanchor.h"
#include "trace/finding.h"

#include <optional>
#include <string>
#include <vector>

namespace corrsim {

class Scenario;

struct LessonProblem
{
    std::string where;   // its JSON path ("/variants/1/narrative/4"), or "" for the lesson
    std::string variant; // the variant whose run alone shows it, where the path is the lesson's own
    Finding finding;     // what is wrong
    /// The deciding event a finding names (its %1 holds the command line's words for it),
    /// for the window to say in its own.
    std::optional<NoteAnchor> decides;
    bool operator==(const LessonProblem &) const = default;
};

struct LessonCheck
{
    std::vector<LessonProblem> problems;
    size_t runs = 0;  // the lesson and its variants
    size_t notes = 0; // the notes shown, over all runs
    size_t steps = 0; // the predict steps, over all runs
};

LessonCheck checkLesson(const Scenario &lesson);

/// Where the problem is and what it is, in English for the command line:
/// "/narrative/4 (variant slow): a predict step at a time: …".
std::string lessonProblemWords(const LessonProblem &p);

} // namespace corrsim
