#include "run/expectationchecks.h"

#include "run/storehistory.h"

#include "kernel/kvstore.h"
#include "kernel/simulation.h"
#include "trace/vocabulary.h"

#include <algorithm>
#include <cstdio>

namespace corrsim {

namespace {

/// Compares a value with the bounds: whether it holds, and the bounds ("= 3",
/// ">= 1 and <= 5").
std::pair<bool, FindingArg> checkBounds(const Expectation &x, double v)
{
    if (x.equals)
        return {v == double(*x.equals), Finding::nested({FindingKind::BoundEquals, {*x.equals}, {}})};
    const bool ok = (!x.atLeast || v >= double(*x.atLeast)) && (!x.atMost || v <= double(*x.atMost));
    if (x.atLeast && x.atMost)
        return {ok, Finding::nested({FindingKind::BoundBetween, {*x.atLeast, *x.atMost}, {}})};
    if (x.atLeast)
        return {ok, Finding::nested({FindingKind::BoundAtLeast, {*x.atLeast}, {}})};
    if (x.atMost)
        return {ok, Finding::nested({FindingKind::BoundAtMost, {*x.atMost}, {}})};
    return {ok, std::string()};
}

Finding value(std::string text)
{
    return {FindingKind::Value, {std::move(text)}, {}};
}

class Matcher
{
public:
    Matcher(const EventFilter &f, const Trace &t) : m_f(f), m_t(t), m_kind(*eventKindFromName(f.kind))
    {
        if (!f.peer.empty() && isStoreEvent(m_kind))
            m_peerStores = t.storesNamed(f.peer);
    }

    bool matches(const TraceEvent &e) const
    {
        if (e.kind != m_kind)
            return false;
        // A participant filter names one worker, or the application (any of its workers).
        if (!m_f.actor.empty() && (e.actor == NoActor || (m_t.participants()[e.actor].name != m_f.actor &&
                                                          m_t.participants()[e.actor].group != m_f.actor)))
            return false;
        if (!m_f.peer.empty()) {
            if (isStoreEvent(e.kind) ? std::find(m_peerStores.begin(), m_peerStores.end(), e.peer) == m_peerStores.end()
                                     : (e.peer == NoActor || (m_t.participants()[e.peer].name != m_f.peer &&
                                                              m_t.participants()[e.peer].group != m_f.peer)))
                return false;
        }
        // A drop at a down receiver keeps its message type; "receiver down" names it too.
        if (!m_f.type.empty() && m_t.names().text(e.word()) != m_f.type &&
            !(m_f.type == vocabulary::ReceiverDown && droppedAtDownReceiver(m_t, e)))
            return false;
        if (!m_f.id.empty() && m_t.ids().format(e.message) != m_f.id)
            return false;
        if (!m_f.correlationId.empty() && m_t.ids().format(e.correlation) != m_f.correlationId)
            return false;
        // Store events and state changes carry a key where messages carry a causation ID.
        const bool keyed = hasKey(e.kind);
        if (!m_f.causationId.empty() && (keyed || m_t.ids().format(e.causation()) != m_f.causationId))
            return false;
        if (!m_f.key.empty() && (!keyed || m_t.ids().format(e.key()) != m_f.key))
            return false;
        if (m_f.attempt && e.attempt != *m_f.attempt)
            return false;
        if (m_f.notBeforeUs && e.time.micros() < *m_f.notBeforeUs)
            return false;
        if (m_f.beforeUs && e.time.micros() >= *m_f.beforeUs)
            return false;
        return fieldsMatch(e, m_f.fields, Section::Body) && fieldsMatch(e, m_f.headers, Section::Header);
    }

private:
    bool fieldsMatch(const TraceEvent &e, const std::vector<std::pair<std::string, std::optional<std::string>>> &want,
                     Section section) const
    {
        for (const auto &[name, value] : want) {
            const Sym sym = m_t.names().find(name);
            const Field *f = sym ? m_t.records().find(e.recordRef(), sym, section) : nullptr;
            if (!value) {
                if (f)
                    return false; // must not have it
            } else if (!f || formatValue(f->value, m_t.names(), m_t.ids()) != *value) {
                return false;
            }
        }
        return true;
    }

