// Simulation::clone: a checkpoint of a run, copied member by member. Everything that
// points into the simulation is pointed again at the copy's own: the trace's watcher, the
// stores' trace, the network's participants, and, through CloneMap, the actors' stores
// and shared state.

#include "kernel/simulation.h"

#include <stdexcept>

namespace corrsim {

KeyValueStore *CloneMap::store(const KeyValueStore *original) const
{
    if (!original)
        return nullptr;
    for (size_t i = 0; i < m_from.m_stores.size(); ++i)
        if (m_from.m_stores[i].get() == original)
            return m_to.m_stores[i].get();
    throw std::logic_error("a cloned actor points to a store its simulation does not hold");
}

SharedState *CloneMap::sharedState(const SharedState *original) const
{
    if (!original)
        return nullptr;
    for (size_t i = 0; i < m_from.m_shared.size(); ++i)
        if (m_from.m_shared[i].get() == original)
            return m_to.m_shared.at(i).get();
    throw std::logic_error("a cloned actor points to shared state its simulation does not hold");
}

Simulation::Simulation(const Simulation &o, CopyTag)
    : m_seed(o.m_seed), m_now(o.m_now), m_trace(std::make_shared<Trace>(*o.m_trace)), m_scheduler(o.m_scheduler),
      m_network(o.m_network), m_down(o.m_down), m_groups(o.m_groups), m_inFlight(o.m_inFlight), m_notes(o.m_notes),
      m_injections(o.m_injections), m_crashes(o.m_crashes), m_backgroundQueued(o.m_backgroundQueued),
      m_dispatchingBackground(o.m_dispatchingBackground), m_periodic(o.m_periodic), m_sleeping(o.m_sleeping),
      m_idleRetries(o.m_idleRetries), m_started(o.m_started), m_eventsHandled(o.m_eventsHandled), m_pins(o.m_pins),
      m_running(o.m_running), m_atomic(o.m_atomic), m_interruptAfterAtomic(o.m_interruptAfterAtomic),
      m_pinnedCrashes(o.m_pinnedCrashes), m_held(o.m_held), m_pinnedCopies(o.m_pinnedCopies)
{
    if (o.m_running != NoActor || o.m_atomic)
        throw std::logic_error("a simulation is copied between events, not inside a handler");
    if (o.m_trace->watcher())
        m_trace->setWatcher(this);
    m_network.followParticipants(m_trace->participants());
    for (const auto &s : o.m_stores)
        m_stores.push_back(std::make_unique<KeyValueStore>(*s, *m_trace));
    const CloneMap map(o, *this);
    m_sharedKeys = o.m_sharedKeys;
    m_shared.reserve(o.m_shared.size());
    for (const auto &state : o.m_shared) // before the actors, which point to them
        m_shared.push_back(state->clone(map));
    for (const auto &a : o.m_actors)
        m_actors.push_back(a->clone(map));
}

std::unique_ptr<Simulation> Simulation::clone() const
{
    return std::unique_ptr<Simulation>(new Simulation(*this, CopyTag{}));
}

} // namespace corrsim
