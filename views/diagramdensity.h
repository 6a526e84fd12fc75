#pragma once
// A drawn diagram of more messages than a picture can show one by one: for each lane
// and each slice of time, how many messages it sent or received, and how many of those
// were lost or answered with an error. Exports draw this past DensityArrowLimit
// messages, and say so, so a million-request run makes a small file in seconds.

#include "diagramdata.h"
#include "diagramlayout.h"

#include <QRectF>

#include <cstdint>
#include <vector>

class QPainter;

namespace corrsim {

/// More messages than this in an exported window: the picture shows density.
inline constexpr size_t DensityArrowLimit = 20000;

struct DensityGrid
{
    SimTime from, slice;
    int rows = 0;
    size_t lanes = 0;
    size_t messages = 0;            // sent within the window
    std::vector<uint32_t> counts;   // rows x lanes: messages sent or received
    std::vector<uint32_t> problems; // rows x lanes: of those, lost or an error response
    uint32_t peak = 0, problemPeak = 0;

    uint32_t count(int row, size_t lane) const { return counts[size_t(row) * lanes + lane]; }
    uint32_t problem(int row, size_t lane) const { return problems[size_t(row) * lanes + lane]; }

    /// Counts the messages sent in [from, to] into at most `rows` equal slices of a round
    /// length: at the sender's
    /// lane when sent, at the receiver's when it arrived (or was dropped there).
    static DensityGrid build(const DiagramData &data, SimTime from, SimTime to, int rows);
};

/// How many messages are sent within [from, to].
size_t messagesSentWithin(const DiagramData &data, SimTime from, SimTime to);

/// Paints the grid below the lane headers: a column per lane, a row per slice, darker
/// for more messages, a red edge where messages were lost or failed; times in the
/// gutter every few rows.
/// Columns stand at the lifelines of `layout`, offset by body's left edge.
void paintDensity(QPainter *p, const DensityGrid &grid, const DiagramLayout &layout, const QRectF &body);

} // namespace corrsim
