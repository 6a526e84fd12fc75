#include "mainwindow.h"
#include "tracetablemodel.h"

#include <QAbstractItemModelTester>
#include <QTemporaryDir>
#include <QFile>
#include <QStandardPaths>
#include <QTest>

using namespace corrsim;

class TestMainWindow : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); } // keep the user's settings out of it

    void opensTheDefaultLesson()
    {
        MainWindow w;
        w.setProperty("suppressDialogs", true);
        QAbstractItemModelTester tester(w.traceModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(w.openScenario(QStringLiteral("eip-stock-check")));
        QVERIFY(w.waitForRun());
        QCOMPARE(w.currentScenarioName(), QStringLiteral("eip-stock-check"));
        QVERIFY(w.traceModel()->rowCount() > 10);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
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
        w.setProperty("suppressDialogs", true);
        QVERIFY(w.openScenario(QStringLiteral("eip-stock-check")));
        QVERIFY(w.waitForRun());
        const int rows = w.traceModel()->rowCount();
        QVERIFY(!w.openScenario(bad));
        QVERIFY2(w.lastError().startsWith(bad + QStringLiteral(":1:")), qPrintable(w.lastError()));
        QCOMPARE(w.currentScenarioName(), QStringLiteral("eip-stock-check"));
        QCOMPARE(w.traceModel()->rowCount(), rows);
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
