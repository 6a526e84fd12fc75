#include "tracereader.h"

#include "jsonexport.h"

#include <map>

namespace corrsim {

bool isTraceFile(const std::string &path) { return path.size() > 6 && path.ends_with(".jsonl"); }

namespace {

Value valueOf(const OrderedJson &j, Trace &t) { return valueFromJson(j, t.names()); }

} // namespace

ReplayedRun readTraceJsonl(std::istream &in, const std::string &file)
{
    ReplayedRun r;
    std::string line;
    int lineNo = 0;
    auto fail = [&](const std::string &message) -> ScenarioError { return ScenarioError(file, lineNo, 1, message); };
    auto parse = [&](const std::string &text) {
        try {
            return OrderedJson::parse(text);
        } catch (const OrderedJson::parse_error &e) {
            throw ScenarioError(file, lineNo, int(e.byte), "not a JSON line");
        }
    };
    if (!std::getline(in, line))
        throw ScenarioError(file, 1, 1, "the file is empty");
    ++lineNo;
    const OrderedJson head = parse(line);
    if (!head.is_object() || !head.contains("format") || !head["format"].is_string()
        || head["format"].get<std::string>() != "corrsim-trace")
        throw fail("not a Corrsim trace (the first line must say \"format\": \"corrsim-trace\")");
    // A header of the wrong shape is bad input like any other: say where, never abort.
    std::map<std::string, ActorRef> actors;
    std::map<std::string, uint16_t> stores;
    try {
        r.info.name = head.value("scenario", std::string("trace"));
        r.info.title = head.value("title", r.info.name);
        r.info.file = file;
        r.info.seed = head.value("seed", uint64_t(1));
        r.fingerprintInFile = head.value("fingerprint", std::string());
        if (head.contains("saga")) {
            SagaSettings s;
            for (const auto &o : head["saga"]["owner"])
                s.owners.push_back(o.get<std::string>());
            for (const auto &f : head["saga"]["final"])
                s.finals.push_back(f.get<std::string>());
            r.info.saga = s;
        }
        r.sim = std::make_unique<Simulation>(r.info.seed);
        Trace &t = r.sim->trace();
        for (const auto &p : head.at("participants"))
            actors[p.at("name").get<std::string>()] =
                t.addParticipant({p.at("name").get<std::string>(), p.value("kind", std::string()), p.value("group", std::string())});
        for (const auto &s : head.at("stores")) {
            const std::string owner = s.value("owner", std::string());
            stores[s.at("name").get<std::string>()] =
                t.addStore({s.at("name").get<std::string>(), owner.empty() ? NoActor : actors.at(owner)});
        }
    } catch (const std::exception &ex) {
        throw ScenarioError(file, 1, 1, std::string("unreadable trace header: ") + ex.what());
    }
    Trace &t = r.sim->trace();
    auto id = [&](const OrderedJson &j, const char *key) { return j.contains(key) ? t.ids().literal(j[key].get<std::string>()) : Id{}; };
    while (std::getline(in, line)) {
        ++lineNo;
        if (line.empty())
            continue;
        try {
            const OrderedJson j = parse(line);
            TraceEvent e;
            const auto kind = eventKindFromName(j.at("kind").get<std::string>());
            if (!kind)
                throw fail("unknown event kind \"" + j.at("kind").get<std::string>() + "\"");
            e.kind = *kind;
            e.time = SimTime::fromMicros(j.at("t").get<int64_t>());
            // A trace is in time order; every view relies on it.
            if (e.time.micros() < 0 || (t.size() && e.time < t[t.size() - 1].time))
                throw fail("time goes backwards here (a trace lists events in the order they happened)");
            if (j.contains("actor"))
                e.actor = actors.at(j["actor"].get<std::string>());
            if (j.contains("peer"))
                e.peer = isStoreEvent(e.kind) ? stores.at(j["peer"].get<std::string>()) : actors.at(j["peer"].get<std::string>());
            // What the views rely on: a message has both ends; a store event names its store.
            if (isMessageEvent(e.kind) && (e.actor == NoActor || e.peer == NoActor))
                throw fail("a " + std::string(eventKindName(e.kind)) + " event needs an \"actor\" and a \"peer\"");
            if (isStoreEvent(e.kind) && e.peer == NoActor)
                throw fail("a " + std::string(eventKindName(e.kind)) + " event needs its store as \"peer\"");
            e.message = id(j, "id");
            e.correlation = id(j, "correlationId");
            e.ref = j.contains("key") ? id(j, "key") : id(j, "causationId");
            for (const char *k : {"type", "detail"})
                if (j.contains(k))
                    e.detail = t.names().intern(j[k].get<std::string>());
            e.attempt = j.value("attempt", uint16_t(0));
            for (const char *k : {"firstSeenUs", "latencyUs", "expiresUs", "lost", "value"})
                if (j.contains(k) && j[k].is_number_integer())
                    e.value = j[k].get<int64_t>();
            for (const char *k : {"from", "step"})
                if (j.contains(k))
                    e.value = t.names().intern(j[k].get<std::string>());
            if (j.contains("passed"))
                e.value = j["passed"].get<bool>() ? 1 : 0;
            e.flags = uint8_t((j.value("duplicate", false) ? FlagDuplicate : 0) | (j.value("pause", false) ? FlagPause : 0)
                              | (j.value("injected", false) ? FlagInjected : 0)
                              | (j.value("compensation", false) ? FlagCompensation : 0)
                              | (j.value("reversible", false) ? FlagReversible : 0));
            std::vector<Field> fields;
            for (const char *k : {"body", "value", "fields"})
                if (j.contains(k) && j[k].is_object())
                    for (auto it = j[k].begin(); it != j[k].end(); ++it)
                        fields.push_back({t.names().intern(it.key()), Section::Body, valueOf(it.value(), t)});
            if (j.contains("headers"))
                for (auto it = j["headers"].begin(); it != j["headers"].end(); ++it)
                    fields.push_back({t.names().intern(it.key()), Section::Header, valueOf(it.value(), t)});
            e.record = t.records().add(fields);
            t.append(e);
            if (e.kind == EventKind::Expectation)
                r.expectations.push_back({t.names().text(e.detail), e.value != 0, {}, {}, -1});
        } catch (const ScenarioError &) {
            throw;
        } catch (const std::exception &ex) {
            throw fail(std::string("unreadable event: ") + ex.what());
        }
    }
    r.sim->setEndTime(t.size() ? t[t.size() - 1].time : SimTime());
    return r;
}

} // namespace corrsim
