#pragma once
// The desktop window: lessons on the left; the sequence diagram with the event log,
// stores, saga timeline and charts below it; the lesson and its parameters on the
// right; playback on top. Every view is a projection of (run, cursor): the run is
// computed off the GUI thread and playback only moves the cursor.
//
// mainwindow.cpp builds and wires the window; mainwindowruns.cpp opens scenarios and
// traces and runs them; mainwindowmenus.cpp holds the menus and recent files;
// mainwindowmodes.cpp lesson, analysis and presentation modes and the status line.

#include "comparewindow.h"
#include "sweeppanel.h"
#include "run/run.h"

#include <QDateTime>
#include <QFutureWatcher>
#include <QMainWindow>
#include <QPointer>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>

class QComboBox;
class QDockWidget;
class QFileSystemWatcher;
class QLabel;
class QMenu;
class QProgressBar;
class QTabWidget;

namespace corrsim {

struct DiagramData;
struct Parameter;
struct ParameterValue;
struct PinnedFault;
class DetailsPane;
class EventFilterModel;
class EventLogPanel;
class LessonBrowser;
class LessonPanel;
class ParameterPanel;
class Playback;
class PlaybackBar;
class RunCharts;
class SagaTimeline;
class TraceLoader;
struct ReadTrace;
class Scenario;
class SequenceDiagram;
class StoresPanel;
class TraceTableModel;

class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    /// Opens a scenario file or built-in name and runs it in the background. On a bad
    /// file it shows the error and keeps the scenario that was open; returns false then.
    bool openScenario(const QString &fileOrName);
    /// Waits (processing events) until the run in progress has been shown.
    bool waitForRun(int timeoutMs = 30000);
    /// The error of the last failed open, for tests ("" after a success).
    QString lastError() const { return m_lastError; }
    /// What each run may use (settings "run/maxEvents", "run/maxMemoryMb"; tests set it).
    void setBudget(const RunBudget &budget) { m_budget = budget; }
    QString currentScenarioName() const;
    /// True when the window shows a trace read from a file rather than a run.
    bool isReplay() const { return m_run && !m_scenario; }
    bool analysis() const { return m_analysis; }
    /// Lesson mode shows the run up to the cursor only; analysis shows all of it.
    void setAnalysis(bool on);
    /// Presentation: larger text (settings "present/scale", 1.3 at first), the diagram
    /// and the lesson first, the lessons list and the tables hidden (P toggles back).
    void setPresentation(bool on);
    bool presenting() const { return m_presenting; }
    /// Switches to one of the lesson's variants ("" for the lesson as shipped) and runs it.
    bool chooseVariant(const QString &name);
    std::shared_ptr<const RunRecord> run() const { return m_run; }
    /// What if: runs this scenario again with one more fault pinned to a message or an
    /// event of this run, with the same seed, off the GUI thread, and opens it beside it.
    void whatIf(const PinnedFault &fault, const QString &label);
    /// The open comparison of two runs, if any.
    CompareWindow *comparison() const { return m_comparison; }
    /// The sweep panel for this scenario (made on first use; none for a saved trace).
    void openSweepPanel();
    SweepPanel *sweepPanel() const { return m_sweep; }
    /// Opens one run of a sweep: these values set (as --set takes them) and this seed.
    void openSweepRun(const QStringList &assignments, quint64 seed);

