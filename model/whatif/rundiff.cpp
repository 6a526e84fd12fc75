#include "whatif/rundiff.h"

#include "export/jsonexport.h"
#include "export/tracejsonl.h"
#include "trace/findingwords.h"
#include "whatif/eventwords.h"

#include <algorithm>
#include <map>
#include <set>
#include <tuple>

namespace corrsim {

namespace {

/// An event's line without its "seq" (the same index in both runs anyway).
std::string_view withoutSeq(std::string_view line)
{
    const size_t comma = line.find(',');
    return comma == std::string_view::npos ? line : line.substr(comma + 1);
}

/// Notes and expectation verdicts narrate a run; they are not what the model did.
bool narration(const TraceEvent &e)
{
    return e.kind == EventKind::Note || e.kind == EventKind::Expectation;
}

/// Event k of a trace as a divergence shows it: its number, words, line and time.
void fillSide(const Trace &t, size_t k, const std::string &line, size_t &event, std::string &words, std::string &raw,
              std::optional<SimTime> &at)
{
    if (k >= t.size())
        return;
    event = k;
    words = eventInWords(t, k);
    raw = line.substr(0, line.size() - 1); // without its newline
    at = t[k].time;
}

/// The first event, narration included, that is not the same in both: for two runs
/// whose model events agree and whose fingerprints do not.
std::optional<Divergence> firstNarrationDifference(const Trace &a, const Trace &b)
{
    TraceJsonlLines la(a), lb(b);
    const Trace::EventWords wordsA = a.eventWords(), wordsB = b.eventWords();
    for (size_t k = 0; k < std::max(a.size(), b.size()); ++k) {
        la.clear();
        lb.clear();
        if (k < a.size())
            la.append(k);
        if (k < b.size())
            lb.append(k);
        if (k < a.size() && k < b.size() &&
            (la.buffer() == lb.buffer() || a.eventHash(k, wordsA) == b.eventHash(k, wordsB)))
            continue;
        Divergence d;
        fillSide(a, k, la.buffer(), d.eventA, d.a, d.lineA, d.timeA);
        fillSide(b, k, lb.buffer(), d.eventB, d.b, d.lineB, d.timeB);
        return d;
    }
    return std::nullopt;
}

std::optional<Divergence> firstDivergence(const Trace &a, const Trace &b, size_t &idTextOnly)
{
    TraceJsonlLines la(a), lb(b);
    const Trace::EventWords wordsA = a.eventWords(), wordsB = b.eventWords();
    size_t i = 0, j = 0;
    for (;;) {
        while (i < a.size() && narration(a[i]))
            ++i;
        while (j < b.size() && narration(b[j]))
            ++j;
        if (i == a.size() && j == b.size())
            return std::nullopt;
        la.clear();
        lb.clear();
        if (i < a.size())
            la.append(i);
        if (j < b.size())
            lb.append(j);
        if (i < a.size() && j < b.size() && withoutSeq(la.buffer()) == withoutSeq(lb.buffer())) {
            ++i, ++j;
            continue;
        }
        // The same event, its generated IDs printed otherwise (a seed scrambles their
        // UUIDs): the same to the fingerprint, so the same here.
        if (i < a.size() && j < b.size() && a.eventHash(i, wordsA) == b.eventHash(j, wordsB)) {
            ++idTextOnly;
            ++i, ++j;
            continue;
        }
        Divergence d;
        fillSide(a, i, la.buffer(), d.eventA, d.a, d.lineA, d.timeA);
        fillSide(b, j, lb.buffer(), d.eventB, d.b, d.lineB, d.timeB);
        return d;
    }
}

/// One event of what a run exchanges: a send, the delivery that counted (a
/// redelivery's), what a requester made of a reply, an effect.
struct Exchange
{
    size_t event = 0;
    SimTime time;
    std::string what;        // kind, who, with whom, what
    std::string correlation; // as printed; "" for none
    std::string message;     // its message's ID, as printed

