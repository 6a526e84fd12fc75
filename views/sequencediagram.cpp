#include "sequencediagram.h"

#include "envelope/messageenvelope.h"
#include "run/runrecord.h"
#include "run/tracequeries.h"
#include "trace/storeresult.h"

#include <QGraphicsItem>
#include <QGraphicsScene>
#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QScrollBar>
#include <QStyleOptionGraphicsItem>
#include <QToolTip>
#include <QWheelEvent>
#include <QtMath>

#include <cmath>
#include <map>

namespace corrsim {

namespace {
constexpr double MinLaneWidth = 170, MaxLaneWidth = 380;
constexpr double TopMargin = 56;   // room for the pinned lane headers
constexpr double LeftGutter = 64;  // time labels
constexpr double BreakHeight = 36;

QColor correlationColor(uint64_t bits)
{
    // A stable, readable hue per correlation ID (golden-ratio spacing of hues).
    uint64_t h = bits * 0x9e3779b97f4a7c15ULL;
    const int hue = int((h >> 40) % 360);
    return QColor::fromHsv(hue, 170, 175);
}

double distanceToSegment(QPointF p, QPointF a, QPointF b)
{
    const QPointF ab = b - a;
    const double len2 = ab.x() * ab.x() + ab.y() * ab.y();
    double t = len2 > 0 ? ((p - a).x() * ab.x() + (p - a).y() * ab.y()) / len2 : 0;
    t = std::clamp(t, 0.0, 1.0);
    const QPointF q = a + t * ab;
    return std::hypot(p.x() - q.x(), p.y() - q.y());
}
} // namespace

class DiagramItem : public QGraphicsItem
{
public:
    explicit DiagramItem(SequenceDiagram *view) : m_view(view) { setFlag(ItemUsesExtendedStyleOption); }
    QRectF boundingRect() const override { return m_bounds; }
    void setBounds(const QRectF &r)
    {
        prepareGeometryChange();
        m_bounds = r;
    }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *) override;

private:
    void drawArrow(QPainter *p, const DiagramData::Arrow &a, double cursorY, bool faded) const;
    void drawMark(QPainter *p, const DiagramData::Mark &m, const Trace &t, bool faded) const;
    /// True (and remembered) when a label at y on this lane would not overlap the last one.
    bool roomForLabel(int lane, double y) const;
    mutable std::vector<double> m_lastLabel; // per lane, during one paint
    SequenceDiagram *m_view;
    QRectF m_bounds;
};

SequenceDiagram::SequenceDiagram(QWidget *parent) : QGraphicsView(parent)
{
    setScene(new QGraphicsScene(this));
    m_item = new DiagramItem(this);
    scene()->addItem(m_item);
    setRenderHint(QPainter::Antialiasing);
    setAlignment(Qt::AlignLeft | Qt::AlignTop);
    setViewportUpdateMode(QGraphicsView::MinimalViewportUpdate);
    setBackgroundBrush(Qt::white);
    setMouseTracking(true);
    setAccessibleName(tr("Sequence diagram"));
    setAccessibleDescription(tr("The same events are listed in the event log."));
}

SequenceDiagram::~SequenceDiagram() = default;

void SequenceDiagram::setRun(std::shared_ptr<const RunRecord> run)
{
    m_run = std::move(run);
    m_data = m_run ? DiagramData::build(m_run->trace(), m_laneWidth) : DiagramData{};
    m_selected = -1;
    m_highlight.clear();
    m_cursor = SIZE_MAX;
    layoutLanes();
    rebuildAxis();
}

void SequenceDiagram::resizeEvent(QResizeEvent *event)
{
    QGraphicsView::resizeEvent(event);
    layoutLanes();
}

