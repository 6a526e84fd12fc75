#pragma once
// A client at the HTTP edge: POSTs requests and, when no response comes within its
// timeout, sends the same request again. With an idempotency key the server can tell
// a resend from a new request; without one, each resend creates another payment.

#include "kernel/actor.h"
#include "kernel/statehash.h"
#include "participants/buildcontext.h"
#include "participants/participantkind.h"

#include <vector>

namespace corrsim {

class HttpClient : public Actor
{
public:
    static const ParticipantKind &descriptor();
    static std::unique_ptr<Actor> create(const ConfigNode &config, BuildContext &ctx);
    std::string_view kind() const override { return descriptor().name; }
    std::unique_ptr<Actor> clone(const CloneMap &) const override { return std::make_unique<HttpClient>(*this); }
    void hashState(StateHash &h) const override
    {
        h.each(m_calls, [&](const Call &c) {
            h.add(c.at);
            h.add(c.request);
            h.add(c.retriesLeft);
            h.add(c.answered);
        });
    }
    void start(Simulation &sim) override;
    void onMessage(Simulation &sim, const Message &m) override;
    void onTimer(Simulation &sim, TimerEvent timer) override;

private:
    explicit HttpClient(std::string name) : Actor(std::move(name)) {}
    struct Call
    {
        SimTime at;
        Message request;
        int retriesLeft = 0;
        bool answered = false;
    };
    ActorRef m_to = NoActor;
    SimTime m_timeout;
    std::vector<Call> m_calls;
};

} // namespace corrsim
