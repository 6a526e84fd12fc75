#include "import/messagingattributes.h"

#include <array>
#include <string_view>

namespace corrsim {

namespace {

/// Each field's names, newest first: v1.24+ names, then v1.17's; indexed by MessagingField.
constexpr std::array<std::array<std::string_view, 3>, 8> Names = {{
    {"messaging.operation.type", "messaging.operation", ""},
    {"messaging.destination.name", "messaging.destination", ""},
    {"messaging.rabbitmq.destination.routing_key", "messaging.rabbitmq.routing_key", ""},
    {"messaging.message.id", "messaging.message_id", ""},
    {"messaging.message.conversation_id", "messaging.conversation_id", ""},
    {"http.request.method", "http.method", ""},
    {"http.route", "url.path", "http.target"},
    {"http.response.status_code", "http.status_code", ""},
}};

} // namespace

std::optional<std::string> messagingField(const ImportedSpan &span, MessagingField field)
{
    for (const std::string_view name : Names[size_t(field)])
        if (const AttributeValue *v = name.empty() ? nullptr : span.attribute(name))
            return attributeText(*v);
    return std::nullopt;
}

SpanRole spanRole(const ImportedSpan &span)
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
    const auto op = messagingField(span, MessagingField::Operation);
    if (!op)
        return SpanRole::Other;
    for (const std::string_view w : {"publish", "send", "create"})
        if (*op == w)
            return SpanRole::Producer;
    for (const std::string_view w : {"process", "receive", "deliver"})
        if (*op == w)
            return SpanRole::Consumer;
    return SpanRole::Other;
}

} // namespace corrsim
