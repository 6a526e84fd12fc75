#pragma once
// The payment provider of the async-callback example: answers a payment request with
// 202 Accepted and calls back later with correlationId (the request ID it was given),
// status, approvedAmount and a providerReference. Outcomes are weighted or scripted per
// request; a callback can be sent more than once (copies of one envelope, or later
// callbacks for the same request), and a callback answered 5xx is retried.

#include "kernel/actor.h"
#include "participants/buildcontext.h"
#include "participants/participantkind.h"
#include "participants/responses.h"
#include "participants/tracecontext.h"

#include <map>
#include <optional>
#include <vector>

namespace corrsim {

class PaymentProvider : public Actor
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

private:
    explicit PaymentProvider(std::string name) : Actor(std::move(name)) {}

    /// One callback the provider will send: what it says and when.
    struct Outcome
    {
        std::optional<Sym> status;             // none: the weighted choice decides
        std::optional<int64_t> approvedAmount; // none: the requested amount
        bool omitCorrelationId = false;
        std::optional<Id> correlationId;   // a different ID than the request's
        std::optional<Distribution> after; // none: callbackAfter
        int copies = 1;
        SimTime copyGap;
    };
    struct Script
    {
        Outcome first;
        std::vector<Outcome> then; // further callbacks for the same request
    };
    struct Pending
    {
        Message callback;
        int copiesLeft = 0;
        SimTime copyGap;
        int retriesLeft = 0;
    };

    void planCallback(Simulation &sim, const Message &request, const Outcome &o, SimTime base);
    Outcome parseOutcome(const ConfigNode &c, BuildContext &ctx) const;

    ActorRef m_callbackTo = NoActor;
    std::optional<SimTime> m_accept;
    Distribution m_callbackAfter;
    std::vector<Sym> m_statuses;
    WeightedChoice m_weights;
    std::vector<Script> m_script;
    struct RequestsSeen;
    /// The application's: script line i is its i-th request, whichever worker gets it.
    RequestsSeen *m_requestsSeen = nullptr;
    int m_retryAttempts = 0;
    SimTime m_retryAfter;
    std::optional<Sampler> m_sampler;
    IdSequence m_ids, m_references;
    std::vector<Pending> m_callbacks; // by index; timers carry the index
    std::map<Id, uint32_t> m_byCallbackId;
    Responder m_responder;
    TraceContext m_traceContext;
    Sym m_callbackType = 0, m_correlationId = 0, m_status = 0, m_approvedAmount = 0, m_providerReference = 0,
        m_amount = 0, m_requestId = 0, m_paymentRequest = 0;
};

} // namespace corrsim
