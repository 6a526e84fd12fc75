// OTLP JSON: the run as OpenTelemetry traces, in the JSON its collectors take (Jaeger,
// Tempo). One trace per correlation ID; for each message hop a PRODUCER span (send to
// delivery or loss) at its sender and a CONSUMER span (its processing) at each
// receiver, as a messaging instrumentation writes them; one resourceSpans per
// participant (a worker names its instance), so a viewer shows each conversation whole
// and Corrsim's own import reads back the run's lanes and messages:
// - a consumer span's parent is its hop's producer span;
// - a producer span's parent is what was processing its cause at its sender: the
//   consumer span of the message it answers or forwards (the causation), else that
//   message's first hop;
// - a span whose cause is in another trace, or that has none, hangs under its trace's
//   first span (its root), with a link to its cause where it has one;
// - the first span of a correlation ID is that trace's only root.
// Written as a stream, one pass over the trace per participant: memory stays the same
// for any run (parents and roots further back than RecentMap's window are not found).

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

/// A message arriving at a participant: the key that finds its processing span. Both
/// parts whole: folding the receiver into the ID's bits let two arrivals share a key.
struct Arrival
{
    uint64_t message;
    ActorRef at;
    bool operator==(const Arrival &) const = default;
};
struct ArrivalHash
{
    size_t operator()(const Arrival &a) const
    {
        uint64_t s = a.message ^ 0xa0761d6478bd642fULL;
        return size_t(splitmix64(s) ^ a.at);
    }
};

/// A map that keeps its most recent Window keys.
template <typename Key, typename Hash = std::hash<Key>> class RecentMap
{
public:
    static constexpr size_t Window = size_t(1) << 16;
    void put(const Key &key, size_t value)
    {
        if (m_map.insert_or_assign(key, value).second) {
            m_order.push_back(key);
            if (m_order.size() > Window) {
                m_map.erase(m_order.front());
                m_order.pop_front();
            }
        }
    }
    bool has(const Key &key) const { return m_map.count(key) != 0; }
    std::optional<size_t> find(const Key &key) const
    {
        const auto it = m_map.find(key);
        return it == m_map.end() ? std::nullopt : std::optional<size_t>(it->second);
    }

private:
    std::unordered_map<Key, size_t, Hash> m_map;
    std::deque<Key> m_order;
};
using RecentById = RecentMap<uint64_t>;
using RecentByArrival = RecentMap<Arrival, ArrivalHash>;

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

std::string consumerSpanIdOf(size_t deliverIndex)
{
    uint64_t s = uint64_t(deliverIndex) * 0xc2b2ae3d27d4eb4fULL + 0x7654321ULL;
    return hexDigits(splitmix64(s) | 1, 16);
}

/// A span another points at: its trace (the correlation it belongs to) and its ID.
struct SpanAt
{
    Id correlation;
    std::string spanId;
};

/// Where a producer span hangs: its parent in its own trace, and the span of its cause.
struct Placement
{
    std::optional<std::string> parent;
    std::optional<SpanAt> link;
};

class OtlpWriter
{
public:
    explicit OtlpWriter(const Trace &t) : m_t(t) {}

