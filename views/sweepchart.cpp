#include "sweepchart.h"

#include "palette.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QVBoxLayout>
#include <QValueAxis>

namespace corrsim {

SweepChart::SweepChart(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_view = new QChartView(this);
    m_view->setAccessibleName(tr("How often each outcome held, by value"));
    m_view->setRenderHint(QPainter::Antialiasing);
    layout->addWidget(m_view);
    setAccessibleName(tr("Outcome rates by swept value"));
}

void SweepChart::setRates(const QString &axisTitle, const QStringList &values, const QStringList &outcomes,
                          const std::vector<std::vector<double>> &rates)
{
    auto *chart = new QChart;
    chart->setFont(font());
    chart->legend()->setFont(font());
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->setTitle(tr("Runs in which each outcome held, by %1").arg(axisTitle));
    chart->setTitleFont(font());
    auto *series = new QBarSeries(chart);
    // The first bar is "all held", in the palette's green; the expectations follow in
    // the other line colours (no vermillion: that is an error's colour).
    const QColor others[] = {palette::Blue,    palette::Orange, palette::Purple,
                             palette::SkyBlue, palette::Yellow, palette::Grey};
    series->setLabelsVisible(true);
    series->setLabelsFormat(QStringLiteral("@value%"));
    series->setLabelsPosition(QAbstractBarSeries::LabelsInsideEnd);
    for (qsizetype s = 0; s < outcomes.size(); ++s) {
        auto *set = new QBarSet(outcomes[s]);
        set->setColor(s == 0 ? palette::Green : others[size_t(s - 1) % std::size(others)]);
        set->setLabelFont(font());
        for (double r : rates[size_t(s)])
            *set << r * 100;
        series->append(set);
    }
    chart->addSeries(series);
    auto *x = new QBarCategoryAxis(chart);
    x->append(values);
    x->setTitleText(axisTitle);
    x->setLabelsFont(font());
    auto *y = new QValueAxis(chart);
    y->setRange(0, 100);
    y->setLabelFormat(QStringLiteral("%d%%"));
    y->setTitleText(tr("% of runs"));
    y->setLabelsFont(font());
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(x);
    series->attachAxis(y);
    QChart *old = m_view->chart();
    m_view->setChart(chart);
    delete old;
}

} // namespace corrsim
