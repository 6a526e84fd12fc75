#include "explore/explorechecks.h"

#include "explore/messagechecks.h"

#include "run/checkhistory.h"
#include "run/displacedpending.h"
#include "scenario/importfacts.h"
#include "trace/storeresult.h"
#include "trace/translatable.h"

#include <map>
#include <optional>
#include <tuple>

namespace corrsim {

namespace {

CheckVerdict invariantsHold(const RunRecord &r)
{
    for (const InvariantResult &i : r.invariants)
        if (i.broken()) // one a trace cannot tell is not broken (the report says it is unknown)
            return CheckVerdict::brokenBy({FindingKind::InvariantSays, {i.id, Finding::nested(i.finding)}, {}});
    for (const InvariantResult &i : r.invariants)
        if (!i.known)
            return CheckVerdict::unknownBecause({FindingKind::InvariantSays, {i.id, Finding::nested(i.finding)}, {}});
    return {};
}

CheckVerdict expectationsPass(const RunRecord &r)
{
    for (const ExpectationResult &e : r.expectations)
        if (!e.passed)
            return CheckVerdict::brokenBy({FindingKind::ExpectationFailed,
                                           {e.name, e.expected ? Finding::nested(*e.expected) : FindingArg(),
                                            e.actual ? Finding::nested(*e.actual) : FindingArg()},
                                           {}},
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
    return CheckVerdict::brokenBy({FindingKind::EffectsAppliedTwice,
                                   {countsByApplication(r.sagas->effectsAppliedTwiceBy)},
                                   r.sagas->effectsAppliedTwice});
}

CheckVerdict everySagaFinal(const RunRecord &r)
{
    if (!r.sagas || r.sagas->notFinal == 0)
        return {};
    for (const SagaInstance &s : r.sagas->instances)
        if (!s.final) {
            const FindingArg state =
                s.state.empty() ? Finding::nested({FindingKind::NoState, {}, {}}) : FindingArg(s.state);
            return CheckVerdict::brokenBy(
                !s.stuck ? Finding{FindingKind::SagaEndsIn, {s.id, state}, {}}
                         : Finding{FindingKind::SagaEndsInBecause, {s.id, state, Finding::nested(*s.stuck)}, {}});
        }
    return CheckVerdict::brokenBy({FindingKind::SagasNotEnded, {}, r.sagas->notFinal});
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
            return CheckVerdict::brokenBy({FindingKind::WrittenTwice,
                                           {t.peerName(e), t.ids().format(e.key()), t.ids().format(e.message),
                                            t.actorName(before.actor), before.time, t.actorName(e.actor), e.time},
                                           {}},
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
                    return CheckVerdict::brokenBy(displacedFinding(t, d), {d.put, i});
        }
        if (e.kind == EventKind::StorePut) {
            present[key] = i;
        } else if (removedAnEntry(result)) {
            present.erase(key);
        } else if (result == StoreResult::KeyNotFound || result == StoreResult::AbsentOk) {
            if (const auto put = present.find(key); put != present.end()) {
                const TraceEvent written = t[put->second];
                return CheckVerdict::brokenBy({FindingKind::FoundNoEntry,
                                               {t.actorName(e.actor), t.ids().format(e.key()), t.peerName(e), e.time,
                                                t.actorName(written.actor), t.peerName(written), written.time},
                                               {}},
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
         QT_TRANSLATE_NOOP(
             "CheckPromises",
             "every rule every run keeps holds (money conserved, no account overdrawn, sagas end or say why, "
             "no effect twice where inboxes remember, every pending entry accounted for)"),
         invariantsHold, past::Invariants},
        {"expectations", QT_TRANSLATE_NOOP("CheckPromises", "the scenario's own expectations pass"), expectationsPass,
         past::Unfolded},
        {"no-effect-twice",
         QT_TRANSLATE_NOOP("CheckPromises", "no message applies an effect twice, whether or not an inbox is on"),
         noEffectTwice, past::EffectsTwice},
        {"one-update-per-callback",
         QT_TRANSLATE_NOOP("CheckPromises", "the copies of one message write each store entry once between them"),
         oneUpdatePerMessage, past::WritesPerMessage},
        {"every-saga-final", QT_TRANSLATE_NOOP("CheckPromises", "every saga reaches a final state"), everySagaFinal, 0},
        {"no-lost-pending",
         QT_TRANSLATE_NOOP(
             "CheckPromises",
             "a callback finds the pending request its caller stored, unless something took it out (taken, removed, "
             "expired), and no second put replaces it"),
         noLostPending, past::PendingPresent},
        {"replies-matched-by-correlation",
         QT_TRANSLATE_NOOP("CheckPromises", "every reply is taken for the request whose correlation ID it carries"),
         repliesMatchedByCorrelation},
        {"every-reply-expected",
         QT_TRANSLATE_NOOP("CheckPromises", "every reply a requester receives answers one of its requests"),
         everyReplyExpected},
        {"processed-once", QT_TRANSLATE_NOOP("CheckPromises", "no message is delivered twice to one application"),
         processedOnce},
        {"requests-answered-in-time",
         QT_TRANSLATE_NOOP(
             "CheckPromises",
             "every request is answered within the reply timeout given with the trace (a request: a message of a type "
             "its sender has had answered)"),
         requestsAnsweredInTime},
        {"trace-complete",
         QT_TRANSLATE_NOOP("CheckPromises",
                           "every span's parent, and every producer a consumer links to, is in the trace"),
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
