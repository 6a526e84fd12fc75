#include "whatifchoices.h"

namespace corrsim {

PinnedFault WhatIfChoice::fault(std::optional<SimTime> delay) const
{
    using F = PinnedFault::Kind;
    switch (kind) {
    case Kind::Drop:
        return PinnedFault::onMessage(F::Drop, event);
    case Kind::Duplicate:
        return PinnedFault::onMessage(F::Duplicate, event);
    case Kind::Delay:
        return PinnedFault::onMessage(F::Delay, event, delay.value_or(SimTime()));
    case Kind::DeliverAfterNext:
        return PinnedFault::onMessage(F::DeliverAfterNext, event);
    case Kind::CrashOnArrival:
    case Kind::CrashAfter:
        break;
    }
    return PinnedFault::crashAfter(actor, event);
}

std::vector<WhatIfChoice> whatIfChoices(const Trace &trace, const DiagramData &diagram, size_t event)
{
    std::vector<WhatIfChoice> choices;
    if (event >= trace.size())
        return choices;
    using K = WhatIfChoice::Kind;
    if (const int arrow = diagram.arrowOfEvent(event); arrow >= 0) {
        const DiagramData::Arrow &a = diagram.arrows[size_t(arrow)];
        const std::string type = trace.names().text(trace[a.send].messageType());
        for (const K kind : {K::Drop, K::Duplicate, K::Delay, K::DeliverAfterNext})
            choices.push_back({kind, a.send, type, {}, {}});
        // A receiver can crash as a message arrives only where it arrived.
        if (!(a.flags & (DiagramData::Dropped | DiagramData::Undelivered)))
            choices.push_back({K::CrashOnArrival, a.end, type, trace.actorName(trace[a.end].actor), {}});
    }
    const TraceEvent &e = trace[event];
    if (e.actor != NoActor && e.kind != EventKind::Crash && e.kind != EventKind::Restart)
        choices.push_back({K::CrashAfter, event, {}, trace.actorName(e.actor), e.kind});
    return choices;
}

} // namespace corrsim
