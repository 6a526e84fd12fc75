#pragma once
// The discrete-event kernel: a virtual clock, the event queue, the participants, their
// stores and the wire between them. Every effect of a run is appended to the trace.

#include "actor.h"
#include "kvstore.h"
#include "network.h"
#include "scheduler.h"
#include "slotpool.h"
#include "trace.h"

#include <memory>
#include <string>
#include <vector>

namespace corrsim {

/// Trace event flags.
enum EventFlag : uint8_t {
    FlagDuplicate = 1, // a second copy made by the network
    FlagPause = 2,     // a narrative note at which playback pauses
    FlagInjected = 4,  // a message the scenario injected (a stray or forged message)
};

class Simulation
{
public:
    explicit Simulation(uint64_t seed);
    ~Simulation();

    uint64_t seed() const { return m_seed; }
    SimTime now() const { return m_now; }
    Trace &trace() { return m_trace; }
    const Trace &trace() const { return m_trace; }
    Network &network() { return m_network; }

    /// Adds a participant; its index is its ActorRef.
    ActorRef addActor(std::unique_ptr<Actor> actor, std::string group = {});
    Actor *actor(ActorRef r) { return m_actors[r].get(); }
    Actor *findActor(std::string_view name);
    size_t actorCount() const { return m_actors.size(); }
    KeyValueStore &addStore(std::string name, ActorRef owner);
    KeyValueStore *findStore(std::string_view name);
    const std::vector<std::unique_ptr<KeyValueStore>> &stores() const { return m_stores; }

    /// A random stream for one actor or purpose, independent of every other stream.
    Rng stream(std::string_view name) const { return Rng::stream(m_seed, name); }
    /// A generated ID space ("PRQ-" + UUID, "ORD-" + number, ...).
    uint16_t addIdSpace(std::string prefix, IdStyle style) { return m_trace.ids().addSpace(std::move(prefix), style); }
    Sym intern(std::string_view text) { return m_trace.names().intern(text); }

    /// Puts a message on the wire from m.from to m.to: records the send, then the network
    /// delivers it after its latency, loses it, or delivers it twice.
    void send(Message m, uint8_t flags = 0);
    /// Calls target->onTimer(code, arg) at the given time (code 0 is reserved).
    uint64_t schedule(SimTime at, ActorRef target, uint16_t code, uint32_t arg = 0);
    void cancel(uint64_t handle) { m_scheduler.cancel(handle); }

    /// Narrative note shown during playback; pause stops playback there.
    void addNote(SimTime at, std::string text, bool pause);
    /// A message the scenario puts on the wire at a given time (a stray reply, a forgery).
    void addInjection(SimTime at, Message m);

    /// Runs until nothing is left to do, or until the clock would pass `until`.
    void run(SimTime until = SimTime::max());
    /// When the last event ran.
    SimTime endTime() const { return m_now; }
    /// Scheduled events handled so far (the benchmark's event count).
    uint64_t eventsHandled() const { return m_eventsHandled; }

private:
    void dispatch(const ScheduledEvent &e);
    void deliver(uint32_t slot);

    uint64_t m_seed;
    SimTime m_now;
    Trace m_trace;
    Scheduler m_scheduler;
    Network m_network;
    std::vector<std::unique_ptr<Actor>> m_actors;
    std::vector<std::unique_ptr<KeyValueStore>> m_stores;
    struct InFlight
    {
        Message message;
        bool duplicate = false; // the network's second copy
    };
    SlotPool<InFlight> m_inFlight;
    struct Note { SimTime at; Sym text; bool pause; };
    std::vector<Note> m_notes;
    std::vector<std::pair<SimTime, Message>> m_injections;
    bool m_started = false;
    uint64_t m_eventsHandled = 0;
};

} // namespace corrsim
