// The window's "what if": a message's or an event's context menu forks the run with one
// pinned fault (same scenario, same seed) and opens it beside the original; Run ›
// Compare puts the run beside a saved run, a scenario file or a variant; Run › Explore
// and a lesson's exploration question open the Explore window.

#include "mainwindow.h"

#include "comparewindow.h"
#include "explore/lessonplan.h"
#include "explorepanel.h"
#include "findingtext.h"
#include "lessonauthor.h"
#include "lessonpanel.h"
#include "playback.h"
#include "qtext.h"
#include "scenario/pinnedfault.h"
#include "scenario/scenario.h"
#include "sequencediagram.h"

#include <QFileDialog>
#include <QInputDialog>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QScreen>

#include <utility>

namespace corrsim {

void MainWindow::addWhatIfActions(QMenu *menu, long event)
{
    if (!m_run || event < 0 || size_t(event) >= m_run->trace().size())
        return;
    const Trace &t = m_run->trace();
    QMenu *sub = menu->addMenu(tr("What if…"));
    if (!m_runs->shownScenario()) {
        sub->setEnabled(false);
        sub->setTitle(tr("What if… (a saved trace cannot run again: open its scenario)"));
        return;
    }
    const TraceEvent &e = t[size_t(event)];
    const int arrow = m_diagram->data().arrowOfEvent(size_t(event));
    if (arrow >= 0) {
        const DiagramData::Arrow &a = m_diagram->data().arrows[size_t(arrow)];
        const QString type = qs(t.names().text(t[a.send].messageType()));
        using K = PinnedFault::Kind;
        auto fault = [&](K kind, const QString &text) {
            sub->addAction(text, this, [this, kind, send = a.send, text] {
                m_runs->whatIf(PinnedFault::onMessage(kind, send), text);
            });
        };
        fault(K::Drop, tr("this %1 were lost").arg(type));
        fault(K::Duplicate, tr("this %1 came twice").arg(type));
        sub->addAction(tr("this %1 were delayed by…").arg(type), this, [this, send = a.send, type] {
            bool ok = false;
            const QString by =
                QInputDialog::getText(this, tr("What if it were delayed"), tr("Delay by (e.g. 20ms, 1.5s):"),
                                      QLineEdit::Normal, QStringLiteral("20ms"), &ok);
            if (!ok || by.trimmed().isEmpty())
                return;
            const std::optional<SimTime> delay = parseDuration(by.trimmed().toStdString());
            if (!delay || *delay <= SimTime()) {
                showError(tr("What if"),
                          tr("\"%1\" is not a delay: write a duration such as 20ms or 1.5s").arg(by.trimmed()));
                return;
            }
            m_runs->whatIf(PinnedFault::onMessage(K::Delay, send, *delay),
                           tr("this %1 delayed by %2").arg(type, by.trimmed()));
        });
        fault(K::DeliverAfterNext, tr("this %1 arrived after the next message").arg(type));
        if (!(a.flags & (DiagramData::Dropped | DiagramData::Undelivered))) {
            const std::string receiver = t.actorName(t[a.end].actor);
            sub->addAction(tr("%1 crashed as it arrived").arg(qs(receiver)), this, [this, receiver, a] {
                m_runs->whatIf(PinnedFault::crashAfter(receiver, a.end),
                               tr("%1 crashed as the message arrived").arg(qs(receiver)));
            });
        }
    }
    if (e.actor != NoActor && e.kind != EventKind::Crash && e.kind != EventKind::Restart) {
        const std::string actor = t.actorName(e.actor);
        sub->addAction(tr("%1 crashed right after this %2").arg(qs(actor), qs(std::string(eventKindName(e.kind)))),
                       this, [this, actor, event] {
                           m_runs->whatIf(PinnedFault::crashAfter(actor, uint64_t(event)),
                                          tr("%1 crashed right after event %2").arg(qs(actor)).arg(event));
                       });
    }
    if (sub->isEmpty())
        sub->addAction(tr("(nothing to change here: step to a message or a participant's event)"))->setEnabled(false);
}

void MainWindow::whatIfAtCursor()
{
    if (!m_run)
        return;
    // The message the author selected (in the diagram or the log), else the cursor's.
    QMenu menu(this);
    addWhatIfActions(&menu, anchorEvent());
    if (QMenu *sub = menu.actions().isEmpty() ? nullptr : menu.actions().front()->menu())
        sub->exec(m_diagram->mapToGlobal(m_diagram->rect().center()));
}

void MainWindow::compareWithFile()
{
    if (!m_run)
        return;
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Compare with"), QString(),
        tr("Runs and scenarios (*.jsonl *.ctrace *.jsonl.gz *.ctrace.gz *.json);;All files (*)"));
    if (path.isEmpty())
        return;
    m_runs->compareWithFile(path);
}

