#include "sagametrics.h"

#include "simulation.h"

#include <algorithm>
#include <set>
#include <tuple>

namespace corrsim {

SagaReport sagaReport(const Trace &t, const SagaSettings &settings)
{
    SagaReport r;
    std::map<std::string, size_t> byId;
    std::set<std::pair<uint64_t, ActorRef>> delivered;
    std::set<std::tuple<std::string, uint64_t, Sym>> effects;
    for (size_t i = 0; i < t.size(); ++i) {
        const TraceEvent &e = t[i];
        if (e.kind == EventKind::Deliver) {
            if (!delivered.insert({e.message.bits, e.actor}).second)
                ++r.duplicatesDelivered;
            continue;
        }
        if (e.kind == EventKind::Effect) {
            if (!effects.insert({t.participants()[e.actor].application(), e.message.bits, e.detail}).second)
                ++r.effectsAppliedTwice;
            continue;
        }
        if (e.kind != EventKind::StateChange || e.actor == NoActor)
            continue;
        const ParticipantInfo &p = t.participants()[e.actor];
        const std::string &app = p.application();
        if (std::find(settings.owners.begin(), settings.owners.end(), app) == settings.owners.end()
            && std::find(settings.owners.begin(), settings.owners.end(), p.name) == settings.owners.end())
            continue;
        const std::string id = t.ids().format(e.ref);
        auto [it, fresh] = byId.emplace(app + "\n" + id, r.instances.size());
        if (fresh)
            r.instances.push_back({id, app, {}, false, false, {}});
        SagaInstance &s = r.instances[it->second];
        if (!s.history.empty())
            s.history.back().to = e.time;
        const bool compensation = e.flags & FlagCompensation;
        s.history.push_back({t.names().text(e.detail), e.time, std::nullopt, compensation});
        s.state = t.names().text(e.detail);
        s.compensated = s.compensated || compensation;
    }
    std::vector<double> settle;
    for (SagaInstance &s : r.instances) {
        s.final = std::find(settings.finals.begin(), settings.finals.end(), s.state) != settings.finals.end();
        if (s.final) {
            ++r.byFinalState[s.state];
            settle.push_back((s.history.back().from - s.history.front().from).millis());
        } else {
            ++r.notFinal;
        }
    }
    std::sort(settle.begin(), settle.end());
    if (!settle.empty()) {
        r.settleMedianMs = settle[settle.size() / 2];
        r.settleMaxMs = settle.back();
    }
    return r;
}

std::optional<double> sagaMetric(const SagaReport &r, const std::string &name)
{
    if (name == "sagas.count") return double(r.instances.size());
    if (name == "sagas.notFinal") return double(r.notFinal);
    if (name == "sagas.duplicatesDelivered") return double(r.duplicatesDelivered);
    if (name == "sagas.effectsAppliedTwice") return double(r.effectsAppliedTwice);
    if (name == "sagas.settleMedianMs") return r.settleMedianMs;
    if (name == "sagas.settleMaxMs") return r.settleMaxMs;
    if (name.starts_with("sagas.final.")) {
        auto it = r.byFinalState.find(name.substr(12));
        return double(it == r.byFinalState.end() ? 0 : it->second);
    }
    if (name == "sagas.compensated") {
        int64_t n = 0;
        for (const auto &s : r.instances)
            n += s.compensated ? 1 : 0;
        return double(n);
    }
    return std::nullopt;
}

} // namespace corrsim
