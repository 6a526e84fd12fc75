#pragma once
// Playback moves a cursor over the run's events; every view shows the run up to it.
// Play advances virtual time at a chosen speed; it stops at a narrative note that asks
// the class to predict what comes next (every way of moving forward does: play, and
// running to the next event of a kind), and once at a moment asked for (the event
// that decides a question, after its Reveal).

#include "trace/simtime.h"

#include <QObject>
#include <QTimer>

#include <functional>
#include <memory>
#include <optional>

namespace corrsim {

struct RunRecord;
struct TraceEvent;

class Playback : public QObject
{
    Q_OBJECT
public:
    explicit Playback(QObject *parent = nullptr);
    void setRun(std::shared_ptr<const RunRecord> run);
    size_t cursor() const { return m_cursor; }
    size_t eventCount() const;
    bool playing() const { return m_timer.isActive(); }
    /// Virtual milliseconds played per real second.
    void setSpeed(double msPerSecond) { m_speed = msPerSecond; }
    /// Moves to the next event after the cursor for which `match` holds; false if none.
    /// A pause note on the way stops it there first (the class is asked before it moves on).
    bool runUntil(const std::function<bool(const TraceEvent &)> &match);
    /// One step of play for `realMs` of wall time (the timer calls it; tests call it to
    /// play a run without waiting for it).
    void advance(double realMs);
    double speed() const { return m_speed; }
    /// Whether play stops at pause notes (not for a run whose notes were written for
    /// other parameters: they are not shown, so there is nothing to stop for).
    void setPauseAtNotes(bool on) { m_pauseAtNotes = on; }
    /// Play stops once when it reaches event `index` (and reports it with reachedStop).
    void stopOnceAt(size_t index) { m_stopAt = index; }
    /// Play no longer stops there (the question it was for was taken back).
    void clearStop() { m_stopAt.reset(); }
    static constexpr double DefaultSpeed = 20; // virtual ms per real second

public slots:
    void setCursor(size_t index);
    void play();
    void pause();
    void togglePlay();
    void stepForward();
    void stepBack();
    void toStart();
    void toEnd();

signals:
    void cursorChanged(size_t index);
    void playingChanged(bool playing);
    /// Playback stopped at a note that asks to predict what happens next.
    void pausedAtNote(size_t index);
    /// Play stopped at the event stopOnceAt asked for.
    void reachedStop(size_t index);
    /// Play jumped over a stretch where nothing happens (it would take more than a
    /// couple of seconds to watch at this speed).
    void skippedIdle(SimTime from, SimTime to);

private:
    void tick();
    bool isPauseNote(size_t index) const;

    std::shared_ptr<const RunRecord> m_run;
    size_t m_cursor = 0;
    double m_speed = DefaultSpeed;
    /// Real seconds of nothing happening that play sits through before skipping ahead.
    static constexpr double IdleSkipSeconds = 1.5;
    double m_virtualMs = 0;
    bool m_pauseAtNotes = true;
    std::optional<size_t> m_stopAt;
    QTimer m_timer;
};

} // namespace corrsim
