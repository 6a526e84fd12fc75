#include "export/tracebinary.h"

#include "export/traceheader.h"
#include "input/jsonreader.h"
#include "input/scenariolimits.h"
#include "run/runrecord.h"
#include "trace/eventcheck.h"
#include "trace/utf8.h"

#include <bit>
#include <cstdio>
#include <cstring>
#include <zlib.h>

namespace corrsim {

static_assert(std::endian::native == std::endian::little,
              "the binary trace is written as this machine lays out numbers");

namespace {

constexpr char Magic[8] = {'C', 'O', 'R', 'R', 'S', 'I', 'M', 'B'};
constexpr char Trailer[4] = {'E', 'N', 'D', '!'};
/// Version 2 ends with a CRC-32 of every byte before it; version 1 files are still read.
constexpr uint32_t Version = 2, OldestVersion = 1;
constexpr size_t EventBytes = 56, FieldBytes = 16;

/// Appends little-endian numbers to a buffer that goes out in large writes.
class Out
{
public:
    explicit Out(std::ostream &out) : m_out(out) { m_buf.reserve(1 << 20); }
    ~Out() { flush(); }
    template <typename T> void put(T v)
    {
        char b[sizeof(T)];
        std::memcpy(b, &v, sizeof(T));
        m_buf.append(b, sizeof(T));
        if (m_buf.size() >= (1 << 20))
            flush();
    }
    void bytes(std::string_view s)
    {
        m_buf.append(s);
        if (m_buf.size() >= (1 << 20))
            flush();
    }
    void flush()
    {
        m_crc = crc32(m_crc, reinterpret_cast<const Bytef *>(m_buf.data()), uInt(m_buf.size()));
        m_out.write(m_buf.data(), std::streamsize(m_buf.size()));
        m_buf.clear();
    }
    /// The CRC-32 of every byte put so far.
    uint32_t checksum()
    {
        flush();
        return uint32_t(m_crc);
    }

private:
    std::ostream &m_out;
    std::string m_buf;
    uLong m_crc = crc32(0, nullptr, 0);
};

/// Reads little-endian numbers, failing with the byte offset when the file ends early.
class In
{
public:
    In(std::istream &in, const std::string &file) : m_in(in), m_file(file) {}
    [[noreturn]] void fail(Finding what, uint64_t at) const
    {
        throw ScenarioError(m_file, Finding{FindingKind::ByteAt, {int64_t(at)}, {}}, std::move(what));
    }
    [[noreturn]] void fail(Finding what) const { fail(std::move(what), m_at); }
    [[noreturn]] void fail(FindingKind kind, std::vector<FindingArg> args = {}) const
    {
        fail(Finding{kind, std::move(args), {}});
    }
    [[noreturn]] void failAt(uint64_t at, FindingKind kind, std::vector<FindingArg> args = {}) const
    {
        fail(Finding{kind, std::move(args), {}}, at);
    }
    void read(char *to, size_t n)
    {
        m_in.read(to, std::streamsize(n));
        if (size_t(m_in.gcount()) != n)
            failAt(m_at + uint64_t(m_in.gcount()), FindingKind::BinaryEndsEarly);
        m_crc = crc32(m_crc, reinterpret_cast<const Bytef *>(to), uInt(n));
        m_at += n;
    }
    /// The CRC-32 of every byte read so far.
    uint32_t checksum() const { return uint32_t(m_crc); }
    /// True when nothing follows what has been read.
    bool atEnd() { return m_in.peek() == std::char_traits<char>::eof(); }
    template <typename T> T get()
    {
        char b[sizeof(T)];
        read(b, sizeof(T));
        T v;
        std::memcpy(&v, b, sizeof(T));
        return v;
    }
    /// A count of items of `size` bytes each that the rest of the file could hold (or,
    /// when its length is not known, as a compressed file's is not, the memory bound).
    /// `what` names the items ("names", "events").
    uint64_t count(uint64_t n, uint64_t size, FindingKind what) const
    {
        if (n > (m_left - std::min(m_left, m_at)) / size)
            fail(m_lengthKnown ? FindingKind::HoldsMoreThanBytes : FindingKind::HoldsMoreThanTrace,
                 {std::to_string(n), Finding::nested({what, {}, {}})}); // all 64 bits the file gave
        return n;
    }
    void setLength(uint64_t bytes, bool known)
    {
        m_left = bytes;
        m_lengthKnown = known;
    }
    uint64_t at() const { return m_at; }

private:
    std::istream &m_in;
    const std::string &m_file;
    uint64_t m_at = 0;
    uint64_t m_left = UINT64_MAX; // the file's length, when known; else the memory bound
    bool m_lengthKnown = false;
    uLong m_crc = crc32(0, nullptr, 0);
};

template <typename T> T from(const char *p)
{
    T v;
    std::memcpy(&v, p, sizeof(T));
    return v;
}

} // namespace

bool looksLikeBinaryTrace(std::istream &in)
{
    char head[sizeof Magic] = {};
    in.read(head, sizeof head);
    const bool yes = size_t(in.gcount()) == sizeof head && std::memcmp(head, Magic, sizeof Magic) == 0;
    in.clear();
    in.seekg(0);
    return yes;
}

void writeTraceBinary(std::ostream &stream, const Trace &t, const ScenarioInfo &info)
{
    Out out(stream);
    out.bytes(std::string_view(Magic, sizeof Magic));
    out.put<uint32_t>(Version);
    out.put<uint32_t>(0);
    const std::string header = traceHeaderJson(t, info, "corrsim-trace-binary");
    out.put<uint32_t>(uint32_t(header.size()));
    out.bytes(header);
    out.put<uint32_t>(uint32_t(t.names().size() - 1));
    for (Sym s = 1; s < t.names().size(); ++s) {
        out.put<uint32_t>(uint32_t(t.names().text(s).size()));
        out.bytes(t.names().text(s));
    }
    const Records &records = t.records();
    out.put<uint32_t>(uint32_t(records.count() - 1));
    for (RecordRef r = 1; r < records.count(); ++r)
        out.put<uint32_t>(uint32_t(records.fields(r).size()));
    for (RecordRef r = 1; r < records.count(); ++r)
        for (const Field &f : records.fields(r)) {
            out.put<uint32_t>(f.name);
            out.put<uint8_t>(uint8_t(f.section));
            out.put<uint8_t>(uint8_t(f.value.type));
            out.put<uint16_t>(0);
            out.put<int64_t>(f.value.raw);
        }
    out.put<uint64_t>(t.size());
    for (size_t i = 0; i < t.size(); ++i) {
        const TraceEvent &e = t[i];
        out.put<int64_t>(e.time.micros());
        out.put<uint64_t>(e.message.bits);
        out.put<uint64_t>(e.correlation.bits);
        const TraceEvent::Slots &kept = e.slotValues(); // the file keeps every kind alike
        out.put<uint64_t>(kept.ref.bits);
        out.put<int64_t>(kept.value);
        out.put<uint32_t>(kept.detail);
        out.put<uint32_t>(kept.record);
        out.put<uint8_t>(uint8_t(e.kind));
        out.put<uint8_t>(e.flags);
        out.put<uint16_t>(e.actor);
        out.put<uint16_t>(e.peer);
        out.put<uint16_t>(e.attempt);
    }
    out.bytes(std::string_view(Trailer, sizeof Trailer));
    out.put<uint32_t>(out.checksum());
}

ReadTrace readTraceBinary(std::istream &stream, const std::string &file, uint64_t maxBytes, TraceReadControl control)
{
    In in(stream, file);
    // The length, so that no count can ask for more than the file holds; a stream that
    // cannot tell it (a compressed file) is held to the memory bound instead.
    if (stream.seekg(0, std::ios::end)) {
        in.setLength(uint64_t(stream.tellg()), true);
        stream.seekg(0);
    } else {
        in.setLength(maxBytes, false);
    }
    stream.clear();
    char magic[sizeof Magic];
    in.read(magic, sizeof magic);
    if (std::memcmp(magic, Magic, sizeof Magic) != 0)
        in.failAt(0, FindingKind::NotBinaryTrace);
    const uint32_t version = in.get<uint32_t>();
    if (version < OldestVersion || version > Version)
        in.failAt(8, FindingKind::NewerBinaryTrace, {int64_t(version)});
    in.get<uint32_t>();

    ReadTrace r;
    r.record = std::make_shared<RunRecord>();
    RunRecord &run = *r.record;
    const uint64_t headerAt = in.at();
    std::string header(in.count(in.get<uint32_t>(), 1, FindingKind::HeaderBytesCounted), '\0');
    in.read(header.data(), header.size());
    JsonReadOptions o;
    o.comments = false;
    OrderedJson head;
    try {
        head = readOrderedJson(header, file, o);
    } catch (const ScenarioError &e) {
        in.failAt(headerAt, FindingKind::HeaderNotJson, {Finding::nested(e.finding())});
    }
    if (!head.is_object() || !head.contains("format") || head["format"] != "corrsim-trace-binary")
        in.failAt(headerAt, FindingKind::BinaryHeaderFormat);
    TraceHeader parsed = readTraceHeader(head, header, file, 1, r);
    auto trace = parsed.trace;
    Trace &t = *trace;

    // Names: interned in order, each must be new, so that symbol numbers mean the same;
    // each UTF-8 and within the limit, as the JSON Lines reader takes them.
    const uint32_t names = uint32_t(in.count(in.get<uint32_t>(), 4, FindingKind::NamesCounted));
    std::string text;
    for (uint32_t s = 1; s <= names; ++s) {
        const uint64_t at = in.at();
        const uint64_t length = in.count(in.get<uint32_t>(), 1, FindingKind::NameBytesCounted);
        if (length > MaxTraceNameBytes)
            in.failAt(at, FindingKind::NameTooLongNumbered, {int64_t(s), int64_t(MaxTraceNameBytes >> 20)});
        text.resize(length);
        in.read(text.data(), text.size());
        if (!isUtf8(text))
            in.failAt(at, FindingKind::NameAt, {int64_t(s), Finding::nested({FindingKind::NameNotUtf8, {}, {}})});
        if (t.names().intern(text) != s)
            in.failAt(at, FindingKind::NameTwice, {int64_t(s)});
    }

    // Records: their sizes, then their fields.
    const uint32_t records = uint32_t(in.count(in.get<uint32_t>(), 4, FindingKind::RecordsCounted));
    std::vector<uint32_t> sizes(records);
    uint64_t totalFields = 0;
    for (uint32_t &n : sizes) {
        n = in.get<uint32_t>();
        if (n == 0)
            in.fail(FindingKind::RecordNoFields);
        totalFields += n;
    }
    in.count(totalFields, FieldBytes, FindingKind::RecordFieldsCounted);
    std::vector<Field> fields;
    for (uint32_t r = 0; r < records; ++r) {
        fields.clear();
        for (uint32_t k = 0; k < sizes[r]; ++k) {
            char b[FieldBytes];
            const uint64_t at = in.at();
            in.read(b, sizeof b);
            Field f;
            f.name = from<uint32_t>(b);
            const uint8_t section = uint8_t(b[4]), type = uint8_t(b[5]);
            f.value.raw = from<int64_t>(b + 8);
            if (section > uint8_t(Section::Header) || type > uint8_t(Value::Type::Bool) || from<uint16_t>(b + 6) != 0)
                in.failAt(at, FindingKind::FieldSectionOrType);
            f.section = Section(section);
            f.value.type = Value::Type(type);
            if (const auto problem = checkField(f, t))
                in.fail(*problem, at);
            fields.push_back(f);
        }
        if (const auto twice = repeatedField(fields))
            in.fail(FindingKind::RecordFieldTwice, {int64_t(r) + 1, t.names().text(*twice)});
        t.records().add(fields); // record r + 1: a new table, a record of fields each named once
    }

    // Events, checked as they come against their kind's shape and the tables above,
    // as the JSON Lines reader checks its lines. Their memory is known from their count
    // before any is read: a file that asks for more than the bound is refused at once.
    const uint64_t events = in.count(in.get<uint64_t>(), EventBytes, FindingKind::EventsCounted);
    if (events > (maxBytes - std::min(maxBytes, t.memoryBytes())) / EventStore::BytesPerEvent)
        in.fail(FindingKind::TraceNeedsMemory, {int64_t(maxBytes >> 20)});
    constexpr size_t Batch = 4096;
    std::vector<char> buf(Batch * EventBytes);
    SimTime last;
    for (uint64_t i = 0; i < events;) {
        const size_t n = size_t(std::min<uint64_t>(Batch, events - i));
        const uint64_t batchAt = in.at();
        in.read(buf.data(), n * EventBytes);
        for (size_t k = 0; k < n; ++k, ++i) {
            const char *b = buf.data() + k * EventBytes;
            const uint64_t at = batchAt + k * EventBytes;
            const uint8_t kind = uint8_t(b[48]);
            if (kind >= EventKindCount)
                in.failAt(at, FindingKind::EventHas, {int64_t(i), Finding::nested({FindingKind::KindMissing, {}, {}})});
            TraceEvent e;
            e.kind = EventKind(kind);
            e.time = SimTime::fromMicros(from<int64_t>(b));
            e.message = Id{from<uint64_t>(b + 8)};
            e.correlation = Id{from<uint64_t>(b + 16)};
            e.withSlots(
                {Id{from<uint64_t>(b + 24)}, from<int64_t>(b + 32), from<uint32_t>(b + 40), from<uint32_t>(b + 44)});
            e.flags = uint8_t(b[49]);
            e.actor = from<uint16_t>(b + 50);
            e.peer = from<uint16_t>(b + 52);
            e.attempt = from<uint16_t>(b + 54);
            if (const auto problem = checkEvent(e, t, last))
                in.fail(problem->field.empty() ? Finding{FindingKind::EventSays,
                                                         {int64_t(i), std::string(eventKindName(e.kind)),
                                                          Finding::nested(problem->finding)},
                                                         {}}
                                               : Finding{FindingKind::EventFieldSays,
                                                         {int64_t(i), std::string(eventKindName(e.kind)),
                                                          problem->field, Finding::nested(problem->finding)},
                                                         {}},
                        at);
            last = e.time;
            t.append(e);
            if (e.kind == EventKind::Expectation)
                run.expectations.push_back({t.names().text(e.text()), e.passed(), {}, {}, -1});
        }
        if (t.memoryBytes() > maxBytes)
            in.fail(FindingKind::TraceNeedsMemory, {int64_t(maxBytes >> 20)});
        if (control.cancel && control.cancel->load())
            return {};
        if (control.bytesRead)
            control.bytesRead->store(in.at());
    }
    char trailer[sizeof Trailer];
    in.read(trailer, sizeof trailer);
    if (std::memcmp(trailer, Trailer, sizeof Trailer) != 0)
        in.fail(FindingKind::EndsNotWhereCounted);
    if (version >= 2) {
        const uint32_t made = in.checksum();
        const uint64_t at = in.at();
        if (const uint32_t written = in.get<uint32_t>(); written != made) {
            char hex[2][9];
            std::snprintf(hex[0], sizeof hex[0], "%08x", made);
            std::snprintf(hex[1], sizeof hex[1], "%08x", written);
            in.failAt(at, FindingKind::ChecksumDiffers, {std::string(hex[0]), std::string(hex[1])});
        }
    }
    if (!in.atEnd())
        in.fail(FindingKind::BytesAfterEnd);
    finishReadRun(r, trace);
    return r;
}

} // namespace corrsim
