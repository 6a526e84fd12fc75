#include "mainwindow.h"

#include "builtinscenarios.h"
#include "diagramexport.h"
#include "diagramlegend.h"
#include "eventfiltermodel.h"
#include "lessonpanel.h"
#include "messageenvelope.h"
#include "messagehops.h"
#include "parameterpanel.h"
#include "playback.h"
#include "playbackbar.h"
#include "run.h"
#include "runcharts.h"
#include "sagatimeline.h"
#include "savefile.h"
#include "scenariosource.h"
#include "sequencediagram.h"
#include "storespanel.h"
#include "textdiagrams.h"
#include "traceexport.h"
#include "tracereader.h"
#include "tracetablemodel.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QFileDialog>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTextBrowser>
#include <QToolBar>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <QtConcurrent>

#include <QSaveFile>

#include <fstream>
#include <map>
#include <sstream>

namespace corrsim {

namespace {
QString groupTitle(const std::string &pattern)
{
    static const std::map<std::string, QString> titles = {
        {"correlation-identifier", QObject::tr("Correlation Identifier")},
        {"async-callback", QObject::tr("Async callbacks")},
        {"envelope", QObject::tr("Envelope")},
        {"outbox-inbox", QObject::tr("Outbox and inbox")},
        {"saga", QObject::tr("Sagas")},
    };
    auto it = titles.find(pattern);
    return it != titles.end() ? it->second : (pattern.empty() ? QObject::tr("Other") : QString::fromStdString(pattern));
}
QString qs(const std::string &s) { return QString::fromStdString(s); }
} // namespace

/// A run as the window shows it, with what is read from its whole trace: computed once
/// and off the GUI thread for a run (a 45k-event trace's fingerprint alone takes ~12 ms).
struct FinishedRun
{
    RunResult result;
    std::string fingerprint;
    std::optional<SagaReport> sagas;

