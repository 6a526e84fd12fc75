#pragma once
// The presenter view, as slide software has it: with two screens, the projector shows the
// diagram and the question; the teacher's laptop shows this window: the note the lesson
// stands at, the question with its answer (whether or not the class has seen it), the
// next question, and where the session is in the class playlist. The lesson's keys work
// here too, so the teacher may click into it.

#include "run/lessonnotes.h"

#include <QWidget>

#include <memory>
#include <optional>
#include <vector>

class QLabel;

namespace corrsim {

class LessonWalk;
class Playback;
struct RunRecord;

/// What the presenter reads at cursor `cursor`: the last note at or before it, the last
/// question at or before it (its answer), and the first question after it.
struct PresenterNotes
{
    std::optional<LessonNote> now, question, next;
};
PresenterNotes presenterNotes(const std::vector<LessonNote> &notes, size_t cursor);

class PresenterView : public QWidget
{
    Q_OBJECT
public:
    PresenterView(Playback *playback, LessonWalk *walk, QWidget *parent = nullptr);
    void setRun(std::shared_ptr<const RunRecord> run);
    /// "Lesson 2 of 5 · next: The partition key: which projection keeps an account's order?"
    void setSession(const QString &words);
    /// The words shown, for tests.
    QString text() const;

signals:
    /// Closed by its own window's close button.
    void closed();

protected:
    void keyPressEvent(QKeyEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

private:
    void update();

    Playback *m_playback;
    LessonWalk *m_walk;
    std::shared_ptr<const RunRecord> m_run;
    std::vector<LessonNote> m_notes;
    QLabel *m_title = nullptr, *m_session = nullptr, *m_now = nullptr, *m_question = nullptr, *m_next = nullptr;
};

} // namespace corrsim
