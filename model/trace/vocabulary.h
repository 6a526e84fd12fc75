#pragma once
// The names participants agree on: message types and header names that one kind sends
// and another reads. Spelled here once so the two sides cannot drift apart; the
// envelope's own header names live in envelope/envelope.h.

#include <string_view>

namespace corrsim::vocabulary {

// Message types.
inline constexpr std::string_view PaymentRequest = "payment.request";   // payment service -> provider
inline constexpr std::string_view PaymentCallback = "payment.callback"; // provider -> payment service
inline constexpr std::string_view HttpPost = "http.post";               // http client -> saga service
inline constexpr std::string_view BrokerAck = "broker.ack";             // consumer -> broker: a delivery is handled
inline constexpr std::string_view BrokerConfirm = "broker.confirm";     // broker -> publisher: the event is in the log
inline constexpr std::string_view Response = "response";                // a status answer (200, 404, 500) to a request

// Application headers.
inline constexpr std::string_view IdempotencyKey = "x-idempotency-key"; // a request's business identity
inline constexpr std::string_view ReplyTo = "reply-to";                 // a request's return address
inline constexpr std::string_view DeathReason = "death-reason";         // why a message went to a dead-letter queue
inline constexpr std::string_view PartitionKey = "key";                 // a broker message's partition key

// Log lines a view labels as a teaching moment (run/moments.h).
inline constexpr std::string_view LogInboxSkipped = "already processed: skipped";
inline constexpr std::string_view LogInboxRolledBack = "duplicate: the inbox key rolled the transaction back";
inline constexpr std::string_view LogNoRuleHeld = "no rule of its handler held: nothing done, no reply";
inline constexpr std::string_view LogIdempotencyRolledBack =
    "duplicate: the idempotency key rolled the transaction back";
inline constexpr std::string_view LogBalanceReplanned =
    "the balance no longer covers the transfer: rolled back and handled again";
inline constexpr std::string_view LogCrashedInWindow = "crashed between the two writes";
inline constexpr std::string_view LogNeverPublished = "crashed after the commit: its event is never published";

// Every other log line a participant writes (trace-events.md lists them all, with the
// kind of event they are the detail of: run/detailtexts.h).
inline constexpr std::string_view LogTraceAdopted = "adopted the caller's trace ID";
inline constexpr std::string_view LogTraceMadeNew = "no trace ID came with it: made a new one";
inline constexpr std::string_view LogRestartedResending = "restarted: sending the command it waits for again";
inline constexpr std::string_view LogGaveUpWaiting = "gave up waiting for a reply";
inline constexpr std::string_view LogResendingCommand = "no reply in time: sending the command again";
inline constexpr std::string_view LogReplyForNoSaga = "reply for no saga of ours: ignored";
inline constexpr std::string_view LogLateReply = "duplicate or late reply: ignored";
inline constexpr std::string_view LogCompensationFailed = "a compensation failed";
inline constexpr std::string_view LogFailedAfterClaim = "failed after the claim, before the status write";
inline constexpr std::string_view LogResponseNotAnswered = "a response, not a request: not answered";
inline constexpr std::string_view LogCrashedAfterMarking = "crashed after marking, before publishing";
inline constexpr std::string_view LogCrashedAfterPublishing = "crashed after publishing, before marking";
inline constexpr std::string_view LogQueuedRequestLost = "a request waiting its turn was lost: the worker was down";
inline constexpr std::string_view LogResendingRequest = "timed out: sending the request again";
inline constexpr std::string_view LogAppended = "appended";
inline constexpr std::string_view LogStoppedRedelivering =
    "stopped redelivering: no acknowledgement and nothing else left to happen";
inline constexpr std::string_view LogRolledBack = "handling failed: rolled back";
inline constexpr std::string_view LogOutOfOrder = "out of order: an older event after a newer one";
inline constexpr std::string_view LogHandlingFailed = "handling failed";
inline constexpr std::string_view LogArrivalLost = "an arrival was lost: the worker was down";
inline constexpr std::string_view LogTooOld = "too old: gave up on age";
inline constexpr std::string_view LogExhausted = "gave up after the last attempt";

// Other events' detail texts.
inline constexpr std::string_view DiscardedUnknown = "unknown correlation ID";
inline constexpr std::string_view MatchedByConnection = "matched by its connection";
inline constexpr std::string_view EffectTransferred = "transferred";
inline constexpr std::string_view EffectRefunded = "refunded";

// A predict step's parts, as fields of its note's record.
inline constexpr std::string_view NoteAsk = "ask";
inline constexpr std::string_view NoteChoice = "choice"; // "choice 1", "choice 2", ... in order
inline constexpr std::string_view NoteReveal = "reveal";
inline constexpr std::string_view NoteAnswer = "answer"; // the correct choice, or a short answer
// The event that answers it ("decides"), one field a part: "decides event", "decides type",
// "decides detail", "decides correlationId", "decides actor" (texts), "decides occurrence".
inline constexpr std::string_view NoteDecides = "decides";

} // namespace corrsim::vocabulary
