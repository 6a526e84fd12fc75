#pragma once
// The requestor of Request-Reply: sends requests, keeps each one in its pending store
// under the request ID until the reply comes, and matches replies by correlation ID
// alone. Arrival order is no clue; a reply whose correlation ID is not pending is
// discarded, never matched by guess.

#include "actor.h"
#include "buildcontext.h"

#include <optional>
#include <vector>

namespace corrsim {

class KeyValueStore;

class Requester : public Actor
{
public:
    /// How the request ID (the value the replier copies into the reply) is chosen.
    enum class IdStrategy : uint8_t {
        MessageId,     // the request's own message ID
        BusinessId,    // the business object's ID (order ID): travels on the wire
        RequestorMap,  // the message ID; the pending store maps it to the business ID
    };

    static std::unique_ptr<Actor> create(const ConfigNode &config, BuildContext &ctx);
    std::string_view kind() const override { return "requester"; }
    void start(Simulation &sim) override;
    void onMessage(Simulation &sim, const Message &m) override;
    void onTimer(Simulation &sim, uint16_t code, uint32_t arg) override;

    uint64_t matched() const { return m_matched; }

private:
    explicit Requester(std::string name) : Actor(std::move(name)) {}

    struct ScriptedRequest
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

    void sendRequest(Simulation &sim, Id givenId, Id businessKey, Sym type, RecordRef body);

    ActorRef m_target = NoActor;
    ActorRef m_replyTo = NoActor;
    Sym m_requestType = 0;
    IdStrategy m_strategy = IdStrategy::MessageId;
    std::vector<ScriptedRequest> m_script;
    std::optional<Workload> m_workload;
    std::optional<Sampler> m_arrivals;
    uint64_t m_generated = 0;
    IdSequence m_messageIds;
    IdSequence m_businessKeys;
    KeyValueStore *m_pending = nullptr;
    Sym m_businessKeyField = 0;
    Sym m_replyToHeader = 0;
    Sym m_unknownReply = 0;
    uint64_t m_matched = 0;
};

} // namespace corrsim
