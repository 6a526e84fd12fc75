#pragma once
// The start of a one-way flow: sends its scripted messages at their times (with
// workers, each message is sent by one of them).

#include "kernel/actor.h"
#include "kernel/statehash.h"
#include "participants/buildcontext.h"
#include "participants/participantkind.h"

#include <vector>

namespace corrsim {

class Producer : public Actor
{
public:
    static const ParticipantKind &descriptor();
    static std::unique_ptr<Actor> create(const ConfigNode &config, BuildContext &ctx);
    std::string_view kind() const override { return descriptor().name; }
    std::unique_ptr<Actor> clone(const CloneMap &) const override { return std::make_unique<Producer>(*this); }
    void hashState(StateHash &) const override {} // its script is fixed: the queue holds what is still to send
    void start(Simulation &sim) override;
    void onTimer(Simulation &sim, TimerEvent timer) override;

private:
    explicit Producer(std::string name) : Actor(std::move(name)) {}
    std::vector<std::pair<SimTime, Message>> m_messages;
};

} // namespace corrsim
