#include "import/scenariofromtrace.h"

#include "import/effectsmodel.h"
#include "import/modeljson.h"
#include "input/json.h"
#include "input/scenarioerror.h"
#include "scenario/importfacts.h"

#include <algorithm>
#include <map>
#include <optional>
#include <set>

namespace corrsim {

namespace {

/// One request the trace shows its requester keeping pending, and what came of it.
struct Request
{
    size_t send = 0;                 // its send event
    std::optional<size_t> delivery;  // the delivery at the replier that was answered (or the last)
    size_t deliveries = 0;           // how many times it was delivered
    std::optional<size_t> replySend; // the reply's send event
    std::optional<size_t> replyDeliver;
};

/// What went over one link, in the order it was sent: each message's time on the wire.
struct LinkDraws
{
    std::vector<std::pair<SimTime, SimTime>> sentAndLatency; // (sent at, latency)
    std::vector<SimTime> latencies() const
    {
        auto sorted = sentAndLatency;
        std::stable_sort(sorted.begin(), sorted.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
        std::vector<SimTime> out;
        for (const auto &s : sorted)
            out.push_back(s.second);
        return out;
    }
};

/// What a model is made of, as the scenario file will list it.
struct ModelParts
{
    OrderedJson participants = OrderedJson::array(), links = OrderedJson::array(), inject = OrderedJson::array(),
                faults = OrderedJson::array(), saga;
    std::vector<SimTime> latencies; // every time on the wire seen
    /// Each service's processing times, (delivered at, time taken): it draws one for each
    /// request in the order it takes them, whichever requester sent it.
    std::map<std::string, std::vector<std::pair<SimTime, SimTime>>> processing;
    std::map<std::string, std::string> replyTypes; // service -> the type of its replies
};

class Modeller
{
public:
    Modeller(const RunRecord &run, const std::string &file) : m_run(run), m_t(run.trace()), m_file(file) {}

    ModelledScenario make(const std::string &name);

private:
    const std::string &app(ActorRef a) const { return m_t.participants()[a].application(); }
    void collect();
    std::optional<size_t> firstSend(const std::string &from, const std::string &to, Id correlation,
                                    SimTime notBefore) const;
    void modelRequester(const std::string &requester, const std::string &service, std::vector<Request> &list,
                        bool byArrival, ModelParts &parts);

