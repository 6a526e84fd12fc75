#include "builtinscenarios.h"
#include "diagramdata.h"
#include "export/tracejsonl.h"
#include "export/tracereader.h"
#include "run/run.h"
#include "scenario/pinnedfault.h"
#include "scenario/scenario.h"
#include "trace/findingwords.h"
#include "whatif/rundiff.h"
#include "whatif/sweep.h"
#include "whatifchoices.h"

#include <QTest>

#include <map>
#include <sstream>

using namespace corrsim;

// "What if": faults pinned to one message or event, and runs compared. A fork is the
// same run as its original until its fault, and the comparison says where they part.

namespace {

Scenario lesson(const char *name)
{
    const EmbeddedFile *f = findBuiltinScenario(name);
    return Scenario::parse(f->text, std::string(f->fileName));
}

std::shared_ptr<const RunRecord> run(const Scenario &s)
{
    return runScenario(s).record;
}

/// The seq of the n-th send of a type.
size_t nthSend(const Trace &t, std::string_view type, int n)
{
    for (size_t i = 0; i < t.size(); ++i)
        if (t[i].kind == EventKind::Send && t.names().text(t[i].word()) == type && --n == 0)
            return i;
    return SIZE_MAX;
}

bool anyPinned(const Trace &t)
{
    for (size_t i = 0; i < t.size(); ++i)
        if (t[i].flags & FlagPinned)
            return true;
    return false;
}

} // namespace

class TestWhatIf : public QObject
{
    Q_OBJECT
private slots:
    void aSweepSuggestsAChoicesOptionsEvenWhereTheLessonLeavesTheDefault()
    {
        const Scenario race = lesson("payment-claim-race");
        const std::vector<std::string> claim = sweepSuggestions(race, "participants.orders.claim");
        QVERIFY(std::find(claim.begin(), claim.end(), "atomic") != claim.end());
        QVERIFY(std::find(claim.begin(), claim.end(), "retrieve-then-remove") != claim.end());
        // A field that is not a choice suggests nothing a kind or a variant does not give.
        QVERIFY(sweepSuggestions(race, "participants.orders.nosuchfield").empty());
        QVERIFY(sweepSuggestions(race, "nothing.here").empty());
    }

    void aForkIsTheSameRunUntilItsFault_data()
    {
        QTest::addColumn<QString>("fault");
        QTest::newRow("drop") << R"({"drop": {"type": "payment.callback"}})";
        QTest::newRow("duplicate") << R"({"duplicate": {"type": "payment.callback", "occurrence": 1}})";
        QTest::newRow("delay") << R"({"delay": {"type": "payment.callback"}, "by": "40ms"})";
        QTest::newRow("deliver after next")
            << R"({"deliverAfterNext": {"type": "payment.callback", "from": "provider"}})";
        QTest::newRow("by seq") << R"({"drop": {"seq": 15}})";
    }
    void aForkIsTheSameRunUntilItsFault()
    {
        QFETCH(QString, fault);
        const Scenario original = lesson("payment-out-of-order");
        Scenario fork = original;
        fork.addFault(fault.toStdString());
        const auto a = run(original), b = run(fork);
        const size_t send = nthSend(a->trace(), "payment.callback", 1);
        QCOMPARE(send, size_t(15)); // the "by seq" row names the same send
        QVERIFY(anyPinned(b->trace()));
        const RunComparison c = compareRuns(*a, *b);
        QVERIFY(c.divergence);
        // Everything up to and including the send is the same; the world changes after.
        QVERIFY2(c.divergence->eventA > send && c.divergence->eventB > send,
                 qPrintable(QString::fromStdString(c.divergence->sentence())));
        QCOMPARE(a->fingerprint == b->fingerprint, false);
    }

