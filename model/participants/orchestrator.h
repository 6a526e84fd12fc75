#pragma once
// The orchestrated saga, to compare with the choreographed one: a coordinator that owns
// the flow. It sends each step's command to its service and waits for the reply; a
// reply counts only when it answers the command the saga waits for (its causation ID is
// that command's ID), so a duplicated or late reply is ignored, and said so. When a
// step fails it sends the compensating commands of the steps already done, in reverse,
// and only then settles the saga in the failed step's state. With `retry`, a command
// that gets no answer in time is sent again (same envelope, attempt + 1).

#include "kernel/actor.h"
#include "participants/buildcontext.h"
#include "participants/participantkind.h"
#include "participants/sagastarts.h"

#include <map>
#include <vector>

namespace corrsim {

class KeyValueStore;

class SagaOrchestrator : public Actor
{
public:
    static const ParticipantKind &descriptor();
    static std::unique_ptr<Actor> create(const ConfigNode &config, BuildContext &ctx);
    std::string_view kind() const override { return descriptor().name; }
    std::unique_ptr<Actor> clone(const CloneMap &map) const override;
    void hashState(StateHash &h) const override;
    void start(Simulation &sim) override;
    void onMessage(Simulation &sim, const Message &m) override;
    void onTimer(Simulation &sim, TimerEvent timer) override;
    void onArrivalLost(Simulation &sim, TimerEvent timer) override;
    void onRestart(Simulation &sim) override;
    const std::vector<Sym> *declaredStates() const override { return &m_states; }

private:
    explicit SagaOrchestrator(std::string name) : Actor(std::move(name)) {}

    struct Step
    {
        ActorRef call = NoActor;
        Sym command = 0, okState = 0, failState = 0, compensate = 0;
    };
    struct Saga
    {
        Id id;
        RecordRef body = 0;
        size_t step = 0; // the step under way (or the last one compensated)
        bool compensating = false;
        size_t undo = 0; // how many completed steps remain to compensate
        Sym failState = 0;
        Sym state = 0;
        Message awaiting; // the command whose reply it waits for (null id: none)
        int retriesLeft = 0;
        uint64_t timer = 0;
        bool timerSet = false;
    };

    /// The next command, made part of the saga's row before the row is written: a crash
    /// after the write and before the send leaves it there for the restart to send.
    void prepareCommand(Simulation &sim, size_t saga, ActorRef to, Sym command, const Message *cause);
    /// Sends the command the saga waits for, with its retry timer.
    void sendAwaited(Simulation &sim, size_t saga);
    void setState(Simulation &sim, size_t saga, Sym state, bool compensation, const Message *cause);
    /// In its success state, or in its failure state once compensated.
    bool ended(const Saga &s) const { return s.state == m_successState || (s.compensating && s.state == s.failState); }
    void advance(Simulation &sim, size_t saga, const Message *cause);
    void stopWaiting(Simulation &sim, Saga &s);

    std::vector<Step> m_steps;
    Sym m_createState = 0, m_successState = 0, m_compensatingState = 0;
    std::vector<Sym> m_states;
    uint16_t m_sagaSpace = 0;
    SagaStarts m_starts;
    std::vector<Saga> m_sagas;
    std::map<Id, size_t> m_byId;
    KeyValueStore *m_table = nullptr;
    IdSequence m_ids;
    std::optional<SimTime> m_retryAfter;
    int m_retryAttempts = 0;
    Sym m_state = 0, m_result = 0, m_ok = 0, m_key = 0;
};

} // namespace corrsim
