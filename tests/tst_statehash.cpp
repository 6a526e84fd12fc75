#include "builtinscenarios.h"
#include "explore/schedule.h"
#include "kernel/simulation.h"
#include "scenario/scenario.h"
#include "trace/hash.h"

#include <QTest>

#include <map>
#include <string>
#include <vector>

using namespace corrsim;

// Simulation::stateHash says two simulations of one scenario go on alike: the same
// events from there on, whatever came before. Checked on every lesson and variant over
// the unfaulted run and every one-fault schedule an exploration makes: at every point
// between two events, a state hashed as one seen before must be followed by the same
// events as that one was. A member a hash leaves out shows up as two runs that hash alike
// and then part; the test also counts that such states are met (faults absorbed, runs
// joined again), so that it cannot pass by finding none.

namespace {

struct Point
{
    uint64_t suffix;   // what the trace says from here to the end
    std::string where; // the schedule and the event, for the failure message
};

/// What events from..end say, one number for each `from`: each event as the fingerprint
/// hashes it, chained from the end.
std::vector<uint64_t> suffixHashes(const Trace &t)
{
    const Trace::EventWords names = t.eventWords();
    std::vector<uint64_t> suffix(t.size() + 1, 0x5eed);
    for (size_t i = t.size(); i-- > 0;) {
        uint64_t state = suffix[i + 1] ^ (t.eventHash(i, names) * 0x9e3779b97f4a7c15ULL);
        suffix[i] = splitmix64(state);
    }
    return suffix;
}

struct Met
{
    size_t points = 0, joined = 0, parted = 0;
};

/// Runs one schedule a handler at a time, hashing the state before each, and checks
/// each hash against the states met before it.
void walk(const Scenario &s, const std::vector<PinnedFault> &pins, const std::string &name,
          std::map<uint64_t, Point> &seen, Met &met)
{
    auto sim = s.instantiate(std::nullopt, pins);
    Simulation::Limits step;
    step.until = s.info().until.value_or(SimTime::max());
    std::vector<std::pair<uint64_t, size_t>> states; // (hash, events traced) before each handler
    for (Simulation::Stop stop = Simulation::Stop::EventBudget; stop == Simulation::Stop::EventBudget;) {
        step.maxEvents = sim->eventsHandled() + (states.empty() ? 0 : 1);
        stop = sim->run(step);
        states.emplace_back(sim->stateHash(), sim->trace().size());
        QVERIFY2(states.size() < 100'000, name.c_str());
    }
    const std::vector<uint64_t> suffix = suffixHashes(sim->trace());
    for (const auto &[hash, traced] : states) {
        ++met.points;
        const Point here{suffix[traced], name + " after event " + std::to_string(traced)};
        const auto [at, added] = seen.try_emplace(hash, here);
        if (added)
            continue;
        ++met.joined;
        if (at->second.suffix != here.suffix) {
            ++met.parted;
            if (met.parted <= 3)
                qWarning("%s and %s hash alike and go on apart", at->second.where.c_str(), here.where.c_str());
        }
    }
}

} // namespace

class TestStateHash : public QObject
{
    Q_OBJECT
    static constexpr size_t MaxEvents = 150;

private slots:
    void statesThatHashAlikeGoOnAlike()
    {
        Met met;
        size_t schedules = 0;
        for (const EmbeddedFile &f : builtinScenarios()) {
            const Scenario lesson = Scenario::parse(f.text, std::string(f.fileName));
            if (lesson.info().name == "saga-payment-1000")
                continue; // a thousand sagas: a benchmark, not a lesson to step through
            std::vector<Scenario> all{lesson};
            for (const ScenarioInfo::Variant &v : lesson.info().variants)
                all.push_back(lesson.withVariant(v.name));
            for (const Scenario &s : all) {
                const auto base = s.instantiate();
                base->run(s.info().until.value_or(SimTime::max()));
                if (base->trace().size() > MaxEvents)
                    continue; // the sizes an exploration runs; longer ones make the test slow, not stronger
                std::map<uint64_t, Point> seen;
                const std::string name = s.info().name;
                walk(s, {}, name, seen, met);
                const ChoiceSettings settings{AllExploreFaults, std::max(base->endTime(), SimTime::fromMillis(1)),
                                              SimTime::fromMillis(10)};
                for (const Choice &c : choicesOf(base->trace(), nullptr, AllExploreFaults)) {
                    const PinnedFault pin = pinOf(c, base->trace(), settings);
                    walk(s, {pin}, name + " " + pin.json(), seen, met);
                    ++schedules;
                }
            }
        }
        qInfo("%zu schedules, %zu points between events: %zu met a state seen before, %zu went on otherwise", schedules,
              met.points, met.joined, met.parted);
        QCOMPARE(met.parted, size_t(0));
        QVERIFY2(met.joined > 1000, "too few runs join again for the check to mean anything");
    }
};

QTEST_GUILESS_MAIN(TestStateHash)
#include "tst_statehash.moc"
