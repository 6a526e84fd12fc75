#pragma once
// What the trace readers say of traces damaged one way each: a JSON Lines header or
// event line that is wrong, a binary trace whose bytes were changed or whose events no
// run writes, a gzip stream cut short or changed. Each comes from the real reader
// (readTrace, as `corrsim run TRACE` and the window's Open read it). The tests of their
// words read these, as they read scenarioErrorSamples().

#include "export/gzipstream.h"
#include "export/tracebinary.h"
#include "export/tracereader.h"
#include "input/scenarioerror.h"
#include "scenario/scenarioinfo.h"
#include "trace/trace.h"

#include <bit>
#include <cstring>
#include <functional>
#include <limits>
#include <span>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace corrsim {

namespace tracesamples {

/// A header the event lines below are read against: two participants, one store, an
/// ID space of numbered IDs.
inline std::string jsonlHeader(const std::string &extra = {}, bool withLists = true)
{
    return R"({"format":"corrsim-trace","version":1,"scenario":"s")" +
           std::string(withLists ? R"(,"participants":[{"name":"shop","kind":"requester","group":""},)"
                                   R"({"name":"warehouse","kind":"replier","group":""}],)"
                                   R"("stores":[{"name":"shop.pending","owner":"shop"}],)"
                                   R"("idSpaces":[{"prefix":"PAY-","style":"decimal"}])"
                                 : "") +
           extra + "}";
}

/// A trace to write in the binary format: the participants and store of jsonlHeader().
inline Trace binaryBase()
{
    Trace t(1);
    t.addParticipant({"shop", "requester", "", std::nullopt});
    t.addParticipant({"warehouse", "replier", "", std::nullopt});
    t.addStore({"shop.pending", 0});
    return t;
}

inline std::string binaryOf(const Trace &t)
{
    std::ostringstream out;
    ScenarioInfo info;
    info.name = "s";
    writeTraceBinary(out, t, info);
    return out.str();
}

inline std::string gzipped(const std::string &bytes)
{
    std::ostringstream out;
    GzipWriter gzip(out);
    gzip.stream() << bytes;
    gzip.finish();
    return out.str();
}

/// The first place `what` is in `bytes`, which must have it.
inline size_t placeOf(const std::string &bytes, const std::string &what)
{
    const size_t at = bytes.find(what);
    if (at == std::string::npos)
        throw std::logic_error("a trace sample lacks the bytes it changes");
    return at;
}

template <typename T> std::string bytesOf(T v)
{
    std::string s(sizeof v, '\0');
    std::memcpy(s.data(), &v, sizeof v);
    return s;
}

/// A record's field as the binary trace writes it (16 bytes).
inline std::string fieldBytes(uint32_t name, Value::Type type, int64_t raw)
{
    return bytesOf(name) + std::string(1, char(Section::Body)) + std::string(1, char(type)) + std::string(2, '\0') +
           bytesOf(raw);
}

} // namespace tracesamples

