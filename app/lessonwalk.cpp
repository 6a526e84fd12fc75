#include "lessonwalk.h"

#include "playback.h"
#include "run/runrecord.h"

#include <algorithm>

namespace corrsim {

LessonWalk::LessonWalk(Playback *playback, QObject *parent) : QObject(parent), m_playback(playback)
{
    connect(playback, &Playback::cursorChanged, this, &LessonWalk::onCursor);
    // Play stopped once at the event a revealed question was about.
    connect(playback, &Playback::reachedStop, this, &LessonWalk::momentReached);
}

void LessonWalk::setRun(std::shared_ptr<const RunRecord> run)
{
    m_run = std::move(run);
    m_questions.clear();
    m_moments.clear();
    m_revealed.clear();
    if (!m_run)
        return;
    for (LessonNote &n : lessonNotes(m_run->trace()))
        if (n.isQuestion() && n.pause) {
            m_moments.push_back(decidingEvent(m_run->trace(), n));
            m_questions.push_back(std::move(n));
        }
    emit revealedChanged();
}

void LessonWalk::setAsking(bool on)
{
    m_asking = on;
}

size_t LessonWalk::moment(size_t note) const
{
    for (size_t i = 0; i < m_questions.size(); ++i)
        if (m_questions[i].event == note)
            return m_moments[i];
    return note;
}

LessonWalk::Stop LessonWalk::stop() const
{
    if (!m_run || m_run->trace().size() == 0)
        return Stop::Start;
    if (m_playback->playing())
        return Stop::Playing;
    const size_t cursor = m_playback->cursor();
    if (m_asking)
        for (const LessonNote &q : m_questions)
            if (q.event == cursor)
                return isRevealed(cursor) ? Stop::Revealed : Stop::Question;
    // A moment at the very last event is the end as well: nothing is left to play on to.
    if (cursor + 1 >= m_run->trace().size())
        return Stop::End;
    if (m_asking)
        for (size_t i = 0; i < m_questions.size(); ++i)
            if (m_moments[i] == cursor && m_questions[i].event < cursor)
                return Stop::Moment;
    return cursor == 0 ? Stop::Start : Stop::Paused;
}

std::vector<LessonWalk::Point> LessonWalk::points() const
{
    std::vector<Point> points{{0, Stop::Start, 0}};
    if (m_asking)
        for (size_t i = 0; i < m_questions.size(); ++i) {
            const size_t note = m_questions[i].event;
            points.push_back({note, Stop::Question, note});
            points.push_back({note, Stop::Revealed, note});
            points.push_back({m_moments[i], Stop::Moment, note});
        }
    points.push_back({m_run->trace().size() - 1, Stop::End, 0});
    // In the order the class meets them: by event, then question, reveal, moment.
    const auto rank = [](Stop s) { return s == Stop::Start ? 0 : s == Stop::End ? 9 : int(s); };
    std::stable_sort(points.begin(), points.end(), [&](const Point &a, const Point &b) {
        return a.event != b.event ? a.event < b.event : rank(a.stop) < rank(b.stop);
    });
    return points;
}

void LessonWalk::goTo(const Point &p)
{
    m_playback->pause();
    m_playback->setCursor(p.event);
    if (p.stop == Stop::Revealed && m_revealed.insert(p.note).second)
        emit revealedChanged();
    if (p.stop == Stop::Question && m_revealed.erase(p.note)) {
        m_playback->clearStop();
        emit revealedChanged();
    }
    if (p.stop == Stop::Moment)
        emit momentReached(p.event);
}

void LessonWalk::advance()
{
    if (!m_run || m_run->trace().size() == 0)
        return;
    switch (stop()) {
    case Stop::Playing:
        // Space pauses as it always has; the next press plays on towards the same stop.
        m_playback->pause();
        return;
    case Stop::Question:
        reveal();
        return;
    case Stop::Revealed:
        m_playback->stopOnceAt(moment(m_playback->cursor()));
        m_playback->play();
        return;
    case Stop::End:
        // In a class, play would start the run again: the teacher goes back with Home,
        // or on to the session's next lesson.
        if (!m_asking)
            m_playback->play();
        else
            emit endPassed();
        return;
    case Stop::Start:
    case Stop::Paused:
    case Stop::Moment:
        m_playback->play();
        return;
    }
}

void LessonWalk::back()
{
    if (!m_run || m_run->trace().size() == 0)
        return;
    m_playback->pause();
    const size_t cursor = m_playback->cursor();
    if (stop() == Stop::Revealed) {
        m_revealed.erase(cursor);
        m_playback->clearStop();
        emit revealedChanged();
        return;
    }
    const std::vector<Point> all = points();
    const auto before = std::find_if(all.rbegin(), all.rend(), [&](const Point &p) { return p.event < cursor; });
    if (before != all.rend())
        goTo(*before);
}

void LessonWalk::reveal()
{
    if (m_asking && stop() == Stop::Question) {
        m_revealed.insert(m_playback->cursor());
        // However play goes on (this walk, the Play button), it stops at the moment.
        m_playback->stopOnceAt(moment(m_playback->cursor()));
        emit revealedChanged();
    }
}

void LessonWalk::stepForward()
{
    if (m_asking && stop() == Stop::Question)
        reveal();
    else
        m_playback->stepForward();
}

void LessonWalk::toEnd()
{
    if (!m_run || m_run->trace().size() == 0)
        return;
    if (m_asking && stop() == Stop::Question)
        return reveal();
    const size_t cursor = m_playback->cursor();
    if (m_asking)
        for (const LessonNote &q : m_questions)
            if (q.event > cursor && !isRevealed(q.event))
                return goTo({q.event, Stop::Question, q.event});
    m_playback->pause();
    m_playback->toEnd();
}

void LessonWalk::onCursor(size_t index)
{
    // Back before a question (Home, then play): it is asked again.
    const auto later = m_revealed.upper_bound(index);
    if (later != m_revealed.end()) {
        m_revealed.erase(later, m_revealed.end());
        emit revealedChanged();
    }
}

} // namespace corrsim
