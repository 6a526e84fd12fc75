// OTLP JSON (the OpenTelemetry protocol's JSON mapping): what an OTLP/HTTP exporter
// posts and the collector's file exporter writes, one {"resourceSpans": [...]} per line.
// Older writers say "instrumentationLibrarySpans" for "scopeSpans", and Tempo's
// downloads say "batches" for "resourceSpans"; IDs come as hex or base64, 64-bit times
// as text or numbers, kinds as numbers or names.

#include "import/spanjson.h"

namespace corrsim {

namespace {

/// An OTLP AnyValue: {"stringValue": ...}, {"intValue": "12"}, ...
Value anyValue(const SpanJson &v, SpanSet &set)
{
    if (const auto s = v.field("stringValue"))
        return s->value(set);
    if (const auto i = v.field("intValue"))
        return Value::integer(i->whole());
    if (const auto d = v.field("doubleValue"))
        return d->value(set);
    if (const auto b = v.field("boolValue"))
        return b->value(set);
    for (const auto &[key, inner] : v.members())
        return inner.value(set); // an array, a key-value list or bytes: kept as their JSON text
    return {};
}

/// Writes the attributes of `list`. `previous`: the attributes of the span before,
/// whose keys (and often values) come in the same order: a word equal to the one at
/// its place there is not looked up again.
void attributes(const std::optional<SpanJson> &list, SpanSet &set, SpanRecordWriter &out,
                std::span<const Field> previous = {})
{
    if (!list)
        return;
    size_t n = 0;
    const auto word = [&](std::string_view text, Sym candidate) {
        return candidate && set.text(candidate) == text ? candidate : set.texts().intern(text);
    };
    for (const SpanJson &a : list->items()) {
        const auto key = a.field("key");
        if (!key)
            a.fail(FindingKind::AttributeHasKey);
        const Field before = n < previous.size() ? previous[n] : Field{};
        ++n;
        const Sym name = word(key->text(), before.name);
        Value value;
        if (const auto v = a.field("value")) {
            const auto text = v->field("stringValue");
            if (text && text->isText() && before.value.type == Value::Type::Text)
                value = Value::text(word(text->text(), textOf(before.value)));
            else
                value = anyValue(*v, set);
        }
        out.attribute(name, value);
    }
}

void readSpan(const SpanJson &s, Sym service, Sym instance, SpanSet &out, SpanRecordWriter &record)
{
    ImportedSpan span;
    const auto need = [&](const char *key) {
        auto v = s.field(key);
        if (!v)
            s.fail(FindingKind::SpanHasKey, {std::string(key)});
        return *v;
    };
    span.traceId = need("traceId").traceId();
    span.spanId = need("spanId").spanId();
    if (span.traceId == TraceId{} || !span.spanId)
        s.fail(FindingKind::OtlpSpanIds);
    if (const auto p = s.field("parentSpanId"))
        span.parentSpanId = p->spanId();
    if (const auto n = s.field("name"))
        span.name = out.texts().intern(n->text());
    if (const auto k = s.field("kind"))
        span.kind = spanKindOfOtlp(*k);
    span.service = service;
    span.instance = instance;
    span.startNanos = need("startTimeUnixNano").whole();
    const auto end = s.field("endTimeUnixNano");
    span.endNanos = end ? end->whole() : span.startNanos;
    record.begin(span);
    attributes(s.field("attributes"), out, record,
               out.spans.empty() ? std::span<const Field>() : out.attributesOf(out.spans.back().record));
    span.record = record.finish();
    span.firstLink = uint32_t(out.links.size());
    if (const auto links = s.field("links"))
        for (const SpanJson &l : links->items()) {
            const auto trace = l.field("traceId");
            const auto spanId = l.field("spanId");
            if (!trace || !spanId)
                l.fail(FindingKind::OtlpLinkIds);
            out.links.push_back({trace->traceId(), spanId->spanId()});
            ++span.linkCount;
        }
    out.spans.push_back(span);
}

} // namespace

void readOtlpDocument(const SpanJson &doc, SpanSet &out)
{
    auto resources = doc.field("resourceSpans");
    if (!resources)
        resources = doc.field("batches");
    if (!resources)
        return; // an export with no spans in it ({} is what an empty batch may be)
    SpanRecordWriter record(out);
    for (const SpanJson &r : resources->items()) {
        // The resource's attributes are read only to find its service.
        record.beginList();
        if (const auto res = r.field("resource"))
            attributes(res->field("attributes"), out, record);
        const Sym service = record.text("service.name");
        const Sym instance = record.text("service.instance.id");
        auto scopes = r.field("scopeSpans");
        if (!scopes)
            scopes = r.field("instrumentationLibrarySpans");
        if (!scopes)
            continue;
        for (const SpanJson &scope : scopes->items())
            if (const auto spans = scope.field("spans"))
                for (const SpanJson &s : spans->items())
                    readSpan(s, service, instance, out, record);
    }
}

} // namespace corrsim
