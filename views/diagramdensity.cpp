#include "diagramdensity.h"

#include "palette.h"
#include "timeaxis.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace corrsim {

namespace {

using Arrows = std::vector<DiagramData::Arrow>;

// Arrows are in the order of their sends, so their send times only grow.
std::pair<Arrows::const_iterator, Arrows::const_iterator> sentWithin(const Arrows &arrows, SimTime from, SimTime to)
{
    const auto first =
        std::lower_bound(arrows.begin(), arrows.end(), from, [](const auto &a, SimTime t) { return a.t0 < t; });
    const auto last = std::upper_bound(first, arrows.end(), to, [](SimTime t, const auto &a) { return t < a.t0; });
    return {first, last};
}

constexpr uint8_t ProblemFlags = DiagramData::Dropped | DiagramData::ClientError | DiagramData::ServerError;

// White to the palette's blue: the square root keeps a lane's quiet stretches visible
// beside its busiest one.
QColor shade(uint32_t n, uint32_t peak)
{
    if (n == 0 || peak == 0)
        return palette::Background;
    const double f = 0.12 + 0.88 * std::sqrt(double(n) / peak);
    const QColor hi = palette::Blue.darker(130);
    return QColor::fromRgbF(1 - f * (1 - hi.redF()), 1 - f * (1 - hi.greenF()), 1 - f * (1 - hi.blueF()));
}

} // namespace

size_t messagesSentWithin(const DiagramData &data, SimTime from, SimTime to)
{
    const auto [first, last] = sentWithin(data.arrows, from, to);
    return size_t(last - first);
}

DensityGrid DensityGrid::build(const DiagramData &data, SimTime from, SimTime to, int rows)
{
    // A round slice (1, 2 or 5 times a power of ten), the first starting on a multiple
    // of it, so the times in the gutter read "2 s", "4 s", ...
    DensityGrid g;
    g.lanes = data.lanes.size();
    // One row is kept for the start's rounding down, so the last slice ends after `to`.
    const int64_t slice = std::max<int64_t>(1, int64_t(niceStep(double((to - from).micros()) / std::max(1, rows - 1))));
    g.slice = SimTime::fromMicros(slice);
    g.from = SimTime::fromMicros(from.micros() / slice * slice);
    g.rows = int(std::clamp<int64_t>((to.micros() - g.from.micros()) / slice + 1, 1, std::max(1, rows)));
    g.counts.assign(size_t(g.rows) * g.lanes, 0);
    g.problems.assign(g.counts.size(), 0);
    auto add = [&](SimTime t, size_t lane, bool problem) {
        const int64_t row = std::clamp<int64_t>((t - g.from).micros() / slice, 0, g.rows - 1);
        const size_t cell = size_t(row) * g.lanes + lane;
        g.peak = std::max(g.peak, ++g.counts[cell]);
        if (problem)
            g.problemPeak = std::max(g.problemPeak, ++g.problems[cell]);
    };
    const auto [first, last] = sentWithin(data.arrows, from, to);
    g.messages = size_t(last - first);
    for (auto a = first; a != last; ++a) {
        const bool problem = a->flags & ProblemFlags;
        add(a->t0, a->from, problem);
        if (!(a->flags & DiagramData::Undelivered))
            add(a->t1, a->to, problem); // an arrival after the window counts in its last slice
    }
    return g;
}

void paintDensity(QPainter *p, const DensityGrid &grid, const DiagramLayout &layout, const QRectF &body)
{
    const double leftGutter = layout.lanesLeft();
    p->save();
    const double rowHeight = body.height() / grid.rows;
    double spacing = 170;
    for (size_t i = 1; i < layout.laneCount(); ++i)
        spacing = std::min(spacing, layout.lifelineX(i) - layout.lifelineX(i - 1));
    const double column = std::max(12.0, spacing * 0.6), edge = std::max(4.0, column * 0.12);
    for (size_t lane = 0; lane < grid.lanes; ++lane) {
        const double x = body.left() + layout.lifelineX(lane) - column / 2;
        p->setPen(Qt::NoPen);
        for (int r = 0; r < grid.rows; ++r) {
            const QRectF cell(x, body.top() + r * rowHeight, column, rowHeight + 0.5); // no hairline gaps
            if (const uint32_t n = grid.count(r, lane))
                p->fillRect(cell, shade(n, grid.peak));
            if (const uint32_t bad = grid.problem(r, lane)) {
                QColor red = palette::ClientError;
                red.setAlphaF(0.35 + 0.65 * std::sqrt(double(bad) / std::max(1u, grid.problemPeak)));
                p->fillRect(QRectF(cell.right() - edge, cell.top(), edge, cell.height()), red);
            }
        }
        p->setPen(QPen(palette::GridEdge, 1));
        p->setBrush(Qt::NoBrush);
        p->drawRect(QRectF(x, body.top(), column, body.height()));
    }
    // Times in the gutter, about every 90 px.
    QFont small = p->font();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    p->setFont(small);
    const int every = std::max(1, int(std::ceil(90 / rowHeight)));
    for (int r = 0; r <= grid.rows; r += every) {
        const double y = body.top() + r * rowHeight;
        p->setPen(palette::GutterLine);
        p->drawLine(QPointF(body.left() + leftGutter - 4, y), QPointF(body.right() - 10, y));
        p->setPen(palette::QuietText);
        const SimTime at = grid.from + SimTime::fromMicros(grid.slice.micros() * r);
        p->drawText(QRectF(body.left() + 2, y - 8, leftGutter - 8, 16), Qt::AlignRight | Qt::AlignVCenter,
                    QString::fromStdString(formatClock(at)));
    }
    p->restore();
}

} // namespace corrsim
