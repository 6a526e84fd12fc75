#include "builtinscenarios.h"
#include "explore/explorechecks.h"
#include "kernel/simulation.h"
#include "run/run.h"
#include "scenario/scenario.h"
#include "trace/findingwords.h"
#include "trace/vocabulary.h"

#include <QTest>

#include <map>
#include <set>

using namespace corrsim;

namespace {
/// An expectation's finding in English, "" for none.
[[maybe_unused]] std::string words(const std::optional<Finding> &f)
{
    return f ? findingWords(*f) : std::string();
}
} // namespace

// Each mechanism on its own, in a scenario small enough to reason about by hand.
class TestMechanisms : public QObject
{
    Q_OBJECT

    static RunResult runFile(const char *name, std::initializer_list<std::string> sets = {})
    {
        Scenario s = Scenario::load(std::string(CORRSIM_SOURCE_DIR "/tests/data/") + name);
        for (const auto &set : sets)
            s.set(ParameterEdit::parse(set).value());
        return runScenario(s);
    }
    static RunResult runBuiltin(const char *name, std::initializer_list<std::string> sets = {})
    {
        const EmbeddedFile *f = findBuiltinScenario(name);
        Scenario s = Scenario::parse(f->text, std::string(f->fileName));
        for (const auto &set : sets)
            s.set(ParameterEdit::parse(set).value());
        return runScenario(s);
    }
    /// Times (ms) of the events of one kind, optionally only those whose detail matches.
    static std::vector<double> times(const RunResult &r, EventKind kind, const std::string &detail = {})
    {
        std::vector<double> out;
        const Trace &t = r.sim->trace();
        for (size_t i = 0; i < t.size(); ++i)
            if (t[i].kind == kind && (detail.empty() || t.names().text(t[i].word()) == detail))
                out.push_back(t[i].time.millis());
        return out;
    }
    static int responses(const RunResult &r, int status)
    {
        const Trace &t = r.sim->trace();
        const Sym statusField = t.names().find("status");
        int n = 0;
        for (size_t i = 0; i < t.size(); ++i)
            if (t[i].kind == EventKind::Send && t.names().text(t[i].word()) == "response") {
                const Field *f = t.records().find(t[i].recordRef(), statusField);
                n += f && f->value.raw == status ? 1 : 0;
            }
        return n;
    }

private slots:
    void aDelegatingRepliersAnswerCarriesTheTraceId()
    {
        // The reply sent after the delegate's answer went out with no trace ID: the
        // caller's logs and the replier's no longer lined up on that last hop.
        const char *text = R"({"name": "chain", "seed": 1,
            "participants": [
              {"name": "shop", "kind": "requester", "to": "quotes", "requestType": "quote", "traceId": "AUTO",
               "requests": [{"at": "0ms", "id": "Q-1"}]},
              {"name": "quotes", "kind": "replier", "replyType": "quote.reply", "traceId": "AUTO",
               "delegateTo": "warehouse", "delegateType": "stock.check"},
              {"name": "warehouse", "kind": "replier", "replyType": "stock.level", "traceId": "AUTO"}]})";
        const RunResult r = runScenario(Scenario::parse(text, "chain.json"));
        const Trace &t = r.record->trace();
        const Sym header = t.names().find("x-correlation-id");
        QVERIFY(header);
        std::map<std::string, uint64_t> traceOf; // message type -> the trace ID it carried
        for (size_t i = 0; i < t.size(); ++i)
            if (t[i].kind == EventKind::Send)
                if (const Field *f = t.records().find(t[i].recordRef(), header, Section::Header))
                    traceOf[t.names().text(t[i].word())] = f->value.raw;
        QVERIFY(traceOf.count("quote"));
        QVERIFY2(traceOf.count("quote.reply"), "the final reply carries no trace ID");
        QCOMPARE(traceOf["quote.reply"], traceOf["quote"]);
        QCOMPARE(traceOf["stock.check"], traceOf["quote"]);
    }

    void aFailedCountNamesEveryFilter()
    {
        // Four expectations that differ only in attempt and time window read differently.
        const char *text = R"({"name": "filters", "seed": 1,
            "participants": [{"name": "s", "kind": "sink"}],
            "inject": [{"at": "1ms", "from": "s", "to": "s", "type": "job", "id": "j"}],
            "expectations": [
              {"count": {"kind": "deliver", "id": "j", "attempt": 2}, "equals": 1},
              {"count": {"kind": "deliver", "id": "j", "notBefore": "5ms"}, "equals": 1},
              {"count": {"kind": "deliver", "id": "j", "before": "0.5ms"}, "equals": 1},
              {"count": {"kind": "deliver", "id": "j"}, "equals": 2}]})";
        const RunResult r = runScenario(Scenario::parse(text, "filters.json"));
        QCOMPARE(r.record->expectations.size(), size_t(4));
        std::set<std::string> texts;
        for (const auto &x : r.record->expectations) {
            QVERIFY(!x.passed);
            texts.insert(words(x.expected));
        }
        QCOMPARE(texts.size(), size_t(4));
        QVERIFY2(words(r.record->expectations[0].expected).find("attempt=2") != std::string::npos,
                 words(r.record->expectations[0].expected).c_str());
        QVERIFY2(words(r.record->expectations[1].expected).find("notBefore=5ms") != std::string::npos,
                 words(r.record->expectations[1].expected).c_str());
        QVERIFY2(words(r.record->expectations[2].expected).find("before=0.5ms") != std::string::npos,
                 words(r.record->expectations[2].expected).c_str());
    }

    void withoutATraceMemoryFollowsWhatIsHeldNotTheRequests()
    {
        // The requestor map makes a record per request for its pending store; a run that
        // keeps no trace reuses it once the reply has taken the entry.
        const char *text = R"({"name": "many", "seed": 1,
            "network": {"latency": {"uniform": ["0.5ms", "3ms"]}},
            "participants": [
              {"name": "requester", "kind": "requester", "to": "replier", "idStrategy": "requestor-map",
               "workload": {"count": 20000, "interval": {"exponential": "1ms"}, "businessKeyPrefix": "ORD-"}},
              {"name": "replier", "kind": "replier", "processing": {"exponential": "5ms"}}]})";
        RunOptions off;
        off.recordTrace = false;
        const RunResult quiet = runScenario(Scenario::parse(text, "many.json"), off);
        QCOMPARE(quiet.record->trace().count(EventKind::ReplyMatched), uint64_t(20000));
        QVERIFY2(quiet.record->trace().records().count() < 200,
                 qPrintable(QString::number(quiet.record->trace().records().count())));
        // With the trace on every record stays: the events point at them.
        const RunResult traced = runScenario(Scenario::parse(text, "many.json"));
        QVERIFY(traced.record->trace().records().count() >= 20000);
    }

    void aFaultAskedNTimesHappensNTimesWhateverTheWorkers_data()
    {
        QTest::addColumn<QString>("lesson");
        QTest::addColumn<QString>("workers");
        QTest::addColumn<QString>("log");
        QTest::newRow("crashBetween") << "outbox-relay-at-least-once"
                                      << "participants.payment-relay.workers=3"
                                      << "crashed after publishing, before marking";
    }
    void aFaultAskedNTimesHappensNTimesWhateverTheWorkers()
    {
        // "The first N" is the application's: each worker counting its own made three
        // crashes of one asked for, with three workers (failAfterClaim and crashInWindow
        // share the same count).
        QFETCH(QString, lesson);
        QFETCH(QString, workers);
        QFETCH(QString, log);
        const RunResult r = runBuiltin(lesson.toLatin1().constData(), {workers.toStdString()});
        const Trace &t = r.sim->trace();
        int n = 0;
        for (size_t i = 0; i < t.size(); ++i)
            n += t[i].kind == EventKind::Log && t.names().text(t[i].word()) == log.toStdString();
        QCOMPARE(n, 1);
    }

    void aBlockingRequestersQueueLostInACrashIsSaid()
    {
        // B waits behind A; the requester crashes before A's reply. B was never sent and
        // is gone with the worker's memory: the trace says so instead of forgetting it.
        const char *text = R"({"name": "r6", "network": {"latency": "5ms"},
            "participants": [
              {"name": "blk", "kind": "requester", "to": "s2", "mode": "blocking",
               "requests": [{"at": "0ms", "id": "A"}, {"at": "1ms", "id": "B"}, {"at": "30ms", "id": "C"}]},
              {"name": "s2", "kind": "replier", "processing": "10ms"}],
            "faults": [{"crash": "blk", "at": "12ms", "restartAfter": "5ms"}]})";
        const RunResult r = runScenario(Scenario::parse(text, "r6.json"));
        const Trace &t = r.sim->trace();
        int lost = 0;
        for (size_t i = 0; i < t.size(); ++i)
            if (t[i].kind == EventKind::Log &&
                t.names().text(t[i].word()) == "a request waiting its turn was lost: the worker was down") {
                ++lost;
                const Field *id = t.records().find(t[i].recordRef(), t.names().find("id"));
                QVERIFY(id && t.ids().format(id->value.asId()) == "B");
            }
        QCOMPARE(lost, 1);
    }

    void aRepliersNeverAnswersAResponse()
    {
        // A stray reply gets a 404 response; a replier that answered that response got a
        // 404 for its answer, and so on until the run's budget ran out.
        const char *text = R"({"name": "r12", "network": {"latency": "5ms"},
            "participants": [
              {"name": "shop", "kind": "requester", "to": "wh", "onUnknownReply": "respond-404", "requests": [{"at": "0ms", "id": "A"}]},
              {"name": "wh", "kind": "replier", "processing": "10ms"}],
            "inject": [{"at": "1ms", "from": "wh", "to": "shop", "type": "request.reply", "correlationId": "555"}]})";
        RunOptions o;
        o.budget.maxEvents = 100000;
        const RunResult r = runScenario(Scenario::parse(text, "r12.json"), o);
        QVERIFY(!r.record->stopReason);
        const Trace &t = r.sim->trace();
        int notAnswered = 0;
        for (size_t i = 0; i < t.size(); ++i)
            notAnswered +=
                t[i].kind == EventKind::Log && t.names().text(t[i].word()) == "a response, not a request: not answered";
        QCOMPARE(notAnswered, 1);
        QCOMPARE(t.count(EventKind::ReplyMatched), uint64_t(1)); // A's own reply
    }

    void aPendingEntryReplacedIsALostRequest()
    {
        // Business-ID strategy, two requests for ORD-7 in flight: the second put replaces
        // the first's entry. The put says so, and the stores invariant and no-lost-pending
        // report the lost request, naming both; the first reply takes the second's entry
        // and the second reply is discarded.
        const char *text = R"({"name": "same-order-twice", "network": {"latency": "2ms"}, "participants": [
              {"name": "shop", "kind": "requester", "to": "stock", "idStrategy": "business-id",
               "requests": [{"at": "0ms", "id": "MSG-1", "businessKey": "ORD-7"},
                            {"at": "1ms", "id": "MSG-2", "businessKey": "ORD-7"}]},
              {"name": "stock", "kind": "replier", "processing": "5ms"}],
            "expectations": [{"name": "two sends", "count": {"kind": "send", "actor": "shop"}, "equals": 2}]})";
        const RunResult r = runScenario(Scenario::parse(text, "twice.json"));
        QCOMPARE(times(r, EventKind::StorePut, "replaced"), std::vector<double>{1.0});
        QCOMPARE(times(r, EventKind::ReplyDiscarded).size(), size_t(1));
        const std::string lost =
            "shop.pending[ORD-7]: request MSG-1's entry, put at 0ms, replaced by request MSG-2's at 1ms";
        const auto stores =
            std::find_if(r.record->invariants.begin(), r.record->invariants.end(),
                         [](const InvariantResult &i) { return i.id == InvariantId::StoresFollowTrace; });
        QVERIFY(stores != r.record->invariants.end());
        QVERIFY(stores->broken());
        QVERIFY2(findingWords(stores->finding).find(lost) != std::string::npos, findingWords(stores->finding).c_str());
        const CheckVerdict v = findExploreCheck("no-lost-pending")->verdict(*r.record);
        QVERIFY(v.broken());
        QCOMPARE(findingWords(v.finding), lost);
        QCOMPARE(v.events.size(), size_t(2));
        QCOMPARE(r.sim->trace()[v.events[0]].time.millis(), 0.0); // the put whose request is lost
        QCOMPARE(r.sim->trace()[v.events[1]].time.millis(), 1.0); // and the put over it

        // Requests for ORD-7 one after the other: nothing replaced, nothing lost.
        Scenario apart = Scenario::parse(text, "twice.json");
        apart.set({"participants.shop.requests.1.at", "50ms"});
        const RunResult later = runScenario(apart);
        QVERIFY(times(later, EventKind::StorePut, "replaced").empty());
        QVERIFY(findExploreCheck("no-lost-pending")->verdict(*later.record).held());
    }

    void oneRequestPutAgainIsNotALoss()
    {
        // In a chain, a network copy of the request reaches the middle: it asks again under
        // the same key, and its second entry replaces the first. Either reply answers the
        // one request: the put says "replaced", and nothing is reported lost.
        const EmbeddedFile *f = findBuiltinScenario("eip-chained-request-reply");
        Scenario s = Scenario::parse(f->text, std::string(f->fileName));
        s.addFault(R"({"duplicate": {"seq": 2}})");
        const RunResult r = runScenario(s);
        QVERIFY(!times(r, EventKind::StorePut, "replaced").empty());
        const auto stores =
            std::find_if(r.record->invariants.begin(), r.record->invariants.end(),
                         [](const InvariantResult &i) { return i.id == InvariantId::StoresFollowTrace; });
        QVERIFY2(stores->held, findingWords(stores->finding).c_str());
        QVERIFY(findExploreCheck("no-lost-pending")->verdict(*r.record).held());
    }

    void anUpdateOutsideAPendingStoreIsNotALoss()
    {
        // A status store written again is an update: no built-in lesson's put says
        // "replaced", though their status stores are written many times over.
        for (const EmbeddedFile &f : builtinScenarios()) {
            const RunResult r = runBuiltin(std::string(f.name).c_str());
            QVERIFY2(times(r, EventKind::StorePut, "replaced").empty(), f.name.data());
        }
    }

    void aFailedExpectationSaysItsFilterAsWritten()
    {
        // A store result is filtered by "detail"; the failure must not call it "type".
        const char *text = R"({"name": "detail-filter", "participants": [
              {"name": "shop", "kind": "requester", "to": "warehouse", "requests": [{"at": "0ms"}]},
              {"name": "warehouse", "kind": "replier", "processing": "2ms"}],
            "expectations": [{"name": "a miss", "count": {"kind": "store.remove", "detail": "KEY_NOT_FOUND"}, "atLeast": 1},
                             {"name": "a reply", "count": {"kind": "send", "type": "reply"}, "atLeast": 5}]})";
        const RunResult r = runScenario(Scenario::parse(text, "detail.json"));
        QCOMPARE(r.record->expectations.size(), size_t(2));
        QCOMPARE(words(r.record->expectations[0].expected),
                 std::string("count of store.remove detail=KEY_NOT_FOUND >= 1"));
        QCOMPARE(words(r.record->expectations[1].expected), std::string("count of send type=reply >= 5"));
    }

    void sweepRemovesAtTheFirstSweepAfterExpiry_data()
    {
        QTest::addColumn<QString>("at");
        QTest::addColumn<double>("sweptAt");
        QTest::newRow("expires between sweeps (110 ms): swept at 120") << "10ms" << 120.0;
        QTest::newRow("expires exactly on a sweep (120 ms): swept then") << "20ms" << 120.0;
        QTest::newRow("expires just after a sweep (121 ms): swept at 150") << "21ms" << 150.0;
    }
    void sweepRemovesAtTheFirstSweepAfterExpiry()
    {
        QFETCH(QString, at);
        QFETCH(double, sweptAt);
        // The replier takes 10 s, far longer than the pending store's TTL of 100 ms.
        const RunResult r = runFile("ttl.json", {"participants.a.requests.0.at=" + at.toStdString()});
        QCOMPARE(times(r, EventKind::StoreExpire), std::vector<double>{sweptAt});
        // The reply comes after the sweep and is discarded: the entry is gone.
        QCOMPARE(r.sim->trace().count(EventKind::ReplyDiscarded), uint64_t(1));
    }

    void expiredEntryIsReadableUntilSwept()
    {
        // TTL 100 ms but sweeps only every 10 s: the reply at ~10 s finds the entry.
        const RunResult r = runFile("ttl.json", {"participants.a.pendingStore.sweepEvery=20s"});
        QCOMPARE(r.sim->trace().count(EventKind::ReplyMatched), uint64_t(1));
        QVERIFY(times(r, EventKind::StoreExpire).empty());
    }

    void sweepsStopWhenNothingIsLeft()
    {
        // A store with a TTL must not keep the run alive forever: the sweeps stop right
        // after the last real event (the late reply, at 10.01 s).
        const RunResult r = runFile("ttl.json", {"participants.a.pendingStore.sweepEvery=1ms"});
        QVERIFY(r.sim->endTime() >= SimTime::fromMillis(10010));
        QVERIFY(r.sim->endTime() <= SimTime::fromMillis(10011));
    }

    void claimInterleavings_data()
    {
        QTest::addColumn<QString>("claim");
        QTest::addColumn<QString>("removeMissing");
        QTest::addColumn<int>("ok200");
        QTest::addColumn<int>("notFound404");
        QTest::newRow("retrieve-then-remove, lock-free store: both update") << "retrieve-then-remove"
                                                                            << "ignore" << 2 << 0;
        QTest::newRow("retrieve-then-remove, KEY_NOT_FOUND: the loser gets 404") << "retrieve-then-remove"
                                                                                 << "fail" << 1 << 1;
        QTest::newRow("atomic take: one updates") << "atomic"
                                                  << "ignore" << 1 << 1;
    }
    void claimInterleavings()
    {
        QFETCH(QString, claim);
        QFETCH(QString, removeMissing);
        QFETCH(int, ok200);
        QFETCH(int, notFound404);
        const RunResult r = runBuiltin(
            "payment-claim-race", {"participants.orders.claim=" + claim.toStdString(),
                                   "participants.orders.pendingStore.removeMissing=" + removeMissing.toStdString()});
        QCOMPARE(responses(r, 200), ok200);
        QCOMPARE(responses(r, 404), notFound404);
    }

    void claimStepsTakeStoreTime()
    {
        // Two store operations of 2 ms each: the copies' reads both land before either remove.
        const RunResult r = runBuiltin("payment-claim-lost");
        const auto gets = times(r, EventKind::StoreGet, "hit");
        const auto removes = times(r, EventKind::StoreRemove);
        QCOMPARE(gets.size(), size_t(2));
        QCOMPARE(removes.size(), size_t(2));
        QVERIFY(gets[1] < removes[0]);
        QCOMPARE(removes[0] - gets[0], 2.0);
    }

    void crashDropsDeliveriesClearsMemoryAndRestarts()
    {
        const RunResult r = runBuiltin("payment-restart-loses-pending");
        QCOMPARE(times(r, EventKind::Crash), std::vector<double>{20.0});
        QCOMPARE(times(r, EventKind::Restart), std::vector<double>{30.0});
        QCOMPARE(r.sim->findStore("orders.pending")->size(), size_t(0));
        QCOMPARE(r.sim->findStore("orders.status")->size(), size_t(2)); // persistent: survived
        // Made persistent, the pending store survives too and both orders are paid.
        const RunResult fixed =
            runBuiltin("payment-restart-loses-pending", {"participants.orders.pendingStore.persistent=true"});
        QCOMPARE(responses(fixed, 200), 2);
    }

    void deliveriesToADownWorkerAreDropped()
    {
        const RunResult r = runFile("down.json");
        // The drop keeps the message's type and says why: the receiver was down.
        QCOMPARE(times(r, EventKind::Drop, "request"), std::vector<double>{5.0});
        const Trace &t = r.sim->trace();
        for (size_t i = 0; i < t.size(); ++i)
            if (t[i].kind == EventKind::Drop)
                QCOMPARE(t[i].slotValues().value, DropReceiverDown);
        QCOMPARE(t.count(EventKind::ReplyMatched), uint64_t(0));
        // A scenario's filter may still name it "receiver down", as the docs long said.
        const char *text = R"({"name": "down", "network": {"latency": "5ms"},
            "participants": [
              {"name": "a", "kind": "requester", "to": "b", "requests": [{"at": "0ms", "id": "R"}]},
              {"name": "b", "kind": "replier"}],
            "faults": [{"at": "1ms", "crash": "b", "restartAfter": "10ms"}],
            "expectations": [{"name": "by its reason", "count": {"kind": "drop", "detail": "receiver down"}, "equals": 1},
                             {"name": "by its type", "count": {"kind": "drop", "type": "request"}, "equals": 1}]})";
        const RunResult filtered = runScenario(Scenario::parse(text, "down.json"));
        for (const ExpectationResult &x : filtered.record->expectations)
            QVERIFY2(x.passed, (x.name + ": " + words(x.actual)).c_str());
    }

    void aWorkloadGoesOnAfterAnArrivalLostWhileItsWorkerWasDown_data()
    {
        QTest::addColumn<QString>("lesson");
        QTest::addColumn<QString>("crash"); // a fault: the worker down while an arrival falls due
        QTest::addColumn<QString>("made");  // the kind of event each arrival makes
        QTest::addColumn<QString>("maker"); // by this participant
        QTest::addColumn<int>("arrivals");  // the workload's count
        QTest::newRow("requester") << "eip-blocking-one-at-a-time"
                                   << R"({"at": "5ms", "crash": "async-client", "restartAfter": "3ms"})"
                                   << "send"
                                   << "async-client" << 20;
        QTest::newRow("saga service") << "saga-payment-1000"
                                      << R"({"at": "100ms", "crash": "payment", "restartAfter": "10ms"})"
                                      << "state.change"
                                      << "payment" << 1000;
        QTest::newRow("orchestrator") << "saga-orchestrated-vs-choreographed"
                                      << R"({"at": "100ms", "crash": "orchestrator", "restartAfter": "10ms"})"
                                      << "state.change"
                                      << "orchestrator" << 40;
    }
    void aWorkloadGoesOnAfterAnArrivalLostWhileItsWorkerWasDown()
    {
        // An arrival that falls due while its worker is down is lost; the outside world
        // goes on sending. The next arrival was scheduled only when one was handled, so
        // the first lost one ended the workload: 3 of 20 requests, 48 of 1000 payments.
        QFETCH(QString, lesson);
        QFETCH(QString, crash);
        QFETCH(QString, made);
        QFETCH(QString, maker);
        QFETCH(int, arrivals);
        const RunResult r = runBuiltin(lesson.toUtf8().constData(), {"faults=[" + crash.toStdString() + "]"});
        const Trace &t = r.sim->trace();
        int lost = 0, handled = 0;
        for (size_t i = 0; i < t.size(); ++i) {
            if (t[i].kind == EventKind::Log && t.names().text(t[i].word()) == vocabulary::LogArrivalLost)
                ++lost;
            // A request sent, or a saga created (its first state change, from nothing).
            const bool madeHere = made == "send" ? t[i].kind == EventKind::Send
                                                 : t[i].kind == EventKind::StateChange && t[i].fromState() == 0;
            handled += madeHere && QString::fromStdString(t.actorName(t[i].actor)) == maker;
        }
        QVERIFY(lost > 0);
        QCOMPARE(handled + lost, arrivals);
    }

    void aProvidersScriptIsTheApplicationsWhicheverWorkerGetsTheRequest()
    {
        // "per request, in arrival order": with two provider workers each began the script
        // at its first line, and ORD-T2's callback came at 63 min instead of 71.
        auto callbacks = [](const RunResult &r) {
            std::vector<double> at;
            const Trace &t = r.sim->trace();
            for (size_t i = 0; i < t.size(); ++i)
                if (t[i].kind == EventKind::Send && t.actorName(t[i].actor).starts_with("provider"))
                    at.push_back(t[i].time.millis());
            return at;
        };
        const std::vector<double> one = callbacks(runBuiltin("payment-ttl-expiry"));
        QCOMPARE(one.size(), size_t(4)); // two 202s and two callbacks
        QCOMPARE(callbacks(runBuiltin("payment-ttl-expiry", {"participants.provider.workers=2"})), one);
    }

    void roundRobinAlternatesWorkers()
    {
        const RunResult r = runFile("round-robin.json");
        const Trace &t = r.sim->trace();
        std::vector<std::string> order;
        for (size_t i = 0; i < t.size(); ++i)
            if (t[i].kind == EventKind::Deliver && t.actorName(t[i].actor) != "a")
                order.push_back(t.actorName(t[i].actor));
        QCOMPARE(order, (std::vector<std::string>{"b/1", "b/2", "b/1", "b/2"}));
        QCOMPARE(t.participants()[1].group, std::string("b"));
    }

    void networkLosesAndDuplicates()
    {
        const RunResult lost = runFile("network.json", {"network.drop=1"});
        QCOMPARE(lost.sim->trace().count(EventKind::Drop), uint64_t(1));
        QCOMPARE(lost.sim->trace().count(EventKind::Deliver), uint64_t(0));
        const RunResult twice = runFile("network.json", {"network.duplicate=1"});
        // Request and reply are each delivered twice; the second reply copy finds nothing pending.
        QCOMPARE(twice.sim->trace().count(EventKind::Duplicate), uint64_t(3));
        QCOMPARE(twice.sim->trace().count(EventKind::ReplyMatched), uint64_t(1));
        QVERIFY(twice.sim->trace().count(EventKind::ReplyDiscarded) >= 1);
    }

    void blockingKeepsOneRequestOut()
    {
        const RunResult r = runBuiltin("eip-blocking-one-at-a-time");
        const Trace &t = r.sim->trace();
        int out = 0, most = 0;
        for (size_t i = 0; i < t.size(); ++i) {
            if (t.actorName(t[i].actor) != "blocking-client")
                continue;
            if (t[i].kind == EventKind::StorePut)
                most = std::max(most, ++out);
            else if (t[i].kind == EventKind::StoreRemove)
                --out;
        }
        QCOMPARE(most, 1);
    }

    void traceIdModes_data()
    {
        QTest::addColumn<QString>("mode");
        QTest::addColumn<bool>("ownHeader");         // the application set x-correlation-id itself
        QTest::addColumn<QString>("expectedHeader"); // what reaches the callee
        QTest::newRow("AUTO keeps the application's own header") << "AUTO" << true << "mine";
        QTest::newRow("ALWAYS replaces it") << "ALWAYS" << true << "generated";
        QTest::newRow("NEVER adds none of its own") << "NEVER" << true << "mine";
        // Where the modes differ: no header of the application's.
        QTest::newRow("AUTO without one sends its own") << "AUTO" << false << "generated";
        QTest::newRow("ALWAYS without one sends its own") << "ALWAYS" << false << "generated";
        QTest::newRow("NEVER without one sends none") << "NEVER" << false << "none";
    }
    void traceIdModes()
    {
        QFETCH(QString, mode);
        QFETCH(bool, ownHeader);
        QFETCH(QString, expectedHeader);
        const RunResult r = ownHeader ? runFile("trace-id.json", {"participants.a.traceId=" + mode.toStdString()})
                                      : runFile("trace-id.json", {"participants.a.traceId=" + mode.toStdString(),
                                                                  "participants.a.requests.0.headers={}"});
        int checked = 0;
        const Trace &t = r.sim->trace();
        for (size_t i = 0; i < t.size(); ++i) {
            if (t[i].kind != EventKind::Send || t.ids().format(t[i].message) != "R")
                continue;
            const Field *h = t.records().find(t[i].recordRef(), t.names().find("x-correlation-id"), Section::Header);
            const QString got = !h                                                    ? "none"
                                : formatValue(h->value, t.names(), t.ids()) == "mine" ? "mine"
                                                                                      : "generated";
            QCOMPARE(got, expectedHeader);
            ++checked;
        }
        QCOMPARE(checked, 1);                                    // the request R was sent, and looked at
        QCOMPARE(t.count(EventKind::ReplyMatched), uint64_t(1)); // never used for matching
    }

    void traceIdNeverLeavesNoHeader()
    {
        const RunResult r =
            runFile("trace-id.json", {"participants.a.traceId=NEVER", "participants.a.requests.0.headers={}"});
        const Trace &t = r.sim->trace();
        const Sym header = t.names().find("x-correlation-id");
        for (size_t i = 0; i < t.size(); ++i)
            if (t[i].kind == EventKind::Send)
                QVERIFY(!header || !t.records().find(t[i].recordRef(), header, Section::Header));
    }

    void retryGivesUpOnAgeAndOnAttempts()
    {
        const RunResult r = runBuiltin("retry-gives-up-on-age");
        const auto tooOld = times(r, EventKind::Log, "too old: gave up on age");
        QCOMPARE(tooOld.size(), size_t(1));
        QCOMPARE(tooOld[0], 7200000.0); // on arrival, two hours in
        QCOMPARE(times(r, EventKind::Log, "gave up after the last attempt").size(), size_t(1));
        // Allowing more age than the pause, the old job is processed instead.
        const RunResult patient = runBuiltin("retry-gives-up-on-age", {"participants.worker.retry.giveUpAfter=3h"});
        QCOMPARE(patient.sim->trace().count(EventKind::Deliver) - r.sim->trace().count(EventKind::Deliver),
                 uint64_t(0));
        QCOMPARE(times(patient, EventKind::Log, "too old: gave up on age").size(), size_t(0));
    }

    void syncCallsMatchByConnection()
    {
        const RunResult r = runBuiltin("eip-sync-call-needs-no-correlation");
        QCOMPARE(r.sim->trace().count(EventKind::ReplyMatched), uint64_t(3));
        QVERIFY(r.sim->stores().empty()); // nothing to store: the connection is the link
    }

    void seedsChangeDrawsNotInvariants()
    {
        const EmbeddedFile *f = findBuiltinScenario("payment-replicas-unshared-store");
        const Scenario s = Scenario::parse(f->text, "x.json");
        std::set<std::string> prints;
        for (uint64_t seed = 1; seed <= 5; ++seed) {
            RunOptions o;
            o.seed = seed;
            const RunResult r = runScenario(s, o);
            prints.insert(r.sim->trace().fingerprint());
            QCOMPARE(responses(r, 404) + responses(r, 200), 12); // every callback answered
        }
        QVERIFY(prints.size() > 1);
    }
};

QTEST_APPLESS_MAIN(TestMechanisms)
#include "tst_mechanisms.moc"
