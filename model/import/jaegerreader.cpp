// Jaeger's JSON, as its UI downloads a trace and its query API answers:
// {"data": [{"traceID", "spans": [...], "processes": {...}}]}. Times are microseconds,
// IDs hex without leading zeros, the kind a "span.kind" tag, and a FOLLOWS_FROM
// reference is what OpenTelemetry calls a link.

#include "import/spanjson.h"

#include <map>

namespace corrsim {

void readJaegerDocument(const SpanJson &doc, SpanSet &out)
{
    const auto data = doc.field("data");
    if (!data)
        return;
    const Sym kindTag = out.texts().intern("span.kind");
    SpanRecordWriter record(out);
    for (const SpanJson &trace : data->items()) {
        std::map<std::string_view, Sym> services; // processID -> service name
        const auto processes = trace.field("processes");
        if (processes)
            for (const auto &[id, process] : processes->members())
                if (const auto name = process.field("serviceName"))
                    services[id] = out.texts().intern(name->text());
        const auto spans = trace.field("spans");
        if (!spans)
            continue;
        for (const SpanJson &s : spans->items()) {
            ImportedSpan span;
            const auto traceId = s.field("traceID");
            const auto spanId = s.field("spanID");
            if (!traceId || !spanId)
                s.fail(FindingKind::JaegerSpanIds);
            span.traceId = traceId->traceId();
            span.spanId = spanId->spanId();
            if (const auto n = s.field("operationName"))
                span.name = out.texts().intern(n->text());
            if (const auto p = s.field("processID"))
                if (const auto it = services.find(p->text()); it != services.end())
                    span.service = it->second;
            readMicrosTimes(s, "startTime", span);
            record.begin(span);
            if (const auto tags = s.field("tags"))
                for (const SpanJson &t : tags->items()) {
                    const auto key = t.field("key");
                    if (!key)
                        t.fail(FindingKind::JaegerTagKey);
                    const auto value = t.field("value");
                    const Sym name = out.texts().intern(key->text());
                    const Value v = value ? value->value(out) : Value();
                    if (name == kindTag)
                        span.kind = spanKindOfWord(out.text(v));
                    else
                        record.attribute(name, v);
                }
            span.record = record.finish();
            span.firstLink = uint32_t(out.links.size());
            if (const auto refs = s.field("references"))
                for (const SpanJson &r : refs->items()) {
                    const auto refTrace = r.field("traceID");
                    const auto refSpan = r.field("spanID");
                    if (!refTrace || !refSpan)
                        r.fail(FindingKind::JaegerReferenceIds);
                    const auto type = r.field("refType");
                    const bool child = !type || type->text() == "CHILD_OF";
                    if (child && !span.parentSpanId && refTrace->traceId() == span.traceId) {
                        span.parentSpanId = refSpan->spanId();
                    } else {
                        out.links.push_back({refTrace->traceId(), refSpan->spanId()});
                        ++span.linkCount;
                    }
                }
            out.spans.push_back(span);
        }
    }
}

} // namespace corrsim
