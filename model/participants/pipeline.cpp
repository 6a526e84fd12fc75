#include "participants/pipeline.h"

namespace corrsim {

namespace {
enum Timer : uint16_t { Emit = 1, Handled = 2 };
}

std::unique_ptr<Actor> Producer::create(const ConfigNode &c, BuildContext &ctx)
{
    BuildContext::allowFields(c, {"to", "messages"});
    std::unique_ptr<Producer> p(new Producer(ctx.workerName));
    const ActorRef to = ctx.participant(c.at("to"));
    IdSequence ids(ctx.sim.addIdSpace("", IdStyle::Uuid));
    size_t index = 0;
    for (const ConfigNode &item : c.at("messages").items()) {
        item.allowOnly({"at", "id", "type", "correlationId", "body", "headers", "to"});
        Message m;
        m.id = item.has("id") ? ctx.literalId(item.at("id")) : ids.next();
        if (auto cid = item.find("correlationId"))
            m.correlation = ctx.literalId(*cid);
        m.type = ctx.sim.intern(item.text("type", "message"));
        m.to = item.has("to") ? ctx.participant(item.at("to")) : to;
        Records &records = ctx.sim.trace().records();
        const RecordRef body = item.has("body") ? ctx.record(item.at("body")) : 0;
        const RecordRef headers = item.has("headers") ? ctx.record(item.at("headers"), Section::Header) : 0;
        m.record = records.with(body, records.fields(headers));
        // With workers, each message is sent by one of them.
        if (index++ % size_t(ctx.workerCount) == size_t(ctx.workerIndex))
            p->m_messages.emplace_back(item.duration("at", SimTime()), m);
    }
    if (c.at("messages").items().empty())
        c.at("messages").fail("a producer needs at least one message");
    return p;
}

void Producer::start(Simulation &sim)
{
    for (size_t i = 0; i < m_messages.size(); ++i)
        sim.scheduleInput(m_messages[i].first, ref(), Emit, uint32_t(i));
}

void Producer::onTimer(Simulation &sim, uint16_t code, uint32_t arg)
{
    if (code != Emit)
        return;
    Message m = m_messages[arg].second;
    m.from = ref();
    sim.send(m);
}

std::unique_ptr<Actor> Processor::create(const ConfigNode &c, BuildContext &ctx)
{
    BuildContext::allowFields(c, {"processing", "emit", "fails", "failProbability", "retry", "deadLetter"});
    Simulation &sim = ctx.sim;
    std::unique_ptr<Processor> p(new Processor(ctx.workerName));
    p->m_processing = c.has("processing") ? c.at("processing").distribution() : Distribution::fixed(SimTime());
    if (auto e = c.find("emit")) {
        e->allowOnly({"type", "to"});
        p->m_emitType = sim.intern(e->at("type").text());
        p->m_emitTo = ctx.participant(e->at("to"));
    }
    if (auto f = c.find("fails"))
        for (const ConfigNode &t : f->items())
            p->m_failingTypes.push_back(sim.intern(t.text()));
    p->m_failProbability = c.probability("failProbability", 0);
    if (auto r = c.find("retry")) {
        r->allowOnly({"maxAttempts", "giveUpAfter", "retryAfter"});
        p->m_maxAttempts = int(r->integer("maxAttempts", 3));
        if (p->m_maxAttempts < 1)
            r->at("maxAttempts").fail("maxAttempts is at least 1");
        if (r->has("giveUpAfter"))
            p->m_giveUpAfter = r->at("giveUpAfter").duration();
        p->m_retryAfter = r->duration("retryAfter", SimTime::fromMillis(1000));
    }
    if (auto d = c.find("deadLetter"))
        p->m_deadLetter = ctx.participant(*d);
    p->m_ids = IdSequence(sim.addIdSpace("", IdStyle::Uuid));
    p->m_deathReason = sim.intern("death-reason");
    p->m_tooOld = sim.intern("too old: gave up on age");
    p->m_exhausted = sim.intern("gave up after the last attempt");
    p->m_failed = sim.intern("handling failed");
    return p;
}

void Processor::start(Simulation &sim) { m_sampler.emplace(sim.stream(name() + ":processing")); }

void Processor::onMessage(Simulation &sim, const Message &m)
{
    // A message can be on its first attempt and still too old (a paused queue):
    // the policy gives up on age as well as on attempts.
    if (m_giveUpAfter && sim.now() - m.firstSeen > *m_giveUpAfter)
        return deadLetter(sim, m, m_tooOld);
    sim.schedule(sim.now() + m_sampler->draw(m_processing), ref(), Handled, m_working.acquire(m));
}

void Processor::onTimer(Simulation &sim, uint16_t code, uint32_t arg)
{
    if (code != Handled)
        return;
    Message m = m_working[arg];
    m_working.release(arg);
    bool fails = m_failProbability > 0 && m_sampler->rng().chance(m_failProbability);
    for (Sym t : m_failingTypes)
        fails = fails || t == m.type;
    if (fails) {
        sim.log(ref(), "handling failed", 0, &m);
        if (m.attempt >= m_maxAttempts)
            return deadLetter(sim, m, m_exhausted);
        // Back on the queue for another attempt: same envelope, attempt + 1, first_seen kept.
        ++m.attempt;
        m.from = ref();
        m.to = ref();
        return sim.sendAfter(m, m_retryAfter);
    }
    if (m_emitTo == NoActor)
        return;
    Message next;
    next.id = m_ids.next();
    next.correlation = m.correlation; // the whole chain keeps the first correlation ID
    next.causation = m.id;            // the immediate parent
    next.type = m_emitType;
    next.record = m.record;
    next.from = ref();
    next.to = m_emitTo;
    sim.send(next);
}

void Processor::deadLetter(Simulation &sim, const Message &m, Sym reason)
{
    sim.log(ref(), sim.trace().names().text(reason), 0, &m);
    if (m_deadLetter == NoActor)
        return;
    Message dead = m; // the same envelope: ID, attempt and first_seen tell its story
    dead.from = ref();
    dead.to = m_deadLetter;
    const Field why{m_deathReason, Section::Header, Value::text(reason)};
    dead.record = sim.trace().records().with(m.record, {&why, 1});
    sim.send(dead);
}

std::unique_ptr<Actor> Sink::create(const ConfigNode &c, BuildContext &ctx)
{
    BuildContext::allowFields(c, {});
    return std::unique_ptr<Sink>(new Sink(ctx.workerName));
}

} // namespace corrsim