void SequenceDiagram::layoutLanes()
{
    // Lanes share the width (within limits): wide arrows slant visibly, and a few
    // participants do not huddle in a corner of a projected screen.
    if (m_data.lanes.empty())
        return;
    const double available = double(viewport()->width()) - LeftGutter - 20;
    m_laneWidth = std::clamp(available / double(m_data.lanes.size()), MinLaneWidth, MaxLaneWidth);
    for (size_t i = 0; i < m_data.lanes.size(); ++i)
        m_data.lanes[i].x = m_laneWidth / 2 + double(i) * m_laneWidth;
    rebuildAxis();
}

void SequenceDiagram::rebuildAxis()
{
    // A gap longer than what 400 px would show at this zoom is cut and drawn as a break.
    const SimTime maxGap = SimTime::fromMicros(int64_t(400.0 / m_pxPerMs * 1000.0));
    m_axis.build(m_data.times, m_pxPerMs, std::max(maxGap, SimTime::fromMillis(1)), BreakHeight);
    const double width = LeftGutter + double(m_data.lanes.size()) * m_laneWidth + 20;
    const QRectF bounds(0, 0, width, TopMargin + m_axis.height() + 60);
    m_item->setBounds(bounds);
    scene()->setSceneRect(bounds);
    viewport()->update();
}

void SequenceDiagram::setCursor(size_t index)
{
    m_cursor = index;
    viewport()->update();
}

QPointF SequenceDiagram::arrowCenter(int i) const
{
    const auto &a = m_data.arrows[size_t(i)];
    const double x0 = LeftGutter + m_data.lanes[size_t(a.from)].x, x1 = LeftGutter + m_data.lanes[size_t(a.to)].x;
    return {(x0 + x1) / 2, TopMargin + (m_axis.y(a.t0) + m_axis.y(a.t1)) / 2};
}

int SequenceDiagram::arrowAt(const QPoint &viewportPos) const
{
    const QPointF p = mapToScene(viewportPos);
    int best = -1;
    double bestDistance = 7; // pixels: close enough to mean this arrow
    const Trace *t = m_run ? &m_run->trace() : nullptr;
    for (size_t i = 0; i < m_data.arrows.size(); ++i) {
        const auto &a = m_data.arrows[i];
        if (t && m_cursor != SIZE_MAX && a.send > m_cursor)
            break; // not shown yet
        const QPointF from(LeftGutter + m_data.lanes[size_t(a.from)].x, TopMargin + m_axis.y(a.t0));
        const QPointF to(LeftGutter + m_data.lanes[size_t(a.to)].x, TopMargin + m_axis.y(a.t1));
        const double d = distanceToSegment(p, from, to);
        if (d < bestDistance) {
            bestDistance = d;
            best = int(i);
        }
    }
    return best;
}

void SequenceDiagram::computeHighlight(int arrow)
{
    m_highlight.clear();
    if (arrow < 0 || !m_run)
        return;
    // Light up the message's whole causation chain: its causes, what it caused, copies.
    const Trace &t = m_run->trace();
    const std::set<uint64_t> chain = causationChain(t, t[m_data.arrows[size_t(arrow)].send].message);
    for (size_t i = 0; i < m_data.arrows.size(); ++i)
        if (chain.count(t[m_data.arrows[i].send].message.bits))
            m_highlight.insert(int(i));
}

void SequenceDiagram::selectEvent(long index)
{
    m_selected = index < 0 ? -1 : m_data.arrowOfEvent(size_t(index));
    computeHighlight(m_selected);
    if (m_selected >= 0)
        ensureVisible(QRectF(arrowCenter(m_selected) - QPointF(40, 40), QSizeF(80, 80)));
    viewport()->update();
}

void SequenceDiagram::mousePressEvent(QMouseEvent *event)
{
    const int a = arrowAt(event->pos());
    m_selected = a;
    computeHighlight(a);
    viewport()->update();
    emit messageClicked(a < 0 ? -1 : long(m_data.arrows[size_t(a)].send));
    QGraphicsView::mousePressEvent(event);
}

