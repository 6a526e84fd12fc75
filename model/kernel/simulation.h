#pragma once
// The discrete-event kernel: a virtual clock, the event queue, the participants, their
// stores and the wire between them. Every effect of a run is appended to the trace.

#include "kernel/actor.h"
#include "kernel/kvstore.h"
#include "kernel/network.h"
#include "kernel/pinnedfaults.h"
#include "kernel/scheduler.h"
#include "kernel/slotpool.h"
#include "trace/finding.h"
#include "trace/trace.h"

#include <atomic>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <typeinfo>
#include <vector>

namespace corrsim {

/// Addresses with this bit set name a group of workers behind a router, not one actor.
constexpr ActorRef GroupBit = 0x8000;
constexpr bool isGroup(ActorRef a)
{
    return a != NoActor && (a & GroupBit);
}

enum class RouterPolicy : uint8_t { RoundRobin, Random };

/// Base of state that actors share through Simulation::shared().
struct SharedState
{
    virtual ~SharedState() = default;
    /// A copy for a copy of the simulation (Actor::clone says how).
    virtual std::unique_ptr<SharedState> clone(const CloneMap &map) const = 0;
    /// What its future depends on (Actor::hashState says which members).
    virtual void hashState(StateHash &h) const = 0;
};

/// What an actor copied for a copy of its simulation points to instead of the
/// original's stores and shared state: the copy's, found by their place in the original.
class CloneMap
{
public:
    KeyValueStore *store(const KeyValueStore *original) const;
    template <typename T> T *shared(const T *original) const { return static_cast<T *>(sharedState(original)); }

private:
    friend class Simulation;
    CloneMap(const Simulation &from, Simulation &to) : m_from(from), m_to(to) {}
    SharedState *sharedState(const SharedState *original) const;
    const Simulation &m_from;
    Simulation &m_to;
};

class Simulation final : private TraceWatcher
{
public:
    explicit Simulation(uint64_t seed);
    ~Simulation();
    Simulation(const Simulation &) = delete;
    Simulation &operator=(const Simulation &) = delete;

    /// A copy that goes on exactly as this one would: its own trace, stores, queue,
    /// messages on the wire, actors and random streams (a checkpoint of a run; an
    /// exploration copies the simulation it built once instead of building each run).
    /// Between events only, not from inside a handler.
    std::unique_ptr<Simulation> clone() const;
    /// The state between two events as one number (kernel/statehash.h says what it
    /// covers and how): two simulations of one scenario with equal hashes go on alike.
    /// `more` adds what else the caller keys the state by (run/checkhistory.h: the
    /// past a check reads).
    uint64_t stateHash(const std::function<void(StateHash &)> &more = {}) const;

    uint64_t seed() const { return m_seed; }
    SimTime now() const { return m_now; }
    Trace &trace() { return *m_trace; }
    const Trace &trace() const { return *m_trace; }
    /// The trace, to keep after the simulation is gone (a run's record holds it).
    std::shared_ptr<const Trace> sharedTrace() const { return m_trace; }
    Network &network() { return m_network; }

    /// Adds a participant; its index is its ActorRef.
    ActorRef addActor(std::unique_ptr<Actor> actor, std::string group = {});
    Actor *actor(ActorRef r) { return m_actors[r].get(); }
    const Actor *actor(ActorRef r) const { return m_actors[r].get(); }
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
    uint16_t addIdSpace(std::string prefix, IdStyle style) { return m_trace->ids().addSpace(std::move(prefix), style); }
    Sym intern(std::string_view text) { return m_trace->names().intern(text); }

