#include "run/run.h"

#include "kernel/simulation.h"
#include "kernel/statehash.h"
#include "run/checkhistory.h"
#include "run/expectationchecks.h"
#include "run/invariants.h"
#include "run/storehistory.h"
#include "scenario/faults.h"
#include "trace/hash.h"

#include <algorithm>
#include <optional>

namespace corrsim {

namespace {

/// Why a run stopped early: when, and the budget it used (its words name the flag that
/// changes it); none when it ran to its end (or its `until`).
std::optional<Finding> stopReason(Simulation::Stop stopped, SimTime at, const RunBudget &budget)
{
    switch (stopped) {
    case Simulation::Stop::EventBudget:
        return Finding{FindingKind::StoppedEventBudget, {at, std::to_string(budget.maxEvents)}, {}};
    case Simulation::Stop::MemoryBudget:
        return Finding{FindingKind::StoppedMemoryBudget, {at, std::to_string(budget.maxMemoryMb)}, {}};
    case Simulation::Stop::TimeLimit:
        return Finding{FindingKind::StoppedTimeLimit, {at}, {}};
    case Simulation::Stop::Cancelled:
        return Finding{FindingKind::RunCancelled, {at}, {}};
    default:
        return std::nullopt;
    }
}

} // namespace

RunResult::RunResult() = default;
RunResult::RunResult(RunResult &&) noexcept = default;
RunResult &RunResult::operator=(RunResult &&) noexcept = default;
RunResult::~RunResult() = default;

namespace {

/// The run's own promise, beyond what a trace can say: every live store holds exactly
/// what its trace rebuilds. Where one does not, the trace invariant is broken (a bug in
/// Corrsim's model, said as loudly as any broken invariant).
void checkLiveStores(const Simulation &sim, const StoreHistory &history, std::vector<InvariantResult> &invariants)
{
    for (const auto &store : sim.stores()) {
        const std::vector<StoredEntry> &expected = history.contentsAtEnd(store->index());
        size_t live = 0;
        bool same = true;
        store->entries().forEach([&](Id k, const StoreEntry &e) {
            ++live;
            auto it = std::lower_bound(expected.begin(), expected.end(), k,
                                       [](const StoredEntry &entry, Id key) { return entry.key < key; });
            same = same && it != expected.end() && it->key == k && it->record == e.value;
        });
        if (same && live == expected.size())
            continue;
        for (InvariantResult &r : invariants)
            if (r.id == InvariantId::StoresFollowTrace) {
                r.held = false;
                r.finding = {
                    FindingKind::LiveStoreDiffers, {store->name(), int64_t(live), int64_t(expected.size())}, {}};
            }
        return;
    }
}

/// Runs a simulation built from `scenario` (with the options' pins) and makes its record.
RunResult finishRun(std::unique_ptr<Simulation> sim, const Scenario &scenario, uint64_t seed, const RunOptions &options)
{
    RunResult r;
    r.sim = std::move(sim);
    r.sim->trace().setRecording(options.recordTrace);
    Simulation::Limits limits;
    limits.until = scenario.info().until.value_or(SimTime::max());
    limits.cancel = options.cancel;
    limits.maxEvents = options.budget.maxEvents;
    limits.maxMemoryBytes = options.budget.maxMemoryMb << 20;
    limits.progress = options.progress;
    const Simulation::Stop stopped = r.sim->run(limits);
    auto record = std::make_shared<RunRecord>();
    record->events = r.sim->sharedTrace();
    record->info = scenario.info();
    record->seed = seed;
    record->end = r.sim->endTime();
    record->stopReason = stopReason(stopped, r.sim->now(), options.budget);
    record->eventsHandled = r.sim->eventsHandled();
    record->warnings = r.sim->pinnedFaultWarnings();
    if (scenario.info().saga)
        record->sagas = sagaReport(r.sim->trace(), *scenario.info().saga);
    const SagaReport *sagas = record->sagas ? &*record->sagas : nullptr;
    // The store history before the expectations' verdicts go into the trace: they are no
    // store events, so it stays the run's (and the store expectations read it).
    record->stores = std::make_shared<StoreHistory>(record->events);
    if (options.expectations) {
        record->expectations = evaluateExpectations(scenario.expectations(), *r.sim, *record->stores, sagas);
        record->info.expectations = std::make_shared<const std::vector<Expectation>>(scenario.expectations());
    }
    r.sim->recordParticipantFacts();
    record->invariants = checkInvariants(r.sim->trace(), sagas, *record->stores);
    if (r.sim->trace().recording())
        checkLiveStores(*r.sim, *record->stores, record->invariants);
    record->fingerprint = r.sim->trace().fingerprint(); // once, after the expectation events
    r.record = std::move(record);
    return r;
}

/// Where a schedule of runFromCheckpoints starts: the state before the handler that
/// meets its pin, and the pin as that handler meets it (how many events in).
uint64_t pinKey(uint64_t state, const PinnedFault &pin, uint64_t eventsIn)
{
    uint64_t h = state;
    for (uint64_t w : {uint64_t(pin.kind), eventsIn, uint64_t(pin.delay.micros()), hashName(pin.worker),
                       pin.restartAfter ? uint64_t(pin.restartAfter->micros()) : UINT64_MAX}) {
        h ^= w;
        h = splitmix64(h);
    }
    return h;
}

} // namespace

RunResult runScenario(const Scenario &scenario, const RunOptions &options)
{
    const uint64_t seed = options.seed.value_or(scenario.info().seed);
    return finishRun(scenario.instantiate(seed, options.pins), scenario, seed, options);
}

BuiltScenario::BuiltScenario(const Scenario &scenario, std::optional<uint64_t> seed)
    : m_scenario(scenario), m_seed(seed.value_or(scenario.info().seed)), m_built(scenario.instantiate(m_seed))
{
    // The links are the same in every run: made here once, each copy starts with them.
    m_built->network().start(m_built->trace().participants());
    // And the names it was built with: each copy shares them, with their hashes.
    m_built->trace().shareNames();
}

BuiltScenario::~BuiltScenario() = default;

RunResult BuiltScenario::run(const RunOptions &options) const
{
    auto sim = m_built->clone();
    addPinnedFaults(options.pins, m_scenario.faultEntries(), *sim);
    return finishRun(std::move(sim), m_scenario, m_seed, options);
}

void BuiltScenario::forEachCheckpoint(const std::vector<PinnedFault> &added, const RunOptions &options,
                                      const std::function<void(size_t, Simulation *)> &each) const
{
    Simulation::Limits step;
    step.until = m_scenario.info().until.value_or(SimTime::max());
    auto common = [&] {
        auto sim = m_built->clone();
        addPinnedFaults(options.pins, m_scenario.faultEntries(), *sim);
        return sim;
    };
    // First the common run one event at a time, to learn what each event's handler
    // traces: tracedAfter[k] is the trace's length after k events (0: once started).
    std::vector<size_t> tracedAfter;
    size_t tracedBefore = 0;
    if (options.recordTrace) { // without a trace there is nothing to learn it from
        auto sim = common();
        tracedBefore = sim->trace().size();
        for (Simulation::Stop stop = Simulation::Stop::EventBudget;
             stop == Simulation::Stop::EventBudget && sim->eventsHandled() < options.budget.maxEvents;) {
            step.maxEvents = tracedAfter.empty() ? 0 : sim->eventsHandled() + 1;
            stop = sim->run(step);
            tracedAfter.push_back(sim->trace().size());
        }
    }
    // Then the common run again, stopped right before the event that traces each pin (a
    // pin changes nothing before its event).
    std::unique_ptr<Simulation> sim = common();
    bool started = false;
    for (size_t i = 0; i < added.size(); ++i) {
        const uint64_t seq = added[i].seq;
        const auto at = std::upper_bound(tracedAfter.begin(), tracedAfter.end(), seq);
        if (seq < tracedBefore || at == tracedAfter.end() || (at == tracedAfter.begin() && started)) {
            each(i, nullptr); // traced as the scenario was built, or never reached
            continue;
        }
        if (at != tracedAfter.begin()) { // after event k - 1 (k = 0: once started)
            step.maxEvents = uint64_t(at - tracedAfter.begin()) - 1;
            if (!started || sim->eventsHandled() < step.maxEvents)
                sim->run(step);
            started = true;
        }
        each(i, sim.get());
    }
}

void BuiltScenario::runFromCheckpoints(const std::vector<PinnedFault> &added, const RunOptions &options,
                                       const std::function<void(size_t, RunResult)> &done,
                                       const std::vector<bool> *skip) const
{
    const size_t firstAdded = m_scenario.faultEntries() + options.pins.size();
    forEachCheckpoint(added, options, [&](size_t i, Simulation *at) {
        if (skip && (*skip)[i])
            return;
        if (!at) {
            RunOptions one = options;
            one.pins.push_back(added[i]);
            done(i, run(one));
            return;
        }
        at->trace().keepFingerprintSoFar(); // each copy hashes only what it adds
        auto copy = at->clone();
        addPinnedFaults({added[i]}, firstAdded, *copy);
        done(i, finishRun(std::move(copy), m_scenario, m_seed, options));
    });
}

std::vector<StartKey> BuiltScenario::startKeys(const std::vector<PinnedFault> &added, const RunOptions &options,
                                               uint32_t pastRead) const
{
    std::vector<StartKey> keys(added.size());
    if (!options.recordTrace || (pastRead & past::Unfolded))
        return keys;
    std::optional<CheckHistory> history;
    std::optional<uint64_t> state;                       // at the checkpoint hashed last, when it has a key
    std::pair<uint64_t, size_t> hashedAt{UINT64_MAX, 0}; // that checkpoint: (events handled, traced)
    forEachCheckpoint(added, options, [&](size_t i, Simulation *at) {
        if (!at)
            return;
        if (!history)
            history.emplace(at->trace(), pastRead, m_scenario.info().saga);
        // A new checkpoint; before the first event, each (the start traces nothing, maybe).
        if (const std::pair now{at->eventsHandled(), at->trace().size()}; now != hashedAt || now.first == 0) {
            history->advance(*at);
            bool comparable = true;
            const uint64_t h = at->stateHash([&](StateHash &more) { comparable = history->hash(more, *at); });
            state = comparable ? std::optional(h) : std::nullopt;
            hashedAt = now;
        }
        if (state)
            keys[i] = {pinKey(*state, added[i], added[i].seq - at->trace().size()), at->eventsHandled()};
    });
    return keys;
}

} // namespace corrsim
