#pragma once
// Spans as another tool's trace file gives them (OTLP JSON, Jaeger, Zipkin), each
// reader filling the same fields whatever its format calls them: what the rest of the
// import reads, and nothing of the file's own shape. A million spans are read at a
// time, so a span is a few numbers: its IDs as integers, its words interned once in the
// set's table, its attributes and links in the set's flat lists.

#include "trace/names.h"

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace corrsim {

enum class SpanFormat : uint8_t { Otlp, Jaeger, Zipkin };
std::string_view spanFormatName(SpanFormat f);

/// OpenTelemetry's span kinds; Jaeger's and Zipkin's words are read into these.
enum class SpanKind : uint8_t { Unspecified, Internal, Server, Client, Producer, Consumer };

/// A trace's 16-byte ID; all zeros is none.
struct TraceId
{
    uint64_t hi = 0, lo = 0;
    bool operator==(const TraceId &) const = default;
    auto operator<=>(const TraceId &) const = default;
};
/// A span's 8-byte ID; 0 is none.
using SpanId = uint64_t;
/// As the files write them: 32 and 16 lowercase hex digits.
std::string hexOf(TraceId id);
std::string hexOf(SpanId id);

/// An attribute's value as the file typed it: Zipkin makes every tag text, OTLP keeps
/// numbers numbers. Text is a symbol of the set's table.
struct AttributeValue
{
    enum class Type : uint8_t { Text, Int, Double, Bool };
    Type type = Type::Text;
    Sym text = 0;
    int64_t integer = 0; // Int, Bool (0 or 1)
    double number = 0;
};

struct SpanAttribute
{
    Sym key = 0;
    AttributeValue value;
};

/// A span another one points at: a link (OTLP's links, Jaeger's FOLLOWS_FROM).
struct SpanRef
{
    TraceId traceId;
    SpanId spanId = 0;
};

struct ImportedSpan
{
    TraceId traceId;
    SpanId spanId = 0;
    SpanId parentSpanId = 0; // 0 for a root
    Sym name = 0;
    Sym service = 0;  // service.name
    Sym instance = 0; // service.instance.id where the file gives one
    SpanKind kind = SpanKind::Unspecified;
    int64_t startNanos = 0;
    int64_t endNanos = 0;
    uint32_t firstAttribute = 0, attributeCount = 0; // in SpanSet::attributes, the file's order
    uint32_t firstLink = 0, linkCount = 0;           // in SpanSet::links
};

struct SpanSet
{
    SpanFormat format = SpanFormat::Otlp;
    Names texts; // every name, key and text value of the spans
    std::vector<ImportedSpan> spans;
    std::vector<SpanAttribute> attributes;
    std::vector<SpanRef> links;

    std::span<const SpanAttribute> attributesOf(const ImportedSpan &s) const
    {
        return {attributes.data() + s.firstAttribute, s.attributeCount};
    }
    std::span<const SpanRef> linksOf(const ImportedSpan &s) const { return {links.data() + s.firstLink, s.linkCount}; }
    /// The span's attribute of that key (a symbol of `texts`), or nullptr.
    const AttributeValue *attribute(const ImportedSpan &s, Sym key) const;
    const std::string &text(Sym s) const { return texts.text(s); }
    /// The value as a person reads it ("42", "true").
    std::string text(const AttributeValue &v) const;
};

} // namespace corrsim
