#include "run/parallelruns.h"

#include <QTest>

#include <algorithm>
#include <atomic>
#include <mutex>
#include <set>
#include <stdexcept>
#include <thread>
#include <vector>

using namespace corrsim;

class TestParallelRuns : public QObject
{
    Q_OBJECT

private slots:
    void everyWorkRunsOnceWhateverTheJobs()
    {
        // The pool's threads serve call after call, with more or fewer jobs each time.
        for (unsigned jobs : {1u, 4u, 2u, 3u, 1u, 4u}) {
            std::vector<std::atomic<int>> ran(500);
            size_t finished = 0; // done() calls come in any order: the most any one was told
            runInParallel(
                ran.size(), jobs, nullptr, [&](size_t k) { ++ran[k]; },
                [&](size_t n) { finished = std::max(finished, n); });
            for (const auto &r : ran)
                QCOMPARE(r.load(), 1);
            QCOMPARE(finished, ran.size());
        }
    }

    void theWorkRunsOnSeveralThreads()
    {
        std::mutex lock;
        std::set<std::thread::id> threads;
        std::atomic<int> waiting{0};
        runInParallel(
            2, 2, nullptr,
            [&](size_t) {
                {
                    std::lock_guard l(lock);
                    threads.insert(std::this_thread::get_id());
                }
                // Each of the two waits for the other: one thread alone would never get here twice.
                ++waiting;
                while (waiting.load() < 2)
                    std::this_thread::yield();
            },
            [](size_t) {});
        QCOMPARE(threads.size(), size_t(2));
    }

    void aParallelRunInsideAnotherStartsThreadsOfItsOwn()
    {
        // The outer run holds the pool: the inner ones must not wait for it.
        std::atomic<int> inner{0};
        runInParallel(
            4, 2, nullptr,
            [&](size_t) {
                runInParallel(
                    10, 2, nullptr, [&](size_t) { ++inner; }, [](size_t) {});
            },
            [](size_t) {});
        QCOMPARE(inner.load(), 40);
    }

    void theFirstExceptionReachesTheCaller()
    {
        std::atomic<int> ran{0};
        QVERIFY_THROWS_EXCEPTION(std::runtime_error, runInParallel(
                                                         100, 3, nullptr,
                                                         [&](size_t k) {
                                                             ++ran;
                                                             if (k == 7)
                                                                 throw std::runtime_error("seven");
                                                         },
                                                         [](size_t) {}));
        QVERIFY(ran.load() >= 8);
        // And the pool serves the next call.
        std::atomic<int> after{0};
        runInParallel(
            50, 3, nullptr, [&](size_t) { ++after; }, [](size_t) {});
        QCOMPARE(after.load(), 50);
    }

    void twoCallersAtOnceEachGetEveryWorkDone()
    {
        // One holds the pool, the other starts threads of its own.
        std::atomic<int> a{0}, b{0};
        std::thread other([&] {
            runInParallel(
                2000, 2, nullptr, [&](size_t) { ++b; }, [](size_t) {});
        });
        runInParallel(
            2000, 2, nullptr, [&](size_t) { ++a; }, [](size_t) {});
        other.join();
        QCOMPARE(a.load(), 2000);
        QCOMPARE(b.load(), 2000);
    }
};

QTEST_APPLESS_MAIN(TestParallelRuns)
#include "tst_parallelruns.moc"
