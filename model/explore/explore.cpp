#include "explore/explore.h"

#include "explore/blocks.h"
#include "explore/endstate.h"
#include "explore/faultsbynumber.h"
#include "explore/judged.h"
#include "explore/samestates.h"
#include "run/checkhistory.h"
#include "run/parallelruns.h"
#include "trace/findingwords.h"
#include "whatif/rundiff.h"

#include <algorithm>
#include <map>

namespace corrsim {

namespace {

/// A schedule whose children are still to be made: its pins, the choices on its run,
/// and the one-fault schedule it grew from (shards split the work by it).
struct Node
{
    Schedule schedule;
    std::vector<Choice> choices;
    uint32_t root = 0;
};

/// Equal runs are expanded once. One-fault schedules are compared with all of their
/// level (every shard runs that level whole); deeper ones within their root, so that
/// a shard prunes exactly what one process does.
using SameRunKey = std::pair<uint32_t, std::string>; // (root + 1, or 0 up to one fault; fingerprint)

class Explorer
{
public:
    Explorer(const Scenario &scenario, const ExplorePlan &plan, const std::atomic<bool> *cancel)
        : m_scenario(scenario), m_plan(plan), m_cancel(cancel), m_built(scenario, plan.seed)
    {
        for (const ExploreCheck *c : plan.checks)
            m_checks.push_back(c);
        if (m_checks.empty())
            m_checks.push_back(findExploreCheck("invariants"));
        m_options.seed = plan.seed;
        m_options.budget = plan.budget;
        m_options.expectations =
            std::find(m_checks.begin(), m_checks.end(), findExploreCheck("expectations")) != m_checks.end();
        for (const ExploreCheck *c : m_checks)
            m_past |= c->past;
        m_pruneSameState = plan.pruneSameState && !(m_past & past::Unfolded);
    }

    /// A schedule's run; `shown`: as `corrsim run` makes it, expectations judged, for the
    /// counterexample and its nearest passing schedule.
    RunResult run(const Schedule &s, bool shown = false) const
    {
        RunOptions options = m_options;
        options.pins = s.pins;
        options.expectations = options.expectations || shown;
        return m_built.run(options);
    }

    Judged judge(const Schedule &s, const std::optional<Choice> &last, bool expand) const
    {
        return judge(run(s), s, last, expand);
    }

    Judged judge(const RunResult &r, const Schedule &s, const std::optional<Choice> &last, bool expand) const
    {
        Judged j;
        j.stoppedEarly = r.record->stopReason.has_value();
        j.handledAtEnd = r.record->eventsHandled;
        for (size_t i = 0; i < m_checks.size() && !j.stoppedEarly; ++i)
            if (m_checks[i]->verdict(*r.record).broken())
                j.broken |= 1u << i;
        j.state = endStateHash(*r.record);
        j.fingerprint = r.record->fingerprint;
        j.last = last;
        if (expand) {
            std::vector<uint64_t> held;
            for (const PinnedFault &p : s.pins)
                if (p.kind == PinnedFault::Kind::DeliverAfterNext)
                    held.push_back(p.seq);
            j.choices = choicesOf(r.record->trace(), last ? &*last : nullptr, m_plan.bound.faults, held);
        }
        return j;
    }

