#include "run/tracequeries.h"

#include "run/messagehops.h"
#include "trace/storeresult.h"

#include <algorithm>
#include <map>
#include <vector>

namespace corrsim {

std::optional<size_t> eventAt(const Trace &t, SimTime at)
{
    if (t.size() == 0)
        return std::nullopt;
    // Events are in time order: the first one after `at`, then one back.
    size_t lo = 0, hi = t.size();
    while (lo < hi) {
        const size_t mid = lo + (hi - lo) / 2;
        if (t[mid].time <= at)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo == 0 ? 0 : lo - 1;
}

std::optional<size_t> causeOf(const Trace &t, size_t event)
{
    const TraceEvent &e = t[event];
    if (hasKey(e.kind) || !e.causation())
        return std::nullopt;
    for (size_t i = 0; i < t.size(); ++i)
        if (t[i].kind == EventKind::Send && t[i].message == e.causation())
            return i;
    return std::nullopt;
}

std::optional<size_t> firstConsequenceOf(const Trace &t, size_t event)
{
    const TraceEvent &e = t[event];
    if (!e.message)
        return std::nullopt;
    for (size_t i = 0; i < t.size(); ++i)
        if (t[i].kind == EventKind::Send && t[i].causation() == e.message)
            return i;
    return std::nullopt;
}

std::set<uint64_t> causationChain(const Trace &t, Id message)
{
    std::multimap<uint64_t, uint64_t> causeOfMessage, messagesOfCause;
    for (size_t i = 0; i < t.size(); ++i)
        if (const TraceEvent e = t[i]; e.kind == EventKind::Send && e.causation()) {
            causeOfMessage.emplace(e.message.bits, e.causation().bits);
            messagesOfCause.emplace(e.causation().bits, e.message.bits);
        }
    std::set<uint64_t> chain;
    auto walk = [&](const std::multimap<uint64_t, uint64_t> &next) {
        std::vector<uint64_t> todo{message.bits};
        std::set<uint64_t> seen;
        while (!todo.empty()) {
            const uint64_t m = todo.back();
            todo.pop_back();
            if (!seen.insert(m).second)
                continue;
            chain.insert(m);
            auto [b, e] = next.equal_range(m);
            for (auto it = b; it != e; ++it)
                todo.push_back(it->second);
        }
    };
    walk(causeOfMessage);  // ancestors
    walk(messagesOfCause); // descendants
    return chain;
}

bool isProblem(const Trace &t, const TraceEvent &e)
{
    switch (e.kind) {
    case EventKind::ReplyDiscarded:
    case EventKind::ReplyMismatched:
    case EventKind::Drop:
    case EventKind::Crash:
        return true;
    case EventKind::StoreRemove:
        return storeResult(t, e) == StoreResult::KeyNotFound;
    case EventKind::Send: {
        // An error response; a callback's "status" (APPROVED, DECLINED) is text, not a code.
        const auto status = responseStatus(t, e);
        return status && *status >= 400;
    }
    default:
        return false;
    }
}

std::vector<size_t> keyHistory(const Trace &t, size_t event)
{
    std::vector<size_t> history;
    if (event >= t.size() || !isStoreEvent(t[event].kind))
        return history;
    const TraceEvent &e = t[event];
    for (size_t i = 0; i <= event; ++i) {
        const TraceEvent &c = t[i];
        if (c.peer == e.peer && isStoreEvent(c.kind) && c.kind != EventKind::StoreGet &&
            (c.kind == EventKind::StoreClear || c.key() == e.key()))
            history.push_back(i);
    }
    return history;
}

} // namespace corrsim
