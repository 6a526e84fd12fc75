#include "participants/httpclient.h"

#include "trace/translatable.h"
#include "trace/vocabulary.h"

namespace corrsim {

namespace {
enum Timer : uint16_t { Send = 1, TimedOut = 2 };
}

const ParticipantKind &HttpClient::descriptor()
{
    static const ParticipantKind kind{
        "http-client",
        {
            {"to", FieldType::Participant, "required",
             QT_TRANSLATE_NOOP("ParameterDocs", "the participant its requests are POSTed to")},
            {"timeout", FieldType::Duration, "`\"100ms\"`",
             QT_TRANSLATE_NOOP("ParameterDocs",
                               "how long it waits for a response before sending the same request again")},
            {"retries", FieldType::Integer, "1",
             QT_TRANSLATE_NOOP("ParameterDocs", "how many times a request without a response is sent again")},
            {"requests", FieldType::List, "required",
             QT_TRANSLATE_NOOP("ParameterDocs",
                               "`[{\"at\", \"body\", \"idempotencyKey\"}]`: the requests, each an `http.post`")},
        },
        &HttpClient::create};
    return kind;
}

std::unique_ptr<Actor> HttpClient::create(const ConfigNode &c, BuildContext &ctx)
{
    Simulation &sim = ctx.sim;
    std::unique_ptr<HttpClient> h(new HttpClient(ctx.workerName));
    h->m_to = ctx.participant(c.at("to"));
    const ParticipantKind &kind = descriptor();
    h->m_timeout = readDuration(c, kind.field("timeout"));
    const int64_t retries = readInteger(c, kind.field("retries"));
    if (retries < 0)
        c.at("retries").fail({FindingKind::CannotBeNegative, {"retries"}, {}});
    IdSequence ids(sim.addIdSpace("", IdStyle::Uuid));
    const Sym post = sim.intern(vocabulary::HttpPost), keyHeader = sim.intern(vocabulary::IdempotencyKey);
    size_t index = 0;
    for (const ConfigNode &r : c.at("requests").items()) {
        r.allowOnly({"at", "body", "idempotencyKey"});
        std::vector<Field> key;
        if (auto k = r.find("idempotencyKey"))
            key.push_back({keyHeader, Section::Header, Value::text(sim.intern(k->text()))});
        Message m;
        m.id = ids.next();
        m.type = post;
        m.record = sim.trace().records().with(r.has("body") ? ctx.record(r.at("body")) : 0, key);
        m.to = h->m_to;
        // With workers, each request is made by one of them.
        if (index++ % size_t(ctx.workerCount) == size_t(ctx.workerIndex))
            h->m_calls.push_back({r.duration("at", SimTime()), m, int(retries), false});
    }
    return h;
}

void HttpClient::start(Simulation &sim)
{
    for (size_t i = 0; i < m_calls.size(); ++i)
        sim.scheduleInput(m_calls[i].at, ref(), TimerEvent::of(Send, uint32_t(i)));
}

void HttpClient::onTimer(Simulation &sim, TimerEvent timer)
{
    const Timer code = timer.as<Timer>();
    const uint32_t arg = timer.arg;
    Call &call = m_calls[arg];
    if (code == TimedOut) {
        if (call.answered || call.retriesLeft <= 0)
            return;
        // No answer in time: the client cannot tell "lost" from "slow", so it sends again.
        --call.retriesLeft;
        ++call.request.attempt;
        sim.log(ref(), vocabulary::LogResendingRequest, 0, &call.request);
    }
    call.request.from = ref();
    if (call.request.firstSeen == Message::NotYetSent)
        call.request.firstSeen = sim.now();
    sim.send(call.request);
    sim.schedule(sim.now() + m_timeout, ref(), TimerEvent::of(TimedOut, arg));
}

void HttpClient::onMessage(Simulation &, const Message &m)
{
    for (Call &call : m_calls)
        if (call.request.id == m.causation)
            call.answered = true; // a late answer to an earlier attempt counts too
}

} // namespace corrsim