    static std::shared_ptr<FinishedRun> of(RunResult result, const ScenarioInfo &info)
    {
        auto f = std::make_shared<FinishedRun>();
        f->result = std::move(result);
        const Trace &t = f->result.sim->trace();
        f->fingerprint = t.fingerprint();
        if (info.saga)
            f->sagas = sagaReport(t, *info.saga);
        return f;
    }
};

MainWindow::MainWindow(QWidget *parent) : QMainWindow(parent)
{
    setWindowTitle(tr("Corrsim"));
    setWindowIcon(QIcon(QStringLiteral(":/corrsim/corrsim.svg")));
    setAcceptDrops(true);
    resize(1440, 900);
    m_playback = new Playback(this);

    // Centre: the diagram above the event log, stores, timeline and charts.
    m_diagram = new SequenceDiagram(this);
    m_traceModel = new TraceTableModel(this);
    m_filter = new EventFilterModel(this);
    m_filter->setSourceModel(m_traceModel);
    auto *logPage = new QWidget(this);
    auto *logLayout = new QVBoxLayout(logPage);
    logLayout->setContentsMargins(2, 2, 2, 2);
    auto *filterBar = new QHBoxLayout;
    m_participantFilter = new QComboBox(logPage);
    m_kindFilter = new QComboBox(logPage);
    m_search = new QLineEdit(logPage);
    m_search->setPlaceholderText(tr("Search any ID (Ctrl+F)"));
    m_search->setClearButtonEnabled(true);
    auto *nextMatch = new QPushButton(tr("Next match"), logPage);
    nextMatch->setToolTip(tr("Play until the next event that the filter above shows (e.g. Event: reply.discarded)"));
    auto *cause = new QPushButton(tr("Jump to cause"), logPage);
    auto *consequence = new QPushButton(tr("Jump to consequence"), logPage);
    filterBar->addWidget(new QLabel(tr("Participant"), logPage));
    filterBar->addWidget(m_participantFilter);
    filterBar->addWidget(new QLabel(tr("Event"), logPage));
    filterBar->addWidget(m_kindFilter);
    filterBar->addWidget(m_search, 1);
    filterBar->addWidget(nextMatch);
    filterBar->addWidget(cause);
    filterBar->addWidget(consequence);
    logLayout->addLayout(filterBar);
    m_log = new QTableView(logPage);
    m_log->setModel(m_filter);
    m_log->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_log->setSelectionMode(QAbstractItemView::SingleSelection);
    m_log->setAlternatingRowColors(true);
    m_log->verticalHeader()->hide();
    m_log->horizontalHeader()->setStretchLastSection(true);
    logLayout->addWidget(m_log);
    m_stores = new StoresPanel(this);
    m_timeline = new SagaTimeline(this);
    auto *timelineScroll = new QScrollArea(this);
    timelineScroll->setWidget(m_timeline);
    timelineScroll->setWidgetResizable(true);
    m_charts = new RunCharts(this);
    m_bottomTabs = new QTabWidget(this);
    m_bottomTabs->addTab(logPage, tr("Event log"));
    m_bottomTabs->addTab(m_stores, tr("Stores"));
    m_bottomTabs->addTab(timelineScroll, tr("Saga timeline"));
    m_bottomTabs->addTab(m_charts, tr("Charts"));
    m_details = new QTextBrowser(this);
    m_details->setPlaceholderText(tr("Click a message in the diagram or the log to see its envelope."));
    auto *bottom = new QSplitter(Qt::Horizontal, this);
    bottom->addWidget(m_bottomTabs);
    bottom->addWidget(m_details);
    m_details->setMinimumWidth(300);
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
    m_lessons = new QTreeWidget(this);
    m_lessons->setHeaderHidden(true);
    m_lessons->setMinimumWidth(240); // lesson names must be readable to pick one
    auto *lessonsPage = new QWidget(this);
    auto *lessonsLayout = new QVBoxLayout(lessonsPage);
    lessonsLayout->setContentsMargins(0, 0, 0, 0);
    auto *lessonSummary = new QLabel(tr("Double-click a lesson to open it."), lessonsPage);
    lessonSummary->setWordWrap(true);
    lessonSummary->setMargin(6);
    lessonSummary->setMinimumHeight(70);
    lessonSummary->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    lessonsLayout->addWidget(m_lessons, 1);
    lessonsLayout->addWidget(lessonSummary);
    connect(m_lessons, &QTreeWidget::currentItemChanged, lessonSummary, [lessonSummary](QTreeWidgetItem *item) {
        if (item && !item->toolTip(0).isEmpty())
            lessonSummary->setText(item->toolTip(0));
    });
    auto *lessonsDock = new QDockWidget(tr("Lessons"), this);
    lessonsDock->setObjectName(QStringLiteral("lessons"));
    lessonsDock->setWidget(lessonsPage);
    addDockWidget(Qt::LeftDockWidgetArea, lessonsDock);
    buildLessonBrowser();
    m_lesson = new LessonPanel(this);
    m_lesson->setMinimumWidth(340);
    auto *lessonDock = new QDockWidget(tr("Lesson"), this);
    lessonDock->setObjectName(QStringLiteral("lesson"));
    lessonDock->setWidget(m_lesson);
    addDockWidget(Qt::RightDockWidgetArea, lessonDock);
    m_parameters = new ParameterPanel(this);
    auto *paramDock = new QDockWidget(tr("Parameters"), this);
    paramDock->setObjectName(QStringLiteral("parameters"));
    paramDock->setWidget(m_parameters);
    addDockWidget(Qt::RightDockWidgetArea, paramDock);
    tabifyDockWidget(lessonDock, paramDock);
    lessonDock->raise();
    resizeDocks({lessonsDock, lessonDock}, {250, 380}, Qt::Horizontal);

    m_playbackBar = new PlaybackBar(m_playback, this);
    buildMenus();
    addToolBar(Qt::TopToolBarArea, m_playbackBar);

    m_status = new QLabel(this);
    statusBar()->addWidget(m_status, 1);
    m_progress = new QProgressBar(this);
    m_progress->setRange(0, 0); // busy: a run's length is not known until it ends
    m_progress->setMaximumWidth(160);
    m_progress->hide();
    statusBar()->addPermanentWidget(m_progress);
    m_watcher = new QFileSystemWatcher(this);

    // Wiring: the cursor drives every view; clicks select across views.
    connect(m_playback, &Playback::cursorChanged, this, &MainWindow::onCursor);
    connect(m_playback, &Playback::pausedAtNote, m_lesson, &LessonPanel::askToPredict);
    connect(m_lesson, &LessonPanel::revealRequested, m_playback, &Playback::play);
    connect(m_lesson, &LessonPanel::jumpToEvent, this, &MainWindow::goToEvent);
    connect(m_playbackBar, &PlaybackBar::nextProblemRequested, this, &MainWindow::nextProblem);
    connect(m_diagram, &SequenceDiagram::messageClicked, this, [this](long i) {
        showDetails(i);
        if (i >= 0) {
            const QModelIndex row = m_filter->mapFromSource(m_traceModel->index(int(i), 0));
            if (row.isValid()) {
                m_log->selectRow(row.row());
                m_log->scrollTo(row);
            }
        }
    });
    connect(m_log->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this](const QModelIndex &current) {
        if (!current.isValid())
            return;
        const long i = m_filter->mapToSource(current).row();
        if (i == m_selectedEvent)
            return;
        showDetails(i);
        m_diagram->selectEvent(i);
    });
    connect(m_participantFilter, &QComboBox::currentTextChanged, this, [this](const QString &t) {
        m_filter->setParticipant(m_participantFilter->currentIndex() == 0 ? QString() : t);
    });
    connect(m_kindFilter, &QComboBox::currentTextChanged, this, [this](const QString &t) {
        m_filter->setKind(m_kindFilter->currentIndex() == 0 ? QString() : t);
    });
    connect(m_search, &QLineEdit::textChanged, m_filter, &EventFilterModel::setSearch);
    connect(nextMatch, &QPushButton::clicked, this, [this] {
        // Run until an event the log's filter accepts: the next 404, the next discard, ...
        for (size_t i = m_playback->cursor() + 1; m_run && i < m_run->trace().size(); ++i)
            if (m_filter->mapFromSource(m_traceModel->index(int(i), 0)).isValid())
                return goToEvent(i);
        statusBar()->showMessage(tr("No later event matches the filter."), 3000);
    });
    connect(cause, &QPushButton::clicked, this, [this] { jumpRelated(true); });
    connect(consequence, &QPushButton::clicked, this, [this] { jumpRelated(false); });
    connect(m_parameters, &ParameterPanel::assignmentRequested, this, &MainWindow::applyParameter);
    connect(m_parameters, &ParameterPanel::seedChanged, this, [this](quint64 seed) {
        m_seed = seed;
        startRun(true);
    });
    connect(&m_runWatcher, &QFutureWatcher<std::shared_ptr<FinishedRun>>::finished, this, [this] {
        if (const auto finished = m_runWatcher.result())
            showRun(finished, m_keepTime);
    });
    connect(m_watcher, &QFileSystemWatcher::fileChanged, this, [this](const QString &path) {
        // An editor's atomic save replaces the file: watch the new one too.
        if (QFileInfo::exists(path))
            m_watcher->addPath(path);
        statusBar()->showMessage(tr("%1 changed on disk: reloading").arg(path), 3000);
        openScenario(path);
    });
    connect(m_lessons, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        const QString name = item->data(0, Qt::UserRole).toString();
        if (!name.isEmpty())
            openScenario(name);
    });

    QSettings settings;
    // Budgets may be raised (or lowered) in the settings; anything unreadable keeps the default.
    const qulonglong events = settings.value(QStringLiteral("run/maxEvents")).toULongLong();
    const qulonglong memoryMb = settings.value(QStringLiteral("run/maxMemoryMb")).toULongLong();
    if (events > 0)
        m_budget.maxEvents = events;
    if (memoryMb > 0)
        m_budget.maxMemoryMb = memoryMb;
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    updateRecentMenu();
    m_status->setText(tr("Pick a lesson on the left, or open a scenario file (Ctrl+O)."));
}

