#include "scenario/pinnedfault.h"

#include "scenario/scenariodoc.h"

#include "kernel/pinnedfaults.h"
#include "trace/conversationref.h"
#include "trace/eventshape.h"
#include "trace/trace.h"

namespace corrsim {

namespace {
Json pinnedFaultJson(const PinnedFault &f, const Json &which)
{
    using K = PinnedFault::Kind;
    switch (f.kind) {
    case K::Drop:
        return {{"drop", which}};
    case K::Duplicate:
        return {{"duplicate", which}};
    case K::DeliverAfterNext:
        return {{"deliverAfterNext", which}};
    case K::Delay:
        return {{"delay", which}, {"by", std::to_string(f.delay.micros()) + "us"}};
    case K::CrashAfter: {
        Json crash = {{"crash", f.worker}, {"after", which}};
        if (f.restartAfter)
            crash["restartAfter"] = std::to_string(f.restartAfter->micros()) + "us";
        return crash;
    }
    }
    return {};
}
} // namespace

FaultEntry faultEntry(const PinnedFault &fault)
{
    return {pinnedFaultJson(fault, {{"seq", fault.seq}})};
}

std::optional<Json> namedSelector(const PinnedFault &fault, const Trace &run)
{
    if (fault.seq >= run.size())
        return std::nullopt;
    const TraceEvent e = run[fault.seq];
    Json which;
    if (fault.kind != PinnedFault::Kind::CrashAfter) {
        if (e.kind != EventKind::Send)
            return std::nullopt;
        // The send of this type from this sender to this receiver in its conversation (the
        // correlation ID the scenario wrote, or a generated one by space and number), and
        // the n-th of those to tell them apart (faults.cpp counts every send the same way):
        // a change that reorders the conversations leaves the fault on its own.
        const bool literal = e.correlation.space() == IdRegistry::LiteralSpace;
        const std::optional<std::string> conversation =
            literal ? std::nullopt : conversationName(run.ids(), e.correlation);
        const bool byConversation = literal || conversation;
        uint32_t occurrence = 1;
        for (uint64_t j = 0; j < fault.seq; ++j) {
            const TraceEvent o = run[j];
            occurrence += o.kind == EventKind::Send && o.messageType() == e.messageType() && o.actor == e.actor &&
                          o.peer == e.peer && (!byConversation || o.correlation == e.correlation);
        }
        which = {{"type", std::string(run.names().text(e.messageType()))},
                 {"from", run.actorName(e.actor)},
                 {"to", run.actorName(e.peer)}};
        if (literal && e.correlation)
            which["correlationId"] = run.ids().format(e.correlation);
        else if (conversation)
            which["conversation"] = *conversation;
        if (occurrence > 1)
            which["occurrence"] = occurrence;
    } else {
        // The worker's n-th event of this kind (and detail), as "after" counts them.
        if (e.actor == NoActor || run.actorName(e.actor) != fault.worker || fault.seq < run.runStart())
            return std::nullopt;
        const bool byWord = shapeOf(e.kind).word != WordSlot::None && e.word() != 0;
        EventSelector same;
        same.kind = e.kind;
        same.detail = byWord ? e.word() : 0;
        same.workers = {e.actor};
        uint32_t occurrence = 1;
        for (uint64_t j = 0; j < fault.seq; ++j)
            occurrence += selects(same, run[j]);
        which = {{"event", std::string(eventKindName(e.kind))}};
        if (byWord)
            which["detail"] = std::string(run.names().text(e.word()));
        if (occurrence > 1)
            which["occurrence"] = occurrence;
    }
    return which;
}

FaultEntry namedFaultEntry(const PinnedFault &fault, const Trace &run)
{
    const std::optional<Json> which = namedSelector(fault, run);
    return which ? FaultEntry{pinnedFaultJson(fault, *which)} : faultEntry(fault);
}

std::string PinnedFault::json() const
{
    return faultEntry(*this).json.dump(-1, ' ', false, Json::error_handler_t::replace);
}

} // namespace corrsim
