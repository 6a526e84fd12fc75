#include "participants/orchestrator.h"

#include "kernel/statehash.h"

#include "kernel/kvstore.h"
#include "participants/broker.h"
#include "trace/translatable.h"
#include "trace/vocabulary.h"

#include <algorithm>

namespace corrsim {

namespace {
enum Timer : uint16_t { Start = 1, NoReply = 2 };
}

const ParticipantKind &SagaOrchestrator::descriptor()
{
    static const ParticipantKind kind{
        "saga-orchestrator",
        {
            {"steps", FieldType::List, "required",
             QT_TRANSLATE_NOOP(
                 "ParameterDocs",
                 "`[{\"call\", \"command\", \"okState\", \"failState\", \"compensate\"}]`: the saga's steps in order")},
            {"creates", FieldType::Object, "`{\"state\": \"CREATED\"}`",
             QT_TRANSLATE_NOOP(
                 "ParameterDocs",
                 "`{\"state\", \"idPrefix\"}`: a new saga's first state, and its ID prefix (default `<name>-`)")},
            {"successState", FieldType::Text, "`\"COMPLETED\"`",
             QT_TRANSLATE_NOOP("ParameterDocs", "the saga's state after its last step")},
            {"table", FieldType::Text, "`\"sagas\"`",
             QT_TRANSLATE_NOOP("ParameterDocs", "its saga state table, `<name>.<table>`")},
            {"start", FieldType::List, "none",
             QT_TRANSLATE_NOOP("ParameterDocs", "`[{\"at\", \"body\"}]`: sagas to start")},
            {"workload", FieldType::Object, "none",
             QT_TRANSLATE_NOOP(
                 "ParameterDocs",
                 "`{\"count\", \"interval\", \"amount\", \"from\", \"to\"}`: generated sagas, as a saga service's "
                 "`workload`")},
            {"retry", FieldType::Object, "none",
             QT_TRANSLATE_NOOP("ParameterDocs", "`{\"after\", \"attempts\"}`: send a command with no reply within "
                                                "`after` again (same envelope, attempt + "
                                                "1), up to `attempts` times (default 3)")},
        },
        &SagaOrchestrator::create};
    return kind;
}

std::unique_ptr<Actor> SagaOrchestrator::create(const ConfigNode &c, BuildContext &ctx)
{
    Simulation &sim = ctx.sim;
    std::unique_ptr<SagaOrchestrator> o(new SagaOrchestrator(ctx.workerName));
    auto declare = [&](Sym s) {
        if (s && std::find(o->m_states.begin(), o->m_states.end(), s) == o->m_states.end())
            o->m_states.push_back(s);
    };
    const Sym failed = sim.intern("FAILED");
    for (const ConfigNode &s : c.at("steps").items()) {
        s.allowOnly({"call", "command", "okState", "failState", "compensate"});
        Step step;
        step.call = ctx.participant(s.at("call"));
        step.command = sim.intern(s.at("command").text());
        if (s.has("okState"))
            step.okState = sim.intern(s.at("okState").text());
        step.failState = s.has("failState") ? sim.intern(s.at("failState").text()) : failed;
        if (s.has("compensate"))
            step.compensate = sim.intern(s.at("compensate").text());
        declare(step.okState);
        declare(step.failState);
        o->m_steps.push_back(step);
    }
    if (o->m_steps.empty())
        c.at("steps").fail({FindingKind::OrchestratorNeedsStep, {}, {}});
    const std::string prefix =
        c.has("creates") ? numberedIdPrefix(c.at("creates"), "idPrefix", ctx.appName + "-") : ctx.appName + "-";
    if (auto cr = c.find("creates"))
        cr->allowOnly({"state", "idPrefix"});
    o->m_createState = sim.intern(c.has("creates") ? c.at("creates").text("state", "CREATED") : "CREATED");
    o->m_successState = sim.intern(readText(c, descriptor().field("successState")));
    o->m_compensatingState = sim.intern("COMPENSATING");
    declare(o->m_createState);
    declare(o->m_successState);
    declare(o->m_compensatingState);
    if (auto r = c.find("retry")) {
        r->allowOnly({"after", "attempts"});
        o->m_retryAfter = r->at("after").duration();
        if (o->m_retryAfter->micros() <= 0)
            r->at("after").fail({FindingKind::ReplyWaitPositive, {}, {}});
        o->m_retryAttempts = int(r->integer("attempts", 3));
        if (o->m_retryAttempts < 0 || o->m_retryAttempts > 100)
            r->at("attempts").fail({FindingKind::InRange, {"attempts", int64_t(0), int64_t(100)}, {}});
    }
    o->m_sagaSpace = sim.addIdSpace(prefix, IdStyle::Decimal);
    o->m_starts = SagaStarts::read(c, ctx);
    o->m_table = &ctx.table(readText(c, descriptor().field("table")));
    o->m_ids = IdSequence(sim.addIdSpace("", IdStyle::Uuid));
    o->m_state = sim.intern("state");
    o->m_result = sim.intern("result");
    o->m_ok = sim.intern("ok");
    o->m_key = sim.intern(vocabulary::PartitionKey);
    return o;
}

void SagaOrchestrator::start(Simulation &sim)
{
    m_starts.schedule(sim, ref(), TimerEvent::of(Start));
}

void SagaOrchestrator::onRestart(Simulation &sim)
{
    // Its sagas are rows of its table, so it knows where each one was; replies that came
    // while it was down are lost. Recovery drives each saga on: the command it waits for
    // goes out again (an idempotent service answers it without redoing it), and one that
    // crashed between its last two writes gets its end state.
    for (size_t i = 0; i < m_sagas.size(); ++i) {
        Saga &s = m_sagas[i];
        s.timerSet = false;
        if (ended(s))
            continue;
        if (s.awaiting.id) {
            ++s.awaiting.attempt;
            sim.log(ref(), vocabulary::LogRestartedResending, 0, &s.awaiting);
            sendAwaited(sim, i);
        } else if (s.compensating) {
            advance(sim, i, nullptr);
        } else if (s.step >= m_steps.size()) {
            setState(sim, i, m_successState, false, nullptr);
        }
    }
}

void SagaOrchestrator::setState(Simulation &sim, size_t saga, Sym state, bool compensation, const Message *cause)
{
    Saga &s = m_sagas[saga];
    Records &records = sim.trace().records();
    std::vector<Field> row{{m_state, Section::Body, Value::text(state)}};
    for (const Field &f : records.fields(s.body))
        row.push_back(f);
    // The row first, as written: a crash right after any event below finds it so.
    const Sym from = s.state;
    s.state = state;
    sim.atomically([&] { // the row and its state change are one write
        m_table->put(sim.now(), ref(), s.id, records.add(row), cause);
        sim.stateChange(ref(), s.id, from, state, cause, compensation ? FlagCompensation : 0);
    });
}

void SagaOrchestrator::prepareCommand(Simulation &sim, size_t saga, ActorRef to, Sym command, const Message *cause)
{
    Saga &s = m_sagas[saga];
    Records &records = sim.trace().records();
    const Field key{m_key, Section::Header, Value::id(s.id)};
    Message m;
    m.id = m_ids.next();
    m.correlation = s.id;                   // replies come back carrying the saga's ID
    m.causation = cause ? cause->id : Id{}; // the reply that moved the saga on; none for its first step
    m.type = command;
    m.record = records.with(s.body, {&key, 1});
    m.from = ref();
    m.to = to;
    m.firstSeen = sim.now();
    s.awaiting = m;
    s.retriesLeft = m_retryAttempts;
}

void SagaOrchestrator::sendAwaited(Simulation &sim, size_t saga)
{
    Saga &s = m_sagas[saga];
    sim.send(s.awaiting);
    if (m_retryAfter) {
        s.timer = sim.scheduleBackground(sim.now() + *m_retryAfter, ref(), TimerEvent::of(NoReply, uint32_t(saga)));
        s.timerSet = true;
    }
}

void SagaOrchestrator::stopWaiting(Simulation &sim, Saga &s)
{
    s.awaiting = Message{};
    if (s.timerSet)
        sim.cancel(s.timer);
    s.timerSet = false;
}

void SagaOrchestrator::onArrivalLost(Simulation &sim, TimerEvent timer)
{
    if (timer.as<Timer>() == Start)
        m_starts.lost(sim, ref(), timer); // the payment is lost; the workload goes on
}

void SagaOrchestrator::onTimer(Simulation &sim, TimerEvent timer)
{
    const Timer code = timer.as<Timer>();
    const uint32_t arg = timer.arg;
    if (code == Start) {
        const size_t saga = m_sagas.size();
        Saga s;
        s.id = Id::make(m_sagaSpace, saga + 1);
        s.body = m_starts.arrived(sim, ref(), timer);
        m_sagas.push_back(s);
        m_byId[s.id] = saga;
        prepareCommand(sim, saga, m_steps[0].call, m_steps[0].command, nullptr);
        setState(sim, saga, m_createState, false, nullptr);
        sendAwaited(sim, saga);
        return;
    }
    if (code != NoReply || arg >= m_sagas.size())
        return;
    Saga &s = m_sagas[arg];
    s.timerSet = false;
    if (!s.awaiting.id)
        return;
    if (s.retriesLeft <= 0) {
        sim.log(ref(), vocabulary::LogGaveUpWaiting, 0, &s.awaiting);
        return; // the saga stays where it is: the summary reports it stuck
    }
    // No answer in time: lost, or slow. The same command again; an idempotent service
    // (an inbox) gives the same answer without doing it twice.
    --s.retriesLeft;
    ++s.awaiting.attempt;
    sim.log(ref(), vocabulary::LogResendingCommand, 0, &s.awaiting);
    sim.send(s.awaiting);
    s.timer = sim.scheduleBackground(sim.now() + *m_retryAfter, ref(), TimerEvent::of(NoReply, arg));
    s.timerSet = true;
}

void SagaOrchestrator::onMessage(Simulation &sim, const Message &m)
{
    auto it = m_byId.find(m.correlation);
    if (it == m_byId.end()) {
        sim.log(ref(), vocabulary::LogReplyForNoSaga, 0, &m);
        return;
    }
    const size_t saga = it->second;
    Saga &s = m_sagas[saga];
    if (!s.awaiting.id || m.causation != s.awaiting.id) {
        // Correlated by saga, matched by command: a second copy of a reply, or the reply
        // to a command it has moved past, must not move the saga again.
        sim.log(ref(), vocabulary::LogLateReply, 0, &m);
        return;
    }
    stopWaiting(sim, s);
    sim.progress();
    const Field *result = sim.trace().records().find(m.record, m_result);
    const bool ok = result && Sym(result->value.raw) == m_ok;
    if (s.compensating) {
        // One compensation done (compensations are idempotent operations of their own).
        if (!ok)
            sim.log(ref(), vocabulary::LogCompensationFailed, 0, &m);
        advance(sim, saga, &m);
        return;
    }
    const Step &step = m_steps[s.step];
    if (ok) {
        ++s.step;
        const bool more = s.step < m_steps.size();
        if (more)
            prepareCommand(sim, saga, m_steps[s.step].call, m_steps[s.step].command, &m);
        if (step.okState)
            setState(sim, saga, step.okState, false, &m);
        if (more)
            sendAwaited(sim, saga);
        else
            setState(sim, saga, m_successState, false, &m);
        return;
    }
    // The step failed: undo the completed steps, newest first.
    s.compensating = true;
    s.undo = s.step;
    s.failState = step.failState;
    advance(sim, saga, &m);
}

void SagaOrchestrator::advance(Simulation &sim, size_t saga, const Message *cause)
{
    Saga &s = m_sagas[saga];
    while (s.undo > 0) {
        const Step &done = m_steps[--s.undo];
        if (done.compensate) {
            prepareCommand(sim, saga, done.call, done.compensate, cause);
            if (s.state != m_compensatingState)
                setState(sim, saga, m_compensatingState, true, cause);
            sendAwaited(sim, saga);
            return; // wait for its reply
        }
    }
    setState(sim, saga, s.failState, true, cause);
}

std::unique_ptr<Actor> SagaOrchestrator::clone(const CloneMap &map) const
{
    auto copy = std::make_unique<SagaOrchestrator>(*this);
    copy->m_table = map.store(m_table);
    return copy;
}

void SagaOrchestrator::hashState(StateHash &h) const
{
    // Not m_byId: each saga's place, found again by its ID.
    h.each(m_sagas, [&](const Saga &s) {
        h.add(s.id);
        h.record(s.body);
        h.add(s.step);
        h.add(s.compensating);
        h.add(s.undo);
        h.name(s.failState);
        h.name(s.state);
        h.add(s.awaiting);
        h.add(s.retriesLeft);
        h.add(s.timerSet);
        h.timer(s.timer);
    });
    h.add(m_ids);
}

} // namespace corrsim
