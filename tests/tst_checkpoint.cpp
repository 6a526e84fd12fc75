#include "builtinscenarios.h"
#include "explore/schedule.h"
#include "kernel/simulation.h"
#include "run/run.h"
#include "scenario/scenario.h"

#include <QTest>

#include <algorithm>
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

Scenario lesson(const char *name)
{
    const EmbeddedFile *f = findBuiltinScenario(name);
    return Scenario::parse(f->text, std::string(f->fileName));
}

/// Runs every pin of `added` on top of `common` both ways, from checkpoints and from the
/// start, and says how many it compared; a difference fails the test that called it.
size_t compareCheckpointRuns(const Scenario &s, const std::vector<PinnedFault> &common,
                             const std::vector<PinnedFault> &added, uint64_t maxEvents = RunBudget::DefaultMaxEvents)
{
    const BuiltScenario built(s, std::nullopt);
    RunOptions options;
    options.pins = common;
    options.budget.maxEvents = maxEvents;
    size_t compared = 0;
    built.runFromCheckpoints(added, options, [&](size_t i, RunResult r) {
        RunOptions fresh = options;
        fresh.pins.push_back(added[i]);
        const auto expected = runScenario(s, fresh).record;
        const std::string what = s.info().name + ": " + added[i].json();
        if (r.record->fingerprint != expected->fingerprint || r.record->warnings != expected->warnings ||
            r.record->stopReason != expected->stopReason)
            QTest::qFail(("from a checkpoint, not as from the start: " + what).c_str(), __FILE__, __LINE__);
        compared += i == compared; // each once, in order
    });
    return compared;
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
                if (quarter != 2) // the copy's fingerprint then starts from the original's
                    original->trace().keepFingerprintSoFar();
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

    void aScheduleRunFromACheckpointRunsAsFromTheStart()
    {
        // Every one-fault schedule of four lessons, then the two-fault schedules that
        // grow from a duplicate, and a budget that cuts the runs short.
        const ChoiceSettings settings{AllExploreFaults, SimTime::fromMillis(1), SimTime::fromMillis(10)};
        for (const char *name : {"payment-claim-race", "outbox-relay-at-least-once", "saga-payment-happy-path",
                                 "eip-assume-order-breaks"}) {
            const Scenario s = lesson(name);
            const auto base = runScenario(s).record;
            const std::vector<Choice> choices = choicesOf(base->trace(), nullptr, AllExploreFaults);
            std::vector<PinnedFault> added;
            for (const Choice &c : choices)
                added.push_back(pinOf(c, base->trace(), settings));
            QCOMPARE(compareCheckpointRuns(s, {}, added), added.size());
            QCOMPARE(compareCheckpointRuns(s, {}, added, 20), added.size());
            const auto dup = std::find_if(choices.begin(), choices.end(),
                                          [](const Choice &c) { return c.fault == ExploreFault::Duplicate; });
            QVERIFY(dup != choices.end());
            const std::vector<PinnedFault> common{pinOf(*dup, base->trace(), settings)};
            RunOptions once;
            once.pins = common;
            const auto parent = runScenario(s, once).record;
            std::vector<PinnedFault> more;
            for (const Choice &c : choicesOf(parent->trace(), &*dup, AllExploreFaults))
                more.push_back(pinOf(c, parent->trace(), settings));
            QVERIFY(!more.empty());
            QCOMPARE(compareCheckpointRuns(s, common, more), more.size());
        }
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
