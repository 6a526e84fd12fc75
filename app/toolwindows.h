#pragma once
// The windows the main window opens beside itself for the scenario it runs: one Sweep
// and one Explore window, each made again when the scenario they were opened for changed
// (a variant, a parameter), and the exploration that answers a lesson's question. The
// main window says what it runs and lays the answer out; the windows' life is here.

#include "explore/explore.h"
#include "scenario/scenario.h"

#include <QObject>
#include <QPointer>

#include <functional>
#include <memory>
#include <vector>

class QWidget;

namespace corrsim {

class ExplorePanel;
class SweepPanel;
struct RunRecord;

class ToolWindows : public QObject
{
    Q_OBJECT
public:
    /// The windows are children of `owner` (windows of their own, closed with it).
    explicit ToolWindows(QWidget *owner);

    /// The Sweep window for `scenario`, shown and raised.
    SweepPanel *openSweep(const Scenario &scenario);
    /// The Explore window for `scenario`, shown and raised; a new one is first placed by
    /// `place` (beside the lesson, for the class).
    ExplorePanel *openExplore(const Scenario &scenario, const std::function<void(QWidget *)> &place = {});
    /// Explores the lesson's own plan (its "explore" block, explore/lessonplan.h) in the
    /// Explore window: lessonAnswered follows a search that finished, lessonLeftOpen one
    /// stopped, closed or refused (refused() says why).
    void exploreForLesson(const Scenario &scenario, const std::function<void(QWidget *)> &place = {});

    SweepPanel *sweep() const { return m_sweep; }
    ExplorePanel *explore() const { return m_explore; }

signals:
    /// The Sweep window asks for one of its runs in the main window.
    void runRequested(const corrsim::Scenario &scenario, quint64 seed);
    /// The Explore window asks for its counterexample beside the nearest passing run.
    void compareRequested(const corrsim::ExploreResult &result, const QString &passingLabel,
                          const QString &failingLabel);
    /// "Keep in the lesson": the counterexample's pins, and its run (which names them).
    void keepRequested(const std::vector<corrsim::PinnedFault> &pins, std::shared_ptr<const corrsim::RunRecord> run);
    /// The lesson's question answered by its exploration, in the window's words.
    void lessonAnswered(const QString &verdict);
    /// The lesson's exploration ended without an answer: the question stays open.
    void lessonLeftOpen();
    /// The lesson's exploration could not start (its plan does not fit the scenario).
    void refused(const QString &message);

private:
    QWidget *m_owner;
    QPointer<SweepPanel> m_sweep;
    QPointer<ExplorePanel> m_explore;
    bool m_lessonExploring = false; // the Explore window runs the lesson's exploration
};

} // namespace corrsim
