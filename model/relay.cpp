#include "relay.h"

#include "sagaservice.h"

namespace corrsim {

namespace {
enum Timer : uint16_t { Poll = 1, Step = 2 };
}

std::unique_ptr<Actor> Relay::create(const ConfigNode &c, BuildContext &ctx)
{
    BuildContext::allowFields(c, {"outboxOf", "pollEvery", "batch", "order", "publishTime", "crashBetween", "restartAfter"});
    std::unique_ptr<Relay> r(new Relay(ctx.workerName));
    r->m_serviceAddress = ctx.participant(c.at("outboxOf"));
    r->m_pollEvery = c.duration("pollEvery", r->m_pollEvery);
    if (r->m_pollEvery.micros() <= 0)
        c.at("pollEvery").fail("the poll interval must be longer than zero");
    const int64_t batch = c.integer("batch", 10);
    if (batch < 1)
        c.at("batch").fail("a batch holds at least one row");
    r->m_batch = size_t(batch);
    r->m_markFirst = c.choice("order", {"publish-then-mark", "mark-then-publish"}, "publish-then-mark") == "mark-then-publish";
    r->m_publishTime = c.has("publishTime") ? c.at("publishTime").distribution() : Distribution::fixed(SimTime::fromMillis(1));
    r->m_crashBetween = c.integer("crashBetween", 0);
    if (c.has("restartAfter"))
        r->m_restartAfter = c.at("restartAfter").duration();
    return r;
}

void Relay::start(Simulation &sim)
{
    m_service = dynamic_cast<SagaService *>(sim.actor(sim.members(m_serviceAddress).front()));
    m_sampler.emplace(sim.stream(name() + ":relay"));
    nextPoll(sim);
}

void Relay::nextPoll(Simulation &sim)
{
    // Polling goes on while there is anything to publish or anything else to happen.
    if ((m_service && m_service->hasUnpublished()) || !sim.onlyBackgroundLeft())
        sim.scheduleBackground(sim.now() + m_pollEvery, ref(), Poll, 0);
}

void Relay::onCrash(Simulation &)
{
    // The database releases a dead connection's row locks.
    if (m_service)
        m_service->releaseLocks(ref());
    m_rows.clear();
}

void Relay::onRestart(Simulation &sim)
{
    m_rows.clear();
    m_next = 0;
    nextPoll(sim);
}

void Relay::onTimer(Simulation &sim, uint16_t code, uint32_t)
{
    if (code == Poll)
        poll(sim);
    else if (code == Step)
        step(sim);
}

void Relay::poll(Simulation &sim)
{
    if (!m_service || m_service->broker() == NoActor)
        return;
    m_rows = m_service->lockUnpublished(ref(), m_batch);
    m_next = 0;
    m_halfDone = false;
    if (m_rows.empty())
        return nextPoll(sim);
    step(sim);
}

void Relay::step(Simulation &sim)
{
    if (m_next >= m_rows.size()) {
        m_rows.clear();
        return nextPoll(sim);
    }
    const Id row = m_rows[m_next];
    auto publish = [&] {
        Message e = m_service->outboxEvent(row);
        e.from = ref(); // the relay puts it on the wire; the envelope is the service's
        sim.send(e);
    };
    if (!m_halfDone) {
        if (m_markFirst)
            m_service->markPublished(sim, ref(), row);
        else
            publish();
        m_halfDone = true;
        if (m_crashBetween > 0) {
            --m_crashBetween;
            sim.log(ref(), m_markFirst ? "crashed after marking, before publishing"
                                       : "crashed after publishing, before marking", 0, &m_service->outboxEvent(row));
            sim.crashNow(ref(), m_restartAfter);
            return;
        }
        sim.schedule(sim.now() + m_sampler->draw(m_publishTime), ref(), Step, 0);
        return;
    }
    if (m_markFirst)
        publish();
    else
        m_service->markPublished(sim, ref(), row);
    m_halfDone = false;
    ++m_next;
    step(sim);
}

} // namespace corrsim
