// Where the window's runs come from: a scenario (file or built-in lesson) run off the
// GUI thread, a changed parameter, or a trace read back from its file.

#include "mainwindow.h"

#include "export/tracereader.h"
#include "parameterpanel.h"
#include "qtext.h"
#include "scenariosource.h"
#include "traceloader.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QLabel>
#include <QMessageBox>
#include <QProgressBar>
#include <QStatusBar>
#include <QtConcurrent>

#include <fstream>

namespace corrsim {

QString MainWindow::currentScenarioName() const
{
    if (m_scenario)
        return qs(m_scenario->info().name);
    return m_run ? qs(m_run->info.name) : QString();
}

void MainWindow::fail(const QString &message)
{
    m_lastError = message;
    if (!property("suppressDialogs").toBool())
        QMessageBox::critical(this, tr("Cannot open scenario"), message);
}

bool MainWindow::openScenario(const QString &fileOrName)
{
    if (isTraceFile(fileOrName.toStdString()))
        return openTrace(fileOrName);
    try {
        auto scenario = std::make_unique<Scenario>(corrsim::openScenario(fileOrName.toStdString()));
        const bool sameFile = m_scenario && m_scenario->info().file == scenario->info().file;
        m_scenario = std::move(scenario);
        m_seed.reset();
        m_lastError.clear();
        m_failedFile.clear();
        watchFile(fileOrName);
        m_loadedModified = QFileInfo(fileOrName).lastModified();
        startRun(sameFile);
        return true;
    } catch (const ScenarioError &e) {
        // Keep showing what was open, and watch the broken file: it loads once fixed.
        if (QFileInfo(fileOrName).isFile()) {
            m_failedFile = fileOrName;
            if (!m_watcher->files().contains(fileOrName))
                m_watcher->addPath(fileOrName);
        }
        fail(qs(e.what()));
        showMessage(tr("Not loaded: %1").arg(qs(e.what())), 10000);
        return false;
    }
}

void MainWindow::runAgain()
{
    if (!m_failedFile.isEmpty())
        return void(openScenario(m_failedFile)); // says again what is wrong, or loads it
    if (m_scenario && QFileInfo(qs(m_scenario->info().file)).isFile()
        && QFileInfo(qs(m_scenario->info().file)).lastModified() != m_loadedModified)
        return void(openScenario(qs(m_scenario->info().file))); // edited since it was read
    if (!m_scenario) {
        showMessage(tr("Nothing to run again: this is a trace read from a file."), 4000);
        return;
    }
    startRun(true);
}

void MainWindow::watchFile(const QString &path)
{
    if (!m_watcher->files().isEmpty())
        m_watcher->removePaths(m_watcher->files());
    if (QFileInfo(path).isFile()) {
        m_watcher->addPath(path);
        addRecentFile(QFileInfo(path).absoluteFilePath());
    }
}

bool MainWindow::openTrace(const QString &path)
{
    // Read off the GUI thread; loadedTrace or fail follows (waitForRun waits for it).
    if (m_cancel)
        m_cancel->store(true); // a run under way is no longer wanted
    m_progress->setRange(0, 100);
    m_progress->setValue(0);
    m_progress->show();
    m_cancelRun->setEnabled(true);
    m_status->setText(tr("Opening %1… (Esc cancels)").arg(QFileInfo(path).fileName()));
    m_traceLoader->open(path);
    return true;
}

void MainWindow::loadedTrace(const QString &path, const ReadTrace &read, std::shared_ptr<DiagramData> diagram)
{
    m_scenario.reset(); // nothing to run again: the trace is the whole story
    m_shownScenario.reset();
    m_lastError.clear();
    addRecentFile(QFileInfo(path).absoluteFilePath());
    const bool edited = !read.fingerprintInFile.empty() && read.fingerprintInFile != read.record->fingerprint;
    m_progress->setRange(0, 0);
    showRun(read.record, false, std::move(diagram));
    if (edited)
        showMessage(tr("This trace's fingerprint does not match its contents: it was edited."), 8000);
}

bool MainWindow::changeScenario(const std::function<void(Scenario &)> &change)
{
    if (!m_scenario)
        return false;
    try {
        change(*m_scenario);
        m_scenario->matchScriptOrGoOffScript();
        startRun(false); // another run: its lesson starts again from the beginning
        return true;
    } catch (const ScenarioError &e) {
        // The scenario is unchanged: put the old value back in the editor.
        showMessage(qs(e.what()), 8000);
        m_parameters->setScenario(m_scenario.get(), m_seed.value_or(m_scenario->info().seed));
        m_lastError = qs(e.what());
        return false;
    }
}

bool MainWindow::chooseVariant(const QString &name)
{
    if (!m_scenario)
        return false;
    try {
        m_scenario = std::make_unique<Scenario>(m_scenario->withVariant(name.toStdString()));
        startRun(false); // a new story: from its beginning, not at the end of the last one
        showMessage(name.isEmpty() ? tr("The lesson as shipped") : tr("Variant: %1").arg(qs(m_scenario->info().variantTitle)), 4000);
        return true;
    } catch (const ScenarioError &e) {
        m_lastError = qs(e.what());
        showMessage(m_lastError, 8000);
        return false;
    }
}

void MainWindow::startRun(bool keepTime)
{
    if (!m_scenario)
        return;
    if (m_cancel)
        m_cancel->store(true); // the previous run's result is no longer wanted
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    m_keepTime = keepTime;
    m_progress->show();
    m_cancelRun->setEnabled(true);
    m_status->setText(tr("Running %1…").arg(qs(m_scenario->info().name)));
    // The run works on its own copy of the scenario, off the GUI thread, and hands back
    // only its record: the simulation stays on the worker and is freed there.
    auto scenario = std::make_shared<const Scenario>(*m_scenario);
    RunOptions options;
    options.seed = m_seed;
    options.budget = m_budget;
    const auto cancel = m_cancel;
    m_runWatcher.setFuture(QtConcurrent::run([scenario, options, cancel]() mutable {
        options.cancel = cancel.get();
        RunResult result = runScenario(*scenario, options);
        if (cancel->load())
            return PreparedRun{};
        // The diagram's arrows are paired here too, not on the GUI thread.
        auto diagram = DiagramData::prepare(result.record->trace());
        return PreparedRun{result.record, std::move(diagram), scenario};
    }));
}

bool MainWindow::waitForRun(int timeoutMs)
{
    QElapsedTimer timer;
    timer.start();
    const auto busy = [this] { return m_runWatcher.isRunning() || m_traceLoader->isRunning() || m_compareWatcher.isRunning(); };
    while (busy() && timer.elapsed() < timeoutMs)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    QCoreApplication::processEvents();
    return !busy();
}

} // namespace corrsim
