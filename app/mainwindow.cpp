#include "mainwindow.h"

#include "classsession.h"
#include "detailspane.h"
#include "eventlogpanel.h"
#include "findingtext.h"
#include "lessonauthor.h"
#include "lessonbrowser.h"
#include "lessonoutline.h"
#include "lessonpanel.h"
#include "lessonwalk.h"
#include "parameterpanel.h"
#include "playback.h"
#include "playbackbar.h"
#include "qtext.h"
#include "run/tracequeries.h"
#include "runcharts.h"
#include "sagatimeline.h"
#include "screenfit.h"
#include "sequencediagram.h"
#include "storespanel.h"
#include "translations.h"
#include "windowkeyboard.h"

#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QProgressBar>
#include <QScrollArea>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace corrsim {

MainWindow::MainWindow(QWidget *parent) : QMainWindow(parent)
{
    setWindowTitle(tr("Corrsim"));
    setWindowIcon(QIcon(QStringLiteral(":/corrsim/corrsim.svg")));
    setAcceptDrops(true);
    // Most of the screen it opens on (all of a 1280x720 projector); main() sizes the text.
    fitToScreen(this);
    m_fontAtStart = QApplication::font();
    m_runs = new RunController(this);
    m_runs->setLessonLanguage(installedLanguage()); // a built-in lesson in the window's language
    m_playback = new Playback(this);
    m_walk = new LessonWalk(m_playback, this);
    m_session = new ClassSession(m_runs, m_playback, m_walk, this);
    buildViews();
    m_playbackBar = new PlaybackBar(m_playback, m_walk, this);
    buildMenus();
    new WindowKeyboard(this);
    addToolBar(Qt::TopToolBarArea, m_playbackBar);

    m_status = new QLabel(this);
    statusBar()->addWidget(m_status, 1);
    // QStatusBar hides the label under a message only if the label is visible then: a
    // message shown while the window opens (a file that fails to open from the command
    // line) was drawn over it. The label gives way to every message, then comes back.
    connect(statusBar(), &QStatusBar::messageChanged, m_status,
            [this](const QString &message) { m_status->setVisible(message.isEmpty()); });
    m_progress = new QProgressBar(this);
    m_progress->setRange(0, 0); // busy: a run's length is not known until it ends
    m_progress->setMaximumWidth(160);
    m_progress->hide();
    statusBar()->addPermanentWidget(m_progress);
    connectViews();
    connectRuns();
    connectToolWindows();

    QSettings settings;
    // Budgets may be raised (or lowered) in the settings; anything unreadable keeps the default.
    RunBudget budget;
    const qulonglong events = settings.value(QStringLiteral("run/maxEvents")).toULongLong();
    const qulonglong memoryMb = settings.value(QStringLiteral("run/maxMemoryMb")).toULongLong();
    if (events > 0)
        budget.maxEvents = events;
    if (memoryMb > 0)
        budget.maxMemoryMb = memoryMb;
    m_runs->setBudget(budget);
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    m_status->setText(tr("Pick a lesson on the left, or open a scenario file (Ctrl+O)."));
}

MainWindow::~MainWindow()
{
    if (m_presenting) // the application's text was enlarged for this window
        QApplication::setFont(m_fontBeforePresenting);
}

TraceTableModel *MainWindow::traceModel() const
{
    return m_log->traceModel();
}
EventFilterModel *MainWindow::eventFilter() const
{
    return m_log->filter();
}

