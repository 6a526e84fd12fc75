#include "import/spanmessages.h"

#include "import/messagingattributes.h"
#include "input/scenarioerror.h"

#include <algorithm>
#include <bit>
#include <unordered_map>

namespace corrsim {

namespace {

/// Each span's index by its trace and span ID (span IDs are unique within a trace
/// only): open addressing over the spans themselves, as a million spans in a node-based map were a tenth of an import.
class SpanIndex
{
public:
    explicit SpanIndex(const std::vector<ImportedSpan> &spans) : m_spans(spans)
    {
        m_slots.assign(std::bit_ceil(std::max<size_t>(16, spans.size() * 2)), 0);
    }
    /// Keeps the first span of a key: a span written twice is one span.
    void add(size_t span)
    {
        const ImportedSpan &s = m_spans[span];
        size_t i = slotOf(s.traceId, s.spanId);
        if (!m_slots[i])
            m_slots[i] = uint32_t(span + 1);
    }
    size_t find(TraceId trace, SpanId span) const
    {
        const uint32_t slot = m_slots[slotOf(trace, span)];
        return slot ? slot - 1 : NoSpan;
    }

private:
    /// The slot that holds the span of that key, or the free one where it goes.
    size_t slotOf(TraceId trace, SpanId span) const
    {
        const size_t mask = m_slots.size() - 1;
        const uint64_t h =
            (trace.hi * 0x9e3779b97f4a7c15ULL) ^ (trace.lo * 0xc2b2ae3d27d4eb4fULL) ^ (span * 0xff51afd7ed558ccdULL);
        for (size_t i = (h ^ h >> 29) & mask;; i = (i + 1) & mask) {
            const uint32_t slot = m_slots[i];
            if (!slot || (m_spans[slot - 1].spanId == span && m_spans[slot - 1].traceId == trace))
                return i;
        }
    }
    const std::vector<ImportedSpan> &m_spans;
    std::vector<uint32_t> m_slots; // span index + 1; 0 is free
};

class Joiner
{
public:
    Joiner(SpanSet &set, const SpanJoinOptions &options) : m_set(set), m_fields(set), m_options(options)
    {
        if (!options.correlationAttribute.empty())
            m_correlationKey = set.texts().find(options.correlationAttribute);
    }

    Sym typeOf(const ImportedSpan &s)
    {
        const SpanRole role = m_fields.role(s);
        if (role == SpanRole::Client || role == SpanRole::Server) {
            const Value *method = m_fields.field(s, MessagingField::HttpMethod);
            const Value *route = m_fields.field(s, MessagingField::HttpRoute);
            if (method || route)
                return m_set.texts().intern((method ? m_set.text(*method) + " " : std::string()) +
                                            (route ? m_set.text(*route) : std::string()));
        }
        // RabbitMQ's routing key names the queue (through the default exchange the
        // destination is ""); else the span's name without its operation, as the
        // conventions name spans ("send orders", "orders process"); else the destination.
        if (const Value *key = m_fields.field(s, MessagingField::RoutingKey); key && textOf(*key))
            return textOf(*key);
        const auto known = m_typeOfName.find(s.name);
        if (known != m_typeOfName.end())
            return known->second ? known->second : destinationOr(s);
        std::string name = m_set.text(s.name);
        for (const std::string_view op : {"send", "publish", "create", "process", "receive", "deliver"}) {
            if (name.starts_with(std::string(op) + " "))
                name.erase(0, op.size() + 1);
            else if (name.ends_with(" " + std::string(op)))
                name.resize(name.size() - op.size() - 1);
        }
        const Sym type =
            !name.empty() && name != "<default>" && name != m_set.text(s.name) ? m_set.texts().intern(name) : 0;
        m_typeOfName.emplace(s.name, type);
        return type ? type : destinationOr(s);
    }

