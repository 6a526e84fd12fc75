#include "explore/explore.h"

#include "explore/endstate.h"
#include "whatif/rundiff.h"

#include <algorithm>
#include <exception>
#include <map>
#include <mutex>
#include <thread>

namespace corrsim {

namespace {

/// A schedule whose children are still to be made: its pins, and the choices on its run.
struct Node
{
    Schedule schedule;
    std::vector<Choice> choices;
};

/// What one run of a level said.
struct Judged
{
    uint32_t broken = 0; // bit i: the plan's check i did not hold
    uint64_t state = 0;
    std::string fingerprint;
    std::vector<Choice> choices; // its children's, when there is a next level
    std::optional<Choice> last;
    bool stoppedEarly = false;
};

class Explorer
{
public:
    Explorer(const Scenario &scenario, const ExplorePlan &plan, const std::atomic<bool> *cancel)
        : m_scenario(scenario), m_plan(plan), m_cancel(cancel)
    {
        for (const ExploreCheck *c : plan.checks)
            m_checks.push_back(c);
        if (m_checks.empty())
            m_checks.push_back(findExploreCheck("invariants"));
        m_options.seed = plan.seed;
        m_options.budget = plan.budget;
    }

    RunResult run(const Schedule &s) const
    {
        Scenario scenario = m_scenario;
        if (!s.pins.empty())
            scenario.addPinnedFaults(s.pins);
        return runScenario(scenario, m_options);
    }

    uint32_t brokenChecks(const RunRecord &r) const
    {
        uint32_t broken = 0;
        for (size_t i = 0; i < m_checks.size(); ++i)
            if (!m_checks[i]->verdict(r).held)
                broken |= 1u << i;
        return broken;
    }

    Judged judge(const Schedule &s, const std::optional<Choice> &last, bool expand) const
    {
        const RunResult r = run(s);
        Judged j;
        j.stoppedEarly = !r.record->stopReason.empty();
        j.broken = j.stoppedEarly ? 0 : brokenChecks(*r.record);
        j.state = endStateHash(*r.record);
        j.fingerprint = r.record->fingerprint;
        j.last = last;
        if (expand)
            j.choices = choicesOf(r.record->trace(), last ? &*last : nullptr, m_plan.faults);
        return j;
    }

    ExploreResult explore(const ExploreProgress &progress)
    {
        ExploreResult result;
        for (const ExploreCheck *c : m_checks)
            result.tallies.push_back({c->name, 0});

        // The unfaulted run: its trace names the workers and gives the first choices.
        const RunResult base = run({});
        m_baseTrace = base.record->events;
        if (m_plan.budget.maxEvents == RunBudget::DefaultMaxEvents)
            m_options.budget.maxEvents = std::max<uint64_t>(100'000, 100 * base.record->trace().size());
        m_settings.faults = m_plan.faults;
        m_settings.delay = m_plan.delay ? *m_plan.delay : std::max(base.record->endTime(), SimTime::fromMillis(1));
        m_settings.restartAfter = m_plan.restartAfter;
        result.delay = m_settings.delay;
        result.restartAfter = m_settings.restartAfter;

        std::vector<Node> frontier;
        {
            Judged j = judge({}, std::nullopt, m_plan.maxFaults > 0);
            record(result, {}, j);
            frontier.push_back({{}, std::move(j.choices)});
            m_expanded.try_emplace(j.fingerprint, Choice{}.key()); // no pin comes before the first
            if (j.broken)
                return finish(result, {{}}, {j}, {});
        }
        result.exhaustive = true;
        for (uint32_t level = 1; level <= m_plan.maxFaults && !frontier.empty(); ++level) {
            // The level's schedules, in order: each parent's children by their choice.
            std::vector<std::pair<uint32_t, uint32_t>> children;
            for (uint32_t p = 0; p < frontier.size(); ++p)
                for (uint32_t c = 0; c < frontier[p].choices.size(); ++c)
                    children.emplace_back(p, c);
            const uint64_t room = m_plan.maxSchedules > result.schedules ? m_plan.maxSchedules - result.schedules : 0;
            if (children.size() > room) {
                children.resize(size_t(room));
                result.exhaustive = false;
            }
            const bool expand = level < m_plan.maxFaults;
            std::vector<Schedule> schedules(children.size());
            for (size_t i = 0; i < children.size(); ++i) {
                const auto [p, c] = children[i];
                schedules[i] = frontier[p].schedule;
                schedules[i].pins.push_back(pinOf(frontier[p].choices[c], *m_baseTrace, m_settings));
            }
            std::vector<Judged> judged = runAll(schedules, children, frontier, expand, result, level, progress);
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
                for (const auto &[p, c] : children)
                    parents.push_back(frontier[p].schedule);
                return finish(result, schedules, judged, parents);
            }
            result.levelsDone = level;
            if (!expand || children.empty())
                break;
            frontier = nextFrontier(result, schedules, judged);
        }
        return result;
    }

private:
    std::vector<Judged> runAll(const std::vector<Schedule> &schedules,
                               const std::vector<std::pair<uint32_t, uint32_t>> &children,
                               const std::vector<Node> &frontier, bool expand, ExploreResult &result, uint32_t level,
                               const ExploreProgress &progress) const
    {
        std::vector<Judged> judged(schedules.size());
        std::atomic<size_t> next{0}, done{0};
        std::atomic<bool> failed{false};
        std::exception_ptr error;
        std::mutex report;
        const uint64_t before = result.schedules;
        auto work = [&] {
            for (size_t k; !failed && (k = next.fetch_add(1)) < schedules.size();) {
                if (m_cancel && m_cancel->load())
                    return;
                try {
                    const auto [p, c] = children[k];
                    judged[k] = judge(schedules[k], frontier[p].choices[c], expand);
                } catch (...) {
                    std::lock_guard lock(report);
                    if (!failed.exchange(true))
                        error = std::current_exception();
                    return;
                }
                const size_t finished = ++done;
                if (progress && (finished % 64 == 0 || finished == schedules.size())) {
                    std::lock_guard lock(report);
                    progress(before + finished, level);
                }
            }
        };
        std::vector<std::thread> threads;
        for (unsigned i = 1; i < std::max(1u, m_plan.jobs); ++i)
            threads.emplace_back(work);
        work();
        for (std::thread &t : threads)
            t.join();
        if (error)
            std::rethrow_exception(error);
        return judged;
    }