void MainWindow::buildViews()
{
    // Centre: the diagram above the event log, stores, timeline and charts.
    m_diagram = new SequenceDiagram(this);
    m_log = new EventLogPanel(this);
    m_stores = new StoresPanel(this);
    m_timeline = new SagaTimeline(this);
    auto *timelineScroll = new QScrollArea(this);
    timelineScroll->setAccessibleName(tr("Saga timeline"));
    timelineScroll->setWidget(m_timeline);
    timelineScroll->setWidgetResizable(true);
    // Which sagas: a thousand lanes are read by their outcome, the unusual ones first.
    auto *timelinePage = new QWidget(this);
    auto *timelineLayout = new QVBoxLayout(timelinePage);
    timelineLayout->setContentsMargins(2, 2, 2, 2);
    m_sagaFilter = new QComboBox(timelinePage);
    m_sagaFilter->setToolTip(
        tr("Show only the sagas that ended in one state (once the run has been played to its end)"));
    timelineLayout->addWidget(m_sagaFilter, 0, Qt::AlignLeft);
    timelineLayout->addWidget(timelineScroll, 1);
    connect(m_sagaFilter, &QComboBox::activated, this,
            [this] { m_timeline->setFinalStateFilter(m_sagaFilter->currentData().toString().toStdString()); });
    m_charts = new RunCharts(this);
    m_bottomTabs = new QTabWidget(this);
    m_bottomTabs->setAccessibleName(tr("Run panels"));
    m_bottomTabs->addTab(m_log, tr("Event log"));
    m_bottomTabs->addTab(m_stores, tr("Stores"));
    m_bottomTabs->addTab(timelinePage, tr("Saga timeline"));
    m_bottomTabs->addTab(m_charts, tr("Charts"));
    buildOutline();
    m_details = new DetailsPane(this);
    m_details->setAccessibleName(tr("Message details"));
    auto *bottom = new QSplitter(Qt::Horizontal, this);
    m_bottom = bottom;
    bottom->addWidget(m_bottomTabs);
    bottom->addWidget(m_details);
    bottom->setStretchFactor(0, 3);
    bottom->setStretchFactor(1, 1);
    bottom->setSizes({900, 320});
    auto *centre = new QSplitter(Qt::Vertical, this);
    centre->setObjectName(QStringLiteral("centre"));
    centre->addWidget(m_diagram);
    centre->addWidget(bottom);
    centre->setStretchFactor(0, 3);
    centre->setStretchFactor(1, 2);
    centre->setSizes({560, 300}); // the diagram is what the class looks at
    setCentralWidget(centre);

    // Left: the lessons. Right: the lesson being played, and its parameters.
    m_lessons = new LessonBrowser(this);
    auto *lessonsDock = new QDockWidget(tr("Lessons"), this);
    m_lessonsDock = lessonsDock;
    lessonsDock->setObjectName(QStringLiteral("lessons"));
    lessonsDock->setWidget(m_lessons);
    addDockWidget(Qt::LeftDockWidgetArea, lessonsDock);
    m_lesson = new LessonPanel(this);
    m_lesson->setMinimumWidth(300);
    auto *lessonDock = new QDockWidget(tr("Lesson"), this);
    lessonDock->setObjectName(QStringLiteral("lesson"));
    // Scrolls rather than cuts a long question at 720 lines.
    auto *lessonScroll = new QScrollArea(this);
    lessonScroll->setAccessibleName(tr("Lesson"));
    lessonScroll->setWidget(m_lesson);
    lessonScroll->setWidgetResizable(true);
    lessonScroll->setFrameShape(QFrame::NoFrame);
    lessonScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    lessonDock->setWidget(lessonScroll);
    addDockWidget(Qt::RightDockWidgetArea, lessonDock);
    m_parameters = new ParameterPanel(this);
    auto *paramDock = new QDockWidget(tr("Parameters"), this);
    paramDock->setObjectName(QStringLiteral("parameters"));
    paramDock->setWidget(m_parameters);
    addDockWidget(Qt::RightDockWidgetArea, paramDock);
    tabifyDockWidget(lessonDock, paramDock);
    lessonDock->raise();
    resizeDocks({lessonsDock, lessonDock}, {250, 380}, Qt::Horizontal);
}

