#include "runcontroller.h"

#include "export/tracereader.h"
#include "findingtext.h"
#include "qtext.h"
#include "runspec.h"
#include "savedtrace.h"
#include "scenario/pinnedfault.h"
#include "scenariosource.h"
#include "traceloader.h"

#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QtConcurrent>

namespace corrsim {

RunController::RunController(QObject *parent)
    : QObject(parent), m_traceLoader(new TraceLoader(this)), m_fileWatcher(new QFileSystemWatcher(this))
{
    connect(&m_runWatcher, &QFutureWatcher<PreparedRun>::finished, this, &RunController::finishedRun);
    connect(&m_compareWatcher, &QFutureWatcher<PendingComparison>::finished, this, &RunController::finishedComparison);
    connect(m_traceLoader, &TraceLoader::progress, this, &RunController::progress);
    connect(m_traceLoader, &TraceLoader::loaded, this,
            [this](const QString &path, const ReadTrace &read, std::shared_ptr<DiagramData> diagram) {
                m_reading = false;
                m_scenario.reset(); // nothing to run again: the trace is the whole story
                m_textsFile.clear();
                m_shownScenario.reset();
                emit scenarioReplaced();
                m_run = read.record;
                emit opened(QFileInfo(path).absoluteFilePath());
                emit runReady({read.record, std::move(diagram), false});
                reportIdle();
            });
    connect(m_traceLoader, &TraceLoader::failed, this, [this](const QString &, const QString &message) {
        m_reading = false;
        emit failed(tr("Cannot open the trace"), message);
        reportIdle();
    });
    connect(m_traceLoader, &TraceLoader::cancelled, this, [this](const QString &path) {
        m_reading = false;
        emit cancelled(
            tr("Opening %1 cancelled; the window still shows the last run.").arg(QFileInfo(path).fileName()));
        reportIdle();
    });
    connect(m_fileWatcher, &QFileSystemWatcher::fileChanged, this, [this](const QString &path) {
        // An editor's atomic save replaces the file: watch the new one too.
        if (QFileInfo::exists(path))
            m_fileWatcher->addPath(path);
        if (m_failedFile.isEmpty() && QFileInfo(path).lastModified() == m_loadedModified)
            return; // the lesson saved from here: nothing new to read
        emit notice(tr("%1 changed on disk: reloading").arg(path));
        open(path);
    });
}

RunController::~RunController()
{
    cancel();
    m_runWatcher.waitForFinished();
    m_compareWatcher.waitForFinished();
}

QString RunController::scenarioName() const
{
    if (m_scenario)
        return qs(m_scenario->info().name);
    return m_run ? qs(m_run->info.name) : QString();
}

bool RunController::busy() const
{
    return m_running || m_reading || m_comparing;
}

void RunController::reportIdle()
{
    if (!busy())
        emit idle();
}

bool RunController::open(const QString &fileOrName)
{
    if (m_mayLeave && !m_mayLeave())
        return false;
    if (isSavedTraceFile(fileOrName.toStdString()))
        return openTrace(fileOrName);
    try {
        OpenedLesson lesson = openLesson(fileOrName.toStdString(), m_lessonLanguage.toStdString());
        auto scenario = std::make_unique<Scenario>(std::move(lesson.scenario));
        const bool sameFile = m_scenario && m_scenario->info().file == scenario->info().file;
        m_scenario = std::move(scenario);
        m_textsFile = qs(lesson.textsFile);
        emit scenarioReplaced();
        m_seed.reset();
        m_failedFile.clear();
        watchFile(fileOrName);
        m_loadedModified = QFileInfo(fileOrName).lastModified();
        startRun(sameFile);
        if (!m_textsFile.isEmpty())
            emit notice(tr("Read in the window's language from %1: Save asks where, so that %2 stays as written")
                            .arg(QFileInfo(m_textsFile).fileName(), QFileInfo(fileOrName).fileName()));
        if (lesson.textsProblem)
            emit failed(tr("The lesson's texts"),
                        tr("%1\n\nThe lesson plays as written.").arg(scenarioErrorText(*lesson.textsProblem)));
        return true;
    } catch (const ScenarioError &e) {
        // Keep what was open, and watch the broken file: it loads once fixed.
        if (QFileInfo(fileOrName).isFile()) {
            m_failedFile = fileOrName;
            if (!m_fileWatcher->files().contains(fileOrName))
                m_fileWatcher->addPath(fileOrName);
        }
        emit failed(tr("Cannot open scenario"), errorText(e));
        return false;
    }
}

bool RunController::openNew(const Scenario &scenario)
{
    if (m_mayLeave && !m_mayLeave())
        return false;
    m_scenario = std::make_unique<Scenario>(scenario);
    m_textsFile.clear();
    emit scenarioReplaced();
    m_seed.reset();
    m_failedFile.clear();
    watchFile(QString()); // no file: nothing to watch
    startRun(false);
    return true;
}

bool RunController::openTrace(const QString &path)
{
    cancel(); // a run under way is no longer wanted
    emit started(tr("Opening %1… (Esc cancels)").arg(QFileInfo(path).fileName()), true);
    m_reading = true;
    m_traceLoader->open(path);
    return true;
}

void RunController::replaceScenario(const Scenario &scenario, bool keepTime)
{
    m_scenario = std::make_unique<Scenario>(scenario);
    startRun(keepTime);
}

void RunController::savedTo(const QString &path)
{
    watchFile(path);
    m_loadedModified = QFileInfo(path).lastModified();
}

void RunController::runAgain()
{
    if (!m_failedFile.isEmpty())
        return void(open(m_failedFile)); // says again what is wrong, or loads it
    if (m_scenario && QFileInfo(qs(m_scenario->info().file)).isFile() &&
        QFileInfo(qs(m_scenario->info().file)).lastModified() != m_loadedModified)
        return void(open(qs(m_scenario->info().file))); // edited since it was read
    if (!m_scenario)
        return emit notice(tr("Nothing to run again: this is a trace read from a file."));
    startRun(true);
}

void RunController::watchFile(const QString &path)
{
    if (!m_fileWatcher->files().isEmpty())
        m_fileWatcher->removePaths(m_fileWatcher->files());
    if (QFileInfo(path).isFile()) {
        m_fileWatcher->addPath(path);
        emit opened(QFileInfo(path).absoluteFilePath());
    }
}

bool RunController::change(const std::function<void(Scenario &)> &change)
{
    if (!m_scenario)
        return false;
    try {
        change(*m_scenario);
        m_scenario->matchScriptOrGoOffScript();
        startRun(false); // another run: its lesson starts again from the beginning
        return true;
    } catch (const ScenarioError &e) {
        emit refused(errorText(e));
        return false;
    }
}

bool RunController::chooseVariant(const QString &name)
{
    if (!m_scenario)
        return false;
    try {
        m_scenario = std::make_unique<Scenario>(m_scenario->withVariant(name.toStdString()));
        startRun(false); // a new story: from its beginning, not at the end of the last one
        emit notice(name.isEmpty() ? tr("The lesson as shipped")
                                   : tr("Variant: %1").arg(qs(m_scenario->info().variantTitle)));
        return true;
    } catch (const ScenarioError &e) {
        emit refused(errorText(e));
        return false;
    }
}

void RunController::setSeed(uint64_t seed)
{
    m_seed = seed;
    startRun(false); // another run: from the beginning
}

void RunController::runScenario(const Scenario &scenario, uint64_t seed)
{
    m_scenario = std::make_unique<Scenario>(scenario);
    m_scenario->matchScriptOrGoOffScript();
    m_seed = seed;
    startRun(false);
}

void RunController::cancel()
{
    if (m_cancel)
        m_cancel->store(true);
    m_traceLoader->cancel();
}

void RunController::startRun(bool keepTime)
{
    if (!m_scenario)
        return;
    if (m_cancel)
        m_cancel->store(true); // the previous run's result is no longer wanted
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    m_keepTime = keepTime;
    emit started(tr("Running %1…").arg(qs(m_scenario->info().name)), false);
    // The run works on its own copy of the scenario, off the GUI thread, and hands back
    // only its record: the simulation stays on the worker and is freed there.
    auto scenario = std::make_shared<const Scenario>(*m_scenario);
    RunOptions options;
    options.seed = m_seed;
    options.budget = m_budget;
    const auto cancel = m_cancel;
    m_running = true;
    m_runWatcher.setFuture(QtConcurrent::run([scenario, options, cancel]() mutable {
        options.cancel = cancel.get();
        RunResult result = corrsim::runScenario(*scenario, options);
        if (cancel->load())
            return PreparedRun{};
        // The diagram's arrows are paired here too, not on the GUI thread.
        auto diagram = DiagramData::prepare(result.record->trace());
        return PreparedRun{result.record, std::move(diagram), scenario};
    }));
}

void RunController::finishedRun()
{
    // A run replaced by a newer one reports nothing: its watcher moved on.
    m_running = false;
    if (PreparedRun run = m_runWatcher.result(); run.record) {
        m_shownScenario = std::move(run.scenario);
        m_run = run.record;
        emit runReady({std::move(run.record), std::move(run.diagram), m_keepTime});
    } else {
        emit cancelled(tr("Run cancelled; the window still shows the last finished run."));
    }
    reportIdle();
}

void RunController::whatIf(const PinnedFault &fault, const QString &label)
{
    if (!m_shownScenario || !m_run)
        return;
    Scenario fork = *m_shownScenario; // the scenario of the run shown, whatever was changed since
    try {
        fork.addFault(fault);
    } catch (const std::exception &e) {
        return emit failed(tr("What if"), errorText(e));
    }
    RunOptions options;
    options.seed = m_run->seed; // the same seed: the fork is this run until the fault
    options.budget = m_budget;
    compareInBackground([fork, options] { return corrsim::runScenario(fork, options).record; },
                        tr("%1 as it ran").arg(scenarioName()), tr("what if %1").arg(label), fault);
}

void RunController::compareWithFile(const QString &path)
{
    RunSpec spec;
    spec.source = path.toStdString();
    compareInBackground([spec] { return runSpec(spec); }, tr("this run"), path);
}

void RunController::compareWithVariant(const QString &name)
{
    if (!m_shownScenario || !m_run)
        return;
    try {
        const Scenario variant = m_shownScenario->withVariant(name.toStdString());
        RunOptions options;
        options.seed = m_run->seed;
        options.budget = m_budget;
        compareInBackground([variant, options] { return corrsim::runScenario(variant, options).record; },
                            tr("this run"), name.isEmpty() ? tr("the lesson as shipped") : name);
    } catch (const std::exception &e) {
        emit failed(tr("Compare"), errorText(e));
    }
}

void RunController::compareInBackground(std::function<std::shared_ptr<const RunRecord>()> other, const QString &label,
                                        const QString &otherLabel, std::optional<PinnedFault> fault)
{
    if (!m_run || m_comparing)
        return;
    m_comparing = true;
    emit started(tr("Comparing with %1: running…").arg(otherLabel), false);
    // The other run and the comparison both off the GUI thread: on a long run each
    // takes seconds.
    m_compareWatcher.setFuture(QtConcurrent::run([run = m_run, other, label, otherLabel, fault]() -> PendingComparison {
        PendingComparison done;
        done.ready.fault = fault;
        done.ready.run = run;
        done.ready.label = label;
        done.ready.otherLabel = otherLabel;
        try {
            auto b = other();
            if (b->stopReason) {
                done.error = findingText(*b->stopReason);
                return done;
            }
            done.ready.comparison = compareRuns(*run, *b);
            done.ready.picture = DiagramData::prepare(run->trace());
            done.ready.otherPicture = DiagramData::prepare(b->trace());
            done.ready.other = std::move(b);
        } catch (const std::exception &e) {
            done.error = errorText(e);
        }
        return done;
    }));
}

void RunController::finishedComparison()
{
    m_comparing = false;
    PendingComparison done = m_compareWatcher.result();
    if (done.ready.other)
        emit comparisonReady(done.ready);
    else
        emit failed(tr("Compare"), tr("%1: %2").arg(done.ready.otherLabel, done.error));
    reportIdle();
}

} // namespace corrsim
