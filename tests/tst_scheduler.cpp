#include "kernel/scheduler.h"

#include <QTest>

#include <vector>

using namespace corrsim;

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
        Scheduler s;
        for (uint32_t i = 0; i < 1000; ++i)
            s.schedule(SimTime::fromMillis(i % 3 == 0 ? 5 : 7), 0, 1, i);
        ScheduledEvent e;
        uint32_t lastAt5 = 0, lastAt7 = 0;
        bool first5 = true, first7 = true;
        while (s.pop(e)) {
            uint32_t &last = e.time.micros() == 5000 ? lastAt5 : lastAt7;
            bool &first = e.time.micros() == 5000 ? first5 : first7;
            QVERIFY(first || e.arg > last);
            first = false;
            last = e.arg;
        }
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
        uint64_t x = 12345;
        for (int i = 0; i < 50000; ++i) {
            x = x * 6364136223846793005ULL + 1442695040888963407ULL;
            s.schedule(SimTime::fromMicros(int64_t(x >> 44)), 0, 1, uint32_t(i));
        }
        ScheduledEvent e, prev;
        bool first = true;
        while (s.pop(e)) {
            QVERIFY(first || prev.precedes(e));
            prev = e;
            first = false;
        }
    }
};

QTEST_APPLESS_MAIN(TestScheduler)
#include "tst_scheduler.moc"
