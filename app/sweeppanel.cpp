#include "sweeppanel.h"

#include "findingtext.h"
#include "screenfit.h"

#include "qtext.h"
#include "savefile.h"
#include "scenario/parameters.h"
#include "sweepchart.h"
#include "sweeptablemodel.h"

#include <QComboBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QProgressBar>
#include <QPromise>
#include <QPushButton>
#include <QShortcut>
#include <QSpinBox>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

#include <set>
#include <thread>

namespace corrsim {

SweepPanel::SweepPanel(const Scenario &scenario, QWidget *parent) : QWidget(parent, Qt::Window), m_scenario(scenario)
{
    setWindowTitle(tr("Sweep: %1").arg(qs(scenario.info().name)));
    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    m_path = new QComboBox(this);
    m_path->setEditable(true);
    for (const auto &variant : scenario.info().variants)
        for (const ParameterEdit &change : variant.changes)
            if (m_path->findText(qs(change.path)) < 0)
                m_path->addItem(qs(change.path));
    m_path->setToolTip(tr("A value of the scenario, as --set names it: participants.orders.claim, network.drop, ..."));
    form->addRow(tr("Parameter"), m_path);
    m_values = new QLineEdit(this);
    m_values->setPlaceholderText(tr("values, separated by commas"));
    form->addRow(tr("Values"), m_values);
    auto *seeds = new QHBoxLayout;
    m_from = new QSpinBox(this);
    m_to = new QSpinBox(this);
    m_from->setAccessibleName(tr("First seed"));
    m_to->setAccessibleName(tr("Last seed"));
    for (QSpinBox *s : {m_from, m_to})
        s->setRange(0, 1000000);
    m_from->setValue(1);
    m_to->setValue(15);
    seeds->addWidget(m_from);
    seeds->addWidget(new QLabel(tr("to"), this));
    seeds->addWidget(m_to);
    seeds->addStretch(1);
    form->addRow(tr("Seeds"), seeds);
    layout->addLayout(form);

    auto *buttons = new QHBoxLayout;
    m_run = new QPushButton(tr("Run the sweep"), this);
    m_save = new QPushButton(tr("Save as CSV…"), this);
    m_save->setEnabled(false);
    m_progress = new QProgressBar(this);
    m_progress->hide();
    buttons->addWidget(m_run);
    buttons->addWidget(m_save);
    buttons->addWidget(m_progress, 1);
    layout->addLayout(buttons);
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("sweepSummary"));
    m_summary->setWordWrap(true);
    layout->addWidget(m_summary);

    // What to plot: a lesson's expectations can describe the bug it teaches (the claim
    // race expects two updates), so "all held" is 0% for the fix; one expectation alone
    // tells the fix from the bug.
    auto *plotRow = new QHBoxLayout;
    m_plot = new QComboBox(this);
    m_plot->setObjectName(QStringLiteral("sweepPlot"));
    m_plot->setAccessibleName(tr("Plot"));
    m_plot->setToolTip(tr("What the chart shows for each value: the runs in which every expectation held, or one "
                          "expectation"));
    plotRow->addWidget(new QLabel(tr("Plot"), this));
    plotRow->addWidget(m_plot, 1);
    layout->addLayout(plotRow);
    connect(m_plot, &QComboBox::activated, this, [this] { showResults(); });

    auto *split = new QSplitter(Qt::Vertical, this);
    m_chart = new SweepChart(split);
    m_model = new SweepTableModel(this);
    m_table = new QTableView(split);
    m_table->setAccessibleName(tr("Runs of the sweep"));
    m_table->setModel(m_model);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->hide();
    m_table->setToolTip(tr("Double-click a run to open it in the main window"));
    split->addWidget(m_chart);
    split->addWidget(m_table);
    split->setSizes({500, 250});
    layout->addWidget(split, 1);