MainWindow::~MainWindow()
{
    if (m_cancel)
        m_cancel->store(true);
    m_runWatcher.waitForFinished();
}

void MainWindow::buildMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *open = file->addAction(tr("&Open…"), this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Open scenario"), QString(), tr("Scenarios (*.json);;All files (*)"));
        if (!path.isEmpty())
            openScenario(path);
    });
    open->setShortcut(QKeySequence::Open);
    m_recentMenu = file->addMenu(tr("Open &recent"));
    QAction *rerun = file->addAction(tr("&Run again"), this, [this] { startRun(true); });
    rerun->setShortcut(QKeySequence::Refresh);
    m_cancelRun = file->addAction(tr("&Cancel run"), this, [this] {
        if (m_cancel)
            m_cancel->store(true);
    });
    m_cancelRun->setShortcut(QKeySequence(Qt::Key_Escape));
    m_cancelRun->setEnabled(false);
    file->addSeparator();
    QMenu *exportMenu = file->addMenu(tr("&Export"));
    exportMenu->addAction(tr("&Diagram (SVG, PNG, PDF, PlantUML, Mermaid)…"), this, &MainWindow::exportDiagramAs)
        ->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    exportMenu->addAction(tr("&Trace (JSON Lines, Perfetto, CSV, OpenTelemetry)…"), this, &MainWindow::exportTraceAs);
    exportMenu->addAction(tr("&Animation frames…"), this, &MainWindow::exportFramesAs);
    file->addSeparator();
    file->addAction(tr("&Quit"), qApp, &QApplication::closeAllWindows)->setShortcut(QKeySequence::Quit);

    QMenu *view = menuBar()->addMenu(tr("&View"));
    view->addAction(tr("Zoom &in"), this, [this] { m_diagram->zoomBy(1.25); })->setShortcut(QKeySequence::ZoomIn);
    view->addAction(tr("Zoom &out"), this, [this] { m_diagram->zoomBy(0.8); })->setShortcut(QKeySequence::ZoomOut);
    view->addAction(tr("&Fit the whole run"), this, [this] { m_diagram->fitAll(); })->setShortcut(QKeySequence(Qt::Key_F));
    view->addAction(tr("&Go to time…"), this, [this] {
        if (!m_run)
            return;
        bool ok = false;
        const QString text = QInputDialog::getText(this, tr("Go to time"), tr("Virtual time (e.g. 250ms, 63min):"),
                                                   QLineEdit::Normal, QString(), &ok);
        const auto at = ok ? parseDuration(text.toStdString()) : std::nullopt;
        if (!at)
            return;
        const Trace &t = m_run->trace();
        size_t i = 0;
        while (i + 1 < t.size() && t[i + 1].time <= *at)
            ++i;
        m_playback->pause();
        m_playback->setCursor(i);
    })->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_G));
    view->addAction(tr("&Legend"), this, [this] {
        QMessageBox::information(this, tr("What the diagram shows"), diagramLegend().join(QStringLiteral("\n\n")));
    })->setShortcut(QKeySequence(Qt::Key_F1));
    view->addAction(tr("&Search events"), this, [this] {
        m_bottomTabs->setCurrentIndex(0);
        m_search->setFocus();
    })->setShortcut(QKeySequence::Find);

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&Keyboard shortcuts"), this, [this] {
        QMessageBox::information(this, tr("Keyboard shortcuts"),
            tr("<table><tr><td>Space</td><td>play / pause</td></tr><tr><td>← →</td><td>previous / next event</td></tr>"
               "<tr><td>Home End</td><td>start / end</td></tr><tr><td>N</td><td>next problem (4xx, discard, drop, crash)</td></tr>"
               "<tr><td>F</td><td>fit the run</td></tr><tr><td>Ctrl + wheel</td><td>zoom time</td></tr>"
               "<tr><td>Ctrl+F</td><td>search an ID</td></tr><tr><td>F5</td><td>run again</td></tr></table>"));
    });
    help->addAction(tr("&About Corrsim"), this, [this] {
        QMessageBox::about(this, tr("About Corrsim"),
                           tr("<b>Corrsim %1</b><p>A simulator that makes the correlation and saga patterns of messaging "
                              "systems visible.</p><p>Licensed under the GPL, version 3 or later.</p>")
                               .arg(QStringLiteral(CORRSIM_VERSION)));
    });

    QToolBar *files = addToolBar(tr("File"));
    files->setObjectName(QStringLiteral("file"));
    files->addAction(open);
    files->addAction(rerun);
}

