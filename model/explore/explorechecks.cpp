#include "explore/explorechecks.h"

#include "explore/messagechecks.h"

#include "run/checkhistory.h"
#include "run/displacedpending.h"
#include "scenario/importfacts.h"
#include "trace/storeresult.h"

#include <map>
#include <optional>
#include <tuple>

namespace corrsim {

namespace {

CheckVerdict invariantsHold(const RunRecord &r)
{
    for (const InvariantResult &i : r.invariants)
        if (i.broken()) // one a trace cannot tell is not broken (the report says it is unknown)
            return CheckVerdict::brokenBy(i.name + ": " + i.detail);
    for (const InvariantResult &i : r.invariants)
        if (!i.known)
            return CheckVerdict::unknownBecause(i.name + ": " + i.detail);
    return {};
}

CheckVerdict expectationsPass(const RunRecord &r)
{
    for (const ExpectationResult &e : r.expectations)
        if (!e.passed)
            return CheckVerdict::brokenBy("\"" + e.name + "\": expected " + e.expected + ", got " + e.actual,
                                          e.event >= 0 ? std::vector<size_t>{size_t(e.event)} : std::vector<size_t>{});
    return {};
}

CheckVerdict noEffectTwice(const RunRecord &r)
{
    // Whether or not an inbox is on: the same effect on the same object at the same step
    // of its saga, applied again, whatever message carried it (a repeat upstream makes a
    // new message downstream). Spans another tool wrote: the effect spans the user named.
    if (r.info.imported)
        return importedEffectsOnce(r);
    if (!r.sagas || r.sagas->effectsAppliedTwice == 0)
        return {};
    const int64_t n = r.sagas->effectsAppliedTwice;
    std::string detail = std::to_string(n) + (n == 1 ? " effect" : " effects") + " applied twice";
    for (const auto &[app, count] : r.sagas->effectsAppliedTwiceBy)
        detail += " (" + app + ": " + std::to_string(count) + ")";
    return CheckVerdict::brokenBy(detail);
}

CheckVerdict everySagaFinal(const RunRecord &r)
{
    if (!r.sagas || r.sagas->notFinal == 0)
        return {};
    for (const SagaInstance &s : r.sagas->instances)
        if (!s.final)
            return CheckVerdict::brokenBy(s.id + " ends in " + (s.state.empty() ? std::string("no state") : s.state) +
                                          (s.stuckReason.empty() ? "" : ": " + s.stuckReason));
    return CheckVerdict::brokenBy(std::to_string(r.sagas->notFinal) + " sagas did not end");
}

CheckVerdict oneUpdatePerMessage(const RunRecord &r)
{
    // Copies of one message carry its ID: between them they may write each entry once.
    const Trace &t = r.trace();
    std::map<std::tuple<Id, ActorRef, Id>, size_t> firstWrite; // (message, store, key) -> event
    for (size_t i = 0; i < t.size(); ++i) {
        const TraceEvent e = t[i];
        if (e.kind != EventKind::StorePut || !e.message || e.actor == NoActor)
            continue;
        const auto [at, first] = firstWrite.try_emplace({e.message, e.peer, e.key()}, i);
        if (!first) {
            const TraceEvent before = t[at->second];
            return CheckVerdict::brokenBy(t.peerName(e) + "[" + t.ids().format(e.key()) +
                                              "] is written twice for message " + t.ids().format(e.message) + ": by " +
                                              t.actorName(before.actor) + " at " + formatDuration(before.time) +
                                              " and by " + t.actorName(e.actor) + " at " + formatDuration(e.time),
                                          {at->second, i});
        }
    }
    return {};
}

CheckVerdict noLostPending(const RunRecord &r)
{
    // A lookup that finds nothing is fine when the entry was taken, removed or expired
    // (a second copy, a late callback); not when it was put and nothing took it out: a
    // restart emptied the store, or another replica holds it.
    const Trace &t = r.trace();
    std::map<std::pair<std::string, Id>, size_t> present;   // (store, key) -> its put
    std::optional<std::vector<DisplacedPending>> displaced; // read off the trace at the first replaced put
    for (size_t i = 0; i < t.size(); ++i) {
        const TraceEvent e = t[i];
        if (e.kind != EventKind::StorePut && e.kind != EventKind::StoreGet && e.kind != EventKind::StoreRemove &&
            e.kind != EventKind::StoreExpire)
            continue;
        std::string store = logicalStore(t.peerName(e));
        if (!store.ends_with(".pending"))
            continue;
        const std::pair key{std::move(store), e.key()};
        const StoreResult result = storeResult(t, e);
        if (result == StoreResult::Replaced) {
            // The request whose entry this put replaced can no longer find it (not when
            // the same request was put again). Found once: a run that retries a lot has
            // many such puts, and each would read the whole trace again.
            if (!displaced)
                displaced = displacedPending(t);
            for (const DisplacedPending &d : *displaced)
                if (d.replacedBy == i)
                    return CheckVerdict::brokenBy(describeDisplaced(t, d), {d.put, i});
        }
        if (e.kind == EventKind::StorePut) {
            present[key] = i;
        } else if (removedAnEntry(result)) {
            present.erase(key);
        } else if (result == StoreResult::KeyNotFound || result == StoreResult::AbsentOk) {
            if (const auto put = present.find(key); put != present.end()) {
                const TraceEvent written = t[put->second];
                return CheckVerdict::brokenBy(t.actorName(e.actor) + " finds no " + t.ids().format(e.key()) + " in " +
                                                  t.peerName(e) + " at " + formatDuration(e.time) + ", though " +
                                                  t.actorName(written.actor) + " put it in " + t.peerName(written) +
                                                  " at " + formatDuration(written.time) + " and nothing took it out",
                                              {put->second, i});
            }
        }
    }
    return {};
}

} // namespace

const std::vector<ExploreCheck> &exploreChecks()
{
    static const std::vector<ExploreCheck> checks = {
        {"invariants",
         "every rule every run keeps holds (money conserved, no account overdrawn, sagas end or say why, "
         "no effect twice where inboxes remember, every pending entry accounted for)",
         invariantsHold, past::Invariants},
        {"expectations", "the scenario's own expectations pass", expectationsPass, past::Unfolded},
        {"no-effect-twice", "no message applies an effect twice, whether or not an inbox is on", noEffectTwice,
         past::EffectsTwice},
        {"one-update-per-callback", "the copies of one message write each store entry once between them",
         oneUpdatePerMessage, past::WritesPerMessage},
        {"every-saga-final", "every saga reaches a final state", everySagaFinal, 0},
        {"no-lost-pending",
         "a callback finds the pending request its caller stored, unless something took it out (taken, removed, "
         "expired), and no second put replaces it",
         noLostPending, past::PendingPresent},
        {"replies-matched-by-correlation", "every reply is taken for the request whose correlation ID it carries",
         repliesMatchedByCorrelation},
        {"every-reply-expected", "every reply a requester receives answers one of its requests", everyReplyExpected},
        {"processed-once", "no message is delivered twice to one application", processedOnce},
        {"requests-answered-in-time",
         "every request is answered within the reply timeout given with the trace (a request: a message of a type "
         "its sender has had answered)",
         requestsAnsweredInTime},
        {"trace-complete", "every span's parent, and every producer a consumer links to, is in the trace",
         traceComplete},
    };
    return checks;
}

const ExploreCheck *findExploreCheck(std::string_view name)
{
    for (const ExploreCheck &c : exploreChecks())
        if (c.name == name)
            return &c;
    return nullptr;
}

} // namespace corrsim
