#include "builtinscenarios.h"
#include "kvstore.h"
#include "run.h"
#include "scenario.h"
#include "summary.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <map>
#include <set>

using namespace corrsim;

// The saga mechanisms one at a time, on the built-in lessons with one thing changed.
class TestSaga : public QObject
{
    Q_OBJECT

    static RunResult run(const char *name, std::initializer_list<std::string> sets = {}, std::optional<uint64_t> seed = {})
    {
        const EmbeddedFile *f = findBuiltinScenario(name);
        Scenario s = Scenario::parse(f->text, std::string(f->fileName));
        for (const auto &set : sets)
            s.set(set);
        RunOptions o;
        o.seed = seed;
        return runScenario(s, o);
    }
    static double metric(const RunResult &r, const char *scenario, const std::string &name)
    {
        const EmbeddedFile *f = findBuiltinScenario(scenario);
        const Scenario s = Scenario::parse(f->text, std::string(f->fileName));
        return *sagaMetric(sagaReport(r.sim->trace(), *s.info().saga), name);
    }
    static int64_t balance(const RunResult &r, const char *account)
    {
        const Trace &t = r.sim->trace();
        const KeyValueStore *accounts = r.sim->findStore("ledger.accounts");
        const StoreEntry *row = accounts->entries().find(const_cast<Trace &>(t).ids().literal(account));
        return t.records().find(row->value, t.names().find("balance"))->value.raw;
    }
    static int count(const RunResult &r, EventKind kind, const std::string &actor = {}, const std::string &detail = {})
    {
        const Trace &t = r.sim->trace();
        int n = 0;
        for (size_t i = 0; i < t.size(); ++i)
            if (t[i].kind == kind && (actor.empty() || t.actorName(t[i].actor) == actor)
                && (detail.empty() || t.names().text(t[i].detail) == detail))
                ++n;
        return n;
    }

private slots:
    void publishThenCommitLeavesAnEventWithoutState()
    {
        const RunResult r = run("dual-write-loses-events", {"participants.payment.publish=publish-then-commit"});
        // PAY-1's event went out, its state was never committed, and the saga ran on anyway.
        const KeyValueStore *payments = r.sim->findStore("payment.payments");
        bool created = false;
        const Trace &t = r.sim->trace();
        for (size_t i = 0; i < t.size(); ++i)
            if (t[i].kind == EventKind::StateChange && t.ids().format(t[i].ref) == "PAY-1" && t.names().text(t[i].detail) == "CREATED")
                created = true;
        QVERIFY(!created);
        QVERIFY(count(r, EventKind::StateChange, "fraud") >= 1); // fraud decided on a payment that was never stored
        QVERIFY(payments->size() >= 1);
    }

    void aCrashBeforeCommitLeavesNoWrite()
    {
        // The default lesson: the commit happened, the publish did not. With the crash
        // window moved before the commit (publish-then-commit), nothing of PAY-1 is written.
        const RunResult r = run("dual-write-loses-events", {"participants.payment.publish=publish-then-commit",
                                                            "participants.payment.start.1.at=500ms"});
        const Trace &t = r.sim->trace();
        for (size_t i = 0; i < t.size(); ++i)
            if (t[i].kind == EventKind::StorePut && t.stores()[t[i].peer].name == "payment.payments"
                && t.ids().format(t[i].ref) == "PAY-1" && t.actorName(t[i].actor) == "payment") {
                // Only the ghost row the settled event writes later, never a CREATED from the crashed job.
                const Field *state = t.records().find(t[i].record, t.names().find("state"));
                QVERIFY(t.names().text(Sym(state->value.raw)) != "CREATED");
            }
    }

    void theInboxKeyRollsBackAConcurrentDuplicate()
    {
        const RunResult r = run("inbox-dedup-exactly-once-effect");
        QCOMPARE(count(r, EventKind::Log, "ledger", "duplicate: the inbox key rolled the transaction back")
                     + count(r, EventKind::Log, "ledger", "already processed: skipped"),
                 1);
        QCOMPARE(balance(r, "alice"), int64_t(3500));
    }

    void withoutTheInboxEffectsHappenTwice()
    {
        const RunResult r = run("inbox-dedup-exactly-once-effect", {"participants.ledger.inbox=false"});
        QCOMPARE(balance(r, "alice"), int64_t(2000)); // debited twice
        QVERIFY(metric(r, "inbox-dedup-exactly-once-effect", "sagas.effectsAppliedTwice") >= 1);
        QVERIFY(!r.passed());
    }

    void relayRepublishesAfterACrashBetweenPublishAndMark()
    {
        const RunResult r = run("outbox-relay-at-least-once");
        QCOMPARE(count(r, EventKind::Crash, "payment-relay"), 1);
        QCOMPARE(count(r, EventKind::Restart, "payment-relay"), 1);
        // Marking first instead loses it.
        const RunResult lost = run("outbox-relay-at-least-once", {"participants.payment-relay.order=mark-then-publish"});
        QCOMPARE(metric(lost, "outbox-relay-at-least-once", "sagas.notFinal"), 1.0);
    }

