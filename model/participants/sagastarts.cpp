#include "participants/sagastarts.h"

namespace corrsim {

SagaStarts SagaStarts::read(const ConfigNode &c, BuildContext &ctx)
{
    Simulation &sim = ctx.sim;
    SagaStarts s;
    s.m_active = ctx.workerIndex == 0;
    if (auto start = c.find("start"))
        for (const ConfigNode &item : start->items()) {
            item.allowOnly({"at", "body"});
            s.m_scripted.emplace_back(item.duration("at", SimTime()),
                                      item.has("body") ? ctx.record(item.at("body")) : 0);
        }
    if (auto w = c.find("workload")) {
        w->allowOnly({"count", "interval", "amount", "from", "to"});
        s.m_count = w->at("count").integer();
        if (s.m_count < 0 || s.m_count > MaxWorkloadCount)
            w->at("count").fail({FindingKind::InRange, {"count", int64_t(0), int64_t(MaxWorkloadCount)}, {}});
        s.m_interval = w->at("interval").distribution();
        const ConfigNode amount = w->at("amount");
        if (amount.isObject()) {
            amount.allowOnly({"uniform"});
            const auto bounds = amount.at("uniform").items();
            if (bounds.size() != 2)
                amount.at("uniform").fail({FindingKind::UniformTakesTwoWhole, {}, {}});
            s.m_low = bounds[0].integer();
            s.m_high = bounds[1].integer();
            if (s.m_high < s.m_low)
                amount.at("uniform").fail({FindingKind::HighBelowLow, {}, {}});
            if (s.m_high - s.m_low > (int64_t(1) << 53) || s.m_low < -(int64_t(1) << 53) ||
                s.m_high > (int64_t(1) << 53))
                amount.at("uniform").fail({FindingKind::BoundsWithin, {}, {}});
        } else {
            s.m_low = s.m_high = amount.integer();
        }
        for (const ConfigNode &f : w->at("from").items())
            s.m_froms.push_back(sim.intern(f.text()));
        if (s.m_froms.empty())
            w->at("from").fail({FindingKind::GiveAnAccount, {}, {}});
        s.m_to = sim.intern(w->at("to").text());
        s.m_amountName = sim.intern("amount");
        s.m_fromName = sim.intern("from");
        s.m_toName = sim.intern("to");
    }
    return s;
}

namespace {
/// Payment i's own stream.
Sampler paymentStream(const Simulation &sim, int64_t i)
{
    uint64_t mix = sim.seed() ^ hashName("payment") ^ (uint64_t(i + 1) * 0x9e3779b97f4a7c15ULL);
    return Sampler(Rng(splitmix64(mix)));
}
} // namespace

SimTime SagaStarts::gap(Simulation &sim, int64_t i) const
{
    if (m_interval.kind == Distribution::Kind::Sequence)
        return m_interval.steps[size_t(i) % m_interval.steps.size()];
    Sampler s = paymentStream(sim, i);
    return s.draw(m_interval);
}

RecordRef SagaStarts::body(Simulation &sim, int64_t i) const
{
    Sampler s = paymentStream(sim, i);
    if (m_interval.kind != Distribution::Kind::Sequence)
        s.draw(m_interval); // the gap comes first in the stream
    const int64_t a = m_low + int64_t(s.rng().below(uint64_t(m_high - m_low + 1)));
    const Field fields[] = {{m_amountName, Section::Body, Value::integer(a)},
                            {m_fromName, Section::Body, Value::text(m_froms[size_t(s.rng().below(m_froms.size()))])},
                            {m_toName, Section::Body, Value::text(m_to)}};
    return sim.trace().records().add(fields);
}

void SagaStarts::schedule(Simulation &sim, ActorRef self, TimerEvent start) const
{
    if (!m_active)
        return;
    for (size_t i = 0; i < m_scripted.size(); ++i)
        sim.scheduleInput(m_scripted[i].first, self, start.carrying(uint32_t(i)));
    if (m_count > 0)
        sim.scheduleInput(sim.now() + gap(sim, 0), self, start.carrying(uint32_t(m_scripted.size())));
}

RecordRef SagaStarts::arrived(Simulation &sim, ActorRef self, TimerEvent start) const
{
    const uint32_t arg = start.arg;
    if (arg < m_scripted.size())
        return m_scripted[arg].second;
    lost(sim, self, start);
    return body(sim, int64_t(arg - m_scripted.size()));
}

void SagaStarts::lost(Simulation &sim, ActorRef self, TimerEvent start) const
{
    const uint32_t arg = start.arg;
    if (arg < m_scripted.size())
        return;
    const int64_t i = int64_t(arg - m_scripted.size());
    if (i + 1 < m_count)
        sim.scheduleInput(sim.now() + gap(sim, i + 1), self, start.carrying(arg + 1));
}

} // namespace corrsim
