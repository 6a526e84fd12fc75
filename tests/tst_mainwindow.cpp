#include "builtinscenarios.h"
#include "mainwindow.h"
#include "playback.h"
#include "recentfiles.h"
#include "runexport.h"
#include "shortcutsdialog.h"
#include "trace/findingwords.h"
#include "tracetablemodel.h"
#include "windowruns.h"

#include <QAbstractItemModelTester>
#include <QAbstractScrollArea>
#include <QAccessible>
#include <QApplication>
#include <QDropEvent>
#include <QFile>
#include <QMenu>
#include <QMimeData>
#include <QScopeGuard>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

using namespace corrsim;

class TestMainWindow : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); } // keep the user's settings out of it

    void theShortcutsFitTheScreenAndScrollByKeyboard()
    {
        // Help › Keyboard shortcuts on a small screen in large text (the offscreen screen
        // is 800x600): the dialog stays within it, and the keys that do not fit are
        // reached from the keyboard, the list having the focus.
        const QFont usual = QApplication::font();
        const auto putBack = qScopeGuard([&] { QApplication::setFont(usual); }); // for the tests after
        QFont large = usual;
        large.setPointSizeF(large.pointSizeF() * 1.6);
        QApplication::setFont(large);
        QWidget owner;
        ShortcutsDialog dialog(&owner);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        const QRect room = dialog.screen()->availableGeometry();
        QVERIFY2(dialog.height() <= room.height() && dialog.width() <= room.width(),
                 qPrintable(QStringLiteral("%1x%2").arg(dialog.width()).arg(dialog.height())));
        auto *list = dialog.findChild<QScrollArea *>();
        QVERIFY(list && list->hasFocus());
        QScrollBar *bar = list->verticalScrollBar();
        QVERIFY(bar->maximum() > 0); // it did not fit: the rest scrolls
        for (int page = 0; page < 20 && bar->value() < bar->maximum(); ++page)
            QTest::keyClick(list, Qt::Key_PageDown);
        QCOMPARE(bar->value(), bar->maximum());
    }

    void aFileOpenedIsOfferedAgainFromOpenRecent()
    {
        // The window's part of the recent files: a file it opened goes first (a built-in
        // lesson, opened by name, is no file), and choosing it opens it again.
        QTemporaryDir dir;
        const QString path = QFileInfo(dir.filePath(QStringLiteral("stock.json"))).absoluteFilePath();
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        const std::string_view text = findBuiltinScenario("eip-stock-check")->text;
        QVERIFY(file.write(text.data(), qint64(text.size())) == qint64(text.size()));
        file.close();
        MainWindow w;
        auto *recent = w.findChild<RecentFiles *>();
        QVERIFY(recent);
        QVERIFY(w.runs()->open(path));
        QVERIFY(settled(w));
        QCOMPARE(recent->paths().value(0), path);
        QVERIFY(w.runs()->open(QStringLiteral("payment-claim-race")));
        QVERIFY(settled(w));
        QCOMPARE(recent->paths().value(0), path);
        emit recent->menu()->aboutToShow();
        recent->menu()->actions().first()->trigger();
        QVERIFY(settled(w));
        QCOMPARE(QString::fromStdString(w.run()->info.file), path);
    }

    void everyControlHasAnAccessibleName()
    {
        // What a screen reader says of each control it can reach: its name. The window,
        // every tab and panel, and the Explore and Sweep windows.
        MainWindow w;
        w.show();
        QVERIFY(w.runs()->open(QStringLiteral("payment-claim-race")));
        QVERIFY(settled(w));
        w.openExplorePanel();
        w.openSweepPanel();
        QStringList unnamed;
        QVERIFY(w.explorePanel() && w.sweepPanel()); // windows of their own, children of this one
        for (QWidget *widget : w.findChildren<QWidget *>()) {
            // Parts of a control that the control's own name covers: a view's viewport,
            // a spin box's line edit, a combo box's pop-up list, a scroll bar.
            const QWidget *parent = widget->parentWidget();
            const auto *area = parent ? qobject_cast<const QAbstractScrollArea *>(parent) : nullptr;
            if (widget->focusPolicy() == Qt::NoFocus || qobject_cast<QScrollBar *>(widget) ||
                widget->inherits("QTabBar") || widget->inherits("QDockWidgetTitleButton") ||
                (area && area->viewport() == widget) || parent->inherits("QAbstractSpinBox") ||
                parent->inherits("QComboBox") || parent->inherits("QComboBoxPrivateContainer"))
                continue;
            QAccessibleInterface *a = QAccessible::queryAccessibleInterface(widget);
            if (a && a->text(QAccessible::Name).trimmed().isEmpty())
                unnamed << QStringLiteral("%1 %2 (%3)")
                               .arg(QString::fromLatin1(widget->metaObject()->className()), widget->objectName(),
                                    widget->parentWidget()
                                        ? QString::fromLatin1(widget->parentWidget()->metaObject()->className())
                                        : QString());
        }
        QVERIFY2(unnamed.isEmpty(), qPrintable(unnamed.join(QLatin1Char('\n'))));
    }

    void opensTheDefaultLesson()
    {
        MainWindow w;
        QAbstractItemModelTester tester(w.traceModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(w.runs()->open(QStringLiteral("eip-stock-check")));
        QVERIFY(settled(w));
        QCOMPARE(w.runs()->scenarioName(), QStringLiteral("eip-stock-check"));
        QVERIFY(w.run()->trace().size() > 10);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
    }

    void aRunThatUsesUpItsBudgetSaysSo()
    {
        MainWindow w;
        RunBudget budget;
        budget.maxEvents = 1000;
        w.runs()->setBudget(budget);
        QVERIFY(w.runs()->open(QStringLiteral("saga-payment-1000")));
        QVERIFY(settled(w));
        QVERIFY(w.run()->stopReason);
        QVERIFY2(w.run()->stopReason->kind == FindingKind::StoppedEventBudget,
                 findingWords(*w.run()->stopReason).c_str());
        QCOMPARE(std::get<std::string>(w.run()->stopReason->args.at(1)), std::string("1000"));
        // Shown as far as it got: a few trace events per handled event, far short of the whole run.
        QVERIFY(w.run()->trace().size() > 1000 && w.run()->trace().size() < 5000);
    }

    void droppingSeveralFilesOpensTheFirstAndSaysWhyNotTheRest()
    {
        QTemporaryDir dir;
        QStringList files;
        for (const char *name : {"first.json", "second.json"}) {
            QFile f(dir.filePath(QString::fromLatin1(name)));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(R"({"name": "dropped", "participants": [{"name": "a", "kind": "requester", "to": "b",
                       "requests": [{"at": "0ms"}]}, {"name": "b", "kind": "replier"}]})");
            files << f.fileName();
        }
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QMimeData data;
        data.setUrls({QUrl::fromLocalFile(files[0]), QUrl::fromLocalFile(files[1]),
                      QUrl(QStringLiteral("https://example.org/remote.json"))});
        QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(&w, &enter);
        QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(&w, &drop);
        QVERIFY(settled(w));
        QCOMPARE(w.runs()->scenarioName(), QStringLiteral("dropped"));
        const QString said = w.statusBar()->currentMessage();
        QVERIFY2(said.contains(files[1]) && said.contains(QStringLiteral("one run at a time")), qPrintable(said));
        QVERIFY2(said.contains(QStringLiteral("remote.json")) && said.contains(QStringLiteral("not a file")),
                 qPrintable(said));
    }

    void garbageInTheSettingsIsIgnored()
    {
        QSettings settings;
        settings.setValue(QStringLiteral("window/geometry"), QStringLiteral("not a geometry"));
        settings.setValue(QStringLiteral("window/state"), 42);
        settings.setValue(QStringLiteral("recentFiles"), QVariantMap{{QStringLiteral("x"), 1}});
        settings.setValue(QStringLiteral("run/maxEvents"), QStringLiteral("lots"));
        settings.sync();
        MainWindow w;
        QVERIFY(w.runs()->open(QStringLiteral("eip-stock-check")));
        QVERIFY(settled(w));
        QVERIFY(w.run()->trace().size() > 10);
        settings.clear();
    }

    void malformedFileKeepsThePreviousScenario()
    {
        QTemporaryDir dir;
        const QString bad = dir.filePath(QStringLiteral("bad.json"));
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{ \"name\": \"x\", ");
        f.close();
        MainWindow w;
        const RunProblems problems(w);
        QVERIFY(w.runs()->open(QStringLiteral("eip-stock-check")));
        QVERIFY(settled(w));
        const size_t rows = w.run()->trace().size();
        QVERIFY(!w.runs()->open(bad));
        QVERIFY2(problems.last.startsWith(bad + QStringLiteral(":1:")), qPrintable(problems.last));
        QCOMPARE(w.runs()->scenarioName(), QStringLiteral("eip-stock-check"));
        QCOMPARE(w.run()->trace().size(), rows);
    }

    void aTraceThatFailsToOpenFirstLeavesItsReasonInTheStatusBar()
    {
        // Opened as the window starts (corrsim FILE), with no run to go back to: the
        // status line said "Opening… (Esc cancels)" under the error, drawn over each other.
        QTemporaryDir dir;
        const QString cut = dir.filePath(QStringLiteral("cut.jsonl.gz"));
        {
            MainWindow w;
            QVERIFY(w.runs()->open(QStringLiteral("eip-stock-check")));
            QVERIFY(settled(w));
            exportRun(w.run(), ExportKind::Trace, cut);
        }
        QFile f(cut);
        QVERIFY(f.open(QIODevice::ReadWrite));
        QVERIFY(f.resize(f.size() / 2));
        f.close();
        MainWindow w;
        const RunProblems problems(w);
        w.runs()->open(cut);
        QVERIFY(settled(w));
        QTRY_VERIFY(!problems.last.isEmpty());
        QVERIFY2(w.statusText().startsWith(QStringLiteral("Cannot open the trace: ")) &&
                     w.statusText().contains(QStringLiteral("compressed byte")),
                 qPrintable(w.statusText()));
        QVERIFY(!w.statusText().contains(QStringLiteral("Opening")));
    }

    void aTraceCutShortIsRefusedAndTheRunStays()
    {
        // Saved, then cut at a line boundary: it reads as a shorter run, whose events do
        // not make the fingerprint its header gives. The window refuses it and says why.
        QTemporaryDir dir;
        MainWindow w;
        const RunProblems problems(w);
        QVERIFY(w.runs()->open(QStringLiteral("eip-stock-check")));
        QVERIFY(settled(w));
        const size_t rows = w.run()->trace().size();
        const QString saved = dir.filePath(QStringLiteral("cut.jsonl"));
        exportRun(w.run(), ExportKind::Trace, saved);
        QFile f(saved);
        QVERIFY(f.open(QIODevice::ReadWrite));
        QByteArray bytes = f.readAll();
        bytes.truncate(bytes.lastIndexOf('\n', bytes.size() - 2) + 1);
        QVERIFY(f.resize(0) && f.write(bytes) == bytes.size());
        f.close();
        w.runs()->open(saved);
        QVERIFY(settled(w));
        QTRY_VERIFY2(problems.last.contains(QStringLiteral("not the 31 its header gives: the file was cut short")),
                     qPrintable(problems.last));
        QCOMPARE(w.run()->trace().size(), rows);
    }

    void theLogOfALongRunHoldsTheRowsAroundTheCursor()
    {
        // A table over every event of a long run cost seconds a step: it holds at most
        // MaxRows, the ones up to the cursor, and steps with it.
        MainWindow w;
        QVERIFY(w.runs()->open(QStringLiteral("saga-payment-1000")));
        QVERIFY(settled(w));
        const size_t size = w.run()->trace().size();
        QVERIFY(size > TraceTableModel::MaxRows);
        TraceTableModel *log = w.traceModel();
        w.playback()->toEnd();
        QCOMPARE(size_t(log->rowCount()), TraceTableModel::MaxRows);
        QCOMPARE(log->eventOf(log->rowCount() - 1), size - 1);
        w.playback()->stepBack();
        QCOMPARE(size_t(log->rowCount()), TraceTableModel::MaxRows);
        QCOMPARE(log->eventOf(log->rowCount() - 1), size - 2);
        QCOMPARE(log->index(0, TraceTableModel::KindColumn).data().toString(),
                 log->cellText(log->eventOf(0), TraceTableModel::KindColumn, Qt::DisplayRole));
        w.playback()->setCursor(10);
        QCOMPARE(log->rowCount(), 11);
        QCOMPARE(log->eventOf(0), size_t(0));
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
