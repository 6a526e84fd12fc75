#pragma once
// A narrative note as the app writes one (Lesson > Add note here, Ask here): the event
// it belongs to, what the class reads, and a predict step's question.

#include "scenario/lessonquestion.h"
#include "scenario/noteanchor.h"

#include <optional>
#include <string>

namespace corrsim {

struct NarrativeNote
{
    NoteAnchor on;
    std::string text;
    bool pause = false;                     // playback stops here (a question always does)
    std::optional<LessonQuestion> question; // a predict step's; its answer may be ""
};

} // namespace corrsim
