// Simulation::stateHash: every member clone() copies that the future depends on, in a
// form two runs that reached one state by different paths share (kernel/statehash.h).

#include "kernel/kernelcodes.h"
#include "kernel/simulation.h"
#include "kernel/statehash.h"

#include <ranges>
#include <stdexcept>

namespace corrsim {

uint64_t Simulation::stateHash(const std::function<void(StateHash &)> &more) const
{
    if (m_running != NoActor || m_atomic)
        throw std::logic_error("a simulation's state is hashed between events, not inside a handler");
    const std::vector<ScheduledEvent> queued = m_scheduler.queued();
    std::vector<uint64_t> order;
    order.reserve(queued.size());
    for (const ScheduledEvent &e : queued)
        order.push_back(e.seq);
    StateHash h(*m_trace, std::move(order));
    // A message on the wire by what it carries, not the slot it happens to hold.
    auto wire = [&](uint32_t slot) {
        h.add(m_inFlight[slot].message);
        h.add(m_inFlight[slot].flags);
    };
    h.add(m_now);
    h.add(m_started);
    h.each(queued, [&](const ScheduledEvent &e) { // in run order
        h.add(e.time);
        h.add(uint64_t(e.target) << 16 | e.code);
        if (e.target != kernel::KernelTarget && (e.code & kernel::CodeBits) == kernel::DeliverCode) {
            wire(e.arg);
        } else if (e.target == kernel::KernelTarget && (e.code == kernel::CrashCode || e.code == kernel::RestartCode)) {
            // A crash plan made as the run went (a worker's own fault) has a number that
            // depends on how many came before it: by what it does instead.
            const CrashPlan &c = m_crashes[e.arg];
            h.add(c.at);
            h.add(c.worker);
            h.add(c.restartAfter);
        } else {
            h.add(e.arg); // a note, an injection, a store's sweep, a periodic job: made as the scenario was built
        }
    });
    h.add(m_backgroundQueued);
    h.each(m_down);
    h.each(m_groups, [&](const Group &g) {
        h.add(g.next);
        h.add(g.rng);
    });
    h.each(m_periodic, [&](const Periodic &p) {
        h.add(p.state);
        h.timer(p.handle);
    });
    h.add(m_sleeping);
    h.add(m_idleRetries);
    m_pins.hashState(h, m_trace->size());
    h.add(m_interruptAfterAtomic);
    h.each(m_pinnedCrashes, [&](const PendingCrash &c) {
        h.each(c.workers);
        h.add(c.restartAfter);
    });
    h.each(m_held, [&](const Held &held) {
        h.add(uint64_t(held.from) << 16 | held.to);
        wire(held.slot);
        h.add(held.ownArrival);
    });
    h.add(m_pinnedCopies);
    m_network.hashState(h);
    h.each(m_stores, [&](const std::unique_ptr<KeyValueStore> &s) { s->hashState(h); });
    // In the order of their keys. (Not std::views::iota: clang 14 with libstdc++ 12 cannot
    // compile it, and the fuzz preset builds with clang.)
    size_t key = 0;
    h.each(m_shared, [&](const auto &shared) {
        h.add(hashName((*m_sharedKeys)[key++]));
        shared->hashState(h);
    });
    h.each(m_actors, [&](const std::unique_ptr<Actor> &a) { a->hashState(h); });
    if (more)
        more(h);
    return h.value();
}

} // namespace corrsim
