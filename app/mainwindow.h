#pragma once
// The desktop window: lessons on the left; the sequence diagram with the event log,
// stores, saga timeline and charts below it; the lesson and its parameters on the
// right; playback on top. Every view is a projection of (run, cursor): the run is
// computed off the GUI thread and playback only moves the cursor.
//
// Where runs come from, and their life, is the RunController's; the window shows what
// it reports. mainwindow.cpp builds and wires the window; mainwindowruns.cpp shows the
// controller's runs, comparisons and errors; mainwindowmenus.cpp holds the menus (the
// recent files are RecentFiles'); mainwindowmodes.cpp lesson, analysis and presentation modes and the
// status line; mainwindowwhatif.cpp the what-if menus.

#include "comparewindow.h"
#include "explorepanel.h"
#include "run/noteshift.h"
#include "runcontroller.h"
#include "runsight.h"
#include "scenario/studentcopychange.h"
#include "sweeppanel.h"
#include "toolwindows.h"

#include <QMainWindow>
#include <QPointer>

#include <memory>
#include <optional>

class QComboBox;
class QDockWidget;
class QMessageBox;
class QLabel;
class QMenu;
class QProgressBar;
class QTabWidget;

namespace corrsim {

struct DiagramData;
class DetailsPane;
class EventFilterModel;
class EventLogPanel;
class LessonAuthor;
class LessonOutline;
struct NewExpectation;
struct SagaInstance;
class ClassSession;
class LessonBrowser;
class LessonPanel;
class LessonWalk;
class ParameterPanel;
class Playback;
class PlaybackBar;
class RecentFiles;
class RunCharts;
class SagaTimeline;
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

    /// Where the window's runs come from: open, change and compare runs through it.
    RunController *runs() const { return m_runs; }
    /// The run on screen (a run or a trace read from a file), if any.
    std::shared_ptr<const RunRecord> run() const { return m_run; }
    bool analysis() const { return m_analysis; }
    /// Lesson mode shows the run up to the cursor only; analysis shows all of it.
    void setAnalysis(bool on);
    /// Presentation: larger text (settings "present/scale", 1.3 at first), the diagram
    /// and the lesson first, the lessons list and the tables hidden (P toggles back).
    void setPresentation(bool on);
    bool presenting() const { return m_presenting; }
    /// Larger (steps > 0) or smaller text, 10% a step; 0 puts it back. In presentation it
    /// is the presentation's scale (kept in the settings), the diagram's words with it.
    void changeTextSize(int steps);
    /// F11: the window over the whole screen, or back.
    void toggleFullScreen();
    /// The open comparison of two runs, if any.
    CompareWindow *comparison() const { return m_comparison; }
    /// The sweep panel for this scenario (made on first use; none for a saved trace).
    void openSweepPanel();
    SweepPanel *sweepPanel() const { return m_tools->sweep(); }
    /// The Explore window for the scenario on screen (made on first use; none for a saved
    /// trace); a new one opened from the lesson is placed beside it.
    void openExplorePanel(bool besideTheLesson = false);
    /// The lesson's question asked for its exploration: run it with the lesson's bound and
    /// checks, and answer the question with its verdict.
    void exploreForLesson();
    ExplorePanel *explorePanel() const { return m_tools->explore(); }

