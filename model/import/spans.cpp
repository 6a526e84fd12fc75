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

std::string attributeText(const AttributeValue &v)
{
    if (const auto *s = std::get_if<std::string>(&v))
        return *s;
    if (const auto *i = std::get_if<int64_t>(&v))
        return std::to_string(*i);
    if (const auto *b = std::get_if<bool>(&v))
        return *b ? "true" : "false";
    char text[32];
    std::snprintf(text, sizeof text, "%.17g", std::get<double>(v));
    return text;
}

const AttributeValue *ImportedSpan::attribute(std::string_view key) const
{
    for (const SpanAttribute &a : attributes)
        if (a.key == key)
            return &a.value;
    return nullptr;
}

} // namespace corrsim
