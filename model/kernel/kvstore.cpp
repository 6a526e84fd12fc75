#include "kernel/kvstore.h"

#include "kernel/statehash.h"

#include "trace/storeresult.h"

#include <algorithm>
#include <vector>

namespace corrsim {

KeyValueStore::KeyValueStore(Trace &trace, std::string name, ActorRef owner)
    : m_trace(&trace), m_name(std::move(name)), m_owner(owner), m_sampler(Rng::stream(trace.seed(), "store:" + m_name))
{
    m_index = trace.addStore({m_name, owner});
    Names &n = trace.names();
    auto word = [&](StoreResult r) { return n.intern(std::string(storeResultText(r))); };
    m_hit = word(StoreResult::Hit);
    m_miss = word(StoreResult::KeyNotFound);
    m_taken = word(StoreResult::Taken);
    m_removed = word(StoreResult::Removed);
    m_expired = word(StoreResult::Expired);
    m_absentOk = word(StoreResult::AbsentOk);
    m_lost = word(StoreResult::LostOnRestart);
    m_keepsPending = keepsPending(m_name);
}

void KeyValueStore::record(EventKind kind, SimTime now, ActorRef actor, Id key, const StoreEntry *entry,
                           const Message *cause, Sym detail)
{
    TraceEvent e = TraceEvent::at(now, kind, actor, m_index);
    if (entry)
        e.withStoreOp(key, detail, entry->value,
                      entry->expiresAt == SimTime::max() ? std::nullopt : std::optional(entry->expiresAt));
    else
        e.withStoreOp(key, detail);
    if (cause) {
        e.message = cause->id;
        e.correlation = cause->correlation;
    }
    m_trace->append(e);
}

void KeyValueStore::put(SimTime now, ActorRef actor, Id key, RecordRef value, const Message *cause)
{
    StoreEntry entry{value, now, m_settings.ttl ? now + *m_settings.ttl : SimTime::max()};
    // Over a pending request still there: said on the event, so the request it displaces
    // is not lost unseen (elsewhere a put over a key is an update). Interned when first
    // needed: a trace that never replaces does not name it.
    Sym detail = 0;
    if (m_keepsPending && m_entries.find(key)) {
        if (!m_replaced)
            m_replaced = m_trace->names().intern(std::string(storeResultText(StoreResult::Replaced)));
        detail = m_replaced;
    }
    m_entries.put(key, entry);
    record(EventKind::StorePut, now, actor, key, &entry, cause, detail);
}

std::optional<StoreEntry> KeyValueStore::get(SimTime now, ActorRef actor, Id key, const Message *cause)
{
    const StoreEntry *found = m_entries.find(key);
    record(EventKind::StoreGet, now, actor, key, found, cause, found ? m_hit : m_miss);
    return found ? std::optional<StoreEntry>(*found) : std::nullopt;
}

std::optional<StoreEntry> KeyValueStore::take(SimTime now, ActorRef actor, Id key, const Message *cause)
{
    const StoreEntry *found = m_entries.find(key);
    if (!found) {
        record(EventKind::StoreRemove, now, actor, key, nullptr, cause, m_miss);
        return std::nullopt;
    }
    const StoreEntry entry = *found;
    m_entries.erase(key);
    record(EventKind::StoreRemove, now, actor, key, &entry, cause, m_taken);
    return entry;
}

bool KeyValueStore::remove(SimTime now, ActorRef actor, Id key, const Message *cause)
{
    const StoreEntry *found = m_entries.find(key);
    if (!found) {
        record(EventKind::StoreRemove, now, actor, key, nullptr, cause,
               m_settings.removeMissingFails ? m_miss : m_absentOk);
        return !m_settings.removeMissingFails;
    }
    const StoreEntry entry = *found;
    m_entries.erase(key);
    record(EventKind::StoreRemove, now, actor, key, &entry, cause, m_removed);
    return true;
}

size_t KeyValueStore::clear(SimTime now)
{
    const size_t n = m_entries.size();
    m_entries.clear();
    TraceEvent e = TraceEvent::at(now, EventKind::StoreClear, m_owner, m_index);
    e.withLost(m_lost, n);
    m_trace->append(e);
    return n;
}

size_t KeyValueStore::sweep(SimTime now)
{
    // Collect first, in key order of their expiry then ID, so the trace order does not
    // depend on hash-table layout.
    std::vector<std::pair<Id, StoreEntry>> expired;
    m_entries.forEach([&](Id k, const StoreEntry &e) {
        if (e.expiresAt <= now)
            expired.emplace_back(k, e);
    });
    std::sort(expired.begin(), expired.end(), [](const auto &a, const auto &b) {
        return a.second.expiresAt != b.second.expiresAt ? a.second.expiresAt < b.second.expiresAt : a.first < b.first;
    });
    for (const auto &[key, entry] : expired) {
        m_entries.erase(key);
        record(EventKind::StoreExpire, now, m_owner, key, &entry, nullptr, m_expired);
    }
    return expired.size();
}

void KeyValueStore::hashState(StateHash &h) const
{
    // In the order a sweep takes them (by ID), which is not the table's.
    std::vector<std::pair<Id, StoreEntry>> entries;
    m_entries.forEach([&](Id k, const StoreEntry &e) { entries.emplace_back(k, e); });
    std::sort(entries.begin(), entries.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    h.each(entries, [&](const std::pair<Id, StoreEntry> &e) {
        h.add(e.first);
        h.record(e.second.value);
        h.add(e.second.putAt);
        h.add(e.second.expiresAt);
    });
    h.add(m_settings.ttl);
    h.add(m_sampler);
}

} // namespace corrsim
