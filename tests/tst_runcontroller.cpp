// The run controller alone, with no window: what it reports, in what order, for each
// part of a run's life (open, change, refuse, cancel, replace, fork and compare).

#include "runcontroller.h"
#include "scenario/pinnedfault.h"
#include "scenario/scenario.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace corrsim;

namespace {

/// Every signal of a controller, spied from before the first action.
struct Spies
{
    explicit Spies(RunController &c)
        : started(&c, &RunController::started), ready(&c, &RunController::runReady),
          cancelled(&c, &RunController::cancelled), failed(&c, &RunController::failed),
          refused(&c, &RunController::refused), compared(&c, &RunController::comparisonReady),
          idle(&c, &RunController::idle)
    {}
    QSignalSpy started, ready, cancelled, failed, refused, compared, idle;
    /// Waits for the next idle().
    bool settle(RunController &c) { return !c.busy() || idle.wait(30000); }
};

RunReady readyAt(const QSignalSpy &spy, qsizetype i)
{
    return spy.at(i).at(0).value<RunReady>();
}

} // namespace

class TestRunController : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        qRegisterMetaType<RunReady>();
        qRegisterMetaType<ComparisonReady>();
    }

    void aLessonRunsOffTheGuiThreadAndIsReportedOnce()
    {
        RunController c;
        Spies s(c);
        QVERIFY(c.open(QStringLiteral("eip-stock-check")));
        QVERIFY(c.busy());
        QCOMPARE(s.started.size(), 1);
        QCOMPARE(s.ready.size(), 0); // not before the event loop has run
        QVERIFY(s.settle(c));
        QCOMPARE(s.ready.size(), 1);
        const RunReady ready = readyAt(s.ready, 0);
        QVERIFY(ready.record && ready.diagram);
        QVERIFY(!ready.keepTime);
        QCOMPARE(c.run(), ready.record);
        QCOMPARE(c.scenarioName(), QStringLiteral("eip-stock-check"));
        QVERIFY(!c.isReplay());
        QVERIFY(c.shownScenario() && c.shownScenario()->info().name == "eip-stock-check");
        QCOMPARE(s.failed.size() + s.refused.size() + s.cancelled.size(), 0);
    }

    void aBadFileFailsAtOnceAndKeepsWhatWasOpen()
    {
        QTemporaryDir dir;
        const QString bad = dir.filePath(QStringLiteral("bad.json"));
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{ \"name\": \"x\", ");
        f.close();
        RunController c;
        Spies s(c);
        QVERIFY(c.open(QStringLiteral("eip-stock-check")));
        QVERIFY(s.settle(c));
        const auto shown = c.run();
        QVERIFY(!c.open(bad));
        QVERIFY(!c.busy());
        QCOMPARE(s.failed.size(), 1);
        QVERIFY2(s.failed.at(0).at(1).toString().startsWith(bad + QStringLiteral(":1:")),
                 qPrintable(s.failed.at(0).at(1).toString()));
        QCOMPARE(c.scenarioName(), QStringLiteral("eip-stock-check"));
        QCOMPARE(c.run(), shown);
        QCOMPARE(s.ready.size(), 1);
    }

    void aRefusedChangeChangesNothing()
    {
        RunController c;
        Spies s(c);
        QVERIFY(c.open(QStringLiteral("eip-stock-check")));
        QVERIFY(s.settle(c));
        const std::string before = c.scenario()->toJson();
        QVERIFY(!c.change([](Scenario &sc) { sc.set({"participants.warehouse.processing", "true"}); }));
        QCOMPARE(s.refused.size(), 1);
        QVERIFY(!c.busy());
        QCOMPARE(c.scenario()->toJson(), before);
        // An accepted change runs again from the beginning.
        QVERIFY(c.change([](Scenario &sc) { sc.set({"participants.warehouse.processing", "\"40ms\""}); }));
        QVERIFY(s.settle(c));
        QCOMPARE(s.ready.size(), 2);
        QVERIFY(!readyAt(s.ready, 1).keepTime);
        QVERIFY(readyAt(s.ready, 1).record->fingerprint != readyAt(s.ready, 0).record->fingerprint);
    }

    void aNewerRunReplacesOneUnderWay()
    {
        RunController c;
        Spies s(c);
        QVERIFY(c.open(QStringLiteral("saga-payment-1000")));
        c.setSeed(7); // before the first has ended: only the second is reported
        QVERIFY(s.settle(c));
        QCOMPARE(s.ready.size(), 1);
        QCOMPARE(readyAt(s.ready, 0).record->seed, uint64_t(7));
        QCOMPARE(s.cancelled.size(), 0);
        QCOMPARE(s.idle.size(), 1);
    }

    void cancellingKeepsTheRunShown()
    {
        RunController c;
        Spies s(c);
        QVERIFY(c.open(QStringLiteral("eip-stock-check")));
        QVERIFY(s.settle(c));
        const auto shown = c.run();
        QVERIFY(c.open(QStringLiteral("saga-payment-1000")));
        c.cancel();
        QVERIFY(s.settle(c));
        QCOMPARE(s.cancelled.size(), 1);
        QCOMPARE(s.ready.size(), 1);
        QCOMPARE(c.run(), shown);
    }

    void aWhatIfIsTheSameRunUntilItsFault()
    {
        RunController c;
        Spies s(c);
        QVERIFY(c.open(QStringLiteral("payment-claim-race")));
        QVERIFY(s.settle(c));
        const auto shown = c.run();
        const Trace &t = shown->trace();
        size_t send = t.size();
        for (size_t i = 0; i < t.size() && send == t.size(); ++i)
            if (t[i].kind == EventKind::Send)
                send = i;
        QVERIFY(send < t.size());
        c.whatIf(PinnedFault::onMessage(PinnedFault::Kind::Drop, send), QStringLiteral("the first message were lost"));
        QVERIFY(c.busy());
        QVERIFY(s.settle(c));
        QCOMPARE(s.compared.size(), 1);
        const ComparisonReady done = s.compared.at(0).at(0).value<ComparisonReady>();
        QCOMPARE(done.run, shown);
        QVERIFY(done.other && done.other->seed == shown->seed);
        QVERIFY(done.other->fingerprint != shown->fingerprint);
        QVERIFY(done.comparison.divergence);
        QVERIFY(done.picture && done.otherPicture);
        QVERIFY(done.otherLabel.contains(QStringLiteral("the first message were lost")));
        QCOMPARE(c.run(), shown); // a comparison does not replace the run shown
    }

    void aComparisonThatCannotRunFails()
    {
        RunController c;
        Spies s(c);
        QVERIFY(c.open(QStringLiteral("eip-stock-check")));
        QVERIFY(s.settle(c));
        c.compareWithFile(QStringLiteral("/nonexistent/x.json"));
        QVERIFY(s.settle(c));
        QCOMPARE(s.compared.size(), 0);
        QCOMPARE(s.failed.size(), 1);
        QVERIFY(s.failed.at(0).at(1).toString().contains(QStringLiteral("/nonexistent/x.json")));
    }
};

QTEST_GUILESS_MAIN(TestRunController)
#include "tst_runcontroller.moc"
