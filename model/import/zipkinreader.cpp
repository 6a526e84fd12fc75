// Zipkin's v2 JSON: a list of spans (what a reporter posts to /api/v2/spans), or a list
// of such lists (the API's /api/v2/traces). Times are microseconds; every tag is text;
// there are no links, and an internal span has no kind.

#include "import/spanjson.h"

namespace corrsim {

namespace {

void readSpan(const SpanJson &s, SpanSet &out, SpanRecordWriter &record)
{
    ImportedSpan span;
    const auto traceId = s.field("traceId");
    const auto spanId = s.field("id");
    if (!traceId || !spanId)
        s.fail(FindingKind::ZipkinSpanIds);
    span.traceId = traceId->traceId();
    span.spanId = spanId->spanId();
    if (const auto p = s.field("parentId"))
        span.parentSpanId = p->spanId();
    if (const auto n = s.field("name"))
        span.name = out.texts().intern(n->text());
    const auto kind = s.field("kind");
    span.kind = kind ? spanKindOfWord(kind->text()) : SpanKind::Internal;
    if (const auto local = s.field("localEndpoint"))
        if (const auto name = local->field("serviceName"))
            span.service = out.texts().intern(name->text());
    readMicrosTimes(s, "timestamp", span);
    record.begin(span);
    if (const auto tags = s.field("tags"))
        for (const auto &[key, value] : tags->members()) {
            if (key == "service.instance.id" && value.isText()) // a resource attribute, made a tag
                span.instance = out.texts().intern(value.text());
            else
                record.attribute(out.texts().intern(key), value.value(out));
        }
    span.record = record.finish();
    span.firstLink = uint32_t(out.links.size());
    out.spans.push_back(span);
}

} // namespace

void readZipkinDocument(const SpanJson &doc, SpanSet &out)
{
    SpanRecordWriter record(out);
    for (const SpanJson &item : doc.items()) {
        if (item.isArray())
            for (const SpanJson &s : item.items())
                readSpan(s, out, record);
        else
            readSpan(item, out, record);
    }
}

} // namespace corrsim
