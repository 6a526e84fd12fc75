#include "trace/findingwords.h"

#include "trace/explorefindingwords.h"
#include "trace/inputfindingwords.h"
#include "trace/tracefindingwords.h"
#include "trace/translatable.h"

#include <array>

namespace corrsim {

namespace {

/// Each finding's words, in FindingKind's order (a test reads them all). The `one` form is
/// English only: a translation brings its own plural forms.
constexpr std::array<FindingTemplate, size_t(FindingKind::Words)> Templates{{
    {QT_TRANSLATE_NOOP("Findings", "%1"), nullptr},                                    // Each
    {QT_TRANSLATE_NOOP("Findings", "%1: %2 before, %3 after"), nullptr},               // StoreBalances
    {QT_TRANSLATE_NOOP("Findings", "no accounts in this scenario"), nullptr},          // NoAccounts
    {QT_TRANSLATE_NOOP("Findings", "%1[%2] fell to %3 at %4"), nullptr},               // Overdrawn
    {QT_TRANSLATE_NOOP("Findings", "every balance stayed at zero or above"), nullptr}, // BalancesNonNegative
    {QT_TRANSLATE_NOOP("Findings", "no sagas in this scenario"), nullptr},             // NoSagas
    {QT_TRANSLATE_NOOP("Findings", "%1 is not final and nothing says why"), nullptr},  // SagaStuckUnexplained
    {QT_TRANSLATE_N_NOOP("Findings", "all %n ended"), "all %n ended"},                 // SagasAllEnded
    {QT_TRANSLATE_N_NOOP("Findings", "%n did not end; the first: %1 %2"),
     "%n did not end; the first: %1 %2"}, // SagasStuckExplained
    {QT_TRANSLATE_NOOP("Findings", "unknown: this trace does not record its participants' facts (a file an older "
                                   "Corrsim wrote, or spans another tool wrote)"),
     nullptr},                                                                          // NoParticipantFacts
    {QT_TRANSLATE_NOOP("Findings", "no saga services consume messages here"), nullptr}, // NoConsumers
    {QT_TRANSLATE_NOOP(
         "Findings", "not checked: effects are counted for the sagas of a \"saga\" block, and this scenario has none"),
     nullptr},                                                                   // NoSagaBlock
    {QT_TRANSLATE_NOOP("Findings", "not applicable: %1 has no inbox"), nullptr}, // NoInbox
    {QT_TRANSLATE_NOOP("Findings", "no effect twice"), nullptr},                 // NoEffectTwice
    {QT_TRANSLATE_N_NOOP("Findings",
                         "no message applied an effect twice (%n repeats of an effect came from different messages)"),
     "no message applied an effect twice (%n repeat of an effect came from different messages)"}, // RepeatsFromOtherMessages
    {QT_TRANSLATE_N_NOOP("Findings", "%n effects applied twice by one message%1%2"),
     "%n effect applied twice by one message%1%2"},        // EffectsTwiceByOneMessage
    {QT_TRANSLATE_NOOP("Findings", " (%1: %2)"), nullptr}, // AppCount
    {QT_TRANSLATE_N_NOOP("Findings", "; %n of them after a message came back once the purge had removed its inbox row "
                                     "(retention shorter than the redelivery)"),
     "; %n of them after a message came back once the purge had removed its inbox row (retention shorter than the "
     "redelivery)"}, // AfterPurge
    {QT_TRANSLATE_NOOP("Findings", "%1 wrote the state \"%2\" at %3, which it does not declare"),
     nullptr},                                                         // StateUndeclared
    {QT_TRANSLATE_NOOP("Findings", "all states declared"), nullptr},   // AllStatesDeclared
    {QT_TRANSLATE_NOOP("Findings", "no pending entry left"), nullptr}, // NoPendingLeft
    {QT_TRANSLATE_N_NOOP("Findings", "%n pending entries left, listed under stores"),
     "%n pending entry left, listed under stores"}, // PendingLeft
    {QT_TRANSLATE_N_NOOP("Findings", "%n pending entries replaced before a reply took it, the request lost: %1"),
     "%n pending entry replaced before a reply took it, the request lost: %1"},                    // PendingReplaced
    {QT_TRANSLATE_NOOP("Findings", "%1[%2]: %3 entry, put at %4, replaced by %5 at %6"), nullptr}, // Displaced
    {QT_TRANSLATE_NOOP("Findings", "request %1's"), nullptr},                                      // RequestsEntry
    {QT_TRANSLATE_NOOP("Findings", "an earlier"), nullptr},                             // EarlierRequestsEntry
    {QT_TRANSLATE_NOOP("Findings", "%1 holds %2 entries; its trace says %3"), nullptr}, // LiveStoreDiffers
    {QT_TRANSLATE_NOOP("Findings", "%1: %2"), nullptr},                                 // InvariantSays
    {QT_TRANSLATE_NOOP("Findings", "\"%1\": expected %2, got %3"), nullptr},            // ExpectationFailed
    {QT_TRANSLATE_N_NOOP("Findings", "%n effects applied twice%1"), "%n effect applied twice%1"}, // EffectsAppliedTwice
    {QT_TRANSLATE_NOOP("Findings", "%1 ends in %2"), nullptr},                                    // SagaEndsIn
    {QT_TRANSLATE_NOOP("Findings", "%1 ends in %2: %3"), nullptr},                                // SagaEndsInBecause
    {QT_TRANSLATE_NOOP("Findings", "no state"), nullptr},                                         // NoState
    {QT_TRANSLATE_N_NOOP("Findings", "%n sagas did not end"), "%n saga did not end"},             // SagasNotEnded
    {QT_TRANSLATE_NOOP("Findings", "%1[%2] is written twice for message %3: by %4 at %5 and by %6 at %7"),
     nullptr}, // WrittenTwice
    {QT_TRANSLATE_NOOP("Findings", "%1 finds no %2 in %3 at %4, though %5 put it in %6 at %7 and nothing took it out"),
     nullptr},                                                   // FoundNoEntry
    {QT_TRANSLATE_NOOP("Findings", "at %1"), nullptr},           // At
    {QT_TRANSLATE_NOOP("Findings", "at %1 (span %2)"), nullptr}, // AtInSpan
    {QT_TRANSLATE_N_NOOP("Findings", "%n spans' parents never arrived (first: %1 \"%2\", span %3): a process may have "
                                     "stopped before exporting them, and what it did then cannot be seen"),
     "%n span's parent never arrived (first: %1 \"%2\", span %3): a process may have stopped before exporting them, "
     "and what it did then cannot be seen"},                                                     // SpanParentsMissing
    {QT_TRANSLATE_NOOP("Findings", "%1 took the reply for %2 as the answer to %3 %4"), nullptr}, // ReplyTakenForOther
    {QT_TRANSLATE_N_NOOP(
         "Findings",
         "%n replies reached their requester with no span after it that shows which request it was taken for (a span "
         "the requester makes while handling it, carrying the request's correlation ID, would show it)"),
     "%n reply reached its requester with no span after it that shows which request it was taken for (a span the "
     "requester makes while handling it, carrying the request's correlation ID, would show it)"}, // RepliesWithoutOutcome
    {QT_TRANSLATE_NOOP("Findings",
                       "%1 received a reply with correlation ID %2 from %3 that no request of it was waiting for, %4"),
     nullptr},                                                                                   // ReplyUnexpected
    {QT_TRANSLATE_NOOP("Findings", "message %1 was delivered to %2 twice: %3 and %4"), nullptr}, // DeliveredTwice
    {QT_TRANSLATE_NOOP(
         "Findings",
         "each message has one delivery span, but a consumer that stops before its span is exported leaves none (the "
         "broker then delivers the message again): spans cannot show a message was processed only once"),
     nullptr}, // DeliverySpansCannotTell
    {QT_TRANSLATE_NOOP("Findings",
                       "no span was named as an effect: name the spans that apply one, and the attribute that says on "
                       "what (--effect-span NAME=ATTRIBUTE; in the app, File > Span import options)"),
     nullptr},                                                                                     // NoEffectSpanNamed
    {QT_TRANSLATE_NOOP("Findings", "%1 on %2 was applied twice: by %3 %4 and by %5 %6"), nullptr}, // EffectAppliedTwice
    {QT_TRANSLATE_N_NOOP("Findings", "%n effect spans lack the attribute named to say what it acted on: two of them on "
                                     "one object cannot be told apart from two on two"),
     "%n effect span lacks the attribute named to say what it acted on: two of them on one object cannot be told apart "
     "from two on two"}, // EffectSpansWithoutKey
    {QT_TRANSLATE_NOOP("Findings",
                       "a scenario's requesters give up after their own timeouts (no-lost-pending judges what they "
                       "keep): this check judges spans another tool wrote, against the timeout given with them"),
     nullptr}, // TimeoutOnlyForSpans
    {QT_TRANSLATE_NOOP("Findings", "no reply timeout was given: say how long a request may wait for its reply "
                                   "(--reply-timeout; in the app, File > Span import options)"),
     nullptr},                                                 // NoReplyTimeout
    {QT_TRANSLATE_NOOP("Findings", "%1 %2 from %3"), nullptr}, // RequestName
    {QT_TRANSLATE_NOOP("Findings", "the request %1 %2 was answered %3 later, after the %4 timeout"),
     nullptr}, // AnsweredLate
    {QT_TRANSLATE_NOOP("Findings", "the request %1 %2 had no reply within %3, though the trace goes on %4 after it"),
     nullptr}, // NoReplyWithin
    {QT_TRANSLATE_NOOP("Findings", "the request %1 %2 has no reply, and the trace ends before its timeout: a reply may "
                                   "have come after the spans were recorded"),
     nullptr}, // NoReplyBeforeTraceEnds
    {QT_TRANSLATE_NOOP(
         "Findings",
         "no reply answered a message of the type of %1 %2, though it carries a correlation ID: whether such messages "
         "expect a reply cannot be told (a request is a message of a type its sender has had answered)"),
     nullptr}, // OneWayUnclear
    {QT_TRANSLATE_N_NOOP("Findings", "%n spans name a parent or producer that is not in the trace (first: %1 "
                                     "\"%2\", span %3 of trace %4, missing %5)"),
     "%n span names a parent or producer that is not in the trace (first: %1 \"%2\", span %3 of trace %4, missing "
     "%5)"},                                                                             // SpansNameMissing
    {QT_TRANSLATE_NOOP("Findings", "stuck in %1 since %2: %3"), nullptr},                // StuckSince
    {QT_TRANSLATE_NOOP("Findings", "no message about it went out after that"), nullptr}, // NoMessageAfter
    {QT_TRANSLATE_NOOP("Findings", "its last message, %1, was lost at %2 (the receiver was down)"),
     nullptr}, // LastLostReceiverDown
    {QT_TRANSLATE_NOOP("Findings", "its last message, %1, was lost at %2 on the wire"), nullptr}, // LastLostOnWire
    {QT_TRANSLATE_NOOP("Findings", "%1 from %2 to %3"), nullptr},                                 // MessageFromTo
    {QT_TRANSLATE_NOOP("Findings", "its last message, %1, reached %2 at %3%4"), nullptr},         // LastReached
    {QT_TRANSLATE_NOOP("Findings", "; no acknowledgement got back, and the broker gave up redelivering it"),
     nullptr}, // BrokerGaveUp
    {QT_TRANSLATE_NOOP("Findings", " and waits there in partition %1 of %2, which stopped moving: the broker gave up "
                                   "redelivering a message ahead of it"),
     nullptr}, // WaitsInStoppedPartition
    {QT_TRANSLATE_NOOP("Findings", "; it still waits for another consumer in partition %1 of %2, which stopped moving: "
                                   "the broker gave up redelivering a message ahead of it"),
     nullptr},                                                           // WaitsForAnotherConsumer
    {QT_TRANSLATE_NOOP("Findings", " and nothing came of it"), nullptr}, // NothingCameOfIt
    {QT_TRANSLATE_NOOP("Findings", "its last message, %1, was sent at %2 and had not arrived when the run ended"),
     nullptr},                                                                                // LastNotArrived
    {QT_TRANSLATE_NOOP("Findings", "%1"), nullptr},                                           // Value
    {QT_TRANSLATE_NOOP("Findings", "= %1"), nullptr},                                         // BoundEquals
    {QT_TRANSLATE_NOOP("Findings", ">= %1"), nullptr},                                        // BoundAtLeast
    {QT_TRANSLATE_NOOP("Findings", "<= %1"), nullptr},                                        // BoundAtMost
    {QT_TRANSLATE_NOOP("Findings", ">= %1 and <= %2"), nullptr},                              // BoundBetween
    {QT_TRANSLATE_NOOP("Findings", "count of %1 %2"), nullptr},                               // CountOf
    {QT_TRANSLATE_NOOP("Findings", "%1 %2"), nullptr},                                        // MetricWithin
    {QT_TRANSLATE_NOOP("Findings", "%1"), nullptr},                                           // FirstInOrder
    {QT_TRANSLATE_NOOP("Findings", ", then %1"), nullptr},                                    // ThenInOrder
    {QT_TRANSLATE_NOOP("Findings", "no %1"), nullptr},                                        // NoSuchEvent
    {QT_TRANSLATE_NOOP("Findings", "%1 came before the events listed ahead of it"), nullptr}, // CameTooEarly
    {QT_TRANSLATE_NOOP("Findings", "in that order"), nullptr},                                // InThatOrder
    {QT_TRANSLATE_NOOP("Findings", "%1 holds %2 entries"), nullptr},                          // StoreHoldsEntries
    {QT_TRANSLATE_NOOP("Findings", "%1 entries"), nullptr},                                   // Entries
    {QT_TRANSLATE_NOOP("Findings", "%1[%2] has %3"), nullptr},                                // EntryHasField
    {QT_TRANSLATE_NOOP("Findings", "%1[%2] has no %3"), nullptr},                             // EntryHasNoField
    {QT_TRANSLATE_NOOP("Findings", "%1 is not in %2"), nullptr},                              // KeyNotInStore
    {QT_TRANSLATE_NOOP("Findings", "it has %1"), nullptr},                                    // ItHasField
    {QT_TRANSLATE_NOOP("Findings", "it has no %1"), nullptr},                                 // ItHasNoField
    {QT_TRANSLATE_NOOP("Findings", "%1 holds %2"), nullptr},                                  // StoreHoldsKey
    {QT_TRANSLATE_NOOP("Findings", "%1 does not hold %2"), nullptr},                          // StoreDoesNotHoldKey
    {QT_TRANSLATE_NOOP("Findings", "present"), nullptr},                                      // Present
    {QT_TRANSLATE_NOOP("Findings", "absent"), nullptr},                                       // Absent
    {QT_TRANSLATE_NOOP("Findings", "%1[%2].%3 = %4"), nullptr},                               // FieldEquals
    {QT_TRANSLATE_NOOP("Findings", "no field %1"), nullptr},                                  // NoFieldNamed
    {QT_TRANSLATE_NOOP("Findings", "matched nothing in this run, so it changed nothing"), nullptr}, // PinMatchedNothing
    {QT_TRANSLATE_NOOP("Findings", "a pinned fault acts only in a run that keeps its trace"), nullptr}, // PinNeedsTrace
    {QT_TRANSLATE_NOOP("Findings", "its event did not happen in this run, so the note was not shown"),
     nullptr}, // NoteNotShown
    {QT_TRANSLATE_NOOP("Findings", "a note on an event is shown only in a run that keeps its trace"),
     nullptr}, // NoteNeedsTrace
    {QT_TRANSLATE_NOOP("Findings",
                       "held back until the next message from %1 to %2, but none followed: it never arrived"),
     nullptr}, // HeldNeverArrived
    {QT_TRANSLATE_NOOP("Findings", "the expectation \"%1\" is judged passed, not as the trace recorded it (written by "
                                   "another version of Corrsim?)"),
     nullptr}, // ExpectationNowPasses
    {QT_TRANSLATE_NOOP("Findings", "the expectation \"%1\" is judged failed, not as the trace recorded it (written by "
                                   "another version of Corrsim?)"),
     nullptr}, // ExpectationNowFails
    {QT_TRANSLATE_NOOP("Findings", "a consumer's span starts up to %1 before its producer's: the services' clocks "
                                   "disagree (drawn in causal order)"),
     nullptr}, // ClocksDisagree
    {QT_TRANSLATE_NOOP("Findings",
                       "the run stopped at t=%1: it used its budget of %2 events (--max-events N raises it)"),
     nullptr}, // StoppedEventBudget
    {QT_TRANSLATE_NOOP("Findings",
                       "the run stopped at t=%1: it reached its memory budget of %2 MB (--max-memory-mb N raises it)"),
     nullptr}, // StoppedMemoryBudget
    {QT_TRANSLATE_NOOP("Findings", "the run stopped at t=%1: virtual time would pass its limit of about 31.7 years"),
     nullptr},                                                                 // StoppedTimeLimit
    {QT_TRANSLATE_NOOP("Findings", "the run was cancelled at t=%1"), nullptr}, // RunCancelled
    {QT_TRANSLATE_NOOP("Findings",
                       "the class can read the answer before this predict step: %1 \"%2\" contains %3 \"%4\""),
     nullptr}, // AnswerReadable
    {QT_TRANSLATE_NOOP("Findings", "the class can read the answer before this predict step: %1 \"%2\" says its answer "
                                   "\"%3\" with \"%4\""),
     nullptr}, // AnswerSaidWith
    {QT_TRANSLATE_NOOP("Findings", "a predict step at a time: name the event that decides its answer with \"on\", so "
                                   "that it stops right before that event in every run"),
     nullptr}, // StepAtTime
    {QT_TRANSLATE_NOOP("Findings", "a predict step names no \"answer\": name it, so that a check can look for it where "
                                   "the class reads"),
     nullptr}, // StepNamesNoAnswer
    {QT_TRANSLATE_NOOP("Findings", "the event that decides the answer (%1) does not happen in this run"),
     nullptr}, // DecidingEventMissing
    {QT_TRANSLATE_NOOP("Findings", "the event that decides the answer (%1) happens before the question is asked"),
     nullptr},                                                           // DecidingEventEarly
    {QT_TRANSLATE_NOOP("Findings", "the title"), nullptr},               // TheTitle
    {QT_TRANSLATE_NOOP("Findings", "the summary"), nullptr},             // TheSummary
    {QT_TRANSLATE_NOOP("Findings", "the title of variant %1"), nullptr}, // VariantTitle
    {QT_TRANSLATE_NOOP("Findings", "the note at %1"), nullptr},          // NoteAt
    {QT_TRANSLATE_NOOP("Findings", "a note"), nullptr},                  // SomeNote
    {QT_TRANSLATE_NOOP("Findings", "the question of %1"), nullptr},      // QuestionOf
    {QT_TRANSLATE_NOOP("Findings", "the reveal of %1"), nullptr},        // RevealOf
    {QT_TRANSLATE_NOOP("Findings", "a later note (%1)"), nullptr},       // LaterNote
    {QT_TRANSLATE_NOOP("Findings", "the name of an expectation decided before it"),
     nullptr},                                                                              // ExpectationDecidedBefore
    {QT_TRANSLATE_NOOP("Findings", "the name of an expectation not yet decided"), nullptr}, // ExpectationNotYetDecided
    {QT_TRANSLATE_NOOP("Findings", "its own text"), nullptr},                               // ItsOwnText
    {QT_TRANSLATE_NOOP("Findings", "its question"), nullptr},                               // ItsQuestion
    {QT_TRANSLATE_NOOP("Findings", "a question"), nullptr},                                 // SomeQuestion
    {QT_TRANSLATE_NOOP("Findings", "a reveal"), nullptr},                                   // SomeReveal
    {QT_TRANSLATE_NOOP("Findings", "the name of an expectation"), nullptr},                 // ExpectationName
    {QT_TRANSLATE_NOOP("Findings", "its answer"), nullptr},                                 // ItsAnswer
    {QT_TRANSLATE_NOOP("Findings", "its reveal"), nullptr},                                 // ItsReveal
    {QT_TRANSLATE_NOOP("Findings", "a sentence of its reveal"), nullptr},                   // RevealSentence
    {QT_TRANSLATE_NOOP("Findings", "%1 (variant %2)"), nullptr},                            // PathInVariant
}};
static_assert(Templates.back().other != nullptr, "no kind left without its words (the array's size alone is no proof)");

} // namespace

const FindingTemplate &findingTemplate(FindingKind kind)
{
    if (kind >= FindingKind::ExploreHeading)
        return exploreFindingTemplate(kind);
    if (kind >= FindingKind::InField)
        return traceFindingTemplate(kind);
    if (kind >= FindingKind::Words)
        return inputFindingTemplate(kind);
    return Templates.at(size_t(kind));
}

const char *invariantName(InvariantId id)
{
    switch (id) {
    case InvariantId::MoneyConserved:
        return QT_TRANSLATE_NOOP("Invariants", "money is conserved");
    case InvariantId::NoOverdraft:
        return QT_TRANSLATE_NOOP("Invariants", "no account is overdrawn");
    case InvariantId::SagasEnd:
        return QT_TRANSLATE_NOOP("Invariants", "every saga ends, or the summary says why it did not");
    case InvariantId::NoEffectTwice:
        return QT_TRANSLATE_NOOP("Invariants",
                                 "no effect is applied twice while every consumer's inbox remembers the message");
    case InvariantId::StatesDeclared:
        return QT_TRANSLATE_NOOP("Invariants", "every state written is one its writer declares");
    case InvariantId::StoresFollowTrace:
        return QT_TRANSLATE_NOOP("Invariants", "every store entry is matched, expired, or still listed");
    }
    return "";
}

const char *findingSeparator()
{
    return QT_TRANSLATE_NOOP("Findings", "; ");
}

std::string findingWordsIn(const Finding &f, const FindingLanguage &language)
{
    const std::string words = language.words(findingTemplate(f.kind), f.count);
    const auto valueOf = [&](size_t i) -> std::string {
        if (i >= f.args.size())
            return {};
        return std::visit(
            [&](const auto &v) -> std::string {
                using T = std::decay_t<decltype(v)>;
                if constexpr (std::is_same_v<T, std::string>)
                    return v;
                else if constexpr (std::is_same_v<T, int64_t>)
                    return std::to_string(v);
                else if constexpr (std::is_same_v<T, SimTime>)
                    return language.time(v);
                else if constexpr (std::is_same_v<T, InvariantId>)
                    return language.invariant(v);
                else {
                    std::string joined;
                    for (const Finding &item : v.items)
                        joined += (joined.empty() || v.join == FindingList::Join::Adjoined ? std::string()
                                                                                           : language.separator) +
                                  findingWordsIn(item, language);
                    return joined;
                }
            },
            f.args[i]);
    };
    // %N is a value, %n the count (a translation may have put it in already).
    std::string out;
    out.reserve(words.size() + 32);
    for (size_t i = 0; i < words.size(); ++i) {
        if (words[i] == '%' && i + 1 < words.size() && words[i + 1] == 'n' && f.count) {
            out += std::to_string(*f.count);
            ++i;
        } else if (words[i] == '%' && i + 1 < words.size() && words[i + 1] >= '1' && words[i + 1] <= '9') {
            out += valueOf(size_t(words[i + 1] - '1'));
            ++i;
        } else {
            out += words[i];
        }
    }
    return out;
}

FindingLanguage englishFindings(std::string (*time)(SimTime))
{
    return {[](const FindingTemplate &t, std::optional<int64_t> count) {
                return std::string(count && *count == 1 && t.one ? t.one : t.other);
            },
            [](InvariantId id) { return std::string(invariantName(id)); }, findingSeparator(), time};
}

std::string findingWords(const Finding &f)
{
    static const FindingLanguage english = englishFindings();
    return findingWordsIn(f, english);
}

std::string runWarningWords(const RunWarning &w)
{
    return w.where.empty() ? findingWords(w.finding) : w.where + ": " + findingWords(w.finding);
}

} // namespace corrsim
