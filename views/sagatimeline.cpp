#include "sagatimeline.h"

#include "palette.h"

#include <QPainter>
#include <QPaintEvent>

#include <algorithm>
#include <cmath>
#include <functional>
#include <set>

namespace corrsim {

namespace {
constexpr int LaneHeight = 22;
constexpr int LabelWidth = 110;
constexpr int Top = 50; // room for the legend and the time axis
} // namespace

SagaTimeline::SagaTimeline(QWidget *parent) : QWidget(parent)
{
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

bool SagaTimeline::outcomesKnown() const { return m_showAll || !m_cursor || *m_cursor >= m_end; }

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
            case SagaOutcome::Stuck: return 0;
            case SagaOutcome::CompensationFailed: return 1;
            case SagaOutcome::Compensated: return 2;
            case SagaOutcome::RejectedBeforeEffect: return 3;
            case SagaOutcome::Completed: return 4;
            }
            return 5;
        };
        std::stable_sort(m_order.begin(), m_order.end(), [&](size_t a, size_t b) { return rank(a) < rank(b); });
    }
    if (m_order != before) {
        setMinimumHeight(Top + std::max(1, laneCount()) * LaneHeight + 10);
        updateGeometry();
    }
    update();
}

void SagaTimeline::setShowAll(bool on)
{
    m_showAll = on;
    rebuildOrder();
}

void SagaTimeline::setCursorTime(SimTime t)
{
    const bool wasKnown = outcomesKnown();
    m_cursor = t;
    if (outcomesKnown() != wasKnown)
        rebuildOrder();
    else
        update();
}

QSize SagaTimeline::sizeHint() const { return {800, Top + std::max(3, laneCount()) * LaneHeight + 10}; }

void SagaTimeline::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    rebuildAxis();
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
        p.drawText(rect(), Qt::AlignCenter, tr("This lesson has no sagas. The saga lessons draw one lane per payment here."));
        return;
    }
    // Legend: the states that occur (so far, unless showing all: a legend must not
    // announce an outcome before it happens).
    std::set<std::string> reached;
    for (const SagaInstance &s : m_report.instances)
        for (const auto &span : s.history)
            if (m_showAll || !m_cursor || span.from <= *m_cursor)
                reached.insert(span.state);
    int lx = 8;
    for (const auto &st : m_states) {
        if (!reached.count(st))
            continue;
        p.fillRect(QRect(lx, 10, 14, 14), palette::stateColor(st));
        p.setPen(palette().color(QPalette::Text));
        const QString label = QString::fromStdString(st);
        p.drawText(QRect(lx + 18, 8, 140, 18), Qt::AlignLeft | Qt::AlignVCenter, label);
        lx += 28 + p.fontMetrics().horizontalAdvance(label);
    }
    p.setPen(QPen(QColor(0x22, 0x22, 0x22), 2, Qt::DashLine)); // compensation: an outline any eye tells from the fills
    p.drawRect(QRect(lx, 10, 14, 14));
    p.setPen(palette().color(QPalette::Text));
    p.drawText(QRect(lx + 18, 8, 160, 18), Qt::AlignLeft | Qt::AlignVCenter, tr("compensation"));

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
        p.drawLine(QPointF(x, Top - 6), QPointF(x, Top - 1));
        p.setPen(palette().color(QPalette::Text));
        p.drawText(QRectF(x - 40, Top - 22, 80, 14), Qt::AlignCenter, QString::fromStdString(formatClock(SimTime::fromMicros(int64_t(ms * 1000)))));
    }
    p.setFont(font());

    const QRect visible = event->rect();
    const int first = std::max(0, (visible.top() - Top) / LaneHeight);
    const int last = std::min(laneCount() - 1, (visible.bottom() - Top) / LaneHeight + 1);
    const double endX = LabelWidth + m_axis.y(m_end);
    for (int i = first; i <= last; ++i) {
        const SagaInstance &s = m_report.instances[m_order[size_t(i)]];
        const int y = Top + i * LaneHeight;
        const bool honest = !m_showAll && m_cursor;
        if (honest && (s.history.empty() || s.history.front().from > *m_cursor))
            continue; // has not started yet
        p.setPen(palette().color(QPalette::Text));
        p.drawText(QRect(4, y, LabelWidth - 8, LaneHeight), Qt::AlignVCenter | Qt::AlignRight, QString::fromStdString(s.id));
        for (const auto &span : s.history) {
            if (honest && span.from > *m_cursor)
                break; // a state it has not reached yet
            const double x0 = LabelWidth + m_axis.y(span.from);
            double x1 = span.to ? LabelWidth + m_axis.y(*span.to) : endX;
            if (honest)
                x1 = std::min(x1, LabelWidth + m_axis.y(*m_cursor));
            const QRectF bar(x0, y + 4, std::max(2.0, x1 - x0), LaneHeight - 8);
            p.fillRect(bar, palette::stateColor(span.state));
            if (span.compensation) {
                p.setPen(QPen(QColor(0x22, 0x22, 0x22), 2, Qt::DashLine)); // compensation: an outline any eye tells from the fills
                p.setBrush(Qt::NoBrush);
                p.drawRect(bar);
            }
        }
    }
    for (const auto &b : m_axis.breaks()) {
        const double x = LabelWidth + b.y;
        p.setPen(QPen(QColor(150, 150, 165), 1, Qt::DashLine));
        p.drawLine(QPointF(x + 9, Top), QPointF(x + 9, Top + laneCount() * LaneHeight));
    }
    if (m_cursor) {
        const double x = LabelWidth + m_axis.y(*m_cursor);
        p.setPen(QPen(palette::Cursor, 2));
        p.drawLine(QPointF(x, Top - 4), QPointF(x, Top + laneCount() * LaneHeight));
    }
}

} // namespace corrsim
