#include "import/messagingattributes.h"

#include <string_view>

namespace corrsim {

namespace {

/// Each field's names, newest first: v1.24+ names, then v1.17's; indexed by MessagingField.
constexpr std::array<std::array<std::string_view, 3>, size_t(MessagingField::Count_)> FieldNames = {{
    {"messaging.operation.type", "messaging.operation", ""},
    {"messaging.destination.name", "messaging.destination", ""},
    {"messaging.rabbitmq.destination.routing_key", "messaging.rabbitmq.routing_key", ""},
    {"messaging.message.id", "messaging.message_id", ""},
    {"messaging.message.conversation_id", "messaging.conversation_id", ""},
    {"http.request.method", "http.method", ""},
    {"http.route", "url.path", "http.target"},
}};

} // namespace

MessagingAttributes::MessagingAttributes(const SpanSet &set) : m_set(set)
{
    for (size_t f = 0; f < FieldNames.size(); ++f)
        for (size_t n = 0; n < FieldNames[f].size(); ++n)
            m_keys[f][n] = FieldNames[f][n].empty() ? 0 : set.texts().find(FieldNames[f][n]);
}

const Value *MessagingAttributes::field(const ImportedSpan &span, MessagingField f) const
{
    for (const Sym key : m_keys[size_t(f)])
        if (const Value *v = m_set.attribute(span.record, key))
            return v;
    return nullptr;
}

std::string MessagingAttributes::text(const ImportedSpan &span, MessagingField f) const
{
    const Value *v = field(span, f);
    return v ? m_set.text(*v) : std::string();
}

SpanRole MessagingAttributes::role(const ImportedSpan &span) const
{
    switch (span.kind) {
    case SpanKind::Producer:
        return SpanRole::Producer;
    case SpanKind::Consumer:
        return SpanRole::Consumer;
    case SpanKind::Client:
        return SpanRole::Client;
    case SpanKind::Server:
        return SpanRole::Server;
    default:
        break;
    }
    // Zipkin drops the kind of internal spans; an instrumentation may say only the operation.
    const Value *op = field(span, MessagingField::Operation);
    if (!op || op->type != Value::Type::Text)
        return SpanRole::Other;
    const std::string &word = m_set.text(textOf(*op));
    for (const std::string_view w : {"publish", "send", "create"})
        if (word == w)
            return SpanRole::Producer;
    for (const std::string_view w : {"process", "receive", "deliver"})
        if (word == w)
            return SpanRole::Consumer;
    return SpanRole::Other;
}

} // namespace corrsim
