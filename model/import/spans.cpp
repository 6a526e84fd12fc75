#include "import/spans.h"

#include <cstdio>

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
    static constexpr char Digits[] = "0123456789abcdef";
    for (int shift = 60; shift >= 0; shift -= 4)
        out += Digits[(v >> shift) & 15];
}
} // namespace

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

const AttributeValue *SpanSet::attribute(const ImportedSpan &s, Sym key) const
{
    if (!key)
        return nullptr;
    for (const SpanAttribute &a : attributesOf(s))
        if (a.key == key)
            return &a.value;
    return nullptr;
}

std::string SpanSet::text(const AttributeValue &v) const
{
    switch (v.type) {
    case AttributeValue::Type::Text:
        return texts.text(v.text());
    case AttributeValue::Type::Int:
        return std::to_string(v.integer());
    case AttributeValue::Type::Bool:
        return v.integer() ? "true" : "false";
    case AttributeValue::Type::Double:
        break;
    }
    char text[32];
    std::snprintf(text, sizeof text, "%.17g", v.number());
    return text;
}

} // namespace corrsim
