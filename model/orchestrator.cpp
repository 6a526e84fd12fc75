#include "orchestrator.h"

#include "broker.h"
#include "kvstore.h"

namespace corrsim {

namespace {
enum Timer : uint16_t { Start = 1 };
}

std::unique_ptr<Actor> SagaOrchestrator::create(const ConfigNode &c, BuildContext &ctx)
{
    BuildContext::allowFields(c, {"steps", "creates", "successState", "start", "workload", "table"});
    Simulation &sim = ctx.sim;
    std::unique_ptr<SagaOrchestrator> o(new SagaOrchestrator(ctx.workerName));
    for (const ConfigNode &s : c.at("steps").items()) {
        s.allowOnly({"call", "command", "okState", "failState", "compensate"});
        Step step;
        step.call = ctx.participant(s.at("call"));
        step.command = sim.intern(s.at("command").text());
        if (s.has("okState")) step.okState = sim.intern(s.at("okState").text());
        if (s.has("failState")) step.failState = sim.intern(s.at("failState").text());
        if (s.has("compensate")) step.compensate = sim.intern(s.at("compensate").text());
        o->m_steps.push_back(step);
    }
    if (o->m_steps.empty())
        c.at("steps").fail("an orchestrator needs at least one step");
    const std::string prefix = c.has("creates") ? c.at("creates").text("idPrefix", ctx.appName + "-") : ctx.appName + "-";
    if (auto cr = c.find("creates"))
        cr->allowOnly({"state", "idPrefix"});
    o->m_createState = sim.intern(c.has("creates") ? c.at("creates").text("state", "CREATED") : "CREATED");
    o->m_successState = sim.intern(c.text("successState", "COMPLETED"));
    o->m_compensatingState = sim.intern("COMPENSATING");
    o->m_sagaSpace = sim.addIdSpace(prefix, IdStyle::Decimal);
    o->m_starts = readSagaStarts(c, ctx);
    o->m_table = &ctx.table(c.text("table", "sagas"));
    o->m_ids = IdSequence(sim.addIdSpace("", IdStyle::Uuid));
    o->m_state = sim.intern("state");
    o->m_result = sim.intern("result");
    o->m_ok = sim.intern("ok");
    o->m_key = sim.intern(Broker::KeyHeader);
    return o;
}

void SagaOrchestrator::start(Simulation &sim)
{
    for (size_t i = 0; i < m_starts.size(); ++i)
        sim.scheduleInput(m_starts[i].first, ref(), Start, uint32_t(i));
}

void SagaOrchestrator::setState(Simulation &sim, Id saga, Sym state, bool compensation, const Message *cause)
{
    Saga &s = m_sagas[saga];
    Records &records = sim.trace().records();
    std::vector<Field> row{{m_state, Section::Body, Value::text(state)}};
    for (const Field &f : records.fields(s.body))
        row.push_back(f);
    m_table->put(sim.now(), ref(), saga, records.add(row), cause);
    sim.stateChange(ref(), saga, s.state, state, cause, compensation ? FlagCompensation : 0);
    s.state = state;
}

void SagaOrchestrator::sendCommand(Simulation &sim, Id saga, ActorRef to, Sym command)
{
    Records &records = sim.trace().records();
    const Field key{m_key, Section::Header, Value::id(saga)};
    Message m;
    m.id = m_ids.next();
    m.correlation = saga; // replies come back carrying the saga's ID
    m.type = command;
    m.record = records.with(m_sagas[saga].body, {&key, 1});
    m.from = ref();
    m.to = to;
    sim.send(m);
}

void SagaOrchestrator::onTimer(Simulation &sim, uint16_t code, uint32_t arg)
{
    if (code != Start)
        return;
    const Id saga = Id::make(m_sagaSpace, ++m_sagaCount);
    m_sagas[saga] = {m_starts[arg].second, 0, false, 0, 0, 0};
    setState(sim, saga, m_createState, false, nullptr);
    sendCommand(sim, saga, m_steps[0].call, m_steps[0].command);
}

void SagaOrchestrator::onMessage(Simulation &sim, const Message &m)
{
    auto it = m_sagas.find(m.correlation);
    if (it == m_sagas.end())
        return;
    Saga &s = it->second;
    const Field *result = sim.trace().records().find(m.record, m_result);
    const bool ok = result && Sym(result->value.raw) == m_ok;
    if (s.compensating) {
        // One compensation done (compensations are idempotent operations of their own).
        advance(sim, it->first, &m);
        return;
    }
    const Step &step = m_steps[s.step];
    if (ok) {
        if (step.okState)
            setState(sim, it->first, step.okState, false, &m);
        ++s.step;
        if (s.step < m_steps.size())
            sendCommand(sim, it->first, m_steps[s.step].call, m_steps[s.step].command);
        else
            setState(sim, it->first, m_successState, false, &m);
        return;
    }
    // The step failed: undo the completed steps, newest first.
    s.compensating = true;
    s.undo = s.step;
    s.failState = step.failState ? step.failState : sim.intern("FAILED");
    advance(sim, it->first, &m);
}

void SagaOrchestrator::advance(Simulation &sim, Id saga, const Message *cause)
{
    Saga &s = m_sagas[saga];
    while (s.undo > 0) {
        const Step &done = m_steps[--s.undo];
        if (done.compensate) {
            if (s.state != m_compensatingState)
                setState(sim, saga, m_compensatingState, true, cause);
            sendCommand(sim, saga, done.call, done.compensate);
            return; // wait for its reply
        }
    }
    setState(sim, saga, s.failState, true, cause);
}

} // namespace corrsim