    auto suggest = [this](const QString &path) {
        QStringList values;
        for (const std::string &v : sweepSuggestions(m_scenario, path.toStdString()))
            values << qs(v);
        m_values->setText(values.join(QLatin1Char(',')));
    };
    connect(m_path, &QComboBox::currentTextChanged, this, suggest);
    suggest(m_path->currentText());
    connect(m_run, &QPushButton::clicked, this, [this] {
        if (running())
            m_job.stop();
        else
            startFromForm();
    });
    // The keyboard's way out, as a dialog's: Escape stops the sweep under way, or closes.
    connect(new QShortcut(QKeySequence(Qt::Key_Escape), this), &QShortcut::activated, this, [this] {
        if (running())
            m_job.stop();
        else
            close();
    });
    connect(m_save, &QPushButton::clicked, this, &SweepPanel::save);
    connect(&m_job, &BackgroundJob::finished, this, &SweepPanel::finished);
    connect(&m_job, &BackgroundJob::progressed, m_progress, [this](quint64 runs) { m_progress->setValue(int(runs)); });
    connect(m_table, &QTableView::doubleClicked, this, [this](const QModelIndex &index) {
        if (!index.isValid())
            return;
        const SweepRow &r = m_model->row(index.row());
        try {
            emit runRequested(sweptScenario(m_scenario, m_plan, r.values), quint64(r.seed));
        } catch (const ScenarioError &e) { // the values were checked before the sweep ran
            QMessageBox::warning(this, tr("Open the run"), errorText(e));
        }
    });
    fitToScreen(this, 0.8);
}

SweepPanel::~SweepPanel() = default; // the job stops and waits for its work

void SweepPanel::startFromForm()
{
    start(m_path->currentText().trimmed(), m_values->text(), uint64_t(m_from->value()), uint64_t(m_to->value()));
}

void SweepPanel::start(const QString &path, const QString &values, uint64_t firstSeed, uint64_t lastSeed)
{
    if (running())
        return;
    SweepPlan plan;
    plan.firstSeed = std::min(firstSeed, lastSeed);
    plan.lastSeed = std::max(firstSeed, lastSeed);
    std::vector<std::string> list;
    for (const QString &v : values.split(QLatin1Char(','), Qt::SkipEmptyParts))
        if (const std::string value = v.trimmed().toStdString();
            std::find(list.begin(), list.end(), value) == list.end())
            list.push_back(value);
    if (path.isEmpty() && !list.empty()) {
        m_summary->setText(tr("Cannot sweep: name the parameter the values are for"));
        return;
    }
    if (!list.empty())
        plan.axes.push_back({path.toStdString(), list});
    // A value the scenario rejects is said here, before anything runs.
    for (const std::string &v : list) {
        try {
            Scenario(m_scenario).set({path.toStdString(), v});
        } catch (const std::exception &e) {
            m_summary->setText(tr("Cannot sweep %1: %2").arg(path, errorText(e)));
            return;
        }
    }
    m_running = plan;
    const SweepColumns columns = sweepColumns(m_scenario, plan);
    m_progress->setRange(0, int(plan.size()));
    m_progress->setValue(0);
    m_progress->show();
    m_run->setText(tr("Stop"));
    m_summary->setText(tr("Running %1 runs on %2 threads…").arg(plan.size()).arg(std::thread::hardware_concurrency()));
    m_job.start([scenario = m_scenario, plan, columns](JobControl &control) -> std::optional<std::vector<SweepRow>> {
        // Stopped, it keeps the runs it made: the table shows those.
        return runSweep(
            scenario, plan, columns, std::max(1u, std::thread::hardware_concurrency()),
            [&control](size_t n, size_t) { control.setDone(n); }, control.stopFlag());
    });
}

void SweepPanel::finished()
{
    m_run->setText(tr("Run the sweep"));
    m_progress->hide();
    if (!m_job.result()) {
        m_summary->setText(m_job.ending() == BackgroundJob::Ending::Failed
                               ? tr("The sweep stopped: %1").arg(m_job.failure())
                               : tr("Stopped."));
        return;
    }
    std::vector<SweepRow> rows = *m_job.result();
    // The rows and the grid they belong to change together: a double-click opens the
    // run of the row it is on.
    m_plan = m_running;
    m_model->setTable({sweepColumns(m_scenario, m_plan), std::move(rows)});
    showResults();
}

