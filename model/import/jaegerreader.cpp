// Jaeger's JSON, as its UI downloads a trace and its query API answers:
// {"data": [{"traceID", "spans": [...], "processes": {...}}]}. Times are microseconds,
// IDs hex without leading zeros, the kind a "span.kind" tag, and a FOLLOWS_FROM
// reference is what OpenTelemetry calls a link.

#include "import/spanjson.h"

#include <map>

namespace corrsim {

namespace {

std::vector<SpanAttribute> tags(const std::optional<SpanJson> &list)
{
    std::vector<SpanAttribute> out;
    if (!list)
        return out;
    for (const SpanJson &t : list->items()) {
        const auto key = t.field("key");
        if (!key)
            t.fail("a tag has a \"key\"");
        const auto value = t.field("value");
        out.push_back({std::string(key->text()), value ? value->value() : AttributeValue(std::string())});
    }
    return out;
}

} // namespace

void readJaegerDocument(const SpanJson &doc, SpanSet &out)
{
    const auto data = doc.field("data");
    if (!data)
        return;
    for (const SpanJson &trace : data->items()) {
        std::map<std::string, std::string, std::less<>> services; // processID -> service name
        if (const auto processes = trace.field("processes"))
            for (const auto &[id, process] : processes->members())
                if (const auto name = process.field("serviceName"))
                    services[std::string(id)] = name->text();
        const auto spans = trace.field("spans");
        if (!spans)
            continue;
        for (const SpanJson &s : spans->items()) {
            ImportedSpan span;
            const auto traceId = s.field("traceID");
            const auto spanId = s.field("spanID");
            if (!traceId || !spanId)
                s.fail("a span has a \"traceID\" and a \"spanID\"");
            span.traceId = traceId->id(16);
            span.spanId = spanId->id(8);
            if (const auto n = s.field("operationName"))
                span.name = n->text();
            if (const auto p = s.field("processID"))
                if (const auto it = services.find(p->text()); it != services.end())
                    span.service = it->second;
            const auto start = s.field("startTime");
            if (!start)
                s.fail("a span has a \"startTime\"");
            span.startNanos = start->nanosOfMicros();
            const int64_t duration = s.field("duration") ? s.field("duration")->nanosOfMicros() : 0;
            span.endNanos = duration > INT64_MAX - span.startNanos ? INT64_MAX : span.startNanos + duration;
            for (SpanAttribute &a : tags(s.field("tags"))) {
                if (a.key == "span.kind")
                    span.kind = spanKindOfWord(attributeText(a.value));
                else if (a.key == "error")
                    span.error = attributeText(a.value) == "true";
                else
                    span.attributes.push_back(std::move(a));
            }
            if (const auto refs = s.field("references"))
                for (const SpanJson &r : refs->items()) {
                    const auto refTrace = r.field("traceID");
                    const auto refSpan = r.field("spanID");
                    if (!refTrace || !refSpan)
                        r.fail("a reference has a \"traceID\" and a \"spanID\"");
                    const auto type = r.field("refType");
                    const bool child = !type || type->text() == "CHILD_OF";
                    if (child && span.parentSpanId.empty() && refTrace->id(16) == span.traceId)
                        span.parentSpanId = refSpan->id(8);
                    else
                        span.links.push_back({refTrace->id(16), refSpan->id(8)});
                }
            out.spans.push_back(std::move(span));
        }
    }
}

} // namespace corrsim