void MainWindow::buildLessonBrowser()
{
    // Groups in teaching order: each builds on the one before.
    std::map<QString, QTreeWidgetItem *> groups;
    for (const char *pattern : {"correlation-identifier", "async-callback", "envelope", "outbox-inbox", "saga"}) {
        auto *item = new QTreeWidgetItem(m_lessons, {groupTitle(pattern)});
        item->setFlags(Qt::ItemIsEnabled);
        item->setExpanded(true);
        QFont bold = item->font(0);
        bold.setBold(true);
        item->setFont(0, bold);
        groups[groupTitle(pattern)] = item;
    }
    for (const EmbeddedFile &f : builtinScenarios()) {
        QString summary, group;
        try {
            const Scenario s = Scenario::parse(f.text, std::string(f.fileName));
            summary = qs(s.info().summary);
            group = groupTitle(s.info().pattern);
        } catch (const ScenarioError &) {
            group = tr("Broken");
        }
        QTreeWidgetItem *&parent = groups[group];
        if (!parent) {
            parent = new QTreeWidgetItem(m_lessons, {group});
            parent->setFlags(Qt::ItemIsEnabled);
            parent->setExpanded(true);
            QFont bold = parent->font(0);
            bold.setBold(true);
            parent->setFont(0, bold);
        }
        auto *item = new QTreeWidgetItem(parent, {QString::fromUtf8(f.name.data(), int(f.name.size()))});
        item->setData(0, Qt::UserRole, item->text(0));
        item->setToolTip(0, summary);
    }
}

