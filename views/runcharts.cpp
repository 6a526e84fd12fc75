#include "runcharts.h"

#include "palette.h"
#include "timeaxis.h"

#include "run/runrecord.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QHBoxLayout>
#include <QLineSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <map>
#include <memory>
#include <set>

namespace corrsim {

namespace {
/// QChartView::setChart releases the old chart without deleting it: delete it here.
void replaceChart(QChartView *view, QChart *chart)
{
    std::unique_ptr<QChart> old(view->chart());
    view->setChart(chart);
}
} // namespace

RunCharts::RunCharts(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QHBoxLayout(this);
    m_counts = new QChartView(this);
    m_latency = new QChartView(this);
    m_sagas = new QChartView(this);
    m_counts->setAccessibleName(tr("Messages by kind"));
    m_latency->setAccessibleName(tr("Latency"));
    m_sagas->setAccessibleName(tr("Sagas by state"));
    for (QChartView *v : {m_counts, m_sagas, m_latency}) {
        v->setRenderHint(QPainter::Antialiasing);
        v->setMinimumWidth(160);
        layout->addWidget(v);
    }
}

void RunCharts::setRun(std::shared_ptr<const RunRecord> run, const SagaReport *sagas)
{
    if (!run)
        return;
    m_run = std::move(run);
    m_report = sagas;
    m_dirty = true;
    if (isVisible())
        rebuild();
}

void RunCharts::setSight(const RunSight &sight)
{
    const std::optional<size_t> lastEvent = sight.lastShown();
    if (lastEvent == m_cutoff)
        return;
    m_cutoff = lastEvent;
    m_dirty = true;
    if (isVisible())
        rebuild();
}

void RunCharts::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_dirty)
        rebuild();
}

namespace {
/// Counts are whole: ticks on whole numbers, labels without decimals.
void wholeNumberAxis(QChart *chart)
{
    for (QAbstractAxis *axis : chart->axes(Qt::Vertical))
        if (auto *values = qobject_cast<QValueAxis *>(axis)) {
            // A whole step that gives at most about six ticks: 1, 2, 5, 10, 20, 50, ...
            const double top = std::max(1.0, std::ceil(values->max()));
            const double step = niceStep(std::max(1.0, top / 6));
            values->setRange(0, std::ceil(top / step) * step);
            values->setTickType(QValueAxis::TicksDynamic);
            values->setTickAnchor(0);
            values->setTickInterval(step);
            values->setLabelFormat(QStringLiteral("%d"));
        }
}

/// Time in whole milliseconds, on round ticks (0, 500, 1000, ...) across the run.
void wholeMillisecondAxis(QChart *chart, double endMs)
{
    for (QAbstractAxis *axis : chart->axes(Qt::Horizontal))
        if (auto *values = qobject_cast<QValueAxis *>(axis)) {
            const double step = niceStep(std::max(1.0, endMs / 4));
            values->setRange(0, endMs);
            values->setTickType(QValueAxis::TicksDynamic);
            values->setTickAnchor(0);
            values->setTickInterval(step);
            values->setLabelFormat(QStringLiteral("%d"));
        }
}

/// The window's text size everywhere in a chart (presentation mode enlarges it), and a
/// legend that shows whole names: below the plot when they fit in one row, else beside it.
void fitText(QChartView *view, const QFont &font)
{
    QChart *chart = view->chart();
    if (!chart)
        return;
    QFont title = font;
    title.setBold(true);
    chart->setTitleFont(title);
    chart->legend()->setFont(font);
    for (QAbstractAxis *axis : chart->axes())
        axis->setLabelsFont(font);
    const QFontMetricsF fm(font);
    double row = 0;
    for (const QAbstractSeries *series : chart->series())
        row += fm.horizontalAdvance(series->name()) + fm.height() * 2.5; // marker and spacing
    chart->legend()->setAlignment(row <= view->width() - 16 ? Qt::AlignBottom : Qt::AlignRight);
    chart->legend()->setShowToolTips(true);
}
} // namespace

void RunCharts::rebuild()
{
    if (!m_run)
        return;
    m_dirty = false;
    const Trace &t = m_run->trace();
    const size_t events = m_cutoff ? std::min(t.size(), *m_cutoff + 1) : t.size();
    const SimTime upTo = m_cutoff && events ? t[events - 1].time : m_run->endTime();
    chartSagas(upTo);
    chartCounts(events);
    chartLatency(events);
    for (QChartView *v : {m_counts, m_sagas, m_latency}) {
        if (!v->chart())
            continue;
        v->chart()->setMargins(QMargins(2, 2, 2, 2)); // these charts share a narrow panel
        fitText(v, font());
    }
}

void RunCharts::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    for (QChartView *v : {m_counts, m_sagas, m_latency})
        fitText(v, font());
}

void RunCharts::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        for (QChartView *v : {m_counts, m_sagas, m_latency})
            fitText(v, font());
}

