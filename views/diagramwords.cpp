#include "diagramwords.h"

#include "run/runrecord.h"
#include "sequencediagram.h"

#include <algorithm>
#include <climits>
#include <cmath>

namespace corrsim {

using namespace diagramlayout;

namespace {
/// How many things a layout may place to reach what is looked at before it starts afresh
/// there instead (a long run looked at near its end).
constexpr size_t MostToCatchUp = 20000;
constexpr double Gap = 2;       // between two pieces of words
constexpr double FromLine = 3;  // between words and the line they sit on
constexpr double Step = 24;     // along an arrow, from one place tried to the next
constexpr int MostSetApart = 7; // rows of words above or below an anchor tried, with a lead line

/// The order things happen in: time, then trace index; a moment nothing was traced at
/// comes before what is traced at its time (it is drawn as soon as its time is reached).
struct Key
{
    SimTime t;
    long index;
    bool operator<(const Key &o) const { return t != o.t ? t < o.t : index < o.index; }
};
} // namespace

void DiagramWords::clear()
{
    m_started = false;
    m_arrows.clear();
    m_marks.clear();
    m_badges.clear();
    m_rows.clear();
}

void DiagramWords::restartAt(const SequenceDiagram &view, double y)
{
    clear();
    m_started = true;
    m_startY = y;
    const DiagramData &d = view.data();
    const SimTime from = y <= view.layout().top() ? SimTime() : view.layout().timeAt(y);
    m_nextArrow = m_firstArrow =
        size_t(std::partition_point(d.arrows.begin(), d.arrows.end(), [&](const auto &a) { return a.t0 < from; }) -
               d.arrows.begin());
    m_nextMark = m_firstMark =
        size_t(std::partition_point(d.marks.begin(), d.marks.end(), [&](const auto &m) { return m.t < from; }) -
               d.marks.begin());
    m_nextBadge = m_firstBadge =
        size_t(std::partition_point(d.labels.begin(), d.labels.end(), [&](const auto &l) { return l.t < from; }) -
               d.labels.begin());
    m_firstRow = long(std::floor(y / RowHeight)) - 8;
}

double DiagramWords::nextAnchorY(const SequenceDiagram &view) const
{
    const DiagramData &d = view.data();
    SimTime t = SimTime::max();
    if (m_nextArrow < d.arrows.size())
        t = std::min(t, d.arrows[m_nextArrow].t0);
    if (m_nextMark < d.marks.size())
        t = std::min(t, d.marks[m_nextMark].t);
    if (m_nextBadge < d.labels.size())
        t = std::min(t, d.labels[m_nextBadge].t);
    return t == SimTime::max() ? INFINITY : view.layout().y(t);
}

void DiagramWords::layOut(const SequenceDiagram &view, double top, double bottom)
{
    if (!view.run())
        return;
    const DiagramData &d = view.data();
    top -= Reach;
    bottom += Reach;
    // How many arrows are sent before scene y: what laying out from `next` to there costs.
    auto arrowsBefore = [&](double y) {
        const SimTime t = view.layout().timeAt(y);
        return size_t(std::partition_point(d.arrows.begin(), d.arrows.end(), [&](const auto &a) { return a.t0 < t; }) -
                      d.arrows.begin());
    };
    if (!m_started || top < m_startY - 1) {
        // From the start, unless that is far back: then from just above what is looked at.
        restartAt(view, top <= view.layout().top() || arrowsBefore(top) <= MostToCatchUp ? 0 : top);
    } else if (arrowsBefore(bottom) > m_nextArrow + MostToCatchUp && top > m_startY) {
        restartAt(view, top); // far ahead of what is laid out: afresh there rather than catch up
    }
    while (nextAnchorY(view) <= bottom && placeNext(view)) {
    }
}

bool DiagramWords::placeNext(const SequenceDiagram &view)
{
    const DiagramData &d = view.data();
    const Key none{SimTime::max(), LONG_MAX}; // nothing left of that kind
    const Key arrow =
        m_nextArrow < d.arrows.size() ? Key{d.arrows[m_nextArrow].t0, long(d.arrows[m_nextArrow].send)} : none;
    const Key mark = m_nextMark < d.marks.size() ? Key{d.marks[m_nextMark].t, long(d.marks[m_nextMark].event)} : none;
    Key badge = none;
    if (m_nextBadge < d.labels.size()) {
        const auto &l = d.labels[m_nextBadge];
        badge = Key{l.t, l.event == SIZE_MAX ? -1 : long(l.event)};
    }
    if (badge < arrow && badge < mark)
        placeBadge(view, m_nextBadge++);
    else if (arrow < mark)
        placeArrow(view, m_nextArrow++);
    else if (mark < none)
        placeMark(view, m_nextMark++);
    else
        return false;
    // Rows well above the newest anchor are not reached by anything placed later.
    const long keepFrom = long(std::floor((nextAnchorY(view) - 2 * Reach) / RowHeight));
    while (!m_rows.empty() && m_firstRow < keepFrom) {
        m_rows.pop_front();
        ++m_firstRow;
    }
    return true;
}

bool DiagramWords::isClear(const QRectF &r) const
{
    const long first = long(std::floor((r.top() - Gap) / RowHeight)),
               last = long(std::floor((r.bottom() + Gap) / RowHeight));
    for (long row = std::max(first, m_firstRow); row <= last && row - m_firstRow < long(m_rows.size()); ++row)
        for (const QRectF &taken : m_rows[size_t(row - m_firstRow)])
            if (taken.adjusted(-Gap, -Gap, Gap, Gap).intersects(r))
                return false;
    return true;
}

void DiagramWords::take(const QRectF &r)
{
    const long first = long(std::floor(r.top() / RowHeight)), last = long(std::floor(r.bottom() / RowHeight));
    if (m_rows.empty())
        m_firstRow = first;
    while (first < m_firstRow) {
        m_rows.emplace_front();
        --m_firstRow;
    }
    for (long row = first; row <= last; ++row) {
        while (row - m_firstRow >= long(m_rows.size()))
            m_rows.emplace_back();
        m_rows[size_t(row - m_firstRow)].push_back(r);
    }
}

namespace {
/// Within the diagram's lanes, below the room kept under the lane headers.
bool inBounds(const QRectF &r, const SequenceDiagram &view)
{
    return r.left() >= view.layout().lanesLeft() + 2 && r.right() <= view.layout().lanesRight() - 2 &&
           r.top() >= view.layout().headerHeight() + 4 && r.bottom() <= view.contentHeight() - 4;
}
} // namespace

void DiagramWords::placeArrow(const SequenceDiagram &view, size_t i)
{
    WordPlace &place = m_arrows.emplace_back();
    const DiagramData::Arrow &a = view.data().arrows[i];
    const auto words = view.arrowText(a);
    if (!words)
        return;
    const double w = words->rect.width(), h = words->rect.height();
    const QLineF line = view.arrowLine(a);
    const QPointF p1 = line.p1();
    const bool loop = a.from == a.to;
    const bool rightward = loop || line.dx() >= 0;
    const double span = loop ? 0 : std::abs(line.dx());
    auto yAt = [&](double x) {
        if (std::abs(line.dx()) < 1)
            return p1.y();
        const double f = std::clamp((x - p1.x()) / line.dx(), 0.0, 1.0);
        return p1.y() + f * line.dy();
    };
    auto tryAt = [&](const QRectF &r, std::optional<QPointF> leadTo = std::nullopt) {
        if (!inBounds(r, view) || !isClear(r))
            return false;
        take(r);
        place = {r, leadTo};
        return true;
    };
    // Along the arrow from where it leaves its sender, above the line, then below it.
    const double startX = loop ? p1.x() + 44 : rightward ? p1.x() + 10 : p1.x() - 10 - w;
    const double dir = rightward ? 1 : -1;
    for (double along = 0; along == 0 || along + w + 20 <= span; along += Step) {
        const double x0 = startX + dir * along;
        const double lineTop = std::min(yAt(x0), yAt(x0 + w)), lineBottom = std::max(yAt(x0), yAt(x0 + w));
        if (loop) {
            const double mid = (line.p1().y() + line.p2().y()) / 2;
            if (tryAt(QRectF(x0, mid - h / 2, w, h)))
                return;
            break;
        }
        if (tryAt(QRectF(x0, lineTop - FromLine - h, w, h)) || tryAt(QRectF(x0, lineBottom + FromLine, w, h)))
            return;
    }
    // Set apart: a row or more below or above where it leaves, on either side of the
    // sender's lifeline, with a line leading back to it.
    const QPointF lead = loop ? p1 : QPointF(p1.x() + dir * 6, yAt(p1.x() + dir * 6));
    const double otherSide = rightward ? p1.x() - 10 - w : p1.x() + 10;
    for (int k = 1; k <= MostSetApart; ++k)
        for (const double x0 : {startX, otherSide}) {
            const double lineTop = x0 == startX ? std::min(yAt(x0), yAt(x0 + w)) : p1.y();
            const double lineBottom = x0 == startX ? std::max(yAt(x0), yAt(x0 + w)) : p1.y();
            const double rowsApart = (k - 1) * (h + Gap);
            if (tryAt(QRectF(x0, lineBottom + FromLine + rowsApart, w, h), lead) ||
                tryAt(QRectF(x0, lineTop - FromLine - rowsApart - h, w, h), lead))
                return;
        }
}

void DiagramWords::placeMark(const SequenceDiagram &view, size_t i)
{
    WordPlace &place = m_marks.emplace_back();
    const DiagramData::Mark &m = view.data().marks[i];
    const QPointF c(view.layout().lifelineX(size_t(m.lane)), view.layout().y(m.t));
    // The mark itself (a bar across the lifeline, or a small square or dot): words placed
    // later keep off it. Its own words start just clear of it.
    const double half = m.kind == EventKind::Crash || m.kind == EventKind::Restart ? 16 : 4;
    take(QRectF(c.x() - half, c.y() - 5, 2 * half, 10));
    const auto words = view.markText(m);
    if (!words)
        return;
    const double w = words->rect.width(), h = words->rect.height();
    const double right = c.x() + words->rect.left(), left = c.x() - words->rect.left() - w;
    auto tryAt = [&](const QRectF &r, std::optional<QPointF> leadTo = std::nullopt) {
        if (!inBounds(r, view) || !isClear(r))
            return false;
        take(r);
        place = {r, leadTo};
        return true;
    };
    if (tryAt(QRectF(right, c.y() - h / 2, w, h)) || tryAt(QRectF(left, c.y() - h / 2, w, h)))
        return;
    for (int k = 1; k <= MostSetApart; ++k)
        for (const double x0 : {right, left})
            for (const double y : {c.y() - h / 2 + k * (h + Gap), c.y() - h / 2 - k * (h + Gap)})
                if (tryAt(QRectF(x0, y, w, h), c))
                    return;
}

void DiagramWords::placeBadge(const SequenceDiagram &view, size_t i)
{
    const DiagramData::Label &l = view.data().labels[i];
    const QSizeF size = view.badgeSize(l);
    const double at = view.layout().y(l.t), lifeline = view.layout().lifelineX(size_t(l.lane));
    // Right of the lifeline, unless it would run off the diagram's right edge. A moment is
    // always said: it goes down past whatever is in its way, its line leading back.
    const bool onTheLeft = lifeline + 10 + size.width() > view.contentWidth() - 4 &&
                           lifeline - 10 - size.width() > view.layout().lanesLeft();
    QRectF badge(onTheLeft ? lifeline - 10 - size.width() : lifeline + 10, at - size.height() / 2, size.width(),
                 size.height());
    // Wider than the room on either side (nine narrow lanes, presentation's text): moved
    // in from the right edge, its line still leading to the lifeline, never cut off.
    badge.moveLeft(
        std::max(view.layout().lanesLeft(), std::min(badge.left(), view.contentWidth() - 4 - badge.width())));
    for (int tries = 0; tries < 400 && !isClear(badge); ++tries)
        badge.moveTop(badge.top() + 4);
    take(badge);
    m_badges.push_back({badge, QPointF(lifeline, at)});
}

} // namespace corrsim