    const EventFilter &m_f;
    const Trace &m_t;
    EventKind m_kind;
    std::vector<uint16_t> m_peerStores; // the stores a store event's peer filter means
};

std::string describe(const EventFilter &f)
{
    std::string s = f.kind;
    auto add = [&](const char *label, const std::string &v) {
        if (!v.empty())
            s += std::string(" ") + label + "=" + v;
    };
    add("actor", f.actor);
    add("peer", f.peer);
    add("id", f.id);
    add("correlationId", f.correlationId);
    add("causationId", f.causationId);
    add("key", f.key);
    add(f.typeKey.c_str(), f.type); // as the scenario wrote it: "type" or "detail"
    // Every filter, so that two expectations that differ only here read differently.
    if (f.attempt)
        add("attempt", std::to_string(*f.attempt));
    if (f.notBeforeUs)
        add("notBefore", formatDuration(SimTime::fromMicros(*f.notBeforeUs)));
    if (f.beforeUs)
        add("before", formatDuration(SimTime::fromMicros(*f.beforeUs)));
    for (const auto &[name, value] : f.fields)
        add(name.c_str(), value.value_or("(absent)"));
    for (const auto &[name, value] : f.headers)
        add(name.c_str(), value.value_or("(absent)"));
    return s;
}

ExpectationResult evaluateCount(const Expectation &x, const Trace &t)
{
    const Matcher m(x.filters[0], t);
    // -1: no such bound (counts are never negative).
    const int64_t upper = x.equals ? *x.equals : x.atMost.value_or(-1);
    const int64_t lower = !x.equals && upper < 0 ? x.atLeast.value_or(-1) : -1;
    int64_t n = 0, last = -1, settled = -1;
    for (size_t i = 0; i < t.size(); ++i)
        if (m.matches(t[i])) {
            ++n;
            last = int64_t(i);
            // A count settles early in two ways only: past its upper bound (no later
            // event brings it back), or at a lower bound that is all it asks for.
            if (settled < 0 && ((upper >= 0 && n == upper + 1) || (lower >= 0 && n == lower)))
                settled = last;
        }
    const auto [passed, bounds] = checkBounds(x, double(n));
    ExpectationResult r{x.name, passed, Finding{FindingKind::CountOf, {describe(x.filters[0]), bounds}, {}},
                        value(std::to_string(n)), last};
    r.settled = settled;
    return r;
}

ExpectationResult evaluateOrder(const Expectation &x, const Trace &t)
{
    ExpectationResult r{x.name, true, {}, {}, -1};
    FindingList expected{FindingList::Join::Adjoined, {}};
    int64_t previous = -1;
    for (const EventFilter &f : x.filters) {
        expected.items.push_back(
            {expected.items.empty() ? FindingKind::FirstInOrder : FindingKind::ThenInOrder, {describe(f)}, {}});
        const Matcher m(f, t);
        int64_t first = -1;
        for (size_t i = 0; i < t.size() && first < 0; ++i)
            if (m.matches(t[i]))
                first = int64_t(i);
        if (r.passed) {
            // A first event is first for good; one that never came is known only at the end.
            if (first < 0) {
                r.passed = false;
                r.actual = Finding{FindingKind::NoSuchEvent, {describe(f)}, {}};
                r.event = previous;
                r.settled = -1;
            } else if (first <= previous) {
                r.passed = false;
                r.actual = Finding{FindingKind::CameTooEarly, {describe(f)}, {}};
                r.event = r.settled = first;
            } else {
                r.event = r.settled = first;
            }
        }
        previous = std::max(previous, first);
    }
    r.expected = Finding{FindingKind::Each, {std::move(expected)}, {}};
    if (r.passed)
        r.actual = Finding{FindingKind::InThatOrder, {}, {}};
    return r;
}

ExpectationResult evaluateStore(const Expectation &x, const Trace &t, const StoreHistory &history)
{
    // One store, or the application's workers' stores taken together.
    const std::vector<uint16_t> stores = t.storesNamed(x.store);
    auto inStores = [&](uint16_t s) { return std::find(stores.begin(), stores.end(), s) != stores.end(); };
    ExpectationResult r{x.name, false, {}, {}, -1};
    // The deciding event: the last operation on that store (and key).
    for (size_t i = t.size(); i-- > 0;) {
        const TraceEvent &e = t[i];
        if (isStoreEvent(e.kind) && inStores(e.peer) &&
            (x.key.empty() || (hasKey(e.kind) && t.ids().format(e.key()) == x.key))) { // a clear has no key
            r.event = int64_t(i);
            break;
        }
    }
    if (x.size) {
        size_t size = 0;
        for (uint16_t s : stores)
            size += history.contentsAtEnd(s).size();
        r.expected = Finding{FindingKind::StoreHoldsEntries, {x.store, *x.size}, {}};
        r.actual = Finding{FindingKind::Entries, {int64_t(size)}, {}};
        r.passed = int64_t(size) == *x.size;
        return r;
    }
    const StoredEntry *entry = nullptr;
    for (uint16_t s : stores)
        for (const StoredEntry &e : history.contentsAtEnd(s))
            if (!entry && t.ids().format(e.key) == x.key)
                entry = &e;
    if (x.present && !x.field.empty()) {
        const Field *f = entry ? t.records().find(entry->record, t.names().find(x.field)) : nullptr;
        r.expected = Finding{
            *x.present ? FindingKind::EntryHasField : FindingKind::EntryHasNoField, {x.store, x.key, x.field}, {}};
        r.actual = !entry ? Finding{FindingKind::KeyNotInStore, {x.key, x.store}, {}}
                   : f    ? Finding{FindingKind::ItHasField, {x.field}, {}}
                          : Finding{FindingKind::ItHasNoField, {x.field}, {}};
        r.passed = entry && (f != nullptr) == *x.present;
        return r;
    }
    if (x.present) {
        r.expected =
            Finding{*x.present ? FindingKind::StoreHoldsKey : FindingKind::StoreDoesNotHoldKey, {x.store, x.key}, {}};
        r.actual = Finding{entry ? FindingKind::Present : FindingKind::Absent, {}, {}};
        r.passed = (entry != nullptr) == *x.present;
        return r;
    }
    r.expected = Finding{FindingKind::FieldEquals, {x.store, x.key, x.field, *x.fieldEquals}, {}};
    if (!entry) {
        r.actual = Finding{FindingKind::KeyNotInStore, {x.key, x.store}, {}};
        return r;
    }
    const Field *f = t.records().find(entry->record, t.names().find(x.field));
    const std::string got = f ? formatValue(f->value, t.names(), t.ids()) : std::string();
    r.actual = f ? value(got) : Finding{FindingKind::NoFieldNamed, {x.field}, {}};
    r.passed = f && got == *x.fieldEquals;
    return r;
}

} // namespace

std::vector<ExpectationResult> judgeExpectations(const std::vector<Expectation> &expectations, const Trace &t,
                                                 const StoreHistory &stores, const SagaReport *sagas)
{
    std::vector<ExpectationResult> results;
    const SagaReport none;
    for (const Expectation &x : expectations) {
        switch (x.check) {
        case Expectation::Check::Metric: {
            const double v = sagaMetric(sagas ? *sagas : none, x.metric).value_or(0);
            char actual[32];
            std::snprintf(actual, sizeof actual, "%g", v);
            const auto [passed, bounds] = checkBounds(x, v);
            results.push_back(
                {x.name, passed, Finding{FindingKind::MetricWithin, {x.metric, bounds}, {}}, value(actual), -1});
            break;
        }
        case Expectation::Check::Count:
            results.push_back(evaluateCount(x, t));
            break;
        case Expectation::Check::Order:
            results.push_back(evaluateOrder(x, t));
            break;
        case Expectation::Check::Store:
            results.push_back(evaluateStore(x, t, stores));
            break;
        }
    }
    return results;
}

std::vector<ExpectationResult> evaluateExpectations(const std::vector<Expectation> &expectations, Simulation &sim,
                                                    const StoreHistory &stores, const SagaReport *sagas)
{
    std::vector<ExpectationResult> results = judgeExpectations(expectations, sim.trace(), stores, sagas);
    for (const ExpectationResult &r : results) {
        TraceEvent e = TraceEvent::at(sim.now(), EventKind::Expectation);
        e.withVerdict(sim.intern(r.name), r.passed);
        sim.trace().append(e);
    }
    return results;
}

} // namespace corrsim
