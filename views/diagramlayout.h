#pragma once
// Where the sequence diagram puts things: each lane's lifeline across, and virtual time
// down (with idle stretches cut, see TimeAxis). One value, laid out by the view when its
// lanes, width or zoom change, and read by the view, its scene item and the exports, so
// every line of one drawing agrees on the geometry.

#include "diagramdata.h"
#include "timeaxis.h"

#include <vector>

namespace corrsim {

namespace diagramlayout {
inline constexpr double HeaderHeight = 68;                    // the lane headers, pinned to the top of the view
inline constexpr double LabelRoom = 32;                       // below them, room for the words above the first arrow
inline constexpr double TopMargin = HeaderHeight + LabelRoom; // where time 0 is
inline constexpr double LeftGutter = 64;                      // time labels
inline constexpr double RightMargin = 20;
inline constexpr double BottomMargin = 60;
inline constexpr double BreakHeight = 36;
inline constexpr double ThinLaneWidth = 26; // a lane out of focus
} // namespace diagramlayout

class DiagramLayout
{
public:
    /// Lays the lanes side by side: laneWidth each, a thin one (out of focus) narrower,
    /// right of a gutter for the time labels (wider for the large text of presentation).
    void setLanes(const std::vector<DiagramData::Lane> &lanes, double laneWidth,
                  double gutter = diagramlayout::LeftGutter, double top = diagramlayout::TopMargin);
    /// The lane headers' height, and whether their names are stacked on rows that take
    /// turns (and on how many) rather than one box per lane: laneheaders.h.
    void setHeader(double height, bool stacked, int rows);
    double headerHeight() const { return m_header; }
    bool headerStacked() const { return m_headerStacked; }
    int headerRows() const { return m_headerRows; }
    /// Scene y of time 0: below the lane headers, with room for the words above the first
    /// arrow (more for presentation's large text).
    double top() const { return m_top; }
    /// The width of a lane at full width.
    double laneWidth() const { return m_laneWidth; }
    size_t laneCount() const { return m_lanes.size(); }
    /// Scene x of a lane's lifeline, and of its left edge and its width.
    double lifelineX(size_t lane) const { return m_lanes[lane].left + m_lanes[lane].width / 2; }
    double laneLeft(size_t lane) const { return m_lanes[lane].left; }
    double laneSpan(size_t lane) const { return m_lanes[lane].width; }
    /// Scene x where the first lane begins and the last one ends.
    double lanesLeft() const { return m_gutter; }
    double lanesRight() const { return m_gutter + m_lanesWidth; }
    double contentWidth() const { return lanesRight() + diagramlayout::RightMargin; }

    /// Time to scene y, and back.
    TimeAxis &axis() { return m_axis; }
    const TimeAxis &axis() const { return m_axis; }
    double y(SimTime t) const { return m_top + m_axis.y(t); }
    SimTime timeAt(double sceneY) const { return m_axis.time(sceneY - m_top); }
    double contentHeight() const { return m_top + m_axis.height() + diagramlayout::BottomMargin; }

private:
    struct Lane
    {
        double left = 0, width = 0;
    };
    std::vector<Lane> m_lanes;
    double m_laneWidth = 170;
    double m_lanesWidth = 0;
    double m_gutter = diagramlayout::LeftGutter;
    double m_top = diagramlayout::TopMargin;
    double m_header = diagramlayout::HeaderHeight;
    bool m_headerStacked = false;
    int m_headerRows = 1;
    TimeAxis m_axis;
};

} // namespace corrsim
