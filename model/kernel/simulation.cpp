#include "kernel/simulation.h"

namespace corrsim {

namespace {
// Events the kernel handles itself rather than an actor.
constexpr uint16_t KernelTarget = 0xffff;
constexpr uint16_t DeliverCode = 0;
constexpr uint16_t NoteCode = 1;
constexpr uint16_t InjectCode = 2;
constexpr uint16_t CrashCode = 3;
constexpr uint16_t RestartCode = 4;
constexpr uint16_t SweepCode = 5;
constexpr uint16_t PeriodicCode = 6;
constexpr uint16_t BackgroundBit = 0x4000;
constexpr uint16_t InputBit = 0x2000;
constexpr uint16_t CodeBits = 0x1fff;

/// The first multiple of `every` after `now`.
SimTime nextMultiple(SimTime now, SimTime every)
{
    return SimTime::fromMicros((now.micros() / every.micros() + 1) * every.micros());
}
} // namespace

Simulation::Simulation(uint64_t seed) : m_seed(seed), m_trace(std::make_shared<Trace>(seed)), m_network(seed)
{
    m_receiverDown = intern("receiver down");
}

Simulation::~Simulation() = default;

ActorRef Simulation::addActor(std::unique_ptr<Actor> actor, std::string group)
{
    const ActorRef r = m_trace->addParticipant({actor->name(), std::string(actor->kind()), std::move(group)});
    actor->setRef(r);
    m_actors.push_back(std::move(actor));
    m_down.push_back(false);
    return r;
}

Actor *Simulation::findActor(std::string_view name)
{
    for (auto &a : m_actors)
        if (a->name() == name)
            return a.get();
    return nullptr;
}

ActorRef Simulation::addGroup(std::string name, std::vector<ActorRef> members, RouterPolicy policy)
{
    Rng rng = stream("router:" + name);
    m_groups.push_back({std::move(name), std::move(members), policy, 0, rng});
    return ActorRef(GroupBit | (m_groups.size() - 1));
}

ActorRef Simulation::route(ActorRef address)
{
    if (!isGroup(address))
        return address;
    Group &g = m_groups[address & ~GroupBit];
    if (g.policy == RouterPolicy::Random)
        return g.members[g.rng.below(g.members.size())];
    return g.members[g.next++ % g.members.size()];
}

std::vector<ActorRef> Simulation::members(ActorRef address) const
{
    if (!isGroup(address))
        return {address};
    return m_groups[address & ~GroupBit].members;
}

std::string Simulation::addressName(ActorRef address) const
{
    if (address == NoActor)
        return {};
    return isGroup(address) ? m_groups[address & ~GroupBit].name : m_actors[address]->name();
}

KeyValueStore &Simulation::addStore(std::string name, ActorRef owner, const StoreSettings &settings)
{
    m_stores.push_back(std::make_unique<KeyValueStore>(*m_trace, std::move(name), owner));
    m_stores.back()->setSettings(settings);
    return *m_stores.back();
}

KeyValueStore *Simulation::findStore(std::string_view name)
{
    for (auto &s : m_stores)
        if (s->name() == name)
            return s.get();
    return nullptr;
}

void Simulation::addNote(SimTime at, std::string text, bool pause) { m_notes.push_back({at, intern(text), pause}); }
void Simulation::addInjection(SimTime at, Message m) { m_injections.emplace_back(at, m); }
void Simulation::addCrash(SimTime at, ActorRef worker, std::optional<SimTime> restartAfter)
{
    m_crashes.push_back({at, worker, restartAfter});
}

uint64_t Simulation::schedule(SimTime at, ActorRef target, uint16_t code, uint32_t arg)
{
    return scheduleForeground(at, target, code, arg);
}

uint64_t Simulation::scheduleForeground(SimTime at, uint16_t target, uint16_t code, uint32_t arg)
{
    if (m_sleeping) [[unlikely]]
        wakePeriodic();
    return m_scheduler.schedule(at, target, code, arg);
}

void Simulation::cancel(uint64_t handle)
{
    if (const auto e = m_scheduler.cancel(handle); e && (e->code & BackgroundBit))
        --m_backgroundQueued;
}

bool Simulation::mayRetry()
{
    if (!onlyBackgroundLeft()) {
        m_idleRetries = 0;
        return true;
    }
    if (m_idleRetries >= IdleRetryLimit)
        return false;
    ++m_idleRetries;
    return true;
}

void Simulation::addPeriodic(ActorRef target, uint16_t code, SimTime every, uint32_t arg)
{
    m_periodic.push_back({target, code, arg, every});
    armPeriodic(uint32_t(m_periodic.size() - 1));
}

void Simulation::armPeriodic(uint32_t job)
{
    Periodic &p = m_periodic[job];
    p.state = Periodic::State::Armed;
    p.handle = m_scheduler.schedule(nextMultiple(m_now, p.every), KernelTarget, PeriodicCode | BackgroundBit, job);
    ++m_backgroundQueued;
}

void Simulation::wakePeriodic()
{
    for (uint32_t i = 0; i < m_periodic.size(); ++i)
        if (m_periodic[i].state == Periodic::State::Sleeping)
            armPeriodic(i);
    m_sleeping = 0;
}

void Simulation::runPeriodic(uint32_t job)
{
    const Periodic p = m_periodic[job]; // copied: the handler may add periodic jobs
    if (p.target == KernelTarget)
        sweep(p.arg);
    else
        m_actors[p.target]->onTimer(*this, p.code, p.arg);
    if (m_periodic[job].state != Periodic::State::Armed)
        return; // its target crashed while it ran
    const bool ownWork = p.target != KernelTarget && m_actors[p.target]->hasBackgroundWork(p.code) && !retriesExhausted();
    if (ownWork || !onlyBackgroundLeft()) {
        armPeriodic(job);
    } else {
        m_periodic[job].state = Periodic::State::Sleeping;
        ++m_sleeping;
    }
}

TraceEvent Simulation::messageEvent(EventKind kind, const Message &m) const
{
    TraceEvent e;
    e.time = m_now;
    e.kind = kind;
    e.message = m.id;
    e.correlation = m.correlation;
    e.ref = m.causation;
    e.value = m.firstSeen.micros();
    e.detail = m.type;
    e.record = m.record;
    e.actor = m.from;
    e.peer = m.to;
    e.attempt = m.attempt;
    return e;
}

void Simulation::send(const Message &m, uint8_t flags) { transmit(m, flags, nullptr); }

void Simulation::sendAfter(const Message &m, SimTime delay) { transmit(m, 0, &delay); }

void Simulation::transmit(const Message &sent, uint8_t flags, const SimTime *fixedLatency)
{
    Message m = sent; // the one copy: the wire fills in what the sender left open
    if (m.firstSeen == Message::NotYetSent)
        m.firstSeen = m_now;
    if (m.correlation.isNull())
        m.correlation = m.id; // a message that starts a chain correlates to itself
    m.to = route(m.to);       // a router in front of workers picks one now

    TraceEvent e = messageEvent(EventKind::Send, m);
    e.flags = flags;
    m_trace->append(e);

    // The message is written once, into its in-flight slot.
    auto inFlight = [&](bool duplicate) {
        const uint32_t slot = m_inFlight.acquire();
        InFlight &f = m_inFlight[slot];
        f.message = m;
        f.duplicate = duplicate;
        return slot;
    };
    // What background work sends is background work too, until someone receives it.
    auto deliverAt = [&](SimTime at, uint32_t slot) {
        if (m_dispatchingBackground) {
            m_scheduler.schedule(at, m.to, DeliverCode | BackgroundBit, slot);
            ++m_backgroundQueued;
        } else {
            scheduleForeground(at, m.to, DeliverCode, slot);
        }
    };
    if (fixedLatency) {
        deliverAt(m_now + *fixedLatency, inFlight(false));
        return;
    }
    Network::Link &link = m_network.link(m.from, m.to);
    const SimTime latency = link.sampler.draw(link.config.latency);
    if (link.config.dropProbability > 0 && link.sampler.rng().chance(link.config.dropProbability)) {
        e.kind = EventKind::Drop;
        e.value = latency.micros(); // how far it got: views draw the loss mid-way
        m_trace->append(e);
        return;
    }
    deliverAt(m_now + latency, inFlight(false));
    if (link.config.duplicateProbability > 0 && link.sampler.rng().chance(link.config.duplicateProbability)) {
        const SimTime second = link.sampler.draw(link.config.latency);
        e.kind = EventKind::Duplicate;
        e.value = second.micros();
        m_trace->append(e);
        // The copy is the same envelope; the flag travels with it to its delivery.
        deliverAt(m_now + second, inFlight(true));
    }
}

void Simulation::deliver(uint32_t slot)
{
    // Copy out: the actor may send, which can grow the pool and move its storage.
    const Message m = m_inFlight[slot].message;
    const bool duplicate = m_inFlight[slot].duplicate;
    m_inFlight.release(slot);
    if (m_down[m.to]) {
        TraceEvent e = messageEvent(EventKind::Drop, m);
        e.detail = m_receiverDown;
        e.value = 0; // it got all the way; the receiver was not there
        m_trace->append(e);
        return;
    }
    TraceEvent e = messageEvent(EventKind::Deliver, m);
    e.actor = m.to;
    e.peer = m.from;
    e.flags = duplicate ? FlagDuplicate : 0;
    m_trace->append(e);
    m_actors[m.to]->onMessage(*this, m);
}

TraceEvent Simulation::causedBy(EventKind kind, ActorRef actor, const Message *cause) const
{
    TraceEvent e;
    e.time = m_now;
    e.kind = kind;
    e.actor = actor;
    if (cause) {
        e.message = cause->id;
        e.correlation = cause->correlation;
    }
    return e;
}

void Simulation::log(ActorRef actor, std::string_view text, RecordRef fields, const Message *about)
{
    TraceEvent e = causedBy(EventKind::Log, actor, about);
    e.detail = intern(text);
    e.record = fields;
    m_trace->append(e);
}

void Simulation::scheduleInput(SimTime at, ActorRef target, uint16_t code, uint32_t arg)
{
    scheduleForeground(at, target, uint16_t(code | InputBit), arg);
}

uint64_t Simulation::scheduleBackground(SimTime at, ActorRef target, uint16_t code, uint32_t arg)
{
    ++m_backgroundQueued;
    return m_scheduler.schedule(at, target, uint16_t(code | BackgroundBit), arg);
}

void Simulation::effect(ActorRef actor, Id key, Sym what, Sym step, const Message *cause, RecordRef fields,
                        uint8_t flags)
{
    TraceEvent e = causedBy(EventKind::Effect, actor, cause);
    e.ref = key;
    e.detail = what;
    e.value = step; // a symbol, like a state change's value
    e.record = fields;
    e.flags = flags;
    m_trace->append(e);
}

void Simulation::stateChange(ActorRef actor, Id key, Sym from, Sym to, const Message *cause, uint8_t flags)
{
    TraceEvent e = causedBy(EventKind::StateChange, actor, cause);
    e.ref = key;
    e.detail = to;
    e.value = from; // the state it left (a symbol; 0 for a new object)
    e.flags = flags;
    m_trace->append(e);
}

void Simulation::crashNow(ActorRef worker, std::optional<SimTime> restartAfter)
{
    m_crashes.push_back({m_now, worker, restartAfter});
    carryOut(uint32_t(m_crashes.size() - 1));
}

void Simulation::carryOut(uint32_t plan)
{
    // Copied: onCrash may crash another worker, which grows m_crashes.
    const CrashPlan c = m_crashes[plan];
    crash(c.worker);
    if (c.restartAfter)
        scheduleForeground(m_now + *c.restartAfter, KernelTarget, RestartCode, plan);
}

void Simulation::crash(ActorRef a)
{
    if (m_down[a])
        return;
    m_down[a] = true;
    m_actors[a]->onCrash(*this);
    m_trace->append(causedBy(EventKind::Crash, a, nullptr));
    // Its work in progress is gone; messages already on the wire still arrive (and are
    // dropped while it is down), and so do arrivals from outside (lost when they come).
    m_scheduler.cancelIf(
        [a](const ScheduledEvent &e) { return e.target == a && (e.code & CodeBits) != DeliverCode && !(e.code & InputBit); },
        [this](const ScheduledEvent &e) {
            if (e.code & BackgroundBit)
                --m_backgroundQueued;
        });
    for (Periodic &p : m_periodic) {
        if (p.target != a)
            continue;
        if (p.state == Periodic::State::Armed)
            cancel(p.handle);
        else if (p.state == Periodic::State::Sleeping)
            --m_sleeping;
        p.state = Periodic::State::Suspended;
    }
    for (auto &s : m_stores)
        if (s->owner() == a && !s->settings().persistent)
            s->clear(m_now);
}

void Simulation::restart(ActorRef a)
{
    if (!m_down[a])
        return;
    m_down[a] = false;
    m_trace->append(causedBy(EventKind::Restart, a, nullptr));
    m_actors[a]->onRestart(*this);
    for (uint32_t i = 0; i < m_periodic.size(); ++i)
        if (m_periodic[i].target == a && m_periodic[i].state == Periodic::State::Suspended)
            armPeriodic(i);
}

void Simulation::sweep(uint32_t storeIndex) { m_stores[storeIndex]->sweep(m_now); }

void Simulation::dispatch(const ScheduledEvent &scheduled)
{
    ScheduledEvent ev = scheduled;
    m_dispatchingBackground = false;
    if (ev.code & BackgroundBit) {
        --m_backgroundQueued;
        ev.code = uint16_t(ev.code & ~BackgroundBit);
        // A background message that someone receives is real work again.
        m_dispatchingBackground = !(ev.code == DeliverCode && ev.target != KernelTarget);
    }
    if (ev.code & InputBit) {
        ev.code = uint16_t(ev.code & ~InputBit);
        if (ev.target != KernelTarget && m_down[ev.target]) {
            log(ev.target, "an arrival was lost: the worker was down");
            return;
        }
    }
    if (ev.target == KernelTarget) {
        switch (ev.code) {
        case NoteCode: {
            const Note &n = m_notes[ev.arg];
            TraceEvent e;
            e.time = m_now;
            e.kind = EventKind::Note;
            e.detail = n.text;
            e.flags = n.pause ? FlagPause : 0;
            m_trace->append(e);
            break;
        }
        case InjectCode: send(m_injections[ev.arg].second, FlagInjected); break;
        case CrashCode: carryOut(ev.arg); break;
        case RestartCode: restart(m_crashes[ev.arg].worker); break;
        case PeriodicCode: runPeriodic(ev.arg); break;
        }
        return;
    }
    if (ev.code == DeliverCode) {
        deliver(ev.arg);
        return;
    }
    m_actors[ev.target]->onTimer(*this, ev.code, ev.arg);
}

size_t Simulation::memoryBytes() const
{
    size_t bytes = m_trace->memoryBytes() + m_scheduler.bytes() + m_inFlight.bytes();
    for (const auto &s : m_stores)
        bytes += s->bytes();
    return bytes;
}

Simulation::Stop Simulation::run(const Limits &limits)
{
    if (!m_started) {
        m_started = true;
        m_network.start(m_trace->participants());
        // Notes first: a note at t explains what happens at t, so it comes before it.
        for (size_t i = 0; i < m_notes.size(); ++i)
            m_scheduler.schedule(m_notes[i].at, KernelTarget, NoteCode, uint32_t(i));
        for (auto &a : m_actors)
            a->start(*this);
        for (size_t i = 0; i < m_injections.size(); ++i)
            m_scheduler.schedule(m_injections[i].first, KernelTarget, InjectCode, uint32_t(i));
        for (size_t i = 0; i < m_crashes.size(); ++i)
            m_scheduler.schedule(m_crashes[i].at, KernelTarget, CrashCode, uint32_t(i));
        // The expiry thread of each store with a TTL runs on a fixed interval.
        for (size_t i = 0; i < m_stores.size(); ++i)
            if (m_stores[i]->settings().ttl)
                addPeriodic(KernelTarget, SweepCode, m_stores[i]->settings().sweepEvery, uint32_t(i));
    }
    const SimTime maxTime = SimTime::fromMicros(MaxVirtualMicros);
    ScheduledEvent ev;
    for (;;) {
        const SimTime next = m_scheduler.nextTime();
        if (next == SimTime::max())
            return Stop::Finished;
        if (next > limits.until)
            return Stop::Until;
        if (next > maxTime)
            return Stop::TimeLimit;
        if (m_eventsHandled >= limits.maxEvents)
            return Stop::EventBudget;
        m_scheduler.pop(ev);
        m_now = ev.time;
        ++m_eventsHandled;
        dispatch(ev);
        if ((m_eventsHandled & 4095) == 0) [[unlikely]] {
            if (limits.cancel && limits.cancel->load(std::memory_order_relaxed))
                return Stop::Cancelled;
            if (memoryBytes() > limits.maxMemoryBytes)
                return Stop::MemoryBudget;
            if (limits.progress && (m_eventsHandled & 65535) == 0)
                limits.progress(m_eventsHandled, m_now);
        }
    }
}

} // namespace corrsim
