#include "sagastarts.h"

namespace corrsim {

SagaStarts readSagaStarts(const ConfigNode &c, BuildContext &ctx)
{
    Simulation &sim = ctx.sim;
    SagaStarts starts;
    if (auto start = c.find("start"))
        for (const ConfigNode &item : start->items()) {
            item.allowOnly({"at", "body"});
            starts.emplace_back(item.duration("at", SimTime()), item.has("body") ? ctx.record(item.at("body")) : 0);
        }
    if (auto w = c.find("workload")) {
        w->allowOnly({"count", "interval", "amount", "from", "to"});
        const int64_t count = w->at("count").integer();
        if (count < 0 || count > MaxGeneratedStarts)
            w->at("count").fail("count is a whole number from 0 to 10000000 (these starts are drawn when the scenario loads)");
        const Distribution interval = w->at("interval").distribution();
        const ConfigNode amount = w->at("amount");
        int64_t lo = 0, hi = 0;
        if (amount.isObject()) {
            amount.allowOnly({"uniform"});
            const auto bounds = amount.at("uniform").items();
            if (bounds.size() != 2)
                amount.at("uniform").fail("uniform takes two whole numbers, [low, high]");
            lo = bounds[0].integer();
            hi = bounds[1].integer();
            if (hi < lo)
                amount.at("uniform").fail("the high bound is below the low bound");
        } else {
            lo = hi = amount.integer();
        }
        std::vector<Sym> froms;
        for (const ConfigNode &f : w->at("from").items())
            froms.push_back(sim.intern(f.text()));
        if (froms.empty())
            w->at("from").fail("give at least one account");
        const Sym to = sim.intern(w->at("to").text());
        const Sym amountName = sim.intern("amount"), fromName = sim.intern("from"), toName = sim.intern("to");
        // Payment i draws its gap, amount and account from a stream named after it, not
        // after the participant: two designs given the same workload get the same payments.
        const uint64_t streams = hashName("payment");
        SimTime t;
        for (int64_t i = 0; i < count; ++i) {
            uint64_t mix = sim.seed() ^ streams ^ (uint64_t(i + 1) * 0x9e3779b97f4a7c15ULL);
            Sampler draws{Rng(splitmix64(mix))};
            t += interval.kind == Distribution::Kind::Sequence ? interval.steps[size_t(i) % interval.steps.size()]
                                                               : draws.draw(interval);
            const int64_t a = lo + int64_t(draws.rng().below(uint64_t(hi - lo + 1)));
            const Field body[] = {{amountName, Section::Body, Value::integer(a)},
                                  {fromName, Section::Body, Value::text(froms[size_t(draws.rng().below(froms.size()))])},
                                  {toName, Section::Body, Value::text(to)}};
            starts.emplace_back(t, sim.trace().records().add(body));
        }
    }
    if (ctx.workerIndex != 0)
        starts.clear(); // an application starts each saga once, on its first worker
    return starts;
}

} // namespace corrsim
