#include "builtinscenarios.h"
#include "export/summary.h"
#include "kernel/kvstore.h"
#include "kernel/simulation.h"
#include "run/invariants.h"
#include "run/run.h"
#include "run/storehistory.h"
#include "scenario/scenario.h"
#include "trace/findingwords.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <cstdlib>
#include <optional>

#include <map>
#include <set>

using namespace corrsim;

// The saga mechanisms one at a time, on the built-in lessons with one thing changed.
class TestSaga : public QObject
{
    Q_OBJECT

    static RunResult run(const char *name, std::initializer_list<std::string> sets = {},
                         std::optional<uint64_t> seed = {})
    {
        const EmbeddedFile *f = findBuiltinScenario(name);
        Scenario s = Scenario::parse(f->text, std::string(f->fileName));
        for (const auto &set : sets)
            s.set(ParameterEdit::parse(set).value());
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
            if (t[i].kind == kind && (actor.empty() || t.actorName(t[i].actor) == actor) &&
                (detail.empty() || t.names().text(t[i].word()) == detail))
                ++n;
        return n;
    }

    static RunResult runText(const std::string &text, std::optional<uint64_t> seed = {})
    {
        RunOptions o;
        o.seed = seed;
        o.budget.maxEvents = 5000000; // a run that never ends fails here instead of hanging
        return runScenario(Scenario::parse(text, "changed.json"), o);
    }
    /// A built-in lesson as JSON, to change what --set cannot (add links, faults).
    static QJsonObject lesson(const char *name)
    {
        const EmbeddedFile *f = findBuiltinScenario(name);
        return QJsonDocument::fromJson(QByteArray::fromRawData(f->text.data(), qsizetype(f->text.size()))).object();
    }
    static std::string text(const QJsonObject &o) { return QJsonDocument(o).toJson().toStdString(); }
    static void verifyInvariants(const RunResult &r)
    {
        for (const InvariantResult &i : r.record->invariants)
            QVERIFY2(i.held, (std::string(invariantName(i.id)) + ": " + findingWords(i.finding)).c_str());
    }
    /// The invariant `name` checked again on the run as it is now (after a test wrote
    /// into it), with a store history of the trace as it is now; none if not checked.
    static std::optional<InvariantResult> checkedAgain(const RunResult &r, InvariantId id)
    {
        const StoreHistory history(r.record->events);
        for (InvariantResult &i :
             checkInvariants(r.record->trace(), r.record->sagas ? &*r.record->sagas : nullptr, history))
            if (i.id == id)
                return i;
        return std::nullopt;
    }

private slots:
    void aTransferIsCheckedAgainstTheBalanceAtCommit()
    {
        // carol's 1799 was read by two payments before either committed: both went
        // through and her balance fell to -38. The debit is now a guarded update: the
        // second finds the balance short at commit, rolls back and is handled again.
        const RunResult r = run("saga-payment-1000");
        verifyInvariants(r);
        const Trace &t = r.record->trace();
        int replanned = 0;
        for (size_t i = 0; i < t.size(); ++i)
            if (t[i].kind == EventKind::Log && t.names().text(t[i].word()).starts_with("the balance no longer covers"))
                ++replanned;
        QVERIFY(replanned > 0);
        for (const InvariantResult &i : r.record->invariants)
            if (i.id == InvariantId::NoOverdraft)
                QVERIFY2(i.held, findingWords(i.finding).c_str());
    }

    void aBalanceThatVanishesBreaksMoneyConservation()
    {
        // The invariant must see a breach, not only report that none happened: an
        // account removed behind the ledger's back leaves less money than was opened.
        const RunResult r = run("saga-payment-happy-path");
        verifyInvariants(r);
        KeyValueStore *accounts = r.sim->findStore("ledger.accounts");
        QVERIFY(accounts);
        Id first;
        bool found = false;
        accounts->entries().forEach([&](Id k, const StoreEntry &) {
            if (!found)
                first = k, found = true;
        });
        QVERIFY(found);
        QVERIFY(accounts->remove(r.sim->now(), NoActor, first));
        const StoreHistory now(r.record->events); // with the removal the store wrote into the trace
        for (const InvariantResult &i :
             checkInvariants(r.record->trace(), r.record->sagas ? &*r.record->sagas : nullptr, now))
            if (i.id == InvariantId::MoneyConserved)
                QVERIFY2(!i.held, findingWords(i.finding).c_str());
    }

    void aBalanceBelowZeroBreaksTheOverdraftInvariant()
    {
        // And the overdraft check must see one: a participant writing a balance below
        // zero into an account, read from the account's own events in the trace.
        const RunResult r = run("saga-payment-happy-path");
        verifyInvariants(r);
        KeyValueStore *accounts = r.sim->findStore("ledger.accounts");
        QVERIFY(accounts);
        Trace &t = r.sim->trace();
        const Field overdrawn{t.names().intern("balance"), Section::Body, Value::integer(-5)};
        accounts->put(r.sim->now(), ActorRef(0), t.ids().literal("ACC-OVER"), t.records().add({&overdrawn, 1}));
        const auto i = checkedAgain(r, InvariantId::NoOverdraft);
        QVERIFY(i);
        QVERIFY2(!i->held, findingWords(i->finding).c_str());
        QCOMPARE(i->finding.kind, FindingKind::Overdrawn);
        QVERIFY2(findingWords(i->finding).find("ledger.accounts[ACC-OVER] fell to -5") != std::string::npos,
                 findingWords(i->finding).c_str());
    }