void MainWindow::connectViews()
{
    // The cursor drives every view; a click in one view selects in the others.
    connect(m_playback, &Playback::cursorChanged, this, &MainWindow::onCursor);
    connect(m_playback, &Playback::pausedAtNote, m_lesson, &LessonPanel::askToPredict);
    // Reveal shows the answer and stays; playing on stops once more at the moment the
    // question was about, its conversation selected, so the class sees it happen. The
    // selection's highlight goes once play goes on: what follows is not faded.
    connect(m_lesson, &LessonPanel::revealRequested, m_walk, &LessonWalk::reveal);
    connect(m_walk, &LessonWalk::revealedChanged, this, [this] { m_lesson->setRevealed(m_walk->revealed()); });
    m_lesson->setMoments([this](size_t note) { return m_walk->moment(note); });
    connect(m_walk, &LessonWalk::momentReached, this, [this](size_t i) {
        selectEvent(long(i));
        m_diagram->selectEvent(long(i));
        m_log->selectEvent(long(i));
    });
    connect(m_playback, &Playback::playingChanged, m_diagram, [this](bool playing) {
        if (playing)
            m_diagram->selectEvent(-1);
    });
    connect(m_lesson, &LessonPanel::jumpToEvent, this, &MainWindow::goToEvent);
    connect(m_playbackBar, &PlaybackBar::nextProblemRequested, this, &MainWindow::nextProblem);
    connect(m_diagram, &SequenceDiagram::messageClicked, this, [this](long i) {
        selectEvent(i);
        m_log->selectEvent(i);
    });
    connect(m_log, &EventLogPanel::eventSelected, this, [this](long i) {
        if (i == m_selectedEvent)
            return;
        selectEvent(i);
        m_diagram->selectEvent(i);
    });
    connect(m_log, &EventLogPanel::nextMatchRequested, this, &MainWindow::nextMatch);
    // A saga on the timeline is a conversation on the diagram: click or "Show only" it.
    for (auto signal : {&SagaTimeline::sagaClicked, &SagaTimeline::focusRequested})
        connect(m_timeline, signal, this, [this](Id saga) { m_diagram->setFocusOn(saga); });
    connect(m_log, &EventLogPanel::menuRequested, this, &MainWindow::addWhatIfActions);
    connect(m_log, &EventLogPanel::menuRequested, this, [this](QMenu *menu, long event) {
        if (m_runs->scenario())
            menu->addAction(tr("Expect this (how many the run has)…"), this, [this, event] { expectEvent(event); });
    });
    connect(m_diagram, &SequenceDiagram::menuRequested, this, [this](QMenu *menu, int arrow) {
        if (arrow >= 0)
            addWhatIfActions(menu, long(m_diagram->data().arrows[size_t(arrow)].send));
    });
    connect(m_log, &EventLogPanel::relatedRequested, this, &MainWindow::jumpRelated);
    connect(m_stores, &StoresPanel::menuRequested, this, &MainWindow::addExpectActions);
    connect(m_timeline, &SagaTimeline::menuRequested, this, &MainWindow::addSagaExpectActions);
    // Every change to the scenario is an edit of the lesson: undone with Edit › Undo, kept by Save.
    connect(m_parameters, &ParameterPanel::parameterEdited, this,
            [this](const Parameter &p, const ParameterValue &value) {
                m_author->edit(
                    tr("Set %1").arg(parameterName(p)), [&](Scenario &s) { s.set(p.path, value); }, true);
            });
    connect(m_parameters, &ParameterPanel::parameterReset, this, [this](const Parameter &p) {
        m_author->edit(
            tr("Put back %1").arg(parameterName(p)), [&](Scenario &s) { s.resetToShipped(p.path); }, true);
    });
    connect(m_parameters, &ParameterPanel::resetAllRequested, this, [this] { chooseVariant({}); });
    connect(m_lesson, &LessonPanel::variantRequested, this, &MainWindow::chooseVariant);
    connect(m_lesson, &LessonPanel::exploreRequested, this, &MainWindow::exploreForLesson);
    connect(m_parameters, &ParameterPanel::seedChanged, m_runs, &RunController::setSeed);
    connect(m_parameters, &ParameterPanel::participantAsked, this, &MainWindow::editParticipants);
    connect(m_lessons, &LessonBrowser::lessonActivated, this, [this](const QString &name) { m_runs->open(name); });
    connect(m_playback, &Playback::playingChanged, this, [this](bool playing) {
        if (!playing)
            showUpToCursor();
    });
    connect(m_playback, &Playback::skippedIdle, this, [this](SimTime from, SimTime to) {
        showMessage(tr("Skipped %1 in which nothing happens (%2 → %3)")
                        .arg(qs(formatClock(to - from)), qs(formatClock(from)), qs(formatClock(to))),
                    4000);
    });
}

