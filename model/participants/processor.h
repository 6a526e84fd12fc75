#pragma once
// A step of a one-way flow: handles each message for its processing time; on success
// emits the next message of the chain (new ID, correlation ID copied forward, causation
// ID = the message it handled); on failure retries, giving up on attempts *and* on age,
// and sends what it gives up on to a dead-letter queue.

#include "kernel/actor.h"
#include "kernel/slotpool.h"
#include "kernel/statehash.h"
#include "participants/buildcontext.h"
#include "participants/participantkind.h"

#include <optional>
#include <vector>

namespace corrsim {

class Processor : public Actor
{
public:
    static const ParticipantKind &descriptor();
    static std::unique_ptr<Actor> create(const ConfigNode &config, BuildContext &ctx);
    std::string_view kind() const override { return descriptor().name; }
    std::unique_ptr<Actor> clone(const CloneMap &) const override { return std::make_unique<Processor>(*this); }
    void hashState(StateHash &h) const override
    {
        if (m_sampler)
            h.add(*m_sampler);
        h.add(m_ids);
        m_working.forEachInUse([&](uint32_t slot, const Message &m) { // a slot is what its timer carries
            h.add(slot);
            h.add(m);
        });
    }
    void start(Simulation &sim) override;
    void onMessage(Simulation &sim, const Message &m) override;
    void onTimer(Simulation &sim, TimerEvent timer) override;

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

} // namespace corrsim
