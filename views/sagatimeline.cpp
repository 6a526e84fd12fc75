#include "sagatimeline.h"

#include "paintedlistaccessible.h"
#include "palette.h"

#include <QContextMenuEvent>
#include <QHelpEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QPaintEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>
#include <cmath>
#include <functional>
#include <set>

namespace corrsim {

namespace {
constexpr int LaneHeight = 22;
constexpr int LabelWidth = 110;
constexpr int LegendTop = 8, LegendRow = 20, Swatch = 14;
constexpr int AxisRoom = 22; // below the legend, the time axis's labels

} // namespace

SagaTimeline::SagaTimeline(QWidget *parent) : QWidget(parent)
{
    PaintedListAccessible::install(); // each saga's states, in words, for a screen reader
    setAccessibleName(tr("Saga timeline"));
    setBackgroundRole(QPalette::Base);
    setAutoFillBackground(true);
}

void SagaTimeline::setReport(const SagaReport &report, SimTime endTime)
{
    m_report = report;
    m_end = endTime;
    m_states.clear();
    for (const auto &s : m_report.instances)
        for (const auto &span : s.history)
            if (std::find(m_states.begin(), m_states.end(), span.state) == m_states.end())
                m_states.push_back(span.state);
    rebuildAxis();
    rebuildOrder();
}

bool SagaTimeline::outcomesKnown() const
{
    return m_showAll || !m_cursor || m_endInSight;
}

void SagaTimeline::setFinalStateFilter(const std::string &state)
{
    m_filter = state;
    rebuildOrder();
}

void SagaTimeline::rebuildOrder()
{
    const std::vector<size_t> before = m_order;
    m_order.clear();
    const bool known = outcomesKnown();
    for (size_t i = 0; i < m_report.instances.size(); ++i)
        if (!known || m_filter.empty() || m_report.instances[i].state == m_filter)
            m_order.push_back(i);
    if (known) {
        auto rank = [&](size_t i) {
            const SagaInstance &s = m_report.instances[i];
            switch (s.outcome) {
            case SagaOutcome::Stuck:
                return 0;
            case SagaOutcome::CompensationFailed:
                return 1;
            case SagaOutcome::Compensated:
                return 2;
            case SagaOutcome::RejectedBeforeEffect:
                return 3;
            case SagaOutcome::Completed:
                return 4;
            }
            return 5;
        };
        std::stable_sort(m_order.begin(), m_order.end(), [&](size_t a, size_t b) { return rank(a) < rank(b); });
    }
    if (m_order != before) {
        setMinimumHeight(m_top + std::max(1, laneCount()) * LaneHeight + 10);
        updateGeometry();
    }
    relayout();
    update();
    paintedItemsChanged(this);
}

const std::vector<int> &SagaTimeline::drawnLanes() const
{
    if (m_drawnLanesVersion == paintedVersion())
        return m_drawnLanes;
    m_drawnLanesVersion = paintedVersion();
    std::vector<int> &lanes = m_drawnLanes;
    lanes.clear();
    for (int lane = 0; lane < laneCount(); ++lane)
        if (const SagaInstance &s = sagaOnLane(lane);
            !honest() || (!s.history.empty() && s.history.front().from <= *m_cursor))
            lanes.push_back(lane);
    return lanes;
}

int SagaTimeline::paintedItemCount() const
{
    return int(drawnLanes().size());
}

QString SagaTimeline::paintedItemWords(int i) const
{
    const SagaInstance &s = sagaOnLane(drawnLanes()[size_t(i)]);
    QStringList states;
    for (const SagaInstance::Span &span : s.history)
        if (!honest() || span.from <= *m_cursor)
            states << (span.undoes ? tr("%1 at %2, compensating") : tr("%1 at %2"))
                          .arg(QString::fromStdString(span.state), QString::fromStdString(formatClock(span.from)));
    return tr("saga %1 (%2): %3")
        .arg(QString::fromStdString(s.id), QString::fromStdString(s.owner), states.join(QStringLiteral(", ")));
}

QRect SagaTimeline::paintedItemRect(int i) const
{
    return QRect(0, m_top + drawnLanes()[size_t(i)] * LaneHeight, width(), LaneHeight);
}

std::vector<std::string> SagaTimeline::legendStates() const
{
    std::set<std::string> reached;
    for (const SagaInstance &s : m_report.instances)
        for (const auto &span : s.history)
            if (!honest() || span.from <= *m_cursor)
                reached.insert(span.state);
    std::vector<std::string> out;
    for (const auto &st : m_states)
        if (reached.count(st))
            out.push_back(st);
    return out;
}

std::vector<SagaTimeline::LegendEntry> SagaTimeline::layOutLegend() const
{
    // Each entry as wide as its name: a row that is full wraps to the next, so no name
    // is cut short ("COM…") at the right edge.
    std::vector<LegendEntry> out;
    const QFontMetrics fm(font());
    const int right = std::max(200, width() - 8);
    int x = 8, y = LegendTop;
    auto add = [&](const QString &text, bool compensation) {
        const int w = Swatch + 4 + fm.horizontalAdvance(text) + 2; // a pixel to spare: drawn whole, not cut
        if (x > 8 && x + w > right) {
            x = 8;
            y += LegendRow;
        }
        out.push_back({text, QRect(x, y + 2, Swatch, Swatch), QRect(x + Swatch + 4, y, w - Swatch - 4, LegendRow - 2),
                       compensation});
        x += w + 14;
    };
    for (const auto &st : legendStates())
        add(QString::fromStdString(st), false);
    add(tr("compensation"), true);
    return out;
}

void SagaTimeline::relayout()
{
    m_legend = layOutLegend();
    const int top = (m_legend.empty() ? LegendTop + LegendRow : m_legend.back().label.bottom() + 2) + AxisRoom;
    if (top != m_top) {
        m_top = top;
        setMinimumHeight(m_top + std::max(1, laneCount()) * LaneHeight + 10);
        updateGeometry();
    }
}

int SagaTimeline::laneAt(const QPoint &pos) const
{
    if (pos.y() < m_top || pos.x() < 0 || pos.x() > width())
        return -1;
    const int lane = (pos.y() - m_top) / LaneHeight;
    if (lane >= laneCount())
        return -1;
    const SagaInstance &s = sagaOnLane(lane);
    if (honest() && (s.history.empty() || s.history.front().from > *m_cursor))
        return -1; // not drawn: it has not started yet
    return lane;
}

QPoint SagaTimeline::pointAt(int lane, SimTime t) const
{
    return {int(std::lround(LabelWidth + m_axis.y(t))), m_top + lane * LaneHeight + LaneHeight / 2};
}

QString SagaTimeline::toolTipAt(const QPoint &pos) const
{
    const int lane = laneAt(pos);
    if (lane < 0)
        return {};
    const SagaInstance &s = sagaOnLane(lane);
    // The time under the mouse, but never past the cursor: the tooltip keeps the
    // secret of what the run has not reached, as the drawing does.
    SimTime t = m_axis.time(std::max(0, pos.x() - LabelWidth));
    t = std::min(t, m_end);
    if (honest())
        t = std::min(t, *m_cursor);
    const SagaInstance::Span *at = nullptr;
    for (const auto &span : s.history)
        if (span.from <= t)
            at = &span;
    QString text =
        tr("saga <b>%1</b> (%2)")
            .arg(QString::fromStdString(s.id).toHtmlEscaped(), QString::fromStdString(s.owner).toHtmlEscaped());
    if (at)
        text += tr("<br>%1 at %2")
                    .arg(QString::fromStdString(at->state).toHtmlEscaped(), QString::fromStdString(formatClock(t)));
    else
        text += tr("<br>not started at %1").arg(QString::fromStdString(formatClock(t)));
    if (at && at->undoes)
        text += tr(" (compensating)");
    return text;
}

bool SagaTimeline::event(QEvent *event)
{
    if (event->type() == QEvent::FontChange)
        relayout(); // the legend's names are measured in the font
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const QString text = toolTipAt(help->pos());
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    return QWidget::event(event);
}

void SagaTimeline::mousePressEvent(QMouseEvent *event)
{
    const int lane = laneAt(event->position().toPoint());
    if (event->button() == Qt::LeftButton && lane >= 0 && sagaKeyOnLane(lane))
        emit sagaClicked(sagaKeyOnLane(lane));
    QWidget::mousePressEvent(event);
}

void SagaTimeline::contextMenuEvent(QContextMenuEvent *event)
{
    const int lane = laneAt(event->pos());
    if (lane < 0 || !sagaKeyOnLane(lane))
        return;
    const Id key = sagaKeyOnLane(lane);
    QMenu menu(this);
    QAction *only = menu.addAction(tr("Show only this conversation"));
    only->setToolTip(
        tr("The sequence diagram draws only saga %1's messages").arg(QString::fromStdString(sagaOnLane(lane).id)));
    connect(only, &QAction::triggered, this, [this, key] { emit focusRequested(key); });
    emit menuRequested(&menu, sagaOnLane(lane));
    menu.exec(event->globalPos());
}

void SagaTimeline::setSight(const RunSight &sight)
{
    const bool wasKnown = outcomesKnown();
    const bool wasAll = m_showAll;
    m_cursor = sight.cursorTime;
    m_showAll = sight.wholeRun;
    m_endInSight = sight.endInSight();
    if (outcomesKnown() != wasKnown || m_showAll != wasAll) {
        rebuildOrder();
    } else {
        relayout(); // a state reached for the first time joins the legend
        update();
    }
    paintedItemsChanged(this); // a screen reader hears the states reached now
}

QSize SagaTimeline::sizeHint() const
{
    return {800, m_top + std::max(3, laneCount()) * LaneHeight + 10};
}

void SagaTimeline::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    rebuildAxis();
    relayout();
}