    void write(std::ostream &out)
    {
        // The participants in the order they first send or receive.
        std::vector<ActorRef> resources;
        for (size_t i = 0; i < m_t.size(); ++i)
            if (const TraceEvent &e = m_t[i]; (e.kind == EventKind::Send || e.kind == EventKind::Deliver) &&
                                              e.actor != NoActor &&
                                              std::find(resources.begin(), resources.end(), e.actor) == resources.end())
                resources.push_back(e.actor);
        out << "{\"resourceSpans\":[";
        for (size_t k = 0; k < resources.size(); ++k) {
            const ParticipantInfo &p = m_t.participants()[resources[k]];
            OrderedJson attributes =
                OrderedJson::array({{{"key", "service.name"}, {"value", {{"stringValue", p.application()}}}}});
            if (!p.group.empty())
                attributes.push_back({{"key", "service.instance.id"}, {"value", {{"stringValue", p.name}}}});
            out << (k ? ",\n" : "\n") << "{\"resource\":" << OrderedJson{{"attributes", attributes}}.dump()
                << ",\"scopeSpans\":[{\"scope\":{\"name\":\"corrsim\",\"version\":\"1\"},\"spans\":[";
            JsonArrayStream spans(out);
            pass(resources[k], spans);
            out << "\n]}]}";
        }
        out << "\n]}\n";
    }

private:
    /// Every hop of the run in order, the spans of one participant written.
    void pass(ActorRef participant, JsonArrayStream &spans)
    {
        // message -> its first send; (message, receiver) -> the delivery; correlation -> its root send
        RecentById firstHop, rootOf;
        RecentByArrival deliveredInto;
        HopPairing hops;
        std::unordered_map<size_t, Placement> open; // the hops on the wire
        std::unordered_map<size_t, size_t> copyOf;  // the network's copy -> the send it copies
        for (size_t i = 0; i < m_t.size(); ++i) {
            const TraceEvent &e = m_t[i];
            if (e.kind == EventKind::Send || e.kind == EventKind::Duplicate) {
                if (const size_t original = hops.start(i, e); original != i) {
                    copyOf[i] = original; // the network's copy is not a span of its own
                    continue;
                }
                open[i] = place(i, e, firstHop, deliveredInto, rootOf);
                if (!firstHop.has(e.message.bits))
                    firstHop.put(e.message.bits, i);
            } else if (e.kind == EventKind::Deliver || e.kind == EventKind::Drop) {
                const size_t start = hops.end(e);
                if (start == MessageHop::NoEnd)
                    continue;
                const bool lost = e.kind == EventKind::Drop;
                const auto copy = copyOf.find(start);
                const size_t producer = copy == copyOf.end() ? start : copy->second;
                if (copy != copyOf.end())
                    copyOf.erase(copy);
                if (!lost) {
                    deliveredInto.put({e.message.bits, e.actor}, i);
                    // Under the producer span it copies: a copy delivered is processed again.
                    if (e.actor == participant && m_t[producer].actor != NoActor)
                        spans.add(consumerSpan(i, producer));
                }
                const auto it = open.find(start);
                if (it == open.end())
                    continue;
                if (m_t[start].actor == participant)
                    spans.add(producerSpan(start, it->second,
                                           lost ? e.time.micros() + (e.travelled() ? e.travelled()->micros() : 0)
                                                : e.time.micros(),
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
            if (m_t[send].actor == participant)
                spans.add(producerSpan(send, open.at(send), m_t[send].time.micros(), false));
    }

    Placement place(size_t i, const TraceEvent &e, const RecentById &firstHop, const RecentByArrival &deliveredInto,
                    RecentById &rootOf) const
    {
        // A message sent on again (a broker's forward) is caused by its own earlier hop.
        const Id cause = firstHop.has(e.message.bits) ? e.message : e.causation();
        Placement p;
        if (cause) {
            if (const auto delivery = deliveredInto.find({cause.bits, e.actor}))
                p.link = SpanAt{m_t[*delivery].correlation, consumerSpanIdOf(*delivery)};
            else if (const auto first = firstHop.find(cause.bits))
                p.link = SpanAt{m_t[*first].correlation, spanIdOf(*first)};
        }
        if (p.link && p.link->correlation == e.correlation)
            p.parent = p.link->spanId;
        else if (const auto root = rootOf.find(e.correlation.bits))
            p.parent = spanIdOf(*root);
        else
            rootOf.put(e.correlation.bits, i); // the first span of its trace
        return p;
    }

    /// The attributes both sides of a hop carry: the messaging conventions' required
    /// ones, then Corrsim's.
    OrderedJson attributes(const TraceEvent &e, const char *operation) const
    {
        OrderedJson attrs = OrderedJson::array();
        auto attr = [&](const std::string &k, const std::string &v) {
            if (!v.empty())
                attrs.push_back({{"key", k}, {"value", {{"stringValue", v}}}});
        };
        attr("messaging.system", "corrsim");
        attr("messaging.operation.name", operation);
        attr("messaging.operation.type", operation);
        attr("messaging.destination.name", m_t.actorName(e.kind == EventKind::Deliver ? e.actor : e.peer));
        attr("messaging.message.id", m_t.ids().format(e.message));
        attr("messaging.message.conversation_id", m_t.ids().format(e.correlation));
        attr("corrsim.sender", m_t.actorName(e.kind == EventKind::Deliver ? e.peer : e.actor));
        attr("corrsim.causation_id", m_t.ids().format(e.causation()));
        attrs.push_back({{"key", "corrsim.attempt"}, {"value", {{"intValue", std::to_string(e.attempt)}}}});
        // The headers the message carries, the envelope's origin, claim and routing slip
        // among them: the conventions name no attribute for a message's headers.
        for (const Field &f : m_t.records().fields(e.body()))
            if (f.section == Section::Header)
                attr("corrsim.header." + m_t.names().text(f.name), formatValue(f.value, m_t.names(), m_t.ids()));
        return attrs;
    }

    OrderedJson producerSpan(size_t send, const Placement &p, int64_t endUs, bool lost) const
    {
        const TraceEvent &e = m_t[send];
        OrderedJson s;
        s["traceId"] = traceIdOf(e.correlation);
        s["spanId"] = spanIdOf(send);
        if (p.parent)
            s["parentSpanId"] = *p.parent;
        s["name"] = "send " + m_t.names().text(e.messageType());
        s["kind"] = 4; // SPAN_KIND_PRODUCER
        s["startTimeUnixNano"] = std::to_string(EpochNs + uint64_t(e.time.micros()) * 1000);
        s["endTimeUnixNano"] = std::to_string(EpochNs + uint64_t(std::max(endUs, e.time.micros())) * 1000);
        s["attributes"] = attributes(e, "send");
        if (p.link) // the cause, linked as well: a callback is not inside its request's span
            s["links"] =
                OrderedJson::array({{{"traceId", traceIdOf(p.link->correlation)}, {"spanId", p.link->spanId}}});
        s["status"] = lost ? OrderedJson{{"code", 2}, {"message", "lost"}} : OrderedJson{{"code", 0}};
        return s;
    }

    /// A delivery's processing at its receiver: no longer than the moment it arrives
    /// (the model gives handling no duration), under the hop that brought it.
    OrderedJson consumerSpan(size_t deliver, size_t send) const
    {
        const TraceEvent &e = m_t[deliver];
        OrderedJson s;
        s["traceId"] = traceIdOf(e.correlation);
        s["spanId"] = consumerSpanIdOf(deliver);
        s["parentSpanId"] = spanIdOf(send);
        s["name"] = "process " + m_t.names().text(e.messageType());
        s["kind"] = 5; // SPAN_KIND_CONSUMER
        s["startTimeUnixNano"] = std::to_string(EpochNs + uint64_t(e.time.micros()) * 1000);
        s["endTimeUnixNano"] = s["startTimeUnixNano"];
        s["attributes"] = attributes(e, "process");
        s["status"] = OrderedJson{{"code", 0}};
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
