#pragma once
// Outcome rates of a sweep against the swept value: for each value, the share of runs in
// which all expectations held, and each expectation's own. Qt Charts code stays in the
// chart classes (this one and runcharts).

#include <QStringList>
#include <QWidget>

#include <vector>

QT_BEGIN_NAMESPACE
class QChartView;
QT_END_NAMESPACE

namespace corrsim {

class SweepChart : public QWidget
{
    Q_OBJECT
public:
    explicit SweepChart(QWidget *parent = nullptr);
    /// rates[s][v]: the share (0..1) of runs with value v in which outcome s held.
    void setRates(const QString &axisTitle, const QStringList &values, const QStringList &outcomes,
                  const std::vector<std::vector<double>> &rates);

private:
    QChartView *m_view = nullptr;
};

} // namespace corrsim