    /// Puts a message on the wire from m.from to m.to (an actor or a group): records the
    /// send, then the network delivers it after its latency, loses it, or delivers it twice.
    void send(const Message &m, uint8_t flags = 0);
    /// Sends with a given delay instead of the link's latency and faults: a requeue or a
    /// retry that does not cross the network.
    void sendAfter(const Message &m, SimTime delay);
    /// Calls target->onTimer(timer) at the given time (kind 0 is reserved; kinds below
    /// 0x2000).
    uint64_t schedule(SimTime at, ActorRef target, TimerEvent timer);
    /// An arrival from outside the model (a scripted request, an order placed): unlike a
    /// timer it survives a crash of its target, and is lost if the target is down then.
    void scheduleInput(SimTime at, ActorRef target, TimerEvent timer);
    /// A timer of a retry loop (a broker's ack timeout, a relay's confirmation timeout).
    /// Background work: it does not count as something left to do (onlyBackgroundLeft),
    /// and what its handler sends does not either, until someone receives it.
    uint64_t scheduleBackground(SimTime at, ActorRef target, TimerEvent timer);
    /// Periodic housekeeping (a TTL sweep, a purge job, a relay's poll): target->onTimer(
    /// timer) at every multiple of `every` after now. It never keeps a finished run
    /// alive: when only background work is left, and the target has none of its own
    /// (Actor::hasBackgroundWork), it sleeps, and it wakes at its next multiple as soon as
    /// other work is scheduled. A crash of its target suspends it; the restart resumes it.
    void addPeriodic(ActorRef target, TimerEvent timer, SimTime every);
    /// True when every queued event is background work.
    bool onlyBackgroundLeft() { return m_scheduler.pending() <= m_backgroundQueued; }
    /// Retries that may happen in a row, with nothing but background work left and no
    /// progress anywhere, before every retry loop gives up (a broker redelivering to a
    /// worker that never comes back, a relay publishing to a broker that is gone).
    static constexpr int IdleRetryLimit = 20;
    /// Whether a retry loop tries again now: always while other work is queued;
    /// otherwise until IdleRetryLimit retries in a row have brought no progress.
    bool mayRetry();
    /// A retry loop got through (an acknowledgement, a confirmation): the count of
    /// fruitless retries starts again from zero.
    void progress() { m_idleRetries = 0; }
    /// Whether fruitless retries have used up the limit (periodic work then sleeps too).
    bool retriesExhausted() const { return m_idleRetries >= IdleRetryLimit; }
    void cancel(uint64_t handle);
    /// Appends a "log" event: what a participant writes to its log, with its trace ID.
    void log(ActorRef actor, std::string_view text, RecordRef fields = 0, const Message *about = nullptr);
    /// Appends a "state.change" event: object `key` moved from one state to another.
    void stateChange(ActorRef actor, Id key, Sym from, Sym to, const Message *cause = nullptr, uint8_t flags = 0);
    /// Appends an "effect" event: what handling `cause` did to the world. An effect is
    /// named by what it acts on: object `key`, at `step` (the message type that led to
    /// it), so the same effect applied twice is found whatever message carried it.
    void effect(ActorRef actor, Id key, Sym what, Sym step, const Message *cause, RecordRef fields = 0,
                uint8_t flags = 0);

    /// State several actors share, as the workers of an application share its database:
    /// one T per key, made on first use and owned by the run.
    template <typename T> T &shared(const std::string &key)
    {
        return static_cast<T &>(sharedState(std::string(typeid(T).name()) + '\n' + key,
                                            [] { return std::unique_ptr<SharedState>(std::make_unique<T>()); }));
    }

    /// A narrative note at `at`, shown during playback; pause stops playback there, and
    /// `record` carries a predict step's question, choices and reveal (run/lessonnotes.h).
    void addNote(SimTime at, std::string text, bool pause, RecordRef record = 0);
    /// A note traced right before the event `on` selects, wherever the run puts it; `where`
    /// names its entry of "narrative" for the warning if that event never happens. False
    /// (and no note) when `on` selects an event already traced as the scenario was built
    /// (a starting row): nothing can go before that.
    bool addAnchoredNote(EventSelector on, std::string text, bool pause, RecordRef record, std::string where);
    /// A message the scenario puts on the wire at a given time (a stray reply, a forgery).
    void addInjection(SimTime at, Message m);
    /// A worker stops at `at` (its timers and in-memory stores are lost) and, when
    /// restartAfter is given, comes back that much later.
    void addCrash(SimTime at, ActorRef worker, std::optional<SimTime> restartAfter);
    /// A fault pinned to one message (pinnedfaults.h): the send is traced as usual, then
    /// it is dropped, duplicated, delayed, or held until the next message on its link
    /// has been delivered (if none follows, it is still on the wire when the run ends).
    void addPinnedFault(PinnedFaults::MessagePin pin) { m_pins.add(std::move(pin)); }
    /// A crash right after one event of a worker: the worker that did it (or, pinned by
    /// number, the workers named) stops there, in the middle of what it was handling
    /// if the event was its own (a store read, a delivery); after a send, once it is sent.
    void addPinnedCrash(PinnedFaults::CrashPin pin);
    /// After a run: what its pinned faults and its notes did not do (a fault that matched
    /// nothing, a message held back that nothing followed, a note whose event did not
    /// happen), each at its JSON path ("/faults/0", "/narrative/3").
    std::vector<RunWarning> pinnedFaultWarnings() const;
    /// Writes each participant's facts into the trace (what the checks read of it), once
    /// the run has ended.
    void recordParticipantFacts();
    bool isDown(ActorRef a) const { return m_down[a]; }
    /// Crashes a worker now (a fault injected by the worker's own configuration, at a
    /// precise point of its work), restarting it after restartAfter if given.
    void crashNow(ActorRef worker, std::optional<SimTime> restartAfter);
    /// Runs writes that are one transaction (a commit's rows, a state and its row): a
    /// crash pinned to one of their events comes after the last of them, not between.
    template <typename Writes> void atomically(Writes &&writes)
    {
        ++m_atomic;
        try {
            writes();
        } catch (...) {
            --m_atomic;
            throw;
        }
        endAtomic();
    }

