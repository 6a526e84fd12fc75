#pragma once
// The end of a one-way flow, or a dead-letter queue: takes messages and does nothing more.

#include "kernel/actor.h"
#include "kernel/statehash.h"
#include "participants/buildcontext.h"
#include "participants/participantkind.h"

namespace corrsim {

class Sink : public Actor
{
public:
    static const ParticipantKind &descriptor();
    static std::unique_ptr<Actor> create(const ConfigNode &config, BuildContext &ctx);
    std::string_view kind() const override { return descriptor().name; }
    std::unique_ptr<Actor> clone(const CloneMap &) const override { return std::make_unique<Sink>(*this); }
    void hashState(StateHash &) const override {} // it keeps nothing

private:
    explicit Sink(std::string name) : Actor(std::move(name)) {}
};

} // namespace corrsim
