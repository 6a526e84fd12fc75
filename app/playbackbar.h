#pragma once
// The playback controls: start, step back, play/pause, step forward, end, "next
// problem" (the next 4xx/5xx, discard, mismatch or crash), speed, and a scrubber over
// the run's events with the virtual time at the cursor. Their keys, and the lesson's
// one advance key (Space, PageDown, Right: what a presenter's clicker sends), go
// through the lesson's walk, so no key plays past a question before it is revealed.

#include <QToolBar>

class QComboBox;
class QLabel;
class QSlider;

namespace corrsim {

class LessonWalk;
class Playback;

class PlaybackBar : public QToolBar
{
    Q_OBJECT
public:
    /// `parent` is the window whose keys these are.
    PlaybackBar(Playback *playback, LessonWalk *walk, QWidget *parent);
    void setEventCount(size_t count);
    /// A class run (true): Space, PageDown and Right advance the lesson and PageUp and
    /// Left go back; Shift+Right and Shift+Left step one event. Analysis (false): Space
    /// plays and pauses, Right and Left step, PageDown and PageUp advance and go back.
    void setLessonKeys(bool on);
    void showCursor(size_t index, const QString &time);

signals:
    void nextProblemRequested();

private:
    Playback *m_playback;
    QAction *m_play = nullptr;
    QAction *m_stepForward = nullptr, *m_stepBack = nullptr;
    QAction *m_advance = nullptr, *m_back = nullptr;
    QSlider *m_scrubber = nullptr;
    QLabel *m_time = nullptr;
    QComboBox *m_speed = nullptr;
};

} // namespace corrsim
