#include "kernel/simulation.h"

#include "kernel/kernelcodes.h"

#include <algorithm>

namespace corrsim {

using namespace kernel;

Simulation::Simulation(uint64_t seed)
    : m_seed(seed), m_trace(std::make_shared<Trace>(seed)), m_network(seed),
      m_pinnedCopies(Rng::stream(seed, "pinned copies"))
{}

Simulation::~Simulation()
{
    m_trace->setWatcher(nullptr); // the trace outlives the run
}

SharedState &Simulation::sharedState(std::string key, std::unique_ptr<SharedState> (*make)())
{
    static const std::vector<std::string> none;
    const std::vector<std::string> &keys = m_sharedKeys ? *m_sharedKeys : none;
    const auto at = std::lower_bound(keys.begin(), keys.end(), key);
    const auto i = at - keys.begin();
    if (at != keys.end() && *at == key)
        return *m_shared[size_t(i)];
    // A new key: a new list, since copies of this run may share the old one.
    auto grown = std::make_shared<std::vector<std::string>>(keys);
    grown->insert(grown->begin() + i, std::move(key));
    m_shared.insert(m_shared.begin() + i, make());
    m_sharedKeys = std::move(grown);
    return *m_shared[size_t(i)];
}

ActorRef Simulation::addActor(std::unique_ptr<Actor> actor, std::string group)
{
    const ActorRef r = m_trace->addParticipant({actor->name(), std::string(actor->kind()), std::move(group)});
    actor->setRef(r);
    m_actors.push_back(std::move(actor));
    m_down.push_back(false);
    return r;
}

void Simulation::recordParticipantFacts()
{
    for (const auto &actor : m_actors) {
        ParticipantFacts facts;
        if (const std::vector<uint32_t> *states = actor->declaredStates()) {
            facts.declaresStates = true;
            for (uint32_t s : *states)
                facts.states.push_back(m_trace->names().text(Sym(s)));
        }
        facts.consumesMessages = actor->consumesMessages();
        facts.inbox = actor->hasInbox();
        m_trace->setFacts(actor->ref(), std::move(facts));
    }
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

void Simulation::addNote(SimTime at, std::string text, bool pause, RecordRef record)
{
    m_notes.push_back({at, intern(text), pause, record});
}
bool Simulation::addAnchoredNote(EventSelector on, std::string text, bool pause, RecordRef record, std::string where)
{
    // The events traced while the scenario was built count towards its occurrence, as
    // they count in NoteAnchor::of; one of them cannot have a note put before it.
    uint32_t before = 0;
    for (size_t i = 0; i < m_trace->size(); ++i)
        before += selects(on, (*m_trace)[i]) ? 1 : 0;
    if (before >= on.occurrence)
        return false;
    on.occurrence -= before;
    m_notes.push_back({SimTime(), intern(text), pause, record, true});
    m_pins.add(PinnedFaults::NotePin{std::move(on), uint32_t(m_notes.size() - 1), std::move(where)});
    m_trace->setWatcher(this);
    return true;
}
void Simulation::addInjection(SimTime at, Message m)
{
    m_injections.emplace_back(at, m);
}
void Simulation::addCrash(SimTime at, ActorRef worker, std::optional<SimTime> restartAfter)
{
    m_crashes.push_back({at, worker, restartAfter});
}

uint64_t Simulation::schedule(SimTime at, ActorRef target, TimerEvent timer)
{
    return scheduleForeground(at, target, timer.kind, timer.arg);
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

void Simulation::addPeriodic(ActorRef target, TimerEvent timer, SimTime every)
{
    m_periodic.push_back({target, timer.kind, timer.arg, every});
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
        m_actors[p.target]->onTimer(*this, TimerEvent{p.code, p.arg});
    if (m_periodic[job].state != Periodic::State::Armed)
        return; // its target crashed while it ran
    const bool ownWork = p.target != KernelTarget && m_actors[p.target]->hasBackgroundWork(TimerEvent{p.code, p.arg}) &&
                         !retriesExhausted();
    if (ownWork || !onlyBackgroundLeft()) {
        armPeriodic(job);
    } else {
        m_periodic[job].state = Periodic::State::Sleeping;
        ++m_sleeping;
    }
}

TraceEvent Simulation::messageEvent(EventKind kind, const Message &m) const
{
    TraceEvent e = TraceEvent::at(m_now, kind, m.from, m.to);
    e.message = m.id;
    e.correlation = m.correlation;
    e.attempt = m.attempt;
    e.withEnvelope(m.causation, m.type, m.record, m.firstSeen);
    return e;
}

void Simulation::send(const Message &m, uint8_t flags)
{
    transmit(m, flags, nullptr);
}

void Simulation::sendAfter(const Message &m, SimTime delay)
{
    transmit(m, 0, &delay);
}

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
    auto inFlight = [&](uint8_t slotFlags) {
        const uint32_t slot = m_inFlight.acquire();
        InFlight &f = m_inFlight[slot];
        f.message = m;
        f.flags = slotFlags;
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
    // A message held back on this link arrives right after this one (or at its own time,
    // if that is later).
    auto releaseHeld = [&](SimTime at) {
        for (size_t i = 0; i < m_held.size();)
            if (m_held[i].from == m.from && m_held[i].to == m.to) {
                deliverAt(std::max(at, m_held[i].ownArrival), m_held[i].slot);
                m_held.erase(m_held.begin() + ptrdiff_t(i));
            } else {
                ++i;
            }
    };
    const PinnedFaults::MessagePin *pin =
        m_pins.hasMessagePins() && m_trace->size() ? m_pins.onSend(m_trace->size() - 1, m) : nullptr;
    if (fixedLatency && !pin) {
        deliverAt(m_now + *fixedLatency, inFlight(0));
        releaseHeld(m_now + *fixedLatency);
        return;
    }
    // The network's draws for this message, always the same ones, so a fault pinned to
    // it changes no other message's latency or fate.
    SimTime latency, second;
    bool dropped = false, copied = false;
    if (fixedLatency) {
        latency = second = *fixedLatency;
    } else {
        Network::Link &link = m_network.link(m.from, m.to);
        latency = link.sampler.draw(link.config.latency);
        dropped = link.config.dropProbability > 0 && link.sampler.rng().chance(link.config.dropProbability);
        copied = !dropped && link.config.duplicateProbability > 0 &&
                 link.sampler.rng().chance(link.config.duplicateProbability);
        if (copied)
            second = link.sampler.draw(link.config.latency);
    }
    if (pin) {
        // The pin decides this message's fate instead of the network.
        e.flags |= FlagPinned;
        switch (pin->fault) {
        case MessageFault::Drop:
            dropped = true;
            break;
        case MessageFault::Duplicate:
            dropped = false;
            if (!copied) // the copy's latency from a stream of its own
                second = fixedLatency ? latency : m_pinnedCopies.draw(m_network.link(m.from, m.to).config.latency);
            copied = true;
            break;
        case MessageFault::Delay:
            deliverAt(m_now + latency + pin->delay, inFlight(FlagPinned));
            releaseHeld(m_now + latency + pin->delay);
            return;
        case MessageFault::DeliverAfterNext:
            m_held.push_back({m.from, m.to, inFlight(FlagPinned), m_now + latency, pin->where});
            return;
        }
    }
    if (dropped) {
        e.becomes(EventKind::Drop, latency); // how far it got: views draw the loss mid-way
        m_trace->append(e);
        return;
    }
    deliverAt(m_now + latency, inFlight(0));
    releaseHeld(m_now + latency);
    if (copied) {
        e.becomes(EventKind::Duplicate, second);
        m_trace->append(e);
        // The copy is the same envelope; the flag travels with it to its delivery.
        deliverAt(m_now + second, inFlight(uint8_t(FlagDuplicate | (e.flags & FlagPinned))));
    }
}

void Simulation::deliver(uint32_t slot)
{
    // Copy out: the actor may send, which can grow the pool and move its storage.
    const Message m = m_inFlight[slot].message;
    const uint8_t flags = m_inFlight[slot].flags;
    m_inFlight.release(slot);
    if (m_down[m.to]) {
        TraceEvent e = messageEvent(EventKind::Drop, m);
        e.markReceiverDown(); // it got all the way; the receiver was not there
        m_trace->append(e);
        return;
    }
    TraceEvent e = messageEvent(EventKind::Deliver, m);
    e.actor = m.to;
    e.peer = m.from;
    e.flags = flags;
    m_trace->append(e);
    m_actors[m.to]->onMessage(*this, m);
}

TraceEvent Simulation::causedBy(EventKind kind, ActorRef actor, const Message *cause) const
{
    TraceEvent e = TraceEvent::at(m_now, kind, actor);
    if (cause) {
        e.message = cause->id;
        e.correlation = cause->correlation;
    }
    return e;
}

void Simulation::log(ActorRef actor, std::string_view text, RecordRef fields, const Message *about)
{
    TraceEvent e = causedBy(EventKind::Log, actor, about);
    e.withText(intern(text), fields);
    m_trace->append(e);
}

void Simulation::scheduleInput(SimTime at, ActorRef target, TimerEvent timer)
{
    scheduleForeground(at, target, uint16_t(timer.kind | InputBit), timer.arg);
}

uint64_t Simulation::scheduleBackground(SimTime at, ActorRef target, TimerEvent timer)
{
    ++m_backgroundQueued;
    return m_scheduler.schedule(at, target, uint16_t(timer.kind | BackgroundBit), timer.arg);
}

void Simulation::effect(ActorRef actor, Id key, Sym what, Sym step, const Message *cause, RecordRef fields,
                        uint8_t flags)
{
    TraceEvent e = causedBy(EventKind::Effect, actor, cause);
    e.withEffect(key, what, step, fields);
    e.flags = flags;
    m_trace->append(e);
}

void Simulation::stateChange(ActorRef actor, Id key, Sym from, Sym to, const Message *cause, uint8_t flags)
{
    TraceEvent e = causedBy(EventKind::StateChange, actor, cause);
    e.withStateChange(key, from, to); // from: 0 for a new object
    e.flags = flags;
    m_trace->append(e);
}

} // namespace corrsim
