#pragma once
// The life of the window's runs, without a widget: which scenario is open and with what
// changes and seed, starting its run off the GUI thread and cancelling or replacing it,
// reading a saved trace, running again when the file changes, and forking a run with a
// pinned fault or another variant to compare. It reports typed results as signals (as
// heaptrack's gui parser does), and the window and its panels subscribe; tests drive it
// and wait on the same signals.

#include "diagramdata.h"
#include "run/run.h"
#include "scenario/pinnedfault.h"
#include "whatif/rundiff.h"

#include <QDateTime>
#include <QFutureWatcher>
#include <QObject>
#include <QString>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>

class QFileSystemWatcher;

namespace corrsim {

class Scenario;
class TraceLoader;
struct ReadTrace;

/// A run (or a trace read from a file) ready to show.
struct RunReady
{
    std::shared_ptr<const RunRecord> record;
    std::shared_ptr<DiagramData> diagram; // its arrows, paired off the GUI thread
    bool keepTime = false;                // the same story again: stay at the virtual time shown
};

/// Two runs compared, ready for the compare window.
struct ComparisonReady
{
    std::shared_ptr<const RunRecord> run, other;
    QString label, otherLabel;
    RunComparison comparison;
    std::shared_ptr<DiagramData> picture, otherPicture;
    std::optional<PinnedFault> fault; // what if: the fault B pins, which the lesson may keep
};

class RunController : public QObject
{
    Q_OBJECT
public:
    explicit RunController(QObject *parent = nullptr);
    ~RunController() override;

    /// Opens a scenario file, a built-in lesson's name or a saved trace, and runs or reads
    /// it in the background. A scenario that does not load leaves what was open and
    /// reports failed() (and is watched: it loads once fixed); returns false then.
    bool open(const QString &fileOrName);
    /// Opens a lesson that has no file yet (File › New lesson), unsaved, and runs it;
    /// false when the open one's unsaved edits are kept.
    bool openNew(const Scenario &scenario);
    /// Replaces the open scenario by an edited one (the lesson author's edits and their
    /// undo) and runs it; `keepTime` stays at the virtual time shown (a note added), else
    /// the lesson starts again (a parameter changed).
    void replaceScenario(const Scenario &scenario, bool keepTime);
    /// Asked before open() replaces the scenario (unsaved edits); false keeps it open.
    void setLeaveGuard(std::function<bool()> mayLeave) { m_mayLeave = std::move(mayLeave); }
    /// The file the lesson was saved to is now the scenario's: watched, and its own
    /// changes on disk not taken for someone else's.
    void savedTo(const QString &path);
    /// Runs again: re-reads a scenario file that changed or failed, else the same run.
    void runAgain();
    /// Changes the open scenario (a parameter edited or put back) and runs it from the
    /// beginning; a change the scenario refuses changes nothing and reports refused().
    bool change(const std::function<void(Scenario &)> &change);
    /// One of the lesson's variants ("" for the lesson as shipped), run from the beginning.
    bool chooseVariant(const QString &name);
    void setSeed(uint64_t seed);
    /// Replaces the open scenario by this one (a sweep's run) and runs it with this seed.
    void runScenario(const Scenario &scenario, uint64_t seed);
    void cancel();

    /// What if: the scenario of the run shown, with one more fault pinned, run with the
    /// same seed and compared with it.
    void whatIf(const PinnedFault &fault, const QString &label);
    /// Compares the run shown with a saved trace or a scenario file's run.
    void compareWithFile(const QString &path);
    /// Compares the run shown with a variant of its scenario ("" for it as shipped).
    void compareWithVariant(const QString &name);

    /// The language a built-in lesson's texts are read in ("pt_BR"; "" as written): the
    /// window's. Takes effect at the next open().
    void setLessonLanguage(const QString &language) { m_lessonLanguage = language; }
    /// The lesson-texts file the open lesson was read with, in that language (FILE.LANG.json
    /// beside FILE); "" when it was read as written.
    QString textsFile() const { return m_textsFile; }
    /// The scenario open for editing; none while a trace read from a file is shown.
    const Scenario *scenario() const { return m_scenario.get(); }
    /// The scenario that made the last run reported (what-if forks it).
    std::shared_ptr<const Scenario> shownScenario() const { return m_shownScenario; }
    /// The last run or trace reported by runReady().
    std::shared_ptr<const RunRecord> run() const { return m_run; }
    /// True when the run shown is a trace read from a file rather than a run.
    bool isReplay() const { return m_run && !m_scenario; }
    QString scenarioName() const;
    /// What each run may use (settings "run/maxEvents", "run/maxMemoryMb").
    void setBudget(const RunBudget &budget) { m_budget = budget; }
    const RunBudget &budget() const { return m_budget; }
    /// A run, a read or a comparison is under way: idle() follows when all have ended.
    bool busy() const;

signals:
    /// Work began that the window should show as busy; `percent` runs are reported by
    /// progress() (a trace read), others have no known length.
    void started(const QString &what, bool percent);
    void progress(int percent);
    void runReady(const corrsim::RunReady &run);
    void cancelled(const QString &what);
    /// Something could not be opened, run or compared; what was shown stays.
    void failed(const QString &title, const QString &message);
    /// A change the scenario refused; it is unchanged.
    void refused(const QString &message);
    /// A message for the status line: a variant chosen, a file reloaded.
    void notice(const QString &message);
    /// A file opened (for the recent files).
    void opened(const QString &absolutePath);
    /// open() put another scenario (or a trace) in place of the one there was.
    void scenarioReplaced();
    void comparisonReady(const corrsim::ComparisonReady &comparison);
    /// Nothing is under way any more.
    void idle();

private:
    bool openTrace(const QString &path);
    void startRun(bool keepTime);
    void watchFile(const QString &path);
    void finishedRun();
    void finishedComparison();
    void compareInBackground(std::function<std::shared_ptr<const RunRecord>()> other, const QString &label,
                             const QString &otherLabel, std::optional<PinnedFault> fault = std::nullopt);
    void reportIdle();

    struct PreparedRun
    {
        std::shared_ptr<const RunRecord> record; // null when cancelled
        std::shared_ptr<DiagramData> diagram;
        std::shared_ptr<const Scenario> scenario; // what made it
    };
    struct PendingComparison
    {
        ComparisonReady ready; // other is null when it failed
        QString error;         // in the window's language
    };

    std::unique_ptr<Scenario> m_scenario;
    std::shared_ptr<const Scenario> m_shownScenario;
    std::optional<uint64_t> m_seed; // chosen in the parameters; the scenario's otherwise
    std::shared_ptr<const RunRecord> m_run;
    RunBudget m_budget;
    QFutureWatcher<PreparedRun> m_runWatcher;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    bool m_keepTime = false;
    // Under way until its result has been reported: a future can be finished before its
    // watcher's signal arrives, so the watchers' own state would say idle too early.
    bool m_running = false, m_reading = false, m_comparing = false;
    TraceLoader *m_traceLoader = nullptr;
    QFutureWatcher<PendingComparison> m_compareWatcher;
    QFileSystemWatcher *m_fileWatcher = nullptr;
    QString m_lessonLanguage;
    QString m_textsFile;
    QString m_failedFile;       // a file that failed to load: watched, and runAgain retries it
    QDateTime m_loadedModified; // the scenario file's time stamp when it was read
    std::function<bool()> m_mayLeave;
};

} // namespace corrsim
