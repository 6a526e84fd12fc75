#include "timeaxis.h"

#include <algorithm>
#include <cmath>

namespace corrsim {

void TimeAxis::build(const std::vector<SimTime> &given, double pixelsPerMs, SimTime maxGap, double breakHeight)
{
    // Times come in order from a trace; anything else is sorted on a copy.
    std::vector<SimTime> sorted;
    const std::vector<SimTime> *times = &given;
    if (!std::is_sorted(given.begin(), given.end())) {
        sorted = given;
        std::sort(sorted.begin(), sorted.end());
        times = &sorted;
    }
    begin(pixelsPerMs, maxGap, breakHeight);
    for (SimTime t : *times)
        add(t);
    finish();
}

void TimeAxis::begin(double pixelsPerMs, SimTime maxGap, double breakHeight)
{
    m_pxPerMs = pixelsPerMs;
    m_maxGap = maxGap;
    m_breakHeight = breakHeight;
    m_t.assign(1, SimTime());
    m_y.assign(1, 0);
    m_breaks.clear();
    m_previous = SimTime();
    m_height = 0;
}

void TimeAxis::add(SimTime t)
{
    // Time is to scale everywhere but in the breaks, so the axis keeps only the knots
    // where a break starts and ends (and the two ends): a zoom on a run of millions of
    // events is one pass over their times, and the axis is as small as its breaks.
    if (t <= m_previous)
        return;
    const SimTime gap = t - m_previous;
    if (gap > m_maxGap) {
        if (m_t.back() != m_previous) {
            m_t.push_back(m_previous);
            m_y.push_back(m_height);
        }
        m_breaks.push_back({m_previous, t, m_height});
        m_height += m_breakHeight;
        m_t.push_back(t);
        m_y.push_back(m_height);
    } else {
        m_height += gap.millis() * m_pxPerMs;
    }
    m_previous = t;
}

void TimeAxis::addToScale(SimTime t)
{
    if (t <= m_previous)
        return;
    m_height += (t - m_previous).millis() * m_pxPerMs;
    m_previous = t;
}

void TimeAxis::finish()
{
    if (m_t.back() != m_previous) {
        m_t.push_back(m_previous);
        m_y.push_back(m_height);
    }
}

double TimeAxis::y(SimTime t) const
{
    if (m_t.empty())
        return t.millis() * m_pxPerMs;
    if (t <= m_t.front())
        return m_y.front() - (m_t.front() - t).millis() * m_pxPerMs;
    if (t >= m_t.back())
        return m_y.back() + (t - m_t.back()).millis() * m_pxPerMs;
    const size_t i = size_t(std::upper_bound(m_t.begin(), m_t.end(), t) - m_t.begin()) - 1;
    const double span = double((m_t[i + 1] - m_t[i]).micros());
    const double f = span > 0 ? double((t - m_t[i]).micros()) / span : 0;
    return m_y[i] + f * (m_y[i + 1] - m_y[i]);
}

SimTime TimeAxis::time(double y) const
{
    if (m_t.empty() || y <= m_y.front())
        return m_t.empty() ? SimTime::fromMicros(int64_t(y / m_pxPerMs * 1000)) : m_t.front();
    if (y >= m_y.back())
        return m_t.back() + SimTime::fromMicros(int64_t((y - m_y.back()) / m_pxPerMs * 1000));
    const size_t i = size_t(std::upper_bound(m_y.begin(), m_y.end(), y) - m_y.begin()) - 1;
    const double h = m_y[i + 1] - m_y[i];
    const double f = h > 0 ? (y - m_y[i]) / h : 0;
    return m_t[i] + SimTime::fromMicros(int64_t(f * double((m_t[i + 1] - m_t[i]).micros())));
}

std::vector<TimeAxis::Tick> TimeAxis::ticks(SimTime from, SimTime to, double spacing) const
{
    std::vector<Tick> out;
    if (m_t.empty())
        return out;
    // Round steps counted from each stretch's start: after a cut at 61 min the steps
    // read "+10 ms", not "61 min 0.01 s", which would not fit the gutter.
    const int64_t stepUs = std::max<int64_t>(1, std::llround(niceStep(spacing / m_pxPerMs) * 1000));
    constexpr double TextLine = 16; // two edges closer than a line of text: only the first
    SimTime start = m_t.front();
    for (size_t i = 0; i <= m_breaks.size(); ++i) {
        const SimTime end = i < m_breaks.size() ? m_breaks[i].from : m_t.back();
        if (end >= from && start <= to) {
            const double y0 = y(start), y1 = y(end);
            out.push_back({start, y0, true, formatClock(start)});
            const int64_t firstStep = from > start ? std::max<int64_t>(1, (from - start).micros() / stepUs) : 1;
            for (int64_t k = firstStep * stepUs; start + SimTime::fromMicros(k) < end; k += stepUs) {
                const SimTime at = start + SimTime::fromMicros(k);
                if (at > to)
                    break;
                const double ya = y(at);
                if (ya - out.back().y < spacing / 2 || y1 - ya < spacing / 2)
                    continue;
                out.push_back({at, ya, false, start == SimTime() ? formatClock(at) : "+" + formatClock(at - start)});
            }
            // The last time before a cut, also from the stretch's start ("63 min", then
            // "+15 ms"): "63 min 0.015 s" would be cut or too small to read.
            if (end > start && y1 - y0 >= TextLine)
                out.push_back({end, y1, true, start == SimTime() ? formatClock(end) : "+" + formatClock(end - start)});
        }
        if (i < m_breaks.size())
            start = m_breaks[i].to;
    }
    return out;
}

double niceStep(double atLeast)
{
    atLeast = std::max(atLeast, 1e-6);
    const double base = std::pow(10.0, std::floor(std::log10(atLeast)));
    for (double m : {1.0, 2.0, 5.0})
        if (base * m >= atLeast)
            return base * m;
    return base * 10;
}

} // namespace corrsim