QString MainWindow::currentScenarioName() const { return m_info ? qs(m_info->name) : QString(); }

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
        m_info = std::make_unique<ScenarioInfo>(m_scenario->info());
        m_seed.reset();
        m_lastError.clear();
        if (!m_watcher->files().isEmpty())
            m_watcher->removePaths(m_watcher->files());
        if (QFileInfo(fileOrName).isFile()) {
            m_watcher->addPath(fileOrName);
            addRecentFile(QFileInfo(fileOrName).absoluteFilePath());
        }
        startRun(sameFile);
        return true;
    } catch (const ScenarioError &e) {
        fail(qs(e.what()));
        return false;
    }
}

bool MainWindow::openTrace(const QString &path)
{
    try {
        std::ifstream in(path.toStdString(), std::ios::binary);
        if (!in)
            throw ScenarioError(path.toStdString(), "/", "cannot open the file");
        ReplayedRun replay = readTraceJsonl(in, path.toStdString());
        if (m_cancel)
            m_cancel->store(true);
        m_scenario.reset(); // nothing to run again: the trace is the whole story
        m_info = std::make_unique<ScenarioInfo>(replay.info);
        m_lastError.clear();
        RunResult result;
        result.sim = std::move(replay.sim);
        result.expectations = std::move(replay.expectations);
        result.seed = replay.info.seed;
        const auto finished = FinishedRun::of(std::move(result), *m_info);
        addRecentFile(QFileInfo(path).absoluteFilePath());
        showRun(finished, false);
        if (!replay.fingerprintInFile.empty() && replay.fingerprintInFile != finished->fingerprint)
            statusBar()->showMessage(tr("This trace's fingerprint does not match its contents: it was edited."), 8000);
        return true;
    } catch (const ScenarioError &e) {
        fail(qs(e.what()));
        return false;
    }
}

