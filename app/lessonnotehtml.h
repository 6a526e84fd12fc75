#pragma once
// A lesson note in the words the class reads: its text, a predict step's question and
// lettered choices, and once revealed the answer, the right choice ticked and when the
// moment it is about happens. One place for those words, so the lesson panel only
// decides what is shown.

#include "run/lessonnotes.h"

#include <QString>

namespace corrsim {

/// What the class has been shown of a note, and where playback stands against it.
struct NoteShown
{
    bool revealed = false; // its answer is shown
    bool compact = false;  // presentation: once revealed, the setting gives way to the answer
    bool asking = true;    // lesson mode (analysis shows all, and asks nothing)
    /// Where playback stands: at the question itself, at the moment it is about, or elsewhere.
    enum class At { Question, Moment, Elsewhere } at = At::Elsewhere;
    QString momentTime;       // "22 ms": when the moment happens
    bool momentLater = false; // later than the question (else at the same instant)
    QString answer;           // the reveal as shown (a student copy's says the teacher has it)
};

/// A question's choices as a list lettered A, B, C (none: nothing); once revealed, the
/// right one (`answer`, when the lesson names it) in bold with a tick.
QString choicesHtml(const std::vector<std::string> &choices, const std::string &answer = {});

/// The note as rich text for the lesson panel.
QString lessonNoteHtml(const LessonNote &note, const NoteShown &shown);

} // namespace corrsim