    /// Why a run stopped.
    enum class Stop : uint8_t { Finished, Until, Cancelled, EventBudget, MemoryBudget, TimeLimit };
    /// What bounds a run, and who hears how it goes.
    struct Limits
    {
        SimTime until = SimTime::max();
        const std::atomic<bool> *cancel = nullptr; // checked every few thousand events (a GUI re-run)
        uint64_t maxEvents = UINT64_MAX;           // events handled in all
        uint64_t maxMemoryBytes = UINT64_MAX;      // memory the run may hold (memoryBytes())
        /// Called about every 65,536 events with the events handled and the clock.
        std::function<void(uint64_t events, SimTime now)> progress;
    };
    /// Runs until nothing is left to do, until the clock would pass `until` (or
    /// MaxVirtualMicros), until cancelled, or until it uses up a budget.
    Stop run(const Limits &limits);
    Stop run(SimTime until = SimTime::max())
    {
        Limits limits;
        limits.until = until;
        return run(limits);
    }
    /// When the last event ran.
    SimTime endTime() const { return m_now; }
    /// Memory the run holds: its trace, its queue, messages on the wire, its stores.
    size_t memoryBytes() const;
    /// Scheduled events handled so far (the benchmark's event count).
    uint64_t eventsHandled() const { return m_eventsHandled; }

private:
    friend class CloneMap;
    struct CopyTag
    {
    };
    Simulation(const Simulation &other, CopyTag);
    void transmit(const Message &sent, uint8_t flags, const SimTime *fixedLatency);
    void appending(const TraceEvent &e, uint64_t seq) override;
    void appended(const TraceEvent &e, uint64_t seq) override;
    void appendNote(uint32_t note, SimTime at);
    /// Carries out the crashes pinned events asked for (after the handler they ended).
    void crashPinned();
    /// Dispatches one event; a crash pinned inside its handler ends the handler there.
    void dispatchWatched(const ScheduledEvent &e);
    void dispatch(const ScheduledEvent &e);
    void deliver(uint32_t slot);
    /// Crashes the worker of crash plan `plan` and schedules its restart, if planned.
    void carryOut(uint32_t plan);
    void crash(ActorRef a);
    void restart(ActorRef a);
    void sweep(uint32_t storeIndex);
    /// Queues an event that is not background work: it wakes sleeping periodic jobs.
    uint64_t scheduleForeground(SimTime at, uint16_t target, uint16_t code, uint32_t arg);
    void armPeriodic(uint32_t job);
    void runPeriodic(uint32_t job);
    void wakePeriodic();
    TraceEvent messageEvent(EventKind kind, const Message &m) const;
    /// An event of `actor` now, about the message that caused it (if any).
    TraceEvent causedBy(EventKind kind, ActorRef actor, const Message *cause) const;

    uint64_t m_seed;
    SimTime m_now;
    std::shared_ptr<Trace> m_trace;
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
        uint8_t flags = 0; // FlagDuplicate: the network's second copy; FlagPinned: a pinned fault's
    };
    SlotPool<InFlight> m_inFlight;
    struct Note
    {
        SimTime at;
        Sym text;
        bool pause;
        RecordRef record;
        bool anchored = false; // shown before its event (a note pin), not at `at`
    };
    std::vector<Note> m_notes;
    std::vector<std::pair<SimTime, Message>> m_injections;
    struct CrashPlan
    {
        SimTime at;
        ActorRef worker;
        std::optional<SimTime> restartAfter;
    };
    std::vector<CrashPlan> m_crashes;
    size_t m_backgroundQueued = 0; // background events in the queue
    bool m_dispatchingBackground = false;
    struct Periodic
    {
        ActorRef target;
        uint16_t code;
        uint32_t arg;
        SimTime every;
        enum class State : uint8_t { Armed, Sleeping, Suspended } state = State::Armed;
        uint64_t handle = 0;
    };
    std::vector<Periodic> m_periodic;
    size_t m_sleeping = 0;
    int m_idleRetries = 0;
    // State actors share, in the order of its keys (type and key): the keys are made as
    // the scenario is built and then only read, so copies share them; each copy owns its
    // states, m_shared[i] under (*m_sharedKeys)[i].
    std::shared_ptr<const std::vector<std::string>> m_sharedKeys;
    std::vector<std::unique_ptr<SharedState>> m_shared;
    SharedState &sharedState(std::string key, std::unique_ptr<SharedState> (*make)());
    bool m_started = false;
    uint64_t m_eventsHandled = 0;
    PinnedFaults m_pins;
    ActorRef m_running = NoActor;        // the actor whose handler runs, if any
    int m_atomic = 0;                    // inside atomically(): how deep
    bool m_interruptAfterAtomic = false; // a pinned crash waits for the transaction's end
    void endAtomic();
    struct PendingCrash
    {
        std::vector<ActorRef> workers;
        std::optional<SimTime> restartAfter;
    };
    std::vector<PendingCrash> m_pinnedCrashes;
    struct Held
    {
        ActorRef from, to;
        uint32_t slot;
        SimTime ownArrival;
        std::string where;
    };
    std::vector<Held> m_held; // deliver-after-next: waiting for the next message on their link
    Sampler m_pinnedCopies;   // the latency of a pinned duplicate's copy
};

} // namespace corrsim
