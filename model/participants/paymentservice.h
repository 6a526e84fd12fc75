#pragma once
// The orders application of the async-callback example (reference 000). For each order
// it makes a request ID ("PRQ-" + UUID), stores the whole pending request under it
// *before* calling (the callback can beat the provider's 202), marks the order
// PAYMENT_REQUESTED, and sends the provider only the request ID and the amount.
//
// Its callback handler reads the correlationId from the callback's body and claims the
// pending entry, either atomically or by retrieve-then-remove (two store operations,
// each taking the store's time), then routes the outcome into the status store:
//   no correlationId -> 400; nothing to claim (unknown, expired, already claimed, or
//   lost to a concurrent copy) -> 404 and nothing changes;
//   APPROVED with the requested amount -> PAID; DECLINED -> PAYMENT_DECLINED;
//   APPROVED with another amount -> PAYMENT_REVIEW (AMOUNT_MISMATCH);
//   any other status -> PAYMENT_REVIEW (UNKNOWN_STATUS); these three answer 200.

#include "kernel/actor.h"
#include "kernel/slotpool.h"
#include "participants/buildcontext.h"
#include "participants/faultcount.h"
#include "participants/participantkind.h"
#include "participants/responses.h"
#include "participants/tracecontext.h"

#include <optional>
#include <vector>

namespace corrsim {

class PaymentService : public Actor
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
    const std::vector<Sym> *declaredStates() const override { return &m_states; }

private:
    explicit PaymentService(std::string name) : Actor(std::move(name)) {}

    struct Order
    {
        SimTime at;
        Id orderId;
        int64_t amount = 0;
    };
    enum class Step : uint8_t { StorePending, MarkRequested, Claim, Remove, WriteStatus };
    struct Job
    {
        Step step;
        Order order; // outgoing: the order being paid
        Id requestId;
        Message callback;      // incoming: the callback being handled
        RecordRef pending = 0; // the claimed pending entry's value
        Id traceId;
    };

    void startJob(Simulation &sim, const Job &job, SimTime delay);
    void runStep(Simulation &sim, uint32_t slot);
    void handleCallback(Simulation &sim, const Message &m);
    void finishCallback(Simulation &sim, uint32_t slot);
    const Field *bodyField(Simulation &sim, const Message &m, Sym name) const;

    ActorRef m_provider = NoActor;
    bool m_atomicClaim = false;
    FaultCount *m_failAfterClaim = nullptr; // claims of the application that still fail before the status write
    std::vector<Order> m_orders;            // this worker's share of the scripted orders
    /// The generated orders, drawn one at a time as the run reaches them; every worker
    /// draws the whole sequence and takes its share, as the router would hand it out.
    struct Workload
    {
        int64_t count = 0;
        Distribution interval;
        std::vector<int64_t> amounts;
        uint16_t idSpace = 0;
        bool randomRouter = false;
        int workerIndex = 0, workerCount = 1;
        std::optional<Sampler> arrivals;
        std::optional<Rng> router;
        int64_t next = 0; // the next order to draw
        SimTime at;       // when the last one drawn arrives
    } m_workload;
    /// Schedules this worker's next generated order, if any is left.
    void scheduleNextGenerated(Simulation &sim);
    KeyValueStore *m_pending = nullptr;
    KeyValueStore *m_status = nullptr;
    IdSequence m_requestIds, m_messageIds;
    SlotPool<Job> m_jobs;
    Responder m_responder;
    TraceContext m_traceContext;
    std::vector<Sym> m_states;

    /// The field, message and state names the service reads and writes, interned once.
    struct Words
    {
        Sym orderId, amount, requestId, correlationId, status, approvedAmount, providerReference, reviewReason,
            requestedAmount, providerStatus, paymentRequest, callback, requested, paid, declined, review, approved,
            declinedStatus, amountMismatch, unknownStatus;
    } m_word{};
};

} // namespace corrsim
