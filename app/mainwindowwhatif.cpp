// The window's "what if": a message's or an event's context menu forks the run with one
// pinned fault (same scenario, same seed) and opens it beside the original; Run ›
// Compare puts the run beside a saved run, a scenario file or a variant; Run › Explore
// and a lesson's exploration question open the Explore window (its life, and the Sweep
// window's, are ToolWindows').

#include "mainwindow.h"

#include "comparewindow.h"
#include "explorepanel.h"
#include "findingtext.h"
#include "lessonauthor.h"
#include "lessonpanel.h"
#include "playback.h"
#include "qtext.h"
#include "scenario/pinnedfault.h"
#include "scenario/scenario.h"
#include "sequencediagram.h"
#include "whatifmenu.h"

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
    if (!m_run || event < 0)
        return;
    WhatIfMenu whatIf;
    whatIf.fork = [this](const PinnedFault &fault, const QString &name) { m_runs->whatIf(fault, name); };
    whatIf.askDelay = [this]() -> std::optional<QString> {
        bool ok = false;
        const QString by = QInputDialog::getText(this, tr("What if it were delayed"), tr("Delay by (e.g. 20ms, 1.5s):"),
                                                 QLineEdit::Normal, QStringLiteral("20ms"), &ok);
        return ok ? std::optional(by) : std::nullopt;
    };
    whatIf.refuse = [this](const QString &why) { showError(tr("What if"), why); };
    whatIf.addTo(menu, m_run->trace(), m_diagram->data(), size_t(event), m_runs->shownScenario() != nullptr);
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

void MainWindow::connectToolWindows()
{
    m_tools = new ToolWindows(this);
    connect(m_tools, &ToolWindows::runRequested, this, [this](const Scenario &run, quint64 seed) {
        m_runs->runScenario(run, seed);
        raise();
        activateWindow();
    });
    connect(m_tools, &ToolWindows::compareRequested, this,
            [this](const ExploreResult &r, const QString &passingLabel, const QString &failingLabel) {
                showComparison({r.passing, r.failing, passingLabel, failingLabel, *r.comparison, {}, {}, {}});
            });
    connect(m_tools, &ToolWindows::keepRequested, this,
            [this](const std::vector<PinnedFault> &pins, std::shared_ptr<const RunRecord> run) {
                keepFaults(tr("Keep explore's %n fault(s)", nullptr, int(pins.size())), [&](Scenario &s) {
                    for (const PinnedFault &p : pins)
                        s.keepFault(p, run->trace());
                });
            });
    connect(m_tools, &ToolWindows::lessonAnswered, m_lesson, &LessonPanel::setExplorationVerdict);
    connect(m_tools, &ToolWindows::lessonLeftOpen, m_lesson, &LessonPanel::explorationStopped);
    connect(m_tools, &ToolWindows::refused, this, [this](const QString &why) { showError(tr("Explore"), why); });
}

void MainWindow::openSweepPanel()
{
    const Scenario *scenario = m_runs->scenario();
    if (!scenario)
        return showError(tr("Sweep"), tr("A saved trace cannot run again: open its scenario to sweep it."));
    m_tools->openSweep(*scenario);
}

void MainWindow::openExplorePanel(bool besideTheLesson)
{
    const Scenario *scenario = m_runs->scenario();
    if (!scenario)
        return showError(tr("Explore"), tr("A saved trace cannot run again: open its scenario to explore it."));
    m_tools->openExplore(*scenario, besideTheLesson ? [this](QWidget *w) { placeBesideTheLesson(w); }
                                                    : std::function<void(QWidget *)>());
}

void MainWindow::exploreForLesson()
{
    if (const Scenario *scenario = m_runs->scenario())
        return m_tools->exploreForLesson(*scenario, [this](QWidget *w) { placeBesideTheLesson(w); });
    m_lesson->explorationStopped();
    openExplorePanel(); // says why a saved trace cannot be explored
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
