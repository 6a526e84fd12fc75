#pragma once
// The outbox relay: every pollEvery it takes up to `batch` unpublished rows of an
// application's outbox, oldest first, locking them so other relays skip them (FOR
// UPDATE SKIP LOCKED), and publishes each to the broker. Publish then mark: a row is
// marked published only when the broker's confirmation comes back, so a crash (or a
// lost publish, or a broker that is down) leaves it unpublished and it goes out again:
// at-least-once. Mark then publish trades that duplicate for a lost event.
//
// It reaches the outbox through the application's database, never through a worker of
// the application, and the broker only through the network.

#include "kernel/actor.h"
#include "participants/buildcontext.h"
#include "participants/faultcount.h"
#include "participants/participantkind.h"

#include <vector>

namespace corrsim {

class Outbox;

class Relay : public Actor
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
    void onCrash(Simulation &sim) override;
    bool hasBackgroundWork(TimerEvent timer) const override;

private:
    explicit Relay(std::string name) : Actor(std::move(name)) {}
    void poll(Simulation &sim);
    void step(Simulation &sim);
    void confirmed(Simulation &sim, Id row);
    void endBatch(Simulation &sim);

    Outbox *m_outbox = nullptr;
    SimTime m_pollEvery;
    SimTime m_confirmTimeout;
    size_t m_batch = 10;
    bool m_markFirst = false;
    Distribution m_publishTime;
    std::optional<Sampler> m_sampler;
    FaultCount *m_crashBetween = nullptr; // the relay application's, shared by its workers
    std::optional<SimTime> m_restartAfter;
    Sym m_confirmType = 0;

    // The batch being published.
    std::vector<Id> m_rows;
    std::vector<Message> m_events; // what each row holds, read when it was locked
    std::vector<bool> m_confirmed;
    uint32_t m_batchNumber = 0; // a step timer of an earlier batch does nothing
    size_t m_next = 0;          // the next row to start
    bool m_halfDone = false;    // the current row's first step is done
    size_t m_waiting = 0;       // rows published and not yet confirmed
    uint64_t m_timeout = 0;
    bool m_timeoutSet = false;
};

} // namespace corrsim