/// Traces damaged one way each, and what the reader says of each.
inline std::vector<ScenarioError> traceErrorSamples()
{
    using namespace tracesamples;
    std::vector<ScenarioError> out;
    // A sample the reader takes is a mistake in the samples, not one to pass over.
    const auto refused = [&](const std::string &bytes, const char *file, uint64_t maxBytes = uint64_t(8192) << 20) {
        std::istringstream in(bytes);
        try {
            (void)readTrace(in, file, maxBytes);
        } catch (const ScenarioError &e) {
            out.push_back(e);
            return;
        }
        throw std::logic_error("damaged trace sample " + std::to_string(out.size()) +
                               " was read, after: " + (out.empty() ? std::string() : std::string(out.back().what())));
    };
    const auto jsonl = [&](const std::string &text) { refused(text, "broken.jsonl"); };
    const auto line = [&](const std::string &event) { jsonl(jsonlHeader() + "\n" + event + "\n"); };

    // The header of a JSON Lines trace.
    jsonl("");
    jsonl(R"({"format":"other"})");
    jsonl(R"({"format":"corrsim-trace","version":2})");
    jsonl(R"({"format":"corrsim-trace","version":"one"})");
    jsonl(jsonlHeader(R"(,"title":5)"));
    jsonl(jsonlHeader(R"(,"participantFacts":1)"));
    jsonl(jsonlHeader(R"(,"saga":1)"));
    jsonl(jsonlHeader(R"(,"saga":{"owner":1,"final":[]})"));
    jsonl(jsonlHeader(R"(,"expectations":1)"));
    jsonl(jsonlHeader(R"(,"expectations":[{"name":"x"}])"));
    jsonl(jsonlHeader(R"(,"imported":1)"));
    jsonl(jsonlHeader(R"(,"participants":[],"stores":[],"idSpaces":1)", false));
    jsonl(jsonlHeader(R"(,"participants":[],"stores":[],"idSpaces":[{"prefix":"","style":"letters"}])", false));
    jsonl(jsonlHeader(R"(,"participants":[],"stores":[],"idSpaces":[{"prefix":"A1","style":"decimal"}])", false));
    {
        std::string spaces;
        for (int i = 0; i < 65536; ++i)
            spaces += std::string(i ? "," : "") + R"({"prefix":"s)" + std::to_string(i) + R"(-","style":"uuid"})";
        jsonl(jsonlHeader(R"(,"participants":[],"stores":[],"idSpaces":[)" + spaces + "]", false));
    }
    jsonl(jsonlHeader(R"(,"stores":[])", false));
    jsonl(jsonlHeader(R"(,"participants":[{"name":""}],"stores":[])", false));
    {
        std::string many;
        for (int i = 0; i <= 65536; ++i)
            many += std::string(i ? "," : "") + R"({"name":"p)" + std::to_string(i) + R"("})";
        jsonl(jsonlHeader(R"(,"participants":[)" + many + R"(],"stores":[])", false));
        many.clear();
        for (int i = 0; i <= 65536; ++i)
            many += std::string(i ? "," : "") + R"({"name":"s)" + std::to_string(i) + R"("})";
        jsonl(jsonlHeader(R"(,"participants":[],"stores":[)" + many + "]", false));
    }
    jsonl(jsonlHeader(R"(,"participants":[],"stores":[{"name":""}])", false));
    jsonl(jsonlHeader(R"(,"participants":[],"stores":[{"name":"s","owner":"nobody"}])", false));

    // An event line of a JSON Lines trace.
    line("[1]");
    line(R"({"t":0} {})");
    line(R"({"t":0,"colour":"red"})");
    line(R"({"t":0,"t":0})");
    line(R"({"t":0})");
    line(R"({"t":0,"kind":"teleport"})");
    line(R"({"t":0,"kind":"note","attempt":1})");
    line(R"({"kind":"note","detail":"x"})");
    line(R"({"t":0,"kind":"drop","actor":"shop","peer":"warehouse","receiverDown":true,"latencyUs":5})");
    line(R"({"seq":5,"t":0,"kind":"note","detail":"x"})");
    line(R"({"t":0,"kind":"crash","actor":"nobody"})");
    line(R"({"t":0,"kind":"store.clear","actor":"shop","peer":"cupboard"})");
    line(R"({"t":0,"kind":"send","actor":"shop","peer":"warehouse","attempt":70000})");
    line(R"({"t":"now","kind":"note"})");
    line(R"({"t":18446744073709551615,"kind":"note"})");
    line(R"({"t":0,"kind":5})");
    line(R"({"t":0,"kind":"deliver","actor":"shop","peer":"warehouse","duplicate":1})");
    line(R"({"t":0,"kind":"note","fields":1})");
    line(R"({"t":0,"kind":"note","fields":{"a":1,"a":2}})");
    line(R"({"t":0,"kind":"note","fields":{"a":[1]}})");
    line(R"({"t":0,"kind":"note","fields":{"a":18446744073709551615}})");
    line(R"({"t":0,"kind":"note","fields":{"a":1e999}})");
    line(R"({"t":-1,"kind":"note"})");
    line(R"({"t":0,"kind":"send","peer":"warehouse"})");
    line(R"({"t":0,"kind":"store.clear","actor":"shop"})");
    line(R"({"t":0,"kind":"send","actor":"shop","peer":"warehouse","firstSeenUs":5})");
    jsonl(jsonlHeader() + "\n" + R"({"t":5,"kind":"note"})" + "\n" + R"({"t":4,"kind":"note"})" + "\n");
    {
        std::string notes = jsonlHeader() + "\n";
        for (int i = 0; i < 2; ++i)
            notes += R"({"t":0,"kind":"note","detail":"n)" + std::to_string(i) + "\"}\n";
        refused(notes, "broken.jsonl", uint64_t(1) << 20);
    }
    jsonl(jsonlHeader() + "\n" + R"({"t":0,"kind":"note","detail":")" + std::string(size_t(17) << 20, 'x') + "\"}\n");

    // A binary trace's events that no run writes. The trace is written with an event a
    // Trace can hold, whose bytes are then changed where it would name what the trace
    // does not have (the writer would read past its tables).
    using Patch = std::function<void(std::string &)>;
    const auto binary = [&](const std::function<void(Trace &, TraceEvent &)> &make, const Patch &patch = {}) {
        Trace t = binaryBase();
        TraceEvent e;
        e.kind = EventKind::Note;
        make(t, e);
        t.append(e);
        std::string bytes = binaryOf(t);
        if (patch)
            patch(bytes);
        refused(bytes, "broken.ctrace");
    };
    const auto atEvent = [](size_t at, std::string bytes) -> Patch {
        return [=](std::string &s) { s.replace(s.size() - 8 - 56 + at, bytes.size(), bytes); };
    };
    const auto withSlots = [](TraceEvent &e, auto change) {
        TraceEvent::Slots s = e.slotValues();
        change(s);
        e.withSlots(s);
    };
    const auto crash = [](Trace &, TraceEvent &e) {
        e.kind = EventKind::Crash;
        e.actor = 0;
    };
    const auto note = [](Trace &, TraceEvent &) {};
    const auto log = [](Trace &, TraceEvent &e) { e.kind = EventKind::Log; };
    binary([](Trace &, TraceEvent &e) { e.actor = 0; });
    binary(crash, atEvent(50, bytesOf(uint16_t(7))));
    binary([](Trace &, TraceEvent &e) { e.kind = EventKind::StoreClear, e.peer = 0; },
           atEvent(52, bytesOf(uint16_t(5))));
    binary(crash, atEvent(8, bytesOf(Id::make(2, 1).bits)));
    binary(log, atEvent(8, bytesOf(Id::make(99, 1).bits)));
    binary(log, atEvent(24, bytesOf(Id::make(2, 1).bits)));
    // A number out of its kind's range, for each range (the event is at 10 us).
    const auto numbered = [&](EventKind kind, ActorRef actor, ActorRef peer, int64_t value) {
        binary(
            [&](Trace &, TraceEvent &e) {
                e.kind = kind;
                e.time = SimTime::fromMicros(10);
                e.actor = actor;
                e.peer = peer;
            },
            atEvent(32, bytesOf(value)));
    };
    numbered(EventKind::Crash, 0, NoActor, 5);
    numbered(EventKind::Send, 0, 1, 50);
    numbered(EventKind::Duplicate, 0, 1, -5);
    numbered(EventKind::ReplyMatched, 0, 1, 50);
    numbered(EventKind::StorePut, 0, 0, -2);
    numbered(EventKind::StoreClear, 0, 0, -1);
    numbered(EventKind::StateChange, NoActor, NoActor, 99999);
    numbered(EventKind::Expectation, NoActor, NoActor, 5);
    binary(crash, atEvent(40, bytesOf(uint32_t(1))));
    binary(note, atEvent(40, bytesOf(uint32_t(99999))));
    binary([&](Trace &t, TraceEvent &e) {
        crash(t, e);
        const Field f{t.names().intern("a"), Section::Body, Value::integer(1)};
        withSlots(e, [&](TraceEvent::Slots &s) { s.record = t.records().add(std::span<const Field>(&f, 1)); });
    });
    binary(note, atEvent(44, bytesOf(uint32_t(999))));
    binary([](Trace &, TraceEvent &e) { e.attempt = 1; });
    binary([](Trace &, TraceEvent &e) {
        e.kind = EventKind::Expectation;
        e.attempt = 1;
    });
    binary([&](Trace &t, TraceEvent &e) {
        crash(t, e);
        e.flags = FlagPause;
    });
    binary(note, atEvent(48, std::string(1, char(200))));
    binary(note, atEvent(49, std::string(1, char(0x80))));

    // A binary trace's names and records that no run writes: a note whose one field
    // {"a": 1} is written, then changed.
    const auto field = [&](uint32_t name, Value::Type type, int64_t raw) {
        binary(
            [&](Trace &t, TraceEvent &e) {
                const Field f{t.names().intern("a"), Section::Body, Value::integer(1)};
                withSlots(e, [&](TraceEvent::Slots &s) { s.record = t.records().add(std::span<const Field>(&f, 1)); });
            },
            [=](std::string &s) {
                s.replace(placeOf(s, fieldBytes(1, Value::Type::Int, 1)), 16, fieldBytes(name ? name : 1, type, raw));
            });
    };
    field(0, Value::Type::None, 5);
    field(0, Value::Type::Number, std::bit_cast<int64_t>(std::numeric_limits<double>::quiet_NaN()));
    field(0, Value::Type::Text, 99999);
    field(0, Value::Type::IdRef, int64_t(Id::make(99, 1).bits));
    field(0, Value::Type::Bool, 2);
    field(0, Value::Type::Time, 5);
    field(99999, Value::Type::Int, 1);
    binary([](Trace &t, TraceEvent &) { t.names().intern("\xff"); });
    {
        Trace big = binaryBase();
        big.names().intern(std::string((size_t(16) << 20) + 1, 'x'));
        refused(binaryOf(big), "broken.ctrace");
    }

    // Bytes changed after the trace was written.
    Trace named = binaryBase();
    const Sym a = named.names().intern("ab"), b = named.names().intern("ac");
    const Field fa{a, Section::Body, Value::integer(1)}, fb{b, Section::Body, Value::integer(2)};
    const Field both[2] = {fa, fb};
    named.records().add(std::span<const Field>(&fa, 1));
    named.records().add(std::span<const Field>(&fb, 1));
    named.records().add(std::span<const Field>(both, 2));
    const std::string good = binaryOf(named);
    const auto changedBytes = [&](size_t at, const std::string &bytes) {
        std::string s = good;
        s.replace(at, bytes.size(), bytes);
        return s;
    };
    const auto changed = [&](size_t at, const std::string &bytes) {
        refused(changedBytes(at, bytes), "broken.ctrace");
    };
    {
        std::istringstream in(changedBytes(0, "CORRSIMX")); // read as binary, as `--format` would not tell
        try {
            (void)readTraceBinary(in, "broken.ctrace");
            throw std::logic_error("a trace without its magic bytes was read");
        } catch (const ScenarioError &e) {
            out.push_back(e);
        }
    }
    changed(8, bytesOf(uint32_t(9)));
    changed(16, bytesOf(uint32_t(0x7fffffff)));
    changed(20, "x");
    changed(placeOf(good, "corrsim-trace-binary"), "corrsim-trace-binarx");
    refused(good.substr(0, good.size() - 10), "broken.ctrace");
    const size_t namesAt = 20 + size_t(uint32_t(good[16] & 0xff) | uint32_t(good[17] & 0xff) << 8);
    changed(namesAt, bytesOf(uint32_t(0x7fffffff))); // more names than bytes
    const size_t nameAb = placeOf(good, std::string("\2\0\0\0ab", 6));
    changed(nameAb, bytesOf(uint32_t(0x7fffffff))); // a name longer than the file
    changed(nameAb + 6 + 4, "ab");                  // "ac" becomes "ab" again
    const size_t withFields = placeOf(good, fieldBytes(b, Value::Type::Int, 2));
    const size_t sizesAt = withFields - 16 - 12;
    changed(sizesAt - 4, bytesOf(uint32_t(0x7fffffff)));          // more records than bytes
    changed(sizesAt, bytesOf(uint32_t(0)));                       // record 1 has no fields
    changed(sizesAt, bytesOf(uint32_t(0x7fffffff)));              // more fields than bytes
    changed(withFields + 32, fieldBytes(a, Value::Type::Int, 3)); // record 3 names "ab" twice
    changed(withFields + 4, std::string(1, char(9)));             // a section that does not exist
    changed(good.size() - 16, bytesOf(uint64_t(1) << 40));        // more events than bytes
    changed(good.size() - 16, bytesOf(~uint64_t(0)));             // all 64 bits of the count
    changed(good.size() - 8, "END?");
    changed(placeOf(good, "warehouse"), "Warehouse");
    refused(good + "x", "broken.ctrace");

    // A gzip stream cut short, or changed after it was written; and what a compressed
    // trace, whose length is not known before it is read, may not hold.
    const std::string zipped = gzipped(good);
    refused(zipped.substr(0, zipped.size() - 12), "broken.ctrace.gz");
    {
        std::string s = zipped;
        s[3] = char(0xff); // header flags that gzip does not define
        refused(s, "broken.ctrace.gz");
    }
    refused(gzipped(changedBytes(good.size() - 16, bytesOf(uint64_t(1) << 40))), "broken.ctrace.gz");
    return out;
}

} // namespace corrsim