bool MainWindow::applyParameter(const QString &assignment)
{
    if (!m_scenario)
        return false;
    try {
        m_scenario->set(assignment.toStdString());
        *m_info = m_scenario->info();
        startRun(true);
        return true;
    } catch (const ScenarioError &e) {
        // The scenario is unchanged: put the old value back in the editor.
        statusBar()->showMessage(qs(e.what()), 8000);
        m_parameters->setScenario(qs(m_scenario->toJson()), m_seed.value_or(m_scenario->info().seed));
        m_lastError = qs(e.what());
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
    // The run works on its own copy of the scenario, off the GUI thread.
    Scenario scenario = *m_scenario;
    RunOptions options;
    options.seed = m_seed;
    options.budget = m_budget;
    const auto cancel = m_cancel;
    m_runWatcher.setFuture(QtConcurrent::run([scenario, options, cancel]() mutable {
        options.cancel = cancel.get();
        RunResult result = runScenario(scenario, options);
        return cancel->load() ? std::shared_ptr<FinishedRun>() : FinishedRun::of(std::move(result), scenario.info());
    }));
}

bool MainWindow::waitForRun(int timeoutMs)
{
    QElapsedTimer timer;
    timer.start();
    while (m_runWatcher.isRunning() && timer.elapsed() < timeoutMs)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    QCoreApplication::processEvents();
    return !m_runWatcher.isRunning();
}

void MainWindow::showRun(const std::shared_ptr<FinishedRun> &finished, bool keepTime)
{
    RunResult *result = &finished->result;
    m_progress->hide();
    m_cancelRun->setEnabled(false);
    const SimTime keep = keepTime && m_run && m_playback->cursor() < m_run->trace().size()
                             ? m_run->trace()[m_playback->cursor()].time
                             : SimTime();
    m_run = std::shared_ptr<const Simulation>(result->sim.release());
    const ScenarioInfo &info = *m_info;
    const Trace &t = m_run->trace();
    setWindowTitle(tr("%1 — Corrsim").arg(qs(info.title)));

    m_traceModel->setRun(m_run);
    m_log->resizeColumnsToContents();
    const int detailWidth = fontMetrics().averageCharWidth() * 32;
    if (m_log->columnWidth(TraceTableModel::DetailColumn) > detailWidth)
        m_log->setColumnWidth(TraceTableModel::DetailColumn, detailWidth);
    {
        const QSignalBlocker a(m_participantFilter), b(m_kindFilter);
        m_participantFilter->clear();
        m_participantFilter->addItem(tr("all"));
        for (const auto &p : t.participants())
            m_participantFilter->addItem(qs(p.name));
        m_kindFilter->clear();
        m_kindFilter->addItem(tr("all"));
        for (int k = 0; k < EventKindCount; ++k)
            if (t.count(EventKind(k)))
                m_kindFilter->addItem(qs(std::string(eventKindName(EventKind(k)))));
        m_filter->setParticipant({});
        m_filter->setKind({});
    }
    m_diagram->setRun(m_run);
    m_stores->setRun(m_run);
    m_timeline->setReport(finished->sagas.value_or(SagaReport{}), m_run->endTime());
    m_charts->setRun(m_run, finished->sagas ? &*finished->sagas : nullptr);
    m_lesson->setRun(info, m_run, result->expectations);
    m_parameters->setScenario(m_scenario ? qs(m_scenario->toJson()) : QStringLiteral("{}"), result->seed);
    m_parameters->setEnabled(m_scenario != nullptr);
    m_details->clear();
    m_selectedEvent = -1;
    m_playback->setRun(m_run);
    m_playbackBar->setEventCount(t.size());

    size_t cursor = 0;
    if (keepTime)
        while (cursor + 1 < t.size() && t[cursor + 1].time <= keep)
            ++cursor;
    m_playback->setCursor(cursor);
    if (!keepTime)
        m_diagram->fitAll();

    // A run that used up its budget is shown as far as it got, and says so.
    if (const std::string why = result->stoppedBecause(m_budget); !why.empty()) {
        m_lastError = qs(why);
        if (!property("suppressDialogs").toBool())
            QMessageBox::warning(this, tr("The run stopped early"), qs(why));
    }

    int passed = 0;
    for (const auto &r : result->expectations)
        passed += r.passed ? 1 : 0;
    m_status->setText(tr("%1%2 · seed %3 · %4 events · ended at %5 · %6 of %7 expectations hold · fingerprint %8")
                          .arg(qs(info.name))
                          .arg(m_scenario ? QString() : tr(" (replayed trace)"))
                          .arg(result->seed)
                          .arg(t.size())
                          .arg(qs(formatDuration(m_run->endTime())))
                          .arg(passed)
                          .arg(result->expectations.size())
                          .arg(qs(finished->fingerprint)));
}

void MainWindow::onCursor(size_t index)
{
    if (!m_run)
        return;
    const Trace &t = m_run->trace();
    m_diagram->setCursor(index);
    m_stores->setCursor(index);
    m_lesson->setCursor(index);
    m_timeline->setCursorTime(t[index].time);
    m_playbackBar->showCursor(index, qs(formatDuration(t[index].time)));
    if (m_playback->playing())
        return; // while playing, only the picture moves
    const QModelIndex row = m_filter->mapFromSource(m_traceModel->index(int(index), 0));
    if (row.isValid())
        m_log->scrollTo(row);
}

void MainWindow::showDetails(long i)
{
    m_selectedEvent = i;
    if (!m_run || i < 0) {
        m_details->clear();
        return;
    }
    const Trace &t = m_run->trace();
    const TraceEvent &e = t[size_t(i)];
    QString html = QStringLiteral("<h3>%1 at %2</h3>").arg(qs(std::string(eventKindName(e.kind))), qs(formatDuration(e.time)));
    html += QStringLiteral("<p>%1 → %2</p>").arg(qs(t.actorName(e.actor)), qs(t.peerName(e)));
    if (const auto env = envelopeOf(e, t)) {
        html += QStringLiteral("<table>");
        auto row = [&](const QString &k, const std::string &v) {
            if (!v.empty())
                html += QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>").arg(k, qs(v).toHtmlEscaped());
        };
        row(tr("type"), env->type());
        row(tr("id"), env->id());
        row(tr("correlation_id"), env->correlationId());
        row(tr("causation_id"), env->causationId());
        row(tr("attempt"), std::to_string(env->attempt()));
        row(tr("first_seen"), formatDuration(SimTime::fromMillis(env->firstSeenMs())));
        row(tr("origin"), env->origin());
        for (const auto &[k, v] : env->headers())
            row(tr("header ") + qs(k), v);
        html += QStringLiteral("</table>");
    } else {
        if (e.ref)
            html += QStringLiteral("<p><b>%1</b> %2</p>").arg(hasKey(e.kind) ? tr("key") : tr("causation"), qs(t.ids().format(e.ref)));
        if (e.detail)
            html += QStringLiteral("<p>%1</p>").arg(qs(t.names().text(e.detail)).toHtmlEscaped());
    }
    QString body;
    for (const Field &f : t.records().fields(e.record))
        if (f.section == Section::Body)
            body += QStringLiteral("<tr><td>%1</td><td>%2</td></tr>").arg(qs(t.names().text(f.name)),
                                                                       qs(formatValue(f.value, t.names(), t.ids())).toHtmlEscaped());
    if (!body.isEmpty())
        html += tr("<p><b>Body / value</b></p><table>") + body + QStringLiteral("</table>");
    m_details->setHtml(html);
}

void MainWindow::goToEvent(size_t i)
{
    m_playback->pause();
    m_playback->setCursor(i);
    showDetails(long(i));
    m_diagram->selectEvent(long(i));
}

void MainWindow::jumpRelated(bool toCause)
{
    if (!m_run || m_selectedEvent < 0)
        return;
    const Trace &t = m_run->trace();
    const TraceEvent &e = t[size_t(m_selectedEvent)];
    long target = -1;
    for (size_t i = 0; i < t.size() && target < 0; ++i) {
        const TraceEvent &c = t[i];
        if (c.kind != EventKind::Send)
            continue;
        if (toCause ? (e.ref && !hasKey(e.kind) && c.message == e.ref) : (c.ref == e.message && e.message))
            target = long(i);
    }
    if (target < 0) {
        statusBar()->showMessage(toCause ? tr("This event has no cause in the run.") : tr("Nothing in the run was caused by it."), 3000);
        return;
    }
    m_playback->pause();
    if (size_t(target) > m_playback->cursor())
        m_playback->setCursor(size_t(target));
    m_diagram->selectEvent(target);
    showDetails(target);
    const QModelIndex row = m_filter->mapFromSource(m_traceModel->index(int(target), 0));
    if (row.isValid())
        m_log->selectRow(row.row());
}

void MainWindow::nextProblem()
{
    if (!m_run)
        return;
    const Trace &t = m_run->trace();
    const bool found = m_playback->runUntil([&](const TraceEvent &e) {
        if (e.kind == EventKind::ReplyDiscarded || e.kind == EventKind::ReplyMismatched || e.kind == EventKind::Drop
            || e.kind == EventKind::Crash)
            return true;
        if (e.kind == EventKind::StoreRemove && t.names().text(e.detail) == "KEY_NOT_FOUND")
            return true;
        // An error response; a callback's "status" (APPROVED, DECLINED) is text, not a code.
        const auto status = e.kind == EventKind::Send ? responseStatus(t, e) : std::nullopt;
        return status && *status >= 400;
    });
    if (!found)
        statusBar()->showMessage(tr("No more problems after this point."), 3000);
}

namespace {
/// Writes text all or nothing: a failed write never replaces a good file.
void saveText(const QString &path, const std::function<void(std::ostream &)> &write)
{
    std::ostringstream text;
    write(text);
    saveFile(path, QByteArray::fromStdString(text.str()));
}
} // namespace

void MainWindow::exportDiagramAs()
{
    if (!m_run)
        return;
    QString filter;
    QString path = QFileDialog::getSaveFileName(this, tr("Export diagram"), qs(m_info->name) + QStringLiteral(".svg"),
        tr("SVG (*.svg);;PNG (*.png);;PDF (*.pdf);;PlantUML (*.puml);;Mermaid (*.mmd)"), &filter);
    if (path.isEmpty())
        return;
    try {
        const QString suffix = QFileInfo(path).suffix().toLower();
        QString note;
        if (suffix == QLatin1String("puml"))
            saveText(path, [&](std::ostream &o) { writePlantUml(o, m_run->trace(), *m_info); });
        else if (suffix == QLatin1String("mmd"))
            saveText(path, [&](std::ostream &o) { writeMermaid(o, m_run->trace(), *m_info); });
        else
            note = corrsim::exportDiagram(m_run, *m_info, path);
        statusBar()->showMessage(note.isEmpty() ? tr("Wrote %1").arg(path) : tr("Wrote %1 (%2)").arg(path, note), 6000);
    } catch (const std::exception &e) {
        QMessageBox::critical(this, tr("Export failed"), qs(e.what()));
    }
}

void MainWindow::exportTraceAs()
{
    if (!m_run)
        return;
    const QString path = QFileDialog::getSaveFileName(this, tr("Export trace"), qs(m_info->name) + QStringLiteral(".jsonl"),
        tr("Corrsim trace, reopens here (*.jsonl);;Chrome / Perfetto (*.json);;OpenTelemetry (*.otlp.json);;CSV (*.csv)"));
    if (path.isEmpty())
        return;
    const auto format = traceFormatFor(path.toStdString());
    if (!format) {
        QMessageBox::critical(this, tr("Export failed"), tr("Name the file .jsonl, .json, .otlp.json or .csv."));
        return;
    }
    try {
        saveText(path, [&](std::ostream &o) { writeTrace(o, *format, m_run->trace(), *m_info); });
        statusBar()->showMessage(tr("Wrote %1").arg(path), 6000);
    } catch (const std::exception &e) {
        QMessageBox::critical(this, tr("Export failed"), qs(e.what()));
    }
}

void MainWindow::exportFramesAs()
{
    if (!m_run)
        return;
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Folder for the frames"));
    if (dir.isEmpty())
        return;
    bool ok = false;
    const int count = QInputDialog::getInt(this, tr("Animation frames"), tr("How many frames, from the start to the cursor?"), 60, 2,
                                           2000, 1, &ok);
    if (!ok)
        return;
    try {
        const SimTime to = m_run->trace()[m_playback->cursor()].time;
        exportFrames(m_run, *m_info, dir, SimTime(), to > SimTime() ? to : m_run->endTime(), count);
        statusBar()->showMessage(tr("Wrote %1 frames into %2").arg(count).arg(dir), 6000);
    } catch (const std::exception &e) {
        QMessageBox::critical(this, tr("Export failed"), qs(e.what()));
    }
}

void MainWindow::addRecentFile(const QString &path)
{
    QSettings settings;
    QStringList recent = settings.value(QStringLiteral("recentFiles")).toStringList();
    recent.removeAll(path);
    recent.prepend(path);
    while (recent.size() > 8)
        recent.removeLast();
    settings.setValue(QStringLiteral("recentFiles"), recent);
    updateRecentMenu();
}

void MainWindow::updateRecentMenu()
{
    m_recentMenu->clear();
    const QStringList recent = QSettings().value(QStringLiteral("recentFiles")).toStringList();
    for (const QString &path : recent)
        m_recentMenu->addAction(QFileInfo(path).fileName(), this, [this, path] { openScenario(path); })->setToolTip(path);
    m_recentMenu->setEnabled(!recent.isEmpty());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
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
    const QList<QUrl> urls = event->mimeData()->urls();
    if (!urls.isEmpty() && urls.first().isLocalFile())
        openScenario(urls.first().toLocalFile());
}

} // namespace corrsim
