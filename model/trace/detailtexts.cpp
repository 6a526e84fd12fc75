#include "trace/detailtexts.h"

#include "trace/storeresult.h"
#include "trace/vocabulary.h"

#include <array>

namespace corrsim {

namespace {
using namespace vocabulary;
using K = EventKind;

const std::array Texts = {
    DetailText{K::Log, LogTraceAdopted},
    DetailText{K::Log, LogTraceMadeNew},
    DetailText{K::Log, LogTooOld},
    DetailText{K::Log, LogExhausted},
    DetailText{K::Log, LogHandlingFailed},
    DetailText{K::Log, LogArrivalLost},
    DetailText{K::Log, LogQueuedRequestLost},
    DetailText{K::Log, LogResponseNotAnswered},
    DetailText{K::Log, LogFailedAfterClaim},
    DetailText{K::Log, LogResendingRequest},
    DetailText{K::Log, LogAppended},
    DetailText{K::Log, LogStoppedRedelivering},
    DetailText{K::Log, LogCrashedAfterPublishing},
    DetailText{K::Log, LogCrashedAfterMarking},
    DetailText{K::Log, LogInboxSkipped},
    DetailText{K::Log, LogInboxRolledBack},
    DetailText{K::Log, LogIdempotencyRolledBack},
    DetailText{K::Log, LogRolledBack},
    DetailText{K::Log, LogNoRuleHeld},
    DetailText{K::Log, LogBalanceReplanned},
    DetailText{K::Log, LogOutOfOrder},
    DetailText{K::Log, LogCrashedInWindow},
    DetailText{K::Log, LogNeverPublished},
    DetailText{K::Log, LogRestartedResending},
    DetailText{K::Log, LogResendingCommand},
    DetailText{K::Log, LogGaveUpWaiting},
    DetailText{K::Log, LogReplyForNoSaga},
    DetailText{K::Log, LogLateReply},
    DetailText{K::Log, LogCompensationFailed},
    DetailText{K::ReplyDiscarded, DiscardedUnknown},
    DetailText{K::ReplyMatched, MatchedByConnection},
    DetailText{K::Effect, EffectTransferred},
    DetailText{K::Effect, EffectRefunded},
};

struct StoreText
{
    EventKind kind;
    StoreResult result;
};
const std::array StoreTexts = {
    StoreText{K::StoreGet, StoreResult::Hit},
    StoreText{K::StoreGet, StoreResult::KeyNotFound},
    StoreText{K::StoreRemove, StoreResult::Taken},
    StoreText{K::StoreRemove, StoreResult::Removed},
    StoreText{K::StoreRemove, StoreResult::KeyNotFound},
    StoreText{K::StoreRemove, StoreResult::AbsentOk},
    StoreText{K::StoreExpire, StoreResult::Expired},
    StoreText{K::StoreClear, StoreResult::LostOnRestart},
    StoreText{K::StorePut, StoreResult::Replaced},
};

const std::vector<DetailText> &all()
{
    static const std::vector<DetailText> list = [] {
        std::vector<DetailText> l;
        for (const StoreText &s : StoreTexts)
            l.push_back({s.kind, storeResultText(s.result)});
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

} // namespace corrsim
