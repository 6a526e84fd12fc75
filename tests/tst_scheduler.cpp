#include "kernel/scheduler.h"

#include <QTest>

#include <algorithm>
#include <vector>

using namespace corrsim;

/// Everything the scheduler hands out, in the order it does: (time in µs, arg).
std::vector<std::pair<int64_t, uint32_t>> popAll(Scheduler &s)
{
    ScheduledEvent e;
    std::vector<std::pair<int64_t, uint32_t>> out;
    while (s.pop(e))
        out.emplace_back(e.time.micros(), e.arg);
    return out;
}

class TestScheduler : public QObject
{
    Q_OBJECT
private slots:
    void ordersByTime()
    {
        Scheduler s;
        s.schedule(SimTime::fromMillis(30), 0, 1, 3);
        s.schedule(SimTime::fromMillis(10), 0, 1, 1);
        s.schedule(SimTime::fromMillis(20), 0, 1, 2);
        ScheduledEvent e;
        std::vector<uint32_t> order;
        while (s.pop(e))
            order.push_back(e.arg);
        QCOMPARE(order, (std::vector<uint32_t>{1, 2, 3}));
        QVERIFY(s.idle());
    }

    void tiesRunInInsertionOrder()
    {
        // Judged against std::stable_sort of what went in, not the scheduler's own
        // ordering, and counting what comes out: none lost, none twice.
        Scheduler s;
        std::vector<std::pair<int64_t, uint32_t>> in;
        for (uint32_t i = 0; i < 1000; ++i) {
            const int64_t at = i % 3 == 0 ? 5000 : 7000;
            s.schedule(SimTime::fromMicros(at), 0, 1, i);
            in.emplace_back(at, i);
        }
        std::stable_sort(in.begin(), in.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
        const auto out = popAll(s);
        QCOMPARE(out.size(), in.size());
        QVERIFY(out == in);
    }

    void cancelSkipsTheEvent()
    {
        Scheduler s;
        s.schedule(SimTime::fromMillis(1), 0, 1, 1);
        const uint64_t h = s.schedule(SimTime::fromMillis(2), 0, 1, 2);
        s.schedule(SimTime::fromMillis(3), 0, 1, 3);
        s.cancel(h);
        QCOMPARE(s.pending(), size_t(2));
        ScheduledEvent e;
        QVERIFY(s.pop(e));
        QCOMPARE(e.arg, uint32_t(1));
        QCOMPARE(s.nextTime(), SimTime::fromMillis(3)); // the cancelled one is not "next"
        QVERIFY(s.pop(e));
        QCOMPARE(e.arg, uint32_t(3));
        QVERIFY(!s.pop(e));
        s.cancel(h); // cancelling twice, or after it is gone, is harmless
        QVERIFY(s.idle());
    }

    void manyEventsStayOrdered()
    {
        Scheduler s;
        std::vector<std::pair<int64_t, uint32_t>> in;
        uint64_t x = 12345;
        for (int i = 0; i < 50000; ++i) {
            x = x * 6364136223846793005ULL + 1442695040888963407ULL;
            const int64_t at = int64_t(x >> 44);
            s.schedule(SimTime::fromMicros(at), 0, 1, uint32_t(i));
            in.emplace_back(at, uint32_t(i));
        }
        // Times collide often at this density: ties must keep the order they came in.
        std::stable_sort(in.begin(), in.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
        const auto out = popAll(s);
        QCOMPARE(out.size(), in.size());
        QVERIFY(out == in);
    }
};

QTEST_APPLESS_MAIN(TestScheduler)
#include "tst_scheduler.moc"
