#include "diagramdata.h"

#include "simulation.h"

#include <map>

namespace corrsim {

DiagramData DiagramData::build(const Trace &t, double laneWidth)
{
    DiagramData d;
    // Participants in scenario order keep an application's workers together already.
    for (size_t i = 0; i < t.participants().size(); ++i) {
        const ParticipantInfo &p = t.participants()[i];
        d.lanes.push_back({p.name, p.group, laneWidth / 2 + double(i) * laneWidth});
    }
    const Sym response = t.names().find("response");
    const Sym status = t.names().find("status");
    // Sends waiting for their delivery, by (message, destination); copies queue up.
    std::map<std::pair<uint64_t, ActorRef>, std::vector<size_t>> open;
    for (size_t i = 0; i < t.size(); ++i) {
        const TraceEvent &e = t[i];
        d.times.push_back(e.time);
        switch (e.kind) {
        case EventKind::Send: {
            Arrow a;
            a.send = a.end = i;
            a.from = e.actor;
            a.to = e.peer;
            a.t0 = a.t1 = e.time;
            a.flags = Undelivered;
            if (e.attempt > 1)
                a.flags |= Retry;
            if (e.flags & FlagInjected)
                a.flags |= Injected;
            a.label = t.names().text(e.detail);
            if (response && e.detail == response && status) {
                if (const Field *s = t.records().find(e.record, status)) {
                    a.label = std::to_string(s->value.raw);
                    if (s->value.raw >= 500)
                        a.flags |= ServerError;
                    else if (s->value.raw >= 400)
                        a.flags |= ClientError;
                }
            }
            open[{e.message.bits, e.peer}].push_back(d.arrows.size());
            d.arrows.push_back(a);
            break;
        }
        case EventKind::Duplicate: {
            // The network's copy travels as a second arrow from the same send.
            Arrow a = d.arrows[open[{e.message.bits, e.peer}].back()];
            a.flags |= Duplicate;
            open[{e.message.bits, e.peer}].push_back(d.arrows.size());
            d.arrows.push_back(a);
            break;
        }
        case EventKind::Deliver:
        case EventKind::Drop: {
            // A delivery's actor is the receiver; a drop's peer is the destination.
            const ActorRef to = e.kind == EventKind::Deliver ? e.actor : e.peer;
            auto &q = open[{e.message.bits, to}];
            if (q.empty())
                break;
            Arrow &a = d.arrows[q.front()];
            q.erase(q.begin());
            a.flags &= ~Undelivered;
            a.end = i;
            if (e.kind == EventKind::Drop) {
                a.flags |= Dropped;
                // Lost on the wire: drawn to where it got (value is its would-be latency).
                a.t1 = e.detail ? e.time : e.time + SimTime::fromMicros(e.value / 2);
            } else {
                a.t1 = e.time;
                if (e.flags & FlagDuplicate)
                    a.flags |= Duplicate;
            }
            break;
        }
        case EventKind::Note:
        case EventKind::Expectation:
            break;
        default:
            if (e.actor != NoActor)
                d.marks.push_back({i, e.actor, e.time, e.kind});
        }
    }
    return d;
}

int DiagramData::arrowOfEvent(size_t index) const
{
    for (size_t i = 0; i < arrows.size(); ++i)
        if (arrows[i].send == index || arrows[i].end == index)
            return int(i);
    return -1;
}

} // namespace corrsim
