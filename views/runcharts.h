#pragma once
// Charts of a run over virtual time: entries in the stores and messages in flight, and
// a histogram of reply latencies. All Qt Charts code stays in this class (Qt Charts is
// deprecated from Qt 6.10 in favour of Qt Graphs).

#include <QWidget>

#include "run/sagametrics.h"

#include <memory>

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

private:
    QChartView *m_sagas = nullptr;
    QChartView *m_counts = nullptr;
    QChartView *m_latency = nullptr;
};

} // namespace corrsim
