#include "run/messagehops.h"

#include <deque>
#include <map>

namespace corrsim {

std::vector<MessageHop> messageHops(const Trace &t)
{
    std::vector<MessageHop> hops;
    // Hops still on the wire, by (message, destination), oldest first.
    std::map<std::pair<uint64_t, ActorRef>, std::deque<size_t>> open;
    for (size_t i = 0; i < t.size(); ++i) {
        const TraceEvent &e = t[i];
        switch (e.kind) {
        case EventKind::Send:
        case EventKind::Duplicate: {
            auto &q = open[{e.message.bits, e.peer}];
            // The network's copy comes right after the send it copies.
            const size_t send = e.kind == EventKind::Duplicate && !q.empty() ? hops[q.back()].send : i;
            q.push_back(hops.size());
            hops.push_back({i, send, MessageHop::NoEnd});
            break;
        }
        case EventKind::Deliver:
        case EventKind::Drop: {
            // A delivery's actor is the receiver; a drop's peer is the destination.
            auto &q = open[{e.message.bits, e.kind == EventKind::Deliver ? e.actor : e.peer}];
            if (q.empty())
                break; // a hand-edited trace: an end without its start
            hops[q.front()].end = i;
            q.pop_front();
            break;
        }
        default: break;
        }
    }
    return hops;
}

std::optional<int64_t> responseStatus(const Trace &t, const TraceEvent &e)
{
    const Sym response = t.names().find("response");
    if (!response || e.detail != response)
        return std::nullopt;
    const Field *status = t.records().find(e.record, t.names().find("status"));
    return status ? std::optional<int64_t>(status->value.raw) : std::nullopt;
}

} // namespace corrsim
