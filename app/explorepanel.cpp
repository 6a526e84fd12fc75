#include "explorepanel.h"

#include "explore/counterexamplelesson.h"
#include "explore/explorechecks.h"
#include "explore/lessonplan.h"
#include "explorewords.h"
#include "findingtext.h"
#include "qtext.h"
#include "savefile.h"
#include "screenfit.h"

#include <QCheckBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QShortcut>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace corrsim {

ExplorePanel::ExplorePanel(const Scenario &scenario, QWidget *parent)
    : QWidget(parent, Qt::Window), m_scenario(scenario)
{
    const ScenarioInfo &info = scenario.info();
    setWindowTitle(info.variant.empty() ? tr("Explore: %1").arg(qs(info.name))
                                        : tr("Explore: %1, %2").arg(qs(info.name), qs(info.variant)));
    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    m_maxFaults = new QSpinBox(this);
    m_maxFaults->setAccessibleName(tr("Faults per run, at most"));
    m_maxFaults->setRange(0, int(MaxExploreFaults));
    m_maxFaults->setValue(1);
    m_maxFaults->setToolTip(tr("How many faults one run may have: every schedule with up to this many is run"));
    auto *faultCount = new QHBoxLayout;
    faultCount->addWidget(m_maxFaults);
    faultCount->addStretch(1);
    form->addRow(tr("Faults per run, at most"), faultCount);
    auto *faults = new QHBoxLayout;
    for (uint8_t f = 0; f < 5; ++f) {
        auto *box = new QCheckBox(faultKindText(ExploreFault(f)), this);
        box->setToolTip(faultKindDoc(ExploreFault(f)));
        box->setChecked(true);
        faults->addWidget(box);
        m_faults.push_back(box);
    }
    faults->addStretch(1);
    form->addRow(tr("Faults to try"), faults);
    auto *checks = new QGridLayout;
    for (const ExploreCheck &c : exploreChecks()) {
        auto *box = new QCheckBox(qs(c.name), this);
        box->setToolTip(checkPromiseText(c));
        box->setChecked(c.name == "invariants");
        checks->addWidget(box, int(m_checks.size()) / 3, int(m_checks.size()) % 3);
        m_checks.push_back(box);
    }
    form->addRow(tr("Every run must keep"), checks);
    layout->addLayout(form);

    auto *buttons = new QHBoxLayout;
    m_run = new QPushButton(tr("Explore"), this);
    m_compare = new QPushButton(tr("Compare with the nearest passing run"), this);
    m_compare->setToolTip(tr("The shortest counterexample beside the schedule one fault short of it, in the compare "
                             "window, where they part marked"));
    m_save = new QPushButton(tr("Save as a lesson…"), this);
    m_save->setToolTip(tr("The counterexample as a lesson: the scenario with its faults pinned and a note at each, "
                          "which corrsim run and the app play"));
    m_keep = new QPushButton(tr("Keep in the lesson"), this);
    m_keep->setObjectName(QStringLiteral("keepInLesson"));
    m_keep->setToolTip(tr("Pin the counterexample's faults in the lesson you are editing (Edit › Undo takes them "
                          "out again)"));
    connect(m_keep, &QPushButton::clicked, this, [this] {
        if (const ExploreResult *r = result(); r && r->counterexample && r->failing)
            emit keepRequested(r->counterexample->pins, r->failing);
    });
    m_compare->setEnabled(false);
    m_save->setEnabled(false);
    m_keep->setEnabled(false);
    m_progress = new QProgressBar(this);
    m_progress->setRange(0, 0);
    m_progress->hide();
    buttons->addWidget(m_run);
    buttons->addWidget(m_compare);
    buttons->addWidget(m_save);
    buttons->addWidget(m_keep);
    buttons->addWidget(m_progress, 1);
    layout->addLayout(buttons);
    // What a class reads first; event numbers, IDs and the command that repeats a run
    // for whoever wants them.
    m_details = new QCheckBox(tr("Details: event numbers, IDs and the command line"), this);
    m_details->setObjectName(QStringLiteral("details"));
    connect(m_details, &QCheckBox::toggled, this, [this] {
        if (m_job.result())
            showResult();
    });
    layout->addWidget(m_details);
    m_summary = new QLabel(this);
    m_summary->setAccessibleName(tr("What the exploration found"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_summary->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    layout->addWidget(m_summary);
    m_outcomes = new QTableWidget(0, 3, this);
    m_outcomes->setAccessibleName(tr("End states"));
    m_outcomes->setHorizontalHeaderLabels(
        {tr("Runs that end here"), tr("Breaks"), tr("The first schedule of each kind of fault to end here")});
    m_outcomes->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_outcomes->verticalHeader()->hide();
    m_outcomes->horizontalHeader()->setStretchLastSection(true);
    for (int column : {0, 1})
        m_outcomes->horizontalHeader()->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    m_outcomes->setToolTip(tr("Each row is one end state: what the stores hold and where each saga stopped"));
    layout->addWidget(m_outcomes, 1);

    connect(m_run, &QPushButton::clicked, this, [this] {
        if (running())
            m_job.stop();
        else
            start();
    });
    // The keyboard's way out, as a dialog's: Escape stops the search under way, or closes.
    connect(new QShortcut(QKeySequence(Qt::Key_Escape), this), &QShortcut::activated, this, [this] {
        if (running())
            m_job.stop();
        else
            close();
    });
    connect(&m_job, &BackgroundJob::finished, this, &ExplorePanel::finished);
    connect(&m_job, &BackgroundJob::progressed, this,
            [this](quint64 schedules) { m_summary->setText(tr("Exploring… %1 schedules run").arg(schedules)); });
    connect(m_compare, &QPushButton::clicked, this, [this] {
        if (const ExploreResult *r = result(); r && r->comparison)
            emit compareRequested(tr("nearest passing (%1)").arg(findingText(r->nearestPassingFaults)),
                                  tr("counterexample (%1)").arg(findingText(r->counterexampleFaults)));
    });
    connect(m_save, &QPushButton::clicked, this, &ExplorePanel::saveCounterexample);
    // A lesson that says how to explore it starts from its bound and checks, as the
    // command line does.
    try {
        setPlan(lessonExplorePlan(scenario));
    } catch (const ScenarioError &e) {
        m_summary->setText(tr("The lesson's \"explore\" block: %1").arg(errorText(e)));
    }
    fitToScreen(this, 0.7);
}

ExplorePanel::~ExplorePanel() = default; // the job stops and waits for its work

void ExplorePanel::setMaxFaults(int k)
{
    m_maxFaults->setValue(k);
}

void ExplorePanel::setPlan(const ExplorePlan &plan)
{
    m_maxFaults->setValue(int(plan.bound.maxFaults));
    for (size_t f = 0; f < m_faults.size(); ++f)
        m_faults[f]->setChecked(plan.bound.faults & faultBit(ExploreFault(f)));
    for (size_t i = 0; i < m_checks.size(); ++i) {
        const ExploreCheck *check = &exploreChecks()[i]; // the boxes are made in this order
        m_checks[i]->setChecked(plan.checks.empty()
                                    ? check->name == "invariants"
                                    : std::find(plan.checks.begin(), plan.checks.end(), check) != plan.checks.end());
    }
}

void ExplorePanel::setChecked(const QString &check, bool on)
{
    for (size_t i = 0; i < m_checks.size(); ++i)
        if (exploreChecks()[i].name == check.toStdString())
            m_checks[i]->setChecked(on);
}

void ExplorePanel::start()
{
    if (running())
        return;
    ExplorePlan plan;
    plan.bound.maxFaults = uint32_t(m_maxFaults->value());
    plan.bound.faults = 0;
    for (size_t f = 0; f < m_faults.size(); ++f)
        if (m_faults[f]->isChecked())
            plan.bound.faults |= faultBit(ExploreFault(f));
    for (size_t i = 0; i < m_checks.size(); ++i)
        if (m_checks[i]->isChecked())
            plan.checks.push_back(&exploreChecks()[i]); // the boxes are made in this order
    if (plan.bound.faults == 0 && plan.bound.maxFaults > 0) {
        m_summary->setText(tr("Choose at least one fault to try."));
        return;
    }
    m_compare->setEnabled(false);
    m_save->setEnabled(false);
    m_keep->setEnabled(false);
    m_outcomes->setRowCount(0);
    m_progress->show();
    m_run->setText(tr("Stop"));
    m_summary->setText(tr("Exploring…"));
    m_job.explore(m_scenario, plan);
}

void ExplorePanel::finished()
{
    m_run->setText(tr("Explore"));
    m_progress->hide();
    switch (m_job.ending()) {
    case BackgroundJob::Ending::Done:
        showResult();
        break;
    case BackgroundJob::Ending::Failed:
        m_summary->setText(tr("The exploration stopped: %1").arg(m_job.failure()));
        break;
    case BackgroundJob::Ending::Stopped:
    case BackgroundJob::Ending::None:
        m_summary->setText(tr("Stopped."));
        break;
    }
    emit explored();
}

void ExplorePanel::showResult()
{
    const ExploreAnswer &answer = *m_job.result();
    const ExploreResult &r = answer.result;
    const bool details = m_details->isChecked();
    QString text = details ? exploreReportText(r, m_scenario.info().name) : exploreInWords(r, answer.counterexample);
    if (m_job.stopRequested())
        text = tr("Stopped before the bound was explored.") + QLatin1Char('\n') + text;
    m_summary->setText(text);
    m_outcomes->setRowCount(int(r.outcomes.size()));
    for (int row = 0; row < int(r.outcomes.size()); ++row) {
        const ExploreResult::Outcome &o = r.outcomes[size_t(row)];
        QStringList broken;
        for (const std::string &b : o.broken) {
            const ExploreCheck *check = findExploreCheck(b);
            broken << (details || !check ? qs(b) : checkPromiseText(*check));
        }
        auto *count = new QTableWidgetItem;
        count->setData(Qt::DisplayRole, qulonglong(o.schedules()));
        m_outcomes->setItem(row, 0, count);
        m_outcomes->setItem(row, 1,
                            new QTableWidgetItem(broken.isEmpty() ? tr("nothing") : broken.join(QStringLiteral(", "))));
        // Each kind of fault that ends here, one a line: "Either" is seen as both.
        QStringList ways;
        const std::vector<Schedule> shown = shownSchedules(o);
        for (size_t k = 0; k < shown.size(); ++k)
            ways << (details || k >= answer.outcomes[size_t(row)].size()
                         ? findingText(shown[k].description())
                         : faultsInWords(answer.outcomes[size_t(row)][k]));
        m_outcomes->setItem(row, 2, new QTableWidgetItem(ways.join(QLatin1Char('\n'))));
    }
    m_outcomes->resizeColumnsToContents();
    m_outcomes->resizeRowsToContents(); // a row of several kinds of fault is as tall as its lines
    m_compare->setEnabled(r.comparison != nullptr);
    m_save->setEnabled(r.violated());
    // A violation before any fault of explore's leaves no fault to keep.
    m_keep->setEnabled(r.violated() && r.failing != nullptr && !r.counterexample->pins.empty());
}

Scenario ExplorePanel::counterexampleScenario() const
{
    if (!result() || !result()->counterexample)
        return m_scenario;
    return counterexampleLesson(m_scenario, *result());
}

void ExplorePanel::saveCounterexample()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Save the counterexample as a lesson"),
        qs(m_scenario.info().name) + QStringLiteral("-counterexample.json"), tr("Scenario (*.json)"));
    if (path.isEmpty())
        return;
    try {
        saveFile(path, QByteArray::fromStdString(counterexampleScenario().toJson()));
        m_summary->setText(m_summary->text() + QLatin1Char('\n') + tr("Saved %1").arg(path));
    } catch (const std::exception &e) {
        QMessageBox::critical(this, tr("Save failed"), errorText(e));
    }
}

} // namespace corrsim
