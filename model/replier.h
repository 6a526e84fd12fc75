#pragma once
// The replier of Request-Reply: takes a request, works on it for a drawn processing
// time (all requests in parallel, no queue), and sends a reply to the request's return
// address (or back to its sender) carrying the request ID as correlation ID.

#include "actor.h"
#include "buildcontext.h"
#include "slotpool.h"

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

    static std::unique_ptr<Actor> create(const ConfigNode &config, BuildContext &ctx);
    std::string_view kind() const override { return "replier"; }
    void start(Simulation &sim) override;
    void onMessage(Simulation &sim, const Message &m) override;
    void onTimer(Simulation &sim, uint16_t code, uint32_t arg) override;

private:
    explicit Replier(std::string name) : Actor(std::move(name)) {}
    Sym replyTypeFor(Simulation &sim, Sym requestType);

    Distribution m_processing;
    std::optional<Sampler> m_sampler;
    CopyMode m_copy = CopyMode::Correlation;
    Sym m_replyType = 0; // 0: "<request type>.reply"
    RecordRef m_replyBody = 0;
    IdSequence m_ids;
    SlotPool<Message> m_working;
    std::map<Sym, Sym> m_replyTypes;
};

} // namespace corrsim
