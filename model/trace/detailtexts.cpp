#include "trace/detailtexts.h"

#include "trace/storeresult.h"
#include "trace/vocabulary.h"

#include <array>

namespace corrsim {

namespace {
using namespace vocabulary;
using K = EventKind;

const std::array Texts = {
    DetailText{K::Log, LogTraceAdopted,
               "a call came with a trace ID header (the caller's `traceId` AUTO or ALWAYS): the callee logs under it"},
    DetailText{K::Log, LogTraceMadeNew,
               "a call came without one (the caller's NEVER, or no header): the callee makes a new trace ID"},
    DetailText{K::Log, LogTooOld,
               "a retry policy's `giveUpAfter` has passed since the message's first-seen: sent to the dead-letter "
               "queue (also its `death-reason` header)"},
    DetailText{K::Log, LogExhausted,
               "the handling failed on the policy's last attempt: sent to the dead-letter queue (also its "
               "`death-reason` header)"},
    DetailText{K::Log, LogHandlingFailed, "a processor's handling of a type in its `fails` list failed"},
    DetailText{K::Log, LogArrivalLost,
               "an arrival from outside (a scripted or generated request, order or payment) came while the worker was "
               "down: it is lost, and a workload's next arrivals still come"},
    DetailText{K::Log, LogQueuedRequestLost, "a blocking requester's queued request was lost in its crash"},
    DetailText{K::Log, LogResponseNotAnswered, "a replier received a response: it answers requests only"},
    DetailText{K::Log, LogFailedAfterClaim,
               "`failAfterClaim`: the payment service failed between the claim and the status write"},
    DetailText{K::Log, LogResendingRequest, "an http-client's call timed out: the same request again"},
    DetailText{K::Log, LogAppended,
               "the broker appended a message to a partition (fields `topic`, `partition`, `offset`)"},
    DetailText{K::Log, LogStoppedRedelivering, "the broker stopped redelivering a message no consumer acknowledged"},
    DetailText{K::Log, LogCrashedAfterPublishing,
               "a relay crashed between publishing a row and marking it (`crashBetween`, `order` publish-then-mark)"},
    DetailText{K::Log, LogCrashedAfterMarking,
               "a relay crashed between marking a row and publishing it (`crashBetween`, `order` mark-then-publish)"},
    DetailText{K::Log, LogInboxSkipped, "an inbox had already processed this event ID: nothing done"},
    DetailText{K::Log, LogInboxRolledBack,
               "the inbox row, written in the effect's transaction, was there already: rolled back"},
    DetailText{K::Log, LogIdempotencyRolledBack,
               "the idempotency key, written in the create's transaction, was there already: rolled back"},
    DetailText{K::Log, LogRolledBack, "a saga service's handling failed: its transaction rolled back"},
    DetailText{K::Log, LogNoRuleHeld, "no rule of a saga service's handler held: nothing done"},
    DetailText{K::Log, LogBalanceReplanned,
               "a transfer's balance check no longer held at commit: rolled back and handled again"},
    DetailText{K::Log, LogOutOfOrder, "a projection applied an older event after a newer one for the same key"},
    DetailText{K::Log, LogCrashedInWindow, "a dual write crashed between its two writes"},
    DetailText{K::Log, LogNeverPublished, "a commit-then-publish dual write crashed after the commit"},
    DetailText{K::Log, LogRestartedResending,
               "the orchestrator restarted: it sends the command its saga waits for again"},
    DetailText{K::Log, LogResendingCommand,
               "no reply within the orchestrator's `retry.after`: the command again, attempt + 1"},
    DetailText{K::Log, LogGaveUpWaiting,
               "no reply after the orchestrator's last `retry.attempts`: the saga stays where it is (reported stuck)"},
    DetailText{K::Log, LogReplyForNoSaga, "the orchestrator got a reply for a saga it does not know"},
    DetailText{K::Log, LogLateReply, "the orchestrator got a reply for a step it is no longer waiting on"},
    DetailText{K::Log, LogCompensationFailed, "a compensation the orchestrator sent failed"},
    DetailText{K::ReplyDiscarded, DiscardedUnknown, "no pending request has the reply's correlation ID"},
    DetailText{K::ReplyMatched, MatchedByConnection,
               "a synchronous call's response, matched by its own connection (otherwise no detail)"},
    DetailText{K::Effect, EffectTransferred,
               "a saga service's transfer moved money (other effects carry the name the scenario gives them)"},
    DetailText{K::Effect, EffectRefunded, "a saga service's refund moved money back"},
};

struct StoreText
{
    EventKind kind;
    StoreResult result;
    std::string_view meaning;
};
const std::array StoreTexts = {
    StoreText{K::StoreGet, StoreResult::Hit, "a get found the key"},
    StoreText{K::StoreGet, StoreResult::KeyNotFound, "a get found nothing"},
    StoreText{K::StoreRemove, StoreResult::Taken, "an atomic claim read and removed the entry in one step"},
    StoreText{K::StoreRemove, StoreResult::Removed, "a remove removed the entry"},
    StoreText{K::StoreRemove, StoreResult::KeyNotFound, "a remove found nothing and fails (`removeMissing`: fail)"},
    StoreText{K::StoreRemove, StoreResult::AbsentOk,
              "a remove found nothing and the store says nothing (`removeMissing`: ignore)"},
    StoreText{K::StoreExpire, StoreResult::Expired, "the TTL sweep removed an expired entry"},
    StoreText{K::StoreClear, StoreResult::LostOnRestart, "an in-memory store was emptied by its owner's crash"},
    StoreText{K::StorePut, StoreResult::Replaced,
              "a put into a pending store found its key already there: the request whose entry it replaced is lost "
              "(the stores invariant and `no-lost-pending` name both), unless it is the same request put again (the "
              "same message, or one made for a copy of the message the first was made for)"},
};

const std::vector<DetailText> &all()
{
    static const std::vector<DetailText> list = [] {
        std::vector<DetailText> l;
        for (const StoreText &s : StoreTexts)
            l.push_back({s.kind, storeResultText(s.result), s.meaning});
        l.insert(l.end(), Texts.begin(), Texts.end());
        return l;
    }();
    return list;
}
} // namespace

std::span<const DetailText> detailTexts()
{
    return all();
}

bool isKnownDetail(EventKind kind, std::string_view text)
{
    for (const DetailText &d : all())
        if (d.kind == kind && d.text == text)
            return true;
    return false;
}

std::string detailTextsTable()
{
    std::string table = "| event | detail | when |\n| --- | --- | --- |\n";
    for (const DetailText &d : all())
        table += "| `" + std::string(eventKindName(d.kind)) + "` | `" + std::string(d.text) + "` | " +
                 std::string(d.meaning) + " |\n";
    return table;
}

} // namespace corrsim
