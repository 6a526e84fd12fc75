// make bench: the request/reply workload of BENCH-WORKLOAD.md, run as a Corrsim
// scenario through the same model the lessons use, at 10k, 100k and 1M requests, with
// the trace on and off, next to a bare hand-written loop. Each measurement runs in its
// own child process, so its peak memory is its own. Prints medians.

#include "bareloop.h"
#include "builtinscenarios.h"
#include "explorebench.h"
#include "guibench.h"
#include "importbench.h"
#include "inchild.h"
#include "kernel/kvstore.h"
#include "kernel/simulation.h"
#include "malloccache.h"
#include "run/run.h"
#include "scenario/scenario.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

using namespace corrsim;

namespace {

struct Measurement
{
    double seconds = 0;
    uint64_t events = 0;
    uint64_t traceEvents = 0;
    double bytesPerTraceEvent = 0;
    long peakKiB = 0;
    int ok = 0;
};

std::string scenarioText()
{
    std::ifstream in(CORRSIM_BENCH_SCENARIO);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

Measurement measureModel(uint64_t n, bool trace)
{
    Scenario s = Scenario::parse(scenarioText(), "request-reply.json");
    s.set({"participants.requester.workload.count", std::to_string(n)});
    auto sim = s.instantiate();
    sim->trace().setRecording(trace);
    const auto start = std::chrono::steady_clock::now();
    sim->run();
    Measurement m;
    m.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    m.events = sim->eventsHandled();
    m.traceEvents = sim->trace().size();
    m.bytesPerTraceEvent = m.traceEvents ? double(sim->trace().memoryBytes()) / double(m.traceEvents) : 0;
    // The end checks of the workload: all matched, nothing pending, nothing unknown.
    const Trace &t = sim->trace();
    m.ok = t.count(EventKind::ReplyMatched) == n && t.count(EventKind::ReplyDiscarded) == 0 &&
           sim->findStore("requester.pending")->size() == 0 && m.events == 4 * n;
    return m;
}

Measurement measureBare(uint64_t n)
{
    const bench::BareResult r = bench::runBareLoop(n, 1);
    Measurement m;
    m.seconds = r.seconds;
    m.events = r.events;
    m.ok = r.matched == n;
    return m;
}

/// Scenario texts that stress loading: many participants, a long narrative, a huge
/// generated workload.
std::string manyParticipants(int pairs)
{
    std::string s = R"({"name": "many-participants", "participants": [)";
    for (int i = 0; i < pairs; ++i)
        s += (i ? "," : "") + std::string(R"({"name": "c)") + std::to_string(i) +
             R"(", "kind": "requester", "to": "s)" + std::to_string(i) + R"(", "requests": [{"at": ")" +
             std::to_string(i % 50) + R"(ms"}]}, {"name": "s)" + std::to_string(i) +
             R"(", "kind": "replier", "processing": "2ms"})";
    return s + "]}";
}

std::string longNarrative(int notes)
{
    std::string s = R"({"name": "long-narrative", "participants": [{"name": "s", "kind": "sink"}], "narrative": [)";
    for (int i = 0; i < notes; ++i)
        s += (i ? "," : "") + std::string(R"({"at": ")") + std::to_string(i) + R"(ms", "text": "note )" +
             std::to_string(i) + R"( says a little about what happens now", "pause": true})";
    return s + "]}";
}

std::string hugeWorkload(int payments)
{
    return R"({"name": "huge-workload", "participants": [{"name": "payment", "kind": "saga-service", "creates": {"state": "NEW"},
        "workload": {"count": )" +
           std::to_string(payments) + R"(, "interval": {"exponential": "2ms"}, "amount": {"uniform": [1, 100]},
        "from": ["a", "b"], "to": "m"}}]})";
}

Measurement measureLoad(const std::string &text)
{
    const auto start = std::chrono::steady_clock::now();
    const Scenario s = Scenario::parse(text, "bench.json");
    Measurement m;
    m.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    m.ok = !s.info().name.empty();
    return m;
}

Measurement median(std::vector<Measurement> runs)
{
    std::sort(runs.begin(), runs.end(), [](const auto &a, const auto &b) { return a.seconds < b.seconds; });
    Measurement m = runs[runs.size() / 2];
    for (const auto &r : runs)
        m.ok = m.ok && r.ok;
    return m;
}

} // namespace

