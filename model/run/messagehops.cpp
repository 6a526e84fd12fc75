#include "run/messagehops.h"

#include <algorithm>

namespace corrsim {

size_t HopPairing::start(size_t i, const TraceEvent &e)
{
    auto &q = m_open[{e.message.bits, e.peer}];
    // The network's copy comes right after the send it copies.
    const size_t send = e.kind == EventKind::Duplicate && !q.empty() ? q.back().send : i;
    q.push_back({i, send});
    return send;
}

size_t HopPairing::end(const TraceEvent &e)
{
    // A delivery's actor is the receiver; a drop's peer is the destination.
    const auto it = m_open.find({e.message.bits, e.kind == EventKind::Deliver ? e.actor : e.peer});
    if (it == m_open.end())
        return MessageHop::NoEnd;
    const size_t start = it->second.front().start;
    it->second.erase(it->second.begin());
    if (it->second.empty())
        m_open.erase(it);
    return start;
}

std::vector<MessageHop> messageHops(const Trace &t)
{
    std::vector<MessageHop> hops; // in order of their start
    HopPairing pairing;
    for (size_t i = 0; i < t.size(); ++i) {
        const TraceEvent &e = t[i];
        switch (e.kind) {
        case EventKind::Send:
        case EventKind::Duplicate:
            hops.push_back({i, pairing.start(i, e), MessageHop::NoEnd});
            break;
        case EventKind::Deliver:
        case EventKind::Drop:
            if (const size_t start = pairing.end(e); start != MessageHop::NoEnd)
                std::lower_bound(hops.begin(), hops.end(), start, [](const MessageHop &h, size_t s) {
                    return h.start < s;
                })->end = i;
            break;
        default:
            break;
        }
    }
    return hops;
}

std::optional<int64_t> responseStatus(const Trace &t, const TraceEvent &e)
{
    const Sym response = t.names().find("response");
    if (!response || !isMessageEvent(e.kind) || e.messageType() != response)
        return std::nullopt;
    const Field *status = t.records().find(e.body(), t.names().find("status"));
    return status ? std::optional<int64_t>(status->value.raw) : std::nullopt;
}

} // namespace corrsim
