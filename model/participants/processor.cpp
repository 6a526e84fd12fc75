#include "participants/processor.h"

#include "trace/translatable.h"
#include "trace/vocabulary.h"

namespace corrsim {

namespace {
enum Timer : uint16_t { Handled = 2 }; // the numbers it had beside the producer
}

const ParticipantKind &Processor::descriptor()
{
    static const ParticipantKind kind{
        "processor",
        {
            {"processing", FieldType::Distribution, "`\"0ms\"`",
             QT_TRANSLATE_NOOP("ParameterDocs", "how long handling one message takes")},
            {"emit", FieldType::Object, "none",
             QT_TRANSLATE_NOOP("ParameterDocs", "`{\"type\", \"to\"}`: on success, the next message of the chain (new "
                                                "ID, correlation ID copied forward, "
                                                "causation ID = the handled message)")},
            {"fails", FieldType::List, "none",
             QT_TRANSLATE_NOOP("ParameterDocs", "message types whose handling always fails")},
            {"failProbability", FieldType::Probability, "0",
             QT_TRANSLATE_NOOP("ParameterDocs", "the probability that handling any message fails")},
            {"retry", FieldType::Object, "none",
             QT_TRANSLATE_NOOP("ParameterDocs",
                               "`{\"maxAttempts\", \"giveUpAfter\", \"retryAfter\"}`: put a failed message back after "
                               "`retryAfter` (same "
                               "envelope, attempt + 1) until `maxAttempts` (default 3) or `giveUpAfter`")},
            {"deadLetter", FieldType::Participant, "none",
             QT_TRANSLATE_NOOP("ParameterDocs", "where messages it gives up on go, with the header `death-reason`")},
        },
        &Processor::create};
    return kind;
}

std::unique_ptr<Actor> Processor::create(const ConfigNode &c, BuildContext &ctx)
{
    Simulation &sim = ctx.sim;
    std::unique_ptr<Processor> p(new Processor(ctx.workerName));
    p->m_processing = readDistribution(c, descriptor().field("processing"));
    if (auto e = c.find("emit")) {
        e->allowOnly({"type", "to"});
        p->m_emitType = sim.intern(e->at("type").text());
        p->m_emitTo = ctx.participant(e->at("to"));
    }
    if (auto f = c.find("fails"))
        for (const ConfigNode &t : f->items())
            p->m_failingTypes.push_back(sim.intern(t.text()));
    p->m_failProbability = readProbability(c, descriptor().field("failProbability"));
    if (auto r = c.find("retry")) {
        r->allowOnly({"maxAttempts", "giveUpAfter", "retryAfter"});
        p->m_maxAttempts = int(r->integer("maxAttempts", 3));
        if (p->m_maxAttempts < 1)
            r->at("maxAttempts").fail({FindingKind::AtLeastOne, {"maxAttempts"}, {}});
        if (r->has("giveUpAfter"))
            p->m_giveUpAfter = r->at("giveUpAfter").duration();
        p->m_retryAfter = r->duration("retryAfter", SimTime::fromMillis(1000));
    }
    if (auto d = c.find("deadLetter"))
        p->m_deadLetter = ctx.participant(*d);
    p->m_ids = IdSequence(sim.addIdSpace("", IdStyle::Uuid));
    p->m_deathReason = sim.intern(vocabulary::DeathReason);
    p->m_tooOld = sim.intern(vocabulary::LogTooOld);
    p->m_exhausted = sim.intern(vocabulary::LogExhausted);
    p->m_failed = sim.intern(vocabulary::LogHandlingFailed);
    return p;
}

void Processor::start(Simulation &sim)
{
    m_sampler.emplace(sim.stream(name() + ":processing"));
}

void Processor::onMessage(Simulation &sim, const Message &m)
{
    // A message can be on its first attempt and still too old (a paused queue):
    // the policy gives up on age as well as on attempts.
    if (m_giveUpAfter && sim.now() - m.firstSeen > *m_giveUpAfter)
        return deadLetter(sim, m, m_tooOld);
    sim.schedule(sim.now() + m_sampler->draw(m_processing), ref(), TimerEvent::of(Handled, m_working.acquire(m)));
}

void Processor::onTimer(Simulation &sim, TimerEvent timer)
{
    const Timer code = timer.as<Timer>();
    const uint32_t arg = timer.arg;
    if (code != Handled)
        return;
    Message m = m_working[arg];
    m_working.release(arg);
    bool fails = m_failProbability > 0 && m_sampler->rng().chance(m_failProbability);
    for (Sym t : m_failingTypes)
        fails = fails || t == m.type;
    if (fails) {
        sim.log(ref(), vocabulary::LogHandlingFailed, 0, &m);
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

} // namespace corrsim
