#pragma once
// The requestor of Request-Reply: sends requests, keeps each one in its pending store
// under the request ID until the reply comes, and matches replies by correlation ID
// alone. Arrival order is no clue; a reply whose correlation ID is not pending is
// discarded (or answered 404, or dead-lettered), never matched by guess.
//
// Its other modes are the failed alternatives, shown failing:
//   blocking      one request at a time: the next waits for the reply to the last
//   assume-order  takes each reply to answer the oldest request still waiting
//   sync          each call waits on its own connection (no ID needed at all)

#include "kernel/actor.h"
#include "participants/buildcontext.h"
#include "participants/participantkind.h"
#include "participants/responses.h"
#include "participants/tracecontext.h"

#include <deque>
#include <map>
#include <optional>
#include <vector>

namespace corrsim {

class KeyValueStore;

class Requester : public Actor
{
public:
    /// How the request ID (the value the replier copies into the reply) is chosen.
    enum class IdStrategy : uint8_t {
        MessageId,    // the request's own message ID
        BusinessId,   // the business object's ID (order ID): travels on the wire
        RequestorMap, // the message ID; the pending store maps it to the business ID
    };
    enum class Mode : uint8_t { Async, Blocking, AssumeOrder, Sync };
    enum class OnUnknown : uint8_t { Discard, Respond404, DeadLetter };

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

private:
    explicit Requester(std::string name) : Actor(std::move(name)) {}

    struct Request
    {
        SimTime at;
        Id id;          // given in the scenario, or null for a generated one
        Id businessKey; // may be null
        Sym type = 0;
        RecordRef body = 0;
    };
    struct Workload
    {
        uint64_t count = 0;
        Distribution interval;
        uint16_t businessKeySpace = 0;
    };

    /// A generated request has come: counts it, schedules the next, and gives its key.
    Id generated(Simulation &sim);
    void arrive(Simulation &sim, const Request &r);
    void sendRequest(Simulation &sim, const Request &r);
    void replyArrived(Simulation &sim, const Message &m);
    void unknownReply(Simulation &sim, const Message &m);
    void sendNextQueued(Simulation &sim);

    ActorRef m_target = NoActor;
    ActorRef m_replyTo = NoActor;
    ActorRef m_deadLetter = NoActor;
    Sym m_requestType = 0;
    IdStrategy m_strategy = IdStrategy::MessageId;
    Mode m_mode = Mode::Async;
    OnUnknown m_onUnknown = OnUnknown::Discard;
    std::vector<Request> m_script;
    std::optional<Workload> m_workload;
    std::optional<Sampler> m_arrivals;
    uint64_t m_generated = 0;
    std::string m_appName;
    uint64_t m_workerIndex = 0, m_workerCount = 1;
    IdSequence m_messageIds;
    IdSequence m_businessKeys;
    KeyValueStore *m_pending = nullptr;
    TraceContext m_traceContext;
    Responder m_responder;

    std::deque<Request> m_backlog;             // blocking: requests waiting their turn
    bool m_waiting = false;                    // blocking: a request is out
    std::deque<Id> m_sentOrder;                // assume-order: request IDs in the order sent
    std::map<uint32_t, Message> m_connections; // sync: the call on each open connection
    uint32_t m_nextConnection = 0;

    Sym m_businessKeyField = 0, m_replyToHeader = 0, m_unknownReply = 0, m_byConnection = 0, m_deathReason = 0;
};

} // namespace corrsim
