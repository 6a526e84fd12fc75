#include "bareloop.h"

#include "kernel/random.h"

#include <chrono>
#include <queue>
#include <unordered_map>
#include <vector>

namespace corrsim::bench {

namespace {
enum Kind : uint8_t { NextRequest, RequestArrives, ReplySent, ReplyArrives };
struct Ev
{
    int64_t t;
    uint64_t seq;
    uint64_t id;
    Kind kind;
    bool operator>(const Ev &o) const { return t != o.t ? t > o.t : seq > o.seq; }
};
} // namespace

BareResult runBareLoop(uint64_t requests, uint64_t seed)
{
    Sampler arrivals(Rng::stream(seed, "a")), latency(Rng::stream(seed, "l")), work(Rng::stream(seed, "w"));
    const auto interArrival = Distribution::exponential(SimTime::fromMillis(1));
    const auto lat = Distribution::uniform(SimTime::fromMicros(500), SimTime::fromMicros(3000));
    const auto proc = Distribution::exponential(SimTime::fromMillis(5));

    const auto start = std::chrono::steady_clock::now();
    std::priority_queue<Ev, std::vector<Ev>, std::greater<>> q;
    std::unordered_map<uint64_t, std::pair<uint64_t, int64_t>> pending; // id -> (business key, sent at)
    uint64_t seq = 0, sent = 0;
    BareResult r;
    q.push({arrivals.draw(interArrival).micros(), seq++, 0, NextRequest});
    while (!q.empty()) {
        const Ev e = q.top();
        q.pop();
        switch (e.kind) {
        case NextRequest: {
            const uint64_t id = ++sent;
            pending.emplace(id, std::make_pair(id + 1000000, e.t));
            q.push({e.t + latency.draw(lat).micros(), seq++, id, RequestArrives});
            if (sent < requests)
                q.push({e.t + arrivals.draw(interArrival).micros(), seq++, 0, NextRequest});
            break;
        }
        case RequestArrives:
            q.push({e.t + work.draw(proc).micros(), seq++, e.id, ReplySent});
            break;
        case ReplySent:
            q.push({e.t + latency.draw(lat).micros(), seq++, e.id, ReplyArrives});
            break;
        case ReplyArrives:
            if (pending.erase(e.id))
                ++r.matched;
            break;
        }
        ++r.events;
    }
    r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return r;
}

} // namespace corrsim::bench
