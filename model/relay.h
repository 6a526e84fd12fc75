#pragma once
// The outbox relay: every pollEvery it takes up to `batch` unpublished rows of a
// service's outbox, oldest first, locking them so other relays skip them (FOR UPDATE
// SKIP LOCKED), and publishes each to the broker. Publish then mark: a crash between
// them leaves the row unpublished, so it goes out again (at-least-once). Mark then
// publish trades that duplicate for a lost event.

#include "actor.h"
#include "buildcontext.h"

#include <vector>

namespace corrsim {

class SagaService;

class Relay : public Actor
{
public:
    static std::unique_ptr<Actor> create(const ConfigNode &config, BuildContext &ctx);
    std::string_view kind() const override { return "relay"; }
    void start(Simulation &sim) override;
    void onTimer(Simulation &sim, uint16_t code, uint32_t arg) override;
    void onCrash(Simulation &sim) override;
    void onRestart(Simulation &sim) override;

private:
    explicit Relay(std::string name) : Actor(std::move(name)) {}
    void poll(Simulation &sim);
    void step(Simulation &sim);
    void nextPoll(Simulation &sim);

    ActorRef m_serviceAddress = NoActor;
    SagaService *m_service = nullptr;
    SimTime m_pollEvery = SimTime::fromMillis(10);
    size_t m_batch = 10;
    bool m_markFirst = false;
    Distribution m_publishTime;
    std::optional<Sampler> m_sampler;
    int64_t m_crashBetween = 0;
    std::optional<SimTime> m_restartAfter;
    std::vector<Id> m_rows; // the locked batch being published
    size_t m_next = 0;
    bool m_halfDone = false; // the current row's first step is done
};

} // namespace corrsim
