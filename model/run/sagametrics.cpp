#include "run/sagametrics.h"

#include "kernel/simulation.h"
#include "trace/vocabulary.h"

#include <algorithm>
#include <charconv>
#include <set>
#include <tuple>
#include <unordered_map>

namespace corrsim {

std::string_view sagaOutcomeName(SagaOutcome o)
{
    switch (o) {
    case SagaOutcome::Completed:
        return "completed";
    case SagaOutcome::RejectedBeforeEffect:
        return "rejected-before-effect";
    case SagaOutcome::Compensated:
        return "compensated";
    case SagaOutcome::CompensationFailed:
        return "compensation-failed";
    case SagaOutcome::Stuck:
        return "stuck";
    }
    return "stuck";
}

namespace {

/// The broker's partitions that stopped moving: (topic, partition) of each message the
/// broker gave up redelivering (those messages go to headsGivenUp), found through its
/// "appended" log lines.
std::set<std::pair<Sym, int64_t>> stalledPartitions(const Trace &t,
                                                    std::map<uint64_t, std::pair<Sym, int64_t>> &placeOf,
                                                    std::set<uint64_t> &headsGivenUp)
{
    std::set<std::pair<Sym, int64_t>> stalled;
    const Sym appended = t.names().find("appended"), topic = t.names().find("topic"),
              partition = t.names().find("partition");
    if (!appended || !topic || !partition)
        return stalled;
    for (size_t i = 0; i < t.size(); ++i) {
        const TraceEvent &e = t[i];
        if (e.kind != EventKind::Log)
            continue;
        if (e.text() == appended) {
            const Field *tp = t.records().find(e.fields(), topic), *pt = t.records().find(e.fields(), partition);
            if (tp && pt)
                placeOf[e.message.bits] = {Sym(tp->value.raw), pt->value.raw};
        } else if (t.names().text(e.text()).starts_with("stopped redelivering")) {
            headsGivenUp.insert(e.message.bits);
            if (auto it = placeOf.find(e.message.bits); it != placeOf.end())
                stalled.insert(it->second);
        }
    }
    return stalled;
}

/// What last happened to a saga that did not end: the last message about it (its key
/// header or its correlation ID names it), or the lack of one.
void explainStuck(const Trace &t, std::vector<SagaInstance> &instances)
{
    std::unordered_map<std::string, size_t> stuck; // saga ID text -> instance
    for (size_t i = 0; i < instances.size(); ++i)
        if (!instances[i].final)
            stuck.emplace(instances[i].id, i);
    std::vector<int64_t> last(instances.size(), -1);
    const Sym keyHeader = t.names().find(vocabulary::PartitionKey);
    for (size_t i = 0; i < t.size(); ++i) {
        const TraceEvent &e = t[i];
        if (!isMessageEvent(e.kind))
            continue;
        const Field *key = keyHeader ? t.records().find(e.body(), keyHeader, Section::Header) : nullptr;
        auto it = key ? stuck.find(formatValue(key->value, t.names(), t.ids())) : stuck.end();
        if (it == stuck.end() && e.correlation)
            it = stuck.find(t.ids().format(e.correlation));
        if (it != stuck.end())
            last[it->second] = int64_t(i);
    }
    std::map<uint64_t, std::pair<Sym, int64_t>> placeOf;
    std::set<uint64_t> headsGivenUp; // messages the broker stopped redelivering
    const auto stalled = stalledPartitions(t, placeOf, headsGivenUp);
    for (size_t i = 0; i < instances.size(); ++i) {
        SagaInstance &s = instances[i];
        if (s.final)
            continue;
        const SagaInstance::Span &now = s.history.back();
        Finding why{FindingKind::NoMessageAfter, {}, {}};
        if (last[i] >= 0 && t[size_t(last[i])].time >= now.from) {
            const TraceEvent &e = t[size_t(last[i])];
            const FindingArg what =
                Finding::nested({FindingKind::MessageFromTo,
                                 {t.names().text(e.messageType()), t.actorName(e.actor), t.peerName(e)},
                                 {}});
            auto place = placeOf.find(e.message.bits);
            switch (e.kind) {
            case EventKind::Drop:
                why = {droppedAtDownReceiver(t, e) ? FindingKind::LastLostReceiverDown : FindingKind::LastLostOnWire,
                       {what, e.time},
                       {}};
                break;
            case EventKind::Deliver: {
                Finding then{FindingKind::NothingCameOfIt, {}, {}};
                if (headsGivenUp.count(e.message.bits))
                    then = {FindingKind::BrokerGaveUp, {}, {}};
                else if (place != placeOf.end() && stalled.count(place->second))
                    then = {t.participants()[e.actor].kind == "broker" ? FindingKind::WaitsInStoppedPartition
                                                                       : FindingKind::WaitsForAnotherConsumer,
                            {place->second.second, t.names().text(place->second.first)},
                            {}};
                why = {FindingKind::LastReached,
                       {t.names().text(e.messageType()), t.actorName(e.actor), e.time, Finding::nested(then)},
                       {}};
                break;
            }
            default:
                why = {FindingKind::LastNotArrived, {what, e.time}, {}};
                break;
            }
        }
        s.stuck = Finding{FindingKind::StuckSince, {s.state, now.from, Finding::nested(std::move(why))}, {}};
    }
}

} // namespace

bool forgottenByInbox(uint64_t message, const std::set<uint64_t> &redelivered,
                      const std::unordered_map<uint64_t, uint64_t> &causeOf)
{
    for (int depth = 0; message && depth < 64; ++depth) {
        if (redelivered.count(message))
            return true;
        auto it = causeOf.find(message);
        message = it == causeOf.end() ? 0 : it->second;
    }
    return false;
}

SagaReport sagaReport(const Trace &t, const SagaSettings &settings)
{
    SagaReport r;
    std::map<std::pair<std::string_view, uint64_t>, size_t> byOwnerAndKey;
    std::vector<uint64_t> keys;                           // each instance's key
    std::vector<std::pair<uint64_t, ActorRef>> delivered; // sorted once at the end: one allocation, not one a delivery
    std::set<std::tuple<std::string_view, uint64_t, Sym, int64_t>> effects;
    std::set<std::tuple<std::string_view, uint64_t, Sym, int64_t, uint64_t>> effectsByMessage;
    struct EffectCounts
    {
        int reversible = 0, compensation = 0;
    };
    std::unordered_map<uint64_t, EffectCounts> effectsByKey;
    // What an inbox forgot: (application, message) rows removed from "<app>.inbox", and
    // the messages it then looked up again and did not find.
    std::set<std::pair<std::string_view, uint64_t>> purged;
    std::set<uint64_t> redeliveredAfterPurge;
    std::vector<std::string_view> inboxOf(t.stores().size()); // the application whose inbox a store is
    bool inboxes = false;
    for (size_t s = 0; s < t.stores().size(); ++s)
        if (const std::string &n = t.stores()[s].name; n.ends_with(".inbox")) {
            inboxOf[s] = std::string_view(n).substr(0, n.size() - 6);
            inboxes = true;
        }
    // Each message's cause, read from the sends before event `until` only once an inbox
    // has forgotten something: until then no message can have been forgotten, and most
    // runs never get there.
    std::unordered_map<uint64_t, uint64_t> causeOf;
    size_t causesRead = 0;
    auto forgotten = [&](uint64_t message, size_t until) {
        if (redeliveredAfterPurge.empty())
            return false;
        for (; causesRead < until; ++causesRead)
            if (t.kindAt(causesRead) == EventKind::Send)
                if (const TraceEvent send = t[causesRead]; send.causation())
                    causeOf.emplace(send.message.bits, send.causation().bits);
        return forgottenByInbox(message, redeliveredAfterPurge, causeOf);
    };
    for (size_t i = 0; i < t.size(); ++i) {
        switch (t.kindAt(i)) {
        case EventKind::StoreRemove:
        case EventKind::StoreGet:
        case EventKind::StorePut:
            if (!inboxes)
                continue;
            break;
        case EventKind::Deliver:
        case EventKind::Effect:
        case EventKind::StateChange:
            break;
        default:
            continue; // nothing here reads it
        }
        const TraceEvent &e = t[i];
        if (isStoreEvent(e.kind) && e.peer >= inboxOf.size())
            continue; // a trace read from a file may name a store it does not list
        if (e.kind == EventKind::StoreRemove && !inboxOf[e.peer].empty() && e.storedValue())
            purged.insert({inboxOf[e.peer], e.key().bits});
        // A message the inbox held, and purged, comes back.
        if (inboxMeetsAgain(e) && !inboxOf[e.peer].empty() && purged.count({inboxOf[e.peer], e.key().bits}))
            redeliveredAfterPurge.insert(e.key().bits);
        if (e.kind == EventKind::Deliver) {
            delivered.emplace_back(e.message.bits, e.actor);
            continue;
        }
        if (e.kind == EventKind::Effect) {
            // Named by what it acts on: the application, the object, the effect, the step.
            const std::string_view app =
                e.actor == NoActor ? std::string_view() : t.participants()[e.actor].application();
            if (!effects.insert({app, e.key().bits, e.effectName(), e.step()}).second) {
                ++r.effectsAppliedTwice;
                ++r.effectsAppliedTwiceBy[std::string(app)];
                if (forgotten(e.message.bits, i))
                    ++r.effectsAppliedTwiceAfterPurge;
            }
            if (!effectsByMessage.insert({app, e.key().bits, e.effectName(), e.step(), e.message.bits}).second) {
                ++r.effectsAppliedTwiceByOneMessage;
                if (forgotten(e.message.bits, i))
                    ++r.effectsAppliedTwiceByOneMessageAfterPurge;
            }
            EffectCounts &c = effectsByKey[e.key().bits];
            c.reversible += (e.flags & FlagReversible) ? 1 : 0;
            c.compensation += (e.flags & FlagCompensation) ? 1 : 0;
            continue;
        }
        if (e.kind != EventKind::StateChange || e.actor == NoActor)
            continue;
        const ParticipantInfo &p = t.participants()[e.actor];
        const std::string &app = p.application();
        if (std::find(settings.owners.begin(), settings.owners.end(), app) == settings.owners.end() &&
            std::find(settings.owners.begin(), settings.owners.end(), p.name) == settings.owners.end())
            continue;
        auto [it, fresh] =
            byOwnerAndKey.emplace(std::pair<std::string_view, uint64_t>(app, e.key().bits), r.instances.size());
        if (fresh) {
            SagaInstance s;
            s.key = e.key();
            s.id = t.ids().format(e.key());
            s.owner = app;
            r.instances.push_back(std::move(s));
            keys.push_back(e.key().bits);
        }
        SagaInstance &s = r.instances[it->second];
        if (!s.history.empty())
            s.history.back().to = e.time;
        const bool compensation = e.flags & FlagCompensation;
        const auto before = effectsByKey.find(e.key().bits); // the effects so far: the trace is in order
        const bool undoes = compensation && before != effectsByKey.end() && before->second.reversible > 0;
        s.history.push_back({t.names().text(e.toState()), e.time, std::nullopt, compensation, undoes});
        s.state = t.names().text(e.toState());
    }
    // A delivery of a message to an actor that already had it.
    std::sort(delivered.begin(), delivered.end());
    r.duplicatesDelivered =
        int64_t(delivered.size() - size_t(std::unique(delivered.begin(), delivered.end()) - delivered.begin()));
    std::vector<double> settle;
    for (size_t i = 0; i < r.instances.size(); ++i) {
        SagaInstance &s = r.instances[i];
        if (auto c = effectsByKey.find(keys[i]); c != effectsByKey.end()) {
            s.reversibleEffects = c->second.reversible;
            s.compensationEffects = c->second.compensation;
        }
        s.compensated = s.compensationEffects > 0;
        r.compensated += s.compensated ? 1 : 0;
        s.final = std::find(settings.finals.begin(), settings.finals.end(), s.state) != settings.finals.end();
        if (!s.final) {
            s.outcome = SagaOutcome::Stuck;
            ++r.notFinal;
            continue;
        }
        ++r.byFinalState[s.state];
        settle.push_back((s.history.back().from - s.history.front().from).millis());
        const bool failurePath =
            std::any_of(s.history.begin(), s.history.end(), [](const auto &h) { return h.compensation; });
        if (!failurePath)
            s.outcome = SagaOutcome::Completed;
        else if (s.reversibleEffects == 0)
            s.outcome = SagaOutcome::RejectedBeforeEffect;
        else if (s.compensationEffects >= s.reversibleEffects)
            s.outcome = SagaOutcome::Compensated;
        else
            s.outcome = SagaOutcome::CompensationFailed;
        r.rejectedBeforeEffect += s.outcome == SagaOutcome::RejectedBeforeEffect ? 1 : 0;
        r.compensationFailed += s.outcome == SagaOutcome::CompensationFailed ? 1 : 0;
    }
    std::sort(settle.begin(), settle.end());
    if (!settle.empty()) {
        r.settleMedianMs = settle[settle.size() / 2];
        r.settleMaxMs = settle.back();
    }
    if (r.notFinal > 0)
        explainStuck(t, r.instances);
    return r;
}

std::optional<double> sagaMetric(const SagaReport &r, const std::string &name)
{
    if (name == "sagas.count")
        return double(r.instances.size());
    if (name == "sagas.notFinal")
        return double(r.notFinal);
    if (name == "sagas.compensated")
        return double(r.compensated);
    if (name == "sagas.rejectedBeforeEffect")
        return double(r.rejectedBeforeEffect);
    if (name == "sagas.compensationFailed")
        return double(r.compensationFailed);
    if (name == "sagas.duplicatesDelivered")
        return double(r.duplicatesDelivered);
    if (name == "sagas.effectsAppliedTwice")
        return double(r.effectsAppliedTwice);
    if (name == "sagas.settleMedianMs")
        return r.settleMedianMs;
    if (name == "sagas.settleMaxMs")
        return r.settleMaxMs;
    if (name.starts_with("sagas.final.")) {
        auto it = r.byFinalState.find(name.substr(12));
        return double(it == r.byFinalState.end() ? 0 : it->second);
    }
    return std::nullopt;
}

std::string formatMetric(double value)
{
    char buf[32];
    const auto [end, ec] = std::to_chars(buf, buf + sizeof buf, value);
    return ec == std::errc() ? std::string(buf, end) : std::string("nan");
}

} // namespace corrsim
