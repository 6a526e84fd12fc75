#include "export/summary.h"

#include "export/jsonexport.h"
#include "run/runrecord.h"
#include "trace/findingwords.h"

#include <algorithm>
#include <vector>

namespace corrsim {

std::string summaryJson(const RunRecord &run)
{
    const ScenarioInfo &info = run.info;
    const Trace &t = run.trace();
    OrderedJson s;
    s["scenario"] = info.name;
    s["title"] = info.title;
    if (!info.variant.empty())
        s["variant"] = info.variant; // --variant: the lesson variant that ran
    s["seed"] = run.seed;
    s["fingerprint"] = run.fingerprint;
    s["fingerprintVersion"] = FingerprintVersion;
    s["endTime"] = run.endTime().millis();
    s["endTimeUs"] = run.endTime().micros();
    s["passed"] = run.passed();

    OrderedJson counts = OrderedJson::object();
    for (int k = 0; k < EventKindCount; ++k)
        counts[std::string(eventKindName(EventKind(k)))] = t.count(EventKind(k));
    s["eventCounts"] = counts;
    s["traceEvents"] = t.size();

    // Each store's final contents, as its trace tells them (an invariant checks that the
    // live stores agreed), keys sorted by their text.
    OrderedJson stores = OrderedJson::object();
    const auto history = run.stores ? run.stores : std::make_shared<const StoreHistory>(run.events);
    for (size_t i = 0; i < history->storeCount(); ++i) {
        std::vector<std::pair<std::string, RecordRef>> entries;
        for (const StoredEntry &entry : history->contents(i, t.size()))
            entries.emplace_back(t.ids().format(entry.key), entry.record);
        std::sort(entries.begin(), entries.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
        OrderedJson contents = OrderedJson::object();
        for (const auto &[key, value] : entries)
            contents[key] = recordJson(value, t, Section::Body);
        stores[t.stores()[i].name] = contents;
    }
    s["stores"] = stores;

    OrderedJson expectations = OrderedJson::array();
    for (const ExpectationResult &r : run.expectations) {
        OrderedJson e;
        e["name"] = r.name;
        e["passed"] = r.passed;
        e["expected"] = r.expected ? findingWords(*r.expected) : std::string();
        e["actual"] = r.actual ? findingWords(*r.actual) : std::string();
        if (r.event >= 0) {
            e["event"] = r.event;
            e["time"] = t[size_t(r.event)].time.millis();
        }
        expectations.push_back(e);
    }
    s["expectations"] = expectations;

    if (info.saga && run.sagas) {
        const SagaReport &report = *run.sagas;
        OrderedJson sagas;
        sagas["owners"] = info.saga->owners;
        sagas["count"] = report.instances.size();
        OrderedJson byFinal = OrderedJson::object();
        for (const auto &[state, n] : report.byFinalState)
            byFinal[state] = n;
        sagas["byFinalState"] = byFinal;
        sagas["notFinal"] = report.notFinal;
        sagas["compensated"] = report.compensated;
        sagas["rejectedBeforeEffect"] = report.rejectedBeforeEffect;
        sagas["compensationFailed"] = report.compensationFailed;
        sagas["settleMedianMs"] = report.settleMedianMs;
        sagas["settleMaxMs"] = report.settleMaxMs;
        sagas["duplicatesDelivered"] = report.duplicatesDelivered;
        sagas["effectsAppliedTwice"] = report.effectsAppliedTwice;
        OrderedJson twiceBy = OrderedJson::object();
        for (const auto &[app, n] : report.effectsAppliedTwiceBy)
            twiceBy[app] = n;
        sagas["effectsAppliedTwiceBy"] = twiceBy;
        sagas["effectsAppliedTwiceAfterPurge"] = report.effectsAppliedTwiceAfterPurge;
        OrderedJson instances = OrderedJson::array();
        for (const SagaInstance &i : report.instances) {
            OrderedJson history = OrderedJson::array();
            for (const SagaInstance::Span &span : i.history) {
                OrderedJson h;
                h["state"] = span.state;
                h["from"] = span.from.millis();
                h["to"] = span.to ? OrderedJson(span.to->millis()) : OrderedJson(nullptr);
                if (span.compensation)
                    h["compensation"] = true;
                history.push_back(h);
            }
            OrderedJson one = {{"id", i.id},
                               {"owner", i.owner},
                               {"state", i.state},
                               {"final", i.final},
                               {"outcome", std::string(sagaOutcomeName(i.outcome))},
                               {"compensated", i.compensated}};
            if (!i.final)
                one["stuckReason"] = i.stuck ? findingWords(*i.stuck) : std::string();
            one["history"] = history;
            instances.push_back(one);
        }
        sagas["instances"] = instances;
        s["sagas"] = sagas;
    }

    OrderedJson invariants = OrderedJson::array();
    for (const InvariantResult &r : run.invariants)
        // Where the trace cannot tell (a file without its participants' facts): null, not a verdict.
        invariants.push_back({{"name", invariantName(r.id)},
                              {"held", r.known ? OrderedJson(r.held) : OrderedJson(nullptr)},
                              {"detail", findingWords(r.finding)}});
    s["invariants"] = invariants;
    return s.dump(2, ' ', false, OrderedJson::error_handler_t::replace) + "\n";
}

} // namespace corrsim
