#pragma once
// A participant of the simulation. The kernel calls these hooks and nothing else: it
// is the one narrow surface between the event loop and what the actors mean.

#include "kernel/message.h"

#include <memory>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace corrsim {

class Simulation;
class CloneMap;
class StateHash;

/// A timer an actor sets for itself: one of its own kinds (the actor's `enum Timer`)
/// and the one number it carries (a script line, a job's slot). Made with of() from the
/// actor's enum and read back with as<>(), so a handler switches on its own kinds.
struct TimerEvent
{
    uint16_t kind = 0;
    uint32_t arg = 0;

    template <class Kind>
    requires std::is_enum_v<Kind>
    static constexpr TimerEvent of(Kind kind, uint32_t arg = 0) { return {uint16_t(kind), arg}; }
    template <class Kind>
    requires std::is_enum_v<Kind>
    constexpr Kind as() const { return Kind(kind); }
    /// The same kind, carrying another number.
    constexpr TimerEvent carrying(uint32_t other) const { return {kind, other}; }
};

class Actor
{
public:
    explicit Actor(std::string name) : m_name(std::move(name)) {}
    virtual ~Actor() = default;

    const std::string &name() const { return m_name; }
    ActorRef ref() const { return m_ref; }
    void setRef(ActorRef r) { m_ref = r; }

    /// The participant's kind as the scenario writes it ("requester", "replier").
    virtual std::string_view kind() const = 0;
    /// A copy for a copy of its simulation (Simulation::clone, a checkpoint of a run):
    /// every member as it is, and pointers to stores and shared state taken from `map`.
    virtual std::unique_ptr<Actor> clone(const CloneMap &map) const = 0;
    /// What its future depends on, into `h` (Simulation::stateHash): every member
    /// clone() copies that a handler may change, and none that only counts for a report.
    /// Its stores and shared state are hashed by the simulation that holds them.
    virtual void hashState(StateHash &h) const = 0;
    /// Called once before the first event: schedule the first timers here.
    virtual void start(Simulation &) {}
    /// A message was delivered to this actor.
    virtual void onMessage(Simulation &, const Message &) {}
    /// The worker stopped: release what others could be waiting on (locks).
    virtual void onCrash(Simulation &) {}
    /// The worker came back after a crash: forget what was only in memory.
    virtual void onRestart(Simulation &) {}
    /// The states it can write in state.change events, if it writes any (an invariant
    /// checks that nothing else is ever written).
    virtual const std::vector<uint32_t> *declaredStates() const { return nullptr; }
    /// For the checks (ParticipantFacts): whether it applies the effects of the messages
    /// it handles, and whether an inbox remembers each message before it does.
    virtual bool consumesMessages() const { return false; }
    virtual bool hasInbox() const { return false; }
    /// Broker topics this participant consumes (its application is the consumer group).
    virtual std::vector<std::string> subscriptions() const { return {}; }
    /// A timer this actor scheduled fired.
    virtual void onTimer(Simulation &, TimerEvent) {}
    /// An arrival from outside (Simulation::scheduleInput) came while this worker was
    /// down: that one is lost, but the outside goes on. A generated workload schedules its
    /// next arrival here, as onTimer would have.
    virtual void onArrivalLost(Simulation &, TimerEvent) {}
    /// Whether the periodic job `timer` (Simulation::addPeriodic) has work of its own that
    /// must go on when nothing else is left (a relay with rows still to publish).
    virtual bool hasBackgroundWork(TimerEvent /*timer*/) const { return false; }

private:
    std::string m_name;
    ActorRef m_ref = NoActor;
};

} // namespace corrsim
