#include "run/checkhistory.h"

#include "kernel/simulation.h"
#include "kernel/statehash.h"
#include "run/invariants.h"
#include "run/sagametrics.h"
#include "run/storehistory.h"
#include "trace/hash.h"
#include "trace/storeresult.h"

#include <algorithm>

namespace corrsim {

std::string logicalStore(std::string_view name)
{
    std::string logical(name.substr(0, name.find('@')));
    const size_t dot = logical.rfind('.'), slash = logical.rfind('/', dot);
    if (dot != std::string::npos && slash != std::string::npos &&
        logical.find_first_not_of("0123456789", slash + 1) == dot)
        logical.erase(slash, dot - slash);
    return logical;
}

CheckHistory::CheckHistory(const Trace &trace, uint32_t parts, const std::optional<SagaSettings> &sagas)
    : m_parts(parts), m_balance(trace.names().find("balance")), m_inboxOf(trace.stores().size()),
      m_owns(trace.participants().size(), false), m_rebuilt(parts & past::Invariants ? trace.stores().size() : 0)
{
    for (size_t a = 0; sagas && a < trace.participants().size(); ++a) {
        const ParticipantInfo &p = trace.participants()[a];
        for (const std::string &owner : sagas->owners)
            m_owns[a] = m_owns[a] || owner == p.application() || owner == p.name;
    }
    for (size_t s = 0; s < trace.stores().size(); ++s)
        if (const std::string &n = trace.stores()[s].name; n.ends_with(".inbox")) {
            m_inboxOf[s] = std::string_view(n).substr(0, n.size() - 6);
            m_inboxes = true;
        }
}

void CheckHistory::effect(const Trace &t, const TraceEvent &e)
{
    const uint64_t app = e.actor == NoActor ? 0 : hashName(t.participants()[e.actor].application());
    if (m_parts & past::EffectsTwice)
        m_repeated = !m_effects.insert({app, e.key().bits, e.effectName(), e.step()}).second || m_repeated;
    if ((m_parts & past::Invariants) &&
        !m_effectsByMessage.insert({{app, e.key().bits, e.effectName(), e.step()}, e.message.bits}).second &&
        !forgottenByInbox(e.message.bits, m_redeliveredAfterPurge, m_causeOf))
        m_repeatedByOneMessage = true;
}

void CheckHistory::advance(const Simulation &sim)
{
    const Trace &t = sim.trace();
    const bool invariants = m_parts & past::Invariants;
    for (; m_next < t.size(); ++m_next) {
        const TraceEvent e = t[m_next];
        switch (e.kind) {
        case EventKind::StateChange:
            if (e.actor != NoActor) {
                if (e.actor < m_owns.size() && m_owns[e.actor]) {
                    const uint64_t app = hashName(t.participants()[e.actor].application());
                    const auto [at, fresh] = m_sagaAt.try_emplace({app, e.key().bits}, m_sagas.size());
                    if (fresh)
                        m_sagas.push_back({app, e.key(), e.toState()});
                    m_sagas[at->second].state = e.toState();
                }
                if (invariants && e.actor < sim.actorCount()) {
                    const auto *declared = sim.actor(e.actor)->declaredStates();
                    m_undeclared = m_undeclared || !declared ||
                                   std::find(declared->begin(), declared->end(), e.toState()) == declared->end();
                }
            }
            break;
        case EventKind::Effect:
            effect(t, e);
            break;
        case EventKind::Send:
            if (m_inboxes && invariants && e.causation())
                m_causeOf.emplace(e.message.bits, e.causation().bits);
            break;
        default:
            break;
        }
        if (!isStoreEvent(e.kind) || e.peer >= m_inboxOf.size())
            continue;
        if (invariants) {
            applyStoreEvent(m_rebuilt[e.peer], e, t);
            if (!m_inboxOf[e.peer].empty() && e.kind == EventKind::StoreRemove && e.storedValue())
                m_purged.insert({hashName(m_inboxOf[e.peer]), e.key().bits});
            if (!m_inboxOf[e.peer].empty() && inboxMeetsAgain(e) &&
                m_purged.count({hashName(m_inboxOf[e.peer]), e.key().bits}))
                m_redeliveredAfterPurge.insert(e.key().bits);
            if (e.kind == EventKind::StorePut && t.stores()[e.peer].name.ends_with(".accounts")) {
                const int64_t balance = balanceOf(t, e.storedValue());
                if (e.actor == NoActor)
                    m_opening += balance;
                else
                    m_overdrawn = m_overdrawn || balance < 0;
            }
        }
        if ((m_parts & past::WritesPerMessage) && e.kind == EventKind::StorePut && e.message && e.actor != NoActor)
            m_writtenTwice = !m_written.insert({e.message.bits, e.peer, e.key().bits}).second || m_writtenTwice;
        if ((m_parts & past::PendingPresent) && e.kind != EventKind::StoreClear) {
            std::string store = logicalStore(t.peerName(e));
            if (!store.ends_with(".pending"))
                continue;
            std::pair key{std::move(store), e.key().bits};
            const StoreResult result = storeResult(t, e);
            if (e.kind == EventKind::StorePut) {
                m_pendingLost = m_pendingLost || result == StoreResult::Replaced; // its request lost
                m_pending.insert(std::move(key));
            } else if (removedAnEntry(result))
                m_pending.erase(key);
            else if (result == StoreResult::KeyNotFound || result == StoreResult::AbsentOk)
                m_pendingLost = m_pendingLost || m_pending.count(key);
        }
    }
}

bool CheckHistory::hash(StateHash &h, const Simulation &sim) const
{
    auto effect = [&](const Effect &e) {
        h.add(std::get<0>(e));
        h.add(Id{std::get<1>(e)});
        h.name(std::get<2>(e));
        h.name(std::get<3>(e));
    };
    // Sets in the order of their raw numbers: two runs that hold one set under other
    // numbers hash apart, which only explores a state twice.
    h.each(m_sagas, [&](const Saga &s) {
        h.add(s.app);
        h.add(s.key);
        h.name(s.state);
    });
    if (m_parts & past::Invariants) {
        // The stores as their trace rebuilds them: the live stores are hashed already, so
        // only whether the two agree.
        for (size_t s = 0; s < m_rebuilt.size() && s < sim.stores().size(); ++s) {
            const std::map<Id, StoredEntry> &rebuilt = m_rebuilt[s];
            bool same = sim.stores()[s]->entries().size() == rebuilt.size();
            sim.stores()[s]->entries().forEach([&](Id k, const StoreEntry &e) {
                const auto it = rebuilt.find(k);
                same = same && it != rebuilt.end() && it->second.record == e.value;
            });
            if (!same)
                return false;
        }
        h.add(m_opening);
        h.add(m_overdrawn);
        h.add(m_undeclared);
        h.add(m_repeatedByOneMessage);
        h.each(m_effectsByMessage, [&](const auto &e) {
            effect(e.first);
            h.add(Id{e.second});
        });
        if (m_inboxes) {
            h.each(m_purged, [&](const auto &p) {
                h.add(p.first);
                h.add(Id{p.second});
            });
            h.each(m_redeliveredAfterPurge, [&](uint64_t m) { h.add(Id{m}); });
            std::vector<std::pair<uint64_t, uint64_t>> causes(m_causeOf.begin(), m_causeOf.end());
            std::sort(causes.begin(), causes.end());
            h.each(causes, [&](const auto &c) {
                h.add(Id{c.first});
                h.add(Id{c.second});
            });
        }
    }
    if (m_parts & past::EffectsTwice) {
        h.add(m_repeated);
        h.each(m_effects, effect);
    }
    if (m_parts & past::WritesPerMessage) {
        h.add(m_writtenTwice);
        h.each(m_written, [&](const auto &w) {
            h.add(Id{std::get<0>(w)});
            h.add(std::get<1>(w));
            h.add(Id{std::get<2>(w)});
        });
    }
    if (m_parts & past::PendingPresent) {
        h.add(m_pendingLost);
        h.each(m_pending, [&](const auto &p) {
            h.add(hashName(p.first));
            h.add(Id{p.second});
        });
    }
    return true;
}

} // namespace corrsim
