#pragma once
// The playback controls: start, step back, play/pause, step forward, end, "next
// problem" (the next 4xx/5xx, discard, mismatch or crash), speed, and a scrubber over
// the run's events with the virtual time at the cursor.

#include <QToolBar>

class QComboBox;
class QLabel;
class QSlider;

namespace corrsim {

class Playback;

class PlaybackBar : public QToolBar
{
    Q_OBJECT
public:
    PlaybackBar(Playback *playback, QWidget *parent = nullptr);
    void setEventCount(size_t count);
    void showCursor(size_t index, const QString &time);

signals:
    void nextProblemRequested();

private:
    Playback *m_playback;
    QAction *m_play = nullptr;
    QSlider *m_scrubber = nullptr;
    QLabel *m_time = nullptr;
    QComboBox *m_speed = nullptr;
};

} // namespace corrsim
