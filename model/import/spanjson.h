#pragma once
// Reading one span file's JSON: a value with the JSON path that reached it, so a field
// of the wrong kind is refused as FILE: /resourceSpans/0/.../spanId, and the spans'
// IDs, times and kinds as each format writes them. Import-internal.

#include "import/spans.h"
#include "input/scenarioerror.h"

#include <simdjson.h>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace corrsim {

class SpanJson
{
public:
    SpanJson(simdjson::dom::element e, std::string path, const std::string &file, int line)
        : m_e(e), m_path(std::move(path)), m_file(&file), m_line(line)
    {}
    /// The field of that key, if the value is an object that has it (null counts as absent).
    std::optional<SpanJson> field(std::string_view key) const;
    /// The items of an array (none for an absent field; a non-array is refused).
    std::vector<SpanJson> items() const;
    /// Every key and value of an object.
    std::vector<std::pair<std::string_view, SpanJson>> members() const;
    bool isObject() const { return m_e.type() == simdjson::dom::element_type::OBJECT; }
    bool isArray() const { return m_e.type() == simdjson::dom::element_type::ARRAY; }
    bool isText() const { return m_e.type() == simdjson::dom::element_type::STRING; }
    std::string_view text() const;
    /// A whole number, written as a number or as text (OTLP's 64-bit numbers).
    int64_t whole() const;
    /// A time in microseconds (Jaeger, Zipkin), as nanoseconds.
    int64_t nanosOfMicros() const;
    /// Any scalar as an attribute value; an array or object as its JSON text.
    AttributeValue value() const;
    /// A trace (16 bytes) or span (8 bytes) ID, as hex (any case, leading zeros dropped,
    /// as Jaeger writes them) or base64 (protobuf's JSON mapping): as 32 or 16 lowercase hex digits.
    std::string id(size_t bytes) const;
    [[noreturn]] void fail(const std::string &message) const;
    const std::string &path() const { return m_path; }
    simdjson::dom::element element() const { return m_e; }

private:
    SpanJson at(simdjson::dom::element e, std::string path) const { return {e, std::move(path), *m_file, m_line}; }
    simdjson::dom::element m_e;
    std::string m_path;
    const std::string *m_file;
    int m_line; // the line of a JSON Lines file (0: the file is one document)
};

/// What an OTLP file says a span's kind is: a number (protobuf) or a name.
SpanKind spanKindOfOtlp(const SpanJson &v);
/// Jaeger's and Zipkin's words: "producer", "CONSUMER", ...
SpanKind spanKindOfWord(std::string_view word);

// The readers of each format, for the documents of one file (spanreader.cpp tells them apart).
void readOtlpDocument(const SpanJson &doc, SpanSet &out);
void readJaegerDocument(const SpanJson &doc, SpanSet &out);
void readZipkinDocument(const SpanJson &doc, SpanSet &out);

} // namespace corrsim