void RunCharts::chartSagas(SimTime upTo)
{
    m_sagas->setVisible(m_report && !m_report->instances.empty());
    if (m_report && !m_report->instances.empty()) {
        // Sagas by state over time: at each sample, how many sagas are in each state.
        const double end = std::max(1.0, m_run->endTime().millis());
        const int samples = 200;
        std::map<std::string, QList<QPointF>> byState;
        for (const auto &s : m_report->instances)
            for (const auto &span : s.history)
                if (span.from <= upTo) // a state not reached yet is not in the legend
                    byState.emplace(span.state, QList<QPointF>());
        for (int k = 0; k <= samples; ++k) {
            const SimTime at = SimTime::fromMicros(int64_t(end * 1000.0 * k / samples));
            if (at > upTo)
                break; // the x axis still spans the run: the lines grow as it plays
            std::map<std::string, int> counts;
            for (const auto &s : m_report->instances)
                for (const auto &span : s.history)
                    if (span.from <= at && (!span.to || at < *span.to))
                        ++counts[span.state];
            for (auto &[state, points] : byState)
                points.append({at.millis(), double(counts[state])});
        }
        auto *chart = new QChart;
        chart->setAnimationOptions(QChart::NoAnimation);
        chart->setTitle(tr("Sagas by state (ms)"));
        for (auto &[state, points] : byState) {
            auto *series = new QLineSeries;
            series->setName(QString::fromStdString(state));
            series->setColor(palette::stateColor(state)); // as in the saga timeline
            series->replace(points);
            chart->addSeries(series);
        }
        chart->createDefaultAxes();
        wholeMillisecondAxis(chart, end);
        wholeNumberAxis(chart);
        replaceChart(m_sagas, chart);
    }
}

void RunCharts::chartCounts(size_t events)
{
    const Trace &t = m_run->trace();
    const double endMs = std::max(1.0, m_run->endTime().millis());
    // Counts over time, sampled into at most 400 points (a chart cannot use more pixels).
    const int buckets = 400;
    std::vector<double> stored(buckets + 1, -1), inFlight(buckets + 1, -1);
    int64_t flying = 0;
    std::set<std::pair<uint16_t, uint64_t>> present; // (store, key) entries that exist now
    auto bucket = [&](SimTime at) { return int(std::clamp(at.millis() / endMs * buckets, 0.0, double(buckets))); };
    for (size_t i = 0; i < events; ++i) {
        const TraceEvent &e = t[i];
        switch (e.kind) {
        case EventKind::StorePut:
            present.insert({e.peer, e.key().bits});
            break;
        case EventKind::StoreRemove:
        case EventKind::StoreExpire:
            present.erase({e.peer, e.key().bits});
            break;
        case EventKind::StoreClear:
            for (auto it = present.begin(); it != present.end();)
                it = it->first == e.peer ? present.erase(it) : std::next(it);
            break;
        case EventKind::Send:
            ++flying;
            break;
        case EventKind::Duplicate:
            ++flying;
            break;
        case EventKind::Deliver:
        case EventKind::Drop:
            --flying;
            break;
        default:
            break;
        }
        const int b = bucket(e.time);
        stored[size_t(b)] = double(present.size());
        inFlight[size_t(b)] = double(std::max<int64_t>(0, flying));
    }
    auto *stores = new QLineSeries;
    stores->setName(tr("entries"));
    auto *flight = new QLineSeries;
    flight->setName(tr("in flight"));
    QList<QPointF> sp, fp;
    double lastS = 0, lastF = 0;
    const int lastBucket = events && events <= t.size() ? bucket(t[events - 1].time) : buckets;
    for (int b = 0; b <= lastBucket; ++b) {
        if (stored[size_t(b)] >= 0)
            lastS = stored[size_t(b)];
        if (inFlight[size_t(b)] >= 0)
            lastF = inFlight[size_t(b)];
        sp.append({b * endMs / buckets, lastS});
        fp.append({b * endMs / buckets, lastF});
    }
    stores->replace(sp); // replace(), not append(): appending point by point is quadratic
    flight->replace(fp);
    auto *counts = new QChart;
    counts->setAnimationOptions(QChart::NoAnimation);
    counts->setTitle(tr("Entries and messages (ms)"));
    counts->addSeries(stores);
    counts->addSeries(flight);
    counts->createDefaultAxes();
    wholeMillisecondAxis(counts, endMs);
    wholeNumberAxis(counts);
    replaceChart(m_counts, counts);
}

void RunCharts::chartLatency(size_t events)
{
    // Reply latency histogram.
    std::vector<double> latencies;
    const Trace &t = m_run->trace();
    for (size_t i = 0; i < events; ++i)
        if (t[i].kind == EventKind::ReplyMatched)
            latencies.push_back(t[i].latency().millis());
    auto *latency = new QChart;
    latency->setAnimationOptions(QChart::NoAnimation);
    latency->setTitle(latencies.empty() ? tr("Reply latency: no replies matched in this run")
                                        : tr("Reply latency (ms)"));
    if (!latencies.empty()) {
        const auto [mn, mx] = std::minmax_element(latencies.begin(), latencies.end());
        const int bins = 10;
        const double width = std::max(0.001, (*mx - *mn) / bins);
        std::vector<int> counts(bins, 0);
        for (double l : latencies)
            ++counts[size_t(std::min(bins - 1, int((l - *mn) / width)))];
        auto *set = new QBarSet(tr("replies"));
        QStringList labels;
        for (int b = 0; b < bins; ++b) {
            *set << counts[size_t(b)];
            labels << QString::number(*mn + b * width, 'f', 1);
        }
        auto *series = new QBarSeries;
        series->append(set);
        latency->addSeries(series);
        auto *x = new QBarCategoryAxis;
        x->append(labels);
        latency->addAxis(x, Qt::AlignBottom);
        series->attachAxis(x);
        auto *y = new QValueAxis;
        latency->addAxis(y, Qt::AlignLeft);
        series->attachAxis(y);
        wholeNumberAxis(latency);
    }
    replaceChart(m_latency, latency);
    m_latency->setVisible(!latencies.empty());
}

} // namespace corrsim
