#pragma once
// Virtual time to pixels and back, shared by the sequence diagram and the saga
// timeline. Long idle stretches (a 1-hour TTL beside millisecond replies) are squeezed
// to a fixed height and remembered as breaks, so both stay readable and the view can
// draw where time was cut.

#include "trace/simtime.h"

#include <string>
#include <vector>

namespace corrsim {

class TimeAxis
{
public:
    struct Break
    {
        SimTime from, to; // the idle stretch that was cut
        double y = 0;     // where it starts on screen
    };

    /// Builds the axis from the times at which something happens. Gaps longer than
    /// maxGap are drawn breakHeight pixels tall instead of to scale.
    void build(const std::vector<SimTime> &times, double pixelsPerMs, SimTime maxGap, double breakHeight);
    /// The same, from times handed over one at a time in order (a trace's own events,
    /// without a copy of their times): begin, add each, finish.
    void begin(double pixelsPerMs, SimTime maxGap, double breakHeight);
    void add(SimTime t);
    /// Moves on to t with nothing cut on the way: every gap up to t is known to be
    /// shorter than maxGap (DiagramData keeps only the long ones).
    void addToScale(SimTime t);
    void finish();

    double y(SimTime t) const;
    SimTime time(double y) const;
    double height() const { return m_height; }
    double pixelsPerMs() const { return m_pxPerMs; }
    const std::vector<Break> &breaks() const { return m_breaks; }

    /// A labelled time on the axis.
    struct Tick
    {
        SimTime t;
        double y = 0;
        bool edge = false; // the first or last time of an uncut stretch (beside a cut, or an end)
        std::string label; // the clock time ("61 min"); after the start of a stretch that
                           // follows a cut, the time since that start ("+20 ms"), short
                           // enough for the gutter
    };
    /// The ticks between times from and to: both ends of every uncut stretch, so the
    /// time on each side of a cut is said, and round steps (1, 2 or 5 x 10^k) inside
    /// each stretch, at least spacing pixels apart and clear of its ends.
    std::vector<Tick> ticks(SimTime from, SimTime to, double spacing) const;

private:
    // Piecewise-linear: segment i maps [m_t[i], m_t[i+1]] onto [m_y[i], m_y[i+1]]; the
    // knots are the ends of the breaks and of the run.
    std::vector<SimTime> m_t;
    std::vector<double> m_y;
    std::vector<Break> m_breaks;
    double m_pxPerMs = 1;
    double m_height = 0;
    SimTime m_maxGap, m_previous; // while building
    double m_breakHeight = 0;
};

/// The smallest round step (1, 2 or 5 x 10^k) of at least `atLeast`: tick spacing for
/// the diagram's time ticks, the saga timeline's axis and the charts' counts.
double niceStep(double atLeast);

} // namespace corrsim