    void skipLockedSharesTheOutbox()
    {
        const RunResult r = run("relay-replicas-skip-locked");
        QCOMPARE(metric(r, "relay-replicas-skip-locked", "sagas.duplicatesDelivered"), 0.0);
        // The three relays' batches are disjoint: no event ID is published by two of them.
        const Trace &t = r.sim->trace();
        std::map<uint64_t, std::string> publisher;
        for (size_t i = 0; i < t.size(); ++i)
            if (t[i].kind == EventKind::Send && t.actorName(t[i].actor).starts_with("payment-relay/")) {
                auto [it, fresh] = publisher.emplace(t[i].message.bits, t.actorName(t[i].actor));
                QVERIFY2(fresh, "an outbox row was published twice");
            }
        QCOMPARE(publisher.size(), size_t(20));
    }

    void theBrokerRedeliversWhatIsNotAcknowledged()
    {
        // fraud crashes while handling the event: no ack, so the broker delivers it again.
        const RunResult r = run("saga-payment-happy-path", {"faults=[{\"at\": \"9.5ms\", \"crash\": \"fraud\", \"restartAfter\": \"5ms\"}]"});
        const Trace &t = r.sim->trace();
        int redelivered = 0;
        for (size_t i = 0; i < t.size(); ++i)
            if (t[i].kind == EventKind::Deliver && t.actorName(t[i].actor) == "fraud" && t[i].attempt == 2)
                ++redelivered;
        QCOMPARE(redelivered, 1);
        QCOMPARE(metric(r, "saga-payment-happy-path", "sagas.notFinal"), 0.0);
    }

    void purgeEmptiesTheOutboxAndInbox()
    {
        const RunResult r = run("saga-payment-1000");
        for (const char *store : {"payment.outbox", "fraud.inbox", "ledger.outbox", "notification.inbox"})
            QVERIFY2(r.sim->findStore(store)->size() == 0, store);
        QVERIFY(count(r, EventKind::StoreRemove, "payment") > 900); // the purge job's removals
    }

    void invariantsHoldAcrossSeedsWhileCountsVary()
    {
        std::set<double> rejected;
        for (uint64_t seed : {11, 12, 13}) {
            const RunResult r = run("saga-payment-1000", {}, seed);
            QCOMPARE(metric(r, "saga-payment-1000", "sagas.notFinal"), 0.0);
            QCOMPARE(metric(r, "saga-payment-1000", "sagas.effectsAppliedTwice"), 0.0);
            const double rej = metric(r, "saga-payment-1000", "sagas.final.REJECTED");
            QVERIFY(rej > 240 && rej < 360);
            rejected.insert(rej);
        }
        QVERIFY(rejected.size() > 1);
    }

    void orchestratorCompensatesInReverse()
    {
        const RunResult r = run("saga-orchestrated-vs-choreographed");
        const Trace &t = r.sim->trace();
        // Every refund follows a shipping failure of the same saga.
        for (size_t i = 0; i < t.size(); ++i) {
            if (t[i].kind != EventKind::Send || t.names().text(t[i].detail) != "ledger.refund")
                continue;
            bool shippingFailed = false;
            for (size_t j = 0; j < i; ++j)
                if (t[j].kind == EventKind::Deliver && t.names().text(t[j].detail) == "shipping.reserve.reply"
                    && t[j].correlation == t[i].correlation)
                    shippingFailed = true;
            QVERIFY(shippingFailed);
        }
        QVERIFY(count(r, EventKind::Effect, "ledger-o", "refunded") >= 1);
    }

    void anApplicationsTableIsOneStoreForAllItsWorkers()
    {
        // Two workers of the orchestrator and of a service share their database tables.
        const RunResult r = run("saga-orchestrated-vs-choreographed",
                                {"/participants/8/workers=2", "/participants/1/workers=2"});
        std::set<std::string> names;
        for (const StoreInfo &s : r.sim->trace().stores())
            QVERIFY2(names.insert(s.name).second, s.name.c_str());
        QVERIFY(names.count("orchestrator.sagas"));
        QVERIFY(names.count("payment.payments"));
        QVERIFY(count(r, EventKind::Effect, "ledger-o", "refunded") >= 1);
    }

    void summaryCarriesEachSagasHistory()
    {
        const EmbeddedFile *f = findBuiltinScenario("saga-fraud-rejects-compensates");
        const Scenario s = Scenario::parse(f->text, std::string(f->fileName));
        const RunResult r = runScenario(s);
        const QJsonObject summary = QJsonDocument::fromJson(QByteArray::fromStdString(summaryJson(s.info(), r))).object();
        const QJsonObject sagas = summary["sagas"].toObject();
        QCOMPARE(sagas["count"].toInt(), 1);
        const QJsonArray history = sagas["instances"].toArray()[0].toObject()["history"].toArray();
        QCOMPARE(history.size(), 2);
        QCOMPARE(history[0].toObject()["state"].toString(), QStringLiteral("CREATED"));
        QCOMPARE(history[0].toObject()["to"].toDouble(), history[1].toObject()["from"].toDouble());
        QCOMPARE(history[1].toObject()["state"].toString(), QStringLiteral("REJECTED"));
        QVERIFY(history[1].toObject()["compensation"].toBool());
        QVERIFY(history[1].toObject()["to"].isNull());
    }

    void idempotencyKeyStopsTheSecondPayment()
    {
        const RunResult r = run("http-idempotency-key", {"participants.payment.http.idempotency=false"});
        QCOMPARE(r.sim->findStore("payment.payments")->size(), size_t(4)); // both resends created one
    }
};

QTEST_APPLESS_MAIN(TestSaga)
#include "tst_saga.moc"
