// What the window does with what its run controller reports: busy while a run, a read
// or a comparison is under way; the run shown when it is ready; errors beside the
// window, where they do not stop the class.

#include "mainwindow.h"

#include "lessonauthor.h"
#include "parameterpanel.h"
#include "qtext.h"
#include "recentfiles.h"
#include "scenario/scenario.h"

#include <QLabel>
#include <QMessageBox>
#include <QProgressBar>
#include <QStatusBar>

namespace corrsim {

void MainWindow::connectRuns()
{
    connect(m_runs, &RunController::started, this, &MainWindow::showBusy);
    connect(m_runs, &RunController::progress, m_progress, &QProgressBar::setValue);
    connect(m_runs, &RunController::runReady, this, &MainWindow::showRun);
    connect(m_runs, &RunController::comparisonReady, this, &MainWindow::showComparison);
    connect(m_runs, &RunController::idle, this, &MainWindow::showIdle);
    connect(m_runs, &RunController::cancelled, this, [this](const QString &what) { m_status->setText(what); });
    connect(m_runs, &RunController::failed, this, [this](const QString &title, const QString &message) {
        updateStatus();
        if (m_run)
            showMessage(tr("%1: %2").arg(title, message), 10000);
        else // nothing to go back to: the failure stays, not "Opening…"
            m_status->setText(tr("%1: %2").arg(title, message));
        showError(title, message);
    });
    connect(m_runs, &RunController::refused, this, &MainWindow::showRefused);
    connect(m_runs, &RunController::notice, this, [this](const QString &message) { showMessage(message, 4000); });
    connect(m_runs, &RunController::opened, m_recent, &RecentFiles::add);
}

void MainWindow::showRefused(const QString &message)
{
    // The scenario is unchanged: put its values back in the editors.
    showMessage(message, 8000);
    if (const Scenario *s = m_runs->scenario())
        m_parameters->setScenario(s, m_run ? m_run->seed : s->info().seed);
}

void MainWindow::chooseVariant(const QString &name)
{
    const Scenario *open = m_runs->scenario();
    if (!open)
        return;
    const std::string variant = name.toStdString();
    if (m_author->edit(
            name.isEmpty() ? tr("The lesson as shipped") : tr("Variant %1").arg(name),
            [&](Scenario &s) { s = s.withVariant(variant); }, true))
        showMessage(name.isEmpty() ? tr("The lesson as shipped")
                                   : tr("Variant: %1").arg(qs(m_runs->scenario()->info().variantTitle)),
                    4000);
}

void MainWindow::showBusy(const QString &what, bool percent)
{
    m_progress->setRange(0, percent ? 100 : 0); // 0..0: busy, a run's length is not known until it ends
    m_progress->setValue(0);
    m_progress->show();
    m_cancelRun->setEnabled(true);
    m_status->setText(what);
}

void MainWindow::showIdle()
{
    m_progress->hide();
    m_cancelRun->setEnabled(false);
}

void MainWindow::showError(const QString &title, const QString &message)
{
    if (m_error)
        m_error->close();
    m_error = new QMessageBox(QMessageBox::Critical, title, message, QMessageBox::Ok, this);
    m_error->setAttribute(Qt::WA_DeleteOnClose);
    m_error->setWindowModality(Qt::NonModal);
    m_error->show();
}

void MainWindow::showComparison(const ComparisonReady &ready)
{
    if (m_comparison)
        m_comparison->close();
    m_comparison = new CompareWindow(ready.run, ready.label, ready.other, ready.otherLabel, ready.comparison,
                                     {ready.picture, ready.otherPicture}, this);
    m_comparison->setAttribute(Qt::WA_DeleteOnClose);
    if (const std::optional<PinnedFault> fault = ready.fault; fault && m_runs->scenario())
        m_comparison->offerToKeep(tr("this fault"), [this, fault, run = ready.run] {
            keepFaults(tr("Keep %1").arg(qs(fault->json())), [&](Scenario &s) { s.keepFault(*fault, run->trace()); });
        });
    m_comparison->setFont(font());
    m_comparison->show();
    m_status->setText(m_comparison->headline());
}

} // namespace corrsim
