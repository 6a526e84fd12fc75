#include "playback.h"

#include "run/runrecord.h"

namespace corrsim {

Playback::Playback(QObject *parent) : QObject(parent)
{
    m_timer.setInterval(33);
    connect(&m_timer, &QTimer::timeout, this, &Playback::tick);
}

void Playback::setRun(std::shared_ptr<const RunRecord> run)
{
    pause();
    m_run = std::move(run);
    m_cursor = 0;
    m_stopAt.reset();
}

bool Playback::isPauseNote(size_t index) const
{
    const TraceEvent &e = m_run->trace()[index];
    return m_pauseAtNotes && e.kind == EventKind::Note && (e.flags & FlagPause);
}

size_t Playback::eventCount() const
{
    return m_run ? m_run->trace().size() : 0;
}

void Playback::setCursor(size_t index)
{
    if (!m_run || m_run->trace().size() == 0)
        return;
    m_cursor = std::min(index, m_run->trace().size() - 1);
    if (m_stopAt && m_cursor >= *m_stopAt)
        m_stopAt.reset(); // moved there (or past it) by hand: nothing left to stop for
    m_virtualMs = m_run->trace()[m_cursor].time.millis();
    emit cursorChanged(m_cursor);
}

void Playback::play()
{
    if (!m_run || m_timer.isActive())
        return;
    if (m_cursor + 1 >= eventCount())
        setCursor(0);
    m_virtualMs = m_run->trace()[m_cursor].time.millis();
    m_timer.start();
    emit playingChanged(true);
}

void Playback::pause()
{
    if (!m_timer.isActive())
        return;
    m_timer.stop();
    emit playingChanged(false);
}

void Playback::togglePlay()
{
    playing() ? pause() : play();
}
void Playback::stepForward()
{
    setCursor(m_cursor + 1);
}
void Playback::stepBack()
{
    setCursor(m_cursor == 0 ? 0 : m_cursor - 1);
}
void Playback::toStart()
{
    setCursor(0);
}
void Playback::toEnd()
{
    setCursor(eventCount() ? eventCount() - 1 : 0);
}

bool Playback::runUntil(const std::function<bool(const TraceEvent &)> &match)
{
    if (!m_run)
        return false;
    const Trace &t = m_run->trace();
    for (size_t i = m_cursor + 1; i < t.size(); ++i) {
        if (isPauseNote(i)) {
            pause();
            setCursor(i);
            emit pausedAtNote(i);
            return true;
        }
        if (match(t[i])) {
            pause();
            setCursor(i);
            return true;
        }
    }
    return false;
}

void Playback::tick()
{
    advance(m_timer.interval());
}

void Playback::advance(double realMs)
{
    if (!m_run || !m_timer.isActive())
        return;
    const Trace &t = m_run->trace();
    m_virtualMs += m_speed * realMs / 1000.0;
    if (m_cursor + 1 < t.size()) {
        // Nothing happens for a long stretch (a TTL, a retry timer): skip it, saying so,
        // and arrive a moment before the next event so it can be seen coming.
        const double nextMs = t[m_cursor + 1].time.millis();
        if ((nextMs - m_virtualMs) / m_speed > IdleSkipSeconds) {
            const double lead = m_speed * 0.4;
            emit skippedIdle(SimTime::fromMicros(int64_t(m_virtualMs * 1000)), t[m_cursor + 1].time);
            m_virtualMs = nextMs - lead;
        }
    }
    size_t next = m_cursor;
    while (next + 1 < t.size() && t[next + 1].time.millis() <= m_virtualMs) {
        ++next;
        // A moment to stop and ask the class what they expect, or the moment a revealed
        // question was about (stop so the class sees it happen).
        const bool question = isPauseNote(next);
        if (question || (m_stopAt && next >= *m_stopAt)) {
            m_stopAt.reset();
            m_timer.stop();
            setCursor(next);
            emit playingChanged(false);
            if (question)
                emit pausedAtNote(next);
            else
                emit reachedStop(next);
            return;
        }
    }
    if (next != m_cursor)
        setCursor(next);
    if (next + 1 >= t.size()) {
        m_timer.stop();
        emit playingChanged(false);
    }
}

} // namespace corrsim
