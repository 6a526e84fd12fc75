// OTLP JSON: the run as OpenTelemetry traces, in the JSON its collectors take (Jaeger,
// Tempo). One trace per correlation ID, one PRODUCER span per message hop (send to
// delivery or loss), and one resourceSpans per service, so a viewer shows each
// conversation whole:
// - a span's parent is the hop that brought its cause to its sender: for a broker's
//   forward, the publish it forwards; for a reply or a command, the hop that delivered
//   the message it answers (the causation), else that message's first hop;
// - a span whose cause is in another trace, or that has none, hangs under its trace's
//   first span (its root), with a link to its cause where it has one;
// - the first span of a correlation ID is that trace's only root.
// Written as a stream, one pass over the trace per service: memory stays the same for
// any run (parents and roots further back than RecentMap's window are not found).

#include "export/jsonarraystream.h"
#include "export/traceexport.h"
#include "run/messagehops.h"
#include "trace/hash.h"

#include <algorithm>
#include <deque>
#include <optional>
#include <unordered_map>

namespace corrsim {

namespace {

constexpr uint64_t EpochNs = 1767225600ULL * 1000000000ULL; // virtual time 0: 2026-01-01T00:00:00Z

/// A map that keeps its most recent Window keys.
class RecentMap
{
public:
    static constexpr size_t Window = size_t(1) << 16;
    void put(uint64_t key, size_t value)
    {
        if (m_map.insert_or_assign(key, value).second) {
            m_order.push_back(key);
            if (m_order.size() > Window) {
                m_map.erase(m_order.front());
                m_order.pop_front();
            }
        }
    }
    bool has(uint64_t key) const { return m_map.count(key) != 0; }
    std::optional<size_t> find(uint64_t key) const
    {
        const auto it = m_map.find(key);
        return it == m_map.end() ? std::nullopt : std::optional<size_t>(it->second);
    }

private:
    std::unordered_map<uint64_t, size_t> m_map;
    std::deque<uint64_t> m_order;
};

std::string traceIdOf(Id correlation)
{
    uint64_t s = correlation.bits ^ 0x5bd1e995ULL;
    const uint64_t hi = splitmix64(s) | 1, lo = splitmix64(s) | 1; // never all zeros
    return hexDigits(hi, 16) + hexDigits(lo, 16);
}

std::string spanIdOf(size_t sendIndex)
{
    uint64_t s = uint64_t(sendIndex) * 0x9e3779b97f4a7c15ULL + 0x1234567ULL;
    return hexDigits(splitmix64(s) | 1, 16);
}

/// A message arriving at a participant, as one key.
uint64_t arrivalKey(Id message, ActorRef at)
{
    uint64_t s = message.bits ^ (uint64_t(at) << 48) ^ 0xa0761d6478bd642fULL;
    return splitmix64(s);
}

/// Where a hop hangs: its parent in its own trace, and the hop of its cause.
struct Placement
{
    std::optional<size_t> parent, link;
};

class OtlpWriter
{
public:
    explicit OtlpWriter(const Trace &t) : m_t(t) {}

    void write(std::ostream &out)
    {
        // The services in the order they first send.
        std::vector<std::string> services;
        for (size_t i = 0; i < m_t.size(); ++i)
            if (const TraceEvent &e = m_t[i];
                e.kind == EventKind::Send && e.actor != NoActor &&
                std::find(services.begin(), services.end(), serviceOf(e.actor)) == services.end())
                services.push_back(serviceOf(e.actor));
        out << "{\"resourceSpans\":[";
        for (size_t k = 0; k < services.size(); ++k) {
            const OrderedJson resource = {
                {"attributes",
                 OrderedJson::array({{{"key", "service.name"}, {"value", {{"stringValue", services[k]}}}}})}};
            out << (k ? ",\n" : "\n") << "{\"resource\":" << resource.dump()
                << ",\"scopeSpans\":[{\"scope\":{\"name\":\"corrsim\",\"version\":\"1\"},\"spans\":[";
            JsonArrayStream spans(out);
            pass(services[k], spans);
            out << "\n]}]}";
        }
        out << "\n]}\n";
    }

private:
    const std::string &serviceOf(ActorRef a) const { return m_t.participants()[a].application(); }

