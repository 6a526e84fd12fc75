#pragma once
// The OpenTelemetry messaging attributes the import reads, each under every name the
// conventions have given it (instrumentations still write the old ones: Node's amqplib
// instrumentation writes v1.17's messaging.message_id and messaging.conversation_id).

#include "import/spans.h"

#include <array>
#include <cstdint>
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
    Count_
};

/// What a span does with a message, from its kind or, where the kind says nothing, its
/// operation.
enum class SpanRole : uint8_t { Other, Producer, Consumer, Client, Server };

/// The fields of one set's spans: each name looked up once in the set's table.
class MessagingAttributes
{
public:
    explicit MessagingAttributes(const SpanSet &set);
    /// The field's value, read under its newest name first; nullptr where no name has it.
    const Value *field(const ImportedSpan &span, MessagingField f) const;
    /// The same as text ("" where none).
    std::string text(const ImportedSpan &span, MessagingField f) const;
    SpanRole role(const ImportedSpan &span) const;

private:
    const SpanSet &m_set;
    std::array<std::array<Sym, 3>, size_t(MessagingField::Count_)> m_keys{};
};

} // namespace corrsim