    // For tests and scripted screenshots.
    TraceTableModel *traceModel() const;
    EventFilterModel *eventFilter() const;
    SequenceDiagram *diagram() const { return m_diagram; }
    StoresPanel *stores() const { return m_stores; }
    SagaTimeline *sagaTimeline() const { return m_timeline; }
    LessonPanel *lessonPanel() const { return m_lesson; }
    /// The class run with one key: where the lesson stands, one step on or back.
    LessonWalk *walk() const { return m_walk; }
    /// The class playlist and the presenter view.
    ClassSession *classSession() const { return m_session; }
    Playback *playback() const { return m_playback; }
    QTabWidget *bottomTabs() const { return m_bottomTabs; }
    ParameterPanel *parameters() const { return m_parameters; }
    /// The lesson being edited: its undo stack, Save and the student copy.
    LessonAuthor *author() const { return m_author; }
    /// Lesson › Add note here (or Ask here) on the selected event, or the cursor's.
    void addNoteHere(bool question);
    void editNoteAtCursor();
    /// The note dialog for entry `entry` of "narrative" (the outline's Enter, or the
    /// note at the cursor).
    void editNote(size_t entry);
    void deleteNoteAtCursor();
    /// The outline's M: note `entry` of "narrative" put on the event selected or at the
    /// cursor, as one undoable edit.
    void moveNote(size_t entry);
    /// Lesson › Expect this event: an expectation counting the events like event `event`
    /// (-1: the selected one, or the cursor's).
    void expectEvent(long event = -1);
    /// Asks the expectation's name (`expectation.name` offered) and adds it to the lesson.
    bool addExpectation(NewExpectation expectation);
    /// Keeps faults in the lesson (What if…, Explore) as one edit named `what`; once it
    /// has run, says which notes it carried elsewhere (a note on an ordinal alone can
    /// move onto the copy a kept duplicate adds).
    void keepFaults(const QString &what, const std::function<void(Scenario &)> &keep);
    /// File › Save lesson (as): false when nothing was saved.
    bool saveLesson(bool askWhere);
    /// File › New lesson: a template chosen, opened as an unsaved lesson.
    void newLesson();
    /// Lesson › Title and summary: one undoable edit.
    void editLessonHeading();
    /// Runs the classroom checks of `validate --lesson`; true when they pass or the
    /// author, shown the problems, saves anyway.
    bool classroomChecksPassOrSaveAnyway();
    /// The Outline tab, beside the event log (mainwindowoutline.cpp); Lesson › Outline
    /// brings it to the front.
    void buildOutline();
    /// After a kept fault's run: the notes it carried elsewhere, in a message.
    void reportDisplacedNotes();
    void showOutline();
    /// Lesson › Participants, on `name` (the first participant for "").
    void editParticipants(const QString &name);
    /// At start: unsaved edits a crashed window left, offered by file and title
    /// (Restore, Discard, or Not now: they stay in File › Recover unsaved edits).
    void offerRecovery();
    void exportStudentCopy();
    /// The texts the student copy would still carry that state an answer, each held back
    /// or rephrased as the teacher chooses (none when the teacher cancels; no question
    /// when there are none).
    std::optional<std::vector<StudentCopyChange>> studentCopyChanges();
    QString statusText() const;
    /// What the views may show of the run at the cursor: up to it, or all of it in
    /// analysis. Every view is given this one value.
    RunSight sight() const;

protected:
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    // mainwindow.cpp: the views, and moving between events.
    void buildViews();
    void connectViews();
    void showRun(const RunReady &ready);
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
    /// Gives the sight to the views that follow every cursor step.
    void showSight(const RunSight &seen);
    void updateStatus();
    void updateSagaFilter();
    void showBottomPage(int index);
    /// Presentation's text: the application's and the diagram's, at the present scale.
    void applyPresentationText();
    void toggleLessonList();
    // mainwindowruns.cpp: what the run controller reports.
    void connectRuns();
    void showBusy(const QString &what, bool percent);
    void showIdle();
    /// An error in a window beside this one that does not stop the class (the last one
    /// replaces the one before).
    void showError(const QString &title, const QString &message);
    void showComparison(const ComparisonReady &ready);
    // mainwindowwhatif.cpp
    void addWhatIfActions(QMenu *menu, long event);
    /// The what-if menu of the event at the cursor, opened over the diagram.
    void whatIfAtCursor();
    void compareWithFile();
    void compareWithVariant();
    void placeBesideTheLesson(QWidget *window) const;
    void connectToolWindows();
    // mainwindowlesson.cpp
    /// Save, Save as, Export student copy and Recover into `file` before `before`; the
    /// Edit and Lesson menus after it.
    void buildAuthoringMenus(QMenu *file, QAction *before);
    /// The event a new note goes before: the selected one, or the cursor's (past a note).
    long anchorEvent() const;
    /// The entry of "narrative" whose note is shown at the cursor.
    std::optional<size_t> narrativeEntryAtCursor() const;
    /// Puts the cursor on the note of narrative entry `entry`, if the run shows it.
    void showNarrativeEntry(size_t entry);
    /// The stores panel's menu of an entry: Expect this (its value at the end of the run).
    void addExpectActions(QMenu *menu, int store, const QString &storeName, const QString &key);
    /// The saga timeline's menu of a saga: Expect this (the state it reaches).
    void addSagaExpectActions(QMenu *menu, const SagaInstance &saga);
    /// Unsaved edits: asks to save, discard or stay; true when the window may go on.
    bool mayLeaveEdits();
    /// An edit the scenario refused: said, and the editors show its values again.
    void showRefused(const QString &message);
    /// One of the lesson's variants ("" as shipped), as an edit of the lesson.
    void chooseVariant(const QString &name);
    // mainwindowmenus.cpp
    void buildMenus();
    void askGoToTime();

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
    LessonWalk *m_walk = nullptr;
    ClassSession *m_session = nullptr;
    PlaybackBar *m_playbackBar = nullptr;
    QProgressBar *m_progress = nullptr;
    QAction *m_cancelRun = nullptr;
    RecentFiles *m_recent = nullptr;
    QLabel *m_status = nullptr;
    RunController *m_runs = nullptr;
    LessonAuthor *m_author = nullptr;
    LessonOutline *m_outline = nullptr;
    std::optional<size_t> m_showEntry; // the narrative entry just written: shown by the next run
    // What each note was about before a fault was kept: compared when its run is shown.
    std::optional<std::vector<std::optional<NoteSubject>>> m_notesBeforeKeep;
    std::shared_ptr<const RunRecord> m_run; // the run on screen
    QPointer<QMessageBox> m_error;
    bool m_analysis = false;
    bool m_presenting = false;
    QAction *m_presentAction = nullptr;
    QAction *m_narrowAction = nullptr;
    bool m_narrowBeforePresenting = false;
    QByteArray m_stateBeforePresenting;
    QFont m_fontBeforePresenting;
    QFont m_fontAtStart; // the application's text as the window opened (Ctrl+0 goes back to it)
    QByteArray m_geometryBeforePresenting;
    QWidget *m_bottom = nullptr;
    QComboBox *m_sagaFilter = nullptr; // the tables and the details under the diagram
    QDockWidget *m_lessonsDock = nullptr;
    QAction *m_analysisAction = nullptr;
    long m_selectedEvent = -1;
    QPointer<CompareWindow> m_comparison;
    ToolWindows *m_tools = nullptr; // the Sweep and Explore windows
};

} // namespace corrsim
