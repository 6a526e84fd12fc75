// OTLP JSON (the OpenTelemetry protocol's JSON mapping): what an OTLP/HTTP exporter
// posts and the collector's file exporter writes, one {"resourceSpans": [...]} per line.
// Older writers say "instrumentationLibrarySpans" for "scopeSpans", and Tempo's
// downloads say "batches" for "resourceSpans"; IDs come as hex or base64, 64-bit times
// as text or numbers, kinds as numbers or names.

#include "import/spanjson.h"

namespace corrsim {

namespace {

/// An OTLP AnyValue: {"stringValue": ...}, {"intValue": "12"}, ...
AttributeValue anyValue(const SpanJson &v)
{
    if (const auto s = v.field("stringValue"))
        return std::string(s->text());
    if (const auto i = v.field("intValue"))
        return i->whole();
    if (const auto d = v.field("doubleValue"))
        return d->value();
    if (const auto b = v.field("boolValue"))
        return b->value();
    for (const auto &[key, inner] : v.members())
        return inner.value(); // an array, a key-value list or bytes: kept as their JSON text
    return std::string();
}

std::vector<SpanAttribute> attributes(const std::optional<SpanJson> &list)
{
    std::vector<SpanAttribute> out;
    if (!list)
        return out;
    for (const SpanJson &a : list->items()) {
        const auto key = a.field("key");
        if (!key)
            a.fail("an attribute has a \"key\"");
        const auto value = a.field("value");
        out.push_back({std::string(key->text()), value ? anyValue(*value) : AttributeValue(std::string())});
    }
    return out;
}

std::string textAttribute(const std::vector<SpanAttribute> &as, std::string_view key)
{
    for (const SpanAttribute &a : as)
        if (a.key == key)
            return attributeText(a.value);
    return {};
}

void readSpan(const SpanJson &s, const std::string &service, const std::string &instance, SpanSet &out)
{
    ImportedSpan span;
    const auto need = [&](const char *key) {
        const auto v = s.field(key);
        if (!v)
            s.fail(std::string("a span has a \"") + key + "\"");
        return *v;
    };
    span.traceId = need("traceId").id(16);
    span.spanId = need("spanId").id(8);
    if (span.traceId.empty() || span.spanId.empty())
        s.fail("a span has a trace ID and a span ID");
    if (const auto p = s.field("parentSpanId"))
        span.parentSpanId = p->id(8);
    if (const auto n = s.field("name"))
        span.name = n->text();
    if (const auto k = s.field("kind"))
        span.kind = spanKindOfOtlp(*k);
    span.service = service;
    span.instance = instance;
    span.startNanos = need("startTimeUnixNano").whole();
    span.endNanos = s.field("endTimeUnixNano") ? need("endTimeUnixNano").whole() : span.startNanos;
    span.attributes = attributes(s.field("attributes"));
    if (const auto links = s.field("links"))
        for (const SpanJson &l : links->items()) {
            const auto trace = l.field("traceId");
            const auto spanId = l.field("spanId");
            if (!trace || !spanId)
                l.fail("a link has a \"traceId\" and a \"spanId\"");
            span.links.push_back({trace->id(16), spanId->id(8)});
        }
    if (const auto status = s.field("status"))
        if (const auto code = status->field("code"))
            span.error = code->isText() ? code->text() == "STATUS_CODE_ERROR" : code->whole() == 2;
    out.spans.push_back(std::move(span));
}

} // namespace

void readOtlpDocument(const SpanJson &doc, SpanSet &out)
{
    auto resources = doc.field("resourceSpans");
    if (!resources)
        resources = doc.field("batches");
    if (!resources)
        return; // an export with no spans in it ({} is what an empty batch may be)
    for (const SpanJson &r : resources->items()) {
        std::vector<SpanAttribute> resource;
        if (const auto res = r.field("resource"))
            resource = attributes(res->field("attributes"));
        const std::string service = textAttribute(resource, "service.name");
        const std::string instance = textAttribute(resource, "service.instance.id");
        auto scopes = r.field("scopeSpans");
        if (!scopes)
            scopes = r.field("instrumentationLibrarySpans");
        if (!scopes)
            continue;
        for (const SpanJson &scope : scopes->items())
            if (const auto spans = scope.field("spans"))
                for (const SpanJson &s : spans->items())
                    readSpan(s, service, instance, out);
    }
}

} // namespace corrsim
