#include "builtinscenarios.h"
#include "cli.h"
#include "explore/explore.h"
#include "explore/explorereport.h"
#include "explore/lessonplan.h"
#include "explorejob.h"
#include "golden.h"
#include "run/run.h"
#include "scenario/scenario.h"
#include "trace/findingwords.h"

#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <functional>
#include <map>
#include <set>
#include <sstream>

using namespace corrsim;

// Explore: every schedule up to a bound of faults, each an ordinary run. Each race the
// lessons script is found from the lesson without its scripted fault, and its fix is
// clean within the same bound; the counterexample repeats with `corrsim run`.

namespace {

Scenario lesson(const char *name, std::initializer_list<const char *> sets = {}, const char *variant = nullptr)
{
    const EmbeddedFile *f = findBuiltinScenario(name);
    Scenario s = Scenario::parse(f->text, std::string(f->fileName));
    if (variant)
        s = s.withVariant(variant);
    for (const char *set : sets)
        s.set(ParameterEdit::parse(set).value());
    return s;
}

ExplorePlan planFor(const char *check, uint32_t maxFaults, unsigned jobs = 2)
{
    ExplorePlan plan;
    plan.bound.maxFaults = maxFaults;
    plan.jobs = jobs;
    plan.checks = {findExploreCheck(check)};
    return plan;
}

/// The counterexample's pins, run again: the check must break there too.
bool counterexampleRepeats(const Scenario &scenario, const ExploreResult &r, const char *check)
{
    Scenario again = scenario;
    for (const PinnedFault &p : r.counterexample->pins)
        again.addFault(p.json()); // as the printed --fault text
    return findExploreCheck(check)->verdict(*runScenario(again).record).broken();
}

} // namespace

class TestExplore : public QObject
{
    Q_OBJECT

private slots:
    void anExplorationOffTheWindowAnswersAsTheModelDoes()
    {
        // The Explore window's job, without a window: off the GUI thread, counted as it
        // goes, the same answer as the model's explore(); stopped, it says so.
        const Scenario s = lesson("claim-which-fault-breaks-it");
        const ExplorePlan plan = lessonExplorePlan(s); // what its question asks
        ExploreJob job;
        QSignalSpy ended(&job, &BackgroundJob::finished);
        QSignalSpy counted(&job, &BackgroundJob::progressed);
        job.explore(s, plan);
        QVERIFY(job.running());
        QVERIFY(ended.wait(120000));
        QCOMPARE(job.ending(), BackgroundJob::Ending::Done);
        const ExploreResult direct = explore(s, plan);
        const ExploreResult &r = job.result()->result;
        QVERIFY(direct.violated());
        QCOMPARE(r.violated(), direct.violated());
        QCOMPARE(r.schedules(), direct.schedules());
        QCOMPARE(r.counterexampleFaults, direct.counterexampleFaults);
        QCOMPARE(job.result()->counterexample.size(), r.counterexample->pins.size()); // each fault's facts
        QVERIFY(!counted.isEmpty() && counted.last().at(0).toULongLong() <= r.schedules());

        job.explore(lesson("eip-assume-order-breaks"), planFor("invariants", 4)); // thousands of schedules
        job.stop();
        QVERIFY(ended.wait(120000));
        QVERIFY(job.stopRequested());
        // Stopped, it still answers with what it explored, and says it is not the whole bound.
        QCOMPARE(job.ending(), BackgroundJob::Ending::Done);
        QVERIFY(!job.result()->result.exhaustive);
    }