    const RunRecord &m_run;
    const Trace &m_t;
    const std::string &m_file;
    std::map<Id, size_t> m_sendOf;                  // message -> its send
    std::map<Id, std::vector<size_t>> m_deliveries; // message -> its deliveries, in order
    std::vector<size_t> m_sends;                    // every send, in order
    std::vector<std::string> m_assumed;
};

void Modeller::collect()
{
    for (size_t i = 0; i < m_t.size(); ++i) {
        const TraceEvent e = m_t[i];
        if (e.kind == EventKind::Send) {
            m_sendOf.try_emplace(e.message, i);
            m_sends.push_back(i);
        } else if (e.kind == EventKind::Deliver) {
            m_deliveries[e.message].push_back(i);
        }
    }
}

std::optional<size_t> Modeller::firstSend(const std::string &from, const std::string &to, Id correlation,
                                          SimTime notBefore) const
{
    for (const size_t i : m_sends) {
        const TraceEvent e = m_t[i];
        if (e.correlation == correlation && e.time >= notBefore && app(e.actor) == from && e.peer != NoActor &&
            app(e.peer) == to)
            return i;
    }
    return std::nullopt;
}

void Modeller::modelRequester(const std::string &requester, const std::string &service, std::vector<Request> &list,
                              bool byArrival, ModelParts &parts)
{
    LinkDraws toService, toRequester;
    std::vector<SimTime> processing; // of the requests answered
    std::map<std::string, size_t> replyTypes;
    for (size_t r = 0; r < list.size(); ++r) {
        Request &q = list[r];
        const TraceEvent send = m_t[q.send];
        const std::vector<size_t> &delivered = m_deliveries[send.message];
        q.deliveries = delivered.size();
        q.replySend = firstSend(service, requester, send.correlation, send.time);
        // The delivery answered: the last before the reply went out (a redelivery's).
        for (const size_t d : delivered)
            if (!q.replySend || m_t[d].time <= m_t[*q.replySend].time)
                q.delivery = d;
        if (q.replySend) {
            const auto got = m_deliveries.find(m_t[*q.replySend].message);
            if (got != m_deliveries.end() && !got->second.empty())
                q.replyDeliver = got->second.front();
            ++replyTypes[m_t.names().text(m_t[*q.replySend].messageType())];
        }
    }
    std::string replyType = "reply";
    for (size_t most = 0; const auto &[type, n] : replyTypes)
        if (n > most) {
            most = n;
            replyType = type;
        }
    for (const Request &q : list)
        if (q.delivery && q.replySend)
            processing.push_back(m_t[*q.replySend].time - m_t[*q.delivery].time);
    const SimTime usualProcessing = median(processing);
    std::vector<SimTime> wire;
    for (const Request &q : list) {
        if (q.delivery)
            wire.push_back(m_t[*q.delivery].time - m_t[q.send].time);
        if (q.replySend && q.replyDeliver)
            wire.push_back(m_t[*q.replyDeliver].time - m_t[*q.replySend].time);
    }
    const SimTime usualWire = median(wire);
    parts.latencies.insert(parts.latencies.end(), wire.begin(), wire.end());

    OrderedJson scripted = OrderedJson::array();
    std::string requestType;
    for (const Request &q : list) {
        const TraceEvent send = m_t[q.send];
        const std::string correlation = m_t.ids().format(send.correlation);
        const std::string type = m_t.names().text(send.messageType());
        if (requestType.empty())
            requestType = type;
        OrderedJson item{{"at", durationText(send.time)}, {"id", correlation}};
        if (type != requestType)
            item["type"] = type;
        scripted.push_back(item);
        if (q.deliveries > 1)
            m_assumed.push_back("the request " + correlation + " was delivered " + std::to_string(q.deliveries) +
                                " times (a redelivery): modelled as delivered once, when it was answered");
        if (!q.delivery) {
            toService.sentAndLatency.push_back({send.time, usualWire});
            parts.faults.push_back({{"drop", {{"type", type}, {"correlationId", correlation}}}});
            m_assumed.push_back("the request " + correlation + " never reached " + service +
                                ": modelled as lost on the wire");
            continue;
        }
        toService.sentAndLatency.push_back({send.time, m_t[*q.delivery].time - send.time});
        const SimTime took = q.replySend ? m_t[*q.replySend].time - m_t[*q.delivery].time : usualProcessing;
        parts.processing[service].push_back({m_t[*q.delivery].time, took});
        const SimTime replySent = m_t[*q.delivery].time + took;
        if (!q.replySend || !q.replyDeliver) {
            toRequester.sentAndLatency.push_back({replySent, usualWire});
            parts.faults.push_back({{"drop", {{"type", replyType}, {"correlationId", correlation}}}});
            m_assumed.push_back("the request " + correlation + " got no reply " +
                                (q.replySend ? "that reached " + requester : "from " + service) +
                                ": modelled as its reply lost on the wire, after " + service + " took " +
                                durationText(took) + " (the median) to answer");
        } else {
            toRequester.sentAndLatency.push_back({replySent, m_t[*q.replyDeliver].time - m_t[*q.replySend].time});
        }
    }
    // What the service sent the requester that answered no request: a stray, put on
    // the wire as the trace shows it.
    std::set<size_t> replies;
    for (const Request &q : list)
        if (q.replySend)
            replies.insert(*q.replySend);
    for (const size_t i : m_sends) {
        const TraceEvent e = m_t[i];
        if (replies.count(i) || e.peer == NoActor || app(e.actor) != service || app(e.peer) != requester)
            continue;
        const auto got = m_deliveries.find(e.message);
        if (got == m_deliveries.end() || got->second.empty())
            continue;
        parts.inject.push_back({{"at", durationText(e.time)},
                                {"from", service},
                                {"to", requester},
                                {"type", m_t.names().text(e.messageType())},
                                {"correlationId", m_t.ids().format(e.correlation)}});
        toRequester.sentAndLatency.push_back({e.time, m_t[got->second.front()].time - e.time});
    }

    OrderedJson requesterJson{{"name", requester}, {"kind", "requester"}, {"to", service}};
    if (requestType != "request")
        requesterJson["requestType"] = requestType;
    if (byArrival) {
        requesterJson["mode"] = "assume-order";
        m_assumed.push_back(requester + " took replies for other requests than theirs (reply.mismatched in "
                                        "the trace): modelled as matching by arrival order (mode assume-order)");
    }
    requesterJson["requests"] = scripted;
    parts.participants.push_back(requesterJson);
    parts.replyTypes.try_emplace(service, replyType);
    parts.links.push_back({{"from", requester}, {"to", service}, {"latency", sequenceOf(toService.latencies())}});
    if (!toRequester.sentAndLatency.empty())
        parts.links.push_back({{"from", service}, {"to", requester}, {"latency", sequenceOf(toRequester.latencies())}});
    m_assumed.push_back(requester + " keeps its pending requests until a reply takes them (no TTL), and " + service +
                        " answers each request as it comes, none waiting for another (no prefetch " +
                        "limit, no queue): the spans show neither");
}

ModelledScenario Modeller::make(const std::string &name)
{
    if (!m_run.info.imported)
        throw ScenarioError(m_file, "", Finding{FindingKind::NotRecordedTrace, {}, {}});
    collect();
    // The requests: what the rebuilt pending stores kept (import/spantrace.cpp), each from
    // its requester to the service its send went to.
    std::map<std::string, std::string> target;            // requester -> the service it asks
    std::map<std::string, std::vector<Request>> requests; // by requester, in the order sent
    std::map<std::string, bool> byArrival;                // requester -> took a reply for another request
    for (size_t i = 0; i < m_t.size(); ++i) {
        const TraceEvent e = m_t[i];
        if (e.kind == EventKind::ReplyMismatched)
            byArrival[app(e.actor)] = true;
        if (e.kind != EventKind::StorePut)
            continue;
        const auto send = m_sendOf.find(e.message);
        if (send == m_sendOf.end() || m_t[send->second].peer == NoActor)
            continue;
        const std::string requester = app(e.actor), service = app(m_t[send->second].peer);
        if (const auto [it, added] = target.try_emplace(requester, service); !added && it->second != service)
            throw ScenarioError(m_file, "",
                                Finding{FindingKind::RequesterTwoServices, {requester, it->second, service}, {}});
        requests[requester].push_back({send->second, {}, 0, {}, {}});
    }
    ModelParts parts;
    const bool effects = modelEffects(m_t, parts.participants, parts.links, parts.saga, m_assumed, parts.latencies);
    if (requests.empty() && !effects)
        throw ScenarioError(m_file, "", Finding{FindingKind::NothingToModel, {}, {}});

    // A requester that takes a reply for its oldest request (assume-order) depends on the
    // order of its pending requests, and requests sent in one tick of the recording's
    // clock are tied in the trace: they are put in the order it took them, the order
    // it held them in.
    std::map<std::pair<std::string, Id>, size_t> takenAt; // (requester, key) -> its first remove
    for (size_t i = 0; i < m_t.size(); ++i)
        if (m_t.kindAt(i) == EventKind::StoreRemove)
            takenAt.try_emplace({app(m_t[i].actor), m_t[i].key()}, i);
    for (auto &[requester, list] : requests) {
        if (!byArrival[requester])
            continue;
        const auto order = [&](const Request &q) {
            const auto taken = takenAt.find({requester, m_t[q.send].correlation});
            return std::pair(m_t[q.send].time, taken == takenAt.end() ? SIZE_MAX : taken->second);
        };
        std::stable_sort(list.begin(), list.end(),
                         [&](const Request &x, const Request &y) { return order(x) < order(y); });
    }
    for (auto &[requester, list] : requests)
        modelRequester(requester, target[requester], list, byArrival[requester], parts);
    // Each service it asked, answering in turn: its processing times in the order it took
    // the requests.
    for (const auto &[service, replyType] : parts.replyTypes) {
        auto &draws = parts.processing[service];
        std::stable_sort(draws.begin(), draws.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
        std::vector<SimTime> drawn;
        for (const auto &[at, took] : draws)
            drawn.push_back(took);
        parts.participants.push_back({{"name", service},
                                      {"kind", "replier"},
                                      {"replyType", replyType},
                                      {"processing", drawn.empty() ? OrderedJson("0ms") : sequenceOf(drawn)}});
    }

    OrderedJson s;
    s["name"] = name;
    s["title"] = "Modelled from " + m_run.info.name;
    s["summary"] = "The messages of " + m_run.info.name + " (" + m_run.info.imported->format +
                   "), at the times and in the order they came, made into a scenario by corrsim model.";
    s["network"] = {{"latency", durationText(median(parts.latencies))}};
    s["participants"] = parts.participants;
    s["links"] = parts.links;
    if (!parts.inject.empty())
        s["inject"] = parts.inject;
    if (!parts.faults.empty())
        s["faults"] = parts.faults;
    if (!parts.saga.is_null())
        s["saga"] = parts.saga;
    // Explored, it asks whether the nights one fault away keep what a correct system
    // keeps: each reply taken for its own request, each effect applied once. (A stray
    // reply, every-reply-expected, is the network's doing: one duplicated request makes
    // one, and a correct requester discards it.)
    OrderedJson checks = OrderedJson::array();
    if (!requests.empty())
        checks.push_back("replies-matched-by-correlation");
    if (effects)
        checks.push_back("no-effect-twice");
    s["explore"] = {{"maxFaults", 1}, {"checks", checks}};
    std::string note = "Made from " + m_run.info.name + " by corrsim model. Assumed, where the spans cannot tell:";
    for (const std::string &a : m_assumed)
        note += " " + a + ".";
    s["narrative"] = OrderedJson::array({{{"at", "0ms"}, {"text", note}}});
    return {s.dump(2) + "\n", m_assumed};
}

} // namespace

ModelledScenario scenarioFromTrace(const RunRecord &run, const std::string &name, const std::string &file)
{
    return Modeller(run, file).make(name);
}

std::string scenarioNameOf(const std::string &fileName)
{
    std::string base = fileName.substr(fileName.find_last_of('/') + 1);
    for (const char *ext : {".gz", ".jsonl", ".json", ".ctrace"})
        if (base.size() > std::string_view(ext).size() && base.ends_with(ext))
            base.resize(base.size() - std::string_view(ext).size());
    std::string out;
    for (const char c : base) {
        const char l = char(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
        if ((l >= 'a' && l <= 'z') || (l >= '0' && l <= '9'))
            out += l;
        else if (!out.empty() && out.back() != '-')
            out += '-';
    }
    while (!out.empty() && out.back() == '-')
        out.pop_back();
    return out.empty() ? "modelled" : out;
}

} // namespace corrsim