void MainWindow::compareWithVariant()
{
    const std::shared_ptr<const Scenario> shown = m_runs->shownScenario();
    if (!shown || !m_run)
        return;
    QStringList names{tr("(the lesson as shipped)")};
    for (const auto &v : shown->info().variants)
        names << qs(v.name);
    bool ok = false;
    const QString chosen =
        QInputDialog::getItem(this, tr("Compare with a variant"), tr("Variant:"), names, 0, false, &ok);
    if (ok)
        m_runs->compareWithVariant(chosen == names.front() ? QString() : chosen);
}

void MainWindow::openSweepPanel()
{
    const Scenario *scenario = m_runs->scenario();
    if (!scenario)
        return showError(tr("Sweep"), tr("A saved trace cannot run again: open its scenario to sweep it."));
    const QString title = tr("Sweep: %1").arg(m_runs->scenarioName());
    if (!m_sweep || m_sweep->windowTitle() != title) {
        if (m_sweep)
            m_sweep->close();
        m_sweep = new SweepPanel(*scenario, this);
        m_sweep->setAttribute(Qt::WA_DeleteOnClose);
        connect(m_sweep, &SweepPanel::runRequested, this, [this](const Scenario &run, quint64 seed) {
            m_runs->runScenario(run, seed);
            raise();
            activateWindow();
        });
    }
    m_sweep->setFont(font());
    m_sweep->show();
    m_sweep->raise();
}

void MainWindow::openExplorePanel(bool besideTheLesson)
{
    const Scenario *scenario = m_runs->scenario();
    if (!scenario)
        return showError(tr("Explore"), tr("A saved trace cannot run again: open its scenario to explore it."));
    // A new panel when the scenario changed (a variant, a parameter): it explores what
    // the window runs now.
    if (!m_explore || m_explore->scenario().toJson() != scenario->toJson()) {
        if (m_explore)
            m_explore->close();
        m_explore = new ExplorePanel(*scenario, this);
        m_explore->setAttribute(Qt::WA_DeleteOnClose);
        connect(m_explore, &ExplorePanel::compareRequested, this,
                [this](const QString &passingLabel, const QString &failingLabel) {
                    // The exploration compared the two runs already, off this thread.
                    const ExploreResult &r = *m_explore->result();
                    showComparison({r.passing, r.failing, passingLabel, failingLabel, *r.comparison, {}, {}, {}});
                });
        connect(m_explore, &ExplorePanel::keepRequested, this,
                [this](const std::vector<PinnedFault> &pins, std::shared_ptr<const RunRecord> run) {
                    keepFaults(tr("Keep explore's %n fault(s)", nullptr, int(pins.size())), [&](Scenario &s) {
                        for (const PinnedFault &p : pins)
                            s.keepFault(p, run->trace());
                    });
                });
        // The exploration the lesson's question asked for answers it; a panel closed
        // while it runs leaves the question open.
        connect(m_explore, &ExplorePanel::explored, this, [this] {
            if (!std::exchange(m_lessonExploring, false))
                return;
            // Only a finished search answers: one stopped part way found nothing yet.
            const ExploreAnswer *a = m_explore->answer();
            if (a && (a->result.violated() || a->result.exhaustive))
                m_lesson->setExplorationVerdict(explorationVerdictText(*a));
            else
                m_lesson->explorationStopped();
        });
        connect(m_explore, &QObject::destroyed, this, [this] {
            if (std::exchange(m_lessonExploring, false))
                m_lesson->explorationStopped();
        });
        if (besideTheLesson)
            placeBesideTheLesson(m_explore);
    }
    m_explore->setFont(font());
    m_explore->show();
    m_explore->raise();
}

void MainWindow::exploreForLesson()
{
    openExplorePanel(true);
    if (!m_explore)
        return m_lesson->explorationStopped();
    try {
        m_explore->setPlan(lessonExplorePlan(m_explore->scenario()));
    } catch (const ScenarioError &e) {
        m_lesson->explorationStopped();
        return showError(tr("Explore"), errorText(e));
    }
    m_lessonExploring = true;
    m_explore->start();
}

void MainWindow::placeBesideTheLesson(QWidget *window) const
{
    // The class reads the answer in the lesson while the window shows how the
    // exploration found it. Placed before it is shown: move() places the frame, whose
    // borders the window manager adds later (a few pixels at the sides).
    constexpr int Border = 8;
    const QRect lesson(m_lesson->mapToGlobal(QPoint(0, 0)), m_lesson->size());
    const QRect screen = window->screen()->availableGeometry();
    const int room = lesson.left() - screen.left() - Border;
    if (!m_lesson->isVisible() || room < 480)
        return; // no room beside it: where fitToScreen put it
    window->resize(std::min(window->width(), room), window->height());
    window->move(lesson.left() - window->width() - Border, window->y());
}

} // namespace corrsim
