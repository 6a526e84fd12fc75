#pragma once
// The lane headers of the sequence diagram: how tall they are and where each lane's name
// goes. Outside presentation, each name sits in its lane's box, broken after its hyphens
// or set smaller when long. In presentation, where up to nine lanes share a projector's
// width beside the lesson, names stay at the size the back row reads: they take turns on
// up to three rows, each centred on its lifeline with a tick down to it, and a group of
// workers is named once over its lanes, the lanes themselves numbered below.

#include "diagramdata.h"
#include "diagramlayout.h"

#include <QFont>
#include <QRectF>
#include <QString>

#include <vector>

class QPainter;

namespace corrsim {

struct LaneHeaderShape
{
    double height = diagramlayout::HeaderHeight;
    int rows = 1;         // rows of names that take turns
    bool stacked = false; // names on rows that take turns (else one box per lane)
};

/// One word in the headers: a lane's name, a group's caption, or a worker's number.
struct LaneLabel
{
    QRectF box;
    QString text;
    std::vector<size_t> lanes; // the lanes it names (a group's: all of them)
    bool workers = false;      // a group's caption or one of its workers
};

/// The headers' shape for lanes laid out as `layout` has them, in the diagram's font.
/// Outside presentation (`presenting` false) the fixed shape the exports pin.
LaneHeaderShape laneHeaderShape(const DiagramLayout &layout, const std::vector<DiagramData::Lane> &lanes,
                                const QFont &font, bool presenting);

/// Where each word of the headers goes, at scene y `top` (a thin lane has none).
std::vector<LaneLabel> laneLabels(const DiagramLayout &layout, const std::vector<DiagramData::Lane> &lanes,
                                  const QFont &font, double top);

/// Paints the headers at scene y `top`, across [left, left + width), as `layout` has them.
void paintLaneHeaders(QPainter *painter, const DiagramLayout &layout, const std::vector<DiagramData::Lane> &lanes,
                      const QFont &font, double top, double left, double width);

} // namespace corrsim
