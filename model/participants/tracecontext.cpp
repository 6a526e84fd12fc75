#include "participants/tracecontext.h"

#include "trace/vocabulary.h"

#include <vector>

namespace corrsim {

TraceContext::TraceContext(Simulation &sim, const ConfigNode &c, const FieldSpec &traceId)
{
    m_enabled = c.has(traceId.name); // off unless given
    if (!m_enabled)
        return;
    m_mode = readChoice(c, traceId, {TraceIdMode::Auto, TraceIdMode::Always, TraceIdMode::Never});
    m_ids = IdSequence(sim.addIdSpace("", IdStyle::Uuid));
    m_header = sim.intern("x-correlation-id");
    m_traceIdField = sim.intern("traceId");
}

Id TraceContext::enter(Simulation &sim, ActorRef self, const Message &incoming)
{
    if (!m_enabled)
        return {};
    const Records &records = sim.trace().records();
    const Field *h = records.find(incoming.record, m_header, Section::Header);
    const bool adopted = h && h->value.type == Value::Type::IdRef;
    const Id id = adopted ? sim.trace().idOf(h->value) : fresh();
    const Field logged{m_traceIdField, Section::Body, Value::id(id)};
    sim.log(self, adopted ? vocabulary::LogTraceAdopted : vocabulary::LogTraceMadeNew,
            sim.trace().records().add({&logged, 1}), &incoming);
    return id;
}

RecordRef TraceContext::stamp(Simulation &sim, RecordRef record, Id traceId) const
{
    if (!m_enabled || m_mode == TraceIdMode::Never || !traceId)
        return record;
    Records &records = sim.trace().records();
    std::vector<Field> fields;
    bool present = false;
    for (const Field &f : records.fields(record)) {
        if (f.name == m_header && f.section == Section::Header) {
            present = true;
            if (m_mode == TraceIdMode::Always)
                continue; // replaced below
        }
        fields.push_back(f);
    }
    if (present && m_mode == TraceIdMode::Auto)
        return record;
    fields.push_back({m_header, Section::Header, Value::id(traceId)});
    return records.add(fields);
}

} // namespace corrsim
