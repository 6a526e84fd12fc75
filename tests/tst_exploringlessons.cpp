// Lessons built around exploring: a lesson's "explore" block gives the bound and the
// checks that `corrsim explore` and the app use, and its question is answered by what
// the exploration finds, run on the model (never by a list of known answers).

#include "builtinscenarios.h"
#include "cli.h"
#include "explore/counterexamplelesson.h"
#include "explore/explorechecks.h"
#include "explore/lessonplan.h"
#include "explore/schedule.h"
#include "explorewords.h"
#include "run/lessonnotes.h"
#include "run/run.h"
#include "scenario/scenario.h"
#include "schema.h"
#include "trace/findingwords.h"

#include <QRegularExpression>
#include <QTest>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <set>
#include <sstream>

using namespace corrsim;

namespace {

Scenario builtIn(const QString &name, const QString &variant = {})
{
    const EmbeddedFile *f = findBuiltinScenario(name.toStdString());
    Scenario s = Scenario::parse(f->text, std::string(f->fileName));
    return variant.isEmpty() ? s : s.withVariant(variant.toStdString());
}

/// Every lesson and variant that says how to explore it, as "name" or "name/variant".
QStringList exploringLessons()
{
    QStringList found;
    for (const EmbeddedFile &f : builtinScenarios()) {
        const Scenario s = Scenario::parse(f.text, std::string(f.fileName));
        const QString name = QString::fromStdString(s.info().name);
        if (s.info().exploration)
            found << name;
        for (const ScenarioInfo::Variant &v : s.info().variants)
            if (s.withVariant(v.name).info().exploration)
                found << name + QLatin1Char('/') + QString::fromStdString(v.name);
    }
    return found;
}

std::vector<std::string> enumOf(const nlohmann::json &schema, const char *property)
{
    return schema["properties"]["explore"]["properties"][property]["items"]["enum"].get<std::vector<std::string>>();
}

} // namespace

