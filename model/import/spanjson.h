#pragma once
// Reading one span file's JSON: a value that knows how it was reached, so a field of the
// wrong kind is refused as FILE: /resourceSpans/0/.../spanId (the path is made only then:
// a million spans are read without it), and the spans' IDs, times and kinds as each
// format writes them. Import-internal.

#include "import/spans.h"
#include "input/scenarioerror.h"

#include <simdjson.h>

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace corrsim {

class SpanJson
{
public:
    /// A document of `file` (line: its line in a JSON Lines file, 0 for the whole file).
    SpanJson(simdjson::dom::element e, const std::string &file, int line) : m_e(e), m_file(&file), m_line(line) {}
    /// The field of that key, if the value is an object that has it (null counts as absent).
    std::optional<SpanJson> field(std::string_view key) const;
    /// The items of an array (a non-array is refused).
    std::vector<SpanJson> items() const;
    /// Every key and value of an object.
    std::vector<std::pair<std::string_view, SpanJson>> members() const;
    bool isObject() const { return m_e.type() == simdjson::dom::element_type::OBJECT; }
    bool isArray() const { return m_e.type() == simdjson::dom::element_type::ARRAY; }
    bool isText() const { return m_e.type() == simdjson::dom::element_type::STRING; }
    std::string_view text() const;
    /// A whole number from 0, written as a number or as text (OTLP's 64-bit numbers).
    int64_t whole() const;
    /// A time in microseconds (Jaeger, Zipkin), as nanoseconds.
    int64_t nanosOfMicros() const;
    /// Any scalar as an attribute value, its text interned in `set`; an array or object
    /// as its JSON text.
    Value value(SpanSet &set) const;
    /// A trace ID (16 bytes) or span ID (8 bytes) as hex (any case, leading zeros
    /// dropped, as Jaeger writes them) or base64 (protobuf's JSON mapping); "" is none.
    TraceId traceId() const;
    SpanId spanId() const;
    [[noreturn]] void fail(Finding what) const;
    [[noreturn]] void fail(FindingKind kind, std::vector<FindingArg> args = {}) const
    {
        fail(Finding{kind, std::move(args), {}});
    }

private:
    SpanJson(simdjson::dom::element e, const SpanJson *parent, std::string_view key, size_t index)
        : m_e(e), m_parent(parent), m_key(key), m_index(index), m_file(parent->m_file), m_line(parent->m_line)
    {}
    std::string path() const;
    /// The bytes an ID's text holds, `bytes` of them: none for "".
    std::optional<std::array<uint8_t, 16>> idBytes(size_t bytes) const;

    simdjson::dom::element m_e;
    const SpanJson *m_parent = nullptr; // how it was reached: for the path of an error
    std::string_view m_key;             // its key in its parent object, or
    size_t m_index = 0;                 // its index in its parent list
    const std::string *m_file;
    int m_line; // the line of a JSON Lines file (0: the file is one document)
};

/// A span's start, from the field `startKey`, and its end, from "duration" (Jaeger and
/// Zipkin: both in microseconds; an end past 2262 is cut there).
void readMicrosTimes(const SpanJson &span, std::string_view startKey, ImportedSpan &out);
/// What an OTLP file says a span's kind is: a number (protobuf) or a name.
SpanKind spanKindOfOtlp(const SpanJson &v);
/// Jaeger's and Zipkin's words: "producer", "CONSUMER", ...
SpanKind spanKindOfWord(std::string_view word);

// The readers of each format, for the documents of one file (spanreader.cpp tells them apart).
void readOtlpDocument(const SpanJson &doc, SpanSet &out);
void readJaegerDocument(const SpanJson &doc, SpanSet &out);
void readZipkinDocument(const SpanJson &doc, SpanSet &out);

} // namespace corrsim
