#pragma once
// The discrete-event kernel: a virtual clock, the event queue, the participants, their
// stores and the wire between them. Every effect of a run is appended to the trace.

#include "actor.h"
#include "kvstore.h"
#include "network.h"
#include "scheduler.h"
#include "slotpool.h"
#include "trace.h"

#include <atomic>
#include <memory>
#include <string>
#include <vector>

namespace corrsim {

/// Trace event flags.
enum EventFlag : uint8_t {
    FlagDuplicate = 1, // a second copy made by the network
    FlagPause = 2,     // a narrative note at which playback pauses
    FlagInjected = 4,  // a message the scenario injected (a stray or forged message)
    FlagCompensation = 8, // a state change that undoes an earlier step of a saga
};

/// Addresses with this bit set name a group of workers behind a router, not one actor.
constexpr ActorRef GroupBit = 0x8000;
constexpr bool isGroup(ActorRef a) { return a != NoActor && (a & GroupBit); }

enum class RouterPolicy : uint8_t { RoundRobin, Random };

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
    /// The workers of one application behind a router; returns the group's address.
    ActorRef addGroup(std::string name, std::vector<ActorRef> members, RouterPolicy policy);
    /// The worker a message to `address` goes to now (the address itself for an actor).
    ActorRef route(ActorRef address);
    /// The workers behind an address (the actor itself for an actor).
    std::vector<ActorRef> members(ActorRef address) const;
    /// The name of an actor or group address.
    std::string addressName(ActorRef address) const;

    KeyValueStore &addStore(std::string name, ActorRef owner, const StoreSettings &settings = {});
    KeyValueStore *findStore(std::string_view name);
    const std::vector<std::unique_ptr<KeyValueStore>> &stores() const { return m_stores; }

    /// A random stream for one actor or purpose, independent of every other stream.
    Rng stream(std::string_view name) const { return Rng::stream(m_seed, name); }
    /// A generated ID space ("PRQ-" + UUID, "ORD-" + number, ...).
    uint16_t addIdSpace(std::string prefix, IdStyle style) { return m_trace.ids().addSpace(std::move(prefix), style); }
    Sym intern(std::string_view text) { return m_trace.names().intern(text); }

    /// Puts a message on the wire from m.from to m.to (an actor or a group): records the
    /// send, then the network delivers it after its latency, loses it, or delivers it twice.
    void send(const Message &m, uint8_t flags = 0);
    /// Sends with a given delay instead of the link's latency and faults: a requeue or a
    /// retry that does not cross the network.
    void sendAfter(const Message &m, SimTime delay);
    /// Calls target->onTimer(code, arg) at the given time (code 0 is reserved; codes
    /// below 0x4000).
    uint64_t schedule(SimTime at, ActorRef target, uint16_t code, uint32_t arg = 0);
    /// An arrival from outside the model (a scripted request, an order placed): unlike a
    /// timer it survives a crash of its target, and is lost if the target is down then.
    void scheduleInput(SimTime at, ActorRef target, uint16_t code, uint32_t arg = 0);
    /// A timer of periodic background work (a relay's poll, a purge job). Such work
    /// should only go on while there is something else to do: see onlyBackgroundLeft().
    void scheduleBackground(SimTime at, ActorRef target, uint16_t code, uint32_t arg = 0);
    /// True when every queued event is background work: a periodic job that finds
    /// nothing of its own to do should stop then, so the run can end.
    bool onlyBackgroundLeft() { return m_scheduler.pending() <= m_backgroundQueued; }
    void cancel(uint64_t handle) { m_scheduler.cancel(handle); }
    /// Appends a "log" event: what a participant writes to its log, with its trace ID.
    void log(ActorRef actor, std::string_view text, RecordRef fields = 0, const Message *about = nullptr);
    /// Appends a "state.change" event: object `key` moved from one state to another.
    void stateChange(ActorRef actor, Id key, Sym from, Sym to, const Message *cause = nullptr, uint8_t flags = 0);
    /// Appends an "effect" event: what handling `cause` did to the world (for object `key`).
    void effect(ActorRef actor, Id key, std::string_view what, const Message *cause, RecordRef fields = 0);

    /// Narrative note shown during playback; pause stops playback there.
    void addNote(SimTime at, std::string text, bool pause);
    /// A message the scenario puts on the wire at a given time (a stray reply, a forgery).
    void addInjection(SimTime at, Message m);
    /// A worker stops at `at` (its timers and in-memory stores are lost) and, when
    /// restartAfter is given, comes back that much later.
    void addCrash(SimTime at, ActorRef worker, std::optional<SimTime> restartAfter);
    bool isDown(ActorRef a) const { return m_down[a]; }
    /// Crashes a worker now (a fault injected by the worker's own configuration, at a
    /// precise point of its work), restarting it after restartAfter if given.
    void crashNow(ActorRef worker, std::optional<SimTime> restartAfter);

    /// Runs until nothing is left to do, until the clock would pass `until`, or until
    /// *cancel becomes true (checked every few thousand events; a GUI re-run uses it).
    void run(SimTime until = SimTime::max(), const std::atomic<bool> *cancel = nullptr);
    /// When the last event ran.
    SimTime endTime() const { return m_now; }
    /// For a trace read back from a file: the run ended then.
    void setEndTime(SimTime t) { m_now = t; }
    /// Scheduled events handled so far (the benchmark's event count).
    uint64_t eventsHandled() const { return m_eventsHandled; }

private:
    void transmit(const Message &sent, uint8_t flags, const SimTime *fixedLatency);
    void dispatch(const ScheduledEvent &e);
    void deliver(uint32_t slot);
    /// Crashes the worker of crash plan `plan` and schedules its restart, if planned.
    void carryOut(uint32_t plan);
    void crash(ActorRef a);
    void restart(ActorRef a);
    void sweep(uint32_t storeIndex);
    TraceEvent messageEvent(EventKind kind, const Message &m) const;
    /// An event of `actor` now, about the message that caused it (if any).
    TraceEvent causedBy(EventKind kind, ActorRef actor, const Message *cause) const;

    uint64_t m_seed;
    SimTime m_now;
    Trace m_trace;
    Scheduler m_scheduler;
    Network m_network;
    std::vector<std::unique_ptr<Actor>> m_actors;
    std::vector<bool> m_down;
    std::vector<std::unique_ptr<KeyValueStore>> m_stores;
    struct Group
    {
        std::string name;
        std::vector<ActorRef> members;
        RouterPolicy policy;
        size_t next = 0;
        Rng rng;
    };
    std::vector<Group> m_groups;
    struct InFlight
    {
        Message message;
        bool duplicate = false; // the network's second copy
    };
    SlotPool<InFlight> m_inFlight;
    struct Note { SimTime at; Sym text; bool pause; };
    std::vector<Note> m_notes;
    std::vector<std::pair<SimTime, Message>> m_injections;
    struct CrashPlan { SimTime at; ActorRef worker; std::optional<SimTime> restartAfter; };
    std::vector<CrashPlan> m_crashes;
    size_t m_backgroundQueued = 0; // sweeps and periodic jobs in the queue
    bool m_started = false;
    uint64_t m_eventsHandled = 0;
    Sym m_receiverDown = 0;
};

} // namespace corrsim
