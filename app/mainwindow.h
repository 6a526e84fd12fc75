#pragma once
// The desktop window: lessons on the left; the sequence diagram with the event log,
// stores, saga timeline and charts below it; the lesson and its parameters on the
// right; playback on top. Every view is a projection of (trace, cursor): the run is
// computed off the GUI thread and playback only moves the cursor.

#include "run.h"

#include <QFutureWatcher>
#include <QMainWindow>

#include <atomic>
#include <memory>
#include <optional>

class QComboBox;
class QFileSystemWatcher;
class QLabel;
class QLineEdit;
class QMenu;
class QProgressBar;
class QTableView;
class QTabWidget;
class QTextBrowser;
class QTreeWidget;

namespace corrsim {

class EventFilterModel;
class LessonPanel;
class ParameterPanel;
class Playback;
class PlaybackBar;
class RunCharts;
class SagaTimeline;
class Scenario;
class SequenceDiagram;
class Simulation;
class StoresPanel;
class TraceTableModel;
struct FinishedRun;

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

    // For tests and scripted screenshots.
    TraceTableModel *traceModel() const { return m_traceModel; }
    EventFilterModel *eventFilter() const { return m_filter; }
    SequenceDiagram *diagram() const { return m_diagram; }
    StoresPanel *stores() const { return m_stores; }
    SagaTimeline *sagaTimeline() const { return m_timeline; }
    LessonPanel *lessonPanel() const { return m_lesson; }
    Playback *playback() const { return m_playback; }
    QTabWidget *bottomTabs() const { return m_bottomTabs; }
    /// Changes one value as --set does and runs again, keeping the cursor's time.
    bool applyParameter(const QString &assignment);
    std::shared_ptr<const Simulation> run() const { return m_run; }

protected:
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void buildLessonBrowser();
    void buildMenus();
    void startRun(bool keepTime);
    void showRun(const std::shared_ptr<FinishedRun> &run, bool keepTime);
    void onCursor(size_t index);
    void showDetails(long eventIndex);
    /// Stops playback at event i, shows it and selects it in the diagram.
    void goToEvent(size_t i);
    void jumpRelated(bool toCause);
    void nextProblem();
    void addRecentFile(const QString &path);
    void updateRecentMenu();
    void fail(const QString &message);

    QTreeWidget *m_lessons = nullptr;
    SequenceDiagram *m_diagram = nullptr;
    QTabWidget *m_bottomTabs = nullptr;
    TraceTableModel *m_traceModel = nullptr;
    EventFilterModel *m_filter = nullptr;
    QTableView *m_log = nullptr;
    QComboBox *m_participantFilter = nullptr;
    QComboBox *m_kindFilter = nullptr;
    QLineEdit *m_search = nullptr;
    StoresPanel *m_stores = nullptr;
    SagaTimeline *m_timeline = nullptr;
    RunCharts *m_charts = nullptr;
    QTextBrowser *m_details = nullptr;
    LessonPanel *m_lesson = nullptr;
    ParameterPanel *m_parameters = nullptr;
    Playback *m_playback = nullptr;
    PlaybackBar *m_playbackBar = nullptr;
    QProgressBar *m_progress = nullptr;
    QAction *m_cancelRun = nullptr;
    QMenu *m_recentMenu = nullptr;
    QLabel *m_status = nullptr;
    QFileSystemWatcher *m_watcher = nullptr;

    bool openTrace(const QString &path);
    void exportDiagramAs();
    void exportTraceAs();
    void exportFramesAs();
    std::unique_ptr<Scenario> m_scenario;
    std::unique_ptr<struct ScenarioInfo> m_info; // the scenario's, or a replayed trace's
    std::optional<uint64_t> m_seed;
    std::shared_ptr<const Simulation> m_run;
    QFutureWatcher<std::shared_ptr<FinishedRun>> m_runWatcher;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    bool m_keepTime = false;
    long m_selectedEvent = -1;
    QString m_lastError;
    RunBudget m_budget;
};

} // namespace corrsim