    void aStateItsWriterDoesNotDeclareBreaksTheInvariant()
    {
        // The check must see a state written that its writer does not declare, among the
        // run's other events.
        const RunResult r = run("saga-payment-happy-path");
        verifyInvariants(r);
        Simulation &sim = *r.sim;
        Trace &t = sim.trace();
        const Actor *payment = sim.findActor("payment");
        QVERIFY(payment);
        sim.stateChange(payment->ref(), t.ids().literal("PAY-1"), t.names().intern("SETTLED"),
                        t.names().intern("TELEPORTED"));
        const auto i = checkedAgain(r, InvariantId::StatesDeclared);
        QVERIFY(i);
        QVERIFY2(!i->held, findingWords(i->finding).c_str());
        QCOMPARE(i->finding.kind, FindingKind::StateUndeclared);
        QVERIFY2(findingWords(i->finding).find("payment wrote the state \"TELEPORTED\"") != std::string::npos,
                 findingWords(i->finding).c_str());
    }

    void onlyWhatUndoesAnEffectIsACompensationOnTheTimeline()
    {
        // A saga rejected before any money moved takes the failure path but undoes
        // nothing: the timeline outlines only the refunds' sagas (the orchestrated ones
        // whose shipping failed after the debit), and those end FAILED.
        const RunResult r = run("saga-orchestrated-vs-choreographed");
        QVERIFY(r.record->sagas);
        int rejected = 0, refunded = 0, failurePath = 0;
        for (const SagaInstance &s : r.record->sagas->instances) {
            const bool undoes = std::any_of(s.history.begin(), s.history.end(), [](const auto &h) { return h.undoes; });
            if (s.state == "REJECTED") {
                ++rejected;
                QVERIFY2(!undoes, s.id.c_str());
                failurePath +=
                    std::any_of(s.history.begin(), s.history.end(), [](const auto &h) { return h.compensation; });
            }
            if (undoes) {
                ++refunded;
                QVERIFY2(s.compensationEffects > 0 && s.state == "FAILED", s.id.c_str());
            }
        }
        QCOMPARE(rejected, 32);   // 16 in each design
        QVERIFY(failurePath > 0); // marked as the failure path by its handler: the old outline
        QVERIFY(refunded > 0);
    }

    void duplicatesDeliveredCountsEveryRepeat()
    {
        // Every delivery of a message to a participant that already had it, counted from
        // the trace here independently of the report.
        const RunResult r = run("inbox-dedup-exactly-once-effect");
        const Trace &t = r.sim->trace();
        std::set<std::pair<uint64_t, ActorRef>> seen;
        int repeats = 0;
        for (size_t i = 0; i < t.size(); ++i)
            if (t[i].kind == EventKind::Deliver && !seen.insert({t[i].message.bits, t[i].actor}).second)
                ++repeats;
        QVERIFY(repeats > 0);
        QCOMPARE(metric(r, "inbox-dedup-exactly-once-effect", "sagas.duplicatesDelivered"), double(repeats));
    }

    void aCopyCommittedAfterThePurgeIsTheRetentionsDoing()
    {
        // The ledger's inbox keeps a row 200us, and the network's second copy of
        // payment.approved arrives 1 ms after the first: it looks before the first commits,
        // and commits after the purge took the first's row, so no row refuses it. That is
        // the retention's doing, and the inbox invariant says so instead of breaking.
        const char *name = "inbox-dedup-exactly-once-effect";
        const RunResult kept = run(name),
                        forgot = run(name, {R"(participants.ledger.purge={"every": "100us", "olderThan": "200us"})"});
        QCOMPARE(metric(kept, name, "sagas.effectsAppliedTwice"), 0.0);
        QVERIFY(metric(forgot, name, "sagas.effectsAppliedTwice") > 0);
        QCOMPARE(forgot.record->sagas->effectsAppliedTwiceByOneMessageAfterPurge,
                 forgot.record->sagas->effectsAppliedTwiceByOneMessage);
        // The notification's second email too: its event's causes lead back to the copy.
        QCOMPARE(forgot.record->sagas->effectsAppliedTwiceAfterPurge, forgot.record->sagas->effectsAppliedTwice);
        bool seen = false;
        for (const InvariantResult &i : forgot.record->invariants)
            if (i.id == InvariantId::NoEffectTwice) {
                seen = true;
                QVERIFY2(i.held, findingWords(i.finding).c_str());
                QVERIFY2(findingWords(i.finding).find("after a message came back once the purge") != std::string::npos,
                         findingWords(i.finding).c_str());
            }
        QVERIFY(seen);
        // A retention longer than the redelivery forgets nothing.
        const RunResult longer = run(name, {R"(participants.ledger.purge={"every": "100us", "olderThan": "1h"})"});
        QCOMPARE(metric(longer, name, "sagas.effectsAppliedTwice"), 0.0);
    }