    void theCounterexampleShownIsTheOneTheRuleNames()
    {
        // Several schedules of one fault break the check: a reorder of R-1, sent first,
        // and a crash of the shop right after that send (back 0.2 ms later, its queue of
        // requests lost). docs/explore.md: the fewest reorders first, then the first made.
        // So the crash is shown, though the reorder of the earlier send is met first.
        const Scenario s = Scenario::parse(R"({"name": "assume-order-two", "network": {"latency": "1ms"},
            "participants": [
              {"name": "shop", "kind": "requester", "to": "stock", "mode": "assume-order",
               "requests": [{"at": "0ms", "id": "R-1"}, {"at": "500us", "id": "R-2"}]},
              {"name": "stock", "kind": "replier", "processing": "5ms"}]})",
                                           "assume-order-two.json");
        ExplorePlan plan = planFor("replies-matched-by-correlation", 1);
        plan.restartAfter = SimTime::fromMicros(200);
        plan.bound.faults = faultBit(ExploreFault::Reorder);
        const ExploreResult reorders = explore(s, plan);
        QVERIFY2(reorders.violated(), "a reorder alone must break it too, or the rule is not tested");
        QCOMPARE(reorders.counterexample->reorders(), size_t(1));
        plan.bound.faults |= faultBit(ExploreFault::Crash);
        const ExploreResult both = explore(s, plan);
        QVERIFY(both.violated());
        QCOMPARE(both.counterexample->reorders(), size_t(0));
        QCOMPARE(both.counterexample->pins.size(), size_t(1));
        QCOMPARE(both.counterexample->pins.front().kind, PinnedFault::Kind::CrashAfter);
        QVERIFY(counterexampleRepeats(s, both, "replies-matched-by-correlation"));
    }

    void eachScriptedRaceIsFoundAndItsFixIsClean_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QStringList>("broken"); // --set for the design that breaks
        QTest::addColumn<QStringList>("fixed");  // and for its fix
        QTest::addColumn<QString>("check");
        QTest::addColumn<int>("maxFaults");
        QTest::addColumn<int>("shortest");  // faults in the shortest counterexample
        QTest::addColumn<QString>("fault"); // the kind of its last pin, as its JSON starts
        const QString copies = QStringLiteral("participants.provider.script.0.copies=1");
        QTest::newRow("payment-claim-race") << "payment-claim-race" << QStringList{copies}
                                            << QStringList{copies, QStringLiteral("participants.orders.claim=atomic")}
                                            << "one-update-per-callback" << 2 << 1 << "{\"duplicate\"";
        const QString noCrash = QStringLiteral("participants.payment-relay.crashBetween=0");
        QTest::newRow("outbox-relay-at-least-once")
            << "outbox-relay-at-least-once" << QStringList{noCrash, QStringLiteral("participants.fraud.inbox=false")}
            << QStringList{noCrash} << "no-effect-twice" << 2 << 1 << "{\"duplicate\"";
        const QString noWindowCrash = QStringLiteral("participants.payment.crashInWindow=0");
        QTest::newRow("dual-write-loses-events")
            << "dual-write-loses-events" << QStringList{noWindowCrash}
            << QStringList{noWindowCrash, QStringLiteral("participants.payment.publish=outbox")} << "every-saga-final"
            << 1 << 1 << "{\"after\"";
        QTest::newRow("outbox-mark-before-publish-loses")
            << "outbox-mark-before-publish-loses" << QStringList{noCrash}
            << QStringList{noCrash, QStringLiteral("participants.payment-relay.order=publish-then-mark")}
            << "every-saga-final" << 2 << 1 << "{\"after\"";
        const QString noTimedCrash = QStringLiteral("faults=[]");
        QTest::newRow("payment-restart-loses-pending")
            << "payment-restart-loses-pending" << QStringList{noTimedCrash}
            << QStringList{noTimedCrash, QStringLiteral("participants.orders.pendingStore.persistent=true")}
            << "no-lost-pending" << 2 << 1 << "{\"after\"";
        QTest::newRow("payment-replicas-unshared-store")
            << "payment-replicas-unshared-store" << QStringList{}
            << QStringList{QStringLiteral("participants.orders-local.pendingStore.shared=true")} << "no-lost-pending"
            << 1 << 0 << "";
        // Its variant same-order-twice: two requests for ORD-7 in flight at once.
        QTest::newRow("eip-id-strategies")
            << "eip-id-strategies"
            << QStringList{QStringLiteral("participants.by-business-id.requests.1.businessKey=ORD-7")} << QStringList{}
            << "no-lost-pending" << 1 << 0 << "";
        QTest::newRow("inbox-dedup-exactly-once-effect")
            << "inbox-dedup-exactly-once-effect" << QStringList{QStringLiteral("participants.ledger.inbox=false")}
            << QStringList{} << "no-effect-twice" << 1 << 0 << "";
    }
    void eachScriptedRaceIsFoundAndItsFixIsClean()
    {
        QFETCH(QString, name);
        QFETCH(QStringList, broken);
        QFETCH(QStringList, fixed);
        QFETCH(QString, check);
        QFETCH(int, maxFaults);
        QFETCH(int, shortest);
        QFETCH(QString, fault);
        const std::string checkName = check.toStdString();
        auto scenario = [&](const QStringList &sets) {
            Scenario s = lesson(name.toUtf8().constData());
            for (const QString &set : sets)
                s.set(ParameterEdit::parse(set.toStdString()).value());
            return s;
        };

        const Scenario breaks = scenario(broken);
        const ExploreResult found = explore(breaks, planFor(checkName.c_str(), uint32_t(maxFaults)));
        QVERIFY2(found.violated(), "explore found nothing");
        QCOMPARE(found.brokenCheck, checkName);
        QCOMPARE(int(found.counterexample->faults()), shortest);
        // Each outcome is an end state and what it breaks: their counts add up to the
        // violations.
        uint64_t breaking = 0;
        for (const ExploreResult::Outcome &o : found.outcomes)
            breaking += std::find(o.broken.begin(), o.broken.end(), checkName) != o.broken.end() ? o.schedules() : 0;
        QCOMPARE(breaking, found.violations(0));
        if (shortest > 0) {
            QVERIFY2(QString::fromStdString(found.counterexample->pins.back().json()).startsWith(fault),
                     found.counterexample->pins.back().json().c_str());
            QVERIFY(counterexampleRepeats(breaks, found, checkName.c_str()));
            // The nearest passing schedule passes: one fault short of the counterexample.
            QVERIFY(found.passing);
            QVERIFY(findExploreCheck(checkName)->verdict(*found.passing).held());
            QVERIFY(!found.divergence.empty());
        }

        const ExploreResult clean = explore(scenario(fixed), planFor(checkName.c_str(), uint32_t(maxFaults)));
        QVERIFY2(!clean.violated(), findingWords(clean.brokenFinding.value_or(Finding{})).c_str());
        QVERIFY(clean.exhaustive);
        QCOMPARE(clean.levels.size(), size_t(maxFaults + 1));
        QCOMPARE(clean.stoppedEarly(), uint64_t(0));
    }

    void expectationsAreJudgedWhenTheyAreChecked()
    {
        // Runs skip the scenario's expectations unless they are a check; when they are,
        // one fault breaks the race's scripted outcome.
        const Scenario race = lesson("payment-claim-race");
        const ExploreResult byExpectations = explore(race, planFor("expectations", 1));
        QVERIFY2(byExpectations.violated(), "no schedule broke the lesson's expectations");
        QCOMPARE(int(byExpectations.counterexample->faults()), 1);
        QVERIFY(counterexampleRepeats(race, byExpectations, "expectations"));
        // The counterexample and its nearest passing schedule are shown as `corrsim run`
        // makes them, expectations judged, whatever was checked.
        const Scenario twice = lesson("outbox-relay-at-least-once",
                                      {"participants.payment-relay.crashBetween=0", "participants.fraud.inbox=false"});
        const ExploreResult byEffects = explore(twice, planFor("no-effect-twice", 1));
        QVERIFY(byEffects.violated());
        QVERIFY(!byEffects.failing->expectations.empty());
        QVERIFY(!byEffects.passing->expectations.empty());
    }

    void theResultIsTheSameWithAnyNumberOfThreadsOrShards_data()
    {
        QTest::addColumn<QStringList>("sets");
        QTest::addColumn<QString>("check");
        QTest::addColumn<int>("maxFaults");
        const QString noCrash = QStringLiteral("participants.payment-relay.crashBetween=0");
        QTest::newRow("a violation at two faults")
            << QStringList{noCrash, QStringLiteral("participants.fraud.inbox=false")} << "no-effect-twice" << 2;
        QTest::newRow("clean at two faults") << QStringList{noCrash} << "no-effect-twice" << 2;
        // No lesson breaks at two faults and not at one within a test's time, so a
        // check made here does: every shard finds its own two-fault violations.
        QTest::newRow("a violation at two faults, in each shard its own") << QStringList{noCrash} << "two-copies" << 2;
        // Three faults: schedules not run because they start as one of their level or one
        // with fewer faults did (pruning decides within each root, as shards split them).
        QTest::newRow("clean at three faults, some not run") << QStringList{noCrash} << "no-effect-twice" << 3;
    }
    void theResultIsTheSameWithAnyNumberOfThreadsOrShards()
    {
        QFETCH(QStringList, sets);
        QFETCH(QString, check);
        QFETCH(int, maxFaults);
        Scenario s = lesson("outbox-relay-at-least-once");
        for (const QString &set : sets)
            s.set(ParameterEdit::parse(set.toStdString()).value());
        const std::string name = check.toStdString();
        const ExploreCheck twoCopies{
            "two-copies", "no run has two pinned copies", [](const RunRecord &r) {
                size_t copies = 0;
                for (size_t i = 0; i < r.trace().size(); ++i)
                    copies += r.trace()[i].kind == EventKind::Duplicate && (r.trace()[i].flags & FlagPinned);
                return copies < 2 ? CheckVerdict{} : CheckVerdict::brokenBy({}); // the verdict alone counts here
            }};
        auto planOf = [&](unsigned jobs) {
            ExplorePlan plan = planFor(name.c_str(), uint32_t(maxFaults), jobs);
            if (name == "two-copies")
                plan.checks = {&twoCopies};
            // Crashes after any event are most of the schedules; messages faults are
            // enough to split and join (and keep this test at a few seconds).
            plan.bound.faults = uint8_t(AllExploreFaults & ~faultBit(ExploreFault::Crash));
            return plan;
        };
        const ExploreResult one = explore(s, planOf(1));
        QCOMPARE(one.fewerFaultsSkipped() > 0, maxFaults >= 3);
        if (name == "two-copies")
            QCOMPARE(one.counterexample->faults(), size_t(2));
        const std::string whole = exploreJson(one, "x");
        QCOMPARE(exploreJson(explore(s, planOf(3)), "x"), whole);
        for (uint32_t shards : {2u, 5u}) {
            std::vector<ExploreResult> parts;
            for (uint32_t i = 0; i < shards; ++i) {
                ExplorePlan plan = planOf(1);
                plan.shard = i;
                plan.shards = shards;
                // Each shard as --out writes it and --merge reads it back.
                parts.push_back(readExploreJson(exploreJson(explore(s, plan), "x"), "shard.json"));
            }
            std::reverse(parts.begin(), parts.end()); // given in any order
            QCOMPARE(QString::fromStdString(exploreJson(mergeExplorations(parts), "x")), QString::fromStdString(whole));
            // Shards of a scenario that changed between them (same name, same bound).
            std::vector<ExploreResult> edited = parts;
            edited.back().unfaultedFingerprint = "0123456789abcdef";
            QVERIFY_THROWS_EXCEPTION(std::invalid_argument, mergeExplorations(edited));
            parts.pop_back();
            QVERIFY_THROWS_EXCEPTION(std::invalid_argument, mergeExplorations(parts));
        }
    }

    void pruningSameStatesKeepsEveryVerdict_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QStringList>("sets");
        QTest::addColumn<QString>("check");
        QTest::addColumn<int>("maxFaults");
        QTest::addColumn<QString>("faults"); // as --faults takes them
        const QString noCrash = QStringLiteral("participants.payment-relay.crashBetween=0");
        const QString inboxOff = QStringLiteral("participants.fraud.inbox=false");
        const QString noCrashes = QStringLiteral("drop,duplicate,delay,reorder");
        // Two schedules of one root (one first fault) can start alike only from the third
        // fault on: each level's runs are keyed within their root, as shards split them.
        QTest::newRow("outbox, inbox on: clean")
            << "outbox-relay-at-least-once" << QStringList{noCrash} << "no-effect-twice" << 3 << noCrashes;
        // Broken at one fault: nothing to prune, and the same counterexample.
        QTest::newRow("outbox, inbox off: twice")
            << "outbox-relay-at-least-once" << QStringList{noCrash, inboxOff} << "no-effect-twice" << 3 << noCrashes;
        QTest::newRow("outbox: invariants")
            << "outbox-relay-at-least-once" << QStringList{noCrash} << "invariants" << 3 << noCrashes;
        QTest::newRow("outbox: one update")
            << "outbox-relay-at-least-once" << QStringList{noCrash} << "one-update-per-callback" << 3 << noCrashes;
        QTest::newRow("compensating saga: invariants")
            << "saga-ledger-fails-compensates" << QStringList{} << "invariants" << 3 << noCrashes;
        QTest::newRow("compensating saga: every saga final")
            << "saga-ledger-fails-compensates" << QStringList{} << "every-saga-final" << 3 << noCrashes;
        QTest::newRow("inbox: no effect twice")
            << "inbox-dedup-exactly-once-effect" << QStringList{} << "no-effect-twice" << 3 << noCrashes;
        QTest::newRow("inbox: no lost pending")
            << "inbox-dedup-exactly-once-effect" << QStringList{} << "no-lost-pending" << 3 << noCrashes;
        // Four faults: schedules not run at the third are not expanded either.
        QTest::newRow("inbox: four drops")
            << "inbox-dedup-exactly-once-effect" << QStringList{} << "invariants" << 4 << "drop";
        QTest::newRow("inbox: four copies")
            << "inbox-dedup-exactly-once-effect" << QStringList{} << "no-effect-twice" << 4 << "duplicate";
        // Every run above ends alike (48 ends here): a schedule not run that took another's
        // end would show in the ends counted on the third level.
        QTest::newRow("assume order: four drops and copies")
            << "eip-assume-order-breaks" << QStringList{} << "invariants" << 4 << "drop,duplicate";
    }
    void pruningSameStatesKeepsEveryVerdict()
    {
        // A schedule that starts from a state an earlier one started from, with the same
        // past as its check reads it, ends as that one did: neither run again nor
        // expanded, and nothing the exploration answers changes.
        QFETCH(QString, name);
        QFETCH(QStringList, sets);
        QFETCH(QString, check);
        QFETCH(int, maxFaults);
        QFETCH(QString, faults);
        Scenario s = lesson(name.toUtf8().constData());
        for (const QString &set : sets)
            s.set(ParameterEdit::parse(set.toStdString()).value());
        auto planOf = [&](bool prune) {
            ExplorePlan plan = planFor(check.toUtf8().constData(), uint32_t(maxFaults));
            if (!faults.isEmpty())
                plan.bound.faults = parseExploreFaults(faults.toStdString());
            plan.pruneSameState = prune;
            return plan;
        };
        const ExploreResult all = explore(s, planOf(false)), pruned = explore(s, planOf(true));
        QCOMPARE(all.sameStateSkipped(), uint64_t(0));
        qInfo("%s: %llu schedules; pruned: %llu, of them %llu not run, %llu like one with fewer faults",
              qPrintable(name), (unsigned long long)all.schedules(), (unsigned long long)pruned.schedules(),
              (unsigned long long)pruned.sameStateSkipped(), (unsigned long long)pruned.fewerFaultsSkipped());
        QVERIFY2(pruned.sameStateSkipped() > 0 || (all.violated() && all.counterexample->faults() < 3),
                 "no state was seen twice: nothing here tests the pruning");
        QCOMPARE(pruned.exhaustive, all.exhaustive);
        QCOMPARE(pruned.violated(), all.violated());
        if (all.violated()) {
            QCOMPARE(pruned.counterexample->faultArguments(), all.counterexample->faultArguments());
            QCOMPARE(pruned.brokenFinding, all.brokenFinding);
            QCOMPARE(pruned.levels.back().violations, all.levels.back().violations);
        }
        // The same end states, each with the same checks broken, reached within the bound:
        // what a pruned schedule would have reached, the one it started like reaches.
        using Outcome = std::pair<uint64_t, std::vector<std::string>>;
        auto outcomesOf = [](const ExploreResult &r) {
            std::set<Outcome> outcomes;
            for (const ExploreResult::Outcome &o : r.outcomes)
                outcomes.insert({o.state, o.broken});
            return outcomes;
        };
        QCOMPARE(outcomesOf(pruned), outcomesOf(all));
        // Every level up to the third, the first pruned, is made whole, each schedule ending
        // where its run would (one not run, where the one it starts like ended). Deeper
        // levels lack the children of the schedules not run (their equals are counted once).
        auto endsOf = [](const ExploreResult &r, size_t level) {
            std::map<Outcome, uint64_t> ends;
            for (const ExploreResult::Outcome &o : r.outcomes)
                if (level < o.byLevel.size() && o.byLevel[level])
                    ends[{o.state, o.broken}] = o.byLevel[level];
            return ends;
        };
        for (size_t level = 0; level < std::min<size_t>(all.levels.size(), 4); ++level) {
            QCOMPARE(pruned.levels[level].schedules, all.levels[level].schedules);
            QCOMPARE(pruned.levels[level].violations, all.levels[level].violations);
            QCOMPARE(endsOf(pruned, level), endsOf(all, level));
        }
    }

    void pruningStandsOnlyForRunsWithinTheBudget()
    {
        // A schedule not run that started after more events than the one it starts like
        // stands for runs that much longer under it. With --max-events near the runs'
        // length one of them could have stopped early where its equal did not: explore
        // then runs everything, and says what exploring everything says. (At three faults
        // a schedule not run has no children, and a budget never matters.)
        const Scenario s = lesson("eip-assume-order-breaks"); // 63 events
        for (const uint64_t maxEvents : {40u, 1000u}) {
            auto planOf = [&](bool prune) {
                ExplorePlan plan = planFor("invariants", 4);
                plan.bound.faults = parseExploreFaults("duplicate,drop");
                plan.budget.maxEvents = maxEvents;
                plan.pruneSameState = prune;
                return plan;
            };
            const ExploreResult all = explore(s, planOf(false)), pruned = explore(s, planOf(true));
            QCOMPARE(pruned.exhaustive, all.exhaustive);
            QCOMPARE(pruned.exhaustive, maxEvents == 1000);
            if (maxEvents == 40) { // everything ran
                QCOMPARE(pruned.sameStateSkipped(), uint64_t(0));
                QCOMPARE(pruned.schedules(), all.schedules());
                QCOMPARE(pruned.stoppedEarly(), all.stoppedEarly());
            } else {
                QVERIFY(pruned.sameStateSkipped() > 0);
            }
        }
    }

    void theBoundIsCountedAndABudgetIsSaid()
    {
        ExplorePlan plan = planFor("invariants", 2);
        const Scenario s = lesson("payment-claim-race", {"participants.orders.claim=atomic"});
        const ExploreResult whole = explore(s, plan);
        QVERIFY(whole.exhaustive);
        QVERIFY(whole.schedules() > 50);
        uint64_t reached = 0;
        for (const auto &o : whole.outcomes)
            reached += o.schedules();
        QCOMPARE(reached, whole.schedules());

        plan.bound.maxSchedules = 20;
        const ExploreResult cut = explore(s, plan);
        QCOMPARE(cut.schedules(), uint64_t(20));
        QVERIFY(!cut.exhaustive);
        std::ostringstream text;
        text << exploreText(cut, "payment-claim-race");
        QVERIFY2(text.str().find("NOT explored exhaustively") != std::string::npos, text.str().c_str());

        // Its own memory is in the budget: with none to spare it stops after one fault,
        // says so, and a merge of its result says so too.
        plan.bound.maxSchedules = 100'000;
        plan.budget.maxMemoryMb = 0;
        const ExploreResult starved = explore(s, plan);
        QVERIFY(!starved.exhaustive);
        QCOMPARE(starved.levels.size(), size_t(2));
        const std::string budget = findingWords(starved.budgetUsedUp.value_or(Finding{}));
        QVERIFY2(budget.find("--max-memory-mb 0 after 1 fault") != std::string::npos, budget.c_str());
        QVERIFY(exploreText(starved, "x").find("STOPPED before the bound") != std::string::npos);
        QCOMPARE(findingWords(readExploreJson(exploreJson(starved, "x"), "e.json").budgetUsedUp.value_or(Finding{})),
                 budget);

        // Runs cut short by --max-events, the unfaulted one among them: not judged, and
        // nothing after their cut made, so the bound is not explored whole and no check
        // held "in every schedule".
        plan.budget = RunBudget{};
        plan.budget.maxEvents = 5;
        const ExploreResult shortRuns = explore(s, plan);
        QVERIFY(shortRuns.stoppedEarly() > 0);
        QVERIFY(!shortRuns.exhaustive);
        const std::string said = exploreText(shortRuns, "x");
        QVERIFY2(said.find("NOT explored exhaustively") != std::string::npos, said.c_str());
        QVERIFY2(said.find("held in every schedule judged (") != std::string::npos, said.c_str());
        QVERIFY2(said.find("held in every schedule\n") == std::string::npos, said.c_str());
    }

    void theReportReadsAsItAlwaysHas()
    {
        // The command line's report of every kind of exploration, pinned in English: a
        // bound explored whole, cut by --max-schedules, stopped by its memory or by runs cut
        // short, broken (with each kind of fault, and at a level not run whole), broken
        // before any fault, pruned, a shard and a merge; each counterexample's faults without
        // their run too, and a result read back from --out says the same.
        const QStringList noCrash = {QStringLiteral("participants.payment-relay.crashBetween=0")};
        struct Sample
        {
            const char *title, *name;
            std::vector<const char *> sets;
            const char *check;
            uint32_t maxFaults;
            const char *faults;
            std::function<void(ExplorePlan &)> change;
        };
        const std::vector<Sample> samples = {
            {"whole", "payment-claim-race", {"participants.orders.claim=atomic"}, "invariants", 2, nullptr, {}},
            {"cut",
             "payment-claim-race",
             {"participants.orders.claim=atomic"},
             "invariants",
             2,
             nullptr,
             [](ExplorePlan &p) { p.bound.maxSchedules = 20; }},
            {"memory",
             "payment-claim-race",
             {"participants.orders.claim=atomic"},
             "invariants",
             2,
             nullptr,
             [](ExplorePlan &p) { p.budget.maxMemoryMb = 0; }},
            {"short runs",
             "payment-claim-race",
             {"participants.orders.claim=atomic"},
             "invariants",
             2,
             nullptr,
             [](ExplorePlan &p) { p.budget.maxEvents = 5; }},
            {"broken",
             "payment-claim-race",
             {"participants.provider.script.0.copies=1"},
             "one-update-per-callback",
             2,
             nullptr,
             {}},
            {"drops alone", "payment-restart-loses-pending", {"faults=[]"}, "no-lost-pending", 2, "drop", {}},
            {"delays", "eip-assume-order-breaks", {}, "replies-matched-by-correlation", 2, "delay", {}},
            {"reorders", "eip-assume-order-breaks", {}, "replies-matched-by-correlation", 2, "reorder", {}},
            {"crashes",
             "dual-write-loses-events",
             {"participants.payment.crashInWindow=0"},
             "every-saga-final",
             1,
             "crash",
             {}},
            {"crashes, a pending entry lost",
             "payment-restart-loses-pending",
             {"faults=[]"},
             "no-lost-pending",
             2,
             "crash",
             {}},
            {"copies",
             "outbox-relay-at-least-once",
             {"participants.payment-relay.crashBetween=0", "participants.fraud.inbox=false"},
             "no-effect-twice",
             3,
             "drop,duplicate,delay,reorder",
             {}},
            {"broken before a fault",
             "outbox-relay-at-least-once",
             {"participants.fraud.inbox=false"},
             "no-effect-twice",
             1,
             nullptr,
             {}},
            {"healed",
             "outbox-relay-at-least-once",
             {"participants.payment-relay.crashBetween=0"},
             "no-effect-twice",
             3,
             "drop,duplicate,delay,reorder",
             {}},
            {"pruned", "inbox-dedup-exactly-once-effect", {}, "invariants", 4, "drop", {}},
            {"shard",
             "outbox-relay-at-least-once",
             {"participants.fraud.inbox=false"},
             "invariants",
             2,
             "drop,duplicate,delay",
             [](ExplorePlan &p) { p.shard = 1, p.shards = 3; }},
        };
        std::string all;
        for (const Sample &sample : samples) {
            ExplorePlan plan = planFor(sample.check, sample.maxFaults);
            if (sample.faults)
                plan.bound.faults = parseExploreFaults(sample.faults);
            if (sample.change)
                sample.change(plan);
            Scenario s = lesson(sample.name);
            for (const char *set : sample.sets)
                s.set(ParameterEdit::parse(set).value());
            const ExploreResult r = explore(s, plan);
            const std::string text = exploreText(r, sample.name);
            all += std::string("## ") + sample.title + "\n" + text;
            if (r.counterexample)
                all += "without its run: " + findingWords(r.counterexample->description()) + "\n";
            QCOMPARE(exploreText(readExploreJson(exploreJson(r, sample.name), "e.json"), sample.name), text);
        }
        // Each kind of fault as the counterexample, read off its run: a check any pinned
        // message breaks (a crash's pin is its own event, and kept down only off explore).
        const ExploreCheck anyPinned{"no-pinned-message", "no message is pinned", [](const RunRecord &run) {
                                         for (size_t i = 0; i < run.trace().size(); ++i)
                                             if (run.trace()[i].flags & FlagPinned)
                                                 return CheckVerdict::brokenBy({});
                                         return CheckVerdict{};
                                     }};
        for (const char *faults : {"drop", "delay", "reorder"}) {
            ExplorePlan plan = planFor("invariants", 1);
            plan.checks = {&anyPinned};
            plan.bound.faults = parseExploreFaults(faults);
            const char *name = faults == std::string("reorder") ? "eip-assume-order-breaks" : "payment-claim-race";
            all += std::string("## pinned ") + faults + "\n" + exploreText(explore(lesson(name), plan), name);
            // Broken at a level --max-schedules did not run whole.
            plan.bound.maxSchedules = 3;
            all += std::string("## pinned ") + faults + ", cut\n" + exploreText(explore(lesson(name), plan), name);
        }
        // Faults without their run, each kind, and one after another.
        const Schedule handmade{{PinnedFault::onMessage(PinnedFault::Kind::Drop, 4),
                                 PinnedFault::onMessage(PinnedFault::Kind::Delay, 6, SimTime::fromMillis(3)),
                                 PinnedFault::onMessage(PinnedFault::Kind::DeliverAfterNext, 8),
                                 PinnedFault::crashAfter("orders", 9, std::nullopt),
                                 PinnedFault::crashAfter("orders", 12, SimTime::fromMillis(10))}};
        all += "## handmade\n" + findingWords(handmade.description()) + "\n";
        // Shards joined, one of them stopped by its memory.
        const Scenario s = lesson("outbox-relay-at-least-once", {"participants.fraud.inbox=false"});
        std::vector<ExploreResult> shards;
        for (uint32_t shard = 0; shard < 2; ++shard) {
            ExplorePlan plan = planFor("invariants", 2);
            plan.bound.faults = parseExploreFaults("drop,duplicate");
            plan.shard = shard, plan.shards = 2;
            if (shard == 1)
                plan.budget.maxMemoryMb = 0;
            shards.push_back(readExploreJson(exploreJson(explore(s, plan), "x"), "e.json"));
        }
        all += "## merged\n" + exploreText(mergeExplorations(shards), "x");
        verifyGolden(QByteArray::fromStdString(all),
                     QStringLiteral(CORRSIM_SOURCE_DIR "/tests/data/explore-reports.txt"));
    }

    void choicesCoverEveryFaultOnEverySend()
    {
        // Choices read off a run: every send may be dropped, duplicated and delayed;
        // every worker's own events may be crashed after; a child's pin comes after its
        // parent's last.
        const auto run = runScenario(lesson("payment-claim-race")).record;
        const Trace &t = run->trace();
        const std::vector<Choice> all = choicesOf(t, nullptr, AllExploreFaults);
        size_t sends = 0, drops = 0, crashes = 0;
        for (size_t i = 0; i < t.size(); ++i)
            sends += t[i].kind == EventKind::Send;
        for (const Choice &c : all) {
            drops += c.fault == ExploreFault::Drop;
            crashes += c.fault == ExploreFault::Crash;
        }
        QCOMPARE(drops, sends);
        QVERIFY(crashes > sends);
        const Choice last = all[all.size() / 2];
        for (const Choice &c : choicesOf(t, &last, AllExploreFaults))
            QVERIFY(c.key() > last.key() && !(c.seq == last.seq && c.fault != ExploreFault::Crash));
        QCOMPARE(choicesOf(t, nullptr, faultBit(ExploreFault::Crash)).size(), crashes);
        QCOMPARE(parseExploreFaults("drop,crash"),
                 uint8_t(faultBit(ExploreFault::Drop) | faultBit(ExploreFault::Crash)));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, parseExploreFaults("drop,explode"));
    }

    void aReorderedMessageAlwaysArrives()
    {
        // A reordered message waits for the next one on its link. Dropping that one
        // too would leave it held for good: a loss the trace never shows. The choices
        // after a reorder leave the releasing send alone; without that, some would not.
        const Scenario s = lesson("eip-assume-order-breaks");
        const auto base = runScenario(s).record;
        const ChoiceSettings settings{AllExploreFaults, SimTime::fromMillis(1), SimTime::fromMillis(10)};
        auto neverArrived = [](const RunRecord &r) {
            for (const RunWarning &w : r.warnings)
                if (w.finding.kind == FindingKind::HeldNeverArrived)
                    return true;
            return false;
        };
        size_t reorders = 0, lostWithoutTheRule = 0;
        for (const Choice &c : choicesOf(base->trace(), nullptr, faultBit(ExploreFault::Reorder))) {
            ++reorders;
            Scenario once = s;
            once.addPinnedFaults({pinOf(c, base->trace(), settings)});
            const auto run = runScenario(once).record;
            QVERIFY(!neverArrived(*run));
            for (const bool rule : {true, false})
                for (const Choice &d : choicesOf(run->trace(), &c, faultBit(ExploreFault::Drop),
                                                 rule ? std::vector<uint64_t>{c.seq} : std::vector<uint64_t>{})) {
                    Scenario twice = once;
                    twice.addPinnedFaults({pinOf(d, run->trace(), settings)});
                    const bool lost = neverArrived(*runScenario(twice).record);
                    QVERIFY2(!(rule && lost), "a drop after a reorder left the reordered message held");
                    lostWithoutTheRule += !rule && lost;
                }
        }
        QVERIFY(reorders > 0);
        QVERIFY(lostWithoutTheRule > 0);
    }

    void pinsGivenToTheRunActAsPinsWrittenInTheScenario()
    {
        // An exploration hands a schedule's pins to the run (RunOptions::pins) instead of
        // writing them into a copy of the scenario: every kind, on every send and event,
        // must make the run the written fault makes, warnings included.
        const Scenario s = lesson("outbox-relay-at-least-once");
        const auto base = runScenario(s).record;
        const ChoiceSettings settings{AllExploreFaults, SimTime::fromMillis(1), SimTime::fromMillis(10)};
        size_t compared = 0;
        for (const Choice &c : choicesOf(base->trace(), nullptr, AllExploreFaults)) {
            const PinnedFault pin = pinOf(c, base->trace(), settings);
            Scenario written = s;
            written.addPinnedFaults({pin});
            RunOptions given;
            given.pins = {pin};
            const auto a = runScenario(written).record, b = runScenario(s, given).record;
            QCOMPARE(b->fingerprint, a->fingerprint);
            QCOMPARE(b->warnings, a->warnings);
            ++compared;
        }
        QVERIFY(compared > 100);
    }

    void aDamagedResultIsRefusedWithItsPlace_data()
    {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<QString>("path");
        QTest::newRow("no counterexample") << "\"counterexample\":"
                                           << "\"counterexampleX\":"
                                           << "/counterexample";
        QTest::newRow("shards past any sweep") << "\"shards\": 1"
                                               << "\"shards\": 4000000000"
                                               << "/shards";
        QTest::newRow("a state that is not hex") << "\"state\": \""
                                                 << "\"state\": \"-"
                                                 << "/outcomes/0/state";
        QTest::newRow("a fault explore does not pin") << "\"duplicate\""
                                                      << "\"explode\""
                                                      << "/outcomes/0/firstOfEachKind/4/0";
        // Counts that cannot all be true: a merge would add them up into a wrong answer.
        QTest::newRow("a total that is not the levels'") << "\"schedules\": 98"
                                                         << "\"schedules\": 198"
                                                         << "/schedules";
        QTest::newRow("more pruned than run") << "\"sameRunPruned\": 0"
                                              << "\"sameRunPruned\": 9"
                                              << "/levels/0/sameRunPruned";
        QTest::newRow("a violation no outcome breaks") << "\"violations\": [\n        0"
                                                       << "\"violations\": [\n        1"
                                                       << "/levels/0/violations";
        QTest::newRow("outcomes that reach more than the level ran") << "\"byLevel\": [\n        1"
                                                                     << "\"byLevel\": [\n        2"
                                                                     << "/levels/0/schedules";
    }
    void aDamagedResultIsRefusedWithItsPlace()
    {
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(QString, path);
        const Scenario s = lesson("outbox-relay-at-least-once",
                                  {"participants.payment-relay.crashBetween=0", "participants.fraud.inbox=false"});
        const std::string good = exploreJson(explore(s, planFor("no-effect-twice", 1)), "x");
        QString text = QString::fromStdString(good);
        QVERIFY2(text.contains(from), qPrintable(text.left(300)));
        text.replace(text.indexOf(from), from.size(), to);
        try {
            readExploreJson(text.toStdString(), "e.json");
            QFAIL("a damaged result was read");
        } catch (const ScenarioError &e) {
            QVERIFY2(QString::fromStdString(e.what()).startsWith(QStringLiteral("e.json: ") + path), e.what());
        }
    }

    void aFaultPinnedByNumberIsRefusedWithItsName()
    {
        // The lesson without its crash, with the relay's publish dropped by its number: a
        // fault explore adds before it would move it onto another event.
        Scenario s = lesson("outbox-relay-at-least-once");
        s.set({"participants.payment-relay.crashBetween", "0"});
        Scenario numbered = s;
        numbered.addFault(R"({"drop": {"seq": 7.0}})"); // a whole number written as the loader takes it
        std::string named;
        try {
            explore(numbered, planFor("invariants", 1));
            QFAIL("a fault pinned by number was explored");
        } catch (const ScenarioError &e) {
            QCOMPARE(e.jsonPath(), std::string("/faults/0"));
            const std::string m = e.message();
            const size_t at = m.find("Name it by what it is: ");
            QVERIFY2(at != std::string::npos, m.c_str());
            named = m.substr(at + std::string("Name it by what it is: ").size());
        }
        QCOMPARE(named, std::string(R"({"drop":{"from":"payment-relay","to":"broker","type":"payment.received.v1"}})"));
        // The name it gives is the same fault in the unfaulted run, and explore takes it.
        Scenario byName = s;
        byName.addFault(named);
        QCOMPARE(runScenario(byName, {}).record->fingerprint, runScenario(numbered, {}).record->fingerprint);
        QVERIFY(explore(byName, planFor("invariants", 1)).schedules() > 1);
    }

    void theRepeatLineIsOneCommandForTheShell()
    {
        // A --set of a JSON value (quotes, braces, a space) and the faults come back from
        // the shell as they were given, and the command repeats the violation.
        const std::string timing = R"(participants.payment-relay.publishTime={"sequence": ["1ms"]})";
        std::ostringstream out, err;
        QCOMPARE(runCli({"explore", "outbox-relay-at-least-once", "--set", "participants.payment-relay.crashBetween=0",
                         "--set", "participants.fraud.inbox=false", "--set", timing, "--check", "no-effect-twice"},
                        out, err),
                 1);
        const std::string text = out.str();
        const size_t at = text.find("repeat it: corrsim ");
        QVERIFY2(at != std::string::npos, text.c_str());
        const size_t from = at + std::string("repeat it: corrsim ").size();
        const std::string line = text.substr(from, text.find('\n', from) - from);
        QProcess shell;
        shell.start("sh", {"-c", QString::fromStdString("printf '%s\\n' " + line)});
        QVERIFY(shell.waitForFinished());
        QCOMPARE(shell.exitCode(), 0);
        std::vector<std::string> args;
        for (const QByteArray &word : shell.readAllStandardOutput().split('\n'))
            if (!word.isEmpty())
                args.push_back(word.toStdString());
        QVERIFY2(std::find(args.begin(), args.end(), timing) != args.end(), line.c_str());
        std::ostringstream rerun, rerunErr;
        QCOMPARE(runCli(args, rerun, rerunErr), 1);
        QVERIFY2(rerun.str().find("FAIL") != std::string::npos, rerun.str().c_str());
    }

    void theCommandLineSaysItAndExitsByIt()
    {
        std::ostringstream out, err;
        const int code =
            runCli({"explore", "outbox-relay-at-least-once", "--set", "participants.payment-relay.crashBetween=0",
                    "--set", "participants.fraud.inbox=false", "--check", "no-effect-twice", "--max-faults", "1"},
                   out, err);
        QCOMPARE(code, 1);
        const std::string text = out.str();
        QVERIFY2(text.find("no-effect-twice: violated by") != std::string::npos, text.c_str());
        const size_t repeat = text.find("repeat it: corrsim run ");
        QVERIFY2(repeat != std::string::npos, text.c_str());
        QVERIFY(text.find("--fault '{\"duplicate\"", repeat) != std::string::npos);

        std::ostringstream out2, err2;
        QCOMPARE(runCli({"explore", "outbox-relay-at-least-once", "--set", "participants.payment-relay.crashBetween=0",
                         "--check", "no-effect-twice", "--max-faults", "2"},
                        out2, err2),
                 0);
        QVERIFY2(out2.str().find("explored exhaustively") != std::string::npos, out2.str().c_str());

        // Shards written with --out and joined with --merge say what one process says.
        QTemporaryDir dir;
        const std::string d = dir.path().toStdString();
        const std::vector<std::string> command = {
            "explore",  "outbox-relay-at-least-once", "--set", "participants.fraud.inbox=false", "--max-faults", "2",
            "--faults", "drop,duplicate,delay"};
        auto cli = [](std::vector<std::string> args, std::string *text = nullptr) {
            std::ostringstream o, e;
            const int code = runCli(args, o, e);
            if (text)
                *text = o.str();
            return code;
        };
        std::string whole, merged;
        auto with = [&](std::vector<std::string> more) {
            std::vector<std::string> args = command;
            args.insert(args.end(), more.begin(), more.end());
            return args;
        };
        const int wholeCode = cli(with({"--out", d + "/whole.json"}), &whole);
        for (const char *i : {"0", "1", "2"})
            QCOMPARE(cli(with({"--shard", std::string(i) + "/3", "--out", d + "/s" + i + ".json"})), wholeCode);
        QCOMPARE(cli({"explore", "--merge", d + "/s2.json", d + "/s0.json", d + "/s1.json", "--out", d + "/m.json"},
                     &merged),
                 wholeCode);
        QCOMPARE(QString::fromStdString(merged), QString::fromStdString(whole));
        QFile a(QString::fromStdString(d + "/whole.json")), b(QString::fromStdString(d + "/m.json"));
        QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
        QCOMPARE(b.readAll(), a.readAll());
        QCOMPARE(cli({"explore", "--merge", d + "/s0.json", d + "/s1.json"}), 2);
        QCOMPARE(cli({"explore", "--merge", d + "/s0.json", d + "/s0.json", d + "/s1.json"}), 2);

        for (const std::vector<std::string> &bad :
             {std::vector<std::string>{"explore", "payment-claim-race", "--check", "no-such"},
              {"explore", "payment-claim-race", "--faults", "drop,explode"},
              {"explore", "payment-claim-race", "--max-faults", "x"},
              {"explore", "no-such-lesson"}}) {
            std::ostringstream o, e;
            QCOMPARE(runCli(bad, o, e), 2);
            QVERIFY(!e.str().empty());
        }
    }
};

QTEST_GUILESS_MAIN(TestExplore)
#include "tst_explore.moc"
