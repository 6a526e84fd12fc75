#include "import/spanreader.h"

#include "export/gzipstream.h"
#include "import/spanjson.h"
#include "input/jsonreader.h"

#include <fstream>
#include <iterator>

namespace corrsim {

namespace {

size_t skipSpace(std::string_view s, size_t i)
{
    while (i < s.size() && (s[i] == ' ' || s[i] == '\n' || s[i] == '\r' || s[i] == '\t'))
        ++i;
    return i;
}

/// The first key of the object starting at i ('{'), if it is written plainly.
std::string_view firstKey(std::string_view s, size_t i)
{
    i = skipSpace(s, i + 1);
    if (i >= s.size() || s[i] != '"')
        return {};
    const size_t end = s.find('"', i + 1);
    return end == std::string_view::npos ? std::string_view() : s.substr(i + 1, end - i - 1);
}

bool otlpKey(std::string_view key)
{
    return key == "resourceSpans" || key == "batches";
}

/// A collector's file exporter set to protobuf writes each message after its length in
/// four bytes; a message of spans starts with field 1 (resourceSpans), 0x0a.
bool looksLikeProtobuf(std::string_view s)
{
    return s.size() > 5 && uint8_t(s[0]) == 0 && uint8_t(s[4]) == 0x0a;
}

[[noreturn]] void refuse(std::string_view text, const std::string &file)
{
    if (looksLikeProtobuf(text))
        throw ScenarioError(file, "",
                            "this is OTLP as protobuf (length-prefixed), not JSON: Corrsim reads OTLP JSON (set the "
                            "collector's file exporter to format: json)");
    throw ScenarioError(file, "",
                        "not a trace Corrsim can import: expected OTLP JSON ({\"resourceSpans\": ...} per line), "
                        "Jaeger JSON ({\"data\": [...]}) or Zipkin v2 JSON (a list of spans)");
}

void readDocument(SpanFormat format, const SpanJson &doc, SpanSet &out)
{
    switch (format) {
    case SpanFormat::Otlp:
        if (!doc.isObject() && !doc.isArray())
            doc.fail("expected {\"resourceSpans\": ...}");
        if (doc.isArray()) // a list of OTLP messages
            for (const SpanJson &item : doc.items())
                readOtlpDocument(item, out);
        else
            readOtlpDocument(doc, out);
        return;
    case SpanFormat::Jaeger:
        readJaegerDocument(doc, out);
        return;
    case SpanFormat::Zipkin:
        if (!doc.isArray())
            doc.fail("expected a list of spans");
        readZipkinDocument(doc, out);
        return;
    }
}

/// Parses one document, or says where its text stops being JSON.
simdjson::dom::element parse(simdjson::dom::parser &parser, std::string_view text, const std::string &file, int line)
{
    simdjson::dom::element doc;
    const auto error = parser.parse(text.data(), text.size()).get(doc);
    if (error == simdjson::SUCCESS)
        return doc;
    // The JSON reader names the line and column; simdjson says only what went wrong.
    JsonReadOptions options;
    options.comments = false;
    options.firstLine = line ? line : 1;
    (void)readJson(text, file, options);
    throw ScenarioError(file, line ? line : 1, 1, std::string("not JSON: ") + simdjson::error_message(error));
}

} // namespace

std::optional<SpanFormat> spanFormatOfHead(std::string_view s)
{
    if (s.starts_with("\xef\xbb\xbf"))
        s.remove_prefix(3);
    size_t i = skipSpace(s, 0);
    if (i >= s.size())
        return std::nullopt;
    if (s[i] == '{') {
        const std::string_view key = firstKey(s, i);
        if (otlpKey(key))
            return SpanFormat::Otlp;
        if (key == "data")
            return SpanFormat::Jaeger;
        return std::nullopt;
    }
    if (s[i] != '[')
        return std::nullopt;
    i = skipSpace(s, i + 1);
    if (i < s.size() && s[i] == '{' && otlpKey(firstKey(s, i)))
        return SpanFormat::Otlp;
    return SpanFormat::Zipkin; // a list of spans, of lists of spans, or an empty one
}

bool isSpanFile(const std::string &path)
{
    std::ifstream file(path, std::ios::binary);
    if (!file)
        return false;
    std::string head(4096, '\0');
    if (looksGzipped(file)) {
        GzipReader inflated(file);
        inflated.stream().read(head.data(), std::streamsize(head.size()));
        head.resize(size_t(inflated.stream().gcount()));
    } else {
        file.read(head.data(), std::streamsize(head.size()));
        head.resize(size_t(file.gcount()));
    }
    return spanFormatOfHead(head).has_value();
}

SpanSet readSpans(std::string_view text, const std::string &file)
{
    const auto format = spanFormatOfHead(text);
    if (!format)
        refuse(text, file);
    SpanSet out;
    out.format = *format;
    simdjson::dom::parser parser;
    // JSON Lines (a collector's file, one message per line) when the first line is a
    // whole document and more follows; otherwise one document, however it is laid out.
    const size_t firstBreak = text.find('\n');
    bool lines = false;
    if (firstBreak != std::string_view::npos && skipSpace(text, firstBreak) < text.size()) {
        simdjson::dom::element first;
        lines = parser.parse(text.data(), firstBreak).get(first) == simdjson::SUCCESS;
    }
    if (!lines) {
        readDocument(*format, SpanJson(parse(parser, text, file, 0), "", file, 0), out);
        return out;
    }
    int line = 0;
    for (size_t at = 0; at < text.size();) {
        ++line;
        size_t end = text.find('\n', at);
        if (end == std::string_view::npos)
            end = text.size();
        const std::string_view one = text.substr(at, end - at);
        at = end + 1;
        if (skipSpace(one, 0) == one.size())
            continue;
        if (!spanFormatOfHead(one))
            throw ScenarioError(file, line, 1,
                                "each line of this file is one " + std::string(spanFormatName(*format)) +
                                    " message, and this one is not");
        readDocument(*format, SpanJson(parse(parser, one, file, line), "", file, line), out);
    }
    return out;
}

SpanSet readSpans(std::istream &in, const std::string &file, uint64_t maxBytes)
{
    std::string text;
    const auto readAll = [&](std::istream &from) {
        char buffer[1 << 16];
        while (from.read(buffer, sizeof buffer) || from.gcount() > 0) {
            text.append(buffer, size_t(from.gcount()));
            if (text.size() > maxBytes)
                throw ScenarioError(file, "",
                                    "it holds more than " + std::to_string(maxBytes >> 20) +
                                        " MiB of spans, more than this import may take");
        }
    };
    if (looksGzipped(in)) {
        GzipReader inflated(in);
        readAll(inflated.stream());
        if (const auto damage = inflated.damage())
            throw ScenarioError(file, "compressed byte " + std::to_string(damage->at),
                                "the gzip data is damaged: " + damage->what);
        if (!inflated.ended())
            throw ScenarioError(file, "compressed byte " + std::to_string(inflated.compressedAt()),
                                "the gzip data is cut short");
    } else {
        readAll(in);
    }
    return readSpans(text, file);
}

} // namespace corrsim
