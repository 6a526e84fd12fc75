#include "participants/producer.h"
#include "trace/translatable.h"

namespace corrsim {

namespace {
enum Timer : uint16_t { Emit = 1 };
}

const ParticipantKind &Producer::descriptor()
{
    static const ParticipantKind kind{
        "producer",
        {
            {"to", FieldType::Participant, "required",
             QT_TRANSLATE_NOOP("ParameterDocs", "where its messages go, unless a message names its own `to`")},
            {"messages", FieldType::List, "required",
             QT_TRANSLATE_NOOP("ParameterDocs", "`[{\"at\", \"id\", \"type\", \"correlationId\", \"body\", "
                                                "\"headers\", \"to\"}]`: the messages it sends, "
                                                "at least one")},
        },
        &Producer::create};
    return kind;
}

std::unique_ptr<Actor> Producer::create(const ConfigNode &c, BuildContext &ctx)
{
    std::unique_ptr<Producer> p(new Producer(ctx.workerName));
    const ActorRef to = ctx.participant(c.at("to"));
    IdSequence ids(ctx.sim.addIdSpace("", IdStyle::Uuid));
    size_t index = 0;
    for (const ConfigNode &item : c.at("messages").items()) {
        item.allowOnly({"at", "id", "type", "correlationId", "body", "headers", "to"});
        Message m;
        m.id = item.has("id") ? ctx.literalId(item.at("id")) : ids.next();
        if (auto cid = item.find("correlationId"))
            m.correlation = ctx.literalId(*cid);
        m.type = ctx.sim.intern(item.text("type", "message"));
        m.to = item.has("to") ? ctx.participant(item.at("to")) : to;
        Records &records = ctx.sim.trace().records();
        const RecordRef body = item.has("body") ? ctx.record(item.at("body")) : 0;
        const RecordRef headers = item.has("headers") ? ctx.record(item.at("headers"), Section::Header) : 0;
        m.record = records.with(body, records.fields(headers));
        // With workers, each message is sent by one of them.
        if (index++ % size_t(ctx.workerCount) == size_t(ctx.workerIndex))
            p->m_messages.emplace_back(item.duration("at", SimTime()), m);
    }
    if (c.at("messages").items().empty())
        c.at("messages").fail({FindingKind::ProducerNeedsMessage, {}, {}});
    return p;
}

void Producer::start(Simulation &sim)
{
    for (size_t i = 0; i < m_messages.size(); ++i)
        sim.scheduleInput(m_messages[i].first, ref(), TimerEvent::of(Emit, uint32_t(i)));
}

void Producer::onTimer(Simulation &sim, TimerEvent timer)
{
    const Timer code = timer.as<Timer>();
    const uint32_t arg = timer.arg;
    if (code != Emit)
        return;
    Message m = m_messages[arg].second;
    m.from = ref();
    sim.send(m);
}

} // namespace corrsim
