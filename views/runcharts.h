#pragma once
// Charts of a run over virtual time: entries in the stores and messages in flight, and
// a histogram of reply latencies. Qt Charts code stays in the chart classes, this one
// and sweepchart (Qt Charts is deprecated from Qt 6.10 in favour of Qt Graphs).

#include <QWidget>

#include "run/sagametrics.h"
#include "runsight.h"

#include <memory>
#include <optional>

QT_BEGIN_NAMESPACE
class QChart;
class QChartView;
QT_END_NAMESPACE

namespace corrsim {

struct RunRecord;

class RunCharts : public QWidget
{
    Q_OBJECT
public:
    explicit RunCharts(QWidget *parent = nullptr);
    /// Charts a run; with sagas, also how many are in each state over time.
    void setRun(std::shared_ptr<const RunRecord> run, const SagaReport *sagas = nullptr);
    /// Charts only the events up to this one (playback); nothing: the whole run. Redrawn
    /// when the charts are next on screen.
    void setSight(const RunSight &sight);

protected:
    void showEvent(QShowEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void rebuild();
    void chartSagas(SimTime upTo);
    void chartCounts(size_t events);
    void chartLatency(size_t events);

    std::shared_ptr<const RunRecord> m_run;
    const SagaReport *m_report = nullptr;
    std::optional<size_t> m_cutoff;
    bool m_dirty = false;
    QChartView *m_sagas = nullptr;
    QChartView *m_counts = nullptr;
    QChartView *m_latency = nullptr;
};

} // namespace corrsim