    /// Every hop of the run in order, the spans of one service written.
    void pass(const std::string &service, JsonArrayStream &spans)
    {
        RecentMap firstHop, hopInto, rootOf; // message -> send; (message, receiver) -> send; correlation -> send
        HopPairing hops;
        std::unordered_map<size_t, Placement> open; // the hops on the wire
        for (size_t i = 0; i < m_t.size(); ++i) {
            const TraceEvent &e = m_t[i];
            if (e.kind == EventKind::Send || e.kind == EventKind::Duplicate) {
                if (hops.start(i, e) != i)
                    continue; // the network's copy is not a span of its own
                open[i] = place(i, e, firstHop, hopInto, rootOf);
                if (!firstHop.has(e.message.bits))
                    firstHop.put(e.message.bits, i);
            } else if (e.kind == EventKind::Deliver || e.kind == EventKind::Drop) {
                const size_t start = hops.end(e);
                const auto it = open.find(start);
                if (it == open.end())
                    continue;
                const bool lost = e.kind == EventKind::Drop;
                if (!lost)
                    hopInto.put(arrivalKey(e.message, e.actor), start);
                if (m_t[start].actor != NoActor && serviceOf(m_t[start].actor) == service)
                    spans.add(
                        span(start, it->second,
                             lost ? e.time.micros() + (e.travelled() ? e.travelled()->micros() : 0) : e.time.micros(),
                             lost));
                open.erase(it);
            }
        }
        // Still on the wire at the end: spans of no length, in the order they left.
        std::vector<size_t> unfinished;
        for (const auto &[send, placement] : open)
            unfinished.push_back(send);
        std::sort(unfinished.begin(), unfinished.end());
        for (size_t send : unfinished)
            if (m_t[send].actor != NoActor && serviceOf(m_t[send].actor) == service)
                spans.add(span(send, open.at(send), m_t[send].time.micros(), false));
    }

    Placement place(size_t i, const TraceEvent &e, const RecentMap &firstHop, const RecentMap &hopInto,
                    RecentMap &rootOf) const
    {
        // A message sent on again (a broker's forward) is caused by its own earlier hop.
        const Id cause = firstHop.has(e.message.bits) ? e.message : e.causation();
        Placement p;
        if (cause) {
            p.link = hopInto.find(arrivalKey(cause, e.actor));
            if (!p.link)
                p.link = firstHop.find(cause.bits);
        }
        if (p.link && m_t[*p.link].correlation == e.correlation)
            p.parent = p.link;
        else if (const auto root = rootOf.find(e.correlation.bits))
            p.parent = root;
        else
            rootOf.put(e.correlation.bits, i); // the first span of its trace
        return p;
    }

    OrderedJson span(size_t send, const Placement &p, int64_t endUs, bool lost) const
    {
        const TraceEvent &e = m_t[send];
        OrderedJson s;
        s["traceId"] = traceIdOf(e.correlation);
        s["spanId"] = spanIdOf(send);
        if (p.parent)
            s["parentSpanId"] = spanIdOf(*p.parent);
        s["name"] = "send " + m_t.names().text(e.messageType());
        s["kind"] = 4; // SPAN_KIND_PRODUCER
        s["startTimeUnixNano"] = std::to_string(EpochNs + uint64_t(e.time.micros()) * 1000);
        s["endTimeUnixNano"] = std::to_string(EpochNs + uint64_t(std::max(endUs, e.time.micros())) * 1000);
        OrderedJson attrs = OrderedJson::array();
        auto attr = [&](const std::string &k, const std::string &v) {
            if (!v.empty())
                attrs.push_back({{"key", k}, {"value", {{"stringValue", v}}}});
        };
        // OpenTelemetry's messaging conventions: the required attributes, then Corrsim's.
        attr("messaging.system", "corrsim");
        attr("messaging.operation.name", "send");
        attr("messaging.operation.type", "send");
        attr("messaging.destination.name", m_t.peerName(e));
        attr("messaging.message.id", m_t.ids().format(e.message));
        attr("messaging.message.conversation_id", m_t.ids().format(e.correlation));
        attr("corrsim.sender", m_t.actorName(e.actor));
        attr("corrsim.causation_id", m_t.ids().format(e.causation()));
        attrs.push_back({{"key", "corrsim.attempt"}, {"value", {{"intValue", std::to_string(e.attempt)}}}});
        s["attributes"] = attrs;
        if (p.link) // the cause, linked as well: a callback is not inside its request's span
            s["links"] =
                OrderedJson::array({{{"traceId", traceIdOf(m_t[*p.link].correlation)}, {"spanId", spanIdOf(*p.link)}}});
        s["status"] = lost ? OrderedJson{{"code", 2}, {"message", "lost"}} : OrderedJson{{"code", 0}};
        return s;
    }

    const Trace &m_t;
};

} // namespace

void writeOtlpJson(std::ostream &out, const Trace &t, const ScenarioInfo &)
{
    OtlpWriter(t).write(out);
}

} // namespace corrsim