    void aPinnedFaultBuiltByTheAppIsTheSameAsItsJson_data()
    {
        using K = PinnedFault::Kind;
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("json");
        QTest::newRow("drop") << int(K::Drop) << R"({"drop":{"seq":15}})";
        QTest::newRow("duplicate") << int(K::Duplicate) << R"({"duplicate":{"seq":15}})";
        QTest::newRow("delay") << int(K::Delay) << R"({"by":"40000us","delay":{"seq":15}})";
        QTest::newRow("deliver after next") << int(K::DeliverAfterNext) << R"({"deliverAfterNext":{"seq":15}})";
        QTest::newRow("crash") << int(K::CrashAfter) << R"({"after":{"seq":15},"crash":"provider"})";
    }
    void aPinnedFaultBuiltByTheAppIsTheSameAsItsJson()
    {
        // What if… hands the scenario a typed fault; a user may write the same entry by
        // hand. Both make the same run, and the fault's one writer gives that entry.
        QFETCH(int, kind);
        QFETCH(QString, json);
        const auto k = PinnedFault::Kind(kind);
        const PinnedFault fault = k == PinnedFault::Kind::CrashAfter
                                      ? PinnedFault::crashAfter("provider", 15)
                                      : PinnedFault::onMessage(k, 15, SimTime::fromMillis(40));
        QCOMPARE(QString::fromStdString(fault.json()), json);
        Scenario typed = lesson("payment-out-of-order"), written = typed;
        typed.addFault(fault);
        written.addFault(json.toStdString());
        const auto a = run(typed), b = run(written);
        QCOMPARE(a->fingerprint, b->fingerprint);
        QVERIFY(a->fingerprint != run(lesson("payment-out-of-order"))->fingerprint);
        // The fault fired; a note on an event it took away (a drop's delivery) says so.
        for (const RunWarning &w : a->warnings)
            QVERIFY2(w.where.starts_with("/narrative/") && w.finding.kind == FindingKind::NoteNotShown,
                     runWarningWords(w).c_str());
        // A fault the scenario cannot take is refused with its words, as from the command line.
        Scenario bad = lesson("payment-out-of-order");
        try {
            bad.addFault(PinnedFault::crashAfter("nobody", 15));
            QFAIL("a crash of nobody was accepted");
        } catch (const ScenarioError &e) {
            QVERIFY2(QString::fromUtf8(e.what()).contains(QStringLiteral("what if")), e.what());
        }
    }

    void whatIfOffersWhatTheEventAllows()
    {
        // The What if… menu's choices, without a window. At a message that arrived: its
        // four faults and its receiver crashing as it arrived, then whoever sent it
        // crashing right after; at one lost on the wire, no crash on its arrival; at a
        // crash, nothing. Each choice's fault makes another run than the original.
        using K = WhatIfChoice::Kind;
        Scenario lost = lesson("payment-out-of-order");
        const auto original = run(lost);
        const Trace &t = original->trace();
        const DiagramData data = DiagramData::build(t);
        size_t send = 0;
        while (t[send].kind != EventKind::Send || data.arrowOfEvent(send) < 0)
            ++send;
        const std::vector<WhatIfChoice> choices = whatIfChoices(t, data, send);
        std::vector<K> kinds;
        for (const WhatIfChoice &c : choices)
            kinds.push_back(c.kind);
        QCOMPARE(kinds, (std::vector<K>{K::Drop, K::Duplicate, K::Delay, K::DeliverAfterNext, K::CrashOnArrival,
                                        K::CrashAfter}));
        QCOMPARE(choices[0].messageType, t.names().text(t[send].messageType()));
        QCOMPARE(choices[5].actor, t.actorName(t[send].actor));
        QVERIFY(choices[4].actor != choices[5].actor); // the receiver, then the sender
        for (const WhatIfChoice &c : choices) {
            Scenario forked = lost;
            forked.addFault(c.fault(SimTime::fromMillis(40)));
            QVERIFY2(run(forked)->fingerprint != original->fingerprint, QByteArray::number(int(c.kind)).constData());
        }
        // Lost on the wire: no arrival to crash at.
        lost.addFault(choices[0].fault());
        const auto dropped = run(lost);
        const DiagramData droppedData = DiagramData::build(dropped->trace());
        kinds.clear();
        for (const WhatIfChoice &c : whatIfChoices(dropped->trace(), droppedData, send))
            kinds.push_back(c.kind);
        QCOMPARE(kinds, (std::vector<K>{K::Drop, K::Duplicate, K::Delay, K::DeliverAfterNext, K::CrashAfter}));
        QVERIFY(whatIfChoices(t, data, t.size()).empty());
        // A crash is not crashed after again.
        Scenario crashed = lesson("payment-out-of-order");
        crashed.addFault(choices[5].fault());
        const auto down = run(crashed);
        int crashes = 0;
        for (size_t i = 0; i < down->trace().size(); ++i)
            if (down->trace()[i].kind == EventKind::Crash && ++crashes)
                QVERIFY(whatIfChoices(down->trace(), DiagramData::build(down->trace()), i).empty());
        QCOMPARE(crashes, 1);
    }

