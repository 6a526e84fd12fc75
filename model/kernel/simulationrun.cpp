// The kernel at work: the event loop with its limits, dispatch, crashes and restarts.

#include "kernel/simulation.h"

#include "kernel/kernelcodes.h"
#include "trace/vocabulary.h"

#include <algorithm>

namespace corrsim {

using namespace kernel;

namespace {
/// Thrown from the trace's append when a pinned crash ends a handler right there.
struct HandlerInterrupted
{
};
} // namespace

void Simulation::addPinnedCrash(PinnedFaults::CrashPin pin)
{
    m_pins.add(std::move(pin));
    m_trace->setWatcher(this);
}

void Simulation::appending(const TraceEvent &e, uint64_t seq)
{
    for (uint32_t note : m_pins.notesBefore(seq, e))
        appendNote(note, e.time); // a note explains what happens next, so it comes first
}

void Simulation::appendNote(uint32_t note, SimTime at)
{
    const Note &n = m_notes[note];
    TraceEvent e = TraceEvent::at(at, EventKind::Note);
    e.withText(n.text, n.record);
    e.flags = n.pause ? FlagPause : 0;
    m_trace->append(e);
}

void Simulation::appended(const TraceEvent &e, uint64_t seq)
{
    const PinnedFaults::CrashPin *pin = m_pins.onEvent(seq, e);
    if (!pin)
        return;
    const auto &named = pin->select.workers;
    const bool byNamed = std::find(named.begin(), named.end(), e.actor) != named.end();
    m_pinnedCrashes.push_back({byNamed ? std::vector<ActorRef>{e.actor} : named, pin->restartAfter});
    // Its own event (a store read, a delivery to it) ends the worker's handler there, as
    // a process dies mid-request. A send is on the wire once traced: the crash waits
    // until the handler is done, and so does a crash pinned to another's event.
    // A worker already going down (its onCrash, its stores emptied) finishes that first.
    const bool wire = e.kind == EventKind::Send || e.kind == EventKind::Drop || e.kind == EventKind::Duplicate;
    if (byNamed && e.actor == m_running && !wire && !m_down[e.actor]) {
        if (m_atomic > 0) {
            m_interruptAfterAtomic = true; // a transaction is all or nothing
            return;
        }
        throw HandlerInterrupted{};
    }
}

void Simulation::endAtomic()
{
    if (--m_atomic == 0 && m_interruptAfterAtomic) {
        m_interruptAfterAtomic = false;
        throw HandlerInterrupted{};
    }
}

std::vector<RunWarning> Simulation::pinnedFaultWarnings() const
{
    using K = FindingKind;
    const bool recording = m_trace->recording();
    std::vector<RunWarning> warnings;
    for (const std::string &where : m_pins.neverFired())
        warnings.push_back({where, {recording ? K::PinMatchedNothing : K::PinNeedsTrace, {}, {}}});
    for (const std::string &where : m_pins.notesNeverShown())
        warnings.push_back({where, {recording ? K::NoteNotShown : K::NoteNeedsTrace, {}, {}}});
    for (const Held &h : m_held)
        warnings.push_back({h.where, {K::HeldNeverArrived, {addressName(h.from), addressName(h.to)}, {}}});
    return warnings;
}

void Simulation::dispatchWatched(const ScheduledEvent &e)
{
    try {
        dispatch(e);
    } catch (const HandlerInterrupted &) {
    }
    m_running = NoActor;
    m_atomic = 0;
    m_interruptAfterAtomic = false;
    if (!m_pinnedCrashes.empty())
        crashPinned();
}

void Simulation::crashPinned()
{
    // By index: a crash's own events may fire another pin.
    for (size_t i = 0; i < m_pinnedCrashes.size(); ++i) {
        const PendingCrash c = m_pinnedCrashes[i];
        for (ActorRef worker : c.workers)
            if (!m_down[worker]) // already down: its own crash's restart stands
                crashNow(worker, c.restartAfter);
    }
    m_pinnedCrashes.clear();
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
    m_down[a] = true; // from here no pinned crash interrupts it (appended checks m_down)
    m_actors[a]->onCrash(*this);
    m_trace->append(causedBy(EventKind::Crash, a, nullptr));
    // Its work in progress is gone; messages already on the wire still arrive (and are
    // dropped while it is down), and so do arrivals from outside (lost when they come).
    m_scheduler.cancelIf(
        [a](const ScheduledEvent &e) {
            return e.target == a && (e.code & CodeBits) != DeliverCode && !(e.code & InputBit);
        },
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

void Simulation::sweep(uint32_t storeIndex)
{
    m_stores[storeIndex]->sweep(m_now);
}

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
            log(ev.target, vocabulary::LogArrivalLost);
            m_actors[ev.target]->onArrivalLost(*this, TimerEvent{ev.code, ev.arg});
            return;
        }
    }
    if (ev.target == KernelTarget) {
        switch (ev.code) {
        case NoteCode:
            appendNote(ev.arg, m_now);
            break;
        case InjectCode:
            send(m_injections[ev.arg].second, FlagInjected);
            break;
        case CrashCode:
            carryOut(ev.arg);
            break;
        case RestartCode:
            restart(m_crashes[ev.arg].worker);
            break;
        case PeriodicCode:
            runPeriodic(ev.arg);
            break;
        }
        return;
    }
    m_running = ev.target;
    if (ev.code == DeliverCode) {
        deliver(ev.arg);
        return;
    }
    m_actors[ev.target]->onTimer(*this, TimerEvent{ev.code, ev.arg});
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
        m_trace->markRunStart();
        m_network.start(m_trace->participants());
        // Notes first: a note at t explains what happens at t, so it comes before it.
        for (size_t i = 0; i < m_notes.size(); ++i)
            if (!m_notes[i].anchored)
                m_scheduler.schedule(m_notes[i].at, KernelTarget, NoteCode, uint32_t(i));
        for (auto &a : m_actors)
            a->start(*this);
        if (!m_pinnedCrashes.empty())
            crashPinned();
        for (size_t i = 0; i < m_injections.size(); ++i)
            m_scheduler.schedule(m_injections[i].first, KernelTarget, InjectCode, uint32_t(i));
        for (size_t i = 0; i < m_crashes.size(); ++i)
            m_scheduler.schedule(m_crashes[i].at, KernelTarget, CrashCode, uint32_t(i));
        // The expiry thread of each store with a TTL runs on a fixed interval.
        for (size_t i = 0; i < m_stores.size(); ++i)
            if (m_stores[i]->settings().ttl)
                addPeriodic(KernelTarget, TimerEvent{SweepCode, uint32_t(i)}, m_stores[i]->settings().sweepEvery);
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
        dispatchWatched(ev);
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