void MainWindow::showRun(const RunReady &ready)
{
    const bool keepTime = ready.keepTime;
    const SimTime keep = keepTime && m_run && m_playback->cursor() < m_run->trace().size()
                             ? m_run->trace()[m_playback->cursor()].time
                             : SimTime();
    const std::shared_ptr<const RunRecord> previous = m_run;
    const size_t keepIndex = m_playback->cursor();
    m_run = ready.record;
    const Scenario *scenario = m_runs->scenario(); // none for a trace read from a file
    const ScenarioInfo &info = m_run->info;
    const Trace &t = m_run->trace();
    setWindowTitle(tr("%1[*] — Corrsim").arg(qs(info.title))); // [*]: unsaved lesson edits
    setWindowModified(m_author->modified());
    m_lessons->showOpen(qs(info.name));

    m_log->setRun(m_run);
    m_diagram->setRun(m_run, ready.diagram);
    m_stores->setRun(m_run);
    m_timeline->setReport(m_run->sagas.value_or(SagaReport{}), m_run->endTime());
    m_sagaFilter->clear();
    m_timeline->setFinalStateFilter({});
    m_charts->setRun(m_run, m_run->sagas ? &*m_run->sagas : nullptr);
    m_lesson->setRun(m_run);
    m_outline->setRun(m_run, scenario);
    reportDisplacedNotes();
    m_walk->setRun(m_run);
    m_walk->setAsking(!m_analysis && !m_run->info.offScript);
    m_session->setRun(m_run);
    m_parameters->setScenario(scenario, m_run->seed);
    m_lesson->setVariants(scenario ? scenario->info() : m_run->info, m_parameters->changedValues());
    // Notes written for other parameters are not shown, so play has nothing to stop for.
    m_playback->setPauseAtNotes(!m_run->info.offScript);
    m_parameters->setEnabled(scenario != nullptr);
    m_details->showEvent(nullptr, -1);
    m_selectedEvent = -1;
    m_playback->setRun(m_run);
    m_playbackBar->setEventCount(t.size());
    if (!keepTime)
        m_diagram->fitAll();
    // The same run again (a lesson saved and read back): the same event, not just its time.
    const bool sameRun = keepTime && previous && previous->fingerprint == m_run->fingerprint;
    m_playback->setCursor(sameRun ? keepIndex : keepTime ? eventAt(t, keep).value_or(0) : 0);
    if (const std::optional<size_t> entry = std::exchange(m_showEntry, std::nullopt); entry && scenario)
        showNarrativeEntry(*entry); // a note just written: stop on it, as the class will
    showUpToCursor();

    QStringList warned;
    for (const RunWarning &w : m_run->warnings)
        warned << runWarningText(w);
    if (!warned.isEmpty())
        showMessage(warned.join(QStringLiteral("; ")), 10000);
    // A run that used up its budget is shown as far as it got, and says so.
    if (m_run->stopReason)
        showError(tr("The run stopped early"), findingText(*m_run->stopReason));

    updateStatus();
}

