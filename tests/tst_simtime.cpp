#include "trace/simtime.h"

#include <QTest>

using namespace corrsim;

class TestSimTime : public QObject
{
    Q_OBJECT
private slots:
    void parse_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<qlonglong>("micros");
        QTest::newRow("milliseconds") << "250ms" << 250000LL;
        QTest::newRow("seconds") << "2s" << 2000000LL;
        QTest::newRow("fraction") << "1.5s" << 1500000LL;
        QTest::newRow("minutes") << "5min" << 300000000LL;
        QTest::newRow("hours") << "1h" << 3600000000LL;
        QTest::newRow("days") << "4d" << 345600000000LL;
        QTest::newRow("microseconds") << "300us" << 300LL;
        QTest::newRow("bare number is ms") << "40" << 40000LL;
        QTest::newRow("spaces") << " 3 ms " << 3000LL;
        QTest::newRow("zero") << "0ms" << 0LL;
        QTest::newRow("sub-millisecond") << "0.5ms" << 500LL;
        QTest::newRow("negative parses for a clear error") << "-5ms" << -5000LL;
    }
    void parse()
    {
        QFETCH(QString, text);
        QFETCH(qlonglong, micros);
        const auto t = parseDuration(text.toStdString());
        QVERIFY(t.has_value());
        QCOMPARE(t->micros(), micros);
    }

    void reject_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("empty") << "";
        QTest::newRow("unit only") << "ms";
        QTest::newRow("unknown unit") << "5 days";
        QTest::newRow("exponent") << "1e3ms";
        QTest::newRow("trailing dot") << "5.ms";
        QTest::newRow("words") << "soon";
    }
    void reject()
    {
        QFETCH(QString, text);
        QVERIFY(!parseDuration(text.toStdString()).has_value());
    }

    void orderingAndArithmetic()
    {
        const SimTime a = SimTime::fromMillis(2), b = SimTime::fromMicros(2001);
        QVERIFY(a < b);
        QCOMPARE((a + b).micros(), 4001);
        QCOMPARE((b - a).micros(), 1);
        QCOMPARE(durationFromMillis(0.0005)->micros(), 1); // rounds to the nearest microsecond
    }

    void format()
    {
        QCOMPARE(formatDuration(SimTime::fromMillis(250)), std::string("250ms"));
        QCOMPARE(formatDuration(SimTime::fromMicros(1500)), std::string("1.5ms"));
        QCOMPARE(formatDuration(SimTime::fromMillis(1500)), std::string("1.5s"));
        QCOMPARE(formatDuration(SimTime::fromMillis(300000)), std::string("5min"));
        QCOMPARE(formatDuration(SimTime::fromMillis(3600000)), std::string("1h"));
    }
};

QTEST_APPLESS_MAIN(TestSimTime)
#include "tst_simtime.moc"
