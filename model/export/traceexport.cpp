#include "export/traceexport.h"

#include "export/gzipstream.h"
#include "export/jsonarraystream.h"
#include "export/jsonexport.h"
#include "export/tracebinary.h"
#include "export/tracejsonl.h"
#include "run/messagehops.h"
#include "trace/hash.h"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <map>
#include <unordered_map>
#include <unordered_set>

namespace corrsim {

std::string csvField(const std::string &s)
{
    if (s.find_first_of(",\"\n\r") == std::string::npos)
        return s;
    std::string q = "\"";
    for (char c : s)
        q += c == '"' ? std::string("\"\"") : std::string(1, c);
    return q + "\"";
}

std::optional<TraceFormat> traceFormatFor(const std::string &path)
{
    auto ends = [&](const char *e) {
        return path.size() >= std::strlen(e) && path.compare(path.size() - std::strlen(e), std::string::npos, e) == 0;
    };
    if (ends(".otlp.json"))
        return TraceFormat::Otlp;
    if (ends(".jsonl") || ends(".jsonl.gz"))
        return TraceFormat::Jsonl;
    if (ends(".ctrace") || ends(".ctrace.gz"))
        return TraceFormat::Binary;
    if (ends(".json"))
        return TraceFormat::Chrome;
    if (ends(".csv"))
        return TraceFormat::Csv;
    return std::nullopt;
}

bool gzipTracePath(const std::string &path)
{
    return path.ends_with(".gz") && traceFormatFor(path).has_value();
}

void writeTrace(std::ostream &out, TraceFormat format, const Trace &trace, const ScenarioInfo &info, bool gzip)
{
    if (gzip) {
        GzipWriter compressed(out);
        writeTrace(compressed.stream(), format, trace, info, false);
        compressed.finish();
        return;
    }
    switch (format) {
    case TraceFormat::Jsonl:
        return writeTraceJsonl(out, trace, info);
    case TraceFormat::Binary:
        return writeTraceBinary(out, trace, info);
    case TraceFormat::Chrome:
        return writeChromeTrace(out, trace, info);
    case TraceFormat::Csv:
        return writeTraceCsv(out, trace);
    case TraceFormat::Otlp:
        return writeOtlpJson(out, trace, info);
    }
}

namespace {
/// A message's args with the headers it carries (the envelope's origin, claim and routing
/// slip among them), when it has any.
OrderedJson withHeaders(OrderedJson args, const TraceEvent &e, const Trace &t)
{
    OrderedJson headers = recordJson(e.body(), t, Section::Header);
    if (!headers.empty())
        args["headers"] = std::move(headers);
    return args;
}
} // namespace

void writeTraceCsv(std::ostream &out, const Trace &t)
{
    out << "seq,time_us,kind,actor,peer,id,correlation_id,causation_id,key,type_or_detail,attempt,value,fields\r\n";
    for (size_t i = 0; i < t.size(); ++i) {
        const TraceEvent &e = t[i];
        std::string fields;
        for (const Field &f : t.records().fields(e.recordRef()))
            fields += (fields.empty() ? "" : "; ") + std::string(f.section == Section::Header ? "header " : "") +
                      t.names().text(f.name) + "=" + formatValue(f.value, t.names(), t.ids());
        const bool keyed = hasKey(e.kind);
        // A state change's value is the state it left, an effect's the step it was
        // applied at: names, not numbers.
        // (The table has one value column for every kind: the number as the event keeps it.)
        const int64_t number = e.slotValues().value;
        const std::string value = valueIsSymbol(e.kind) ? csvField(number ? t.names().text(Sym(number)) : std::string())
                                                        : std::to_string(number);
        out << i << ',' << e.time.micros() << ',' << eventKindName(e.kind) << ',' << csvField(t.actorName(e.actor))
            << ',' << csvField(t.peerName(e)) << ',' << csvField(t.ids().format(e.message)) << ','
            << csvField(t.ids().format(e.correlation)) << ',' << csvField(keyed ? "" : t.ids().format(e.reference()))
            << ',' << csvField(keyed ? t.ids().format(e.reference()) : "") << ',' << csvField(t.names().text(e.word()))
            << ',' << e.attempt << ',' << value << ',' << csvField(fields) << "\r\n";
    }
}

void writeChromeTrace(std::ostream &out, const Trace &t, const ScenarioInfo &info)
{
    // One process for the run, one thread (track) per participant. Each send and each
    // delivery is a short slice; flow arrows join them: "s" on the send's slice, "f"
    // (binding to the enclosing slice) on the delivery's. A flow event binds to the
    // slice with the same category, process, thread and time, so both say "message".
    // The time a participant spends on a message until it sends what it caused is an
    // async "processing" slice (those may overlap). Written as a stream: the file can
    // be longer than memory.
    out << "{\"displayTimeUnit\":\"ms\",\"otherData\":"
        << OrderedJson{{"scenario", info.name}, {"fingerprint", t.fingerprint()}}.dump(
               -1, ' ', false, OrderedJson::error_handler_t::replace)
        << ",\"traceEvents\":[";
    JsonArrayStream events(out);
    events.add({{"ph", "M"}, {"name", "process_name"}, {"pid", 1}, {"tid", 0}, {"args", {{"name", info.title}}}});
    for (size_t p = 0; p < t.participants().size(); ++p) {
        events.add({{"ph", "M"},
                    {"name", "thread_name"},
                    {"pid", 1},
                    {"tid", p + 1},
                    {"args", {{"name", t.participants()[p].name}}}});
        events.add(
            {{"ph", "M"}, {"name", "thread_sort_index"}, {"pid", 1}, {"tid", p + 1}, {"args", {{"sort_index", p}}}});
    }
    // Processing, found backwards: going back from a send, the delivery of the message
    // that caused it is the slice's start. Only messages whose processing is under way
    // at that point are remembered.
    std::unordered_map<uint64_t, std::pair<ActorRef, int64_t>> causedSendAt; // (message ^ actor) -> earliest send
    auto key = [](Id message, ActorRef actor) { return message.bits * 0x9e3779b97f4a7c15ULL ^ actor; };
    for (size_t i = t.size(); i-- > 0;) {
        const TraceEvent &e = t[i];
        if (e.kind == EventKind::Send && e.causation())
            causedSendAt[key(e.causation(), e.actor)] = {e.actor, e.time.micros()};
        else if (e.kind == EventKind::Deliver)
            if (const auto it = causedSendAt.find(key(e.message, e.actor));
                it != causedSendAt.end() && it->second.first == e.actor) {
                const uint64_t id = i + 1;
                events.add({{"ph", "b"},
                            {"name", "processing"},
                            {"cat", "processing"},
                            {"pid", 1},
                            {"tid", e.actor + 1},
                            {"ts", e.time.micros()},
                            {"id", id},
                            {"args", {{"message", t.names().text(e.messageType())}}}});
                events.add({{"ph", "e"},
                            {"name", "processing"},
                            {"cat", "processing"},
                            {"pid", 1},
                            {"tid", e.actor + 1},
                            {"ts", it->second.second},
                            {"id", id}});
                causedSendAt.erase(it);
            }
    }
    // Flow k is the hop that went on the wire at trace index k - 1.
    HopPairing hops;
    for (size_t i = 0; i < t.size(); ++i) {
        const TraceEvent &e = t[i];
        const int64_t ts = e.time.micros();
        const std::string type = t.names().text(e.word()); // a message's type, or the event's word
        if (e.kind == EventKind::Send || e.kind == EventKind::Duplicate) {
            hops.start(i, e);
            if (e.kind == EventKind::Send)
                events.add({{"ph", "X"},
                            {"name", "send " + type},
                            {"cat", "message"},
                            {"pid", 1},
                            {"tid", e.actor + 1},
                            {"ts", ts},
                            {"dur", 1},
                            {"args", withHeaders({{"id", t.ids().format(e.message)},
                                                  {"correlation_id", t.ids().format(e.correlation)},
                                                  {"causation_id", t.ids().format(e.causation())},
                                                  {"to", t.peerName(e)}},
                                                 e, t)}});
            events.add({{"ph", "s"},
                        {"name", "message"},
                        {"cat", "message"},
                        {"pid", 1},
                        {"tid", e.actor + 1},
                        {"ts", ts},
                        {"id", i + 1}});
        } else if (e.kind == EventKind::Deliver || e.kind == EventKind::Drop) {
            const size_t start = hops.end(e);
            if (start == MessageHop::NoEnd)
                continue;
            const ActorRef to = e.kind == EventKind::Deliver ? e.actor : e.peer;
            const int64_t at = e.kind == EventKind::Deliver
                                   ? ts
                                   : ts + std::max<int64_t>(1, e.travelled() ? e.travelled()->micros() : 0);
            events.add({{"ph", "X"},
                        {"name", (e.kind == EventKind::Drop ? "lost " : "receive ") + type},
                        {"cat", "message"},
                        {"pid", 1},
                        {"tid", to + 1},
                        {"ts", at},
                        {"dur", 1},
                        {"args", withHeaders({{"id", t.ids().format(e.message)},
                                              {"correlation_id", t.ids().format(e.correlation)},
                                              {"attempt", e.attempt}},
                                             e, t)}});
            events.add({{"ph", "f"},
                        {"bp", "e"},
                        {"name", "message"},
                        {"cat", "message"},
                        {"pid", 1},
                        {"tid", to + 1},
                        {"ts", at},
                        {"id", start + 1}});
        } else if (e.actor != NoActor && e.kind != EventKind::Expectation) {
            // Store operations, matches, state changes, logs: instants on the actor's track.
            OrderedJson args = {{"detail", type}};
            if (e.reference())
                args[hasKey(e.kind) ? "key" : "causation_id"] = t.ids().format(e.reference());
            if (e.peer != NoActor)
                args["peer"] = t.peerName(e);
            events.add({{"ph", "i"},
                        {"s", "t"},
                        {"name", std::string(eventKindName(e.kind))},
                        {"cat", "event"},
                        {"pid", 1},
                        {"tid", e.actor + 1},
                        {"ts", ts},
                        {"args", args}});
        }
    }
    out << "\n]}\n";
}

} // namespace corrsim