class TestExploringLessons : public QObject
{
    Q_OBJECT

private slots:
    void eachExploringLessonIsAnsweredByItsExploration_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("variant");
        QTest::addColumn<int>("shortest");  // faults in the shortest counterexample; -1: clean
        QTest::addColumn<QString>("fault"); // its last pin, as its JSON starts
        QTest::addColumn<QString>("answer");
        QTest::newRow("claim") << "claim-which-fault-breaks-it"
                               << "" << 1 << "{\"duplicate\""
                               << "a second copy of the callback";
        QTest::newRow("claim/atomic-claim") << "claim-which-fault-breaks-it"
                                            << "atomic-claim" << -1 << ""
                                            << "none: no run with up to two faults writes it twice";
        QTest::newRow("dual-write") << "dual-write-which-fault-breaks-it"
                                    << "" << 1 << "{\"after\""
                                    << "either of those two";
        QTest::newRow("dual-write/outbox") << "dual-write-which-fault-breaks-it"
                                           << "outbox" << -1 << ""
                                           << "none: no single fault strands it";
    }
    void eachExploringLessonIsAnsweredByItsExploration()
    {
        QFETCH(QString, name);
        QFETCH(QString, variant);
        QFETCH(int, shortest);
        QFETCH(QString, fault);
        QFETCH(QString, answer);
        const Scenario s = builtIn(name, variant);
        QVERIFY(s.info().exploration && s.info().exploration->question);
        QCOMPARE(QString::fromStdString(s.info().exploration->question->answer), answer);
        ExplorePlan plan = lessonExplorePlan(s);
        plan.jobs = 2;
        const ExploreResult r = explore(s, plan);
        QCOMPARE(r.levels.size() - 1, size_t(shortest < 0 ? s.info().exploration->maxFaults : shortest));
        QCOMPARE(r.stoppedEarly(), uint64_t(0));
        if (shortest < 0) {
            QVERIFY2(!r.violated(), findingWords(r.brokenFinding.value_or(Finding{})).c_str());
            QVERIFY(r.exhaustive);
            return;
        }
        QVERIFY(r.violated());
        QCOMPARE(int(r.counterexample->faults()), shortest);
        QVERIFY2(QString::fromStdString(r.counterexample->pins.back().json()).startsWith(fault),
                 r.counterexample->pins.back().json().c_str());
        // The counterexample breaks the lesson's check when run again on its own.
        Scenario again = s;
        for (const PinnedFault &p : r.counterexample->pins)
            again.addFault(p.json());
        QVERIFY(plan.checks.front()->verdict(*runScenario(again).record).broken());

        // Saved as a lesson: the lesson's notes give way to one note a pin, the pins are
        // renumbered for them, and the run still breaks the check (read back from text,
        // as the app saves it).
        const Scenario saved = Scenario::parse(counterexampleLesson(s, r).toJson(), "saved.json").withVariant("");
        QCOMPARE(QString::fromStdString(saved.info().name), name + "-counterexample");
        QVERIFY(!saved.info().exploration && saved.info().variants.empty());
        const RunResult played = runScenario(saved);
        const std::vector<LessonNote> notes = lessonNotes(played.record->trace());
        QCOMPARE(notes.size(), r.counterexample->pins.size());
        for (const LessonNote &n : notes)
            QVERIFY2(n.text.starts_with("Explore pins a fault here: "), n.text.c_str());
        QVERIFY(plan.checks.front()->verdict(*played.record).broken());
    }

    void theEvidenceShowsEveryKindOfFaultThatBreaksIt()
    {
        // dual-write-which-fault-breaks-it answers "either": a crash after the save and a
        // publish lost on the wire strand the saga alike. Its outcome lists both kinds.
        const Scenario s = builtIn(QStringLiteral("dual-write-which-fault-breaks-it"), QString());
        ExplorePlan plan = lessonExplorePlan(s);
        plan.jobs = 2;
        const ExploreResult r = explore(s, plan);
        const auto broken = std::find_if(r.outcomes.begin(), r.outcomes.end(),
                                         [](const ExploreResult::Outcome &o) { return !o.broken.empty(); });
        QVERIFY(broken != r.outcomes.end());
        std::set<PinnedFault::Kind> kinds;
        for (const Schedule &k : broken->firstOfEachKind) {
            QCOMPARE(k.faults(), size_t(1));
            kinds.insert(k.pins.front().kind);
        }
        QCOMPARE(kinds, (std::set<PinnedFault::Kind>{PinnedFault::Kind::Drop, PinnedFault::Kind::CrashAfter}));
        QCOMPARE(broken->firstOfEachKind.front().pins, broken->first.pins); // the first is one of them
    }

    void theWindowSaysItInAStudentsWords()
    {
        // What a class reads in the Explore window: each way to break it by its message
        // and what happened to it; no event numbers, conversation IDs or command line.
        const Scenario s = builtIn(QStringLiteral("dual-write-which-fault-breaks-it"), QString());
        ExplorePlan plan = lessonExplorePlan(s);
        plan.jobs = 2;
        const ExploreAnswer a = withFacts(s, explore(s, plan));
        const QString summary = exploreInWords(a.result, a.counterexample);
        QVERIFY2(summary.contains(QStringLiteral("The shortest way to break it: payment crashes right after its "
                                                 "store write, at 1 ms, and is back 10 ms later.")),
                 qPrintable(summary));
        QVERIFY2(summary.contains(QStringLiteral("“every saga reaches a final state” breaks in 4 of them.")),
                 qPrintable(summary));
        QStringList ways;
        for (size_t o = 0; o < a.result.outcomes.size(); ++o)
            for (const std::vector<FaultFacts> &facts : a.outcomes[o])
                ways << faultsInWords(facts);
        QVERIFY2(ways.contains(QStringLiteral("payment.received.v1 from payment to broker is lost, at 2 ms")),
                 qPrintable(ways.join(QLatin1Char('\n'))));
        const QRegularExpression machine(QStringLiteral("event \\d|corrsim run|--fault|[0-9a-f]{8}…"));
        for (const QString &words : ways + QStringList{summary})
            QVERIFY2(!machine.match(words).hasMatch(), qPrintable(words));
    }

    void aSavedCounterexampleHasItsFaultsWhereTheyFired()
    {
        // Two of the lesson's notes come before the copied callback and one of the saved
        // lesson's: the pin moves back by one, and the copy is still the callback's.
        Scenario s = builtIn(QStringLiteral("payment-claim-race"));
        s.set({"participants.provider.script.0.copies", "1"});
        ExplorePlan plan;
        plan.checks = {findExploreCheck("one-update-per-callback")};
        const ExploreResult r = explore(s, plan);
        QVERIFY(r.violated());
        const Scenario saved = counterexampleLesson(s, r);
        const RunResult played = runScenario(saved);
        QCOMPARE(lessonNotes(played.record->trace()).size(), size_t(1));
        QVERIFY(plan.checks.front()->verdict(*played.record).broken());
        QVERIFY(saved.toJson().find("\"seq\": " + std::to_string(r.counterexample->pins[0].seq - 1)) !=
                std::string::npos);
    }

    void everyExploringLessonHasItsRow()
    {
        // A new exploring lesson gets a row above, with the answer its exploration gives.
        QCOMPARE(exploringLessons(),
                 QStringList({"claim-which-fault-breaks-it", "claim-which-fault-breaks-it/atomic-claim",
                              "dual-write-which-fault-breaks-it", "dual-write-which-fault-breaks-it/outbox"}));
    }

    void theLessonsBlockIsThePlan()
    {
        const ExplorePlan plan = lessonExplorePlan(builtIn(QStringLiteral("claim-which-fault-breaks-it")));
        QCOMPARE(plan.bound.maxFaults, 1u);
        QCOMPARE(plan.bound.faults, AllExploreFaults);
        QCOMPARE(plan.checks, std::vector<const ExploreCheck *>{findExploreCheck("one-update-per-callback")});
        // No block: the plan it was given.
        ExplorePlan base;
        base.bound.maxFaults = 3;
        QCOMPARE(lessonExplorePlan(builtIn(QStringLiteral("payment-claim-race")), base).bound.maxFaults, 3u);

        // A name explore does not know is an error at its place.
        for (const auto &[set, path] : {std::pair{"explore.checks.0=no-such-check", "/explore/checks/0"},
                                        std::pair{"explore.faults=[\"drop\",\"explode\"]", "/explore/faults/1"}}) {
            Scenario s = builtIn(QStringLiteral("claim-which-fault-breaks-it"));
            s.set(ParameterEdit::parse(set).value());
            try {
                (void)lessonExplorePlan(s);
                QFAIL(set);
            } catch (const ScenarioError &e) {
                QCOMPARE(QString::fromStdString(e.jsonPath()), QString::fromLatin1(path));
            }
        }
        // The loader holds the block to the rules of a question and of a bound.
        for (const char *set : {"explore.maxFaults=9", "explore.answer=\"not a choice\"", "explore.reveal=\"\"",
                                "explore.checks=[]", "explore.colour=\"red\"", "explore.faults=[\"drop\",\"drop\"]"}) {
            Scenario s = builtIn(QStringLiteral("claim-which-fault-breaks-it"));
            QVERIFY_THROWS_EXCEPTION(ScenarioError, s.set(ParameterEdit::parse(set).value()));
        }
    }

    void theSchemaNamesWhatExploreKnows()
    {
        const nlohmann::json schema = nlohmann::json::parse(scenarioSchemaText());
        std::vector<std::string> checks, faults;
        for (const ExploreCheck &c : exploreChecks())
            checks.push_back(c.name);
        for (uint8_t f = 0; f < 5; ++f)
            faults.emplace_back(exploreFaultName(ExploreFault(f)));
        QCOMPARE(enumOf(schema, "checks"), checks);
        QCOMPARE(enumOf(schema, "faults"), faults);
    }

    void theCommandLineTakesTheLessonsBound()
    {
        auto cli = [](std::vector<std::string> args, std::string *text = nullptr) {
            std::ostringstream o, e;
            const int code = runCli(args, o, e);
            if (text)
                *text = o.str();
            return code;
        };
        std::string text;
        QCOMPARE(cli({"explore", "claim-which-fault-breaks-it"}, &text), 1);
        QVERIFY2(text.find("one-update-per-callback: violated by") != std::string::npos, text.c_str());
        QCOMPARE(cli({"explore", "claim-which-fault-breaks-it", "--variant", "atomic-claim"}, &text), 0);
        QVERIFY2(text.find("up to 2 faults") != std::string::npos, text.c_str());
        // What the command line says wins over the lesson.
        QCOMPARE(cli({"explore", "claim-which-fault-breaks-it", "--max-faults", "0"}), 0);
        QCOMPARE(cli({"explore", "claim-which-fault-breaks-it", "--faults", "drop,delay"}), 0);
        QCOMPARE(cli({"explore", "claim-which-fault-breaks-it", "--check", "every-saga-final"}), 0);
        QCOMPARE(cli({"explore", "claim-which-fault-breaks-it", "--set", "explore.checks.0=nope"}), 2);
    }
};

QTEST_GUILESS_MAIN(TestExploringLessons)
#include "tst_exploringlessons.moc"
