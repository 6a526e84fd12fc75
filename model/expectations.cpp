#include "expectations.h"

#include "json.h"

#include <algorithm>
#include <cstdio>
#include "simulation.h"

namespace corrsim {

namespace {

std::string scalarText(const ConfigNode &n)
{
    const Json &j = n.json();
    if (j.is_string())
        return j.get<std::string>();
    if (j.is_number() || j.is_boolean())
        return j.dump();
    n.fail("expected text, a number or true/false");
}

EventFilter parseFilter(const ConfigNode &f)
{
    f.allowOnly({"kind", "actor", "peer", "id", "correlationId", "causationId", "key", "type", "detail", "fields",
                 "headers", "notBefore", "before", "attempt"});
    EventFilter out;
    out.kind = f.at("kind").text();
    if (!eventKindFromName(out.kind)) {
        std::string known;
        for (int k = 0; k < EventKindCount; ++k)
            known += (k ? ", " : "") + std::string(eventKindName(EventKind(k)));
        f.at("kind").fail("unknown event kind \"" + out.kind + "\" (known: " + known + ")");
    }
    out.actor = f.text("actor", "");
    out.peer = f.text("peer", "");
    out.id = f.text("id", "");
    out.correlationId = f.text("correlationId", "");
    out.causationId = f.text("causationId", "");
    out.key = f.text("key", "");
    out.type = f.has("type") ? f.text("type", "") : f.text("detail", "");
    out.typeKey = f.has("type") ? "type" : "detail";
    if (f.has("attempt")) {
        out.attempt = f.at("attempt").integer();
        if (*out.attempt < 1)
            f.at("attempt").fail("attempts count from 1");
    }
    if (f.has("notBefore"))
        out.notBeforeUs = f.at("notBefore").duration().micros();
    if (f.has("before"))
        out.beforeUs = f.at("before").duration().micros();
    auto readFields = [](const ConfigNode &object, auto &into) {
        for (const auto &[name, v] : object.members())
            into.emplace_back(name, v.isNull() ? std::nullopt : std::optional<std::string>(scalarText(v)));
    };
    if (auto fl = f.find("fields"))
        readFields(*fl, out.fields);
    if (auto h = f.find("headers"))
        readFields(*h, out.headers);
    return out;
}

std::optional<int64_t> optionalCount(const ConfigNode &c, std::string_view key)
{
    auto n = c.find(key);
    if (!n)
        return std::nullopt;
    const int64_t v = n->integer();
    if (v < 0)
        n->fail("a count cannot be negative");
    return v;
}

/// Reads "equals" or "atLeast"/"atMost" of a count or metric expectation.
void readBounds(const ConfigNode &c, Expectation &x, const char *what)
{
    x.equals = optionalCount(c, "equals");
    x.atLeast = optionalCount(c, "atLeast");
    x.atMost = optionalCount(c, "atMost");
    if (!x.equals && !x.atLeast && !x.atMost)
        c.fail(std::string("a ") + what + " expectation needs \"equals\", \"atLeast\" or \"atMost\"");
    if (x.equals && (x.atLeast || x.atMost))
        c.fail("use \"equals\" alone, or \"atLeast\"/\"atMost\"");
}

/// Compares a value with the bounds: whether it holds, and the bounds as text
/// ("= 3", ">= 1 and <= 5").
std::pair<bool, std::string> checkBounds(const Expectation &x, double v)
{
    if (x.equals)
        return {v == double(*x.equals), "= " + std::to_string(*x.equals)};
    bool ok = true;
    std::string text;
    if (x.atLeast) {
        text += ">= " + std::to_string(*x.atLeast);
        ok = ok && v >= double(*x.atLeast);
    }
    if (x.atMost) {
        text += std::string(text.empty() ? "" : " and ") + "<= " + std::to_string(*x.atMost);
        ok = ok && v <= double(*x.atMost);
    }
    return {ok, text};
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
        if (!m_f.actor.empty() && (e.actor == NoActor
                                   || (m_t.participants()[e.actor].name != m_f.actor
                                       && m_t.participants()[e.actor].group != m_f.actor)))
            return false;
        if (!m_f.peer.empty()) {
            if (isStoreEvent(e.kind) ? std::find(m_peerStores.begin(), m_peerStores.end(), e.peer) == m_peerStores.end()
                                     : (e.peer == NoActor || (m_t.participants()[e.peer].name != m_f.peer
                                                              && m_t.participants()[e.peer].group != m_f.peer)))
                return false;
        }
        if (!m_f.type.empty() && m_t.names().text(e.detail) != m_f.type)
            return false;
        if (!m_f.id.empty() && m_t.ids().format(e.message) != m_f.id)
            return false;
        if (!m_f.correlationId.empty() && m_t.ids().format(e.correlation) != m_f.correlationId)
            return false;
        // Store events and state changes carry a key where messages carry a causation ID.
        const bool keyed = hasKey(e.kind);
        if (!m_f.causationId.empty() && (keyed || m_t.ids().format(e.ref) != m_f.causationId))
            return false;
        if (!m_f.key.empty() && (!keyed || m_t.ids().format(e.ref) != m_f.key))
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
            const Field *f = sym ? m_t.records().find(e.record, sym, section) : nullptr;
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
    add("type", f.type);
    for (const auto &[name, value] : f.fields)
        add(name.c_str(), value.value_or("(absent)"));
    for (const auto &[name, value] : f.headers)
        add(name.c_str(), value.value_or("(absent)"));
    return s;
}

ExpectationResult evaluateCount(const Expectation &x, const Trace &t)
{
    const Matcher m(x.filters[0], t);
    int64_t n = 0, last = -1;
    for (size_t i = 0; i < t.size(); ++i)
        if (m.matches(t[i])) {
            ++n;
            last = int64_t(i);
        }
    const auto [passed, bounds] = checkBounds(x, double(n));
    return {x.name, passed, "count of " + describe(x.filters[0]) + " " + bounds, std::to_string(n), last};
}

ExpectationResult evaluateOrder(const Expectation &x, const Trace &t)
{
    ExpectationResult r{x.name, true, {}, {}, -1};
    std::string expected;
    int64_t previous = -1;
    for (const EventFilter &f : x.filters) {
        expected += (expected.empty() ? "" : ", then ") + describe(f);
        const Matcher m(f, t);
        int64_t first = -1;
        for (size_t i = 0; i < t.size() && first < 0; ++i)
            if (m.matches(t[i]))
                first = int64_t(i);
        if (r.passed) {
            if (first < 0) {
                r.passed = false;
                r.actual = "no " + describe(f);
                r.event = previous;
            } else if (first <= previous) {
                r.passed = false;
                r.actual = describe(f) + " came before the events listed ahead of it";
                r.event = first;
            } else {
                r.event = first;
            }
        }
        previous = std::max(previous, first);
    }
    r.expected = expected;
    if (r.passed)
        r.actual = "in that order";
    return r;
}

ExpectationResult evaluateStore(const Expectation &x, Simulation &sim)
{
    const Trace &t = sim.trace();
    // One store, or the application's workers' stores taken together.
    const std::vector<uint16_t> stores = t.storesNamed(x.store);
    auto inStores = [&](uint16_t s) { return std::find(stores.begin(), stores.end(), s) != stores.end(); };
    ExpectationResult r{x.name, false, {}, {}, -1};
    // The deciding event: the last operation on that store (and key).
    for (size_t i = t.size(); i-- > 0;) {
        const TraceEvent &e = t[i];
        if (isStoreEvent(e.kind) && inStores(e.peer) && (x.key.empty() || t.ids().format(e.ref) == x.key)) {
            r.event = int64_t(i);
            break;
        }
    }
    if (x.size) {
        size_t size = 0;
        for (uint16_t s : stores)
            size += sim.stores()[s]->size();
        r.expected = x.store + " holds " + std::to_string(*x.size) + " entries";
        r.actual = std::to_string(size) + " entries";
        r.passed = int64_t(size) == *x.size;
        return r;
    }
    const StoreEntry *entry = nullptr;
    for (uint16_t s : stores)
        sim.stores()[s]->entries().forEach([&](Id k, const StoreEntry &e) {
            if (!entry && t.ids().format(k) == x.key)
                entry = &e;
        });
    if (x.present && !x.field.empty()) {
        const Field *f = entry ? t.records().find(entry->value, t.names().find(x.field)) : nullptr;
        r.expected = x.store + "[" + x.key + "]" + (*x.present ? " has " : " has no ") + x.field;
        r.actual = !entry ? x.key + " is not in " + x.store : f ? "it has " + x.field : "it has no " + x.field;
        r.passed = entry && (f != nullptr) == *x.present;
        return r;
    }
    if (x.present) {
        r.expected = x.store + (*x.present ? " holds " : " does not hold ") + x.key;
        r.actual = entry ? "present" : "absent";
        r.passed = (entry != nullptr) == *x.present;
        return r;
    }
    r.expected = x.store + "[" + x.key + "]." + x.field + " = " + *x.fieldEquals;
    if (!entry) {
        r.actual = x.key + " is not in " + x.store;
        return r;
    }
    const Field *f = t.records().find(entry->value, sim.trace().names().find(x.field));
    r.actual = f ? formatValue(f->value, t.names(), t.ids()) : "no field " + x.field;
    r.passed = f && r.actual == *x.fieldEquals;
    return r;
}

} // namespace

std::vector<Expectation> parseExpectations(const ConfigNode &list)
{
    std::vector<Expectation> out;
    for (const ConfigNode &c : list.items()) {
        Expectation x;
        x.path = c.path();
        x.name = c.text("name", "");
        if (c.has("count")) {
            c.allowOnly({"name", "count", "equals", "atLeast", "atMost"});
            x.check = Expectation::Check::Count;
            x.filters.push_back(parseFilter(c.at("count")));
            readBounds(c, x, "count");
        } else if (c.has("metric")) {
            c.allowOnly({"name", "metric", "equals", "atLeast", "atMost"});
            x.check = Expectation::Check::Metric;
            x.metric = c.at("metric").text();
            if (!sagaMetric(SagaReport{}, x.metric)) {
                std::string known;
                for (const std::string &m : sagaMetricNames())
                    known += (known.empty() ? "" : ", ") + m;
                c.at("metric").fail("unknown metric \"" + x.metric + "\" (" + known + ")");
            }
            readBounds(c, x, "metric");
        } else if (c.has("order")) {
            c.allowOnly({"name", "order"});
            x.check = Expectation::Check::Order;
            for (const ConfigNode &f : c.at("order").items())
                x.filters.push_back(parseFilter(f));
            if (x.filters.size() < 2)
                c.at("order").fail("an order expectation lists at least two events");
        } else if (c.has("store")) {
            c.allowOnly({"name", "store", "size", "key", "present", "field", "equals"});
            x.check = Expectation::Check::Store;
            x.store = c.at("store").text();
            if (c.has("size")) {
                x.size = optionalCount(c, "size");
                if (c.has("key"))
                    c.at("key").fail("give \"size\" or a \"key\", not both");
            } else {
                x.key = c.at("key").text();
                if (c.has("present")) {
                    if (c.has("equals"))
                        c.fail("give \"present\" or \"equals\", not both");
                    x.present = c.at("present").boolean();
                    x.field = c.text("field", ""); // with a field: is that field there
                } else {
                    x.field = c.at("field").text();
                    x.fieldEquals = scalarText(c.at("equals"));
                }
            }
        } else {
            c.fail("an expectation has \"count\", \"order\", \"store\" or \"metric\"");
        }
        if (x.name.empty())
            x.name = c.path();
        out.push_back(std::move(x));
    }
    return out;
}

std::vector<ExpectationResult> evaluateExpectations(const std::vector<Expectation> &expectations, Simulation &sim,
                                                   const SagaReport *sagas)
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
            results.push_back({x.name, passed, x.metric + " " + bounds, actual, -1});
            break;
        }
        case Expectation::Check::Count: results.push_back(evaluateCount(x, sim.trace())); break;
        case Expectation::Check::Order: results.push_back(evaluateOrder(x, sim.trace())); break;
        case Expectation::Check::Store: results.push_back(evaluateStore(x, sim)); break;
        }
    }
    for (const ExpectationResult &r : results) {
        TraceEvent e;
        e.time = sim.now();
        e.kind = EventKind::Expectation;
        e.detail = sim.intern(r.name);
        e.value = r.passed ? 1 : 0;
        sim.trace().append(e);
    }
    return results;
}

} // namespace corrsim