    void publishThenCommitLeavesAnEventWithoutState()
    {
        const RunResult r = run("dual-write-loses-events", {"participants.payment.publish=publish-then-commit"});
        // PAY-1's event went out, its state was never committed, and the saga ran on anyway.
        const KeyValueStore *payments = r.sim->findStore("payment.payments");
        bool created = false;
        const Trace &t = r.sim->trace();
        for (size_t i = 0; i < t.size(); ++i)
            if (t[i].kind == EventKind::StateChange && t.ids().format(t[i].reference()) == "PAY-1" &&
                t.names().text(t[i].word()) == "CREATED")
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
            if (t[i].kind == EventKind::StorePut && t.stores()[t[i].peer].name == "payment.payments" &&
                t.ids().format(t[i].reference()) == "PAY-1" && t.actorName(t[i].actor) == "payment") {
                // Only the ghost row the settled event writes later, never a CREATED from the crashed job.
                const Field *state = t.records().find(t[i].recordRef(), t.names().find("state"));
                QVERIFY(t.names().text(Sym(state->value.raw)) != "CREATED");
            }
    }

    void theInboxKeyRollsBackAConcurrentDuplicate()
    {
        const RunResult r = run("inbox-dedup-exactly-once-effect");
        QCOMPARE(count(r, EventKind::Log, "ledger", "duplicate: the inbox key rolled the transaction back") +
                     count(r, EventKind::Log, "ledger", "already processed: skipped"),
                 1);
        QCOMPARE(balance(r, "alice"), int64_t(3500));
    }

