#include "run/displacedpending.h"

#include "trace/storeresult.h"

#include <map>

namespace corrsim {

namespace {

/// The message a send of `message` answers or forwards (its causation), from its first send.
Id causeOf(const Trace &t, Id message, std::map<uint64_t, Id> &causes)
{
    if (causes.empty()) // once, and only for a trace that replaced an entry
        for (size_t i = 0; i < t.size(); ++i)
            if (t.kindAt(i) == EventKind::Send) {
                const TraceEvent e = t[i];
                causes.try_emplace(e.message.bits, e.causation());
            }
    const auto it = causes.find(message.bits);
    return it == causes.end() ? Id() : it->second;
}

} // namespace

std::vector<DisplacedPending> displacedPending(const Trace &t)
{
    std::vector<DisplacedPending> found;
    std::map<uint64_t, Id> causes;
    // A put that replaces finds its key present, so the last put under the key made the
    // entry it replaced: nothing that took the entry out can lie between them.
    std::map<std::pair<ActorRef, uint64_t>, size_t> lastPut; // (store, key) -> its put
    for (size_t i = 0; i < t.size(); ++i) {
        if (t.kindAt(i) != EventKind::StorePut)
            continue;
        const TraceEvent e = t[i];
        if (e.peer >= t.stores().size() || !keepsPending(t.stores()[e.peer].name))
            continue;
        auto [it, first] = lastPut.try_emplace({e.peer, e.key().bits}, i);
        if (!first && storeResult(t, e) == StoreResult::Replaced) {
            // One request put again is not two: the same message sent anew (a retry), or
            // a second request made for a copy of the message the first was made for (a
            // network duplicate reaching the middle of a chain). Either reply answers it.
            const TraceEvent before = t[it->second];
            const Id cause = causeOf(t, e.message, causes);
            const bool again = e.message == before.message || (cause && cause == causeOf(t, before.message, causes));
            if (!again)
                found.push_back({it->second, i});
        }
        it->second = i;
    }
    return found;
}

Finding displacedFinding(const Trace &t, const DisplacedPending &d)
{
    const TraceEvent lost = t[d.put], by = t[d.replacedBy];
    auto request = [&](const TraceEvent &e) {
        return Finding::nested(e.message ? Finding{FindingKind::RequestsEntry, {t.ids().format(e.message)}, {}}
                                         : Finding{FindingKind::EarlierRequestsEntry, {}, {}});
    };
    return {FindingKind::Displaced,
            {t.peerName(by), t.ids().format(by.key()), request(lost), lost.time, request(by), by.time},
            {}};
}

} // namespace corrsim