int main(int argc, char **argv)
{
    int repeats = 3;
    bool explore = false;
    std::vector<uint64_t> sizes = {10000, 100000, 1000000};
    for (int i = 1; i < argc; ++i) {
        if (!std::strcmp(argv[i], "--gui") && i + 1 < argc) {
            return runGuiBench(argv[i + 1]);
        } else if (!std::strcmp(argv[i], "--make-spans") && i + 2 < argc) {
            return makeSpanFile(std::strtoull(argv[i + 1], nullptr, 10), argv[i + 2]);
        } else if (!std::strcmp(argv[i], "--import") && i + 2 < argc) {
            return runImportBench(argv[i + 1], argv[i + 2], repeats);
        } else if (!std::strcmp(argv[i], "--quick")) {
            sizes = {10000, 100000};
        } else if (!std::strcmp(argv[i], "--profile") && i + 1 < argc) {
            // One in-process run with the trace on, for callgrind or perf.
            const Measurement m =
                measureModel(std::strtoull(argv[i + 1], nullptr, 10), !std::getenv("CORRSIM_TRACE_OFF"));
            std::printf("%.3f s, %llu events, %s\n", m.seconds, (unsigned long long)m.events, m.ok ? "ok" : "FAIL");
            return m.ok ? 0 : 1;
        } else if (!std::strcmp(argv[i], "--repeats") && i + 1 < argc) {
            repeats = std::max(1, std::atoi(argv[++i]));
        } else if (!std::strcmp(argv[i], "--explore")) {
            explore = true;
        }
    }
    if (explore) {
        restartWithMallocCache(argv); // as `corrsim explore` does
        return runExploreBench(repeats);
    }
    bool allOk = true;
    std::printf("Loading a scenario (parse and build it once to check it); medians of %d runs\n", repeats);
    std::printf("%-34s %10s %12s %6s\n", "what", "wall s", "peak MiB", "check");
    const std::pair<const char *, std::string> loads[] = {{"10,000 participants", manyParticipants(5000)},
                                                          {"100,000 narrative notes", longNarrative(100000)},
                                                          {"10,000,000 generated payments", hugeWorkload(10000000)}};
    for (const auto &[what, text] : loads) {
        std::vector<Measurement> runs;
        for (int r = 0; r < repeats; ++r)
            runs.push_back(inChild<Measurement>([&] { return measureLoad(text); }));
        const Measurement m = median(runs);
        std::printf("%-34s %10.3f %12.1f %6s\n", what, m.seconds, double(m.peakKiB) / 1024.0, m.ok ? "ok" : "FAIL");
        allOk = allOk && m.ok;
    }
    std::printf("\nCorrsim benchmark: request/reply, out-of-order replies (BENCH-WORKLOAD.md); medians of %d runs\n",
                repeats);
    std::printf("%-10s %-12s %10s %14s %12s %12s %10s %6s\n", "requests", "variant", "wall s", "events/s", "vs bare",
                "peak MiB", "B/event", "check");
    long firstOffKiB = 0; // trace off at the first size: memory must not grow from there
    for (uint64_t n : sizes) {
        std::vector<Measurement> bare, on, off;
        for (int r = 0; r < repeats; ++r) {
            bare.push_back(inChild<Measurement>([&] { return measureBare(n); }));
            on.push_back(inChild<Measurement>([&] { return measureModel(n, true); }));
            off.push_back(inChild<Measurement>([&] { return measureModel(n, false); }));
        }
        const Measurement b = median(bare), mOn = median(on), mOff = median(off);
        const double bareRate = double(b.events) / b.seconds;
        auto line = [&](const char *variant, const Measurement &m) {
            const double rate = double(m.events) / m.seconds;
            std::printf("%-10llu %-12s %10.3f %14.0f %11.2fx %12.1f %10.1f %6s\n", (unsigned long long)n, variant,
                        m.seconds, rate, rate / bareRate, double(m.peakKiB) / 1024.0, m.bytesPerTraceEvent,
                        m.ok ? "ok" : "FAIL");
            allOk = allOk && m.ok;
        };
        line("bare loop", b);
        line("trace on", mOn);
        line("trace off", mOff);
        const double onRatio = double(mOn.events) / mOn.seconds / bareRate;
        if (n == sizes.back()) {
            // Issue 13's kernel goals, at the largest size, beside the bare loop's figure.
            std::printf("goal: trace on >= 0.60x the bare loop: %.2fx (%s)\n", onRatio,
                        onRatio >= 0.6 ? "met" : "missed");
            std::printf("goal: <= 48 bytes a trace event: %.1f (%s)\n", mOn.bytesPerTraceEvent,
                        mOn.bytesPerTraceEvent <= 48 ? "met" : "missed");
            std::printf("goal: trace off, memory flat in the requests: %.1f MiB at %llu (%s against %.1f MiB at the "
                        "first size)\n",
                        double(mOff.peakKiB) / 1024.0, (unsigned long long)n,
                        mOff.peakKiB <= firstOffKiB + 1024 ? "met" : "missed", double(firstOffKiB) / 1024.0);
        }
        if (n == sizes.front())
            firstOffKiB = mOff.peakKiB;
    }
    return allOk ? 0 : 1;
}
