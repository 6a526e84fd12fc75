#pragma once
// Spans as another tool's trace file gives them (OTLP JSON, Jaeger, Zipkin), each
// reader filling the same fields whatever its format calls them: what the rest of the
// import reads, and nothing of the file's own shape. A million spans are read at a
// time, so a span is a few numbers: its IDs as integers, its words interned once in the
// set's table, its attributes and links in the set's flat lists.

#include "trace/names.h"

#include <bit>
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
/// numbers numbers. Text is a symbol of the set's table. Twelve bytes, so an attribute
/// is sixteen: a million spans carry eleven million of them.
class AttributeValue
{
public:
    enum class Type : uint8_t { Text, Int, Double, Bool };
    Type type = Type::Text;

    AttributeValue() = default;
    static AttributeValue ofText(Sym text) { return {Type::Text, text}; }
    static AttributeValue ofInteger(int64_t v) { return {Type::Int, uint64_t(v)}; }
    static AttributeValue ofNumber(double v) { return {Type::Double, std::bit_cast<uint64_t>(v)}; }
    static AttributeValue ofBool(bool v) { return {Type::Bool, v ? 1u : 0u}; }
    /// The text's symbol; 0 for a value of another type.
    Sym text() const { return type == Type::Text ? m_low : 0; }
    int64_t integer() const { return int64_t(bits()); } // Int, Bool (0 or 1)
    double number() const { return std::bit_cast<double>(bits()); }

private:
    AttributeValue(Type t, uint64_t b) : type(t), m_low(uint32_t(b)), m_high(uint32_t(b >> 32)) {}
    uint64_t bits() const { return uint64_t(m_high) << 32 | m_low; }
    uint32_t m_low = 0, m_high = 0; // two halves, not one 64-bit field that would align to 8
};

struct SpanAttribute
{
    Sym key = 0;
    AttributeValue value;
};
static_assert(sizeof(SpanAttribute) == 16);

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
