#include "diagramlayout.h"

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

} // namespace corrsim
