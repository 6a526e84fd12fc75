#include "whatif/rundiff.h"

#include "export/jsonexport.h"
#include "export/tracejsonl.h"
#include "whatif/eventwords.h"

#include <map>

namespace corrsim {

namespace {

/// An event's line without its "seq" (the same index in both runs anyway).
std::string_view withoutSeq(std::string_view line)
{
    const size_t comma = line.find(',');
    return comma == std::string_view::npos ? line : line.substr(comma + 1);
}

std::optional<Divergence> firstDivergence(const Trace &a, const Trace &b)
{
    TraceJsonlLines la(a), lb(b);
    const size_t common = std::min(a.size(), b.size());
    for (size_t i = 0; i <= common; ++i) {
        if (i == common && a.size() == b.size())
            return std::nullopt;
        la.clear();
        lb.clear();
        if (i < a.size())
            la.append(i);
        if (i < b.size())
            lb.append(i);
        if (i < common && withoutSeq(la.buffer()) == withoutSeq(lb.buffer()))
            continue;
        Divergence d;
        d.event = i;
        auto fill = [i](const Trace &t, const std::string &line, std::string &words, std::string &raw, std::optional<SimTime> &at) {
            if (i >= t.size())
                return;
            words = eventInWords(t, i);
            raw = line.substr(0, line.size() - 1); // without its newline
            at = t[i].time;
        };
        fill(a, la.buffer(), d.a, d.lineA, d.timeA);
        fill(b, lb.buffer(), d.b, d.lineB, d.timeB);
        return d;
    }
    return std::nullopt;
}

std::map<std::string, std::string> finalStores(const RunRecord &run)
{
    const Trace &t = run.trace();
    const auto history = run.stores ? run.stores : std::make_shared<const StoreHistory>(run.events);
    std::map<std::string, std::string> entries;
    for (size_t s = 0; s < history->storeCount(); ++s)
        for (const StoredEntry &e : history->contents(s, t.size()))
            entries[t.stores()[s].name + " " + t.ids().format(e.key)] = recordJson(e.record, t, Section::Body).dump();
    return entries;
}

template<typename Map> void differences(const Map &a, const Map &b, std::vector<RunComparison::Row> &rows)
{
    const std::string none = "(none)";
    for (const auto &[what, value] : a) {
        const auto other = b.find(what);
        if (other == b.end() || other->second != value)
            rows.push_back({what, value, other == b.end() ? none : other->second});
    }
    for (const auto &[what, value] : b)
        if (!a.count(what))
            rows.push_back({what, none, value});
}

std::map<std::string, std::string> verdicts(const RunRecord &run)
{
    std::map<std::string, std::string> v;
    for (const ExpectationResult &r : run.expectations)
        v[r.name] = (r.passed ? "PASS: " : "FAIL: ") + r.actual;
    return v;
}

std::map<std::string, std::string> sagaOutcomes(const RunRecord &run)
{
    std::map<std::string, std::string> v;
    if (!run.sagas)
        return v;
    for (const std::string &name : sagaMetricNames())
        if (!name.starts_with("sagas.final."))
            if (const auto value = sagaMetric(*run.sagas, name))
                v[name] = formatMetric(*value);
    for (const auto &[state, count] : run.sagas->byFinalState)
        v["sagas.final." + state] = std::to_string(count);
    return v;
}

} // namespace

std::string Divergence::sentence() const
{
    // On one clock: the moment is the earlier of the two events; the later one says when.
    const std::optional<SimTime> at = !timeA ? timeB : !timeB ? timeA : std::min(*timeA, *timeB);
    auto side = [&](const char *name, const std::string &words, const std::optional<SimTime> &t) {
        std::string s = std::string(name) + ": " + (words.empty() ? std::string("the run has ended") : words);
        if (t && at && *t != *at)
            s += ", at " + formatClock(*t);
        return s;
    };
    return "From event " + std::to_string(event) + (at ? " (" + formatClock(*at) + ")" : "") + " the runs differ. "
           + side("B", b, timeB) + "; " + side("A", a, timeA) + ".";
}

RunComparison compareRuns(const RunRecord &a, const RunRecord &b)
{
    RunComparison c;
    c.divergence = firstDivergence(a.trace(), b.trace());
    differences(finalStores(a), finalStores(b), c.stores);
    differences(verdicts(a), verdicts(b), c.expectations);
    differences(sagaOutcomes(a), sagaOutcomes(b), c.sagas);
    return c;
}

} // namespace corrsim
