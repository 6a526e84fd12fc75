#pragma once
// Spans as another tool's trace file gives them (OTLP JSON, Jaeger, Zipkin), each
// reader filling the same fields whatever its format calls them: what the rest of the
// import reads, and nothing of the file's own shape. A million spans are read at a
// time, so a span is a few numbers: its IDs as integers, its words interned once, its
// links in the set's flat list, and its attributes written straight into the record the
// trace will show (held twice, they were a third of an import's memory).

#include "trace/trace.h"

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
/// Sixteen hex digits of v at out, without a terminating zero.
void hexInto(char *out, uint64_t v);

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
    RecordRef record = 0; // its own fields (SpanSet::OwnFields), then its attributes in the file's order
    uint32_t firstLink = 0, linkCount = 0; // in SpanSet::links
};

/// A value's symbol if it is text, else 0.
inline Sym textOf(const Value &v)
{
    return v.type == Value::Type::Text ? Sym(v.raw) : 0;
}

struct SpanSet
{
    SpanFormat format = SpanFormat::Otlp;
    /// The trace these spans become: their words are its names and each span's record
    /// is its record from the moment the span is read.
    std::shared_ptr<Trace> trace = std::make_shared<Trace>(1);
    std::vector<ImportedSpan> spans;
    std::vector<SpanRef> links;

    /// A span record's first fields: span.id, trace.id and span.name, as the event log
    /// shows them; its attributes follow.
    static constexpr size_t OwnFields = 3;

    Names &texts() { return trace->names(); }
    const Names &texts() const { return trace->names(); }
    Records &records() { return trace->records(); }
    const Records &records() const { return trace->records(); }
    std::span<const Field> attributesOf(RecordRef spanRecord) const
    {
        const auto fields = records().fields(spanRecord);
        return fields.size() < OwnFields ? fields.first(0) : fields.subspan(OwnFields);
    }
    std::span<const SpanRef> linksOf(const ImportedSpan &s) const { return {links.data() + s.firstLink, s.linkCount}; }
    /// The attribute of that key (a symbol of texts()) in a span's record, or nullptr.
    const Value *attribute(RecordRef spanRecord, Sym key) const;
    const std::string &text(Sym s) const { return texts().text(s); }
    /// The value as a person reads it ("42", "true"), as the event log shows it.
    std::string text(const Value &v) const;
};

/// Writes a span's record as a reader reads the span: its own fields, then each
/// attribute in the file's order (a key given twice keeps its first value).
class SpanRecordWriter
{
public:
    explicit SpanRecordWriter(SpanSet &set);
    /// Starts the record of a span whose IDs and name are read.
    void begin(const ImportedSpan &span);
    /// Starts a list of attributes that is no span's (a resource's).
    void beginList() { m_fields.clear(); }
    void attribute(Sym key, const Value &value) { m_fields.push_back({key, Section::Header, value}); }
    /// What was written since begin() or beginList().
    std::span<const Field> fields() const { return m_fields; }
    /// The first text value of that key written since, or 0.
    Sym text(std::string_view key) const;
    RecordRef finish() { return m_set.records().add(m_fields); }

private:
    SpanSet &m_set;
    std::vector<Field> m_fields;
    Sym m_spanIdKey, m_traceIdKey, m_spanNameKey;
    TraceId m_lastTrace;
    Sym m_lastTraceWord = 0;
};

} // namespace corrsim
