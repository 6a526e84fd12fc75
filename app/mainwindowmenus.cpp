// The window's menus and file toolbar.

#include "mainwindow.h"

#include "diagramlegend.h"
#include "eventlogpanel.h"
#include "exportdialogs.h"
#include "importoptions.h"
#include "playback.h"
#include "recentfiles.h"
#include "runexport.h"
#include "scenario/importfacts.h"
#include "sequencediagram.h"
#include "shortcutsdialog.h"
#include "traceloader.h"
#include "tracemodeldialog.h"
#include "translations.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QFileDialog>
#include <QInputDialog>
#include <QMenuBar>
#include <QMessageBox>
#include <QTabWidget>
#include <QToolBar>

#include <algorithm>

namespace corrsim {

void MainWindow::buildMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *open = file->addAction(tr("&Open…"), this, [this] {
        const QString path =
            QFileDialog::getOpenFileName(this, tr("Open scenario or trace"), QString(),
                                         tr("Scenarios and traces (*.json *.jsonl *.ctrace *.gz);;All files (*)"));
        if (!path.isEmpty())
            m_runs->open(path);
    });
    open->setShortcut(QKeySequence::Open);
    m_recent = new RecentFiles(file->addMenu(tr("Open &recent")), this);
    connect(m_recent, &RecentFiles::openRequested, m_runs, &RunController::open);
    // Spans another tool wrote: what they do not say, told once and remembered for the file.
    QAction *importOptions = file->addAction(tr("Span &import options…"), this, [this] {
        const QString path = m_run && m_run->info.imported ? QString::fromStdString(m_run->info.file) : QString();
        if (ImportOptions options = savedImportOptions(path);
            !path.isEmpty() && editImportOptions(this, path, options)) {
            saveImportOptions(path, options);
            m_runs->open(path);
        }
    });
    importOptions->setToolTip(tr("For spans another tool wrote (OTLP, Jaeger, Zipkin; open one first): which spans "
                                 "apply effects, which attribute carries the correlation ID"));
    // ... and made a scenario that replays it, to explore the nights near it.
    QAction *model = file->addAction(tr("&Make a scenario from this trace…"), this, [this] {
        if (m_run && m_run->info.imported)
            if (const auto path = saveScenarioOfTrace(this, *m_run))
                m_runs->open(*path);
    });
    model->setToolTip(tr("For spans another tool wrote: a scenario with their requesters and services, at the "
                         "observed times, that replays them; what the spans cannot show is written as assumed"));
    connect(file, &QMenu::aboutToShow, this, [this, importOptions, model] {
        importOptions->setEnabled(m_run && m_run->info.imported);
        model->setEnabled(m_run && m_run->info.imported);
    });
    file->addSeparator();
    QMenu *exportMenu = file->addMenu(tr("&Export"));
    QAction *exportDiagram = exportMenu->addAction(tr("&Diagram (SVG, PNG, PDF, PlantUML, Mermaid)…"), this, [this] {
        showMessage(exportRunDialog(this, m_run, ExportKind::Diagram), 6000);
    });
    exportDiagram->setObjectName(QStringLiteral("exportDiagram"));
    exportDiagram->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    exportMenu->addAction(tr("Diagram of the &visible time window (SVG, PNG, PDF)…"), this, [this] {
        const auto [from, to] = m_diagram->visibleTimes();
        showMessage(exportRunDialog(this, m_run, ExportKind::Diagram, {from, to}), 6000);
    });
    exportMenu->addAction(tr("&Trace (JSON Lines, Perfetto, CSV, OpenTelemetry)…"), this,
                          [this] { showMessage(exportRunDialog(this, m_run, ExportKind::Trace), 6000); });
    exportMenu->addAction(tr("&Animation frames…"), this, [this] {
        const SimTime until = m_run ? m_run->trace()[m_playback->cursor()].time : SimTime();
        showMessage(exportFramesDialog(this, m_run, until), 6000);
    });
    QAction *quitSeparator = file->addSeparator();
    file->addAction(tr("&Quit"), qApp, &QApplication::closeAllWindows)->setShortcut(QKeySequence::Quit);
    buildAuthoringMenus(file, quitSeparator);