    /// The same exchange: a message without a correlation ID is one that correlates to
    /// itself (a run gives such a message its own ID as its correlation ID).
    bool operator==(const Exchange &o) const
    {
        return what == o.what && (correlation == o.correlation || (correlation.empty() && o.correlation == o.message) ||
                                  (o.correlation.empty() && correlation == message));
    }
};

/// Each exchange of a run with the applications `apps` names, in order. A message lost
/// on the wire is left out: a scenario made from a trace loses the reply its service
/// never sent.
std::vector<Exchange> exchanges(const Trace &t, const std::set<std::string> &apps)
{
    const auto app = [&](ActorRef a) { return a == NoActor ? std::string() : t.participants()[a].application(); };
    std::set<Id> lost;
    std::map<std::pair<Id, std::string>, size_t> lastDelivery;
    // A message relayed by an application the other run does not have (the broker a
    // model puts between a producer and its consumer) is one exchange between its ends.
    std::map<Id, std::string> origin, relayedTo;
    for (size_t i = 0; i < t.size(); ++i) {
        const TraceEvent e = t[i];
        if (e.kind == EventKind::Drop)
            lost.insert(e.message);
        if (e.kind == EventKind::Deliver)
            lastDelivery[{e.message, app(e.actor)}] = i;
        if (e.kind == EventKind::Send && apps.count(app(e.actor)))
            origin.try_emplace(e.message, app(e.actor));
        if (e.kind == EventKind::Send && !apps.count(app(e.actor)) && apps.count(app(e.peer)))
            relayedTo.try_emplace(e.message, app(e.peer));
    }
    const auto end = [&](const TraceEvent &e) {
        const std::string peer = app(e.peer);
        if (apps.count(peer) || peer.empty())
            return peer;
        const auto &through = e.kind == EventKind::Send ? relayedTo : origin;
        const auto it = through.find(e.message);
        return it == through.end() ? std::string() : it->second;
    };
    std::vector<Exchange> out;
    for (size_t i = 0; i < t.size(); ++i) {
        const TraceEvent e = t[i];
        const bool reply = e.kind == EventKind::ReplyMatched || e.kind == EventKind::ReplyMismatched ||
                           e.kind == EventKind::ReplyDiscarded;
        if (lost.count(e.message) || !apps.count(app(e.actor)))
            continue;
        std::string what;
        if (e.kind == EventKind::Effect) {
            what = t.names().text(e.effectName()) + " " + t.ids().format(e.key());
        } else if (e.kind == EventKind::Send || e.kind == EventKind::Deliver || reply) {
            const std::string peer = end(e);
            if (peer.empty() || (e.kind == EventKind::Deliver && lastDelivery[{e.message, app(e.actor)}] != i))
                continue;
            what = peer + " " + (reply ? std::string() : t.names().text(e.messageType()));
        } else {
            continue;
        }
        out.push_back({i, e.time, std::string(eventKindName(e.kind)) + " " + app(e.actor) + " " + what,
                       e.correlation ? t.ids().format(e.correlation) : std::string(), t.ids().format(e.message)});
    }
    return out;
}

} // namespace

std::optional<Divergence> firstExchangeDivergence(const Trace &a, const Trace &b)
{
    std::set<std::string> inA, both;
    for (const ParticipantInfo &p : a.participants())
        inA.insert(p.application());
    for (const ParticipantInfo &p : b.participants())
        if (inA.count(p.application()))
            both.insert(p.application());
    auto ea = exchanges(a, both), eb = exchanges(b, both);
    // What happened at one instant has no order a recording can show (its clock may count
    // whole milliseconds: two requests sent in one are tied). Where the two part, the
    // exchange the other run has here is looked for among those tied with this one, in
    // either run, and brought forward.
    const auto tiedMatch = [](std::vector<Exchange> &e, size_t k, const Exchange &wanted) {
        for (size_t j = k + 1; j < e.size() && e[j].time == e[k].time; ++j)
            if (e[j] == wanted) {
                std::rotate(e.begin() + long(k), e.begin() + long(j), e.begin() + long(j) + 1);
                return true;
            }
        return false;
    };
    for (size_t k = 0; k < std::max(ea.size(), eb.size()); ++k) {
        if (k < ea.size() && k < eb.size() && (ea[k] == eb[k] || tiedMatch(ea, k, eb[k]) || tiedMatch(eb, k, ea[k])))
            continue;
        Divergence d;
        for (const auto &[t, e, event, words, line, at] : {std::tuple{&a, &ea, &d.eventA, &d.a, &d.lineA, &d.timeA},
                                                           std::tuple{&b, &eb, &d.eventB, &d.b, &d.lineB, &d.timeB}})
            if (k < e->size()) {
                TraceJsonlLines lines(*t);
                lines.append((*e)[k].event);
                fillSide(*t, (*e)[k].event, lines.buffer(), *event, *words, *line, *at);
            }
        return d;
    }
    return std::nullopt;
}

namespace {

/// A store entry at the end: found by what its store and key mean, shown as printed.
struct EndEntry
{
    std::string what, value;
    uint64_t valueHash = 0;
};
std::map<std::pair<std::string, uint64_t>, EndEntry> finalStores(const RunRecord &run)
{
    const Trace &t = run.trace();
    const std::vector<uint64_t> names = t.nameHashes();
    const auto history = run.stores ? run.stores : std::make_shared<const StoreHistory>(run.events);
    std::map<std::pair<std::string, uint64_t>, EndEntry> entries;
    for (size_t s = 0; s < history->storeCount(); ++s)
        for (const StoredEntry &e : history->contents(s, t.size()))
            entries[{t.stores()[s].name, t.ids().canonicalHash(e.key, names)}] = {
                t.stores()[s].name + " " + t.ids().format(e.key), recordJson(e.record, t, Section::Body).dump(),
                t.recordHash(e.record, names)};
    return entries;
}

/// Entries held at the end by one run and not the other, or held otherwise; `byValue`
/// false for a trace another tool recorded, whose entries hold its spans' attributes.
void storeDifferences(const RunRecord &a, const RunRecord &b, bool byValue, std::vector<RunComparison::Row> &rows)
{
    const std::string none = "(none)";
    const auto ea = finalStores(a), eb = finalStores(b);
    for (const auto &[key, entry] : ea) {
        const auto other = eb.find(key);
        if (other == eb.end() || (byValue && other->second.valueHash != entry.valueHash))
            rows.push_back({entry.what, entry.value, other == eb.end() ? none : other->second.value});
    }
    for (const auto &[key, entry] : eb)
        if (!ea.count(key))
            rows.push_back({entry.what, none, entry.value});
}

template <typename Map> void differences(const Map &a, const Map &b, std::vector<RunComparison::Row> &rows)
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

/// Expectations differ by their verdicts; what was seen is shown beside them (a trace
/// read back keeps the verdicts, not the figures behind them).
void verdictDifferences(const RunRecord &a, const RunRecord &b, std::vector<RunComparison::Row> &rows)
{
    auto verdicts = [](const RunRecord &run) {
        std::map<std::string, const ExpectationResult *> v;
        for (const ExpectationResult &r : run.expectations)
            v[r.name] = &r;
        return v;
    };
    auto text = [](const ExpectationResult *r) {
        if (!r)
            return std::string("(none)");
        const std::string actual = r->actual ? findingWords(*r->actual) : std::string();
        return std::string(r->passed ? "PASS" : "FAIL") + (actual.empty() ? "" : ": " + actual);
    };
    const auto va = verdicts(a), vb = verdicts(b);
    for (const auto &[name, r] : va)
        if (const auto other = vb.find(name); other == vb.end() || other->second->passed != r->passed)
            rows.push_back({name, text(r), text(other == vb.end() ? nullptr : other->second)});
    for (const auto &[name, r] : vb)
        if (!va.count(name))
            rows.push_back({name, text(nullptr), text(r)});
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
    const std::string where = eventA == eventB || eventB == SIZE_MAX ? "event " + std::to_string(eventA)
                              : eventA == SIZE_MAX
                                  ? "event " + std::to_string(eventB)
                                  : "event " + std::to_string(eventA) + " of A and " + std::to_string(eventB) + " of B";
    return "From " + where + (at ? " (" + formatClock(*at) + ")" : "") + " the runs differ. " + side("B", b, timeB) +
           "; " + side("A", a, timeA) + ".";
}

RunComparison compareRuns(const RunRecord &a, const RunRecord &b)
{
    RunComparison c;
    c.byExchanges = a.info.imported || b.info.imported;
    c.divergence = c.byExchanges ? firstExchangeDivergence(a.trace(), b.trace())
                                 : firstDivergence(a.trace(), b.trace(), c.eventsPrintedOtherwise);
    storeDifferences(a, b, !c.byExchanges, c.stores);
    verdictDifferences(a, b, c.expectations);
    differences(sagaOutcomes(a), sagaOutcomes(b), c.sagas);
    // Notes and expectation names are passed over above, but the fingerprint counts
    // them: two traces that differ only there are told apart, never called identical.
    c.sameFingerprint = a.fingerprint == b.fingerprint;
    if (!c.divergence && !c.sameFingerprint && !c.byExchanges)
        c.narration = firstNarrationDifference(a.trace(), b.trace());
    return c;
}

} // namespace corrsim