    void aCrashAfterAStoreReadEndsTheHandlerThere()
    {
        const Scenario original = lesson("payment-claim-race");
        Scenario fork = original;
        fork.addFault(R"({"crash": "orders/1", "after": {"event": "store.get", "occurrence": 1}})");
        const auto a = run(original), b = run(fork);
        const Trace &t = b->trace();
        size_t get = SIZE_MAX;
        for (size_t i = 0; i < t.size() && get == SIZE_MAX; ++i)
            if (t[i].kind == EventKind::StoreGet && t.actorName(t[i].actor) == "orders/1")
                get = i;
        QVERIFY(get != SIZE_MAX);
        // The very next event is its crash: nothing else of that handler ran.
        QCOMPARE(t[get + 1].kind, EventKind::Crash);
        QCOMPARE(t.actorName(t[get + 1].actor), std::string("orders/1"));
        const RunComparison c = compareRuns(*a, *b);
        QVERIFY(c.divergence);
        QCOMPARE(c.divergence->eventB, get + 1);
    }

    void aDuplicatedCallbackIsAnswered404()
    {
        // The issue's example: the first callback of payment-out-of-order comes twice.
        Scenario fork = lesson("payment-out-of-order");
        fork.addFault(R"({"duplicate": {"type": "payment.callback", "occurrence": 1}})");
        const auto b = run(fork);
        const Trace &t = b->trace();
        int notFound = 0;
        for (size_t i = 0; i < t.size(); ++i)
            if (t[i].kind == EventKind::Send && t.names().text(t[i].word()) == "response")
                for (const Field &f : t.records().fields(t[i].recordRef()))
                    notFound += t.names().text(f.name) == "status" && f.value.raw == 404;
        QCOMPARE(notFound, 1);
    }

    void aPinnedCopyLeavesEveryOtherMessageAlone()
    {
        // eip-stock-check's links draw latencies from a fixed sequence: the copy must not
        // take the next one from another message.
        const Scenario original = lesson("eip-stock-check");
        Scenario fork = original;
        fork.addFault(R"({"duplicate": {"correlationId": "101", "from": "warehouse"}})");
        const auto a = run(original), b = run(fork);
        auto deliveries = [](const Trace &t) {
            std::map<std::string, std::vector<int64_t>> at; // message -> delivery times, copies aside
            for (size_t i = 0; i < t.size(); ++i)
                if (t[i].kind == EventKind::Deliver && !(t[i].flags & FlagDuplicate))
                    at[t.ids().format(t[i].message)].push_back(t[i].time.micros());
            return at;
        };
        QCOMPARE(deliveries(b->trace()), deliveries(a->trace()));
        QVERIFY(b->warnings.empty());
    }

    void runsWithOneFingerprintAreIdenticalWhateverTheirSeedsPrint()
    {
        // A scripted lesson: every seed makes the same run, its generated IDs printed as
        // other UUIDs. The fingerprint says they are one run; so does the comparison.
        RunOptions two;
        two.seed = 2;
        const auto a = run(lesson("payment-out-of-order"));
        const auto b = runScenario(lesson("payment-out-of-order"), two).record;
        QCOMPARE(b->fingerprint, a->fingerprint);
        const RunComparison same = compareRuns(*a, *b);
        QVERIFY(same.identical());
        QVERIFY(same.eventsPrintedOtherwise > 0);
        // A different run is still different, at two seeds too.
        Scenario faulted = lesson("payment-out-of-order");
        faulted.addFault(R"({"drop": {"type": "payment.callback"}})");
        const auto c = runScenario(faulted, two).record;
        QVERIFY(c->fingerprint != a->fingerprint);
        QVERIFY(!compareRuns(*a, *c).identical());
        // The same run with a participant renamed: the fingerprint numbers ends, but the
        // comparison reads names, so it differs.
        const EmbeddedFile *f = findBuiltinScenario("payment-out-of-order");
        std::string renamed(f->text);
        for (size_t at = 0; (at = renamed.find(": \"provider\"", at)) != std::string::npos; at += 12)
            renamed.replace(at, 12, ": \"acquirer\"");
        const auto d = run(Scenario::parse(renamed, "renamed.json"));
        QVERIFY(!compareRuns(*a, *d).identical());
    }

