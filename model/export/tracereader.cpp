#include "export/tracereader.h"

#include "export/tracebinary.h"
#include "export/traceheader.h"
#include "input/jsonreader.h"
#include "input/jsonvalue.h"
#include "input/scenariolimits.h"

#include <map>

namespace corrsim {

bool isTraceFile(const std::string &path)
{
    return (path.size() > 6 && path.ends_with(".jsonl")) || (path.size() > 7 && path.ends_with(".ctrace"));
}

ReadTrace readTrace(std::istream &in, const std::string &file, uint64_t maxBytes, TraceReadControl control)
{
    return looksLikeBinaryTrace(in) ? readTraceBinary(in, file, maxBytes, control)
                                    : readTraceJsonl(in, file, maxBytes, control);
}

namespace {

/// Reads a file line by line, never holding more than one line, and refusing a line
/// longer than the limit (a file with no newlines must not fill memory).
class LineReader
{
public:
    static constexpr size_t MaxLine = size_t(16) << 20;
    LineReader(std::istream &in, const std::string &file) : m_in(in), m_file(file) {}

    bool next(std::string &line)
    {
        line.clear();
        if (!std::getline(m_in, line) && line.empty())
            return false;
        ++m_number;
        if (line.size() > MaxLine)
            throw ScenarioError(m_file, m_number, 1, "a line of more than 16 MB: this is not a Corrsim trace");
        return true;
    }
    int number() const { return m_number; }

private:
    std::istream &m_in;
    const std::string &m_file;
    int m_number = 0;
};

} // namespace

ReadTrace readTraceJsonl(std::istream &in, const std::string &file, uint64_t maxBytes, TraceReadControl control)
{
    ReadTrace r;
    r.record = std::make_shared<RunRecord>();
    RunRecord &run = *r.record;
    LineReader lines(in, file);
    std::string line;
    // The memory bound, checked as the trace grows and once more at its end.
    auto checkMemory = [&](const Trace &grown) {
        if (grown.memoryBytes() > maxBytes)
            throw ScenarioError(file, lines.number(), 1,
                                "the trace needs more than " + std::to_string(maxBytes >> 20) +
                                    " MB of memory to open");
    };
    auto parse = [&](const std::string &text) {
        JsonReadOptions o;
        o.comments = false;
        o.firstLine = lines.number();
        return readOrderedJson(text, file, o);
    };
    if (!lines.next(line))
        throw ScenarioError(file, 1, 1, "the file is empty");
    const OrderedJson head = parse(line);
    if (!head.is_object() || !head.contains("format") || !head["format"].is_string() ||
        head["format"].get<std::string>() != "corrsim-trace")
        throw ScenarioError(file, 1, 1, "not a Corrsim trace (the first line must say \"format\": \"corrsim-trace\")");
    TraceHeader header = readTraceHeader(head, line, file, 1, r);
    auto trace = header.trace;
    Trace &t = *trace;
    const auto &actors = header.actors;
    const auto &stores = header.stores;
    // IDs come back as the numbers they were, when the header's spaces print them.
    auto id = [&](const LineFields &f, const char *key) { return f.has(key) ? t.ids().parse(f.text(key)) : Id{}; };
    auto participant = [&](const LineFields &f, const char *key) {
        if (!f.has(key))
            return NoActor;
        const auto it = actors.find(f.text(key));
        if (it == actors.end())
            f.fail(key, "no participant is called \"" + f.text(key) + "\"");
        return it->second;
    };
    while (lines.next(line)) {
        if (line.empty())
            continue;
        const OrderedJson j = parse(line);
        const LineFields f(j, file, lines.number(), line);
        TraceEvent e;
        const auto kind = eventKindFromName(f.text("kind"));
        if (!kind)
            f.fail("kind", "unknown event kind \"" + f.text("kind") + "\"");
        e.kind = *kind;
        if (!f.has("t"))
            f.fail("t", "every event has a time");
        e.time = SimTime::fromMicros(f.whole("t", 0, MaxVirtualMicros, 0));
        // A trace is in time order; every view relies on it.
        if (t.size() && e.time < t[t.size() - 1].time)
            f.fail("t", "time goes backwards here (a trace lists events in the order they happened)");
        e.actor = participant(f, "actor");
        if (f.has("peer")) {
            if (isStoreEvent(e.kind)) {
                const auto it = stores.find(f.text("peer"));
                if (it == stores.end())
                    f.fail("peer", "no store is called \"" + f.text("peer") + "\"");
                e.peer = it->second;
            } else {
                e.peer = participant(f, "peer");
            }
        }
        // What the views rely on: a message has both ends; a store event names its store.
        if (isMessageEvent(e.kind) && (e.actor == NoActor || e.peer == NoActor))
            f.fail("", "a " + std::string(eventKindName(e.kind)) + " event needs an \"actor\" and a \"peer\"");
        if (isStoreEvent(e.kind) && e.peer == NoActor)
            f.fail("", "a " + std::string(eventKindName(e.kind)) + " event needs its store as \"peer\"");
        e.message = id(f, "id");
        e.correlation = id(f, "correlationId");
        // The line's fields go to the event's slots as they are kept (slotValues()): the
        // file format, like the binary one, treats every kind alike.
        TraceEvent::Slots kept;
        kept.ref = f.has("key") ? id(f, "key") : id(f, "causationId");
        for (const char *k : {"type", "detail"})
            if (f.has(k))
                kept.detail = t.names().intern(f.text(k));
        e.attempt = uint16_t(f.whole("attempt", 0, 65535, 0));
        if (valueIsSymbol(e.kind)) {
            // Its value is a name (the state left, the step): only "from" or "step" give it.
            for (const char *k : {"from", "step"})
                if (f.has(k))
                    kept.value = t.names().intern(f.text(k));
        } else {
            for (const char *k : {"firstSeenUs", "latencyUs", "expiresUs", "lost", "value"})
                if (f.has(k) && !f.at(k).is_object()) // "value" is also a stored value's fields
                    kept.value = f.whole(k, -1, INT64_MAX, 0);
        }
        if (f.has("passed"))
            kept.value = f.flag("passed") ? 1 : 0;
        if (e.kind == EventKind::Drop && f.has("receiverDown") && f.flag("receiverDown"))
            kept.value = DropReceiverDown;
        e.flags = uint8_t((f.flag("duplicate") ? FlagDuplicate : 0) | (f.flag("pause") ? FlagPause : 0) |
                          (f.flag("injected") ? FlagInjected : 0) | (f.flag("compensation") ? FlagCompensation : 0) |
                          (f.flag("reversible") ? FlagReversible : 0) | (f.flag("pinned") ? FlagPinned : 0));
        std::vector<Field> fields;
        for (const char *k : {"body", "value", "fields"})
            if (f.has(k) && f.at(k).is_object())
                f.fields(k, Section::Body, t, fields);
        f.fields("headers", Section::Header, t, fields);
        kept.record = t.records().add(fields);
        e.withSlots(kept);
        t.append(e);
        if (e.kind == EventKind::Expectation)
            run.expectations.push_back({t.names().text(e.text()), e.passed(), {}, {}, -1});
        if ((t.size() & 65535) == 0)
            checkMemory(t);
        if ((t.size() & 4095) == 0) {
            if (control.cancel && control.cancel->load())
                return {};
            if (control.bytesRead)
                control.bytesRead->store(uint64_t(std::max<std::streamoff>(0, in.tellg())));
        }
    }
    if (in.bad())
        throw ScenarioError(file, lines.number(), 1, "cannot read the file");
    // The bound holds for the whole trace, not only at every 65,536th event: a trace that
    // needs a byte more than it allows is refused as the binary reader refuses it.
    checkMemory(*trace);
    finishReadRun(r, trace);
    return r;
}

} // namespace corrsim
