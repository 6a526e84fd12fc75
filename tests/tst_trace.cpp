#include "trace/hash.h"
#include "trace/trace.h"
#include "trace/vocabulary.h"

#include <QTest>

#include <set>

using namespace corrsim;

class TestTrace : public QObject
{
    Q_OBJECT
    static TraceEvent event(int64_t us, EventKind k)
    {
        TraceEvent e;
        e.time = SimTime::fromMicros(us);
        e.kind = k;
        return e;
    }
private slots:
    void eventsAreCompact()
    {
        // What a million events of a long run really cost, chunks and slack included:
        // generated IDs of a few spaces, literal IDs, first-seen times and expiries far
        // past 2^31 µs. None of them may spill into the side tables.
        Trace t;
        const size_t before = t.memoryBytes();
        for (int i = 0; i < 1000000; ++i) {
            const int64_t at = 3'000'000'000 + int64_t(i) * 1000;
            TraceEvent e = event(at, i % 2 ? EventKind::Send : EventKind::StorePut);
            e.message = Id::make(uint16_t(2 + i % 5), uint64_t(i) * 10);
            e.correlation = Id::make(IdRegistry::LiteralSpace, uint64_t(i % 300));
            // The store's packing is what is tested: the slots as kept, whatever the kind.
            e.withSlots({Id::make(7, uint64_t(i)), i % 2 ? at - 250 : at + 30'000'000, 0, 0});
            e.actor = uint16_t(i % 40);
            t.append(e);
        }
        const double perEvent = double(t.memoryBytes() - before) / 1e6;
        QVERIFY2(perEvent <= 42.0, qPrintable(QString::number(perEvent) + " bytes per event"));
        QCOMPARE(t[999999].message.bits, Id::make(6, 9999990).bits);
        QCOMPARE(t[999999].slotValues().value, int64_t(3'000'000'000) + 999999 * 1000 - 250);
        QCOMPARE(t[999998].slotValues().value, int64_t(3'000'000'000) + 999998 * 1000 + 30'000'000);
    }

    void sideTablesKeepEachEventsOwn()
    {
        // Many events that all need the side tables, read back in another order: each
        // gets its own ID and value, not a neighbour's.
        Trace t;
        for (int i = 0; i < 1000; ++i) {
            TraceEvent e = event(i, EventKind::Send);
            e.message = Id::make(uint16_t(200 + i), uint64_t(1) << 40 | uint64_t(i));
            e.withSlots({Id(), (int64_t(1) << 40) * (i % 2 ? 1 : -1) - i, 0, 0});
            t.append(e);
        }
        for (int i = 999; i >= 0; i -= 7) {
            QCOMPARE(t[size_t(i)].message.bits, Id::make(uint16_t(200 + i), uint64_t(1) << 40 | uint64_t(i)).bits);
            QCOMPARE(t[size_t(i)].slotValues().value, (int64_t(1) << 40) * (i % 2 ? 1 : -1) - i);
        }
    }

    void appendKeepsOrderAcrossChunks()
    {
        Trace t;
        for (int i = 0; i < 10000; ++i)
            t.append(event(i, EventKind::Send));
        QCOMPARE(t.size(), size_t(10000));
        for (int i = 0; i < 10000; i += 997)
            QCOMPARE(t[size_t(i)].time.micros(), int64_t(i));
        QCOMPARE(t.count(EventKind::Send), uint64_t(10000));
    }

    void eventsReadBackBitForBit_data()
    {
        // Each ID and value at and across the edges of what the store keeps in 32 bits.
        QTest::addColumn<quint64>("id");
        QTest::addColumn<qint64>("time");
        QTest::addColumn<qint64>("value");
        const quint64 number24 = quint64(1) << 24;
        QTest::newRow("small") << quint64(Id::make(2, 5).bits) << qint64(10) << qint64(-1);
        QTest::newRow("largest inline") << quint64(Id::make(127, number24 - 1).bits) << qint64(0) << qint64(INT32_MAX);
        QTest::newRow("number past 24 bits") << quint64(Id::make(3, number24).bits) << qint64(7) << qint64(INT32_MIN);
        QTest::newRow("space 128") << quint64(Id::make(128, 1).bits) << qint64(1) << qint64(INT32_MAX) + 1;
        QTest::newRow("every bit") << ~quint64(0) << qint64(INT64_MAX) << qint64(INT64_MIN);
        QTest::newRow("value near a late time")
            << quint64(Id::make(1, 99).bits) << qint64(5'000'000'000) << qint64(5'000'000'123);
        QTest::newRow("value INT32_MAX after a late time")
            << quint64(Id::make(1, 99).bits) << qint64(5'000'000'000) << qint64(5'000'000'000) + INT32_MAX;
        QTest::newRow("value one past INT32_MAX after it")
            << quint64(Id::make(1, 99).bits) << qint64(5'000'000'000) << qint64(5'000'000'000) + INT32_MAX + 1;
        QTest::newRow("value INT32_MIN before it")
            << quint64(Id::make(1, 99).bits) << qint64(5'000'000'000) << qint64(5'000'000'000) + INT32_MIN;
        QTest::newRow("value one before that")
            << quint64(Id::make(1, 99).bits) << qint64(5'000'000'000) << qint64(5'000'000'000) + INT32_MIN - 1;
        QTest::newRow("value far from the time")
            << quint64(Id::make(1, 99).bits) << qint64(-5'000'000'000) << qint64(INT64_MAX);
        QTest::newRow("time at its end") << quint64(Id::make(4, 4).bits) << qint64(SimTime::max().micros())
                                         << qint64(INT64_MIN) + 3;
    }

    void eventsReadBackBitForBit()
    {
        QFETCH(quint64, id);
        QFETCH(qint64, time);
        QFETCH(qint64, value);
        Trace t;
        TraceEvent in = event(time, EventKind::Send);
        in.message = Id{id};
        in.correlation = Id{id ^ 1};
        in.withSlots({Id{id >> 1}, value, 77, 0xfffffffe});
        in.flags = EventFlagBits;
        in.actor = 3;
        in.peer = NoActor;
        in.attempt = 65535;
        for (int i = 0; i < 3; ++i) // a plain event on either side of it
            t.append(i == 1 ? in : event(i, EventKind::Deliver));
        const TraceEvent out = t[1];
        QCOMPARE(out.time, in.time);
        QCOMPARE(out.message.bits, in.message.bits);
        QCOMPARE(out.correlation.bits, in.correlation.bits);
        QCOMPARE(out.reference().bits, in.reference().bits);
        QCOMPARE(out.slotValues().value, in.slotValues().value);
        QCOMPARE(out.word(), in.word());
        QCOMPARE(out.recordRef(), in.recordRef());
        QCOMPARE(out.kind, in.kind);
        QCOMPARE(out.flags, in.flags);
        QCOMPARE(out.actor, in.actor);
        QCOMPARE(out.peer, in.peer);
        QCOMPARE(out.attempt, in.attempt);
        QCOMPARE(t[0].slotValues().value, int64_t(0));
        QCOMPARE(t[2].message.bits, uint64_t(0));
        QCOMPARE(t[2].time.micros(), int64_t(2));
    }

    void aDropAtADownReceiverIsKnownInEitherForm()
    {
        Trace t;
        TraceEvent lost = event(1, EventKind::Drop), down = lost, old = lost;
        lost.withEnvelope(Id(), t.names().intern("request"), 0, SimTime())
            .becomes(EventKind::Drop, SimTime::fromMicros(2500));
        down.withEnvelope(Id(), lost.messageType(), 0, SimTime()).markReceiverDown();
        // Saved before drops kept their type: the type said it, the number was 0.
        old.withEnvelope(Id(), t.names().intern(vocabulary::ReceiverDown), 0, SimTime());
        QVERIFY(!droppedAtDownReceiver(t, lost));
        QVERIFY(droppedAtDownReceiver(t, down));
        QVERIFY(droppedAtDownReceiver(t, old));
        TraceEvent deliver = old;
        deliver.kind = EventKind::Deliver;
        QVERIFY(!droppedAtDownReceiver(t, deliver));
    }

    void recordingOffStillCounts()
    {
        Trace t;
        t.setRecording(false);
        t.append(event(1, EventKind::Deliver));
        QCOMPARE(t.size(), size_t(0));
        QCOMPARE(t.count(EventKind::Deliver), uint64_t(1));
    }

    void fingerprintIsStableAndSensitive()
    {
        auto build = [](int64_t lastTime, const char *detail) {
            auto t = std::make_unique<Trace>(1);
            t->addParticipant({"shop", "requester", ""});
            TraceEvent a = event(0, EventKind::Send);
            a.actor = 0;
            a.message = t->ids().literal("101");
            t->append(a);
            TraceEvent b = event(lastTime, EventKind::Note);
            b.withText(t->names().intern(detail));
            t->append(b);
            return t;
        };
        const std::string f = build(5, "x")->fingerprint();
        QCOMPARE(f.size(), size_t(16));
        QCOMPARE(build(5, "x")->fingerprint(), f);
        QVERIFY(build(6, "x")->fingerprint() != f);
        QVERIFY(build(5, "y")->fingerprint() != f);
    }

    void aFingerprintKeptSoFarGivesTheSameFingerprint()
    {
        // Two traces of the same events, one keeping its fingerprint part way (as an
        // exploration does at each checkpoint), fingerprint alike, and so do their copies.
        auto build = [](Trace &t, bool keep) {
            t.addParticipant({"shop", "requester", ""});
            for (int i = 0; i < 6; ++i) {
                TraceEvent e = event(i, EventKind::Send);
                e.actor = 0;
                e.message = t.ids().literal("ORD-" + std::to_string(i));
                t.append(e);
                if (keep && i % 2 == 1)
                    t.keepFingerprintSoFar();
            }
        };
        Trace plain(1), kept(1);
        build(plain, false);
        build(kept, true);
        QCOMPARE(kept.fingerprint(), plain.fingerprint());
        auto note = [](Trace &t) {
            TraceEvent more = event(9, EventKind::Note);
            more.withText(t.names().intern("after the copy"));
            t.append(more);
        };
        Trace copy(kept), plainCopy(plain);
        note(copy);
        note(plainCopy);
        QCOMPARE(copy.fingerprint(), plainCopy.fingerprint());
        QVERIFY(copy.fingerprint() != kept.fingerprint());
        // A space added after it may change what an earlier name says ("ORD-3" now
        // prints one of its IDs): the kept hash no longer stands, and is not used.
        kept.ids().addSpace("ORD-", IdStyle::Decimal);
        plain.ids().addSpace("ORD-", IdStyle::Decimal);
        Trace fresh(1);
        build(fresh, false);
        fresh.ids().addSpace("ORD-", IdStyle::Decimal);
        QCOMPARE(kept.fingerprint(), fresh.fingerprint());
        QCOMPARE(kept.fingerprint(), plain.fingerprint());
    }

    void idsFormatAsTheyWereMade()
    {
        Trace t(3);
        const Id literal = t.ids().literal("ORD-7");
        QCOMPARE(t.ids().format(literal), std::string("ORD-7"));
        const uint16_t orders = t.ids().addSpace("ORD-", IdStyle::Decimal);
        QCOMPARE(t.ids().format(Id::make(orders, 42)), std::string("ORD-42"));
        const uint16_t prq = t.ids().addSpace("PRQ-", IdStyle::Uuid);
        const std::string u = t.ids().format(Id::make(prq, 1));
        QCOMPARE(u.size(), size_t(4 + 36));
        QVERIFY(u.starts_with("PRQ-"));
        QCOMPARE(t.ids().format(Id::make(prq, 1)), u); // stable
        QVERIFY(t.ids().format(Id::make(prq, 2)) != u);
        QCOMPARE(t.ids().format(Id{}), std::string());
    }

    void generatedUuidsAreVersion8AndReadBack()
    {
        Trace t(7);
        const uint16_t prq = t.ids().addSpace("PRQ-", IdStyle::Uuid);
        const uint16_t ord = t.ids().addSpace("ORD-", IdStyle::Decimal);
        std::set<std::string> thirdGroups;
        for (uint64_t n = 1; n <= 1000; ++n) {
            const Id id = Id::make(prq, n);
            const std::string text = t.ids().format(id);
            QCOMPARE(text[4 + 14], '8'); // version 8: "not random, and says so"
            QVERIFY(std::string("89ab").find(text[4 + 19]) != std::string::npos); // RFC variant
            QCOMPARE(t.ids().parse(text), id); // and it reads back as the same number
            thirdGroups.insert(text.substr(4, 8));
        }
        QVERIFY(thirdGroups.size() > 990); // neighbours do not look alike
        QCOMPARE(t.ids().parse("ORD-42"), Id::make(ord, 42));
        QCOMPARE(t.ids().parse("ORD-042").space(), IdRegistry::LiteralSpace); // not a print of ours
        QCOMPARE(t.ids().parse("PRQ-f81bfebe-2522-8dcf-91a7-c73fe395eff7").space(), IdRegistry::LiteralSpace);
        Trace other(8); // another seed prints, and so reads, other UUIDs
        other.ids().addSpace("PRQ-", IdStyle::Uuid);
        QCOMPARE(other.ids().parse(t.ids().format(Id::make(prq, 1))).space(), IdRegistry::LiteralSpace);
    }

    void copiesShareTheNamesMadeBeforeThem()
    {
        // A copy made after shareNames() shares the names so far and keeps its own after
        // them: it reads and hashes every name as a trace that shares nothing does, also
        // once an ID space added later makes a shared name one of its generated IDs.
        Trace t(5);
        const Sym ord = t.names().intern("ORD-42"), pay = t.names().intern("payment");
        t.shareNames();
        QCOMPARE(t.names().shared(), t.names().size());
        Trace copy(t);
        const Sym late = copy.names().intern("late");
        QCOMPARE(copy.names().intern("ORD-42"), ord);
        QCOMPARE(copy.names().find("payment"), pay);
        QCOMPARE(copy.names().text(late), std::string("late"));
        QCOMPARE(copy.names().text(ord), std::string("ORD-42"));
        QCOMPARE(t.names().find("late"), Sym(0));  // the original has none of the copy's own
        QCOMPARE(t.names().intern("other"), late); // each numbers its own from the shared
        QCOMPARE(t.names().text(late), std::string("other"));

        Trace plain(5);
        for (Sym s = 1; s < copy.names().size(); ++s)
            plain.names().intern(copy.names().text(s));
        QCOMPARE(copy.nameHashes(), plain.nameHashes());
        QCOMPARE(copy.nameHashes()[ord], hashName("ORD-42"));
        copy.ids().addSpace("ORD-", IdStyle::Decimal);
        plain.ids().addSpace("ORD-", IdStyle::Decimal);
        QCOMPARE(copy.nameHashes(), plain.nameHashes());
        QVERIFY(copy.nameHashes()[ord] != hashName("ORD-42")); // it prints a generated ID now
    }

    void recordsHoldNamedValues()
    {
        Trace t;
        const Sym amount = t.names().intern("amount"), status = t.names().intern("status");
        const Field fields[] = {{amount, Section::Body, Value::integer(100)},
                                {status, Section::Header, Value::text(t.names().intern("PAID"))}};
        const RecordRef r = t.records().add(fields);
        QCOMPARE(t.records().fields(r).size(), size_t(2));
        QCOMPARE(t.records().find(r, amount)->value.raw, int64_t(100));
        QVERIFY(t.records().find(r, status) == nullptr); // it is a header, not body
        QCOMPARE(formatValue(t.records().find(r, status, Section::Header)->value, t.names(), t.ids()),
                 std::string("PAID"));
        QCOMPARE(t.records().fields(0).size(), size_t(0));
    }
};

QTEST_APPLESS_MAIN(TestTrace)
#include "tst_trace.moc"
