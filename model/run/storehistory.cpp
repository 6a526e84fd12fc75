#include "run/storehistory.h"

#include "trace/storeresult.h"

#include <algorithm>
#include <map>
#include <stdexcept>

namespace corrsim {

void applyStoreEvent(std::map<Id, StoredEntry> &c, const TraceEvent &e, const Trace &t)
{
    switch (e.kind) {
    case EventKind::StorePut:
        c[e.key()] = {e.key(), e.storedValue(), e.time, e.expiryMicros() > 0 ? e.expiryMicros() : -1};
        break;
    case EventKind::StoreRemove:
        // A failed remove (KEY_NOT_FOUND, or absent and ignored) changes nothing.
        if (removedAnEntry(storeResult(t, e)))
            c.erase(e.key());
        break;
    case EventKind::StoreExpire:
        c.erase(e.key());
        break;
    case EventKind::StoreClear:
        c.clear();
        break;
    default:
        break;
    }
}

namespace {
using Contents = std::map<Id, StoredEntry>;

std::vector<StoredEntry> listed(const Contents &c)
{
    std::vector<StoredEntry> out;
    out.reserve(c.size());
    for (const auto &[key, entry] : c)
        out.push_back(entry);
    return out;
}
} // namespace

StoreHistory::StoreHistory(std::shared_ptr<const Trace> trace, size_t interval)
    : m_trace(std::move(trace)), m_stores(m_trace->stores().size())
{
    const Trace &t = *m_trace;
    if (t.size() > UINT32_MAX)
        throw std::length_error("a trace of more than 4 billion events");
    interval = std::max<size_t>(interval, 1);
    std::vector<Contents> live(m_stores.size());
    for (size_t i = 0; i < t.size(); ++i) {
        if (!isStoreEvent(t.kindAt(i)))
            continue;
        const TraceEvent e = t[i];
        if (e.peer >= m_stores.size())
            continue;
        PerStore &s = m_stores[e.peer];
        Contents &c = live[e.peer];
        applyStoreEvent(c, e, t);
        if (s.events.empty()) { // room for a short run's events at once, not four growths
            s.events.reserve(FirstRoom);
            s.sizeAfter.reserve(FirstRoom);
        }
        s.events.push_back(uint32_t(i));
        s.sizeAfter.push_back(uint32_t(c.size()));
        const size_t sinceLast = s.events.size() - (s.checkpoints.empty() ? 0 : s.checkpoints.back().applied);
        if (sinceLast >= std::max(interval, c.size()))
            s.checkpoints.push_back({s.events.size(), listed(c)});
    }
    for (size_t s = 0; s < m_stores.size(); ++s)
        m_stores[s].atEnd = listed(live[s]);
}

size_t StoreHistory::appliedBefore(const PerStore &s, size_t events) const
{
    return size_t(std::lower_bound(s.events.begin(), s.events.end(), events,
                                   [](uint32_t at, size_t n) { return size_t(at) < n; }) -
                  s.events.begin());
}

size_t StoreHistory::size(size_t store, size_t events) const
{
    const PerStore &s = m_stores.at(store);
    const size_t applied = appliedBefore(s, events);
    return applied == 0 ? 0 : s.sizeAfter[applied - 1];
}

std::vector<StoredEntry> StoreHistory::contents(size_t store, size_t events) const
{
    const PerStore &s = m_stores.at(store);
    const size_t applied = appliedBefore(s, events);
    if (applied == s.events.size())
        return s.atEnd;
    // The last checkpoint at or before that point, then the store's own events after it.
    const auto cp = std::upper_bound(s.checkpoints.begin(), s.checkpoints.end(), applied,
                                     [](size_t n, const Checkpoint &c) { return n < c.applied; });
    Contents c;
    size_t from = 0;
    if (cp != s.checkpoints.begin()) {
        const Checkpoint &base = *std::prev(cp);
        for (const StoredEntry &entry : base.entries)
            c.emplace_hint(c.end(), entry.key, entry);
        from = base.applied;
    }
    for (size_t k = from; k < applied; ++k)
        applyStoreEvent(c, (*m_trace)[s.events[k]], *m_trace);
    return listed(c);
}

} // namespace corrsim
