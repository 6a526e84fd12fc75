#include "builtinscenarios.h"
#include "kernel/simulation.h"
#include "run/run.h"
#include "scenario/scenario.h"

#include <QTest>

#include <string>
#include <utility>
#include <vector>

using namespace corrsim;

// A copy of a simulation (Simulation::clone) goes on exactly as the original would: from
// the start (BuiltScenario, what an exploration runs its schedules from) and from any
// point of a run (a checkpoint). Each original is destroyed before its copy runs on, so
// a copy still pointing into it (a store, shared state, the trace) is a use after free
// under the asan preset and a different trace without it, not a quiet pass.

namespace {

std::vector<std::pair<std::string, Scenario>> everyLessonAndVariant()
{
    std::vector<std::pair<std::string, Scenario>> all;
    for (const EmbeddedFile &f : builtinScenarios()) {
        const Scenario s = Scenario::parse(f.text, std::string(f.fileName));
        all.emplace_back(std::string(f.fileName), s);
        for (const ScenarioInfo::Variant &v : s.info().variants)
            all.emplace_back(std::string(f.fileName) + " / " + v.name, s.withVariant(v.name));
    }
    return all;
}

SimTime untilOf(const Scenario &s)
{
    return s.info().until.value_or(SimTime::max());
}

} // namespace

class TestCheckpoint : public QObject
{
    Q_OBJECT

private slots:
    void aBuiltScenarioRunsAsTheScenarioDoes()
    {
        size_t runs = 0;
        for (const auto &[name, s] : everyLessonAndVariant()) {
            const auto fresh = runScenario(s).record;
            const auto copied = BuiltScenario(s, std::nullopt).run({}).record;
            QVERIFY2(copied->fingerprint == fresh->fingerprint, name.c_str());
            QVERIFY2(copied->warnings == fresh->warnings, name.c_str());
            QVERIFY2(copied->passed() == fresh->passed(), name.c_str());
            ++runs;
        }
        QVERIFY(runs >= 50);
    }

    void aCopyMadeDuringARunEndsAsTheOriginalDoes()
    {
        // Copies at a quarter, half and three quarters of each run: messages on the wire,
        // held and duplicated ones, timers, crashed workers, half-done transactions.
        size_t copies = 0;
        for (const auto &[name, s] : everyLessonAndVariant()) {
            const auto whole = s.instantiate();
            whole->run(untilOf(s));
            const std::string expected = whole->trace().fingerprint();
            const int64_t end = whole->endTime().micros();
            for (const int quarter : {1, 2, 3}) {
                auto original = s.instantiate();
                original->run(SimTime::fromMicros(end * quarter / 4));
                const size_t eventsAtCopy = original->trace().size();
                auto copy = original->clone();
                original.reset();
                QCOMPARE(copy->trace().size(), eventsAtCopy);
                copy->run(untilOf(s));
                QVERIFY2(copy->trace().fingerprint() == expected,
                         (name + " from quarter " + std::to_string(quarter)).c_str());
                ++copies;
            }
        }
        QVERIFY(copies >= 150);
    }

    void aCopyAndItsOriginalGoOnApart()
    {
        // What one does after the copy is not seen by the other: each has its own stores,
        // queue and trace.
        const EmbeddedFile *f = findBuiltinScenario("outbox-relay-at-least-once");
        const Scenario s = Scenario::parse(f->text, std::string(f->fileName));
        auto original = s.instantiate();
        original->run(SimTime::fromMillis(5));
        const size_t atCopy = original->trace().size();
        auto copy = original->clone();
        original->run(untilOf(s));
        QCOMPARE(copy->trace().size(), atCopy);
        for (size_t i = 0; i < copy->stores().size(); ++i)
            QVERIFY(copy->stores()[i].get() != original->stores()[i].get());
        copy->run(untilOf(s));
        QCOMPARE(copy->trace().fingerprint(), original->trace().fingerprint());
    }
};

QTEST_GUILESS_MAIN(TestCheckpoint)
#include "tst_checkpoint.moc"
