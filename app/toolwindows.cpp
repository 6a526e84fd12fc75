#include "toolwindows.h"

#include "explore/lessonplan.h"
#include "explorepanel.h"
#include "explorewords.h"
#include "findingtext.h"
#include "input/scenarioerror.h"
#include "sweeppanel.h"

#include <QWidget>

#include <utility>

namespace corrsim {

ToolWindows::ToolWindows(QWidget *owner) : QObject(owner), m_owner(owner) {}

SweepPanel *ToolWindows::openSweep(const Scenario &scenario)
{
    // A new window when the scenario changed (it was kept by name alone, and swept the
    // scenario as it was before a parameter changed).
    if (!m_sweep || m_sweep->scenario().toJson() != scenario.toJson()) {
        if (m_sweep)
            m_sweep->close();
        m_sweep = new SweepPanel(scenario, m_owner);
        m_sweep->setAttribute(Qt::WA_DeleteOnClose);
        connect(m_sweep, &SweepPanel::runRequested, this, &ToolWindows::runRequested);
    }
    m_sweep->setFont(m_owner->font());
    m_sweep->show();
    m_sweep->raise();
    return m_sweep;
}

ExplorePanel *ToolWindows::openExplore(const Scenario &scenario, const std::function<void(QWidget *)> &place)
{
    // A new window when the scenario changed: it explores what the main window runs now.
    if (!m_explore || m_explore->scenario().toJson() != scenario.toJson()) {
        if (m_explore)
            m_explore->close();
        m_explore = new ExplorePanel(scenario, m_owner);
        m_explore->setAttribute(Qt::WA_DeleteOnClose);
        connect(m_explore, &ExplorePanel::compareRequested, this,
                [this](const QString &passingLabel, const QString &failingLabel) {
                    // The exploration compared the two runs already, off the GUI thread.
                    emit compareRequested(*m_explore->result(), passingLabel, failingLabel);
                });
        connect(m_explore, &ExplorePanel::keepRequested, this, &ToolWindows::keepRequested);
        // The exploration the lesson's question asked for answers it; a window closed
        // while it runs leaves the question open.
        connect(m_explore, &ExplorePanel::explored, this, [this] {
            if (!std::exchange(m_lessonExploring, false))
                return;
            // Only a finished search answers: one stopped part way found nothing yet.
            const ExploreAnswer *a = m_explore->answer();
            if (a && (a->result.violated() || a->result.exhaustive))
                emit lessonAnswered(explorationVerdictText(*a));
            else
                emit lessonLeftOpen();
        });
        connect(m_explore, &QObject::destroyed, this, [this] {
            if (std::exchange(m_lessonExploring, false))
                emit lessonLeftOpen();
        });
        if (place)
            place(m_explore);
    }
    m_explore->setFont(m_owner->font());
    m_explore->show();
    m_explore->raise();
    return m_explore;
}

void ToolWindows::exploreForLesson(const Scenario &scenario, const std::function<void(QWidget *)> &place)
{
    ExplorePanel *panel = openExplore(scenario, place);
    try {
        panel->setPlan(lessonExplorePlan(panel->scenario()));
    } catch (const ScenarioError &e) {
        emit lessonLeftOpen();
        return emit refused(errorText(e));
    }
    m_lessonExploring = true;
    panel->start();
}

} // namespace corrsim