    // For tests and scripted screenshots.
    TraceTableModel *traceModel() const;
    EventFilterModel *eventFilter() const;
    SequenceDiagram *diagram() const { return m_diagram; }
    StoresPanel *stores() const { return m_stores; }
    SagaTimeline *sagaTimeline() const { return m_timeline; }
    LessonPanel *lessonPanel() const { return m_lesson; }
    Playback *playback() const { return m_playback; }
    QTabWidget *bottomTabs() const { return m_bottomTabs; }
    ParameterPanel *parameters() const { return m_parameters; }
    QString statusText() const;

protected:
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    /// Changes the scenario (an edit or a reset in the parameter panel) and runs again; a
    /// change the scenario refuses changes nothing and is said in the status bar.
    bool changeScenario(const std::function<void(Scenario &)> &change);
    // mainwindow.cpp: the views, and moving between events.
    void buildViews();
    void connectViews();
    /// `diagram`: the diagram's data, made with the run off the GUI thread (or none).
    void showRun(std::shared_ptr<const RunRecord> run, bool keepTime, std::shared_ptr<DiagramData> diagram = nullptr);
    void onCursor(size_t index);
    void selectEvent(long i);
    /// Stops playback at event i, shows it and selects it in the diagram and the log.
    void goToEvent(size_t i);
    void goToTime(SimTime t);
    void jumpRelated(bool toCause);
    void nextProblem();
    void nextMatch();
    void showMessage(const QString &text, int ms = 4000);
    /// The views that are too costly to follow every step of play catch up here.
    void showUpToCursor();
    void updateStatus();
    void updateSagaFilter();
    void showBottomPage(int index);
    void toggleLessonList();
    /// Run again: re-reads a scenario file that changed or failed, else runs again.
    void runAgain();
    // mainwindowruns.cpp: where runs come from.
    bool openTrace(const QString &path);
    void loadedTrace(const QString &path, const ReadTrace &read, std::shared_ptr<DiagramData> diagram);
    void startRun(bool keepTime);
    void watchFile(const QString &path);
    void fail(const QString &message);
    // mainwindowwhatif.cpp
    void addWhatIfActions(QMenu *menu, long event);
    /// The what-if menu of the event at the cursor, opened over the diagram.
    void whatIfAtCursor();
    /// Makes the other run and compares it with this one off the GUI thread, then opens
    /// the compare window.
    void compareInBackground(std::function<std::shared_ptr<const RunRecord>()> other, const QString &labelA,
                             const QString &labelB);
    void comparisonReady();
    void compareWithFile();
    void compareWithVariant();
    // mainwindowmenus.cpp
    void buildMenus();
    void askGoToTime();
    void addRecentFile(const QString &path);
    void updateRecentMenu();

    LessonBrowser *m_lessons = nullptr;
    SequenceDiagram *m_diagram = nullptr;
    QTabWidget *m_bottomTabs = nullptr;
    EventLogPanel *m_log = nullptr;
    StoresPanel *m_stores = nullptr;
    SagaTimeline *m_timeline = nullptr;
    RunCharts *m_charts = nullptr;
    DetailsPane *m_details = nullptr;
    LessonPanel *m_lesson = nullptr;
    ParameterPanel *m_parameters = nullptr;
    Playback *m_playback = nullptr;
    PlaybackBar *m_playbackBar = nullptr;
    QProgressBar *m_progress = nullptr;
    QAction *m_cancelRun = nullptr;
    QMenu *m_recentMenu = nullptr;
    QLabel *m_status = nullptr;
    QFileSystemWatcher *m_watcher = nullptr;
    TraceLoader *m_traceLoader = nullptr; // trace files are read off the GUI thread

    std::unique_ptr<Scenario> m_scenario; // none while a trace read from a file is shown
    std::shared_ptr<const Scenario> m_shownScenario; // the one that made the run on screen (what-if forks it)
    std::optional<uint64_t> m_seed;       // chosen in the parameters; the scenario's otherwise
    std::shared_ptr<const RunRecord> m_run;
    struct PreparedRun
    {
        std::shared_ptr<const RunRecord> record; // null when cancelled
        std::shared_ptr<DiagramData> diagram;
        std::shared_ptr<const Scenario> scenario; // what made it
    };
    QFutureWatcher<PreparedRun> m_runWatcher;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    bool m_keepTime = false;
    bool m_analysis = false;
    bool m_presenting = false;
    QAction *m_presentAction = nullptr;
    QByteArray m_stateBeforePresenting;
    QFont m_fontBeforePresenting;
    QWidget *m_bottom = nullptr;
    QComboBox *m_sagaFilter = nullptr;    // the tables and the details under the diagram
    QDockWidget *m_lessonsDock = nullptr;
    QAction *m_analysisAction = nullptr;
    QString m_failedFile;      // a file that failed to load: watched, and Run again retries it
    QDateTime m_loadedModified; // the scenario file's time stamp when it was read
    long m_selectedEvent = -1;
    QString m_lastError;
    RunBudget m_budget;
    struct PendingComparison
    {
        std::shared_ptr<const RunRecord> run;   // the run compared: the one shown when it started
        std::shared_ptr<const RunRecord> other; // null when it failed
        RunComparison comparison;
        std::shared_ptr<DiagramData> pictureA, pictureB; // the compare window's diagrams
        std::string error;
    };
    QFutureWatcher<PendingComparison> m_compareWatcher;
    std::pair<QString, QString> m_compareLabels;
    QPointer<CompareWindow> m_comparison;
    QPointer<SweepPanel> m_sweep;
};

} // namespace corrsim
