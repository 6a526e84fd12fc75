#include "sequencediagram.h"

#include "diagramitem.h"
#include "envelope/messageenvelope.h"
#include "laneheaders.h"
#include "paintedlistaccessible.h"
#include "palette.h"
#include "run/runrecord.h"
#include "run/tracequeries.h"

#include <QFontMetricsF>
#include <QGraphicsScene>
#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPushButton>
#include <QScrollBar>
#include <QToolTip>
#include <QWheelEvent>

#include <cmath>

namespace corrsim {

namespace {
constexpr double MinLaneWidth = 170, MaxLaneWidth = 380;
// Nine services fit beside the lesson on a 1280-pixel projector (their names take turns
// on rows above them: laneheaders.h).
constexpr double PresentingMinLaneWidth = 52;
using namespace diagramlayout;

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

SequenceDiagram::SequenceDiagram(QWidget *parent) : QGraphicsView(parent)
{
    setScene(new QGraphicsScene(this));
    m_item = new DiagramItem(this);
    scene()->addItem(m_item);
    setRenderHint(QPainter::Antialiasing);
    setAlignment(Qt::AlignLeft | Qt::AlignTop);
    setViewportUpdateMode(QGraphicsView::MinimalViewportUpdate);
    setBackgroundBrush(palette::Background);
    setMouseTracking(true);
    PaintedListAccessible::install(); // its messages, in words, for a screen reader
    setAccessibleName(tr("Sequence diagram"));
    setAccessibleDescription(tr("The same events are listed in the event log."));
    m_showAll = new QPushButton(this);
    m_showAll->setAccessibleName(tr("Show every message"));
    m_showAll->setStyleSheet(QStringLiteral("QPushButton { background: #1f4e8c; color: white; font-weight: bold; "
                                            "padding: 4px 10px; border-radius: 4px; }"));
    m_showAll->hide();
    connect(m_showAll, &QPushButton::clicked, this, [this] { setFocusOn(std::nullopt); });
}

SequenceDiagram::~SequenceDiagram() = default;

void SequenceDiagram::setLineScale(double scale)
{
    m_lineScale = scale;
    layoutLanes();
}

void SequenceDiagram::setNarrowInfrastructure(bool on)
{
    if (on == m_narrowInfrastructure)
        return;
    m_narrowInfrastructure = on;
    // The lanes' widths only: pairing a run of millions of events into arrows again, on
    // the GUI thread, would freeze the window as presentation starts.
    narrowLanes();
    layoutLanes();
}

void SequenceDiagram::narrowLanes()
{
    for (DiagramData::Lane &lane : m_data.lanes)
        lane.thin = lane.outOfFocus || (m_narrowInfrastructure && lane.infrastructure);
}

void SequenceDiagram::setFocusOn(std::optional<Id> conversation)
{
    if (!m_run)
        return;
    m_focus = conversation;
    m_data = DiagramData::build(m_run->trace(), m_focus);
    narrowLanes();
    m_selected = -1;
    m_highlight.clear();
    if (m_focus) {
        m_showAll->setText(tr("Only conversation #%1: show every message")
                               .arg(QString::fromStdString(m_run->trace().ids().shortForm(*m_focus))));
        m_showAll->adjustSize();
        m_showAll->move(viewport()->width() - m_showAll->width() - 12, viewport()->height() - m_showAll->height() - 12);
        m_showAll->show();
    } else {
        m_showAll->hide();
    }
    layoutLanes();
    if (m_playedTo && *m_playedTo < m_run->trace().size())
        scrollToTime(m_run->trace()[*m_playedTo].time);
}

void SequenceDiagram::setRun(std::shared_ptr<const RunRecord> run, std::shared_ptr<DiagramData> prepared)
{
    m_run = std::move(run);
    m_focus.reset();
    m_showAll->hide();
    m_data = prepared && m_run ? std::move(*prepared) : m_run ? DiagramData::build(m_run->trace()) : DiagramData{};
    narrowLanes();
    m_selected = -1;
    m_highlight.clear();
    m_cursor.reset();
    m_playedTo.reset();
    layoutLanes();
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
    size_t thin = 0;
    for (const auto &lane : m_data.lanes)
        thin += lane.thin ? 1 : 0;
    const size_t wide = std::max<size_t>(1, m_data.lanes.size() - thin);
    // Presentation's large text keeps its time labels whole: the gutter grows with them
    // (elsewhere it stays as the exports pin it).
    QFont axisFont = font();
    axisFont.setPointSizeF(axisFont.pointSizeF() * 0.85);
    const double gutter =
        m_lineScale > 1
            ? std::max(LeftGutter, QFontMetricsF(axisFont).horizontalAdvance(QStringLiteral("00.000 ms")) + 10)
            : LeftGutter;
    const double available = double(viewport()->width()) - gutter - 20 - double(thin) * ThinLaneWidth;
    // Larger text (a tall screen, presentation) gets wider lanes before the cap: two
    // lifelines use a 1080-line screen's width rather than three quarters of it.
    const double textScale = std::max({1.0, m_lineScale, font().pointSizeF() / 9.0});
    const double laneWidth = std::clamp(
        available / double(wide), m_lineScale > 1 ? PresentingMinLaneWidth : MinLaneWidth, MaxLaneWidth * textScale);
    m_layout.setLanes(m_data.lanes, laneWidth, gutter);
    const LaneHeaderShape header = laneHeaderShape(m_layout, m_data.lanes, font(), m_lineScale > 1);
    // And room above the first arrow for its name in that text: squeezed under the lane
    // headers, the first request's name went below its arrow, beside the next one's.
    QFont labelFont = font();
    labelFont.setPointSizeF(labelFont.pointSizeF() * 0.9);
    const double top =
        m_lineScale > 1 ? header.height + std::max(LabelRoom, QFontMetricsF(labelFont).height() + 14) : TopMargin;
    m_layout.setLanes(m_data.lanes, laneWidth, gutter, top);
    m_layout.setHeader(header.height, header.stacked, header.rows);
    rebuildAxis();
    spokenChanged(); // its items stand elsewhere now
}

void SequenceDiagram::rebuildAxis()
{
    // A gap longer than what 400 px would show at this zoom is cut and drawn as a break.
    const SimTime maxGap = SimTime::fromMicros(int64_t(400.0 / m_pxPerMs * 1000.0));
    TimeAxis &axis = m_layout.axis();
    axis.begin(m_pxPerMs, std::max(maxGap, DiagramData::ShortestBreak), BreakHeight);
    for (const DiagramData::Gap &gap : m_data.gaps) {
        axis.addToScale(gap.from);
        axis.add(gap.to);
    }
    if (m_data.lastTime)
        axis.addToScale(*m_data.lastTime);
    axis.finish();
    m_words.clear(); // laid out again where the new geometry puts things
    const QRectF bounds(0, 0, m_layout.contentWidth(), m_layout.contentHeight());
    m_item->setBounds(bounds);
    scene()->setSceneRect(bounds);
    viewport()->update();
    emit scaleChanged(m_pxPerMs);
}

void SequenceDiagram::setCursor(size_t index)
{
    RunSight upTo;
    upTo.cursor = index;
    setSight(upTo);
}

void SequenceDiagram::setSight(const RunSight &sight)
{
    const size_t index = sight.cursor;
    m_playedTo = index;
    m_cursor = sight.lastShown();
    // Down the run only: a view that jumped sideways after each event's lane, mid-play,
    // lost the class (a selected moment still scrolls its arrow into view).
    if (m_follow && m_run && index < m_run->trace().size())
        scrollToTime(m_run->trace()[index].time);
    if (index == 0) // back at the start (Home, or the lesson walked back): its top, under no header
        verticalScrollBar()->setValue(verticalScrollBar()->minimum());
    viewport()->update();
    spokenChanged(); // a screen reader hears what is drawn now
}

void SequenceDiagram::setCursorTime(std::optional<SimTime> at)
{
    m_cursorTime = at;
    viewport()->update();
}

std::optional<SimTime> SequenceDiagram::cursorTime() const
{
    if (!m_cursor || !m_run || *m_cursor >= m_run->trace().size())
        return std::nullopt;
    return m_cursorTime ? *m_cursorTime : m_run->trace()[*m_cursor].time;
}

QPointF SequenceDiagram::arrowCenter(int i) const
{
    return arrowLine(m_data.arrows[size_t(i)]).center();
}

QLineF SequenceDiagram::arrowLine(const DiagramData::Arrow &a) const
{
    // Coincident arrows a few pixels apart, so two messages never look like one.
    const double fan = a.fan * FanStep * m_lineScale;
    const QPointF from(m_layout.lifelineX(size_t(a.from)), m_layout.y(a.t0) + fan);
    QPointF to(m_layout.lifelineX(size_t(a.to)), m_layout.y(a.t1) + fan);
    if (a.flags & DiagramData::OnTheWire)
        to.rx() = (from.x() + to.x()) / 2;
    return {from, to};
}

int SequenceDiagram::arrowAt(const QPoint &viewportPos) const
{
    const QPointF p = mapToScene(viewportPos);
    int best = -1;
    double bestDistance = 7; // pixels: close enough to mean this arrow
    const Trace *t = m_run ? &m_run->trace() : nullptr;
    for (size_t i = 0; i < m_data.arrows.size(); ++i) {
        const auto &a = m_data.arrows[i];
        if (t && notDrawnYet(a.send))
            break; // not shown yet
        const QLineF line = arrowLine(a);
        const double d = distanceToSegment(p, line.p1(), line.p2());
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
    if (m_selected < 0 && index >= 0 && m_run && size_t(index) < m_run->trace().size()) {
        // An event about a message (a match, a discard) selects that message's arrow.
        const Trace &t = m_run->trace();
        const Id message = t[size_t(index)].message;
        for (size_t i = 0; message && i < m_data.arrows.size() && m_selected < 0; ++i)
            if (t[m_data.arrows[i].send].message == message && m_data.arrows[i].send <= size_t(index))
                m_selected = int(i);
    }
    computeHighlight(m_selected);
    if (m_selected >= 0)
        ensureVisible(QRectF(arrowCenter(m_selected) - QPointF(40, 40), QSizeF(80, 80)));
    else if (index >= 0 && m_run && size_t(index) < m_run->trace().size())
        scrollToTime(m_run->trace()[size_t(index)].time);
    viewport()->update();
}

void SequenceDiagram::scrollToTime(SimTime t)
{
    // Keep the moment in the upper two thirds, leaving room below for what follows.
    const QRectF visible = mapToScene(viewport()->rect()).boundingRect();
    const double y = sceneY(t);
    const double margin = visible.height() / 6;
    if (y >= visible.top() + m_layout.top() + margin / 2 && y <= visible.bottom() - margin)
        return;
    centerOn(QPointF(visible.center().x(), y + visible.height() / 6));
}

void SequenceDiagram::setFollowCursor(bool on)
{
    m_follow = on;
    if (on && m_run && m_playedTo && *m_playedTo < m_run->trace().size())
        scrollToTime(m_run->trace()[*m_playedTo].time);
}

void SequenceDiagram::scrollContentsBy(int dx, int dy)
{
    QGraphicsView::scrollContentsBy(dx, dy);
    viewport()->update(); // the pinned lane headers: a scrolled copy of them would smear
    paintedPlacesChanged();
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
    const SimTime centre = m_layout.timeAt(mapToScene(viewport()->rect().center()).y());
    m_pxPerMs = std::clamp(m_pxPerMs * factor, 0.01, 2000.0);
    rebuildAxis();
    centerOn(QPointF(mapToScene(viewport()->rect().center()).x(), m_layout.y(centre)));
}

void SequenceDiagram::fitAll()
{
    // Scale time so the whole run fits the height; breaks keep idle stretches short.
    // A run too dense to read that way opens on its first few dozen messages instead.
    if (!m_data.lastTime)
        return;
    if (m_data.arrows.size() > 60) {
        const SimTime firstFew = m_data.arrows[40].t0 + SimTime::fromMillis(1);
        const double available = std::max(100.0, double(viewport()->height()) - m_layout.top() - 40);
        m_pxPerMs = std::clamp(available / std::max(0.001, firstFew.millis()), 0.01, 2000.0);
        rebuildAxis();
        centerOn(0, 0);
        return;
    }
    const double available = std::max(100.0, double(viewport()->height()) - m_layout.top() - 40);
    for (int i = 0; i < 12; ++i) {
        if (m_layout.axis().height() <= 0)
            break;
        m_pxPerMs *= available / m_layout.axis().height();
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
        QString text = QStringLiteral("<b>%1</b> %2 → %3<br>")
                           .arg(QString::fromStdString(env->type()).toHtmlEscaped(),
                                QString::fromStdString(t.actorName(t[m_data.arrows[size_t(a)].send].actor)),
                                QString::fromStdString(t.peerName(t[m_data.arrows[size_t(a)].send])));
        text += QStringLiteral("id %1<br>correlation %2<br>")
                    .arg(QString::fromStdString(env->id()), QString::fromStdString(env->correlationId()));
        if (!env->causationId().empty())
            text += QStringLiteral("causation %1<br>").arg(QString::fromStdString(env->causationId()));
        text += QStringLiteral("attempt %1, sent at %2")
                    .arg(env->attempt())
                    .arg(QString::fromStdString(formatClock(m_data.arrows[size_t(a)].t0)));
        QToolTip::showText(help->globalPos(), text, viewport());
        return true;
    }
    return QGraphicsView::viewportEvent(event);
}

void SequenceDiagram::drawForeground(QPainter *painter, const QRectF &rect)
{
    // The time axis stays at the left edge while the lanes scroll sideways under it,
    // and the lane headers at the top while time scrolls under them.
    const QPointF topLeft = mapToScene(0, 0);
    paintTimeAxis(painter, topLeft.x(), topLeft.y() + m_layout.headerHeight(), rect.bottom());
    paintHeaders(painter, topLeft.y(), rect.left(), rect.width());
}

void SequenceDiagram::changeEvent(QEvent *event)
{
    QGraphicsView::changeEvent(event);
    if (event->type() == QEvent::FontChange) {
        m_words.clear(); // words of another size take other room
        layoutLanes();
    }
}

void SequenceDiagram::setPixelsPerMs(double pxPerMs)
{
    m_pxPerMs = std::clamp(pxPerMs, 0.0001, 2000.0);
    rebuildAxis();
    paintedPlacesChanged();
}

double SequenceDiagram::contentHeight() const
{
    return m_layout.contentHeight();
}
double SequenceDiagram::contentWidth() const
{
    return m_layout.contentWidth();
}
double SequenceDiagram::sceneY(SimTime t) const
{
    return m_layout.y(t);
}

void SequenceDiagram::shareTimeAxis(SequenceDiagram &other)
{
    DiagramData::shareTimeAxis(m_data, other.m_data);
    other.setPixelsPerMs(m_pxPerMs);
    rebuildAxis();
}

std::pair<SimTime, SimTime> SequenceDiagram::visibleTimes() const
{
    const QRectF r = mapToScene(viewport()->rect()).boundingRect();
    return {m_layout.timeAt(std::max(m_layout.top(), r.top() + m_layout.headerHeight())),
            m_layout.timeAt(std::max(m_layout.top(), r.bottom()))};
}

} // namespace corrsim
