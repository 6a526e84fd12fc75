#include "simulation.h"

namespace corrsim {

namespace {
// Events the kernel handles itself rather than an actor.
constexpr uint16_t KernelTarget = 0xffff;
constexpr uint16_t DeliverCode = 0;
constexpr uint16_t NoteCode = 1;
constexpr uint16_t InjectCode = 2;
} // namespace

Simulation::Simulation(uint64_t seed) : m_seed(seed), m_trace(seed), m_network(seed) {}

Simulation::~Simulation() = default;

ActorRef Simulation::addActor(std::unique_ptr<Actor> actor, std::string group)
{
    const ActorRef r = m_trace.addParticipant({actor->name(), std::string(actor->kind()), std::move(group)});
    actor->setRef(r);
    m_actors.push_back(std::move(actor));
    return r;
}

Actor *Simulation::findActor(std::string_view name)
{
    for (auto &a : m_actors)
        if (a->name() == name)
            return a.get();
    return nullptr;
}

KeyValueStore &Simulation::addStore(std::string name, ActorRef owner)
{
    m_stores.push_back(std::make_unique<KeyValueStore>(m_trace, std::move(name), owner));
    return *m_stores.back();
}

KeyValueStore *Simulation::findStore(std::string_view name)
{
    for (auto &s : m_stores)
        if (s->name() == name)
            return s.get();
    return nullptr;
}

void Simulation::addNote(SimTime at, std::string text, bool pause)
{
    m_notes.push_back({at, intern(text), pause});
}

void Simulation::addInjection(SimTime at, Message m)
{
    m_injections.emplace_back(at, m);
}

uint64_t Simulation::schedule(SimTime at, ActorRef target, uint16_t code, uint32_t arg)
{
    return m_scheduler.schedule(at, target, code, arg);
}

void Simulation::send(Message m, uint8_t flags)
{
    if (m.attempt <= 1)
        m.firstSeen = m_now;
    if (m.correlation.isNull())
        m.correlation = m.id; // a message that starts a chain correlates to itself

    TraceEvent e;
    e.time = m_now;
    e.kind = EventKind::Send;
    e.message = m.id;
    e.correlation = m.correlation;
    e.ref = m.causation;
    e.value = m.firstSeen.micros();
    e.detail = m.type;
    e.record = m.record;
    e.actor = m.from;
    e.peer = m.to;
    e.attempt = m.attempt;
    e.flags = flags;
    m_trace.append(e);

    Network::Link &link = m_network.link(m.from, m.to);
    const SimTime latency = link.sampler.draw(link.config.latency);
    if (link.config.dropProbability > 0 && link.sampler.rng().chance(link.config.dropProbability)) {
        e.kind = EventKind::Drop;
        e.value = latency.micros(); // how far it got: views draw the loss mid-way
        m_trace.append(e);
        return;
    }
    m_scheduler.schedule(m_now + latency, m.to, DeliverCode, m_inFlight.acquire({m, false}));
    if (link.config.duplicateProbability > 0 && link.sampler.rng().chance(link.config.duplicateProbability)) {
        const SimTime second = link.sampler.draw(link.config.latency);
        e.kind = EventKind::Duplicate;
        e.value = second.micros();
        m_trace.append(e);
        // The copy is the same envelope; the flag travels with it to its delivery.
        m_scheduler.schedule(m_now + second, m.to, DeliverCode, m_inFlight.acquire({m, true}));
    }
}

void Simulation::deliver(uint32_t slot)
{
    // Copy out: the actor may send, which can grow the pool and move its storage.
    const Message m = m_inFlight[slot].message;
    const bool duplicate = m_inFlight[slot].duplicate;
    m_inFlight.release(slot);
    TraceEvent e;
    e.time = m_now;
    e.kind = EventKind::Deliver;
    e.message = m.id;
    e.correlation = m.correlation;
    e.ref = m.causation;
    e.value = m.firstSeen.micros();
    e.detail = m.type;
    e.record = m.record;
    e.actor = m.to;
    e.peer = m.from;
    e.attempt = m.attempt;
    e.flags = duplicate ? FlagDuplicate : 0;
    m_trace.append(e);
    m_actors[m.to]->onMessage(*this, m);
}

void Simulation::dispatch(const ScheduledEvent &ev)
{
    if (ev.target == KernelTarget) {
        if (ev.code == NoteCode) {
            const Note &n = m_notes[ev.arg];
            TraceEvent e;
            e.time = m_now;
            e.kind = EventKind::Note;
            e.detail = n.text;
            e.flags = n.pause ? FlagPause : 0;
            m_trace.append(e);
        } else if (ev.code == InjectCode) {
            send(m_injections[ev.arg].second, FlagInjected);
        }
        return;
    }
    if (ev.code == DeliverCode) {
        deliver(ev.arg);
        return;
    }
    m_actors[ev.target]->onTimer(*this, ev.code, ev.arg);
}

void Simulation::run(SimTime until)
{
    if (!m_started) {
        m_started = true;
        m_network.start(m_trace.participants());
        // Notes first: a note at t explains what happens at t, so it comes before it.
        for (size_t i = 0; i < m_notes.size(); ++i)
            m_scheduler.schedule(m_notes[i].at, KernelTarget, NoteCode, uint32_t(i));
        for (auto &a : m_actors)
            a->start(*this);
        for (size_t i = 0; i < m_injections.size(); ++i)
            m_scheduler.schedule(m_injections[i].first, KernelTarget, InjectCode, uint32_t(i));
    }
    ScheduledEvent ev;
    while (m_scheduler.nextTime() <= until && m_scheduler.pop(ev)) {
        m_now = ev.time;
        ++m_eventsHandled;
        dispatch(ev);
    }
}

} // namespace corrsim
