#pragma once
// The names participants agree on: message types and header names that one kind sends
// and another reads. Spelled here once so the two sides cannot drift apart; the
// envelope's own header names live in envelope/envelope.h. The detail texts are the
// trace's words (expectations match them, in English); the window shows them in its
// language, looked up under "DetailWords" (views/detailwords.cpp).

#include "trace/translatable.h"

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
inline constexpr std::string_view LogInboxSkipped = QT_TRANSLATE_NOOP("DetailWords", "already processed: skipped");
inline constexpr std::string_view LogInboxRolledBack =
    QT_TRANSLATE_NOOP("DetailWords", "duplicate: the inbox key rolled the transaction back");
inline constexpr std::string_view LogNoRuleHeld =
    QT_TRANSLATE_NOOP("DetailWords", "no rule of its handler held: nothing done, no reply");
inline constexpr std::string_view LogIdempotencyRolledBack =
    QT_TRANSLATE_NOOP("DetailWords", "duplicate: the idempotency key rolled the transaction back");
inline constexpr std::string_view LogBalanceReplanned =
    QT_TRANSLATE_NOOP("DetailWords", "the balance no longer covers the transfer: rolled back and handled again");
inline constexpr std::string_view LogCrashedInWindow =
    QT_TRANSLATE_NOOP("DetailWords", "crashed between the two writes");
inline constexpr std::string_view LogNeverPublished =
    QT_TRANSLATE_NOOP("DetailWords", "crashed after the commit: its event is never published");

// Every other log line a participant writes (trace-events.md lists them all, with the
// kind of event they are the detail of: trace/detailtexts.h).
inline constexpr std::string_view LogTraceAdopted = QT_TRANSLATE_NOOP("DetailWords", "adopted the caller's trace ID");
inline constexpr std::string_view LogTraceMadeNew =
    QT_TRANSLATE_NOOP("DetailWords", "no trace ID came with it: made a new one");
inline constexpr std::string_view LogRestartedResending =
    QT_TRANSLATE_NOOP("DetailWords", "restarted: sending the command it waits for again");
inline constexpr std::string_view LogGaveUpWaiting = QT_TRANSLATE_NOOP("DetailWords", "gave up waiting for a reply");
inline constexpr std::string_view LogResendingCommand =
    QT_TRANSLATE_NOOP("DetailWords", "no reply in time: sending the command again");
inline constexpr std::string_view LogReplyForNoSaga =
    QT_TRANSLATE_NOOP("DetailWords", "reply for no saga of ours: ignored");
inline constexpr std::string_view LogLateReply = QT_TRANSLATE_NOOP("DetailWords", "duplicate or late reply: ignored");
inline constexpr std::string_view LogCompensationFailed = QT_TRANSLATE_NOOP("DetailWords", "a compensation failed");
inline constexpr std::string_view LogFailedAfterClaim =
    QT_TRANSLATE_NOOP("DetailWords", "failed after the claim, before the status write");
inline constexpr std::string_view LogResponseNotAnswered =
    QT_TRANSLATE_NOOP("DetailWords", "a response, not a request: not answered");
inline constexpr std::string_view LogCrashedAfterMarking =
    QT_TRANSLATE_NOOP("DetailWords", "crashed after marking, before publishing");
inline constexpr std::string_view LogCrashedAfterPublishing =
    QT_TRANSLATE_NOOP("DetailWords", "crashed after publishing, before marking");
inline constexpr std::string_view LogQueuedRequestLost =
    QT_TRANSLATE_NOOP("DetailWords", "a request waiting its turn was lost: the worker was down");
inline constexpr std::string_view LogResendingRequest =
    QT_TRANSLATE_NOOP("DetailWords", "timed out: sending the request again");
inline constexpr std::string_view LogAppended = QT_TRANSLATE_NOOP("DetailWords", "appended");
inline constexpr std::string_view LogStoppedRedelivering =
    QT_TRANSLATE_NOOP("DetailWords", "stopped redelivering: no acknowledgement and nothing else left to happen");
inline constexpr std::string_view LogRolledBack = QT_TRANSLATE_NOOP("DetailWords", "handling failed: rolled back");
inline constexpr std::string_view LogOutOfOrder =
    QT_TRANSLATE_NOOP("DetailWords", "out of order: an older event after a newer one");
inline constexpr std::string_view LogHandlingFailed = QT_TRANSLATE_NOOP("DetailWords", "handling failed");
inline constexpr std::string_view LogArrivalLost =
    QT_TRANSLATE_NOOP("DetailWords", "an arrival was lost: the worker was down");
inline constexpr std::string_view LogTooOld = QT_TRANSLATE_NOOP("DetailWords", "too old: gave up on age");
inline constexpr std::string_view LogExhausted = QT_TRANSLATE_NOOP("DetailWords", "gave up after the last attempt");

// Other events' detail texts.
inline constexpr std::string_view DiscardedUnknown = QT_TRANSLATE_NOOP("DetailWords", "unknown correlation ID");
inline constexpr std::string_view MatchedByConnection = QT_TRANSLATE_NOOP("DetailWords", "matched by its connection");
inline constexpr std::string_view EffectTransferred = QT_TRANSLATE_NOOP("DetailWords", "transferred");
inline constexpr std::string_view EffectRefunded = QT_TRANSLATE_NOOP("DetailWords", "refunded");

// What a scenario's filter may say for a drop at a destination that was down: `detail`
// or `type` "receiver down" (trace/trace.h droppedAtDownReceiver).
inline constexpr std::string_view ReceiverDown = QT_TRANSLATE_NOOP("DetailWords", "receiver down");

// A predict step's parts, as fields of its note's record.
inline constexpr std::string_view NoteAsk = "ask";
inline constexpr std::string_view NoteChoice = "choice"; // "choice 1", "choice 2", ... in order
inline constexpr std::string_view NoteReveal = "reveal";
inline constexpr std::string_view NoteAnswer = "answer"; // the correct choice, or a short answer
// The event that answers it ("decides"), one field a part: "decides event", "decides type",
// "decides detail", "decides correlationId", "decides actor" (texts), "decides occurrence".
inline constexpr std::string_view NoteDecides = "decides";

} // namespace corrsim::vocabulary