    ExploreResult explore(const ExploreProgress &progress)
    {
        ExploreResult result;
        result.bound = m_plan.bound;
        result.shard = m_plan.shard;
        result.shards = m_plan.shards;
        for (const ExploreCheck *c : m_checks)
            result.checks.push_back(c->name);

        // The unfaulted run: its trace names the workers and gives the first choices.
        const RunResult base = run({});
        refuseFaultsByNumber(m_scenario, base.record->trace());
        m_baseTrace = base.record->events;
        result.unfaultedEvents = m_baseTrace->size();
        result.unfaultedFingerprint = base.record->fingerprint;
        if (m_plan.budget.maxEvents == RunBudget::DefaultMaxEvents)
            m_options.budget.maxEvents = std::max<uint64_t>(100'000, 100 * base.record->trace().size());
        m_settings.faults = m_plan.bound.faults;
        m_settings.delay = m_plan.delay ? *m_plan.delay : std::max(base.record->endTime(), SimTime::fromMillis(1));
        m_settings.restartAfter = m_plan.restartAfter;
        result.delay = m_settings.delay;
        result.restartAfter = m_settings.restartAfter;

        std::vector<Node> frontier;
        {
            Judged j = judge({}, std::nullopt, m_plan.bound.maxFaults > 0);
            openLevel(result);
            record(result, {}, j);
            if (j.broken)
                return finish(result, {{}}, {j}, {});
            m_expanded.try_emplace({0, j.fingerprint}, Choice{}.key()); // no pin comes before the first
            frontier.push_back({{}, std::move(j.choices), 0});
        }
        result.exhaustive = true;
        for (uint32_t level = 1; level <= m_plan.bound.maxFaults && !frontier.empty(); ++level) {
            // The level's schedules, in order: each parent's children by their choice.
            std::vector<Child> children;
            for (uint32_t p = 0; p < frontier.size(); ++p)
                if (level <= 1 || frontier[p].root % m_plan.shards == m_plan.shard)
                    for (uint32_t c = 0; c < frontier[p].choices.size(); ++c)
                        children.push_back({p, c});
            openLevel(result);
            const uint64_t room =
                m_plan.bound.maxSchedules > result.schedules() ? m_plan.bound.maxSchedules - result.schedules() : 0;
            if (children.size() > room) {
                children.resize(size_t(room));
                result.levels.back().cut = true;
                result.exhaustive = false;
            }
            const bool expand = level < m_plan.bound.maxFaults;
            std::vector<Schedule> schedules(children.size());
            std::vector<std::optional<Choice>> lasts(children.size());
            for (size_t i = 0; i < children.size(); ++i) {
                const Node &parent = frontier[children[i].parent];
                lasts[i] = parent.choices[children[i].choice];
                schedules[i] = parent.schedule;
                schedules[i].pins.push_back(pinOf(*lasts[i], *m_baseTrace, m_settings));
            }
            const uint64_t before = result.schedules();
            std::vector<Judged> judged(schedules.size());
            std::vector<uint32_t> parents(children.size());
            for (size_t k = 0; k < children.size(); ++k)
                parents[k] = children[k].parent;
            const std::vector<Block> blocks = blocksOf(parents, m_plan.jobs);
            // A copy right before each pin pays for the parent's two passes only on
            // longer runs: 70 and 82 events ran 4-27% faster, 28 events 12-21% slower.
            const bool fromCheckpoints = m_baseTrace->size() >= CheckpointFromEvents;
            // Where each child starts; one that starts as an earlier one did is not run.
            std::vector<StartKey> starts(children.size());
            std::vector<StartsLike> same(children.size());
            std::vector<bool> skip(children.size(), false);
            const bool keyed = fromCheckpoints && m_pruneSameState && level >= FirstKeyedLevel &&
                               m_plan.bound.maxFaults >= FirstPrunedLevel;
            if (keyed) {
                runInParallel(
                    blocks.size(), m_plan.jobs, m_cancel,
                    [&](size_t b) {
                        const Block &block = blocks[b];
                        const std::vector<StartKey> keys = m_built.startKeys(
                            addedPins(block, schedules), parentRun(frontier, children, block), m_past);
                        for (size_t i = 0; i < block.count; ++i)
                            starts[block.at(i)] = keys[i];
                    },
                    [](size_t) {});
                std::vector<uint32_t> spaces;
                std::vector<size_t> reorders;
                for (size_t k = 0; k < children.size(); ++k) {
                    spaces.push_back(frontier[children[k].parent].root);
                    reorders.push_back(schedules[k].reorders());
                }
                same = sameStarts(starts, spaces, reorders, m_earlierStarts);
                for (size_t k = 0; k < same.size(); ++k)
                    skip[k] = same[k].any();
            }
            std::atomic<size_t> judgedSoFar{0};
            runInParallel(
                blocks.size(), m_plan.jobs, m_cancel,
                [&](size_t b) {
                    const Block &block = blocks[b];
                    if (fromCheckpoints) {
                        std::vector<bool> skipped(block.count);
                        for (size_t i = 0; i < block.count; ++i)
                            skipped[i] = skip[block.at(i)];
                        m_built.runFromCheckpoints(
                            addedPins(block, schedules), parentRun(frontier, children, block),
                            [&](size_t i, RunResult r) {
                                const size_t k = block.at(i);
                                judged[k] = judge(r, schedules[k], lasts[k], expand);
                            },
                            &skipped);
                    } else {
                        for (size_t i = 0; i < block.count; ++i) {
                            const size_t k = block.at(i);
                            judged[k] = judge(schedules[k], lasts[k], expand);
                        }
                    }
                    judgedSoFar += block.count;
                },
                [&](size_t) {
                    if (progress)
                        progress(before + judgedSoFar.load(), level);
                });
            if (!(m_cancel && m_cancel->load()))
                for (size_t k = 0; k < children.size(); ++k) {
                    if (!skip[k])
                        continue;
                    judged[k].last = lasts[k];
                    const RunFromStart like = same[k].fewerFaults
                                                  ? *same[k].fewerFaults
                                                  : runFromStart(starts[same[k].child], judged[same[k].child]);
                    if (judgedLike(starts[k], like, m_options.budget.maxEvents, judged[k])) {
                        judged[k].likeFewerFaults = same[k].fewerFaults != nullptr;
                        if (expand) // it would have had children
                            m_skips.skipped(starts[k].handled - like.handledAtStart);
                    } else
                        judged[k] = judge(schedules[k], lasts[k], expand); // the one it starts like stopped early
                }
            if (m_cancel && m_cancel->load()) {
                result.exhaustive = false;
                return result;
            }
            bool violated = false;
            for (size_t i = 0; i < judged.size(); ++i) {
                record(result, schedules[i], judged[i]);
                violated = violated || judged[i].broken;
            }
            if (violated) {
                std::vector<Schedule> parents;
                for (const Child &c : children)
                    parents.push_back(frontier[c.parent].schedule);
                return finish(result, schedules, judged, parents);
            }
            if (!expand)
                break;
            if (keyed) // the next level's schedules may start as these did
                for (size_t k = 0; k < children.size(); ++k)
                    if (!judged[k].skipped)
                        m_earlierStarts.add(frontier[children[k].parent].root, starts[k], judged[k]);
            frontier = nextFrontier(result, level, frontier, children, schedules, judged);
            if (const uint64_t bytes = heldBytes(frontier); bytes > (m_plan.budget.maxMemoryMb << 20)) {
                result.exhaustive = false;
                result.budgetUsedUp =
                    Finding{FindingKind::ExploreMemoryPassed,
                            {int64_t(frontier.size()), int64_t(m_expanded.size()), int64_t(m_earlierStarts.size()),
                             int64_t((bytes + (1 << 20) - 1) >> 20), int64_t(m_plan.budget.maxMemoryMb)},
                            int64_t(level)};
                break;
            }
        }
        // A run cut short is not judged, nor are the choices past its cut made: what it
        // and its children would have said is not known.
        result.exhaustive = result.exhaustive && result.stoppedEarly() == 0;
        return result;
    }

    bool skipsWithinBudget() const { return m_skips.hold(m_options.budget.maxEvents, m_plan.bound.maxFaults); }

private:
    struct Child
    {
        uint32_t parent, choice;
    };

    static constexpr size_t CheckpointFromEvents = 48;
    /// Schedules are keyed by where they start from two faults on, when there are three:
    /// a root's children share one parent, so two schedules of one root start alike from
    /// three faults on, a three-fault one like a two-fault one at the earliest.
    static constexpr uint32_t FirstKeyedLevel = 2;
    static constexpr uint32_t FirstPrunedLevel = 3;
    /// What the search holds between levels: the schedules to expand with their choices,
    /// the runs seen (a fingerprint and a key each, in a tree node) and the starts kept.
    uint64_t heldBytes(const std::vector<Node> &frontier) const
    {
        constexpr uint64_t TreeNode = 48; // a std::map node's links and colour, and the allocator's share
        uint64_t bytes = frontier.capacity() * sizeof(Node);
        for (const Node &n : frontier)
            bytes += n.schedule.pins.capacity() * sizeof(PinnedFault) + n.choices.capacity() * sizeof(Choice);
        for (const auto &[key, last] : m_expanded)
            bytes += TreeNode + sizeof(key) + key.second.capacity() + sizeof(last);
        return bytes + m_earlierStarts.bytes();
    }

    static std::vector<PinnedFault> addedPins(const Block &block, const std::vector<Schedule> &schedules)
    {
        std::vector<PinnedFault> added;
        for (size_t i = 0; i < block.count; ++i)
            added.push_back(schedules[block.at(i)].pins.back());
        return added;
    }

    /// The run of a block's parent: its children add one pin each to it.
    RunOptions parentRun(const std::vector<Node> &frontier, const std::vector<Child> &children,
                         const Block &block) const
    {
        RunOptions options = m_options;
        options.pins = frontier[children[block.first].parent].schedule.pins;
        return options;
    }

    void openLevel(ExploreResult &result) const
    {
        result.levels.push_back({});
        result.levels.back().violations.assign(m_checks.size(), 0);
    }

    /// Counts a run in its level and its end state.
    void record(ExploreResult &result, const Schedule &s, const Judged &j)
    {
        ExploreResult::Level &level = result.levels.back();
        ++level.schedules;
        level.stoppedEarly += j.stoppedEarly;
        level.sameStateSkipped += j.skipped;
        m_skips.ran(j.handledAtEnd); // 0 for one not run
        level.fewerFaultsSkipped += j.likeFewerFaults;
        for (size_t i = 0; i < m_checks.size(); ++i)
            level.violations[i] += (j.broken >> i) & 1u;
        // An outcome is an end state and what it breaks: two runs can end alike and only
        // one of them have applied an effect twice on the way.
        const auto [at, added] = m_outcomeOf.try_emplace({j.state, j.broken}, result.outcomes.size());
        if (added) {
            ExploreResult::Outcome o{j.state, {}, s, {}, {}};
            for (size_t i = 0; i < m_checks.size(); ++i)
                if ((j.broken >> i) & 1u)
                    o.broken.push_back(m_checks[i]->name);
            result.outcomes.push_back(std::move(o));
        }
        std::vector<Schedule> &kinds = result.outcomes[at->second].firstOfEachKind;
        if (std::none_of(kinds.begin(), kinds.end(), [&](const Schedule &k) { return k.kinds() == s.kinds(); }))
            kinds.push_back(s);
        std::vector<uint64_t> &byLevel = result.outcomes[at->second].byLevel;
        byLevel.resize(result.levels.size(), 0);
        ++byLevel.back();
    }

    /// The children worth expanding: a run another schedule already made, with its last
    /// pin no later, has its children made there (they are the same runs).
    std::vector<Node> nextFrontier(ExploreResult &result, uint32_t level, const std::vector<Node> &parents,
                                   const std::vector<Child> &children, std::vector<Schedule> &schedules,
                                   std::vector<Judged> &judged)
    {
        std::vector<Node> frontier;
        for (size_t i = 0; i < judged.size(); ++i) {
            const uint32_t root = level == 1 ? uint32_t(frontier.size()) : parents[children[i].parent].root;
            if (judged[i].skipped)
                continue; // its children would be those of the schedule it starts like
            const auto lastKey = judged[i].last->key();
            const auto [seen, added] =
                m_expanded.try_emplace({level == 1 ? 0 : root + 1, std::move(judged[i].fingerprint)}, lastKey);
            if (!added && seen->second <= lastKey) {
                ++result.levels.back().sameRunPruned;
                continue;
            }
            seen->second = std::min(seen->second, lastKey);
            frontier.push_back({std::move(schedules[i]), std::move(judged[i].choices), root});
        }
        return frontier;
    }

    /// The level broke a check: its shortest counterexample, and how it parts from the
    /// schedule one fault short of it.
    ExploreResult &finish(ExploreResult &result, const std::vector<Schedule> &schedules,
                          const std::vector<Judged> &judged, const std::vector<Schedule> &parents)
    {
        result.exhaustive = false;
        size_t best = SIZE_MAX;
        for (size_t i = 0; i < judged.size(); ++i)
            if (judged[i].broken && (best == SIZE_MAX || shorterCounterexample(schedules[i], schedules[best])))
                best = i;
        result.counterexample = schedules[best];
        const RunResult failing = run(schedules[best], true);
        for (const ExploreCheck *c : m_checks)
            if (const CheckVerdict v = c->verdict(*failing.record); v.broken()) {
                result.brokenCheck = c->name;
                result.brokenFinding = v.finding;
                break;
            }
        result.failing = failing.record;
        result.counterexampleFaults = schedules[best].description(&failing.record->trace());
        if (!parents.empty()) {
            result.nearestPassing = parents[best];
            const RunResult passing = run(parents[best], true);
            result.passing = passing.record;
            result.nearestPassingFaults = parents[best].description(&passing.record->trace());
            result.comparison = std::make_shared<const RunComparison>(compareRuns(*passing.record, *failing.record));
            if (result.comparison->divergence)
                result.divergence = result.comparison->divergence->sentence();
        }
        return result;
    }

    const Scenario &m_scenario;
    const ExplorePlan &m_plan;
    const std::atomic<bool> *m_cancel;
    BuiltScenario m_built; // every schedule runs a copy of it, with its pins
    std::vector<const ExploreCheck *> m_checks;
    RunOptions m_options;
    ChoiceSettings m_settings;
    std::shared_ptr<const Trace> m_baseTrace;
    std::map<std::pair<uint64_t, uint32_t>, size_t> m_outcomeOf; // (end state, checks broken) -> outcome
    std::map<SameRunKey, std::pair<uint64_t, ExploreFault>> m_expanded;
    EarlierStarts m_earlierStarts; // where the schedules of earlier levels started, from two faults on
    SkipsWithinBudget m_skips;
    uint32_t m_past = 0; // what of a run's past the checks read
    bool m_pruneSameState = false;
};

} // namespace

ExploreResult explore(const Scenario &scenario, const ExplorePlan &plan, const ExploreProgress &progress,
                      const std::atomic<bool> *cancel)
{
    Explorer pruned(scenario, plan, cancel);
    ExploreResult r = pruned.explore(progress);
    if (pruned.skipsWithinBudget())
        return r;
    ExplorePlan whole = plan; // rare: --max-events close to the runs' length
    whole.pruneSameState = false;
    return Explorer(scenario, whole, cancel).explore(progress);
}

} // namespace corrsim
