#include "import/spanreader.h"

#include "export/gzipstream.h"
#include "import/spanjson.h"
#include "input/jsonreader.h"

#include <fstream>
#include <iterator>
#include <memory>
#include <sstream>

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
        throw ScenarioError(file, "", Finding{FindingKind::ProtobufNotJson, {}, {}});
    throw ScenarioError(file, "", Finding{FindingKind::NotImportable, {}, {}});
}

void readDocument(SpanFormat format, const SpanJson &doc, SpanSet &out)
{
    switch (format) {
    case SpanFormat::Otlp:
        // What is read as OTLP starts with "{" or "[" (spanFormatOfHead).
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
            doc.fail(FindingKind::ExpectedSpanList);
        readZipkinDocument(doc, out);
        return;
    }
}

/// Parses one document, or says where its text stops being JSON.
simdjson::dom::element parse(simdjson::dom::parser &parser, std::string_view text, const std::string &file, int line)
{
    simdjson::dom::element doc;
    // Parsed where it lies: what follows a line in the file, or the padding after the
    // last (readSpans keeps SIMDJSON_PADDING bytes there), is what simdjson may read past it.
    const auto error = parser.parse(text.data(), text.size(), false).get(doc);
    if (error == simdjson::SUCCESS)
        return doc;
    // The JSON reader names the line and column; simdjson says only what went wrong.
    JsonReadOptions options;
    options.comments = false;
    options.firstLine = line ? line : 1;
    (void)readJson(text, file, options);
    throw ScenarioError(file, line ? line : 1, 1,
                        Finding{FindingKind::NotJsonSays, {std::string(simdjson::error_message(error))}, {}});
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

namespace {

/// A file's bytes a chunk at a time (inflated if it is gzip), with SIMDJSON_PADDING
/// readable bytes after the last one held: a JSON Lines file of spans is read a line at
/// a time and never held whole.
class SpanBytes
{
public:
    SpanBytes(std::istream &in, const std::string &file, uint64_t maxBytes, TraceReadControl control)
        : m_file(file), m_maxBytes(maxBytes), m_control(control)
    {
        if (looksGzipped(in)) {
            m_gzip = std::make_unique<GzipReader>(in, control.bytesRead); // the progress of the compressed bytes
            m_in = &m_gzip->stream();
        } else {
            m_in = &in;
        }
    }
    /// What is held, from `from` on.
    std::string_view held(size_t from = 0) const { return std::string_view(m_bytes.data() + from, m_size - from); }
    /// Drops what is held before `from`.
    void drop(size_t from)
    {
        m_bytes.erase(0, from);
        m_size -= from;
    }
    /// Reads up to `chunk` more bytes; false at the end.
    bool more(size_t chunk)
    {
        m_bytes.resize(m_size);
        size_t added = 0;
        char buffer[1 << 16];
        while (added < chunk && (m_in->read(buffer, std::streamsize(sizeof buffer)) || m_in->gcount() > 0)) {
            m_bytes.append(buffer, size_t(m_in->gcount()));
            added += size_t(m_in->gcount());
            m_total += uint64_t(m_in->gcount());
            if (m_total > m_maxBytes)
                throw ScenarioError(m_file, "", Finding{FindingKind::ImportTooLarge, {int64_t(m_maxBytes >> 20)}, {}});
        }
        m_size = m_bytes.size();
        m_bytes.append(simdjson::SIMDJSON_PADDING, ' ');
        if (m_control.bytesRead && !m_gzip)
            m_control.bytesRead->store(m_total);
        // What inflates ends only where gzip ended whole or is damaged.
        if (added == 0 && m_gzip)
            if (const auto damage = m_gzip->damage())
                throw ScenarioError(m_file, Finding{FindingKind::CompressedByteAt, {int64_t(damage->at)}, {}},
                                    Finding{FindingKind::GzipDataDamaged, {Finding::nested(damage->what)}, {}});
        return added > 0;
    }

private:
    const std::string &m_file;
    uint64_t m_maxBytes;
    TraceReadControl m_control;
    std::unique_ptr<GzipReader> m_gzip;
    std::istream *m_in = nullptr;
    std::string m_bytes; // the bytes held, then the padding
    size_t m_size = 0;
    uint64_t m_total = 0;
};

constexpr size_t Chunk = size_t(16) << 20;

void readLine(SpanFormat format, simdjson::dom::parser &parser, std::string_view one, const std::string &file, int line,
              SpanSet &out)
{
    if (skipSpace(one, 0) == one.size())
        return;
    if (!spanFormatOfHead(one))
        throw ScenarioError(file, line, 1,
                            Finding{FindingKind::LineNotFormat, {std::string(spanFormatName(format))}, {}});
    readDocument(format, SpanJson(parse(parser, one, file, line), file, line), out);
}

} // namespace

std::optional<SpanSet> readSpans(std::istream &in, const std::string &file, uint64_t maxBytes, TraceReadControl control)
{
    const auto cancelled = [&] { return control.cancel && control.cancel->load(); };
    SpanBytes bytes(in, file, maxBytes, control);
    bool more = bytes.more(Chunk);
    // The first line whole, to tell JSON Lines (a collector's file, one message a line)
    // from one document however it is laid out.
    while (more && bytes.held().find('\n') == std::string_view::npos)
        more = bytes.more(Chunk);
    const auto format = spanFormatOfHead(bytes.held());
    if (!format)
        refuse(bytes.held(), file);
    SpanSet out;
    out.format = *format;
    simdjson::dom::parser parser;
    const size_t firstBreak = bytes.held().find('\n');
    bool lines = false;
    if (firstBreak != std::string_view::npos && (skipSpace(bytes.held(), firstBreak) < bytes.held().size() || more)) {
        simdjson::dom::element first;
        lines = parser.parse(bytes.held().data(), firstBreak, false).get(first) == simdjson::SUCCESS;
    }
    if (!lines) {
        while (more && !cancelled())
            more = bytes.more(Chunk);
        if (cancelled())
            return std::nullopt;
        readDocument(*format, SpanJson(parse(parser, bytes.held(), file, 0), file, 0), out);
        return out;
    }
    int line = 0;
    size_t at = 0;
    for (;;) {
        const std::string_view held = bytes.held();
        const size_t end = held.find('\n', at);
        if (end != std::string_view::npos) {
            readLine(*format, parser, held.substr(at, end - at), file, ++line, out);
            at = end + 1;
            continue;
        }
        bytes.drop(at); // the line read in part waits for the rest
        at = 0;
        if (cancelled())
            return std::nullopt;
        if (!bytes.more(Chunk)) {
            readLine(*format, parser, bytes.held(), file, ++line, out);
            return out;
        }
    }
}

SpanSet readSpans(std::string_view text, const std::string &file)
{
    std::istringstream in{std::string(text)};
    return *readSpans(in, file, uint64_t(-1));
}

} // namespace corrsim