    // Run: what makes runs, from this scenario: again, compared, swept, explored, forked.
    QMenu *run = menuBar()->addMenu(tr("&Run"));
    QAction *rerun = run->addAction(tr("Run &again"), m_runs, &RunController::runAgain);
    rerun->setToolTip(tr("Run again; a scenario file that changed on disk, or failed to load, is read again"));
    rerun->setShortcut(QKeySequence::Refresh);
    m_cancelRun = run->addAction(tr("&Cancel run"), m_runs, &RunController::cancel);
    m_cancelRun->setShortcut(QKeySequence(Qt::Key_Escape));
    m_cancelRun->setEnabled(false);
    run->addSeparator();
    QMenu *compare = run->addMenu(tr("C&ompare"));
    compare->addAction(tr("With a &saved run or a scenario file…"), this, &MainWindow::compareWithFile);
    compare->addAction(tr("With a &variant of this lesson…"), this, &MainWindow::compareWithVariant);
    run->addAction(tr("S&weep seeds and values…"), this, &MainWindow::openSweepPanel);
    QAction *exploreAction =
        run->addAction(tr("E&xplore every fault up to a bound…"), this, [this] { openExplorePanel(); });
    exploreAction->setObjectName(QStringLiteral("explore"));
    exploreAction->setIconText(tr("Explore…"));
    exploreAction->setToolTip(
        tr("Run every schedule of drops, copies, delays, reorderings and crashes up to a number of faults, "
           "and show the shortest one that breaks a check"));
    run->addAction(tr("&What if… at the cursor"), this, &MainWindow::whatIfAtCursor)
        ->setShortcut(QKeySequence(Qt::Key_W));