void SequenceDiagram::wheelEvent(QWheelEvent *event)
{
    if (event->modifiers() & Qt::ControlModifier) {
        zoomBy(event->angleDelta().y() > 0 ? 1.25 : 0.8);
        event->accept();
        return;
    }
    QGraphicsView::wheelEvent(event);
}

void SequenceDiagram::zoomBy(double factor)
{
    const SimTime centre = m_axis.time(mapToScene(viewport()->rect().center()).y() - TopMargin);
    m_pxPerMs = std::clamp(m_pxPerMs * factor, 0.01, 2000.0);
    rebuildAxis();
    centerOn(QPointF(mapToScene(viewport()->rect().center()).x(), TopMargin + m_axis.y(centre)));
}

void SequenceDiagram::fitAll()
{
    // Scale time so the whole run fits the height; breaks keep idle stretches short.
    // A run too dense to read that way opens on its first few dozen messages instead.
    if (m_data.times.empty())
        return;
    if (m_data.arrows.size() > 60) {
        const SimTime firstFew = m_data.arrows[40].t0 + SimTime::fromMillis(1);
        const double available = std::max(100.0, double(viewport()->height()) - TopMargin - 40);
        m_pxPerMs = std::clamp(available / std::max(0.001, firstFew.millis()), 0.01, 2000.0);
        rebuildAxis();
        centerOn(0, 0);
        return;
    }
    const double available = std::max(100.0, double(viewport()->height()) - TopMargin - 40);
    for (int i = 0; i < 12; ++i) {
        if (m_axis.height() <= 0)
            break;
        m_pxPerMs *= available / m_axis.height();
        rebuildAxis();
    }
    centerOn(0, 0);
}

bool SequenceDiagram::viewportEvent(QEvent *event)
{
    if (event->type() == QEvent::ToolTip && m_run) {
        auto *help = static_cast<QHelpEvent *>(event);
        const int a = arrowAt(help->pos());
        if (a < 0) {
            QToolTip::hideText();
            return true;
        }
        const Trace &t = m_run->trace();
        const auto env = envelopeOf(t[m_data.arrows[size_t(a)].send], t);
        QString text = QStringLiteral("<b>%1</b> %2 → %3<br>").arg(QString::fromStdString(env->type()).toHtmlEscaped(),
            QString::fromStdString(t.actorName(t[m_data.arrows[size_t(a)].send].actor)),
            QString::fromStdString(t.peerName(t[m_data.arrows[size_t(a)].send])));
        text += QStringLiteral("id %1<br>correlation %2<br>").arg(QString::fromStdString(env->id()), QString::fromStdString(env->correlationId()));
        if (!env->causationId().empty())
            text += QStringLiteral("causation %1<br>").arg(QString::fromStdString(env->causationId()));
        text += QStringLiteral("attempt %1, sent at %2").arg(env->attempt()).arg(QString::fromStdString(formatDuration(m_data.arrows[size_t(a)].t0)));
        QToolTip::showText(help->globalPos(), text, viewport());
        return true;
    }
    return QGraphicsView::viewportEvent(event);
}

void SequenceDiagram::drawForeground(QPainter *painter, const QRectF &rect)
{
    // Lane headers stay pinned to the top of the view while time scrolls under them.
    paintHeaders(painter, mapToScene(0, 0).y(), rect.left(), rect.width());
}

void SequenceDiagram::setPixelsPerMs(double pxPerMs)
{
    m_pxPerMs = std::clamp(pxPerMs, 0.0001, 2000.0);
    rebuildAxis();
}

double SequenceDiagram::contentHeight() const { return TopMargin + m_axis.height() + 60; }
double SequenceDiagram::contentWidth() const { return LeftGutter + double(m_data.lanes.size()) * m_laneWidth + 20; }
double SequenceDiagram::sceneY(SimTime t) const { return TopMargin + m_axis.y(t); }

