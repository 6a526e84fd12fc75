#include "import/spans.h"

namespace corrsim {

std::string_view spanFormatName(SpanFormat f)
{
    switch (f) {
    case SpanFormat::Otlp:
        return "OTLP JSON";
    case SpanFormat::Jaeger:
        return "Jaeger JSON";
    case SpanFormat::Zipkin:
        return "Zipkin v2 JSON";
    }
    return {};
}

namespace {
void appendHex(std::string &out, uint64_t v)
{
    char hex[16];
    hexInto(hex, v);
    out.append(hex, 16);
}
} // namespace

void hexInto(char *out, uint64_t v)
{
    static constexpr char Digits[] = "0123456789abcdef";
    for (int i = 15; i >= 0; --i, v >>= 4)
        out[i] = Digits[v & 15];
}

std::string hexOf(TraceId id)
{
    std::string s;
    appendHex(s, id.hi);
    appendHex(s, id.lo);
    return s;
}

std::string hexOf(SpanId id)
{
    std::string s;
    appendHex(s, id);
    return s;
}

const Value *SpanSet::attribute(RecordRef spanRecord, Sym key) const
{
    if (!key)
        return nullptr;
    for (const Field &a : attributesOf(spanRecord))
        if (a.name == key)
            return &a.value;
    return nullptr;
}

std::string SpanSet::text(const Value &v) const
{
    return formatValue(v, texts(), trace->ids());
}

SpanRecordWriter::SpanRecordWriter(SpanSet &set)
    : m_set(set), m_spanIdKey(set.texts().intern("span.id")), m_traceIdKey(set.texts().intern("trace.id")),
      m_spanNameKey(set.texts().intern("span.name"))
{}

void SpanRecordWriter::begin(const ImportedSpan &span)
{
    m_fields.clear();
    char hex[17];
    hexInto(hex, span.spanId);
    m_fields.push_back({m_spanIdKey, Section::Header, Value::text(m_set.texts().intern({hex, 16}))});
    if (span.traceId != m_lastTrace || !m_lastTraceWord) { // the spans of one trace come together
        m_lastTrace = span.traceId;
        m_lastTraceWord = m_set.texts().intern(hexOf(span.traceId));
    }
    m_fields.push_back({m_traceIdKey, Section::Header, Value::text(m_lastTraceWord)});
    m_fields.push_back({m_spanNameKey, Section::Header, Value::text(span.name)});
}

Sym SpanRecordWriter::text(std::string_view key) const
{
    const Sym k = m_set.texts().find(key);
    for (const Field &f : m_fields)
        if (k && f.name == k && f.value.type == Value::Type::Text)
            return Sym(f.value.raw);
    return 0;
}

} // namespace corrsim
