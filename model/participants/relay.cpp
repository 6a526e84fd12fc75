#include "participants/relay.h"

#include "kernel/statehash.h"

#include "participants/broker.h"
#include "participants/outbox.h"
#include "trace/translatable.h"
#include "trace/vocabulary.h"

namespace corrsim {

namespace {
enum Timer : uint16_t { Poll = 1, Step = 2, ConfirmTimeout = 3 };
}

const ParticipantKind &Relay::descriptor()
{
    static const ParticipantKind kind{
        "relay",
        {
            {"outboxOf", FieldType::Participant, "required",
             QT_TRANSLATE_NOOP("ParameterDocs", "the saga service whose outbox it publishes")},
            {"pollEvery", FieldType::Duration, "`\"10ms\"`", QT_TRANSLATE_NOOP("ParameterDocs", "polling interval")},
            {"batch", FieldType::Integer, "10", QT_TRANSLATE_NOOP("ParameterDocs", "rows per poll")},
            {"order",
             FieldType::Choice,
             "`\"publish-then-mark\"`",
             QT_TRANSLATE_NOOP("ParameterDocs", "`publish-then-mark` (the mark waits for the confirmation; a crash "
                                                "before it republishes: at-least-once) "
                                                "or `mark-then-publish` (a crash between loses the event)"),
             {"publish-then-mark", "mark-then-publish"}},
            {"publishTime", FieldType::Distribution, "`\"1ms\"`",
             QT_TRANSLATE_NOOP("ParameterDocs", "time between one step and the next: between the rows of a batch, and "
                                                "between marking and publishing")},
            {"crashBetween", FieldType::Integer, "0",
             QT_TRANSLATE_NOOP(
                 "ParameterDocs",
                 "the first N times in the relay application (its workers together), crash between the two steps; "
                 "`restartAfter` brings it back")},
            {"restartAfter", FieldType::Duration, "none",
             QT_TRANSLATE_NOOP("ParameterDocs", "after a `crashBetween` crash, come back this much later")},
            {"confirmTimeout", FieldType::Duration, "`\"100ms\"`",
             QT_TRANSLATE_NOOP(
                 "ParameterDocs",
                 "how long a batch waits for confirmations; rows still unconfirmed are unlocked for a later poll")},
        },
        &Relay::create};
    return kind;
}

std::unique_ptr<Actor> Relay::create(const ConfigNode &c, BuildContext &ctx)
{
    std::unique_ptr<Relay> r(new Relay(ctx.workerName));
    // The outbox belongs to the application's database, whichever worker is named.
    ctx.participant(c.at("outboxOf"));
    const std::string service = c.at("outboxOf").text();
    r->m_outbox = &ctx.sim.shared<Outbox>(service.substr(0, service.find('/')));
    const ParticipantKind &kind = descriptor();
    r->m_pollEvery = readDuration(c, kind.field("pollEvery"));
    if (r->m_pollEvery.micros() <= 0)
        c.at("pollEvery").fail({FindingKind::PollIntervalPositive, {}, {}});
    r->m_confirmTimeout = readDuration(c, kind.field("confirmTimeout"));
    const int64_t batch = readInteger(c, kind.field("batch"));
    if (batch < 1)
        c.at("batch").fail({FindingKind::BatchAtLeastOne, {}, {}});
    r->m_batch = size_t(batch);
    r->m_markFirst = readChoice(c, kind.field("order"), {false, true}); // publish-then-mark, mark-then-publish
    r->m_publishTime = readDistribution(c, kind.field("publishTime"));
    r->m_crashBetween = &faultCount(c, ctx, "crashBetween");
    if (c.has("restartAfter"))
        r->m_restartAfter = c.at("restartAfter").duration();
    r->m_confirmType = ctx.sim.intern(vocabulary::BrokerConfirm);
    return r;
}

void Relay::start(Simulation &sim)
{
    m_sampler.emplace(sim.stream(name() + ":relay"));
    sim.addPeriodic(ref(), TimerEvent::of(Poll), m_pollEvery);
}

bool Relay::hasBackgroundWork(TimerEvent) const
{
    // A batch under way, or rows still to publish (until retries stop bringing progress).
    return !m_rows.empty() || m_outbox->hasUnpublished();
}

void Relay::onCrash(Simulation &)
{
    // The database releases a dead connection's row locks.
    m_outbox->releaseLocks(ref());
    m_rows.clear();
    m_events.clear();
    m_confirmed.clear();
    m_waiting = 0;
    m_timeoutSet = false;
}

void Relay::onTimer(Simulation &sim, TimerEvent timer)
{
    const Timer code = timer.as<Timer>();
    const uint32_t arg = timer.arg;
    if (code == Poll) {
        poll(sim);
    } else if (code == Step) {
        if (arg == m_batchNumber && !m_rows.empty())
            step(sim);
    } else if (code == ConfirmTimeout) {
        // No confirmation in time: the rows stay unpublished for a later poll.
        m_timeoutSet = false;
        for (size_t i = 0; i < m_rows.size(); ++i)
            if (!m_confirmed[i])
                m_outbox->unlock(m_rows[i]);
        endBatch(sim);
    }
}

void Relay::poll(Simulation &sim)
{
    if (!m_rows.empty() || !m_outbox->bound() || !m_outbox->hasUnpublished())
        return;
    // Not a retry: another relay holds them all, and its batch ends in bounded time (a
    // confirmation, its timeout, or a crash that releases its locks). Counted as one,
    // a second relay's polls used up the idle retries while the first waited out its
    // confirmation, and a row whose publish was lost was never published again.
    if (!m_outbox->hasUnlocked())
        return;
    if (!sim.mayRetry())
        return; // it has tried enough with nothing else going on
    m_rows = m_outbox->lock(ref(), m_batch);
    m_events.clear();
    for (Id row : m_rows)
        m_events.push_back(m_outbox->event(row));
    m_confirmed.assign(m_rows.size(), false);
    ++m_batchNumber;
    m_next = 0;
    m_halfDone = false;
    m_waiting = 0;
    step(sim);
}

void Relay::step(Simulation &sim)
{
    if (m_next >= m_rows.size()) {
        if (m_markFirst || m_waiting == 0)
            return endBatch(sim);
        m_timeout = sim.scheduleBackground(sim.now() + m_confirmTimeout, ref(), TimerEvent::of(ConfirmTimeout, 0));
        m_timeoutSet = true;
        return;
    }
    const Id row = m_rows[m_next];
    const Message &event = m_events[m_next];
    auto publish = [&] {
        Message e = event;
        e.from = ref(); // the relay puts it on the wire; the envelope is the service's
        sim.send(e);
        ++m_waiting;
    };
    if (!m_halfDone) {
        if (m_markFirst)
            m_outbox->markPublished(sim, ref(), row);
        else
            publish();
        m_halfDone = true;
        if (m_crashBetween->take()) {
            sim.log(ref(), m_markFirst ? vocabulary::LogCrashedAfterMarking : vocabulary::LogCrashedAfterPublishing, 0,
                    &event);
            sim.crashNow(ref(), m_restartAfter);
            return;
        }
        // Mark then publish: the second step follows. Publish then mark: the mark waits
        // for the broker's confirmation; the next row goes out meanwhile.
        sim.scheduleBackground(sim.now() + m_sampler->draw(m_publishTime), ref(), TimerEvent::of(Step, m_batchNumber));
        if (!m_markFirst) {
            m_halfDone = false;
            ++m_next;
        }
        return;
    }
    publish();
    m_halfDone = false;
    ++m_next;
    step(sim);
}

void Relay::onMessage(Simulation &sim, const Message &m)
{
    if (m.type == m_confirmType)
        confirmed(sim, m.causation);
}

void Relay::confirmed(Simulation &sim, Id row)
{
    sim.progress(); // the broker is there
    for (size_t i = 0; i < m_rows.size(); ++i) {
        if (m_rows[i] != row || m_confirmed[i])
            continue;
        m_confirmed[i] = true;
        if (!m_markFirst && m_outbox->heldBy(row, ref()))
            m_outbox->markPublished(sim, ref(), row);
        if (m_waiting > 0 && --m_waiting == 0 && m_next >= m_rows.size() && !m_markFirst)
            endBatch(sim);
        return;
    }
    // A confirmation that came after its batch gave up on it: the broker has the event
    // all the same, so the row is marked now (UPDATE ... WHERE NOT published). Ignoring
    // it republished the row at every poll, forever, if every confirmation was late. If
    // another relay holds the row, the UPDATE waits for its lock and then marks it; what
    // that relay sends meanwhile is a second copy (at least once).
    if (!m_markFirst)
        m_outbox->markPublished(sim, ref(), row);
}

void Relay::endBatch(Simulation &sim)
{
    if (m_timeoutSet) {
        sim.cancel(m_timeout);
        m_timeoutSet = false;
    }
    m_rows.clear();
    m_events.clear();
    m_confirmed.clear();
    m_waiting = 0;
    m_next = 0;
}

std::unique_ptr<Actor> Relay::clone(const CloneMap &map) const
{
    auto copy = std::make_unique<Relay>(*this);
    copy->m_outbox = map.shared(m_outbox);
    copy->m_crashBetween = map.shared(m_crashBetween);
    return copy;
}

void Relay::hashState(StateHash &h) const
{
    if (m_sampler)
        h.add(*m_sampler);
    h.each(m_rows, [&](Id row) { h.add(row); });
    h.each(m_events, [&](const Message &m) { h.add(m); });
    h.each(m_confirmed);
    h.add(m_batchNumber); // its step timers carry it
    h.add(m_next);
    h.add(m_halfDone);
    h.add(m_waiting);
    h.add(m_timeoutSet);
    h.timer(m_timeout);
}

} // namespace corrsim
