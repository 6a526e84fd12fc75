#include "run/invariants.h"

#include "run/displacedpending.h"
#include "run/storehistory.h"
#include "trace/storeresult.h"

#include <algorithm>

namespace corrsim {

namespace {

/// The "balance" field of account rows, its name looked up once for a check that reads
/// many rows.
struct Balances
{
    const Trace &t;
    Sym balance = t.names().find("balance");
    int64_t of(RecordRef value) const
    {
        const Field *f = balance ? t.records().find(value, balance) : nullptr;
        return f ? f->value.raw : 0;
    }
};

} // namespace

int64_t balanceOf(const Trace &t, RecordRef value)
{
    return Balances{t}.of(value);
}

namespace {

/// The account stores: "ledger.accounts" and the like.
bool holdsAccounts(const StoreInfo &store)
{
    return store.name.ends_with(".accounts");
}

InvariantResult moneyIsConserved(const Trace &t, const StoreHistory &history)
{
    // Transfers move money between accounts in one transaction: the total never changes.
    InvariantResult r{InvariantId::MoneyConserved, true, {}};
    FindingList totals;
    const Balances balances{t};
    for (size_t s = 0; s < t.stores().size(); ++s) {
        if (!holdsAccounts(t.stores()[s]))
            continue;
        // The opening balances are the rows the scenario wrote (by no participant).
        int64_t before = 0, after = 0;
        for (uint32_t i : history.eventsOf(s)) {
            const TraceEvent &e = t[i];
            if (e.kind == EventKind::StorePut && e.actor == NoActor)
                before += balances.of(e.storedValue());
        }
        for (const StoredEntry &e : history.contentsAtEnd(s))
            after += balances.of(e.record);
        totals.items.push_back({FindingKind::StoreBalances, {t.stores()[s].name, before, after}, {}});
        r.held = r.held && before == after;
    }
    r.finding = totals.items.empty() ? Finding{FindingKind::NoAccounts, {}, {}}
                                     : Finding{FindingKind::Each, {std::move(totals)}, {}};
    return r;
}

InvariantResult noAccountIsOverdrawn(const Trace &t, const StoreHistory &history)
{
    // A transfer goes through only if the balance covers it: no balance, at any moment,
    // is below zero unless it opened there.
    InvariantResult r{InvariantId::NoOverdraft, true, {}};
    const Balances balances{t};
    for (size_t s = 0; s < t.stores().size(); ++s) {
        if (!holdsAccounts(t.stores()[s]))
            continue;
        for (uint32_t i : history.eventsOf(s)) {
            const TraceEvent &e = t[i];
            if (e.kind == EventKind::StorePut && e.actor != NoActor && balances.of(e.storedValue()) < 0) {
                r.held = false;
                r.finding = {FindingKind::Overdrawn,
                             {t.stores()[s].name, t.ids().format(e.key()), balances.of(e.storedValue()), e.time},
                             {}};
                return r;
            }
        }
    }
    r.finding = {FindingKind::BalancesNonNegative, {}, {}};
    return r;
}

InvariantResult sagasEndOrSayWhy(const SagaReport *sagas)
{
    InvariantResult r{InvariantId::SagasEnd, true, {}};
    if (!sagas) {
        r.finding = {FindingKind::NoSagas, {}, {}};
        return r;
    }
    int64_t stuck = 0;
    const SagaInstance *first = nullptr;
    for (const SagaInstance &s : sagas->instances) {
        if (s.final)
            continue;
        ++stuck;
        if (!s.stuck) {
            r.held = false;
            r.finding = {FindingKind::SagaStuckUnexplained, {s.id}, {}};
            return r;
        }
        if (!first)
            first = &s;
    }
    r.finding = first ? Finding{FindingKind::SagasStuckExplained, {first->id, Finding::nested(*first->stuck)}, stuck}
                      : Finding{FindingKind::SagasAllEnded, {}, int64_t(sagas->instances.size())};
    return r;
}

/// A check that needs the participants' facts, on a trace without them.
InvariantResult unknown(InvariantResult r)
{
    r.held = false;
    r.known = false;
    r.finding = {FindingKind::NoParticipantFacts, {}, {}};
    return r;
}

InvariantResult noEffectTwiceWithInboxes(const Trace &t, const SagaReport *sagas)
{
    InvariantResult r{InvariantId::NoEffectTwice, true, {}};
    std::string without;
    bool consumers = false;
    for (const ParticipantInfo &p : t.participants()) {
        if (!p.facts)
            return unknown(r);
        if (p.facts->consumesMessages) {
            consumers = true;
            if (!p.facts->inbox && without.empty())
                without = p.name;
        }
    }
    if (!consumers) {
        r.finding = {FindingKind::NoConsumers, {}, {}};
        return r;
    }
    if (!sagas) {
        r.finding = {FindingKind::NoSagaBlock, {}, {}};
        return r;
    }
    if (!without.empty()) {
        r.finding = {FindingKind::NoInbox, {without}, {}};
        return r;
    }
    // An inbox remembers message IDs: what it promises is that no message applies an
    // effect twice (two events about one account, each applied once, are not its
    // business; nor is a dual write's second publish of one event, under a new ID). It dedupes only while it remembers:
    // a message that came back after the purge removed its row is the retention's doing, and is reported as such.
    const int64_t unexplained =
        sagas->effectsAppliedTwiceByOneMessage - sagas->effectsAppliedTwiceByOneMessageAfterPurge;
    r.held = unexplained == 0;
    if (sagas->effectsAppliedTwiceByOneMessage == 0) {
        r.finding = sagas->effectsAppliedTwice == 0
                        ? Finding{FindingKind::NoEffectTwice, {}, {}}
                        : Finding{FindingKind::RepeatsFromOtherMessages, {}, sagas->effectsAppliedTwice};
        return r;
    }
    FindingList afterPurge{FindingList::Join::Adjoined, {}};
    if (sagas->effectsAppliedTwiceByOneMessageAfterPurge > 0)
        afterPurge.items.push_back({FindingKind::AfterPurge, {}, sagas->effectsAppliedTwiceByOneMessageAfterPurge});
    r.finding = {FindingKind::EffectsTwiceByOneMessage,
                 {countsByApplication(sagas->effectsAppliedTwiceBy), std::move(afterPurge)},
                 sagas->effectsAppliedTwiceByOneMessage};
    return r;
}

InvariantResult statesAreDeclared(const Trace &t)
{
    InvariantResult r{InvariantId::StatesDeclared, true, {FindingKind::AllStatesDeclared, {}, {}}};
    for (size_t i = 0; i < t.size(); ++i) {
        if (t.kindAt(i) != EventKind::StateChange)
            continue;
        const TraceEvent e = t[i];
        if (e.actor == NoActor || e.actor >= t.participants().size())
            continue;
        const std::optional<ParticipantFacts> &facts = t.participants()[e.actor].facts;
        if (!facts)
            return unknown(r);
        const std::vector<std::string> &declared = facts->states;
        if (!facts->declaresStates ||
            std::find(declared.begin(), declared.end(), t.names().text(e.toState())) == declared.end()) {
            r.held = false;
            r.finding = {FindingKind::StateUndeclared, {t.actorName(e.actor), t.names().text(e.toState()), e.time}, {}};
            return r;
        }
    }
    return r;
}

InvariantResult storesFollowTheirTrace(const Trace &t, const StoreHistory &history)
{
    // Every entry written is taken, removed, expired, lost in a restart, or still there:
    // the trace alone rebuilds each store (a live run also checks its stores against it).
    InvariantResult r{InvariantId::StoresFollowTrace, true, {}};
    size_t pendingLeft = 0;
    for (size_t s = 0; s < t.stores().size(); ++s)
        if (keepsPending(t.stores()[s].name))
            pendingLeft += history.contentsAtEnd(s).size();
    r.finding = pendingLeft == 0 ? Finding{FindingKind::NoPendingLeft, {}, {}}
                                 : Finding{FindingKind::PendingLeft, {}, int64_t(pendingLeft)};
    // An entry replaced by a put is neither matched, expired nor listed: its request is lost.
    const std::vector<DisplacedPending> displaced = displacedPending(t);
    if (!displaced.empty()) {
        r.held = false;
        r.finding = {FindingKind::PendingReplaced,
                     {Finding::nested(displacedFinding(t, displaced.front()))},
                     int64_t(displaced.size())};
    }
    return r;
}

} // namespace

std::vector<InvariantResult> checkInvariants(const Trace &t, const SagaReport *sagas, const StoreHistory &stores)
{
    if (!t.recording())
        return {}; // without a trace there is nothing to check against
    return {moneyIsConserved(t, stores), noAccountIsOverdrawn(t, stores),
            sagasEndOrSayWhy(sagas),     noEffectTwiceWithInboxes(t, sagas),
            statesAreDeclared(t),        storesFollowTheirTrace(t, stores)};
}

} // namespace corrsim
