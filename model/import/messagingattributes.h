#pragma once
// The OpenTelemetry messaging attributes the import reads, each under every name the
// conventions have given it (instrumentations still write the old ones: Node's amqplib
// instrumentation writes v1.17's messaging.message_id and messaging.conversation_id).

#include "import/spans.h"

#include <cstdint>
#include <optional>
#include <string>

namespace corrsim {

enum class MessagingField : uint8_t {
    Operation,      // create, send (publish before v1.27), receive, process, settle
    Destination,    // the queue or topic ("" through RabbitMQ's default exchange)
    RoutingKey,     // RabbitMQ's routing key: the queue, through the default exchange
    MessageId,      // the message's own ID
    ConversationId, // the correlation ID ("sometimes called Correlation ID")
    HttpMethod,
    HttpRoute,
    HttpStatus,
};

/// The field's value as text, read under its newest name first; none where no name has it.
std::optional<std::string> messagingField(const ImportedSpan &span, MessagingField field);

/// What a span does with a message, from its kind or, where the kind says nothing, its
/// operation.
enum class SpanRole : uint8_t { Other, Producer, Consumer, Client, Server };
SpanRole spanRole(const ImportedSpan &span);

} // namespace corrsim
