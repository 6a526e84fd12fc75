#pragma once
// The replier of Request-Reply: takes a request, works on it for a drawn processing
// time (all requests in parallel, no queue), and sends a reply to the request's return
// address (or back to its sender) carrying the request ID as correlation ID.
//
// With delegateTo it is a link in a chain: to answer, it first asks the next service,
// keeping the request pending until that reply comes back. Every message of the chain
// has its own ID; all keep the first correlation ID; each one's causation ID is its parent.

#include "kernel/actor.h"
#include "kernel/slotpool.h"
#include "participants/buildcontext.h"
#include "participants/participantkind.h"
#include "participants/tracecontext.h"

#include <map>

namespace corrsim {

class Replier : public Actor
{
public:
    /// What the replier copies into the reply's correlation ID.
    enum class CopyMode : uint8_t {
        Correlation, // the request's correlation ID (the request ID), as the pattern says
        MessageId,   // the request's message ID (a replier that only knows message IDs)
        Nothing,     // a broken replier: the reply correlates to itself
    };

    static const ParticipantKind &descriptor();
    static std::unique_ptr<Actor> create(const ConfigNode &config, BuildContext &ctx);
    std::string_view kind() const override { return descriptor().name; }
    std::unique_ptr<Actor> clone(const CloneMap &map) const override;
    void hashState(StateHash &h) const override;
    void start(Simulation &sim) override;
    void onMessage(Simulation &sim, const Message &m) override;
    void onTimer(Simulation &sim, TimerEvent timer) override;

private:
    explicit Replier(std::string name) : Actor(std::move(name)) {}
    Sym replyTypeFor(Simulation &sim, Sym requestType);
    void reply(Simulation &sim, const Message &request, Id causation, Id traceId);

    struct Work
    {
        Message request;
        Id traceId;
    };

    Distribution m_processing;
    std::optional<Sampler> m_sampler;
    CopyMode m_copy = CopyMode::Correlation;
    Sym m_replyType = 0;    // 0: "<request type>.reply"
    Sym m_responseType = 0; // a status answer, which it never answers
    RecordRef m_replyBody = 0;
    IdSequence m_ids;
    SlotPool<Work> m_working;
    std::map<Sym, Sym> m_replyTypes;
    TraceContext m_traceContext;

    ActorRef m_delegate = NoActor;
    Sym m_delegateType = 0;
    KeyValueStore *m_pending = nullptr; // requests waiting for the delegate's answer
    struct Continuation
    {
        Message request; // how to answer it
        Id traceId;      // the trace ID its work took: the final reply carries it too
    };
    std::map<Id, Continuation> m_continuations; // each request waiting on the delegate
};

} // namespace corrsim
