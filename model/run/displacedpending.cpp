#include "run/displacedpending.h"

#include "trace/storeresult.h"

#include <map>

namespace corrsim {

std::vector<DisplacedPending> displacedPending(const Trace &t)
{
    std::vector<DisplacedPending> found;
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
        if (!first && storeResult(t, e) == StoreResult::Replaced)
            found.push_back({it->second, i});
        it->second = i;
    }
    return found;
}

std::string describeDisplaced(const Trace &t, const DisplacedPending &d)
{
    const TraceEvent lost = t[d.put], by = t[d.replacedBy];
    auto request = [&](const TraceEvent &e) {
        return e.message ? "request " + t.ids().format(e.message) + "'s" : std::string("an earlier");
    };
    return t.peerName(by) + "[" + t.ids().format(by.key()) + "]: " + request(lost) + " entry, put at " +
           formatDuration(lost.time) + ", replaced by " + request(by) + " at " + formatDuration(by.time);
}

} // namespace corrsim
