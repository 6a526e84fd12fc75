#pragma once
// The orchestrated saga, to compare with the choreographed one: a coordinator that owns
// the flow. It sends each step's command to its service and waits for the reply
// (matched by correlation ID: the saga's ID); when a step fails it sends the
// compensating commands of the steps already done, in reverse, and only then settles
// the saga in the failed step's state.

#include "actor.h"
#include "buildcontext.h"
#include "sagastarts.h"

#include <map>
#include <vector>

namespace corrsim {

class KeyValueStore;

class SagaOrchestrator : public Actor
{
public:
    static std::unique_ptr<Actor> create(const ConfigNode &config, BuildContext &ctx);
    std::string_view kind() const override { return "saga-orchestrator"; }
    void start(Simulation &sim) override;
    void onMessage(Simulation &sim, const Message &m) override;
    void onTimer(Simulation &sim, uint16_t code, uint32_t arg) override;

private:
    explicit SagaOrchestrator(std::string name) : Actor(std::move(name)) {}

    struct Step
    {
        ActorRef call = NoActor;
        Sym command = 0, okState = 0, failState = 0, compensate = 0;
    };
    struct Saga
    {
        RecordRef body = 0;
        size_t step = 0;
        bool compensating = false;
        size_t undo = 0;  // how many completed steps remain to compensate
        Sym failState = 0;
        Sym state = 0;
    };

    void sendCommand(Simulation &sim, Id saga, ActorRef to, Sym command);
    void setState(Simulation &sim, Id saga, Sym state, bool compensation, const Message *cause);
    void advance(Simulation &sim, Id saga, const Message *cause);

    std::vector<Step> m_steps;
    Sym m_createState = 0, m_successState = 0, m_compensatingState = 0;
    uint16_t m_sagaSpace = 0;
    uint64_t m_sagaCount = 0;
    SagaStarts m_starts;
    std::map<Id, Saga> m_sagas;
    KeyValueStore *m_table = nullptr;
    IdSequence m_ids;
    Sym m_state = 0, m_result = 0, m_ok = 0, m_key = 0;
};

} // namespace corrsim