void SequenceDiagram::renderRange(QPainter *painter, const QRectF &target, double y0, double y1)
{
    // The lanes' headers, then the slice of the run below them.
    const double width = contentWidth();
    painter->save();
    painter->translate(target.topLeft());
    paintHeaders(painter, 0, 0, width);
    painter->restore();
    // A little room above the first event, so its label is not hidden by the headers.
    const double top = std::max(TopMargin - 22, y0);
    const QRectF source(0, top, width, std::max(1.0, y1 - top));
    const QRectF dest(target.left(), target.top() + TopMargin, target.width(), target.height() - TopMargin);
    scene()->render(painter, dest, source, Qt::IgnoreAspectRatio);
}

void SequenceDiagram::paintHeaders(QPainter *painter, double top, double left, double width) const
{
    const QRectF header(left, top, width, TopMargin - 8);
    painter->fillRect(header, QColor(250, 250, 252));
    painter->setPen(QColor(200, 200, 210));
    painter->drawLine(header.bottomLeft(), header.bottomRight());
    QFont f = font();
    f.setBold(true);
    f.setPointSizeF(f.pointSizeF() * 1.05);
    painter->setFont(f);
    std::string lastGroup;
    for (const auto &lane : m_data.lanes) {
        const double x = LeftGutter + lane.x;
        QRectF box(x - m_laneWidth / 2 + 6, header.top() + 16, m_laneWidth - 12, header.height() - 20);
        painter->setPen(Qt::NoPen);
        painter->setBrush(lane.group.empty() ? QColor(232, 236, 245) : QColor(226, 240, 232));
        painter->drawRoundedRect(box, 6, 6);
        painter->setPen(QColor(40, 40, 50));
        painter->drawText(box, Qt::AlignCenter, QString::fromStdString(lane.name));
        if (!lane.group.empty() && lane.group != lastGroup) {
            QFont g = font();
            g.setPointSizeF(g.pointSizeF() * 0.85);
            painter->setFont(g);
            painter->setPen(QColor(90, 120, 100));
            painter->drawText(QPointF(box.left(), header.top() + 12), QString::fromStdString(lane.group) + QObject::tr(" (workers)"));
            painter->setFont(f);
        }
        lastGroup = lane.group;
    }
}

bool DiagramItem::roomForLabel(int lane, double y) const
{
    double &last = m_lastLabel[size_t(lane)];
    if (y - last < 15) // a line of small text
        return false;
    last = y;
    return true;
}