namespace corrsim {

void validateExpectations(const std::vector<Expectation> &expectations, Simulation &sim, const std::string &file)
{
    auto participant = [&](const std::string &name, const std::string &path) {
        if (!name.empty() && !sim.findActor(name))
            throw ScenarioError(file, path, "unknown participant \"" + name + "\"");
    };
    for (const Expectation &x : expectations) {
        if (x.check == Expectation::Check::Store) {
            if (sim.trace().storesNamed(x.store).empty()) {
                std::string known;
                for (const auto &s : sim.stores())
                    known += (known.empty() ? "" : ", ") + s->name();
                throw ScenarioError(file, x.path + "/store", "unknown store \"" + x.store + "\" (stores: " + known + ")");
            }
            continue;
        }
        for (size_t i = 0; i < x.filters.size(); ++i) {
            const std::string base = x.path + (x.check == Expectation::Check::Count ? "/count" : "/order/" + std::to_string(i));
            const std::string &actor = x.filters[i].actor;
            bool isApplication = false;
            for (const auto &p : sim.trace().participants())
                isApplication = isApplication || p.group == actor;
            if (!isApplication)
                participant(actor, base + "/actor");
            const std::string &peer = x.filters[i].peer;
            bool peerApplication = false;
            for (const auto &p : sim.trace().participants())
                peerApplication = peerApplication || p.group == peer;
            if (!peer.empty() && !sim.findActor(peer) && !peerApplication && sim.trace().storesNamed(peer).empty())
                throw ScenarioError(file, base + "/peer", "unknown participant or store \"" + peer + "\"");
            // A state the participants can never write would make a check that reads 0.
            const EventFilter &f = x.filters[i];
            if (f.kind != "state.change" || f.type.empty())
                continue;
            std::vector<std::string> states;
            for (size_t a = 0; a < sim.actorCount(); ++a) {
                const ParticipantInfo &p = sim.trace().participants()[a];
                if (!actor.empty() && p.name != actor && p.group != actor)
                    continue;
                if (const auto *declared = sim.actor(ActorRef(a))->declaredStates())
                    for (Sym s : *declared)
                        if (std::find(states.begin(), states.end(), sim.trace().names().text(s)) == states.end())
                            states.push_back(sim.trace().names().text(s));
            }
            if (!states.empty() && std::find(states.begin(), states.end(), f.type) == states.end()) {
                std::string known;
                for (const std::string &s : states)
                    known += (known.empty() ? "" : ", ") + s;
                throw ScenarioError(file, base + "/" + f.typeKey,
                                    "unknown state \"" + f.type + "\"" + (actor.empty() ? "" : " of " + actor) + " (states: " + known + ")");
            }
        }
    }
}

} // namespace corrsim
