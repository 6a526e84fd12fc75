#pragma once
// Spans as another tool's trace file gives them (OTLP JSON, Jaeger, Zipkin), each
// reader filling the same fields whatever its format calls them: what the rest of the
// import reads, and nothing of the file's own shape.

#include <cstdint>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace corrsim {

enum class SpanFormat : uint8_t { Otlp, Jaeger, Zipkin };
std::string_view spanFormatName(SpanFormat f);

/// OpenTelemetry's span kinds; Jaeger's and Zipkin's words are read into these.
enum class SpanKind : uint8_t { Unspecified, Internal, Server, Client, Producer, Consumer };

/// An attribute's value as the file typed it: Zipkin makes every tag text, OTLP keeps
/// numbers numbers.
using AttributeValue = std::variant<std::string, int64_t, double, bool>;
/// The value as text, as a person reads it ("42", "true").
std::string attributeText(const AttributeValue &v);

struct SpanAttribute
{
    std::string key;
    AttributeValue value;
};

/// A span another one points at: a parent, or a link (OTLP's links, Jaeger's
/// FOLLOWS_FROM). IDs are lowercase hex, 32 digits for a trace, 16 for a span.
struct SpanRef
{
    std::string traceId;
    std::string spanId;
};

struct ImportedSpan
{
    std::string traceId;
    std::string spanId;
    std::string parentSpanId; // "" for a root
    std::string name;
    SpanKind kind = SpanKind::Unspecified;
    std::string service;  // service.name
    std::string instance; // service.instance.id where the file gives one
    int64_t startNanos = 0;
    int64_t endNanos = 0;
    std::vector<SpanAttribute> attributes; // the span's own, in the file's order
    std::vector<SpanRef> links;
    bool error = false; // its status says it failed

    /// The attribute of that key, or nullptr.
    const AttributeValue *attribute(std::string_view key) const;
};

struct SpanSet
{
    SpanFormat format = SpanFormat::Otlp;
    std::vector<ImportedSpan> spans;
};

} // namespace corrsim
