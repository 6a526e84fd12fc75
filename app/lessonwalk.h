#pragma once
// A class run with one key. A presenter's clicker sends PageDown and PageUp (some send
// Right and Left); a teacher at the keyboard presses Space. Each press takes the lesson
// one stop on: play to the next question, reveal it, play on to the event that answers
// it (its conversation selected), play on to the next question or the end. Back goes
// the same way in reverse. No key moves past a question that has not been revealed.
//
// The walk owns what the class has been shown of each question (revealed or not); the
// lesson panel draws that, and Playback moves the cursor. It knows no widget, so a test
// drives it with a Playback alone.

#include "run/lessonnotes.h"

#include <QObject>

#include <memory>
#include <optional>
#include <set>
#include <vector>

namespace corrsim {

class Playback;
struct RunRecord;

class LessonWalk : public QObject
{
    Q_OBJECT
public:
    /// Where the lesson stands. Playing: on its way to the next stop; Paused: stopped
    /// between stops (by hand, or at a plain note).
    enum class Stop { Start, Playing, Paused, Question, Revealed, Moment, End };
    Q_ENUM(Stop)

    explicit LessonWalk(Playback *playback, QObject *parent = nullptr);
    /// A new run: every question asked again from the start.
    void setRun(std::shared_ptr<const RunRecord> run);
    /// Off (analysis, or notes written for other parameters): questions do not hold the
    /// keys back, and advance is plain play and pause.
    void setAsking(bool on);

    Stop stop() const;
    /// The event that answers question `note` (its note's trace event).
    size_t moment(size_t note) const;
    /// Whether the class has been shown the answer of the question at trace event `note`.
    bool isRevealed(size_t note) const { return m_revealed.count(note) > 0; }
    const std::set<size_t> &revealed() const { return m_revealed; }

public slots:
    /// One stop on (Space, PageDown, Right).
    void advance();
    /// One stop back (PageUp, Left).
    void back();
    /// Reveals the question at the cursor (R, or the Reveal button).
    void reveal();
    /// One event on, but a question at the cursor is revealed first (Shift+Right).
    void stepForward();
    /// To the end, stopping at the first question on the way that is not yet revealed (End).
    void toEnd();

signals:
    /// What has been revealed changed (a reveal, or going back before a question).
    void revealedChanged();
    /// The lesson stopped at the event a question is about: select its conversation.
    void momentReached(size_t event);
    /// The advance key at the lesson's end: the class playlist's next lesson, if any.
    void endPassed();

private:
    struct Point
    {
        size_t event;
        Stop stop;   // Question, Revealed, Moment (in that order on one event), Start, End
        size_t note; // the question's note event (Question, Revealed, Moment)
    };
    /// Every stop of the lesson, in order: the start, each question, its reveal and its
    /// moment, and the end.
    std::vector<Point> points() const;
    /// Where the cursor is among points(): the index of the last point at or before it.
    std::optional<size_t> position() const;
    void goTo(const Point &p);
    void onCursor(size_t index);

    Playback *m_playback;
    std::shared_ptr<const RunRecord> m_run;
    std::vector<LessonNote> m_questions;
    std::vector<size_t> m_moments; // each question's deciding event
    std::set<size_t> m_revealed;
    bool m_asking = true;
};

} // namespace corrsim
