// The window's "what if": a message's or an event's context menu forks the run with one
// pinned fault (same scenario, same seed) and opens it beside the original; File ›
// Compare puts the run beside a saved run, a scenario file or a variant.

#include "mainwindow.h"

#include "comparewindow.h"
#include "qtext.h"
#include "playback.h"
#include "runspec.h"
#include "scenario/pinnedfault.h"
#include "scenario/scenario.h"
#include "sequencediagram.h"

#include <QFileDialog>
#include <QInputDialog>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QtConcurrent>

namespace corrsim {

void MainWindow::addWhatIfActions(QMenu *menu, long event)
{
    if (!m_run || event < 0 || size_t(event) >= m_run->trace().size())
        return;
    const Trace &t = m_run->trace();
    QMenu *sub = menu->addMenu(tr("What if…"));
    if (!m_shownScenario) {
        sub->setEnabled(false);
        sub->setTitle(tr("What if… (a saved trace cannot run again: open its scenario)"));
        return;
    }
    const TraceEvent &e = t[size_t(event)];
    const int arrow = m_diagram->data().arrowOfEvent(size_t(event));
    if (arrow >= 0) {
        const DiagramData::Arrow &a = m_diagram->data().arrows[size_t(arrow)];
        const QString type = qs(t.names().text(t[a.send].detail));
        using K = PinnedFault::Kind;
        auto fault = [&](K kind, const QString &text) {
            sub->addAction(text, this, [this, kind, send = a.send, text] { whatIf(PinnedFault::onMessage(kind, send), text); });
        };
        fault(K::Drop, tr("this %1 were lost").arg(type));
        fault(K::Duplicate, tr("this %1 came twice").arg(type));
        sub->addAction(tr("this %1 were delayed by…").arg(type), this, [this, send = a.send, type] {
            bool ok = false;
            const QString by = QInputDialog::getText(this, tr("What if it were delayed"), tr("Delay by (e.g. 20ms, 1.5s):"),
                                                     QLineEdit::Normal, QStringLiteral("20ms"), &ok);
            if (!ok || by.trimmed().isEmpty())
                return;
            const std::optional<SimTime> delay = parseDuration(by.trimmed().toStdString());
            if (!delay || *delay <= SimTime()) {
                fail(tr("\"%1\" is not a delay: write a duration such as 20ms or 1.5s").arg(by.trimmed()));
                return;
            }
            whatIf(PinnedFault::onMessage(K::Delay, send, *delay), tr("this %1 delayed by %2").arg(type, by.trimmed()));
        });
        fault(K::DeliverAfterNext, tr("this %1 arrived after the next message").arg(type));
        if (!(a.flags & (DiagramData::Dropped | DiagramData::Undelivered))) {
            const std::string receiver = t.actorName(t[a.end].actor);
            sub->addAction(tr("%1 crashed as it arrived").arg(qs(receiver)), this, [this, receiver, a] {
                whatIf(PinnedFault::crashAfter(receiver, a.end), tr("%1 crashed as the message arrived").arg(qs(receiver)));
            });
        }
    }
    if (e.actor != NoActor && e.kind != EventKind::Crash && e.kind != EventKind::Restart) {
        const std::string actor = t.actorName(e.actor);
        sub->addAction(tr("%1 crashed right after this %2").arg(qs(actor), qs(std::string(eventKindName(e.kind)))), this,
                       [this, actor, event] {
                           whatIf(PinnedFault::crashAfter(actor, uint64_t(event)),
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
    QMenu menu(this);
    addWhatIfActions(&menu, long(m_playback->cursor()));
    if (QMenu *sub = menu.actions().isEmpty() ? nullptr : menu.actions().front()->menu())
        sub->exec(m_diagram->mapToGlobal(m_diagram->rect().center()));
}

void MainWindow::whatIf(const PinnedFault &fault, const QString &label)
{
    if (!m_shownScenario || !m_run)
        return;
    Scenario fork = *m_shownScenario; // the scenario of the run on screen, whatever was changed since
    try {
        fork.addFault(fault);
    } catch (const std::exception &e) {
        fail(QString::fromUtf8(e.what()));
        return;
    }
    RunOptions options;
    options.seed = m_run->seed; // the same seed: the fork is this run until the fault
    options.budget = m_budget;
    compareInBackground([fork, options] { return runScenario(fork, options).record; },
                        tr("%1 as it ran").arg(currentScenarioName()), tr("what if %1").arg(label));
}

void MainWindow::compareInBackground(std::function<std::shared_ptr<const RunRecord>()> other, const QString &labelA,
                                     const QString &labelB)
{
    if (!m_run || m_compareWatcher.isRunning())
        return;
    m_compareLabels = {labelA, labelB};
    m_status->setText(tr("Comparing with %1: running…").arg(labelB));
    // The other run and the comparison both off the GUI thread: on a long run each
    // takes seconds.
    m_compareWatcher.setFuture(QtConcurrent::run([run = m_run, other]() -> PendingComparison {
        try {
            auto b = other();
            if (!b->stopReason.empty())
                return {run, nullptr, {}, nullptr, nullptr, b->stopReason};
            RunComparison c = compareRuns(*run, *b);
            auto pictureA = DiagramData::prepare(run->trace());
            auto pictureB = DiagramData::prepare(b->trace());
            return {run, std::move(b), std::move(c), std::move(pictureA), std::move(pictureB), {}};
        } catch (const std::exception &e) {
            return {run, nullptr, {}, nullptr, nullptr, e.what()};
        }
    }));
}

void MainWindow::comparisonReady()
{
    PendingComparison done = m_compareWatcher.result();
    if (!done.other) {
        fail(tr("%1: %2").arg(m_compareLabels.second, qs(done.error)));
        return;
    }
    if (m_comparison)
        m_comparison->close();
    m_comparison = new CompareWindow(std::move(done.run), m_compareLabels.first, std::move(done.other), m_compareLabels.second,
                                     std::move(done.comparison), {std::move(done.pictureA), std::move(done.pictureB)}, this);
    m_comparison->setAttribute(Qt::WA_DeleteOnClose);
    m_comparison->setFont(font());
    m_comparison->show();
    m_status->setText(m_comparison->headline());
}

void MainWindow::compareWithFile()
{
    if (!m_run)
        return;
    const QString path = QFileDialog::getOpenFileName(this, tr("Compare with"), QString(),
                                                      tr("Runs and scenarios (*.jsonl *.ctrace *.json);;All files (*)"));
    if (path.isEmpty())
        return;
    RunSpec spec;
    spec.source = path.toStdString();
    compareInBackground([spec] { return runSpec(spec); }, tr("this run"), path);
}

void MainWindow::compareWithVariant()
{
    if (!m_shownScenario || !m_run)
        return;
    QStringList names{tr("(the lesson as shipped)")};
    for (const auto &v : m_shownScenario->info().variants)
        names << qs(v.name);
    bool ok = false;
    const QString chosen = QInputDialog::getItem(this, tr("Compare with a variant"), tr("Variant:"), names, 0, false, &ok);
    if (!ok)
        return;
    try {
        const Scenario variant = m_shownScenario->withVariant(chosen == names.front() ? std::string() : chosen.toStdString());
        RunOptions options;
        options.seed = m_run->seed;
        options.budget = m_budget;
        compareInBackground([variant, options] { return runScenario(variant, options).record; }, tr("this run"), chosen);
    } catch (const std::exception &e) {
        fail(QString::fromUtf8(e.what()));
    }
}

void MainWindow::openSweepPanel()
{
    if (!m_scenario) {
        fail(tr("A saved trace cannot run again: open its scenario to sweep it."));
        return;
    }
    if (!m_sweep || m_sweep->windowTitle() != tr("Sweep: %1").arg(currentScenarioName())) {
        if (m_sweep)
            m_sweep->close();
        m_sweep = new SweepPanel(*m_scenario, this);
        m_sweep->setAttribute(Qt::WA_DeleteOnClose);
        connect(m_sweep, &SweepPanel::runRequested, this, &MainWindow::openSweepRun);
    }
    m_sweep->setFont(font());
    m_sweep->show();
    m_sweep->raise();
}

void MainWindow::openSweepRun(const QStringList &assignments, quint64 seed)
{
    if (!m_scenario)
        return;
    try {
        Scenario changed = *m_scenario;
        for (const QString &a : assignments)
            changed.set(a.toStdString());
        changed.matchScriptOrGoOffScript();
        *m_scenario = std::move(changed);
    } catch (const std::exception &e) {
        fail(QString::fromUtf8(e.what()));
        return;
    }
    m_seed = seed;
    startRun(false);
    raise();
    activateWindow();
}

} // namespace corrsim