    /// Counts a run in the tallies and its end state.
    void record(ExploreResult &result, const Schedule &s, const Judged &j) const
    {
        ++result.schedules;
        result.stoppedEarlyRuns += j.stoppedEarly;
        for (size_t i = 0; i < m_checks.size(); ++i)
            result.tallies[i].violations += (j.broken >> i) & 1u;
        const auto [at, added] = m_outcomeOf.try_emplace(j.state, result.outcomes.size());
        if (added) {
            ExploreResult::Outcome o{j.state, 0, s, {}};
            for (size_t i = 0; i < m_checks.size(); ++i)
                if ((j.broken >> i) & 1u)
                    o.broken.push_back(m_checks[i]->name);
            result.outcomes.push_back(std::move(o));
        }
        ++result.outcomes[at->second].schedules;
    }

    /// The children worth expanding: a run another schedule already made, with its last
    /// pin no later, has its children made there (they are the same runs).
    std::vector<Node> nextFrontier(ExploreResult &result, std::vector<Schedule> &schedules, std::vector<Judged> &judged)
    {
        std::vector<Node> frontier;
        for (size_t i = 0; i < judged.size(); ++i) {
            const auto lastKey = judged[i].last->key();
            const auto [seen, added] = m_expanded.try_emplace(judged[i].fingerprint, lastKey);
            if (!added && seen->second <= lastKey) {
                ++result.sameRunPruned;
                continue;
            }
            seen->second = std::min(seen->second, lastKey);
            frontier.push_back({std::move(schedules[i]), std::move(judged[i].choices)});
        }
        return frontier;
    }

    /// The level broke a check: its shortest counterexample, and how it parts from the
    /// schedule one fault short of it.
    ExploreResult &finish(ExploreResult &result, const std::vector<Schedule> &schedules,
                          const std::vector<Judged> &judged, const std::vector<Schedule> &parents)
    {
        result.stoppedAtViolation = true;
        result.exhaustive = false;
        size_t best = SIZE_MAX;
        for (size_t i = 0; i < judged.size(); ++i)
            if (judged[i].broken && (best == SIZE_MAX || schedules[i].reorders() < schedules[best].reorders()))
                best = i;
        result.counterexample = schedules[best];
        const RunResult failing = run(schedules[best]);
        for (const ExploreCheck *c : m_checks)
            if (const CheckVerdict v = c->verdict(*failing.record); !v.held) {
                result.brokenCheck = c->name;
                result.brokenDetail = v.detail;
                break;
            }
        result.failing = failing.record;
        if (!parents.empty()) {
            result.nearestPassing = parents[best];
            const RunResult passing = run(parents[best]);
            result.passing = passing.record;
            const RunComparison diff = compareRuns(*passing.record, *failing.record);
            if (diff.divergence)
                result.divergence = diff.divergence->sentence();
        }
        return result;
    }

    const Scenario &m_scenario;
    const ExplorePlan &m_plan;
    const std::atomic<bool> *m_cancel;
    std::vector<const ExploreCheck *> m_checks;
    RunOptions m_options;
    ChoiceSettings m_settings;
    std::shared_ptr<const Trace> m_baseTrace;
    mutable std::map<uint64_t, size_t> m_outcomeOf;
    std::map<std::string, std::pair<uint64_t, ExploreFault>> m_expanded;
};

} // namespace

ExploreResult explore(const Scenario &scenario, const ExplorePlan &plan, const ExploreProgress &progress,
                      const std::atomic<bool> *cancel)
{
    return Explorer(scenario, plan, cancel).explore(progress);
}

} // namespace corrsim