void SagaTimeline::rebuildAxis()
{
    // The same time mapping as the diagram, laid out across the width.
    std::vector<SimTime> times{m_end};
    for (const auto &s : m_report.instances)
        for (const auto &span : s.history)
            times.push_back(span.from);
    const double width = std::max(100, this->width() - LabelWidth - 20);
    const double pxPerMs = m_end.millis() > 0 ? width / m_end.millis() : 1;
    m_axis.build(times, pxPerMs, SimTime::max(), 0);
    if (m_axis.height() > width) {
        // Long idle stretches: cut them so the busy parts keep their room.
        m_axis.build(times, pxPerMs, SimTime::fromMicros(int64_t(m_end.micros() / 20 + 1)), 18);
        const double scale = width / std::max(1.0, m_axis.height());
        m_axis.build(times, pxPerMs * scale, SimTime::fromMicros(int64_t(m_end.micros() / 20 + 1)), 18);
    }
}

void SagaTimeline::paintEvent(QPaintEvent *event)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    if (m_report.instances.empty()) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(rect(), Qt::AlignCenter,
                   tr("This lesson has no sagas. The saga lessons draw one lane per payment here."));
        return;
    }
    // Legend: the states reached so far, and the outline that marks compensation.
    for (const LegendEntry &entry : m_legend) { // laid out with the lanes, not again per frame
        if (entry.compensation) {
            p.setPen(QPen(palette::Outline, 2, Qt::DashLine)); // compensation: an outline any eye tells from the fills
            p.setBrush(Qt::NoBrush);
            p.drawRect(entry.swatch);
        } else {
            p.fillRect(entry.swatch, palette::stateColor(entry.text.toStdString()));
        }
        p.setPen(palette().color(QPalette::Text));
        p.drawText(entry.label, Qt::AlignLeft | Qt::AlignVCenter, entry.text);
    }

    // The time axis: a few round times along the top of the lanes.
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    p.setFont(small);
    const double span = std::max(1.0, m_end.millis());
    const double step = niceStep(span / 6); // about six labels
    double lastX = -1e9;
    for (double ms = 0; ms <= span + 1e-9; ms += step) {
        const double x = LabelWidth + m_axis.y(SimTime::fromMicros(int64_t(ms * 1000)));
        if (x - lastX < 60)
            continue;
        lastX = x;
        p.setPen(palette().color(QPalette::Mid));
        p.drawLine(QPointF(x, m_top - 6), QPointF(x, m_top - 1));
        p.setPen(palette().color(QPalette::Text));
        p.drawText(QRectF(x - 40, m_top - 22, 80, 14), Qt::AlignCenter,
                   QString::fromStdString(formatClock(SimTime::fromMicros(int64_t(ms * 1000)))));
    }
    p.setFont(font());

    const QRect visible = event->rect();
    const int first = std::max(0, (visible.top() - m_top) / LaneHeight);
    const int last = std::min(laneCount() - 1, (visible.bottom() - m_top) / LaneHeight + 1);
    const double endX = LabelWidth + m_axis.y(m_end);
    for (int i = first; i <= last; ++i) {
        const SagaInstance &s = m_report.instances[m_order[size_t(i)]];
        const int y = m_top + i * LaneHeight;
        const bool honest = this->honest();
        if (honest && (s.history.empty() || s.history.front().from > *m_cursor))
            continue; // has not started yet
        p.setPen(palette().color(QPalette::Text));
        p.drawText(QRect(4, y, LabelWidth - 8, LaneHeight), Qt::AlignVCenter | Qt::AlignRight,
                   QString::fromStdString(s.id));
        for (const auto &span : s.history) {
            if (honest && span.from > *m_cursor)
                break; // a state it has not reached yet
            const double x0 = LabelWidth + m_axis.y(span.from);
            double x1 = span.to ? LabelWidth + m_axis.y(*span.to) : endX;
            if (honest)
                x1 = std::min(x1, LabelWidth + m_axis.y(*m_cursor));
            const QRectF bar(x0, y + 4, std::max(2.0, x1 - x0), LaneHeight - 8);
            p.fillRect(bar, palette::stateColor(span.state));
            if (span.undoes) { // outlined only where something was undone, not on every failure path
                p.setPen(
                    QPen(palette::Outline, 2, Qt::DashLine)); // compensation: an outline any eye tells from the fills
                p.setBrush(Qt::NoBrush);
                p.drawRect(bar);
            }
        }
    }
    for (const auto &b : m_axis.breaks()) {
        const double x = LabelWidth + b.y;
        p.setPen(QPen(palette::BreakLine, 1, Qt::DashLine));
        p.drawLine(QPointF(x + 9, m_top), QPointF(x + 9, m_top + laneCount() * LaneHeight));
    }
    if (m_cursor) {
        const double x = LabelWidth + m_axis.y(*m_cursor);
        p.setPen(QPen(palette::Cursor, 2));
        p.drawLine(QPointF(x, m_top - 4), QPointF(x, m_top + laneCount() * LaneHeight));
    }
}

} // namespace corrsim
