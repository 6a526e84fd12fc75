#pragma once
// The Explore window: every schedule of the scenario up to a number of faults, run off
// the GUI thread (an ExploreJob) with progress and Stop; the end states with their counts and the checks
// each breaks; for a violation, its shortest counterexample opened beside the nearest
// passing schedule, and saved as a lesson with its faults pinned (docs/explore.md).

#include "explorejob.h"
#include "scenario/scenario.h"

#include <QWidget>

#include <memory>

class QCheckBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace corrsim {

class ExplorePanel : public QWidget
{
    Q_OBJECT
public:
    explicit ExplorePanel(const Scenario &scenario, QWidget *parent = nullptr);
    ~ExplorePanel() override;

    /// Explores with the form's bound and checks (what the Explore button does).
    void start();
    bool running() const { return m_job.running(); }
    const ExploreResult *result() const { return m_job.result() ? &m_job.result()->result : nullptr; }
    /// The result with the facts the window's words are made from.
    const ExploreAnswer *answer() const { return m_job.result(); }
    /// The counterexample as a lesson (explore/counterexamplelesson.h): what "Save as a
    /// lesson" writes.
    Scenario counterexampleScenario() const;
    void setMaxFaults(int k);
    /// The form set to a plan's bound and checks (a lesson's "explore" block).
    void setPlan(const ExplorePlan &plan);
    /// The scenario it explores, as the window had it when the panel opened.
    const Scenario &scenario() const { return m_scenario; }
    void setChecked(const QString &check, bool on);

signals:
    /// Open result()'s nearest passing schedule and counterexample side by side.
    void compareRequested(const QString &passingLabel, const QString &failingLabel);
    /// An exploration ended: result() holds it, or none when it stopped or failed.
    void explored();
    /// "Keep in the lesson": the counterexample's pins, and its run (which names them).
    void keepRequested(const std::vector<corrsim::PinnedFault> &pins, std::shared_ptr<const corrsim::RunRecord> run);

private:
    void finished();
    void showResult();
    void saveCounterexample();

    Scenario m_scenario;
    QSpinBox *m_maxFaults = nullptr;
    std::vector<QCheckBox *> m_faults, m_checks;
    QPushButton *m_run = nullptr, *m_compare = nullptr, *m_save = nullptr, *m_keep = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_summary = nullptr;
    QTableWidget *m_outcomes = nullptr;
    QCheckBox *m_details = nullptr;
    ExploreJob m_job;
};

} // namespace corrsim