    void aPinThatNeverMatchesChangesNothing()
    {
        const Scenario original = lesson("payment-out-of-order");
        Scenario fork = original;
        fork.addFault(R"({"drop": {"type": "no.such.message"}})");
        fork.addFault(R"({"crash": "orders", "after": {"event": "store.get", "occurrence": 99}})");
        const auto a = run(original), b = run(fork);
        QCOMPARE(b->fingerprint, a->fingerprint);
        QVERIFY(compareRuns(*a, *b).identical());
        QCOMPARE(b->warnings.size(), size_t(2)); // and the run says so, naming each entry
        QCOMPARE(runWarningWords(b->warnings[0]),
                 std::string("/faults/0: matched nothing in this run, so it changed nothing"));
    }

    void theClaimModesPartAtTheFirstClaim()
    {
        Scenario atomic = lesson("payment-claim-race");
        atomic.set({"participants.orders.claim", "atomic"});
        const RunComparison c = compareRuns(*run(lesson("payment-claim-race")), *run(atomic));
        QVERIFY(c.divergence);
        QVERIFY2(c.divergence->b.find("removes") != std::string::npos, c.divergence->b.c_str());
        QVERIFY(!c.expectations.empty());
    }

    void aForkReadBackFromItsTraceIsTheSameRun()
    {
        Scenario fork = lesson("payment-out-of-order");
        fork.addFault(R"({"delay": {"type": "payment.callback"}, "by": "40ms"})");
        const auto b = run(fork);
        std::stringstream file;
        writeTraceJsonl(file, b->trace(), b->info);
        const auto back = readTraceJsonl(file, "fork.jsonl").record;
        QCOMPARE(back->fingerprint, b->fingerprint);
        QVERIFY(compareRuns(*b, *back).identical()); // verdicts compared, not the figures a trace does not keep
        QVERIFY(anyPinned(back->trace()));
    }

    void aSweepTableReadsBackCellForCell()
    {
        // Expectation names may hold commas and quotes, values line breaks: the CSV quotes them.
        SweepTable table;
        table.columns.paths = {"x"};
        table.columns.expectations = {"a, \"quoted\" name"};
        table.columns.metrics = {"sagas.count"};
        table.columns.sweep = "feed/2";
        table.rows = {{0, 1, {"[\"0.5ms\",\"3ms\"]"}, "abc", true, {false}, {3.25}, "feed/2"},
                      {1, 2, {"line\nbreak"}, "def", false, {true}, {std::nullopt}, "feed/2"}};
        const std::string csv = sweepCsv(table);
        const SweepTable back = readSweepCsv(csv, "t.csv");
        QCOMPARE(back.columns.header(), table.columns.header());
        QVERIFY(back.columns == table.columns);
        QCOMPARE(back.rows.size(), table.rows.size());
        for (size_t i = 0; i < table.rows.size(); ++i)
            QVERIFY(back.rows[i] == table.rows[i]);
        QCOMPARE(sweepCsv(back), csv); // and writes the same text again
        QVERIFY_THROWS_EXCEPTION(ScenarioError, readSweepCsv("run,seed,a,b,c\r\n0,1,2,3,4\r\n", "not.csv"));
        // A cell of the wrong kind is refused with its line and column's name, not read as false.
        const auto refusal = [](const std::string &text) {
            try {
                readSweepCsv(text, "t.csv");
            } catch (const ScenarioError &e) {
                return std::string(e.what());
            }
            return std::string();
        };
        const std::string header = "run,seed,x,fingerprint,passed,held,sagas.count,sweep\r\n";
        QCOMPARE(refusal(header + "0,1,v,abc,yes,true,3,feed/1\r\n"),
                 std::string("t.csv:2:1: the cell passed must be true or false, not \"yes\""));
        QCOMPARE(refusal(header + "0,x,v,abc,true,true,3,feed/1\r\n"),
                 std::string("t.csv:2:1: the cell seed must be a seed (a whole number), not \"x\""));
        QCOMPARE(refusal(header + "0,1,v,abc,true,true,three,feed/1\r\n"),
                 std::string("t.csv:2:1: the cell sagas.count must be a number, or nothing, not \"three\""));
        QCOMPARE(refusal(header + "0,1,v,abc,true,true,3,feed/1\r\n"), std::string());
    }

