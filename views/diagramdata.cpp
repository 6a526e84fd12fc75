#include "diagramdata.h"

#include "momentwords.h"
#include "run/messagehops.h"
#include "run/moments.h"
#include "run/runrecord.h"

#include <algorithm>
#include <tuple>
#include <unordered_map>

namespace corrsim {

namespace {
/// Gives each arrow its place among those drawn on the same line: arrows come in send
/// order, so coincident ones share a block of equal send times; within it, sorted by
/// lanes and arrival, equal neighbours count up.
void numberCoincidentArrows(std::vector<DiagramData::Arrow> &arrows)
{
    std::vector<size_t> block;
    for (size_t i = 0; i < arrows.size();) {
        size_t j = i + 1;
        while (j < arrows.size() && arrows[j].t0 == arrows[i].t0)
            ++j;
        if (j - i > 1) {
            block.clear();
            for (size_t k = i; k < j; ++k)
                block.push_back(k);
            auto key = [&](size_t k) { return std::tuple(arrows[k].from, arrows[k].to, arrows[k].t1, k); };
            std::sort(block.begin(), block.end(), [&](size_t a, size_t b) { return key(a) < key(b); });
            for (size_t n = 1; n < block.size(); ++n) {
                const auto &a = arrows[block[n - 1]];
                auto &b = arrows[block[n]];
                if (a.from == b.from && a.to == b.to && a.t1 == b.t1)
                    b.fan = uint8_t(std::min(255, a.fan + 1));
            }
        }
        i = j;
    }
}
} // namespace

DiagramData DiagramData::build(const Trace &t, std::optional<Id> focus)
{
    DiagramData d;
    // Participants in scenario order keep an application's workers together already.
    for (const ParticipantInfo &p : t.participants())
        d.lanes.push_back({p.name, p.group, false, false, p.kind == "broker" || p.kind == "relay"});
    std::vector<SimTime> times; // with a focus, the conversation's; always, the moments'
    auto about = [&](const TraceEvent &e) {
        return !focus || e.correlation == *focus || e.message == *focus || (hasKey(e.kind) && e.key() == *focus);
    };
    for (size_t i = 0; i < t.size(); ++i) {
        const TraceEvent &e = t[i];
        if (!about(e) && e.kind != EventKind::Note)
            continue;
        if (focus)
            times.push_back(e.time);
        if (!isMessageEvent(e.kind) && e.kind != EventKind::Note && e.kind != EventKind::Expectation &&
            e.actor != NoActor)
            d.marks.push_back({uint32_t(i), e.actor, e.kind, e.time});
    }
    std::unordered_map<uint64_t, uint32_t> conversations; // correlation (else message) -> order
    for (const MessageHop &hop : messageHops(t)) {
        const TraceEvent &e = t[hop.start];
        if (!about(e))
            continue;
        Arrow a;
        a.send = hop.send;
        a.end = hop.ended() ? hop.end : hop.send;
        a.from = e.actor;
        a.to = e.peer;
        a.t0 = a.t1 = e.time;
        const Id conversation = e.correlation ? e.correlation : e.message;
        a.conversation = conversations.try_emplace(conversation.bits, uint32_t(conversations.size())).first->second;
        if (e.attempt > 1)
            a.flags |= Retry;
        if (e.flags & FlagInjected)
            a.flags |= Injected;
        if (hop.copy())
            a.flags |= Duplicate; // the network's copy travels as a second arrow
        if (const auto status = responseStatus(t, e)) {
            if (*status >= 500)
                a.flags |= ServerError;
            else if (*status >= 400)
                a.flags |= ClientError;
        }
        if (!hop.ended()) {
            a.flags |= Undelivered;
        } else if (const TraceEvent &end = t[hop.end]; end.kind == EventKind::Drop) {
            a.flags |= Dropped;
            if (droppedAtDownReceiver(t, end)) {
                a.t1 = end.time;
            } else {
                // Lost on the wire: drawn half-way along its would-be latency.
                a.flags |= OnTheWire;
                a.t1 = end.time + SimTime::fromMicros(end.travelled().value_or(SimTime()).micros() / 2);
            }
        } else {
            a.t1 = end.time;
            if (end.flags & FlagDuplicate)
                a.flags |= Duplicate;
        }
        d.arrows.push_back(a);
    }
    numberCoincidentArrows(d.arrows);
    d.latestEnd.reserve(d.arrows.size());
    for (const Arrow &a : d.arrows)
        d.latestEnd.push_back(d.latestEnd.empty() ? a.t1 : std::max(d.latestEnd.back(), a.t1));
    // Crashes and restarts are marks of their own; every other moment gets its words.
    for (const Moment &m : teachingMoments(t)) {
        if (m.actor == NoActor || m.actor >= d.lanes.size() || m.kind == MomentKind::Crash ||
            m.kind == MomentKind::Restart)
            continue;
        if (focus && (m.event == SIZE_MAX || !about(t[m.event])))
            continue;
        d.labels.push_back({m.time, int(m.actor), m.event, momentText(m).toStdString(), m.problem,
                            m.toward != NoActor && m.toward < d.lanes.size() ? int(m.toward) : -1});
        if (m.event == SIZE_MAX)
            times.insert(std::upper_bound(times.begin(), times.end(), m.time), m.time); // on the axis, not in a cut
    }
    // The axis's times: the trace's own (unless focused) merged with those above.
    SimTime previous;
    auto add = [&](SimTime at) {
        if (at - previous > ShortestBreak)
            d.gaps.push_back({previous, at});
        previous = std::max(previous, at);
        d.lastTime = previous;
    };
    size_t k = 0;
    if (!focus)
        for (size_t i = 0; i < t.size(); ++i) {
            for (; k < times.size() && times[k] <= t[i].time; ++k)
                add(times[k]);
            add(t[i].time);
        }
    for (; k < times.size(); ++k)
        add(times[k]);
    if (focus) {
        // The lanes the conversation touches keep their width; the rest become thin.
        std::vector<bool> touched(d.lanes.size(), false);
        for (const Arrow &a : d.arrows)
            touched[size_t(a.from)] = touched[size_t(a.to)] = true;
        for (const Mark &m : d.marks)
            touched[size_t(m.lane)] = true;
        for (size_t i = 0; i < d.lanes.size(); ++i)
            d.lanes[i].thin = d.lanes[i].outOfFocus = !touched[i];
    }
    return d;
}

size_t DiagramData::firstArrowReaching(SimTime t) const
{
    return size_t(std::lower_bound(latestEnd.begin(), latestEnd.end(), t) - latestEnd.begin());
}

bool DiagramData::problemBadgeAt(int lane, SimTime t) const
{
    auto it = std::lower_bound(labels.begin(), labels.end(), t, [](const Label &l, SimTime at) { return l.t < at; });
    for (; it != labels.end() && it->t == t; ++it)
        if (it->lane == lane && it->problem)
            return true;
    return false;
}

std::string DiagramData::arrowLabel(const Trace &t, const Arrow &a)
{
    const TraceEvent &e = t[a.send];
    if (const auto status = responseStatus(t, e))
        return std::to_string(*status);
    std::string label = t.names().text(e.messageType());
    if (e.correlation)
        label += " #" + t.ids().shortForm(e.correlation); // which conversation: check.stock #101
    return label;
}

int DiagramData::arrowOfEvent(size_t index) const
{
    for (size_t i = 0; i < arrows.size(); ++i)
        if (arrows[i].send == index || arrows[i].end == index)
            return int(i);
    return -1;
}

std::shared_ptr<DiagramData> DiagramData::prepare(const Trace &trace)
{
    return std::make_shared<DiagramData>(build(trace));
}

void DiagramData::shareTimeAxis(DiagramData &a, DiagramData &b)
{
    // A gap of the two runs together lies inside a gap of each (past its last time a run
    // has one endless gap): the intersections of their gaps, the long ones kept.
    auto withEnd = [](const DiagramData &d) {
        std::vector<Gap> g = d.gaps;
        g.push_back({d.lastTime.value_or(SimTime()), SimTime::max()});
        return g;
    };
    const std::vector<Gap> ga = withEnd(a), gb = withEnd(b);
    std::vector<Gap> common;
    for (size_t i = 0, j = 0; i < ga.size() && j < gb.size();) {
        const SimTime from = std::max(ga[i].from, gb[j].from), to = std::min(ga[i].to, gb[j].to);
        if (to != SimTime::max() && to - from > ShortestBreak)
            common.push_back({from, to});
        (ga[i].to < gb[j].to ? i : j)++;
    }
    std::optional<SimTime> last = a.lastTime;
    if (b.lastTime && (!last || *b.lastTime > *last))
        last = b.lastTime;
    a.gaps = b.gaps = common;
    a.lastTime = b.lastTime = last;
}

} // namespace corrsim
