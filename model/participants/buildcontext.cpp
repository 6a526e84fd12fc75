#include "participants/buildcontext.h"

#include "envelope/envelope.h"
#include "input/jsonvalue.h"

#include <vector>

namespace corrsim {

ActorRef BuildContext::participant(const ConfigNode &name) const
{
    const std::string n = name.text();
    auto it = participants.find(n);
    if (it == participants.end()) {
        std::string known;
        for (const auto &[k, v] : participants)
            known += (known.empty() ? "" : ", ") + k;
        name.fail({FindingKind::UnknownParticipantOf, {n, known}, {}});
    }
    return it->second;
}

Value BuildContext::value(const ConfigNode &scalar)
{
    const Value v = valueFromJson(scalar.json(), sim.trace().names());
    if (v.type == Value::Type::None)
        scalar.fail({FindingKind::ExpectedScalar, {}, {}});
    return v;
}

RecordRef BuildContext::record(const ConfigNode &object, Section section)
{
    std::vector<Field> fields;
    for (const auto &[key, v] : object.members()) {
        // The envelope's own names are not the application's to set (PRODUCT.md, part C).
        if (section == Section::Header && envelope_headers::isReserved(key))
            v.fail({FindingKind::ReservedHeader, {key, std::string(envelope_headers::ReservedPrefix)}, {}});
        fields.push_back({sim.intern(key), section, value(v)});
    }
    return sim.trace().records().add(fields);
}

KeyValueStore &BuildContext::store(const std::optional<ConfigNode> &spec, std::string_view suffix)
{
    StoreSettings settings;
    bool shared = false;
    std::string name;
    if (spec && spec->isString()) {
        name = spec->text();
    } else if (spec) {
        spec->allowOnly({"name", "ttl", "sweepEvery", "persistent", "shared", "removeMissing", "latency"});
        name = spec->text("name", "");
        if (spec->has("ttl"))
            settings.ttl = spec->at("ttl").duration();
        settings.sweepEvery = spec->duration("sweepEvery", settings.sweepEvery);
        if (settings.sweepEvery.micros() <= 0)
            spec->at("sweepEvery").fail({FindingKind::SweepIntervalPositive, {}, {}});
        settings.persistent = spec->boolean("persistent", false);
        shared = spec->boolean("shared", false);
        settings.removeMissingFails = spec->choice("removeMissing", {"fail", "ignore"}, "fail") == "fail";
        if (auto l = spec->find("latency"))
            settings.latency = l->distribution();
    }
    if (name.empty())
        name = (shared ? appName : workerName) + "." + std::string(suffix);
    else if (!shared && workerCount > 1)
        name += "@" + std::to_string(workerIndex + 1); // each worker's own copy
    if (KeyValueStore *existing = sim.findStore(name))
        return *existing;
    // A shared store belongs to no single worker: one crashing does not empty it.
    return sim.addStore(name, shared ? NoActor : workerRef, settings);
}

KeyValueStore &BuildContext::table(const std::string &name)
{
    const std::string full = appName + "." + name;
    if (KeyValueStore *existing = sim.findStore(full))
        return *existing; // another worker of the application opened it
    StoreSettings db;
    db.persistent = true;
    return sim.addStore(full, NoActor, db);
}

std::string numberedIdPrefix(const ConfigNode &c, std::string_view key, const std::string &fallback)
{
    std::string prefix = c.text(key, fallback);
    if (!numberedPrefixReadsBack(prefix))
        c.at(key).fail({FindingKind::PrefixEndsInDigit, {prefix}, {}});
    return prefix;
}

} // namespace corrsim
