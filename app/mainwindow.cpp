#include "mainwindow.h"

#include "builtinscenarios.h"
#include "run.h"
#include "scenariosource.h"
#include "tracetablemodel.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QFileDialog>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>
#include <QTableView>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <map>

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
} // namespace

MainWindow::MainWindow(QWidget *parent) : QMainWindow(parent)
{
    setWindowTitle(tr("Corrsim"));
    resize(1280, 800);

    m_traceModel = new TraceTableModel(this);
    m_table = new QTableView(this);
    m_table->setModel(m_traceModel);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setAlternatingRowColors(true);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    setCentralWidget(m_table);

    m_lessons = new QTreeWidget(this);
    m_lessons->setHeaderHidden(true);
    auto *lessonDock = new QDockWidget(tr("Lessons"), this);
    lessonDock->setObjectName(QStringLiteral("lessons"));
    lessonDock->setWidget(m_lessons);
    addDockWidget(Qt::LeftDockWidgetArea, lessonDock);
    buildLessonBrowser();

    auto *side = new QWidget(this);
    auto *layout = new QVBoxLayout(side);
    m_title = new QLabel(side);
    m_title->setWordWrap(true);
    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.3);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_summary = new QLabel(side);
    m_summary->setWordWrap(true);
    m_expectations = new QListWidget(side);
    m_notes = new QListWidget(side);
    m_notes->setWordWrap(true);
    layout->addWidget(m_title);
    layout->addWidget(m_summary);
    layout->addWidget(new QLabel(tr("Expectations"), side));
    layout->addWidget(m_expectations, 1);
    layout->addWidget(new QLabel(tr("Story"), side));
    layout->addWidget(m_notes, 2);
    auto *sideDock = new QDockWidget(tr("Lesson"), this);
    sideDock->setObjectName(QStringLiteral("lesson"));
    sideDock->setWidget(side);
    addDockWidget(Qt::RightDockWidgetArea, sideDock);

    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *open = file->addAction(tr("&Open…"), this, &MainWindow::openFileDialog);
    open->setShortcut(QKeySequence::Open);
    QAction *reload = file->addAction(tr("&Run again"), this, [this] {
        if (m_scenario)
            openScenario(QString::fromStdString(m_scenario->info().file));
    });
    reload->setShortcut(QKeySequence::Refresh);
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), qApp, &QApplication::quit);
    quit->setShortcut(QKeySequence::Quit);
    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About Corrsim"), this, [this] {
        QMessageBox::about(this, tr("About Corrsim"),
                           tr("<b>Corrsim %1</b><p>A simulator that makes correlation and saga patterns of "
                              "messaging systems visible.</p>")
                               .arg(QStringLiteral(CORRSIM_VERSION)));
    });

    connect(m_lessons, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        const QString name = item->data(0, Qt::UserRole).toString();
        if (!name.isEmpty())
            openScenario(name);
    });
    statusBar()->showMessage(tr("Pick a lesson on the left, or open a scenario file."));
}

MainWindow::~MainWindow() = default;

void MainWindow::buildLessonBrowser()
{
    std::map<QString, QTreeWidgetItem *> groups;
    for (const EmbeddedFile &f : builtinScenarios()) {
        QString summary, group;
        try {
            const Scenario s = Scenario::parse(f.text, std::string(f.fileName));
            summary = QString::fromStdString(s.info().summary);
            group = groupTitle(s.info().pattern);
        } catch (const ScenarioError &) {
            group = tr("Broken");
        }
        QTreeWidgetItem *&parent = groups[group];
        if (!parent) {
            parent = new QTreeWidgetItem(m_lessons, {group});
            parent->setFlags(Qt::ItemIsEnabled);
            parent->setExpanded(true);
        }
        auto *item = new QTreeWidgetItem(parent, {QString::fromUtf8(f.name.data(), int(f.name.size()))});
        item->setData(0, Qt::UserRole, item->text(0));
        item->setToolTip(0, summary);
    }
}

QString MainWindow::currentScenarioName() const
{
    return m_scenario ? QString::fromStdString(m_scenario->info().name) : QString();
}

bool MainWindow::openScenario(const QString &fileOrName)
{
    try {
        auto scenario = std::make_unique<Scenario>(corrsim::openScenario(fileOrName.toStdString()));
        RunResult result = runScenario(*scenario);
        m_scenario = std::move(scenario);
        m_run = std::shared_ptr<const Simulation>(std::move(result.sim));
        m_lastError.clear();
        showRun();
        // Expectations shown after showRun() reset the list.
        for (const ExpectationResult &r : result.expectations) {
            auto *item = new QListWidgetItem((r.passed ? QStringLiteral("✔ ") : QStringLiteral("✘ "))
                                             + QString::fromStdString(r.name));
            item->setForeground(r.passed ? QColor(0x1e, 0x7a, 0x3c) : QColor(0xb0, 0x30, 0x20));
            item->setToolTip(QString::fromStdString("expected " + r.expected + "\nactual " + r.actual));
            m_expectations->addItem(item);
        }
        return true;
    } catch (const ScenarioError &e) {
        m_lastError = QString::fromStdString(e.what());
        if (!property("suppressDialogs").toBool())
            QMessageBox::critical(this, tr("Cannot open scenario"), m_lastError);
        return false;
    }
}

void MainWindow::showRun()
{
    const ScenarioInfo &info = m_scenario->info();
    setWindowTitle(tr("%1 — Corrsim").arg(QString::fromStdString(info.title)));
    m_title->setText(QString::fromStdString(info.title));
    m_summary->setText(QString::fromStdString(info.summary));
    m_traceModel->setRun(m_run);
    m_table->resizeColumnsToContents();
    // Long note texts would push the IDs off screen; the tooltip has the full text.
    const int detailWidth = fontMetrics().averageCharWidth() * 32;
    if (m_table->columnWidth(TraceTableModel::DetailColumn) > detailWidth)
        m_table->setColumnWidth(TraceTableModel::DetailColumn, detailWidth);
    m_expectations->clear();
    m_notes->clear();
    const Trace &t = m_run->trace();
    for (size_t i = 0; i < t.size(); ++i)
        if (t[i].kind == EventKind::Note)
            m_notes->addItem(QStringLiteral("%1 ms  %2")
                                 .arg(t[i].time.millis(), 0, 'f', 0)
                                 .arg(QString::fromStdString(t.names().text(t[i].detail))));
    statusBar()->showMessage(tr("%1 · seed %2 · %3 events · ended at %4 · fingerprint %5")
                                 .arg(QString::fromStdString(info.name))
                                 .arg(m_run->seed())
                                 .arg(t.size())
                                 .arg(QString::fromStdString(formatDuration(m_run->endTime())))
                                 .arg(QString::fromStdString(t.fingerprint())));
}

void MainWindow::openFileDialog()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open scenario"), QString(),
                                                      tr("Scenarios (*.json);;All files (*)"));
    if (!path.isEmpty())
        openScenario(path);
}

} // namespace corrsim
