#include "scenario/expectations.h"

#include "input/confignode.h"
#include "input/json.h"
#include "kernel/simulation.h"
#include "scenario/sagasettings.h"

#include <algorithm>

namespace corrsim {

namespace {

std::string scalarText(const ConfigNode &n)
{
    const Json &j = n.json();
    if (j.is_string())
        return j.get<std::string>();
    if (j.is_number() || j.is_boolean())
        return j.dump();
    n.fail({FindingKind::ExpectedScalar, {}, {}});
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
        f.at("kind").fail({FindingKind::UnknownEventKind, {out.kind, known}, {}});
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
            f.at("attempt").fail({FindingKind::AttemptsFromOne, {}, {}});
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
        n->fail({FindingKind::CountNegative, {}, {}});
    return v;
}

/// Reads "equals" or "atLeast"/"atMost" of a count or metric expectation.
void readBounds(const ConfigNode &c, Expectation &x, const char *what)
{
    x.equals = optionalCount(c, "equals");
    x.atLeast = optionalCount(c, "atLeast");
    x.atMost = optionalCount(c, "atMost");
    if (!x.equals && !x.atLeast && !x.atMost)
        c.fail({FindingKind::NeedsBounds, {std::string(what)}, {}});
    if (x.equals && (x.atLeast || x.atMost))
        c.fail({FindingKind::EqualsAlone, {}, {}});
    if (x.atLeast && x.atMost && *x.atLeast > *x.atMost)
        c.at("atLeast").fail({FindingKind::BoundsCross, {int64_t(*x.atLeast), int64_t(*x.atMost)}, {}});
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
            if (!isSagaMetric(x.metric)) {
                std::string known;
                for (const std::string &m : sagaMetricNames())
                    known += (known.empty() ? "" : ", ") + m;
                c.at("metric").fail({FindingKind::UnknownMetric, {x.metric, known}, {}});
            }
            readBounds(c, x, "metric");
        } else if (c.has("order")) {
            c.allowOnly({"name", "order"});
            x.check = Expectation::Check::Order;
            for (const ConfigNode &f : c.at("order").items())
                x.filters.push_back(parseFilter(f));
            if (x.filters.size() < 2)
                c.at("order").fail({FindingKind::OrderTwoEvents, {}, {}});
        } else if (c.has("store")) {
            c.allowOnly({"name", "store", "size", "key", "present", "field", "equals"});
            x.check = Expectation::Check::Store;
            x.store = c.at("store").text();
            if (c.has("size")) {
                x.size = optionalCount(c, "size");
                if (c.has("key"))
                    c.at("key").fail({FindingKind::SizeOrKey, {}, {}});
            } else {
                x.key = c.at("key").text();
                if (c.has("present")) {
                    if (c.has("equals"))
                        c.fail({FindingKind::PresentOrEquals, {}, {}});
                    x.present = c.at("present").boolean();
                    x.field = c.text("field", ""); // with a field: is that field there
                } else {
                    x.field = c.at("field").text();
                    x.fieldEquals = scalarText(c.at("equals"));
                }
            }
        } else {
            c.fail({FindingKind::ExpectationShape, {}, {}});
        }
        if (x.name.empty())
            x.name = c.path();
        out.push_back(std::move(x));
    }
    return out;
}

namespace {
Json filterJson(const EventFilter &f)
{
    Json j = Json::object();
    j["kind"] = f.kind;
    for (const auto &[key, value] : {std::pair{"actor", &f.actor}, std::pair{"peer", &f.peer}, std::pair{"id", &f.id},
                                     std::pair{"correlationId", &f.correlationId},
                                     std::pair{"causationId", &f.causationId}, std::pair{"key", &f.key}})
        if (!value->empty())
            j[key] = *value;
    if (!f.type.empty())
        j[f.typeKey] = f.type;
    if (f.attempt)
        j["attempt"] = *f.attempt;
    if (f.notBeforeUs)
        j["notBefore"] = std::to_string(*f.notBeforeUs) + "us";
    if (f.beforeUs)
        j["before"] = std::to_string(*f.beforeUs) + "us";
    for (const auto &[key, list] : {std::pair{"fields", &f.fields}, std::pair{"headers", &f.headers}}) {
        if (list->empty())
            continue;
        Json object = Json::object();
        for (const auto &[name, value] : *list)
            object[name] = value ? Json(*value) : Json(nullptr);
        j[key] = object;
    }
    return j;
}

void boundsJson(const Expectation &x, Json &j)
{
    for (const auto &[key, value] :
         {std::pair{"equals", &x.equals}, std::pair{"atLeast", &x.atLeast}, std::pair{"atMost", &x.atMost}})
        if (*value)
            j[key] = **value;
}
} // namespace

std::string expectationsJson(const std::vector<Expectation> &expectations)
{
    Json list = Json::array();
    for (const Expectation &x : expectations) {
        Json j = Json::object();
        j["name"] = x.name;
        switch (x.check) {
        case Expectation::Check::Count:
            j["count"] = filterJson(x.filters.at(0));
            boundsJson(x, j);
            break;
        case Expectation::Check::Metric:
            j["metric"] = x.metric;
            boundsJson(x, j);
            break;
        case Expectation::Check::Order:
            j["order"] = Json::array();
            for (const EventFilter &f : x.filters)
                j["order"].push_back(filterJson(f));
            break;
        case Expectation::Check::Store:
            j["store"] = x.store;
            if (x.size) {
                j["size"] = *x.size;
                break;
            }
            j["key"] = x.key;
            if (!x.field.empty())
                j["field"] = x.field;
            if (x.present)
                j["present"] = *x.present;
            else if (x.fieldEquals)
                j["equals"] = *x.fieldEquals;
            break;
        }
        list.push_back(std::move(j));
    }
    return list.dump();
}

void validateExpectations(const std::vector<Expectation> &expectations, Simulation &sim, const std::string &file)
{
    auto participant = [&](const std::string &name, const std::string &path) {
        if (!name.empty() && !sim.findActor(name))
            throw ScenarioError(file, path, Finding{FindingKind::UnknownParticipant, {name}, {}});
    };
    for (const Expectation &x : expectations) {
        if (x.check == Expectation::Check::Store) {
            if (sim.trace().storesNamed(x.store).empty()) {
                std::string known;
                for (const auto &s : sim.stores())
                    known += (known.empty() ? "" : ", ") + s->name();
                throw ScenarioError(file, x.path + "/store", Finding{FindingKind::UnknownStore, {x.store, known}, {}});
            }
            continue;
        }
        for (size_t i = 0; i < x.filters.size(); ++i) {
            const std::string base =
                x.path + (x.check == Expectation::Check::Count ? "/count" : "/order/" + std::to_string(i));
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
                throw ScenarioError(file, base + "/peer", Finding{FindingKind::UnknownParticipantOrStore, {peer}, {}});
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
                                    actor.empty() ? Finding{FindingKind::UnknownState, {f.type, known}, {}}
                                                  : Finding{FindingKind::UnknownStateOf, {f.type, actor, known}, {}});
            }
        }
    }
}

} // namespace corrsim
