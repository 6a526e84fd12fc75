#include "import/spanmessages.h"

#include "import/messagingattributes.h"

#include <algorithm>
#include <map>
#include <unordered_map>

namespace corrsim {

namespace {

std::string typeOf(const ImportedSpan &s)
{
    if (spanRole(s) == SpanRole::Client || spanRole(s) == SpanRole::Server) {
        const auto method = messagingField(s, MessagingField::HttpMethod);
        const auto route = messagingField(s, MessagingField::HttpRoute);
        if (method || route)
            return (method ? *method + " " : std::string()) + route.value_or("");
    }
    // RabbitMQ's routing key names the queue (through the default exchange the
    // destination is ""); else the span's name without its operation, as the conventions
    // name spans ("send orders", "orders process"); else the destination.
    if (const auto key = messagingField(s, MessagingField::RoutingKey); key && !key->empty())
        return *key;
    std::string name = s.name;
    for (const std::string_view op : {"send", "publish", "create", "process", "receive", "deliver"}) {
        if (name.starts_with(std::string(op) + " "))
            name.erase(0, op.size() + 1);
        else if (name.ends_with(" " + std::string(op)))
            name.resize(name.size() - op.size() - 1);
    }
    if (!name.empty() && name != "<default>" && name != s.name)
        return name;
    const auto destination = messagingField(s, MessagingField::Destination);
    return destination && !destination->empty() ? *destination : s.name;
}

std::string conversationOf(const ImportedSpan &s, const SpanJoinOptions &options)
{
    if (!options.correlationAttribute.empty()) {
        const AttributeValue *v = s.attribute(options.correlationAttribute);
        return v ? attributeText(*v) : std::string();
    }
    return messagingField(s, MessagingField::ConversationId).value_or("");
}

} // namespace

SpanGraph joinSpans(const SpanSet &set, const SpanJoinOptions &options)
{
    const std::vector<ImportedSpan> &spans = set.spans;
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
    std::unordered_map<std::string, size_t> byId; // trace ID + span ID
    for (const size_t i : g.order)
        byId.try_emplace(spans[i].traceId + spans[i].spanId, i);
    const auto find = [&](const std::string &trace, const std::string &span) {
        const auto it = byId.find(trace + span);
        return it == byId.end() ? NoSpan : it->second;
    };

    g.parent.assign(spans.size(), NoSpan);
    for (const size_t i : g.order) {
        const ImportedSpan &s = spans[i];
        if (s.parentSpanId.empty())
            continue;
        g.parent[i] = find(s.traceId, s.parentSpanId);
        if (g.parent[i] == NoSpan)
            g.gaps.push_back({i, s.parentSpanId});
    }

    std::vector<size_t> messageOf(spans.size(), NoSpan); // a producer or client span's message
    std::map<std::string, std::vector<size_t>> byMessageId;
    std::map<std::pair<std::string, std::string>, std::vector<size_t>> byConversation; // (conversation, type)
    for (const size_t i : g.order) {
        const SpanRole role = spanRole(spans[i]);
        if (role != SpanRole::Producer && role != SpanRole::Client)
            continue;
        SpanMessage m;
        m.producer = i;
        m.http = role == SpanRole::Client;
        m.id = messagingField(spans[i], MessagingField::MessageId).value_or("");
        m.conversation = conversationOf(spans[i], options);
        m.type = typeOf(spans[i]);
        m.destination = messagingField(spans[i], MessagingField::Destination).value_or("");
        messageOf[i] = g.messages.size();
        if (!m.id.empty())
            byMessageId[m.id].push_back(g.messages.size());
        if (!m.conversation.empty())
            byConversation[{m.conversation, m.type}].push_back(g.messages.size());
        g.messages.push_back(std::move(m));
    }

    const auto consumedBy = [&](size_t message, size_t span, SpanJoin how) {
        g.messages[message].consumers.push_back({span, how});
    };
    for (const size_t i : g.order) {
        const ImportedSpan &s = spans[i];
        const SpanRole role = spanRole(s);
        if (role == SpanRole::Server) {
            if (const size_t p = g.parent[i]; p != NoSpan && messageOf[p] != NoSpan && g.messages[messageOf[p]].http)
                consumedBy(messageOf[p], i, SpanJoin::Parent);
            continue;
        }
        if (role != SpanRole::Consumer)
            continue;
        if (const size_t p = g.parent[i]; p != NoSpan && messageOf[p] != NoSpan) {
            consumedBy(messageOf[p], i, SpanJoin::Parent);
            continue;
        }
        bool linked = false;
        for (const SpanRef &l : s.links) {
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
        const std::string id = messagingField(s, MessagingField::MessageId).value_or("");
        const std::string conversation = conversationOf(s, options);
        const std::string type = typeOf(s);
        const auto earliest = [&](const std::vector<size_t> &candidates, bool untaken) {
            for (const size_t m : candidates)
                if (spans[g.messages[m].producer].startNanos <= s.startNanos &&
                    (!untaken || g.messages[m].consumers.empty()))
                    return m;
            return NoSpan;
        };
        size_t message = NoSpan;
        SpanJoin how = SpanJoin::None;
        if (const auto it = byMessageId.find(id); !id.empty() && it != byMessageId.end()) {
            message = earliest(it->second, true);
            if (message == NoSpan)
                message = earliest(it->second, false); // a redelivery of one already taken
            how = SpanJoin::MessageId;
        } else if (const auto c = byConversation.find({conversation, type});
                   !conversation.empty() && c != byConversation.end()) {
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
        std::stable_sort(m.consumers.begin(), m.consumers.end(), [&](const SpanConsumer &a, const SpanConsumer &b) {
            return spans[a.span].startNanos < spans[b.span].startNanos;
        });
    // The orphans were appended last: put every message in the order of its first span.
    const auto firstStart = [&](const SpanMessage &m) {
        return spans[m.producer != NoSpan ? m.producer : m.consumers.front().span].startNanos;
    };
    std::stable_sort(g.messages.begin(), g.messages.end(),
                     [&](const SpanMessage &a, const SpanMessage &b) { return firstStart(a) < firstStart(b); });

    for (const size_t i : g.order)
        if (std::find(options.effectSpans.begin(), options.effectSpans.end(), spans[i].name) !=
            options.effectSpans.end())
            g.effects.push_back(i);
    return g;
}

} // namespace corrsim
