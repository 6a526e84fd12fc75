#include "timeaxis.h"

#include <algorithm>
#include <cmath>

namespace corrsim {

void TimeAxis::build(std::vector<SimTime> times, double pixelsPerMs, SimTime maxGap, double breakHeight)
{
    m_pxPerMs = pixelsPerMs;
    m_t.clear();
    m_y.clear();
    m_breaks.clear();
    times.push_back(SimTime());
    std::sort(times.begin(), times.end());
    times.erase(std::unique(times.begin(), times.end()), times.end());
    double y = 0;
    m_t.push_back(times.front());
    m_y.push_back(0);
    for (size_t i = 1; i < times.size(); ++i) {
        const SimTime gap = times[i] - times[i - 1];
        if (gap > maxGap) {
            m_breaks.push_back({times[i - 1], times[i], y});
            y += breakHeight;
        } else {
            y += gap.millis() * pixelsPerMs;
        }
        m_t.push_back(times[i]);
        m_y.push_back(y);
    }
    m_height = y;
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
