#include "export/traceexport.h"

#include "export/jsonexport.h"
#include "run/messagehops.h"
#include "kernel/random.h"
#include "kernel/simulation.h"
#include "export/tracejsonl.h"

#include <cstdio>
#include <cstring>
#include <map>

namespace corrsim {

namespace {

std::string csvField(const std::string &s)
{
    if (s.find_first_of(",\"\n\r") == std::string::npos)
        return s;
    std::string q = "\"";
    for (char c : s)
        q += c == '"' ? std::string("\"\"") : std::string(1, c);
    return q + "\"";
}

std::string hex(uint64_t v, int digits)
{
    char buf[17];
    std::snprintf(buf, sizeof buf, "%0*llx", digits, (unsigned long long)v);
    return std::string(buf, size_t(digits));
}

} // namespace

std::optional<TraceFormat> traceFormatFor(const std::string &path)
{
    auto ends = [&](const char *e) { return path.size() >= std::strlen(e) && path.compare(path.size() - std::strlen(e), std::string::npos, e) == 0; };
    if (ends(".otlp.json")) return TraceFormat::Otlp;
    if (ends(".jsonl")) return TraceFormat::Jsonl;
    if (ends(".json")) return TraceFormat::Chrome;
    if (ends(".csv")) return TraceFormat::Csv;
    return std::nullopt;
}

void writeTrace(std::ostream &out, TraceFormat format, const Trace &trace, const ScenarioInfo &info)
{
    switch (format) {
    case TraceFormat::Jsonl: return writeTraceJsonl(out, trace, info);
    case TraceFormat::Chrome: return writeChromeTrace(out, trace, info);
    case TraceFormat::Csv: return writeTraceCsv(out, trace);
    case TraceFormat::Otlp: return writeOtlpJson(out, trace, info);
    }
}

void writeTraceCsv(std::ostream &out, const Trace &t)
{
    out << "seq,time_us,kind,actor,peer,id,correlation_id,causation_id,key,type_or_detail,attempt,value,fields\r\n";
    for (size_t i = 0; i < t.size(); ++i) {
        const TraceEvent &e = t[i];
        std::string fields;
        for (const Field &f : t.records().fields(e.record))
            fields += (fields.empty() ? "" : "; ") + std::string(f.section == Section::Header ? "header " : "")
                    + t.names().text(f.name) + "=" + formatValue(f.value, t.names(), t.ids());
        const bool keyed = hasKey(e.kind);
        // A state change's value is the state it left, an effect's the step it was
        // applied at: names, not numbers.
        const std::string value = valueIsSymbol(e.kind)
                                    ? csvField(e.value ? t.names().text(Sym(e.value)) : std::string())
                                    : std::to_string(e.value);
        out << i << ',' << e.time.micros() << ',' << eventKindName(e.kind) << ',' << csvField(t.actorName(e.actor)) << ','
            << csvField(t.peerName(e)) << ',' << csvField(t.ids().format(e.message)) << ','
            << csvField(t.ids().format(e.correlation)) << ',' << csvField(keyed ? "" : t.ids().format(e.ref)) << ','
            << csvField(keyed ? t.ids().format(e.ref) : "") << ',' << csvField(t.names().text(e.detail)) << ','
            << e.attempt << ',' << value << ',' << csvField(fields) << "\r\n";
    }
}

void writeChromeTrace(std::ostream &out, const Trace &t, const ScenarioInfo &info)
{
    // One process for the run, one thread (track) per participant. Each delivery is a
    // short slice on the receiver; the time until it sends what it caused is an async
    // "processing" slice (those may overlap). Flow arrows join each send to its
    // delivery: "s" at a slice on the sender, "f" (binding to the enclosing slice) at
    // the slice of the delivery.
    OrderedJson events = OrderedJson::array();
    events.push_back({{"ph", "M"}, {"name", "process_name"}, {"pid", 1}, {"tid", 0}, {"args", {{"name", info.title}}}});
    for (size_t p = 0; p < t.participants().size(); ++p) {
        events.push_back({{"ph", "M"}, {"name", "thread_name"}, {"pid", 1}, {"tid", p + 1},
                          {"args", {{"name", t.participants()[p].name}}}});
        events.push_back({{"ph", "M"}, {"name", "thread_sort_index"}, {"pid", 1}, {"tid", p + 1}, {"args", {{"sort_index", p}}}});
    }
    // Flow k + 1 is hop k: it starts at the hop's send (or copy) and ends at its delivery or drop.
    std::map<size_t, uint64_t> flowStarting, flowEnding; // trace index -> flow id
    const auto hops = messageHops(t);
    for (size_t k = 0; k < hops.size(); ++k) {
        flowStarting[hops[k].start] = k + 1;
        if (hops[k].ended())
            flowEnding[hops[k].end] = k + 1;
    }
    std::map<uint64_t, std::pair<int64_t, ActorRef>> processing; // message -> (deliver time, receiver)
    for (size_t i = 0; i < t.size(); ++i) {
        const TraceEvent &e = t[i];
        const int64_t ts = e.time.micros();
        const std::string type = t.names().text(e.detail);
        if (e.kind == EventKind::Send || e.kind == EventKind::Duplicate) {
            const uint64_t flow = flowStarting.at(i);
            if (e.kind == EventKind::Send) {
                events.push_back({{"ph", "X"}, {"name", "send " + type}, {"cat", "message"}, {"pid", 1}, {"tid", e.actor + 1},
                                  {"ts", ts}, {"dur", 1},
                                  {"args", {{"id", t.ids().format(e.message)}, {"correlation_id", t.ids().format(e.correlation)},
                                            {"causation_id", t.ids().format(e.ref)}, {"to", t.peerName(e)}}}});
                // A send caused by a message this participant was processing ends that processing.
                if (auto it = processing.find(e.ref.bits); it != processing.end() && it->second.second == e.actor) {
                    events.push_back({{"ph", "e"}, {"name", "processing"}, {"cat", "processing"}, {"pid", 1},
                                      {"tid", e.actor + 1}, {"ts", ts}, {"id", it->first}});
                    processing.erase(it);
                }
            }
            events.push_back({{"ph", "s"}, {"name", "message"}, {"cat", "flow"}, {"pid", 1}, {"tid", e.actor + 1}, {"ts", ts}, {"id", flow}});
        } else if (e.kind == EventKind::Deliver || e.kind == EventKind::Drop) {
            const ActorRef to = e.kind == EventKind::Deliver ? e.actor : e.peer;
            const auto ending = flowEnding.find(i);
            if (ending == flowEnding.end())
                continue;
            const uint64_t flow = ending->second;
            const int64_t at = e.kind == EventKind::Deliver ? ts : ts + std::max<int64_t>(1, e.value);
            events.push_back({{"ph", "X"}, {"name", (e.kind == EventKind::Drop ? "lost " : "receive ") + type}, {"cat", "message"},
                              {"pid", 1}, {"tid", to + 1}, {"ts", at}, {"dur", 1},
                              {"args", {{"id", t.ids().format(e.message)}, {"correlation_id", t.ids().format(e.correlation)},
                                        {"attempt", e.attempt}}}});
            events.push_back({{"ph", "f"}, {"bp", "e"}, {"name", "message"}, {"cat", "flow"}, {"pid", 1}, {"tid", to + 1},
                              {"ts", at}, {"id", flow}});
            if (e.kind == EventKind::Deliver && !processing.count(e.message.bits)) {
                processing[e.message.bits] = {ts, to};
                events.push_back({{"ph", "b"}, {"name", "processing"}, {"cat", "processing"}, {"pid", 1}, {"tid", to + 1},
                                  {"ts", ts}, {"id", e.message.bits}, {"args", {{"message", type}}}});
            }
        } else if (e.actor != NoActor && e.kind != EventKind::Expectation) {
            // Store operations, matches, state changes, logs: instants on the actor's track.
            OrderedJson args = {{"detail", type}};
            if (e.ref)
                args[hasKey(e.kind) ? "key" : "causation_id"] = t.ids().format(e.ref);
            if (e.peer != NoActor)
                args["peer"] = t.peerName(e);
            events.push_back({{"ph", "i"}, {"s", "t"}, {"name", std::string(eventKindName(e.kind))}, {"cat", "event"},
                              {"pid", 1}, {"tid", e.actor + 1}, {"ts", ts}, {"args", args}});
        }
    }
    // Processing still open at the end is closed at the end.
    const int64_t end = t.size() ? t[t.size() - 1].time.micros() : 0;
    for (const auto &[message, open] : processing)
        events.push_back({{"ph", "e"}, {"name", "processing"}, {"cat", "processing"}, {"pid", 1}, {"tid", open.second + 1},
                          {"ts", end}, {"id", message}});
    OrderedJson doc;
    doc["traceEvents"] = events;
    doc["displayTimeUnit"] = "ms";
    doc["otherData"] = {{"scenario", info.name}, {"fingerprint", t.fingerprint()}};
    out << doc.dump(-1, ' ', false, OrderedJson::error_handler_t::replace) << '\n';
}

void writeOtlpJson(std::ostream &out, const Trace &t, const ScenarioInfo &info)
{
    // One trace per correlation ID; one PRODUCER span per message hop (send to delivery
    // or loss), its parent the span of the message that caused it, and a link to it so
    // asynchronous callbacks stay connected. Virtual time starts at a fixed epoch.
    const uint64_t epochNs = 1767225600ULL * 1000000000ULL; // 2026-01-01T00:00:00Z
    auto traceId = [&](Id correlation) {
        uint64_t s = correlation.bits ^ 0x5bd1e995ULL;
        const uint64_t hi = splitmix64(s) | 1, lo = splitmix64(s) | 1; // never all zeros
        return hex(hi, 16) + hex(lo, 16);
    };
    auto spanId = [&](size_t sendIndex) {
        uint64_t s = uint64_t(sendIndex) * 0x9e3779b97f4a7c15ULL + 0x1234567ULL;
        return hex(splitmix64(s) | 1, 16);
    };
    struct Span
    {
        size_t send;
        int64_t endUs;
        bool lost = false;
        ActorRef from;
    };
    std::vector<Span> spans;
    std::map<uint64_t, size_t> spanOfMessage; // the first span of each message ID
    for (const MessageHop &hop : messageHops(t)) {
        if (hop.copy())
            continue; // the network's copy is not a span of its own
        const TraceEvent &e = t[hop.send];
        Span s{hop.send, e.time.micros(), false, e.actor};
        if (hop.ended()) {
            const TraceEvent &end = t[hop.end];
            s.lost = end.kind == EventKind::Drop;
            s.endUs = s.lost ? end.time.micros() + std::max<int64_t>(0, end.value) : end.time.micros();
        }
        spanOfMessage.emplace(e.message.bits, spans.size());
        spans.push_back(s);
    }
    std::map<ActorRef, OrderedJson> byService;
    for (size_t k = 0; k < spans.size(); ++k) {
        const Span &s = spans[k];
        const TraceEvent &e = t[s.send];
        OrderedJson span;
        span["traceId"] = traceId(e.correlation);
        span["spanId"] = spanId(s.send);
        const auto parent = e.ref ? spanOfMessage.find(e.ref.bits) : spanOfMessage.end();
        if (parent != spanOfMessage.end() && t[spans[parent->second].send].correlation == e.correlation)
            span["parentSpanId"] = spanId(spans[parent->second].send);
        span["name"] = "send " + t.names().text(e.detail);
        span["kind"] = 4; // SPAN_KIND_PRODUCER
        span["startTimeUnixNano"] = std::to_string(epochNs + uint64_t(e.time.micros()) * 1000);
        span["endTimeUnixNano"] = std::to_string(epochNs + uint64_t(std::max(s.endUs, e.time.micros())) * 1000);
        OrderedJson attrs = OrderedJson::array();
        auto attr = [&](const std::string &k, const std::string &v) {
            if (!v.empty())
                attrs.push_back({{"key", k}, {"value", {{"stringValue", v}}}});
        };
        attr("messaging.operation.type", "send");
        attr("messaging.message.id", t.ids().format(e.message));
        attr("messaging.message.conversation_id", t.ids().format(e.correlation));
        attr("messaging.destination.name", t.peerName(e));
        attr("corrsim.causation_id", t.ids().format(e.ref));
        attrs.push_back({{"key", "corrsim.attempt"}, {"value", {{"intValue", std::to_string(e.attempt)}}}});
        span["attributes"] = attrs;
        if (parent != spanOfMessage.end()) {
            // The cause, linked as well: a callback is not inside its request's span.
            const TraceEvent &cause = t[spans[parent->second].send];
            span["links"] = OrderedJson::array({{{"traceId", traceId(cause.correlation)}, {"spanId", spanId(spans[parent->second].send)}}});
        }
        span["status"] = s.lost ? OrderedJson{{"code", 2}, {"message", "lost"}} : OrderedJson{{"code", 0}};
        byService[s.from].push_back(span);
    }
    OrderedJson resourceSpans = OrderedJson::array();
    for (auto &[actor, list] : byService) {
        OrderedJson rs;
        rs["resource"] = {{"attributes", OrderedJson::array({{{"key", "service.name"}, {"value", {{"stringValue", t.actorName(actor)}}}}})}};
        rs["scopeSpans"] = OrderedJson::array({{{"scope", {{"name", "corrsim"}, {"version", "1"}}}, {"spans", list}}});
        resourceSpans.push_back(rs);
    }
    OrderedJson doc;
    doc["resourceSpans"] = resourceSpans;
    out << doc.dump(-1, ' ', false, OrderedJson::error_handler_t::replace) << '\n';
    (void)info;
}

} // namespace corrsim
