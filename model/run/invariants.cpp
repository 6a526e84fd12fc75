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
    InvariantResult r{InvariantId::MoneyConserved, "money is conserved", true, {}};
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
        r.detail += (r.detail.empty() ? "" : "; ") + t.stores()[s].name + ": " + std::to_string(before) + " before, " +
                    std::to_string(after) + " after";
        r.held = r.held && before == after;
    }
    if (r.detail.empty())
        r.detail = "no accounts in this scenario";
    return r;
}

InvariantResult noAccountIsOverdrawn(const Trace &t, const StoreHistory &history)
{
    // A transfer goes through only if the balance covers it: no balance, at any moment,
    // is below zero unless it opened there.
    InvariantResult r{InvariantId::NoOverdraft, "no account is overdrawn", true, {}};
    const Balances balances{t};
    for (size_t s = 0; s < t.stores().size(); ++s) {
        if (!holdsAccounts(t.stores()[s]))
            continue;
        for (uint32_t i : history.eventsOf(s)) {
            const TraceEvent &e = t[i];
            if (e.kind == EventKind::StorePut && e.actor != NoActor && balances.of(e.storedValue()) < 0) {
                r.held = false;
                r.detail = t.stores()[s].name + "[" + t.ids().format(e.key()) + "] fell to " +
                           std::to_string(balances.of(e.storedValue())) + " at " + formatDuration(e.time);
                return r;
            }
        }
    }
    r.detail = "every balance stayed at zero or above";
    return r;
}

InvariantResult sagasEndOrSayWhy(const SagaReport *sagas)
{
    InvariantResult r{InvariantId::SagasEnd, "every saga ends, or the summary says why it did not", true, {}};
    if (!sagas) {
        r.detail = "no sagas in this scenario";
        return r;
    }
    int64_t stuck = 0;
    for (const SagaInstance &s : sagas->instances) {
        if (s.final)
            continue;
        ++stuck;
        if (s.stuckReason.empty()) {
            r.held = false;
            r.detail = s.id + " is not final and nothing says why";
            return r;
        }
        if (r.detail.empty())
            r.detail = s.id + " " + s.stuckReason;
    }
    r.detail = stuck == 0 ? "all " + std::to_string(sagas->instances.size()) + " ended"
                          : std::to_string(stuck) + " did not end; the first: " + r.detail;
    return r;
}

/// A check that needs the participants' facts, on a trace without them.
InvariantResult unknown(InvariantResult r)
{
    r.held = false;
    r.known = false;
    r.detail = "unknown: this trace does not record its participants' facts (a file an older Corrsim wrote, or spans "
               "another tool wrote)";
    return r;
}

InvariantResult noEffectTwiceWithInboxes(const Trace &t, const SagaReport *sagas)
{
    InvariantResult r{InvariantId::NoEffectTwice,
                      "no effect is applied twice while every consumer's inbox remembers the message",
                      true,
                      {}};
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
        r.detail = "no saga services consume messages here";
        return r;
    }
    if (!sagas) {
        r.detail = "not checked: effects are counted for the sagas of a \"saga\" block, and this scenario has none";
        return r;
    }
    if (!without.empty()) {
        r.detail = "not applicable: " + without + " has no inbox";
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
        r.detail = sagas->effectsAppliedTwice == 0
                       ? "no effect twice"
                       : "no message applied an effect twice (" + std::to_string(sagas->effectsAppliedTwice) +
                             " repeats of an effect came from different messages)";
        return r;
    }
    r.detail = std::to_string(sagas->effectsAppliedTwiceByOneMessage) + " effects applied twice by one message";
    for (const auto &[app, n] : sagas->effectsAppliedTwiceBy)
        r.detail += " (" + app + ": " + std::to_string(n) + ")";
    if (sagas->effectsAppliedTwiceByOneMessageAfterPurge > 0)
        r.detail += "; " + std::to_string(sagas->effectsAppliedTwiceByOneMessageAfterPurge) +
                    " of them after a message came back once the purge had removed its inbox row (retention shorter "
                    "than the redelivery)";
    return r;
}

InvariantResult statesAreDeclared(const Trace &t)
{
    InvariantResult r{InvariantId::StatesDeclared, "every state written is one its writer declares", true,
                      "all states declared"};
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
            r.detail = t.actorName(e.actor) + " wrote the state \"" + t.names().text(e.toState()) + "\" at " +
                       formatDuration(e.time) + ", which it does not declare";
            return r;
        }
    }
    return r;
}

InvariantResult storesFollowTheirTrace(const Trace &t, const StoreHistory &history)
{
    // Every entry written is taken, removed, expired, lost in a restart, or still there:
    // the trace alone rebuilds each store (a live run also checks its stores against it).
    InvariantResult r{
        InvariantId::StoresFollowTrace, "every store entry is matched, expired, or still listed", true, {}};
    size_t pendingLeft = 0;
    for (size_t s = 0; s < t.stores().size(); ++s)
        if (keepsPending(t.stores()[s].name))
            pendingLeft += history.contentsAtEnd(s).size();
    r.detail = pendingLeft == 0 ? "no pending entry left"
                                : std::to_string(pendingLeft) + " pending entries left, listed under stores";
    // An entry replaced by a put is neither matched, expired nor listed: its request is lost.
    const std::vector<DisplacedPending> displaced = displacedPending(t);
    if (!displaced.empty()) {
        r.held = false;
        r.detail = std::to_string(displaced.size()) + (displaced.size() == 1 ? " pending entry" : " pending entries") +
                   " replaced before a reply took it, the request lost: " + describeDisplaced(t, displaced.front());
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
