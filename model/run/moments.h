#pragma once
// The moments a lesson is about, found in a finished trace, each a typed value a view
// puts a label on: "TTL passed" and "swept", "duplicate ignored (inbox)", "rolled back",
// "PAID written again", "never published", "crash", "restart". One list for the diagram,
// its exports and the tests.

#include "trace/trace.h"

#include <string>
#include <vector>

namespace corrsim {

/// What a moment is, typed: its words are made at the edges (momentWords below for the
/// command line and the tests, views/momentwords.h in the window's language).
enum class MomentKind : uint8_t {
    Stored,                     // a store's mark, when a question is about it
    Found,                      // a read that found its entry
    GetFoundNothing,            // a read that found nothing
    Removed,                    // a remove that took its entry
    RemoveFoundNothing,         // a remove that found nothing
    LogLine,                    // a log line a question is about: `subject` is its text
    Dropped,                    // a message the network lost
    WrittenAgain,               // the same status written over itself: `subject` is the status
    RemoveFoundNothingOk,       // the claim race's second remove, found nothing and said OK
    TtlPassed,                  // an entry's TTL passed (before the sweep found it)
    Swept,                      // the expiry sweep took it
    DuplicateIgnoredInbox,      // the inbox knew the event
    DuplicateRolledBackInbox,   // the inbox's unique key rolled a second one back
    RolledBackBalanceSpent,     // a debit replanned: the balance was spent
    NeverPublished,             // an event the outbox never sent
    CrashBetweenWrites,         // a crash between the two writes of a dual write
    AnsweredAlreadyClaimed,     // 404: its pending request was claimed already
    AnsweredClaimLost,          // 404: it read the request, another copy took it
    AnsweredLostInRestart,      // 404: the pending store was lost in a restart
    AnsweredExpiredAndSwept,    // 404: the request expired and was swept
    AnsweredUnknownCorrelation, // 404: nobody ever waited for that correlation ID
    Crash,
    Restart,
};

struct Moment
{
    SimTime time;
    ActorRef actor = NoActor; // the lane it is drawn on
    size_t event = SIZE_MAX;  // the trace event it labels; SIZE_MAX for a time nothing was traced at (a TTL passing)
    MomentKind kind = MomentKind::Crash;
    std::string subject;       // WrittenAgain's status, LogLine's text ("" otherwise)
    bool problem = false;      // drawn as something that went wrong
    ActorRef toward = NoActor; // for a message that never left: where it would have gone
};

/// A kind's words, declared once: the English, and the translation source the window
/// looks up in the context "MomentWords" (views/momentwords.cpp). %1 is the subject.
const char *momentTemplate(MomentKind kind);

/// A moment in English words ("PAID written again", "404: already claimed"): what the
/// command line, the exports written without a window, and the tests read.
std::string momentWords(const Moment &moment);

/// Every labelled moment of the run, in time order.
std::vector<Moment> teachingMoments(const Trace &trace);

} // namespace corrsim
