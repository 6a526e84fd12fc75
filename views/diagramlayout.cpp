#include "diagramlayout.h"

#include <algorithm>

namespace corrsim {

void DiagramLayout::setLanes(const std::vector<DiagramData::Lane> &lanes, double laneWidth, double gutter, double top)
{
    m_laneWidth = laneWidth;
    m_gutter = gutter;
    m_top = top;
    m_lanes.clear();
    double x = gutter;
    for (const DiagramData::Lane &lane : lanes) {
        const double width = lane.thin ? diagramlayout::ThinLaneWidth : laneWidth;
        m_lanes.push_back({x, width});
        x += width;
    }
    m_lanesWidth = x - gutter;
}

void DiagramLayout::setHeader(double height, bool stacked, int rows)
{
    m_header = height;
    m_headerStacked = stacked;
    m_headerRows = std::max(1, rows);
}

} // namespace corrsim