    Sym conversationOf(const ImportedSpan &s)
    {
        const Value *v = m_correlationKey || !m_options.correlationAttribute.empty()
                             ? m_set.attribute(s.record, m_correlationKey)
                             : m_fields.field(s, MessagingField::ConversationId);
        return symbolOf(v);
    }
    Sym idOf(const ImportedSpan &s) { return symbolOf(m_fields.field(s, MessagingField::MessageId)); }
    Sym destinationOf(const ImportedSpan &s) { return symbolOf(m_fields.field(s, MessagingField::Destination)); }
    const MessagingAttributes &fields() const { return m_fields; }

private:
    Sym destinationOr(const ImportedSpan &s)
    {
        const Sym d = destinationOf(s);
        return d ? d : s.name;
    }
    /// A value as a word of the table: text as it is, a number as its digits.
    Sym symbolOf(const Value *v)
    {
        if (!v)
            return 0;
        return v->type == Value::Type::Text ? textOf(*v) : m_set.texts().intern(m_set.text(*v));
    }

    SpanSet &m_set;
    MessagingAttributes m_fields;
    const SpanJoinOptions &m_options;
    Sym m_correlationKey = 0;
    std::unordered_map<Sym, Sym> m_typeOfName; // a span name -> the type it names (0: none)
};

/// A file may name parents in a loop (a span its own parent, two each other's): no
/// run has that, and a walk up the parents would not end. Refused, naming a span of it.
void refuseParentLoops(const SpanGraph &g, const std::vector<ImportedSpan> &spans)
{
    enum : uint8_t { Unseen, OnPath, Done };
    std::vector<uint8_t> state(g.parent.size(), Unseen);
    std::vector<size_t> path;
    for (size_t start = 0; start < g.parent.size(); ++start) {
        for (size_t s = start; s != NoSpan && state[s] == Unseen; s = g.parent[s]) {
            state[s] = OnPath;
            path.push_back(s);
            if (const size_t p = g.parent[s]; p != NoSpan && state[p] == OnPath)
                throw ScenarioError(
                    "", "",
                    Finding{FindingKind::SpanOwnAncestor, {hexOf(spans[s].spanId), hexOf(spans[s].traceId)}, {}});
        }
        for (const size_t s : path)
            state[s] = Done;
        path.clear();
    }
}

} // namespace

SpanGraph joinSpans(SpanSet &set, const SpanJoinOptions &options)
{
    const std::vector<ImportedSpan> &spans = set.spans;
    Joiner joiner(set, options);
    const MessagingAttributes &fields = joiner.fields();
    SpanGraph g;
    g.order.resize(spans.size());
    for (size_t i = 0; i < spans.size(); ++i)
        g.order[i] = i;
    // By start, then by IDs: the same spans give the same order whatever order the
    // exporters' batches arrived in.
    std::sort(g.order.begin(), g.order.end(), [&](size_t a, size_t b) {
        const ImportedSpan &x = spans[a], &y = spans[b];
        return std::tie(x.startNanos, x.traceId, x.spanId) < std::tie(y.startNanos, y.traceId, y.spanId);
    });
    SpanIndex byId(spans);
    for (const size_t i : g.order)
        byId.add(i);
    const auto find = [&](TraceId trace, SpanId span) { return byId.find(trace, span); };

    std::vector<SpanRole> roles(spans.size());
    g.parent.assign(spans.size(), NoSpan);
    for (const size_t i : g.order) {
        const ImportedSpan &s = spans[i];
        roles[i] = fields.role(s);
        if (!s.parentSpanId)
            continue;
        g.parent[i] = find(s.traceId, s.parentSpanId);
        if (g.parent[i] == NoSpan)
            g.gaps.push_back({i, s.parentSpanId});
    }

    refuseParentLoops(g, spans);

    std::vector<size_t> messageOf(spans.size(), NoSpan); // a producer or client span's message
    std::unordered_map<Sym, std::vector<size_t>> byMessageId;
    std::unordered_map<uint64_t, std::vector<size_t>> byConversation; // (conversation, type)
    const auto conversationKey = [](Sym conversation, Sym type) { return uint64_t(conversation) << 32 | type; };
    for (const size_t i : g.order) {
        if (roles[i] != SpanRole::Producer && roles[i] != SpanRole::Client)
            continue;
        SpanMessage m;
        m.producer = i;
        m.http = roles[i] == SpanRole::Client;
        m.id = joiner.idOf(spans[i]);
        m.conversation = joiner.conversationOf(spans[i]);
        m.type = joiner.typeOf(spans[i]);
        m.destination = joiner.destinationOf(spans[i]);
        messageOf[i] = g.messages.size();
        if (m.id)
            byMessageId[m.id].push_back(g.messages.size());
        if (m.conversation)
            byConversation[conversationKey(m.conversation, m.type)].push_back(g.messages.size());
        g.messages.push_back(std::move(m));
    }

    const auto consumedBy = [&](size_t message, size_t span, SpanJoin how) {
        g.messages[message].consumers.push_back({span, how});
    };
    for (const size_t i : g.order) {
        const ImportedSpan &s = spans[i];
        if (roles[i] == SpanRole::Server) {
            if (const size_t p = g.parent[i]; p != NoSpan && messageOf[p] != NoSpan && g.messages[messageOf[p]].http)
                consumedBy(messageOf[p], i, SpanJoin::Parent);
            continue;
        }
        if (roles[i] != SpanRole::Consumer)
            continue;
        if (const size_t p = g.parent[i]; p != NoSpan && messageOf[p] != NoSpan) {
            consumedBy(messageOf[p], i, SpanJoin::Parent);
            continue;
        }
        bool linked = false;
        for (const SpanRef &l : set.linksOf(s)) {
            const size_t target = find(l.traceId, l.spanId);
            if (target != NoSpan && messageOf[target] != NoSpan) {
                consumedBy(messageOf[target], i, SpanJoin::Link); // a batch links each of its messages
                linked = true;
            } else if (target == NoSpan) {
                g.gaps.push_back({i, l.spanId});
            }
        }
        if (linked)
            continue;
        // No edge in the file: the message's own ID, else its conversation and destination
        // (the earliest such message sent before it that nothing has taken yet).
        const Sym id = joiner.idOf(s);
        const Sym conversation = joiner.conversationOf(s);
        const Sym type = joiner.typeOf(s);
        const auto earliest = [&](const std::vector<size_t> &candidates, bool untaken) {
            for (const size_t m : candidates)
                if (spans[g.messages[m].producer].startNanos <= s.startNanos &&
                    (!untaken || g.messages[m].consumers.empty()))
                    return m;
            return NoSpan;
        };
        size_t message = NoSpan;
        SpanJoin how = SpanJoin::None;
        if (const auto it = byMessageId.find(id); id && it != byMessageId.end()) {
            message = earliest(it->second, true);
            if (message == NoSpan)
                message = earliest(it->second, false); // a redelivery of one already taken
            how = SpanJoin::MessageId;
        } else if (const auto c = byConversation.find(conversationKey(conversation, type));
                   conversation && c != byConversation.end()) {
            message = earliest(c->second, true);
            how = SpanJoin::Conversation;
        }
        if (message != NoSpan) {
            consumedBy(message, i, how);
            continue;
        }
        // Its producer is not in the file: a message of its own, with nothing sending it.
        SpanMessage m;
        m.id = id;
        m.conversation = conversation;
        m.type = type;
        m.consumers.push_back({i, SpanJoin::None});
        g.messages.push_back(std::move(m));
    }
    for (SpanMessage &m : g.messages)
        if (m.consumers.size() > 1)
            std::stable_sort(m.consumers.begin(), m.consumers.end(), [&](const SpanConsumer &a, const SpanConsumer &b) {
                return spans[a.span].startNanos < spans[b.span].startNanos;
            });
    // The orphans were appended last: put every message in the order of its first span.
    const auto firstStart = [&](const SpanMessage &m) {
        return spans[m.producer != NoSpan ? m.producer : m.consumers.front().span].startNanos;
    };
    std::stable_sort(g.messages.begin(), g.messages.end(),
                     [&](const SpanMessage &a, const SpanMessage &b) { return firstStart(a) < firstStart(b); });

    std::vector<Sym> effects;
    for (const std::string &name : options.effectSpans)
        if (const Sym s = set.texts().find(name))
            effects.push_back(s);
    for (const size_t i : g.order)
        if (std::find(effects.begin(), effects.end(), spans[i].name) != effects.end())
            g.effects.push_back(i);
    return g;
}

} // namespace corrsim