void DiagramItem::paint(QPainter *p, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const SequenceDiagram &v = *m_view;
    if (!v.m_run)
        return;
    m_lastLabel.assign(v.m_data.lanes.size(), -1e9);
    const Trace &t = v.m_run->trace();
    const QRectF exposed = option->exposedRect;
    const double bottom = TopMargin + v.m_axis.height() + 40;
    const size_t cursor = v.m_cursor;
    const double cursorY = cursor == SIZE_MAX || cursor >= t.size() ? 1e18 : TopMargin + v.m_axis.y(t[cursor].time);

    // Lifelines.
    p->setPen(QPen(QColor(205, 205, 215), 1.5, Qt::DashLine));
    for (const auto &lane : v.m_data.lanes)
        p->drawLine(QPointF(LeftGutter + lane.x, TopMargin - 6), QPointF(LeftGutter + lane.x, bottom));

    // Time ticks in the gutter on round values (1, 2 or 5 x 10^k), about 60 px apart;
    // none inside a break, where time was cut.
    QFont small = v.font();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    p->setFont(small);
    const double wantMs = 60.0 / v.m_axis.pixelsPerMs();
    double step = std::pow(10.0, std::floor(std::log10(std::max(wantMs, 0.001))));
    for (double m : {1.0, 2.0, 5.0, 10.0})
        if (step * m >= wantMs) {
            step *= m;
            break;
        }
    const SimTime from = v.m_axis.time(std::max(0.0, exposed.top() - TopMargin));
    const SimTime to = v.m_axis.time(exposed.bottom() - TopMargin);
    const int64_t stepUs = std::max<int64_t>(1, int64_t(step * 1000));
    int64_t tick = (from.micros() / stepUs) * stepUs;
    double lastY = -1e9;
    for (int n = 0; tick <= to.micros() && n < 400; tick += stepUs, ++n) {
        const SimTime at = SimTime::fromMicros(tick);
        bool inBreak = false;
        for (const auto &b : v.m_axis.breaks())
            inBreak = inBreak || (at > b.from && at < b.to);
        const double y = TopMargin + v.m_axis.y(at);
        if (inBreak || y - lastY < 30)
            continue;
        lastY = y;
        p->setPen(QColor(235, 235, 240));
        p->drawLine(QPointF(LeftGutter - 4, y), QPointF(LeftGutter + v.m_data.lanes.size() * v.m_laneWidth, y));
        p->setPen(QColor(110, 110, 120));
        p->drawText(QRectF(2, y - 8, LeftGutter - 8, 16), Qt::AlignRight | Qt::AlignVCenter,
                    QString::fromStdString(formatDuration(at)));
    }

    // Breaks: where idle time was cut out.
    for (const auto &b : v.m_axis.breaks()) {
        const double y = TopMargin + b.y;
        if (y > exposed.bottom() || y + BreakHeight < exposed.top())
            continue;
        p->fillRect(QRectF(LeftGutter, y + 6, v.m_data.lanes.size() * v.m_laneWidth, BreakHeight - 12), QColor(244, 244, 248));
        QPainterPath zig;
        zig.moveTo(LeftGutter, y + BreakHeight / 2);
        for (double x = LeftGutter; x < LeftGutter + v.m_data.lanes.size() * v.m_laneWidth; x += 12)
            zig.lineTo(x + 6, y + BreakHeight / 2 + ((int(x / 12) % 2) ? -5 : 5));
        p->setPen(QPen(QColor(160, 160, 175), 1.2));
        p->setBrush(Qt::NoBrush);
        p->drawPath(zig);
        p->setPen(QColor(110, 110, 125));
        p->drawText(QRectF(LeftGutter + 8, y + 2, 300, 14), Qt::AlignLeft,
                    QObject::tr("… %1 of nothing …").arg(QString::fromStdString(formatDuration(b.to - b.from))));
    }

    const bool anySelected = !v.m_highlight.empty();
    for (const auto &m : v.m_data.marks) {
        const double y = TopMargin + v.m_axis.y(m.t);
        if (y < exposed.top() - 10 || y > exposed.bottom() + 10 || (cursor != SIZE_MAX && m.event > cursor))
            continue;
        drawMark(p, m, t, anySelected);
    }
    for (size_t i = 0; i < v.m_data.arrows.size(); ++i) {
        const auto &a = v.m_data.arrows[i];
        if (cursor != SIZE_MAX && a.send > cursor)
            break;
        const double y0 = TopMargin + v.m_axis.y(a.t0), y1 = TopMargin + v.m_axis.y(a.t1);
        if (y1 < exposed.top() - 20 || y0 > exposed.bottom() + 20)
            continue;
        drawArrow(p, a, cursorY, anySelected && !v.m_highlight.count(int(i)));
    }

    // The cursor: where playback is.
    if (cursorY < 1e17) {
        p->setPen(QPen(QColor(230, 120, 0), 2));
        p->drawLine(QPointF(LeftGutter - 6, cursorY), QPointF(LeftGutter + v.m_data.lanes.size() * v.m_laneWidth, cursorY));
    }
}

