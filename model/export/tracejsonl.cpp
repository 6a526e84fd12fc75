#include "export/tracejsonl.h"

#include "export/jsonexport.h"
#include "export/jsonline.h"
#include "export/traceheader.h"
#include "kernel/simulation.h"

namespace corrsim {

void writeTraceJsonl(std::ostream &out, const Trace &t, const ScenarioInfo &info)
{
    out << traceHeaderJson(t, info, "corrsim-trace") << '\n';

    // The events, written straight into a buffer: at a million requests this is seven
    // million lines, and a document tree per line cost ten times the simulation.
    std::vector<std::string> quoted(t.names().size()); // each name once, as a JSON string
    auto name = [&](Sym s) -> const std::string & {
        std::string &q = quoted[s];
        if (q.empty())
            appendJsonString(q, t.names().text(s));
        return q;
    };
    std::string buf, id;
    buf.reserve(1 << 20);
    JsonLine j(buf);
    auto idField = [&](std::string_view key, Id value) {
        id.clear();
        t.ids().formatTo(value, id);
        j.string(key, id);
    };
    auto value = [&](const Value &v) {
        switch (v.type) {
        case Value::Type::Int: j.appendInt(v.raw); break;
        case Value::Type::Bool: buf += v.raw ? "true" : "false"; break;
        case Value::Type::None: buf += "null"; break;
        case Value::Type::Number: buf += valueJson(v, t).dump(); break;
        case Value::Type::Text: buf += name(Sym(v.raw)); break;
        default: appendJsonString(buf, formatValue(v, t.names(), t.ids())); break;
        }
    };
    auto section = [&](std::string_view key, RecordRef r, Section which) {
        const auto fields = t.records().fields(r);
        for (size_t a = 0; a < fields.size(); ++a)
            for (size_t b = 0; b < a; ++b)
                if (fields[a].section == which && fields[b].section == which && fields[b].name == fields[a].name) {
                    // A name twice: the object keeps the first place and the last value.
                    j.raw(key, recordJson(r, t, which).dump(-1, ' ', false, OrderedJson::error_handler_t::replace));
                    return;
                }
        bool any = false;
        for (const Field &f : fields) {
            if (f.section != which)
                continue;
            if (!any) {
                j.key(key);
                buf += '{';
            } else {
                buf += ',';
            }
            any = true;
            buf += name(f.name);
            buf += ':';
            value(f.value);
        }
        if (any)
            buf += '}';
    };
    for (size_t i = 0; i < t.size(); ++i) {
        const TraceEvent &e = t[i];
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
        if (e.ref)
            idField(hasKey(e.kind) ? "key" : "causationId", e.ref);
        if (e.detail)
            j.raw(isMessageEvent(e.kind) ? "type" : "detail", name(e.detail));
        if (e.kind == EventKind::Send || e.kind == EventKind::Deliver) {
            j.number("attempt", e.attempt);
            j.number("firstSeenUs", e.value);
        } else if (isMessageEvent(e.kind)) {
            j.number("attempt", e.attempt);
            j.number("latencyUs", e.value); // how far a lost or copied message got
        } else if (isStoreEvent(e.kind)) {
            if (e.kind == EventKind::StoreClear)
                j.number("lost", e.value);
            else if (e.value != 0)
                j.number("expiresUs", e.value); // -1: no TTL
        } else if (e.kind == EventKind::ReplyMatched) {
            j.number("latencyUs", e.value);
        } else if (e.kind == EventKind::StateChange) {
            if (e.value)
                j.raw("from", name(Sym(e.value)));
        } else if (e.kind == EventKind::Effect) {
            if (e.value)
                j.raw("step", name(Sym(e.value)));
        } else if (e.kind == EventKind::Expectation) {
            j.boolean("passed", e.value != 0);
        } else if (e.value != 0) {
            j.number("value", e.value);
        }
        if (e.flags & FlagDuplicate) j.boolean("duplicate", true);
        if (e.flags & FlagPause) j.boolean("pause", true);
        if (e.flags & FlagInjected) j.boolean("injected", true);
        if (e.flags & FlagCompensation) j.boolean("compensation", true);
        if (e.flags & FlagReversible) j.boolean("reversible", true);
        if (e.record) {
            const char *bodyName = isMessageEvent(e.kind) ? "body"
                                 : (isStoreEvent(e.kind) || e.kind == EventKind::ReplyMatched) ? "value"
                                                                                             : "fields";
            section(bodyName, e.record, Section::Body);
            section("headers", e.record, Section::Header);
        }
        j.close();
        buf += '\n';
        if (buf.size() > (1 << 20) - 4096) {
            out.write(buf.data(), std::streamsize(buf.size()));
            buf.clear();
        }
    }
    out.write(buf.data(), std::streamsize(buf.size()));
}

} // namespace corrsim
