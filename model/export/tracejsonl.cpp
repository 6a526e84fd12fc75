#include "export/tracejsonl.h"

#include "export/jsonexport.h"
#include "export/jsonline.h"
#include "export/traceheader.h"
#include "trace/eventcheck.h"

#include <cassert>

namespace corrsim {

TraceJsonlLines::TraceJsonlLines(const Trace &trace) : m_trace(trace), m_quoted(trace.names().size()), m_json(m_buf)
{
    m_buf.reserve(1 << 20);
}

const std::string &TraceJsonlLines::name(Sym s)
{
    std::string &q = m_quoted[s];
    if (q.empty())
        appendJsonString(q, m_trace.names().text(s));
    return q;
}

void TraceJsonlLines::idField(std::string_view key, Id value)
{
    m_id.clear();
    m_trace.ids().formatTo(value, m_id);
    m_json.string(key, m_id);
}

void TraceJsonlLines::value(const Value &v)
{
    switch (v.type) {
    case Value::Type::Int:
        m_json.appendInt(v.raw);
        break;
    case Value::Type::Bool:
        m_buf += v.raw ? "true" : "false";
        break;
    case Value::Type::None:
        m_buf += "null";
        break;
    case Value::Type::Number:
        m_buf += valueJson(v, m_trace).dump();
        break;
    case Value::Type::Text:
        m_buf += name(Sym(v.raw));
        break;
    default:
        appendJsonString(m_buf, formatValue(v, m_trace.names(), m_trace.ids()));
        break;
    }
}

void TraceJsonlLines::section(std::string_view key, RecordRef r, Section which)
{
    const Trace &t = m_trace;
    const auto fields = t.records().fields(r);
    assert(!repeatedField(fields) && "a record names each field once (Records::with)");
    bool any = false;
    for (const Field &f : fields) {
        if (f.section != which)
            continue;
        if (!any) {
            m_json.key(key);
            m_buf += '{';
        } else {
            m_buf += ',';
        }
        any = true;
        m_buf += name(f.name);
        m_buf += ':';
        value(f.value);
    }
    if (any)
        m_buf += '}';
}

void TraceJsonlLines::append(size_t i)
{
    // What the event's kind carries, by the names its shape gives them (eventshape.h).
    const Trace &t = m_trace;
    const TraceEvent &e = t[i];
    const EventShape shape = shapeOf(e.kind);
    const TraceEvent::Slots &kept = e.slotValues();
    JsonLine &j = m_json;
    j.open();
    j.number("seq", int64_t(i));
    j.number("t", e.time.micros());
    j.string("kind", eventKindName(e.kind));
    if (e.actor != NoActor)
        j.string("actor", t.actorName(e.actor));
    if (e.peer != NoActor)
        j.string("peer", t.peerName(e));
    if (e.message)
        idField("id", e.message);
    if (e.correlation)
        idField("correlationId", e.correlation);
    if (kept.ref)
        idField(refKey(shape.ref), kept.ref);
    if (kept.detail)
        j.raw(wordKey(shape.word), name(kept.detail));
    if (shape.attempt)
        j.number("attempt", e.attempt);
    const std::string_view number = numberKey(shape.number);
    switch (shape.number) {
    case NumberSlot::None:
        break;
    case NumberSlot::Travelled:
        if (e.receiverWasDown())
            j.boolean(ReceiverDownKey, true);
        else
            j.number(number, kept.value);
        break;
    case NumberSlot::Expiry: // 0: an operation on no entry
        if (kept.value != 0)
            j.number(number, kept.value);
        break;
    case NumberSlot::StateLeft: // 0: a new object, or no step
    case NumberSlot::Step:
        if (kept.value != 0)
            j.raw(number, name(Sym(kept.value)));
        break;
    case NumberSlot::Verdict:
        j.boolean(number, kept.value != 0);
        break;
    default:
        j.number(number, kept.value);
        break;
    }
    for (const FlagName &f : FlagNames)
        if (e.flags & f.bit)
            j.boolean(f.name, true);
    if (kept.record) {
        section(recordKey(shape.record), kept.record, Section::Body);
        section(HeadersKey, kept.record, Section::Header);
    }
    j.close();
    m_buf += '\n';
}

void writeTraceJsonl(std::ostream &out, const Trace &t, const ScenarioInfo &info)
{
    out << traceHeaderJson(t, info, "corrsim-trace") << '\n';
    // The events, written straight into a buffer: at a million requests this is seven
    // million lines, and a document tree per line cost ten times the simulation.
    TraceJsonlLines lines(t);
    for (size_t i = 0; i < t.size(); ++i) {
        lines.append(i);
        if (lines.buffer().size() > (1 << 20) - 4096) {
            out.write(lines.buffer().data(), std::streamsize(lines.buffer().size()));
            lines.clear();
        }
    }
    out.write(lines.buffer().data(), std::streamsize(lines.buffer().size()));
}

} // namespace corrsim
