// The background job alone, with no window: what it says for each way a job ends (done,
// stopped, failed), that a replaced job says nothing, that its count reaches the GUI
// thread, and that destroying a running job stops and waits for its work.

#include "backgroundjob.h"

#include <QSignalSpy>
#include <QTest>

#include <atomic>
#include <chrono>
#include <stdexcept>
#include <thread>

using namespace corrsim;

namespace {

/// Work that counts to `n`, a millisecond a step, stopping when asked.
std::optional<int> countTo(JobControl &control, int n)
{
    for (int i = 1; i <= n; ++i) {
        if (control.stopRequested())
            return std::nullopt;
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
        control.setDone(uint64_t(i));
    }
    return n;
}

} // namespace

class TestBackgroundJob : public QObject
{
    Q_OBJECT
private slots:
    void doneGivesItsResultAndItsCount()
    {
        Job<int> job;
        QSignalSpy finished(&job, &BackgroundJob::finished);
        QSignalSpy progressed(&job, &BackgroundJob::progressed);
        job.start([](JobControl &c) { return countTo(c, 300); });
        QVERIFY(job.running());
        QVERIFY(!job.result()); // nothing before it ends
        QVERIFY(finished.wait(10000));
        QCOMPARE(finished.count(), 1);
        QVERIFY(!job.running());
        QCOMPARE(job.ending(), BackgroundJob::Ending::Done);
        QVERIFY(job.result());
        QCOMPARE(*job.result(), 300);
        // The count arrived on the way (300 ms of work, read every 100 ms) and ended whole.
        QVERIFY2(progressed.count() >= 2, qPrintable(QString::number(progressed.count())));
        QCOMPARE(progressed.last().at(0).toULongLong(), 300ull);
    }

    void stoppedHasNoResult()
    {
        Job<int> job;
        QSignalSpy finished(&job, &BackgroundJob::finished);
        job.start([](JobControl &c) { return countTo(c, 100000); });
        job.stop();
        QVERIFY(finished.wait(10000));
        QCOMPARE(job.ending(), BackgroundJob::Ending::Stopped);
        QVERIFY(job.stopRequested());
        QVERIFY(!job.result());
    }

    void failedSaysWhatWasThrown()
    {
        Job<int> job;
        QSignalSpy finished(&job, &BackgroundJob::finished);
        job.start([](JobControl &) -> std::optional<int> { throw std::runtime_error("trace.jsonl:3:1: cut short"); });
        QVERIFY(finished.wait(10000));
        QCOMPARE(job.ending(), BackgroundJob::Ending::Failed);
        QCOMPARE(job.failure(), QStringLiteral("trace.jsonl:3:1: cut short"));
        QVERIFY(!job.result());
        // The next job starts clean.
        job.start([](JobControl &c) { return countTo(c, 2); });
        QVERIFY(finished.wait(10000));
        QCOMPARE(job.ending(), BackgroundJob::Ending::Done);
        QVERIFY(job.failure().isEmpty());
    }

    void aReplacedJobSaysNothing()
    {
        Job<int> job;
        QSignalSpy finished(&job, &BackgroundJob::finished);
        std::atomic<bool> firstSawStop = false;
        job.start([&firstSawStop](JobControl &c) {
            const std::optional<int> n = countTo(c, 100000);
            firstSawStop = c.stopRequested();
            return n;
        });
        job.start([](JobControl &c) { return countTo(c, 5); });
        QVERIFY(firstSawStop); // start() stopped the first and waited for it
        QVERIFY(finished.wait(10000));
        QTest::qWait(50); // a late word from the first would arrive now
        QCOMPARE(finished.count(), 1);
        QCOMPARE(*job.result(), 5);
    }

    void destroyingStopsAndWaits()
    {
        std::atomic<bool> returned = false;
        {
            Job<int> job;
            job.start([&returned](JobControl &c) {
                const std::optional<int> n = countTo(c, 100000);
                returned = true;
                return n;
            });
            QTest::qWait(20);
        }
        QVERIFY(returned); // the work ended before the job was gone
        QTest::qWait(50);  // and its posted end reached nothing
    }
};

QTEST_GUILESS_MAIN(TestBackgroundJob)
#include "tst_backgroundjob.moc"
