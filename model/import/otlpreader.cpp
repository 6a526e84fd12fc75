// OTLP JSON (the OpenTelemetry protocol's JSON mapping): what an OTLP/HTTP exporter
// posts and the collector's file exporter writes, one {"resourceSpans": [...]} per line.
// Older writers say "instrumentationLibrarySpans" for "scopeSpans", and Tempo's
// downloads say "batches" for "resourceSpans"; IDs come as hex or base64, 64-bit times
// as text or numbers, kinds as numbers or names.

#include "import/spanjson.h"

namespace corrsim {

namespace {

/// An OTLP AnyValue: {"stringValue": ...}, {"intValue": "12"}, ...
AttributeValue anyValue(const SpanJson &v, SpanSet &set)
{
    if (const auto s = v.field("stringValue"))
        return s->value(set);
    if (const auto i = v.field("intValue"))
        return AttributeValue::ofInteger(i->whole());
    if (const auto d = v.field("doubleValue"))
        return d->value(set);
    if (const auto b = v.field("boolValue"))
        return b->value(set);
    for (const auto &[key, inner] : v.members())
        return inner.value(set); // an array, a key-value list or bytes: kept as their JSON text
    return {};
}

/// Appends the attributes of `list` to the set's list; how many. `previous`: the
/// attributes of the span before, whose keys (and often values) come in the same order:
/// a word equal to the one at its place there is not looked up again.
uint32_t attributes(const std::optional<SpanJson> &list, SpanSet &set, size_t previousFirst = 0,
                    size_t previousCount = 0)
{
    if (!list)
        return 0;
    uint32_t n = 0;
    const auto word = [&](std::string_view text, Sym candidate) {
        return candidate && set.text(candidate) == text ? candidate : set.texts.intern(text);
    };
    for (const SpanJson &a : list->items()) {
        const auto key = a.field("key");
        if (!key)
            a.fail("an attribute has a \"key\"");
        // By index: the list grows as these are read.
        const SpanAttribute before = n < previousCount ? set.attributes[previousFirst + n] : SpanAttribute{};
        SpanAttribute attribute{word(key->text(), before.key), {}};
        if (const auto value = a.field("value")) {
            const auto text = value->field("stringValue");
            if (text && text->isText() && before.value.type == AttributeValue::Type::Text)
                attribute.value = AttributeValue::ofText(word(text->text(), before.value.text()));
            else
                attribute.value = anyValue(*value, set);
        }
        set.attributes.push_back(attribute);
        ++n;
    }
    return n;
}

Sym textAttribute(const SpanSet &set, size_t from, size_t to, std::string_view key)
{
    const Sym k = set.texts.find(key);
    for (size_t i = from; k && i < to; ++i)
        if (set.attributes[i].key == k && set.attributes[i].value.type == AttributeValue::Type::Text)
            return set.attributes[i].value.text();
    return 0;
}

void readSpan(const SpanJson &s, Sym service, Sym instance, SpanSet &out)
{
    ImportedSpan span;
    const auto need = [&](const char *key) {
        auto v = s.field(key);
        if (!v)
            s.fail(std::string("a span has a \"") + key + "\"");
        return *v;
    };
    span.traceId = need("traceId").traceId();
    span.spanId = need("spanId").spanId();
    if (span.traceId == TraceId{} || !span.spanId)
        s.fail("a span has a trace ID and a span ID");
    if (const auto p = s.field("parentSpanId"))
        span.parentSpanId = p->spanId();
    if (const auto n = s.field("name"))
        span.name = out.texts.intern(n->text());
    if (const auto k = s.field("kind"))
        span.kind = spanKindOfOtlp(*k);
    span.service = service;
    span.instance = instance;
    span.startNanos = need("startTimeUnixNano").whole();
    const auto end = s.field("endTimeUnixNano");
    span.endNanos = end ? end->whole() : span.startNanos;
    span.firstAttribute = uint32_t(out.attributes.size());
    const ImportedSpan before = out.spans.empty() ? ImportedSpan() : out.spans.back();
    span.attributeCount = attributes(s.field("attributes"), out, before.firstAttribute, before.attributeCount);
    span.firstLink = uint32_t(out.links.size());
    if (const auto links = s.field("links"))
        for (const SpanJson &l : links->items()) {
            const auto trace = l.field("traceId");
            const auto spanId = l.field("spanId");
            if (!trace || !spanId)
                l.fail("a link has a \"traceId\" and a \"spanId\"");
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
    for (const SpanJson &r : resources->items()) {
        // The resource's attributes are read into the set only to find its service.
        const size_t from = out.attributes.size();
        if (const auto res = r.field("resource"))
            attributes(res->field("attributes"), out);
        const Sym service = textAttribute(out, from, out.attributes.size(), "service.name");
        const Sym instance = textAttribute(out, from, out.attributes.size(), "service.instance.id");
        out.attributes.resize(from);
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