    void anOrchestratorCrashAfterAnyWriteResumesItsSaga_data()
    {
        QTest::addColumn<QString>("after");
        QTest::addColumn<QString>("end");
        auto state = [](const char *s) {
            return QStringLiteral(R"({"event": "state.change", "detail": "%1"})").arg(QLatin1String(s));
        };
        auto put = [](int n) { return QStringLiteral(R"({"event": "store.put", "occurrence": %1})").arg(n); };
        QTest::newRow("after CREATED") << state("CREATED") << "DONE";
        QTest::newRow("after DEBITED") << state("DEBITED") << "DONE";
        QTest::newRow("after COMPENSATING") << state("COMPENSATING") << "FAILED";
        // A row and its state change are one write: a crash pinned between them waits.
        QTest::newRow("after the DONE row") << put(3) << "DONE";
        QTest::newRow("after the FAILED row") << put(4) << "FAILED";
    }
    void anOrchestratorCrashAfterAnyWriteResumesItsSaga()
    {
        // The orchestrator dies right after writing a saga's state, before sending the
        // command that state calls for. The command is part of the row, so the restart
        // sends it; before, the saga stayed where it was, alice's debit never refunded.
        QFETCH(QString, after);
        QFETCH(QString, end);
        const bool shippingFails = end == "FAILED";
        QString text = QStringLiteral(R"({"name": "orch-crash", "network": {"latency": "2ms"},
            "participants": [
              {"name": "orch", "kind": "saga-orchestrator", "successState": "DONE",
               "steps": [{"call": "ledger", "command": "ledger.transfer", "okState": "DEBITED", "failState": "FAILED", "compensate": "ledger.refund"},
                         {"call": "shipping", "command": "shipping.book", "failState": "FAILED"}],
               "start": [{"at": "0ms", "body": {"amount": 700, "from": "alice", "to": "shop"}}]},
              {"name": "ledger", "kind": "saga-service", "table": "transfers", "inbox": true, "accounts": {"alice": 1000, "shop": 0},
               "handlers": [{"on": "ledger.transfer", "rules": [{"transfer": true, "state": "DEBITED", "reply": "ok"}, {"state": "NOFUNDS", "reply": "failed"}]},
                            {"on": "ledger.refund", "rules": [{"refund": true, "state": "REFUNDED", "reply": "ok", "compensation": true}]}]},
              {"name": "shipping", "kind": "saga-service", "table": "bookings", "inbox": true,
               "handlers": [{"on": "shipping.book", "state": "BOOKED", "reply": "SHIPPING"}]}],
            "faults": [{"crash": "orch", "after": AFTER, "restartAfter": "10ms"}],
            "saga": {"owner": "orch", "final": ["DONE", "FAILED"]}})");
        text.replace(QStringLiteral("SHIPPING"), shippingFails ? QStringLiteral("failed") : QStringLiteral("ok"));
        text.replace(QStringLiteral("AFTER"), after);
        const RunResult r = runText(text.toStdString());
        QCOMPARE(count(r, EventKind::Crash, "orch"), 1);
        QCOMPARE(count(r, EventKind::StateChange, "orch", end.toStdString()), 1);
        QCOMPARE(balance(r, "alice"), int64_t(shippingFails ? 1000 : 300));
        verifyInvariants(r);
    }

    void aRefundThePayeeCannotCoverFailsInsteadOfOverdrawing()
    {
        // orch-1 pays shop 700; orch-2 moves shop's 700 on to bob; orch-1's shipping
        // fails and its refund would take 700 from shop, which has 0. A refund is a
        // guarded update too: it fails, and the saga says its compensation failed.
        const char *text = R"({"name": "refund-overdraft", "network": {"latency": "2ms"},
            "participants": [
              {"name": "orch", "kind": "saga-orchestrator", "successState": "DONE",
               "steps": [{"call": "ledger", "command": "ledger.transfer", "okState": "DEBITED", "failState": "FAILED", "compensate": "ledger.refund"},
                         {"call": "shipping", "command": "shipping.book", "failState": "FAILED"}],
               "start": [{"at": "0ms", "body": {"amount": 700, "from": "alice", "to": "shop"}},
                         {"at": "6ms", "body": {"amount": 700, "from": "shop", "to": "bob"}}]},
              {"name": "ledger", "kind": "saga-service", "table": "transfers", "inbox": true,
               "accounts": {"alice": 1000, "shop": 0, "bob": 0},
               "handlers": [{"on": "ledger.transfer", "rules": [{"transfer": true, "state": "DEBITED", "reply": "ok"}, {"state": "NOFUNDS", "reply": "failed"}]},
                            {"on": "ledger.refund", "rules": [{"refund": true, "state": "REFUNDED", "reply": "ok", "compensation": true}, {"reply": "failed"}]}]},
              {"name": "shipping", "kind": "saga-service", "table": "bookings", "handleTime": "6ms",
               "handlers": [{"on": "shipping.book", "state": "NOSLOT", "reply": "failed"}]}],
            "saga": {"owner": "orch", "final": ["DONE", "FAILED"]}})";
        const RunResult r = runText(text);
        verifyInvariants(r); // no account overdrawn
        // orch-2 failed its shipping too and took its 700 back from bob: shop has it again,
        // but alice's 700 is not refunded (no money was made or lost).
        QCOMPARE(balance(r, "alice"), int64_t(300));
        QCOMPARE(balance(r, "shop"), int64_t(700));
        QCOMPARE(balance(r, "bob"), int64_t(0));
        QCOMPARE(count(r, EventKind::Log, "orch", "a compensation failed"), 1);
        QCOMPARE(r.record->sagas->compensationFailed, size_t(1));
        // Without that fallback rule nothing answers the refund; the ledger says why.
        std::string bare(text);
        const std::string fallback = R"(, {"reply": "failed"})";
        bare.erase(bare.find(fallback), fallback.size());
        const RunResult silent = runText(bare);
        verifyInvariants(silent);
        QCOMPARE(count(silent, EventKind::Log, "ledger", "no rule of its handler held: nothing done, no reply"), 1);
    }

    void aLateConfirmationStillMarksTheRow_data()
    {
        QTest::addColumn<QString>("second");
        QTest::newRow("one relay") << QString();
        // Two relays taking turns: each late confirmation finds the row locked by the other.
        QTest::newRow("two relays") << QStringLiteral(
            R"({"name": "relay-b", "kind": "relay", "outboxOf": "payment", "pollEvery": "4ms", "confirmTimeout": "3ms"},)");
    }
    void aLateConfirmationStillMarksTheRow()
    {
        QFETCH(QString, second);
        // Every confirmation comes back after confirmTimeout (10 ms round trip, 3 ms
        // timeout). A relay that ignored late ones republished the row at every poll,
        // and the run never ended; marked when its confirmation comes, it goes out twice.
        QString text = QStringLiteral(R"({"name": "relay-late-confirm", "network": {"latency": "5ms"},
            "participants": [
              {"name": "broker", "kind": "broker", "defaultPartitions": 1},
              {"name": "payment", "kind": "saga-service", "broker": "broker", "table": "payments", "inbox": true,
               "creates": {"state": "CREATED", "emit": "payment.received.v1", "idPrefix": "PAY-"},
               "start": [{"at": "0ms", "body": {"amount": 100}}]},
              {"name": "payment-relay", "kind": "relay", "outboxOf": "payment", "pollEvery": "5ms", "confirmTimeout": "3ms"}, SECOND
              {"name": "fraud", "kind": "saga-service", "broker": "broker", "table": "decisions", "inbox": true,
               "handlers": [{"on": "payment.received.v1", "state": "SEEN"}]}]})");
        text.replace(QStringLiteral("SECOND"), second);
        const RunResult r = runText(text.toStdString());
        QVERIFY(!r.record->stopReason);
        QVERIFY(r.sim->trace().size() < 200);
        const Trace &t = r.sim->trace();
        int delivered = 0;
        for (size_t i = 0; i < t.size(); ++i)
            delivered += t[i].kind == EventKind::Deliver && t.actorName(t[i].actor) == "fraud";
        QVERIFY2(delivered >= 1 && delivered <= 3, qPrintable(QString::number(delivered)));
        QCOMPARE(count(r, EventKind::StateChange, "fraud", "SEEN"), 1); // the inbox takes the copy
        verifyInvariants(r);
    }

    void twoEventsAboutOneEntityAreNotAnInboxBreach()
    {
        // A projection applies two different events to one account; a lost ack brings the
        // first back, and the inbox skips it. Nothing was applied twice by one message.
        const char *text = R"({"name": "projection", "network": {"latency": "1ms"},
            "participants": [
              {"name": "broker", "kind": "broker", "defaultPartitions": 1, "ackTimeout": "20ms"},
              {"name": "producer", "kind": "producer", "to": "broker", "messages": [
                {"at": "0ms", "type": "acct", "headers": {"key": "A"}, "body": {"account": "A", "seq": 1}},
                {"at": "1ms", "type": "acct", "headers": {"key": "A"}, "body": {"account": "A", "seq": 2}}]},
              {"name": "proj", "kind": "saga-service", "broker": "broker", "table": "balances", "entityField": "account",
               "inbox": true, "handlers": [{"on": "acct", "state": "APPLIED", "effect": "applied"}]}],
            "faults": [{"drop": {"type": "broker.ack", "occurrence": 1}}],
            "saga": {"owner": "proj", "final": ["APPLIED"]}})";
        const RunResult r = runText(text);
        QCOMPARE(count(r, EventKind::Log, "proj", "already processed: skipped"), 1);
        QCOMPARE(r.record->sagas->effectsAppliedTwice, int64_t(1)); // the metric's naming counts the second event
        verifyInvariants(r);                                        // the inbox's promise held
    }

    void workersOfOneApplicationNumberTheirEntitiesFromOneSequence()
    {
        // Two workers behind one router, one shared table: each counting its own made two
        // PAY-1s, the second written over the first.
        const RunResult r = run("http-idempotency-key", {"participants.payment.workers=2"});
        const Trace &t = r.sim->trace();
        std::set<std::string> created;
        int puts = 0;
        for (size_t i = 0; i < t.size(); ++i)
            if (t[i].kind == EventKind::StateChange && t.names().text(t[i].word()) == "CREATED") {
                ++puts;
                created.insert(t.ids().format(t[i].reference()));
            }
        QCOMPARE(puts, 3);
        QCOMPARE(created.size(), size_t(3));
    }

    void anIdempotencyKeyIsWrittenOnlyWithItsEntity_data()
    {
        QTest::addColumn<QJsonObject>("crash");
        // While it works on the first POST: a key written on arrival would outlive the
        // crash and answer every resend "already created", with no payment anywhere.
        QTest::newRow("mid-work") << QJsonObject{{"at", "20ms"}, {"crash", "payment"}, {"restartAfter", "5ms"}};
        // Right after the payment's row, before the key's: one transaction, so the crash
        // waits for both (split, the resend made a second payment for the same key).
        QTest::newRow("between its writes")
            << QJsonObject{{"crash", "payment"},
                           {"after", QJsonObject{{"event", "store.put"}, {"occurrence", 1}}},
                           {"restartAfter", "1ms"}};
    }
    void anIdempotencyKeyIsWrittenOnlyWithItsEntity()
    {
        QFETCH(QJsonObject, crash);
        QJsonObject o = lesson("http-idempotency-key");
        QJsonArray participants = o["participants"].toArray();
        participants.removeAt(1); // legacy-shop
        QJsonObject shop = participants[0].toObject();
        shop["retries"] = 3;
        participants[0] = shop;
        o["participants"] = participants;
        o.remove("narrative");
        o.remove("expectations");
        o["faults"] = QJsonArray{crash};
        const RunResult r = runText(text(o));
        const Trace &t = r.sim->trace();
        int payments = 0, created = 0, already = 0;
        bool keyCommitted = false;
        for (size_t i = 0; i < t.size(); ++i) {
            const TraceEvent e = t[i];
            if (e.kind == EventKind::StorePut && t.stores()[e.peer].name == "payment.payments")
                ++payments;
            if (e.kind == EventKind::StorePut && t.stores()[e.peer].name == "payment.idempotency") {
                QVERIFY2(payments > 0, "a key committed before any payment");
                keyCommitted = true;
            }
            if (e.kind == EventKind::Send && t.names().text(e.word()) == "response") {
                const Field *status = t.records().find(e.recordRef(), t.names().find("status"));
                created += status->value.raw == 201;
                if (status->value.raw == 200) {
                    ++already;
                    QVERIFY2(keyCommitted, "answered 'already created' before anything was");
                }
            }
        }
        QCOMPARE(payments, 1);
        // Created once; the client hears it as 201, or, when the crash took the 201 with
        // it, as 200 "already created" to a resend.
        QVERIFY(created <= 1 && created + already >= 1);
        // Each "already created" came from a committed key: found on arrival, or at the
        // resend's own commit (then rolled back).
        QVERIFY(count(r, EventKind::Log, "payment", "duplicate: the idempotency key rolled the transaction back") <=
                already);
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
        const RunResult lost =
            run("outbox-relay-at-least-once", {"participants.payment-relay.order=mark-then-publish"});
        QCOMPARE(metric(lost, "outbox-relay-at-least-once", "sagas.notFinal"), 1.0);
    }

    void aLostPublishIsRepublishedWhileAnotherRelayWaits()
    {
        // relay/1's publish is lost and its batch waits out the confirmation (100 ms);
        // relay/2 finds every row locked at each poll meanwhile. Counted as fruitless
        // retries, its 20 polls ended the run before the row was unlocked: the saga
        // stayed where it began.
        const RunResult r =
            run("outbox-relay-at-least-once",
                {"participants.payment-relay.crashBetween=0", "participants.payment-relay.workers=2",
                 "faults=[{\"drop\": {\"type\": \"payment.received.v1\", \"from\": \"payment-relay\"}}]"});
        QCOMPARE(count(r, EventKind::Drop, "payment-relay/1"), 1);
        QCOMPARE(metric(r, "outbox-relay-at-least-once", "sagas.notFinal"), 0.0);
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
        const RunResult r = run("saga-payment-happy-path",
                                {"faults=[{\"at\": \"9.5ms\", \"crash\": \"fraud\", \"restartAfter\": \"5ms\"}]"});
        const Trace &t = r.sim->trace();
        int redelivered = 0;
        for (size_t i = 0; i < t.size(); ++i)
            if (t[i].kind == EventKind::Deliver && t.actorName(t[i].actor) == "fraud" && t[i].attempt == 2)
                ++redelivered;
        QCOMPARE(redelivered, 1);
        QCOMPARE(metric(r, "saga-payment-happy-path", "sagas.notFinal"), 0.0);
    }

    void purgeKeepsTheOutboxAndInboxBounded()
    {
        // The purge removes rows older than its retention (1s, every 500ms) while the run
        // goes on; it does not keep a finished run alive to empty the tables.
        const RunResult r = run("saga-payment-1000");
        const SimTime window = SimTime::fromMillis(1000 + 500);
        for (const char *store : {"payment.outbox", "fraud.inbox", "ledger.outbox", "notification.inbox"})
            r.sim->findStore(store)->entries().forEach(
                [&](Id, const StoreEntry &e) { QVERIFY2(e.putAt + window >= r.sim->endTime(), store); });
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
            if (t[i].kind != EventKind::Send || t.names().text(t[i].word()) != "ledger.refund")
                continue;
            bool shippingFailed = false;
            for (size_t j = 0; j < i; ++j)
                if (t[j].kind == EventKind::Deliver && t.names().text(t[j].word()) == "shipping.reserve.reply" &&
                    t[j].correlation == t[i].correlation)
                    shippingFailed = true;
            QVERIFY(shippingFailed);
        }
        QVERIFY(count(r, EventKind::Effect, "ledger-o", "refunded") >= 1);
    }

    void anApplicationsTableIsOneStoreForAllItsWorkers()
    {
        // Two workers of the orchestrator and of a service share their database tables.
        const RunResult r =
            run("saga-orchestrated-vs-choreographed", {"/participants/8/workers=2", "/participants/1/workers=2"});
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
        const QJsonObject summary = QJsonDocument::fromJson(QByteArray::fromStdString(summaryJson(*r.record))).object();
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

    void sagaServicesWithWorkersShareOneDatabase_data()
    {
        QTest::addColumn<QString>("set");
        QTest::newRow("fraud with 2 workers") << "participants.fraud.workers=2";
        QTest::newRow("ledger with 3 workers") << "participants.ledger.workers=3";
        QTest::newRow("relay with 2 workers") << "participants.payment-relay.workers=2";
    }
    void sagaServicesWithWorkersShareOneDatabase()
    {
        // The outbox lived in the first worker and the relay read only that one: 345 of
        // 1000 sagas never ended, and the purge job kept the run going for ever.
        QFETCH(QString, set);
        const RunResult r = run("saga-payment-1000", {set.toStdString()});
        QVERIFY(!r.record->stopReason);
        QCOMPARE(r.record->sagas->notFinal, int64_t(0));
        QCOMPARE(r.record->sagas->effectsAppliedTwice, int64_t(0));
        verifyInvariants(r);
    }

    void duplicatedRepliesDoNotMoveTheOrchestratorTwice()
    {
        // Matched by saga alone, a second copy of a reply skipped a step and wrote the
        // state ""; at 30% duplication the step index ran off its list (bad_alloc).
        QJsonObject d = lesson("saga-orchestrated-vs-choreographed");
        QJsonArray links;
        for (const char *from : {"fraud-o", "ledger-o", "shipping-o", "notification-o"})
            links.append(QJsonObject{{"from", from}, {"to", "orchestrator"}, {"duplicate", 0.3}});
        d["links"] = links;
        const RunResult r = runText(text(d));
        QCOMPARE(r.record->sagas->notFinal, int64_t(0));
        QVERIFY(count(r, EventKind::Log, "orchestrator", "duplicate or late reply: ignored") > 0);
        verifyInvariants(r); // among them: every state written is declared
    }

    void aCrashedBrokerSendsNothingAndRedeliversAfterItsRestart()
    {
        QJsonObject d = lesson("saga-payment-1000");
        d["faults"] = QJsonArray{QJsonObject{{"at", "700ms"}, {"crash", "broker"}, {"restartAfter", "150ms"}}};
        const RunResult r = runText(text(d));
        QCOMPARE(r.record->sagas->notFinal, int64_t(0));
        verifyInvariants(r);
        const Trace &t = r.sim->trace();
        for (size_t i = 0; i < t.size(); ++i)
            if (t[i].kind == EventKind::Send && t.actorName(t[i].actor) == "broker")
                QVERIFY2(t[i].time < SimTime::fromMillis(700) || t[i].time >= SimTime::fromMillis(850),
                         "the broker sent while it was down");
    }

    void theRelayMarksOnlyWhatTheBrokerConfirmed()
    {
        // A broker that never comes back: the relay's publishes are lost, so its row
        // stays unpublished (it used to be marked published anyway), the saga is stuck,
        // the summary says why, and the run still ends by itself.
        QJsonObject d = lesson("saga-payment-happy-path");
        d["faults"] = QJsonArray{QJsonObject{{"at", "1ms"}, {"crash", "broker"}}};
        const RunResult r = runText(text(d));
        QVERIFY(!r.record->stopReason);
        const Trace &t = r.sim->trace();
        const KeyValueStore *outbox = r.sim->findStore("payment.outbox");
        QCOMPARE(outbox->size(), size_t(1));
        outbox->entries().forEach([&](Id, const StoreEntry &e) {
            QCOMPARE(formatValue(t.records().find(e.value, t.names().find("published"))->value, t.names(), t.ids()),
                     std::string("false"));
        });
        QCOMPARE(r.record->sagas->notFinal, int64_t(1));
        const std::optional<Finding> &stuck = r.record->sagas->instances[0].stuck;
        QVERIFY(stuck && std::get<FindingList>(stuck->args[2]).items[0].kind == FindingKind::LastLostReceiverDown);
        QVERIFY2(findingWords(*stuck).find("receiver was down") != std::string::npos, findingWords(*stuck).c_str());
        QVERIFY(count(r, EventKind::Send, "payment-relay") <= 1 + Simulation::IdleRetryLimit);
    }

    void aDoubleDebitIsAnEffectTwiceWhateverMessageCarriedIt()
    {
        // Without fraud's inbox, fraud emits payment.approved twice, under two event IDs:
        // the ledger's own inbox cannot tell, and alice pays twice. Counting by message
        // ID saw nothing.
        const RunResult r = run("outbox-relay-at-least-once", {"participants.fraud.inbox=false"});
        QCOMPARE(balance(r, "alice"), int64_t(2000));
        QCOMPARE(r.record->sagas->effectsAppliedTwiceBy.at("ledger"), int64_t(1));
        QVERIFY(!r.passed());
    }

    void theOrchestratorCompensatesNewestFirst()
    {
        // Three steps, two of them compensable, and the last one fails: the ledger's
        // refund goes before the inventory's release (the reverse of the steps), each
        // only after the one before was answered, and the saga settles in the failed
        // step's failState. With shipping answering ok instead, nothing is compensated.
        QFile f(QStringLiteral(CORRSIM_SOURCE_DIR "/tests/data/saga-three-steps.json"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const std::string scenario = f.readAll().toStdString();
        const RunResult r = runText(scenario);
        const Trace &t = r.sim->trace();
        std::vector<std::string> commands;
        for (size_t i = 0; i < t.size(); ++i)
            if (t[i].kind == EventKind::Send && t.actorName(t[i].actor) == "orch")
                commands.push_back(t.names().text(t[i].word()));
        QCOMPARE(commands, (std::vector<std::string>{"inventory.reserve", "ledger.transfer", "shipping.book",
                                                     "ledger.refund", "inventory.release"}));
        QVERIFY(r.record->sagas);
        QCOMPARE(r.record->sagas->instances.size(), size_t(1));
        QCOMPARE(r.record->sagas->instances[0].state, std::string("FAILED"));
        QCOMPARE(r.record->sagas->instances[0].outcome, SagaOutcome::Compensated);

        std::string shipped = scenario;
        const std::string failing = R"({"on": "shipping.book", "state": "NOPE", "reply": "failed"})";
        QVERIFY(shipped.find(failing) != std::string::npos);
        shipped.replace(shipped.find(failing), failing.size(),
                        R"({"on": "shipping.book", "state": "BOOKED", "reply": "ok"})");
        const RunResult ok = runText(shipped);
        QCOMPARE(ok.record->sagas->instances[0].state, std::string("DONE"));
        QCOMPARE(ok.record->sagas->instances[0].outcome, SagaOutcome::Completed);
        QCOMPARE(count(ok, EventKind::Send, "orch", "ledger.refund") +
                     count(ok, EventKind::Send, "orch", "inventory.release"),
                 0);
    }

    void compensatedMeansACompensationRan()
    {
        // The choreographed failure paths move no money: nothing to undo.
        for (const char *name : {"saga-fraud-rejects-compensates", "saga-ledger-fails-compensates"}) {
            const RunResult r = run(name);
            QCOMPARE(r.record->sagas->compensated, int64_t(0));
            QCOMPARE(r.record->sagas->instances[0].outcome, SagaOutcome::RejectedBeforeEffect);
        }
        // The orchestrated one refunds after shipping fails: one compensated saga per refund.
        const RunResult r = run("saga-orchestrated-vs-choreographed");
        QCOMPARE(r.record->sagas->compensated, int64_t(count(r, EventKind::Effect, "ledger-o", "refunded")));
        for (const SagaInstance &s : r.record->sagas->instances)
            QCOMPARE(s.compensated, s.outcome == SagaOutcome::Compensated);
    }

    void bothDesignsGetTheSamePaymentsAndVerdicts()
    {
        for (uint64_t seed : {1, 2, 3, 4, 5}) {
            const RunResult r = run("saga-orchestrated-vs-choreographed", {}, seed);
            std::map<std::string, bool> rejectedPay, rejectedOrc;
            for (const SagaInstance &s : r.record->sagas->instances) {
                const bool rejected = s.state == "REJECTED";
                const std::string n = s.id.substr(s.id.find('-') + 1);
                (s.owner == "payment" ? rejectedPay : rejectedOrc)[n] = rejected;
            }
            QCOMPARE(rejectedPay.size(), size_t(40));
            QCOMPARE(rejectedPay, rejectedOrc);
        }
        // Same amounts and accounts, arriving at the same times (the choreographed payment
        // is created one commit, 1 ms, after it arrives; the coordinator's at once).
        const RunResult r = run("saga-orchestrated-vs-choreographed");
        const Trace &t = r.sim->trace();
        std::map<std::string, std::pair<std::string, int64_t>> created;
        std::set<int64_t> lag;
        for (size_t i = 0; i < t.size(); ++i)
            if (t[i].kind == EventKind::StateChange && t.names().text(t[i].word()) == "CREATED") {
                const std::string id = t.ids().format(t[i].reference());
                const RecordRef row =
                    r.sim->findStore(id.starts_with("PAY") ? "payment.payments" : "orchestrator.sagas")
                        ->entries()
                        .find(t[i].reference())
                        ->value;
                std::string fields;
                for (const char *f : {"amount", "from", "to"})
                    fields += " " + formatValue(t.records().find(row, t.names().find(f))->value, t.names(), t.ids());
                const std::string n = id.substr(id.find('-') + 1);
                if (created.count(n)) {
                    QCOMPARE(fields, created[n].first);
                    lag.insert(std::abs(t[i].time.micros() - created[n].second));
                }
                created[n] = {fields, t[i].time.micros()};
            }
        QCOMPARE(lag, std::set<int64_t>{1000});
    }

    void housekeepingNeverKeepsAFinishedRunAlive()
    {
        // A purge every millisecond on every service: the run still ends where the saga does.
        QJsonObject d = lesson("saga-payment-happy-path");
        QJsonArray ps = d["participants"].toArray();
        for (int i = 0; i < ps.size(); ++i) {
            QJsonObject p = ps[i].toObject();
            if (p["kind"].toString() == QLatin1String("saga-service"))
                p["purge"] = QJsonObject{{"every", "1ms"}, {"olderThan", "1h"}};
            ps[i] = p;
        }
        d["participants"] = ps;
        const RunResult base = run("saga-payment-happy-path"), r = runText(text(d));
        QVERIFY(!r.record->stopReason);
        QVERIFY2(r.sim->endTime() <= base.sim->endTime() + SimTime::fromMillis(5),
                 formatDuration(r.sim->endTime()).c_str());
    }

    void misspeltStatesAreLoadErrors_data()
    {
        QTest::addColumn<QString>("set");
        QTest::addColumn<QString>("path");
        QTest::newRow("metric") << "/expectations/0/metric=sagas.final.SETLED"
                                << "/expectations/0/metric";
        QTest::newRow("state.change filter")
            << R"(/expectations/0={"count": {"kind": "state.change", "actor": "payment", "detail": "SETLED"}, "equals": 1})"
            << "/expectations/0/count/detail";
        QTest::newRow("saga final state") << "/saga/final/2=FAILD"
                                          << "/saga/final/2";
    }
    void misspeltStatesAreLoadErrors()
    {
        QFETCH(QString, set);
        QFETCH(QString, path);
        const EmbeddedFile *f = findBuiltinScenario("saga-payment-happy-path");
        Scenario s = Scenario::parse(f->text, "s.json");
        try {
            s.set(ParameterEdit::parse(set.toStdString()).value());
            QFAIL("a state nobody writes was accepted");
        } catch (const ScenarioError &e) {
            QCOMPARE(QString::fromStdString(e.jsonPath()), path);
        }
    }

    void idempotencyKeyStopsTheSecondPayment()
    {
        const RunResult r = run("http-idempotency-key", {"participants.payment.http.idempotency=false"});
        QCOMPARE(r.sim->findStore("payment.payments")->size(), size_t(4)); // both resends created one
    }
};

QTEST_APPLESS_MAIN(TestSaga)
#include "tst_saga.moc"
