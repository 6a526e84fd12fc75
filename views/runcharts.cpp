#include "runcharts.h"

#include "simulation.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QHBoxLayout>
#include <QLineSeries>
#include <QValueAxis>

#include <algorithm>

namespace corrsim {

RunCharts::RunCharts(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QHBoxLayout(this);
    m_counts = new QChartView(this);
    m_latency = new QChartView(this);
    for (QChartView *v : {m_counts, m_latency}) {
        v->setRenderHint(QPainter::Antialiasing);
        layout->addWidget(v);
    }
}

void RunCharts::setRun(std::shared_ptr<const Simulation> run)
{
    if (!run)
        return;
    const Trace &t = run->trace();
    const double endMs = std::max(1.0, run->endTime().millis());
    // Counts over time, sampled into at most 400 points (a chart cannot use more pixels).
    const int buckets = 400;
    std::vector<double> stored(buckets + 1, -1), inFlight(buckets + 1, -1);
    int64_t entries = 0, flying = 0;
    auto bucket = [&](SimTime at) { return std::min(buckets, int(at.millis() / endMs * buckets)); };
    for (size_t i = 0; i < t.size(); ++i) {
        const TraceEvent &e = t[i];
        switch (e.kind) {
        case EventKind::StorePut: ++entries; break; // an overwrite counts as a write, not a new entry: close enough for a trend
        case EventKind::StoreRemove:
            if (t.names().text(e.detail) == "taken" || t.names().text(e.detail) == "removed")
                --entries;
            break;
        case EventKind::StoreExpire: --entries; break;
        case EventKind::StoreClear: entries -= e.value; break;
        case EventKind::Send: ++flying; break;
        case EventKind::Duplicate: ++flying; break;
        case EventKind::Deliver:
        case EventKind::Drop: --flying; break;
        default: break;
        }
        const int b = bucket(e.time);
        stored[size_t(b)] = double(std::max<int64_t>(0, entries));
        inFlight[size_t(b)] = double(std::max<int64_t>(0, flying));
    }
    auto *stores = new QLineSeries;
    stores->setName(tr("store writes outstanding"));
    auto *flight = new QLineSeries;
    flight->setName(tr("messages in flight"));
    QList<QPointF> sp, fp;
    double lastS = 0, lastF = 0;
    for (int b = 0; b <= buckets; ++b) {
        if (stored[size_t(b)] >= 0) lastS = stored[size_t(b)];
        if (inFlight[size_t(b)] >= 0) lastF = inFlight[size_t(b)];
        sp.append({b * endMs / buckets, lastS});
        fp.append({b * endMs / buckets, lastF});
    }
    stores->replace(sp); // replace(), not append(): appending point by point is quadratic
    flight->replace(fp);
    auto *counts = new QChart;
    counts->setAnimationOptions(QChart::NoAnimation);
    counts->setTitle(tr("Over time (ms)"));
    counts->addSeries(stores);
    counts->addSeries(flight);
    counts->createDefaultAxes();
    m_counts->setChart(counts);

    // Reply latency histogram.
    std::vector<double> latencies;
    for (size_t i = 0; i < t.size(); ++i)
        if (t[i].kind == EventKind::ReplyMatched)
            latencies.push_back(double(t[i].value) / 1000.0);
    auto *latency = new QChart;
    latency->setAnimationOptions(QChart::NoAnimation);
    latency->setTitle(latencies.empty() ? tr("Reply latency: no replies matched in this run") : tr("Reply latency (ms)"));
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
    }
    m_latency->setChart(latency);
}

} // namespace corrsim