const SweepTable &SweepPanel::table() const
{
    return m_model->table();
}

void SweepPanel::showResults()
{
    const SweepTable &table = m_model->table();
    // Rates by the swept value (one bar group for a sweep of seeds alone).
    QStringList values, outcomes{tr("all expectations held")};
    if (m_plan.axes.empty())
        values << tr("seeds %1..%2").arg(m_plan.firstSeed).arg(m_plan.lastSeed);
    for (const auto &axis : m_plan.axes)
        for (const std::string &v : axis.values)
            values << qs(v);
    for (const std::string &e : table.columns.expectations)
        outcomes << qs(e);
    std::vector<std::vector<double>> rates(size_t(outcomes.size()), std::vector<double>(size_t(values.size()), 0));
    std::vector<size_t> runs(size_t(values.size()), 0);
    for (const SweepRow &r : table.rows) {
        const qsizetype found = m_plan.axes.empty() || r.values.empty() ? 0 : values.indexOf(qs(r.values[0]));
        if (found < 0)
            continue;
        const size_t v = size_t(found);
        ++runs[v];
        rates[0][v] += r.passed;
        for (size_t e = 0; e < r.expectations.size(); ++e)
            rates[1 + e][v] += r.expectations[e];
    }
    // Seeds that all gave one run say nothing more than one seed does: said, not hidden.
    std::vector<std::set<std::string>> runsSeen(size_t(values.size()));
    for (const SweepRow &r : table.rows)
        if (const qsizetype v = m_plan.axes.empty() || r.values.empty() ? 0 : values.indexOf(qs(r.values[0])); v >= 0)
            runsSeen[size_t(v)].insert(r.fingerprint);
    QStringList lines;
    for (size_t v = 0; v < runs.size(); ++v) {
        for (auto &series : rates)
            series[v] = runs[v] ? series[v] / double(runs[v]) : 0;
        QString line = tr("%1: all held in %2 of %3 runs")
                           .arg(values[qsizetype(v)])
                           .arg(qRound(rates[0][v] * double(runs[v])))
                           .arg(runs[v]);
        if (runs[v] > 1 && runsSeen[v].size() == 1)
            line += tr(" (every seed gave the same run)");
        lines << line;
    }
    // The plot picker offers what this table has; the choice stays across runs.
    const QString chosen = m_plot->currentText();
    m_plot->clear();
    m_plot->addItems(outcomes);
    m_plot->setCurrentIndex(std::max<qsizetype>(0, outcomes.indexOf(chosen)));
    const size_t plotted = size_t(m_plot->currentIndex());
    m_chart->setFont(font());
    m_chart->setRates(m_plan.axes.empty() ? tr("seed") : qs(m_plan.axes[0].path), values,
                      QStringList{outcomes[qsizetype(plotted)]}, {rates[plotted]});
    m_summary->setText(tr("%1 runs. %2.").arg(table.rows.size()).arg(lines.join(QStringLiteral("; "))));
    m_table->resizeColumnsToContents();
    m_save->setEnabled(!table.rows.empty());
}

void SweepPanel::save()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Save the sweep"), qs(m_scenario.info().name) + QStringLiteral("-sweep.csv"), tr("CSV (*.csv)"));
    if (path.isEmpty())
        return;
    try {
        saveFile(path, QByteArray::fromStdString(sweepCsv(table())));
        const QString json = qs(sweepSummaryPathFor(path.toStdString()));
        saveFile(json, QByteArray::fromStdString(sweepSummaryJson(table())));
        m_summary->setText(tr("Saved %1 and %2").arg(path, json));
    } catch (const std::exception &e) {
        QMessageBox::critical(this, tr("Save failed"), errorText(e));
    }
}

} // namespace corrsim