    QMenu *view = menuBar()->addMenu(tr("&View"));
    // Time and text zoom apart: Ctrl+= and Ctrl+- are text, as in every other program.
    view->addAction(tr("Zoom time &in"), this, [this] { m_diagram->zoomBy(1.25); })
        ->setShortcuts({QKeySequence(Qt::Key_Plus), QKeySequence(Qt::Key_Equal)});
    view->addAction(tr("Zoom time &out"), this, [this] { m_diagram->zoomBy(0.8); })
        ->setShortcut(QKeySequence(Qt::Key_Minus));
    view->addAction(tr("&Larger text"), this, [this] { changeTextSize(1); })
        ->setShortcuts({QKeySequence::ZoomIn, QKeySequence(Qt::CTRL | Qt::Key_Equal)});
    view->addAction(tr("S&maller text"), this, [this] { changeTextSize(-1); })->setShortcut(QKeySequence::ZoomOut);
    view->addAction(tr("Te&xt at its first size"), this, [this] { changeTextSize(0); })
        ->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    view->addAction(tr("F&ull screen"), this, &MainWindow::toggleFullScreen)
        ->setShortcuts({QKeySequence(Qt::Key_F11)}); // the platform's own can be none, or Ctrl+Meta+F
    view->addAction(tr("&Fit the whole run"), this, [this] { m_diagram->fitAll(); })
        ->setShortcut(QKeySequence(Qt::Key_F));
    view->addAction(tr("&Go to time…"), this, &MainWindow::askGoToTime)
        ->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_G));
    QAction *follow = view->addAction(tr("Follow the &cursor"));
    follow->setCheckable(true);
    follow->setChecked(m_diagram->followsCursor());
    follow->setToolTip(tr("Keep the moment being played in view"));
    connect(follow, &QAction::toggled, m_diagram, &SequenceDiagram::setFollowCursor);
    m_narrowAction = view->addAction(tr("&Narrow the broker and relay lanes"));
    m_narrowAction->setCheckable(true);
    m_narrowAction->setToolTip(tr("The services' lanes share the width; the broker and the relays are slivers, "
                                  "named when you point at them (on in presentation)"));
    connect(m_narrowAction, &QAction::toggled, m_diagram, &SequenceDiagram::setNarrowInfrastructure);
    m_presentAction = view->addAction(tr("&Presentation"));
    m_presentAction->setCheckable(true);
    m_presentAction->setShortcut(QKeySequence(Qt::Key_P));
    m_presentAction->setToolTip(tr("Larger text, the diagram and the lesson first (corrsim --present)"));
    connect(m_presentAction, &QAction::toggled, this, &MainWindow::setPresentation);
    m_analysisAction = view->addAction(tr("Show the whole run (&analysis)"));
    m_analysisAction->setCheckable(true);
    m_analysisAction->setShortcut(QKeySequence(Qt::Key_A));
    m_analysisAction->setToolTip(tr("Off (lesson mode): every view shows only what has happened up to the cursor"));
    connect(m_analysisAction, &QAction::toggled, this, &MainWindow::setAnalysis);
    view->addAction(tr("&Legend"), this,
                    [this] {
                        QMessageBox::information(this, tr("What the diagram shows"),
                                                 diagramLegend().join(QStringLiteral("\n\n")));
                    })
        ->setShortcut(QKeySequence(Qt::Key_F1));
    view->addAction(tr("&Search events"), this,
                    [this] {
                        m_bottom->show();
                        m_bottomTabs->setCurrentWidget(m_log);
                        m_log->focusSearch();
                    })
        ->setShortcut(QKeySequence::Find);
    QMenu *language = view->addMenu(tr("Languag&e"));
    auto *languages = new QActionGroup(language);
    const auto addLanguage = [&](const QString &text, const QString &locale) {
        // Numbered for the keyboard: a language's own name may have no letter to underline.
        const QString item = QStringLiteral("&%1  %2").arg(languages->actions().size() + 1).arg(text);
        QAction *a = language->addAction(item, this, [this, locale, text] {
            chooseLanguage(locale);
            // Every window's words are made when it is built: the next start reads them.
            QMessageBox::information(this, tr("Language"),
                                     tr("Corrsim will be in %1 the next time it starts.").arg(text));
        });
        a->setCheckable(true);
        a->setChecked(chosenLanguage() == locale);
        languages->addAction(a);
    };
    addLanguage(tr("The system's"), QString());
    addLanguage(QStringLiteral("English"), QStringLiteral("en"));
    for (const QString &locale : translatedLanguages())
        addLanguage(languageName(locale), locale);
    view->addSeparator();
    for (int i = 0; i < m_bottomTabs->count(); ++i)
        view->addAction(m_bottomTabs->tabText(i), this, [this, i] { showBottomPage(i); })
            ->setShortcut(QKeySequence(Qt::Key_1 + i));
    view->addAction(tr("&Lessons list"), this, &MainWindow::toggleLessonList)->setShortcut(QKeySequence(Qt::Key_L));

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&Keyboard shortcuts"), this, [this] {
        ShortcutsDialog dialog(this);
        dialog.exec();
    });
    help->addAction(tr("&About Corrsim"), this, [this] {
        QMessageBox::about(
            this, tr("About Corrsim"),
            tr("<b>Corrsim %1</b><p>A simulator that makes the correlation and saga patterns of messaging "
               "systems visible.</p><p>Licensed under the GPL, version 3 or later.</p>")
                .arg(QStringLiteral(CORRSIM_VERSION)));
    });

    QToolBar *files = addToolBar(tr("File"));
    files->setObjectName(QStringLiteral("file"));
    files->addAction(open);
    files->addAction(rerun);
    files->addAction(exploreAction);
}

void MainWindow::askGoToTime()
{
    if (!m_run)
        return;
    bool ok = false;
    const QString text = QInputDialog::getText(this, tr("Go to time"), tr("Virtual time (e.g. 250ms, 63min):"),
                                               QLineEdit::Normal, QString(), &ok);
    if (!ok)
        return;
    if (const auto at = parseDuration(text.toStdString()))
        goToTime(*at);
    else
        showMessage(tr("\"%1\" is not a time: write a number and a unit, e.g. 250ms or 63min.").arg(text), 5000);
}

} // namespace corrsim
