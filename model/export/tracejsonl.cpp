#include "export/tracejsonl.h"

#include "export/jsonexport.h"
#include "export/jsonline.h"
#include "export/traceheader.h"

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
    for (size_t a = 0; a < fields.size(); ++a)
        for (size_t b = 0; b < a; ++b)
            if (fields[a].section == which && fields[b].section == which && fields[b].name == fields[a].name) {
                // A name twice: the object keeps the first place and the last value.
                m_json.raw(key, recordJson(r, t, which).dump(-1, ' ', false, OrderedJson::error_handler_t::replace));
                return;
            }
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
    const Trace &t = m_trace;
    const TraceEvent &e = t[i];
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
    if (e.reference())
        idField(hasKey(e.kind) ? "key" : "causationId", e.reference());
    if (e.word())
        j.raw(isMessageEvent(e.kind) ? "type" : "detail", name(e.word()));
    if (e.kind == EventKind::Send || e.kind == EventKind::Deliver) {
        j.number("attempt", e.attempt);
        j.number("firstSeenUs", e.firstSeen().micros());
    } else if (isMessageEvent(e.kind)) {
        j.number("attempt", e.attempt);
        if (e.receiverWasDown())
            j.boolean("receiverDown", true);
        else
            j.number("latencyUs", e.travelled()->micros()); // how far a lost or copied message got
    } else if (e.kind == EventKind::StoreClear) {
        j.number("lost", int64_t(e.lostEntries()));
    } else if (isStoreEvent(e.kind)) {
        if (e.expiryMicros() != 0)
            j.number("expiresUs", e.expiryMicros()); // -1: no TTL
    } else if (e.kind == EventKind::ReplyMatched) {
        j.number("latencyUs", e.latency().micros());
    } else if (e.kind == EventKind::StateChange) {
        if (e.fromState())
            j.raw("from", name(e.fromState()));
    } else if (e.kind == EventKind::Effect) {
        if (e.step())
            j.raw("step", name(e.step()));
    } else if (e.kind == EventKind::Expectation) {
        j.boolean("passed", e.passed());
    } else if (e.slotValues().value != 0) {
        // A mismatched reply's latency, or a number a file gave another kind: kept as it
        // came, so a trace read back writes the same line.
        j.number("value", e.slotValues().value);
    }
    if (e.flags & FlagDuplicate)
        j.boolean("duplicate", true);
    if (e.flags & FlagPause)
        j.boolean("pause", true);
    if (e.flags & FlagInjected)
        j.boolean("injected", true);
    if (e.flags & FlagCompensation)
        j.boolean("compensation", true);
    if (e.flags & FlagReversible)
        j.boolean("reversible", true);
    if (e.flags & FlagPinned)
        j.boolean("pinned", true);
    if (e.recordRef()) {
        const char *bodyName = isMessageEvent(e.kind)                                        ? "body"
                               : (isStoreEvent(e.kind) || e.kind == EventKind::ReplyMatched) ? "value"
                                                                                             : "fields";
        section(bodyName, e.recordRef(), Section::Body);
        section("headers", e.recordRef(), Section::Header);
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