void MainWindow::onCursor(size_t index)
{
    if (!m_run || index >= m_run->trace().size())
        return;
    const RunSight seen = sight();
    showSight(seen);
    m_stores->setCursor(index); // the stores at the cursor's instant: nothing after it, in any mode
    m_playbackBar->showCursor(index, qs(formatClock(seen.cursorTime)));
    if (!m_playback->playing()) // while playing, the picture moves; the tables catch up on pause
        showUpToCursor();
    else
        updateStatus();
}

void MainWindow::showSight(const RunSight &seen)
{
    // The views that follow every step; the log and charts catch up in showUpToCursor.
    m_diagram->setSight(seen);
    m_lesson->setSight(seen);
    m_timeline->setSight(seen);
}

void MainWindow::selectEvent(long i)
{
    m_selectedEvent = i;
    m_details->showEvent(m_run.get(), i);
}

void MainWindow::goToEvent(size_t i)
{
    m_playback->pause();
    m_playback->setCursor(i);
    selectEvent(long(i));
    m_diagram->selectEvent(long(i));
    m_log->selectEvent(long(i));
}

void MainWindow::goToTime(SimTime t)
{
    if (!m_run)
        return;
    if (const auto i = eventAt(m_run->trace(), t)) {
        m_playback->pause();
        m_playback->setCursor(*i);
    }
}

void MainWindow::jumpRelated(bool toCause)
{
    if (!m_run || m_selectedEvent < 0)
        return;
    const Trace &t = m_run->trace();
    const auto target = toCause ? causeOf(t, size_t(m_selectedEvent)) : firstConsequenceOf(t, size_t(m_selectedEvent));
    if (!target) {
        showMessage(toCause ? tr("This event has no cause in the run.") : tr("Nothing in the run was caused by it."),
                    3000);
        return;
    }
    // A cause lies before the cursor already: show it without rewinding the class.
    m_playback->pause();
    if (*target > m_playback->cursor())
        m_playback->setCursor(*target);
    selectEvent(long(*target));
    m_diagram->selectEvent(long(*target));
    m_log->selectEvent(long(*target));
}

void MainWindow::nextProblem()
{
    if (!m_run)
        return;
    const Trace &t = m_run->trace();
    if (!m_playback->runUntil([&](const TraceEvent &e) { return isProblem(t, e); }))
        showMessage(tr("No more problems after this point."), 3000);
}

void MainWindow::nextMatch()
{
    // Run until an event the log's filter accepts: the next 404, the next discard, ...
    if (const auto i = m_run ? m_log->nextMatch(m_playback->cursor()) : std::nullopt)
        goToEvent(*i);
    else
        showMessage(tr("No later event matches the filter."), 3000);
}

void MainWindow::showMessage(const QString &text, int ms)
{
    statusBar()->showMessage(text, ms);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!mayLeaveEdits())
        return event->ignore();
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    QMainWindow::closeEvent(event);
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (event->mimeData()->hasUrls())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    // The window shows one run: the first local file dropped opens, and the status line
    // names what did not, and why.
    QStringList files, elsewhere;
    for (const QUrl &url : event->mimeData()->urls())
        (url.isLocalFile() ? files : elsewhere) << url.toString(QUrl::PreferLocalFile);
    if (!files.isEmpty())
        m_runs->open(files.takeFirst());
    QStringList notOpened;
    if (!files.isEmpty())
        notOpened << tr("the window shows one run at a time, so %1 did not open: drop each on its own, or "
                        "start another corrsim for it")
                         .arg(files.join(QStringLiteral(", ")));
    if (!elsewhere.isEmpty())
        notOpened << tr("%1 is not a file on this computer: save it first").arg(elsewhere.join(QStringLiteral(", ")));
    if (!notOpened.isEmpty())
        showMessage(notOpened.join(QStringLiteral("; ")), 10000);
}

} // namespace corrsim
