#pragma once
// Participants of one-way message flows, for envelope chains, retries and dead letters:
//   producer   sends scripted messages (the start of a chain)
//   processor  handles each message; on success emits the next message of the chain
//              (new ID, correlation ID copied forward, causation ID = the message it
//              handled); on failure retries, and gives up on attempts *and* on age,
//              sending what it gives up on to a dead-letter queue
//   sink       takes messages and does nothing more (the end of a chain, or a DLQ)

#include "kernel/actor.h"
#include "participants/buildcontext.h"
#include "kernel/slotpool.h"

#include <optional>
#include <vector>

namespace corrsim {

class Producer : public Actor
{
public:
    static std::unique_ptr<Actor> create(const ConfigNode &config, BuildContext &ctx);
    std::string_view kind() const override { return "producer"; }
    void start(Simulation &sim) override;
    void onTimer(Simulation &sim, uint16_t code, uint32_t arg) override;

private:
    explicit Producer(std::string name) : Actor(std::move(name)) {}
    std::vector<std::pair<SimTime, Message>> m_messages;
};

class Processor : public Actor
{
public:
    static std::unique_ptr<Actor> create(const ConfigNode &config, BuildContext &ctx);
    std::string_view kind() const override { return "processor"; }
    void start(Simulation &sim) override;
    void onMessage(Simulation &sim, const Message &m) override;
    void onTimer(Simulation &sim, uint16_t code, uint32_t arg) override;

private:
    explicit Processor(std::string name) : Actor(std::move(name)) {}
    void deadLetter(Simulation &sim, const Message &m, Sym reason);

    Distribution m_processing;
    std::optional<Sampler> m_sampler;
    ActorRef m_emitTo = NoActor;
    Sym m_emitType = 0;
    std::vector<Sym> m_failingTypes;
    double m_failProbability = 0;
    int m_maxAttempts = 1;
    std::optional<SimTime> m_giveUpAfter;
    SimTime m_retryAfter;
    ActorRef m_deadLetter = NoActor;
    IdSequence m_ids;
    SlotPool<Message> m_working;
    Sym m_deathReason = 0, m_tooOld = 0, m_exhausted = 0, m_failed = 0;
};

class Sink : public Actor
{
public:
    static std::unique_ptr<Actor> create(const ConfigNode &config, BuildContext &ctx);
    std::string_view kind() const override { return "sink"; }

private:
    explicit Sink(std::string name) : Actor(std::move(name)) {}
};

} // namespace corrsim