void DiagramItem::drawArrow(QPainter *p, const DiagramData::Arrow &a, double cursorY, bool faded) const
{
    const SequenceDiagram &v = *m_view;
    const Trace &t = v.m_run->trace();
    const TraceEvent &send = t[a.send];
    QPointF from(LeftGutter + v.m_data.lanes[size_t(a.from)].x, TopMargin + v.m_axis.y(a.t0));
    QPointF to(LeftGutter + v.m_data.lanes[size_t(a.to)].x, TopMargin + v.m_axis.y(a.t1));
    if (a.from == a.to) // a message to itself (a retry requeued): a small loop
        to.rx() += 0.01;
    bool partial = false;
    if (to.y() > cursorY) {
        // Still in flight at the cursor: draw it as far as it has travelled.
        const double f = to.y() > from.y() ? (cursorY - from.y()) / (to.y() - from.y()) : 1;
        to = from + std::clamp(f, 0.0, 1.0) * (to - from);
        partial = true;
    }
    QColor c = correlationColor(send.correlation.bits);
    if (a.flags & DiagramData::ClientError)
        c = QColor(200, 60, 40);
    if (a.flags & DiagramData::ServerError)
        c = QColor(140, 20, 20);
    const bool selectedChain = !faded && !v.m_highlight.empty();
    if (faded)
        c.setAlpha(45);
    QPen pen(c, selectedChain ? 3.2 : 2.0);
    if (a.flags & DiagramData::Duplicate)
        pen.setStyle(Qt::DashLine);
    if (a.flags & DiagramData::Injected)
        pen.setStyle(Qt::DotLine);
    p->setPen(pen);
    if (a.from == a.to) {
        QPainterPath loop;
        loop.moveTo(from);
        loop.cubicTo(from + QPointF(40, 0), to + QPointF(40, 0), to);
        p->setBrush(Qt::NoBrush);
        p->drawPath(loop);
    } else {
        p->drawLine(from, to);
    }
    if (!partial && !(a.flags & DiagramData::Dropped)) {
        // Arrowhead.
        const double angle = std::atan2(to.y() - from.y(), to.x() - from.x());
        const QPointF tip = to;
        QPolygonF head;
        head << tip << tip - QPointF(std::cos(angle - 0.4) * 11, std::sin(angle - 0.4) * 11)
             << tip - QPointF(std::cos(angle + 0.4) * 11, std::sin(angle + 0.4) * 11);
        p->setBrush(c);
        p->setPen(Qt::NoPen);
        p->drawPolygon(head);
    }
    if (a.flags & DiagramData::Dropped && !partial) {
        // Lost: an X where it got to.
        p->setPen(QPen(faded ? QColor(200, 40, 40, 60) : QColor(200, 40, 40), 2.5));
        p->drawLine(to + QPointF(-6, -6), to + QPointF(6, 6));
        p->drawLine(to + QPointF(-6, 6), to + QPointF(6, -6));
    }
    // The label sits just after the arrow leaves its sender, unless another is there.
    if (!roomForLabel(a.from, from.y()) && !(a.flags & (DiagramData::ClientError | DiagramData::ServerError)))
        return;
    QString label = QString::fromStdString(a.label);
    if (a.flags & DiagramData::Retry)
        label = QStringLiteral("↻ ") + label + QStringLiteral(" (attempt %1)").arg(send.attempt);
    if (a.flags & DiagramData::Duplicate)
        label += QObject::tr(" (copy)");
    QFont f = v.font();
    f.setPointSizeF(f.pointSizeF() * 0.9);
    if (a.flags & (DiagramData::ClientError | DiagramData::ServerError))
        f.setBold(true);
    p->setFont(f);
    QColor textColor = faded ? QColor(0, 0, 0, 50) : QColor(30, 30, 40);
    if (a.flags & (DiagramData::ClientError | DiagramData::ServerError))
        textColor = faded ? QColor(200, 60, 40, 60) : QColor(180, 40, 30);
    p->setPen(textColor);
    const bool rightward = to.x() >= from.x();
    const QPointF anchor = from + QPointF(rightward ? 10 : -10, -4);
    const QRectF box = rightward ? QRectF(anchor.x(), anchor.y() - 14, v.m_laneWidth - 20, 14)
                                 : QRectF(anchor.x() - (v.m_laneWidth - 20), anchor.y() - 14, v.m_laneWidth - 20, 14);
    p->drawText(box, (rightward ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignBottom,
                p->fontMetrics().elidedText(label, Qt::ElideRight, int(v.m_laneWidth - 20)));
}

void DiagramItem::drawMark(QPainter *p, const DiagramData::Mark &m, const Trace &t, bool faded) const
{
    const SequenceDiagram &v = *m_view;
    const QPointF c(LeftGutter + v.m_data.lanes[size_t(m.lane)].x, TopMargin + v.m_axis.y(m.t));
    const TraceEvent &e = t[m.event];
    auto alpha = [&](QColor col) {
        if (faded)
            col.setAlpha(60);
        return col;
    };
    QFont f = v.font();
    f.setPointSizeF(f.pointSizeF() * 0.82);
    p->setFont(f);
    switch (m.kind) {
    case EventKind::StorePut:
        p->setPen(Qt::NoPen);
        p->setBrush(alpha(QColor(60, 150, 90)));
        p->drawRect(QRectF(c.x() - 4, c.y() - 4, 8, 8));
        break;
    case EventKind::StoreGet:
        p->setPen(QPen(alpha(QColor(60, 110, 170)), 1.5));
        p->setBrush(Qt::NoBrush);
        p->drawEllipse(c, 3.5, 3.5);
        break;
    case EventKind::StoreRemove:
    case EventKind::StoreExpire:
    case EventKind::StoreClear: {
        const bool miss = storeResult(t, e) == StoreResult::KeyNotFound;
        p->setPen(QPen(alpha(miss ? QColor(200, 60, 40) : QColor(120, 120, 130)), 1.5));
        p->setBrush(Qt::NoBrush);
        p->drawRect(QRectF(c.x() - 4, c.y() - 4, 8, 8));
        break;
    }
    case EventKind::ReplyMatched:
    case EventKind::ReplyDiscarded:
    case EventKind::ReplyMismatched:
    case EventKind::StateChange:
    case EventKind::Effect: {
        QColor col = m.kind == EventKind::ReplyMatched   ? QColor(30, 130, 60)
                   : m.kind == EventKind::ReplyDiscarded ? QColor(190, 60, 40)
                   : m.kind == EventKind::ReplyMismatched ? QColor(220, 120, 0)
                   : m.kind == EventKind::Effect          ? QColor(120, 70, 170)
                   : (e.flags & FlagCompensation)         ? QColor(200, 60, 40)
                                                          : QColor(40, 90, 160);
        const QString text = m.kind == EventKind::ReplyMatched   ? QObject::tr("✔ matched")
                           : m.kind == EventKind::ReplyDiscarded ? QObject::tr("✘ discarded")
                           : m.kind == EventKind::ReplyMismatched ? QObject::tr("⚠ wrong request")
                           : m.kind == EventKind::Effect ? QStringLiteral("★ ") + QString::fromStdString(t.names().text(e.detail))
                                                         : QStringLiteral("◆ ") + QString::fromStdString(t.names().text(e.detail));
        p->setPen(alpha(col));
        if (roomForLabel(m.lane, c.y()))
            p->drawText(QRectF(c.x() + 6, c.y() - 8, v.m_laneWidth / 2 + 20, 16), Qt::AlignLeft | Qt::AlignVCenter, text);
        p->setBrush(alpha(col));
        p->setPen(Qt::NoPen);
        p->drawEllipse(c, 3, 3);
        break;
    }
    case EventKind::Crash:
    case EventKind::Restart: {
        const QColor col = m.kind == EventKind::Crash ? QColor(200, 30, 30) : QColor(30, 140, 60);
        p->setPen(QPen(alpha(col), 4));
        p->drawLine(c - QPointF(16, 0), c + QPointF(16, 0));
        p->drawText(QRectF(c.x() + 18, c.y() - 8, 80, 16), Qt::AlignLeft | Qt::AlignVCenter,
                    m.kind == EventKind::Crash ? QObject::tr("crash") : QObject::tr("restart"));
        break;
    }
    default:
        break;
    }
}

} // namespace corrsim