    void mergeRefusesTablesOfAnotherSweepAndMissingShards()
    {
        SweepPlan plan;
        plan.lastSeed = 3;
        plan.axes = {{"participants.orders.claim", {"atomic", "retrieve-then-remove"}}};
        const Scenario s = lesson("payment-claim-race");
        const SweepColumns columns = sweepColumns(s, plan);
        std::vector<SweepTable> shards;
        for (uint32_t i = 0; i < 3; ++i) {
            SweepPlan shard = plan;
            shard.shard = i;
            shard.shards = 3;
            shards.push_back({columns, runSweep(s, shard, columns, 1)});
        }
        const std::vector<std::string> files{"s0.csv", "s1.csv", "s2.csv"};
        QCOMPARE(mergeSweeps(shards, files).rows.size(), plan.size());
        // The last shard missing: the sweep's own count says so.
        QVERIFY_THROWS_EXCEPTION(ScenarioError, mergeSweeps({shards[0], shards[1]}, {files[0], files[1]}));
        // The message names the runs that are missing, not a file that holds others.
        try {
            mergeSweeps({shards[0], shards[2]}, {files[0], files[2]});
            QFAIL("a missing shard was merged");
        } catch (const ScenarioError &e) {
            QCOMPARE(
                std::string(e.what()),
                std::string(
                    "sweep --merge: runs 1, 4 of 6 are in none of s0.csv, s2.csv: merge every shard of the sweep"));
        }
        // A shard of a sweep over other seeds has the same columns but another identity.
        SweepPlan other = plan;
        other.lastSeed = 4;
        other.shard = 2;
        other.shards = 3;
        const SweepColumns otherColumns = sweepColumns(s, other);
        QCOMPARE(otherColumns.header(), columns.header());
        QVERIFY_THROWS_EXCEPTION(
            ScenarioError,
            mergeSweeps({shards[0], shards[1], {otherColumns, runSweep(s, other, otherColumns, 1)}}, files));
    }

    void aSweepRunsItsGridInOrderOnEveryThread()
    {
        SweepPlan plan;
        plan.firstSeed = 1;
        plan.lastSeed = 3;
        plan.axes = {{"participants.orders.claim", {"atomic", "retrieve-then-remove"}}};
        const Scenario s = lesson("payment-claim-race");
        const SweepColumns columns = sweepColumns(s, plan);
        const auto one = runSweep(s, plan, columns, 1), four = runSweep(s, plan, columns, 4);
        QCOMPARE(one.size(), size_t(6));
        for (size_t i = 0; i < one.size(); ++i) {
            QCOMPARE(one[i].run, i);
            QVERIFY(four[i] == one[i]); // threads change nothing
        }
        QCOMPARE(one[0].values, std::vector<std::string>{"atomic"});
        QCOMPARE(one[3].values, std::vector<std::string>{"retrieve-then-remove"});
        QCOMPARE(one[4].seed, uint64_t(2));
    }

    void badFaultsAreLocatedErrors_data()
    {
        QTest::addColumn<QString>("fault");
        QTest::addColumn<QString>("where");
        QTest::newRow("unknown verb") << R"({"lose": {"type": "x"}})"
                                      << "/faults/0";
        QTest::newRow("seq and type") << R"({"drop": {"seq": 3, "type": "x"}})"
                                      << "/faults/0/drop";
        QTest::newRow("occurrence 0") << R"({"drop": {"type": "x", "occurrence": 0}})"
                                      << "/faults/0/drop/occurrence";
        QTest::newRow("by on a drop") << R"({"drop": {"type": "x"}, "by": "5ms"})"
                                      << "/faults/0/by";
        QTest::newRow("delay without by") << R"({"delay": {"type": "x"}})"
                                          << "/faults/0";
        QTest::newRow("at and after") << R"({"crash": "orders", "at": "1ms", "after": {"event": "deliver"}})"
                                      << "/faults/0";
        QTest::newRow("not an event") << R"({"crash": "orders", "after": {"event": "explode"}})"
                                      << "/faults/0/after/event";
        QTest::newRow("unknown sender") << R"({"drop": {"from": "nobody"}})"
                                        << "/faults/0/drop/from";
        QTest::newRow("not an object") << R"("drop")"
                                       << "/faults";
        QTest::newRow("crash after seq and event") << R"({"crash": "orders", "after": {"seq": 3, "event": "send"}})"
                                                   << "/faults/0/after";
    }
    void badFaultsAreLocatedErrors()
    {
        QFETCH(QString, fault);
        QFETCH(QString, where);
        Scenario s = lesson("payment-out-of-order");
        try {
            s.addFault(fault.toStdString());
            QFAIL("accepted");
        } catch (const ScenarioError &e) {
            QVERIFY2(QString::fromUtf8(e.what()).contains(where), e.what());
        }
    }
};

QTEST_APPLESS_MAIN(TestWhatIf)
#include "tst_whatif.moc"
