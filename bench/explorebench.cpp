#include "explorebench.h"

#include "builtinscenarios.h"
#include "explore/explore.h"
#include "scenario/scenario.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>
#include <thread>
#include <vector>

namespace corrsim {

namespace {

constexpr double MinSampleSeconds = 0.25;

struct Timed
{
    double seconds = 0;
    ExploreResult result;
};

Timed timeExplore(const Scenario &scenario, uint32_t maxFaults, unsigned jobs, bool pruneSameState = true)
{
    ExplorePlan plan;
    plan.bound.maxFaults = maxFaults;
    plan.bound.maxSchedules = 1'000'000;
    plan.jobs = jobs;
    plan.pruneSameState = pruneSameState;
    // An exploration of a hundred schedules lasts a millisecond, shorter than the host's
    // hiccups: it is repeated until a quarter of a second has passed, and timed as the
    // mean of those (starting the threads and the unfaulted run included each time).
    const auto start = std::chrono::steady_clock::now();
    Timed t;
    int repeats = 0;
    double elapsed = 0;
    do {
        t.result = explore(scenario, plan);
        ++repeats;
        elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    } while (elapsed < MinSampleSeconds);
    t.seconds = elapsed / repeats;
    return t;
}

} // namespace

int runExploreBench(int repeats)
{
    const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
    std::printf(
        "\nExplore (corrsim explore, every fault kind, the invariants); medians of %d samples, each at least %.2f s of "
        "repeated explorations, %u cores\n",
        repeats, MinSampleSeconds, cores);
    std::printf("%-28s %2s %7s %10s %5s %9s %12s %9s %s\n", "lesson", "K", "events", "schedules", "jobs", "wall s",
                "schedules/s", "per core", "exhaustive");
    double happyK2 = 0, slowestPerCore = 1e300;
    std::string slowest;
    for (const char *name : {"payment-claim-race", "outbox-relay-at-least-once", "saga-payment-happy-path"}) {
        const EmbeddedFile *f = findBuiltinScenario(name);
        const Scenario scenario = Scenario::parse(f->text, std::string(f->fileName));
        for (uint32_t k : {1u, 2u})
            for (unsigned jobs : {1u, cores}) {
                std::vector<Timed> runs;
                for (int r = 0; r < repeats; ++r)
                    runs.push_back(timeExplore(scenario, k, jobs));
                std::sort(runs.begin(), runs.end(),
                          [](const Timed &a, const Timed &b) { return a.seconds < b.seconds; });
                const Timed &m = runs[runs.size() / 2];
                const double rate = double(m.result.schedules()) / m.seconds;
                const size_t events = m.result.unfaultedEvents;
                const double perCore = rate / jobs;
                std::printf("%-28s %2u %7zu %10llu %5u %9.4f %12.0f %9.0f %s\n", name, k, events,
                            (unsigned long long)m.result.schedules(), jobs, m.seconds, rate, perCore,
                            m.result.exhaustive ? "yes" : "no");
                if (perCore < slowestPerCore) {
                    slowestPerCore = perCore;
                    slowest = std::string(name) + " K=" + std::to_string(k) + " on " + std::to_string(jobs) +
                              (jobs == 1 ? " job" : " jobs");
                }
                if (k == 2 && jobs == cores && std::string_view(name) == "saga-payment-happy-path")
                    happyK2 = m.seconds;
            }
    }
    // Pruning by state: schedules of one root start alike from the third fault on.
    {
        const EmbeddedFile *f = findBuiltinScenario("outbox-relay-at-least-once");
        const Scenario scenario = Scenario::parse(f->text, std::string(f->fileName));
        double wall[2] = {0, 0};
        ExploreResult pruned;
        for (bool prune : {false, true}) {
            std::vector<Timed> runs;
            for (int r = 0; r < repeats; ++r)
                runs.push_back(timeExplore(scenario, 3, cores, prune));
            std::sort(runs.begin(), runs.end(), [](const Timed &a, const Timed &b) { return a.seconds < b.seconds; });
            wall[prune] = runs[runs.size() / 2].seconds;
            pruned = runs[runs.size() / 2].result;
        }
        std::printf("pruning by state, outbox-relay-at-least-once K=3 on %u cores: %llu schedules, %llu not run "
                    "(%.1f%%); %.3f s with, %.3f s without (%.2fx)\n",
                    cores, (unsigned long long)pruned.schedules(), (unsigned long long)pruned.sameStateSkipped(),
                    100.0 * double(pruned.sameStateSkipped()) / double(std::max<uint64_t>(pruned.schedules(), 1)),
                    wall[1], wall[0], wall[0] / wall[1]);
    }
    std::printf("goal: >= 50,000 schedules/s per core on lessons under 100 events: %.0f at the slowest, %s (%s)\n",
                slowestPerCore, slowest.c_str(), slowestPerCore >= 50000 ? "met" : "missed");
    std::printf("goal: saga-payment-happy-path exhaustive at K=2 in under 10 s on %u cores: %.2f s (%s)\n", cores,
                happyK2, happyK2 < 10 ? "met" : "missed");
    return 0;
}

} // namespace corrsim
