#include "replier.h"

namespace corrsim {

namespace {
enum Timer : uint16_t { Done = 1 };
}

std::unique_ptr<Actor> Replier::create(const ConfigNode &c, BuildContext &ctx)
{
    c.allowOnly({"name", "kind", "group", "processing", "replyType", "copies", "replyBody", "idPrefix"});
    std::unique_ptr<Replier> r(new Replier(c.at("name").text()));
    r->m_processing = c.has("processing") ? c.at("processing").distribution() : Distribution::fixed(SimTime());
    const std::string copies = c.choice("copies", {"correlation-id", "message-id", "nothing"}, "correlation-id");
    r->m_copy = copies == "message-id" ? CopyMode::MessageId
              : copies == "nothing"    ? CopyMode::Nothing
                                       : CopyMode::Correlation;
    if (auto t = c.find("replyType"))
        r->m_replyType = ctx.sim.intern(t->text());
    if (auto b = c.find("replyBody"))
        r->m_replyBody = ctx.record(*b);
    r->m_ids = IdSequence(ctx.sim.addIdSpace(c.text("idPrefix", ""), IdStyle::Uuid));
    return r;
}

void Replier::start(Simulation &sim) { m_sampler.emplace(sim.stream(name() + ":processing")); }

void Replier::onMessage(Simulation &sim, const Message &m)
{
    const SimTime work = m_sampler->draw(m_processing);
    sim.schedule(sim.now() + work, ref(), Done, m_working.acquire(m));
}

Sym Replier::replyTypeFor(Simulation &sim, Sym requestType)
{
    if (m_replyType)
        return m_replyType;
    auto it = m_replyTypes.find(requestType);
    if (it == m_replyTypes.end())
        it = m_replyTypes.emplace(requestType, sim.intern(sim.trace().names().text(requestType) + ".reply")).first;
    return it->second;
}

void Replier::onTimer(Simulation &sim, uint16_t code, uint32_t arg)
{
    if (code != Done)
        return;
    const Message request = m_working[arg];
    m_working.release(arg);

    Message reply;
    reply.id = m_ids.next();
    switch (m_copy) {
    case CopyMode::Correlation: reply.correlation = request.correlation; break;
    case CopyMode::MessageId: reply.correlation = request.id; break;
    case CopyMode::Nothing: reply.correlation = reply.id; break;
    }
    reply.causation = request.id;
    reply.type = replyTypeFor(sim, request.type);
    reply.record = m_replyBody;
    reply.from = ref();
    reply.to = request.replyTo != NoActor ? request.replyTo : request.from;
    sim.send(reply);
}

} // namespace corrsim
