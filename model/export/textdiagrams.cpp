#include "export/textdiagrams.h"

#include "run/messagehops.h"

#include <algorithm>
#include <vector>

namespace corrsim {

namespace {

/// One message as the text diagrams show it: from, to, when it ended, and how.
struct Hop
{
    size_t send;
    size_t end;
    ActorRef from, to;
    SimTime sent, arrived;
    bool lost = false, copy = false, error = false;
    std::string label;
};

/// What happens, in time order: hops at their arrival, and narrative notes.
struct Item
{
    SimTime at;
    size_t order;
    const Hop *hop = nullptr;
    std::string note;
};

std::vector<Hop> hopsOf(const Trace &t)
{
    std::vector<Hop> hops;
    for (const MessageHop &mh : messageHops(t)) {
        const TraceEvent &e = t[mh.start];
        Hop h{mh.start, mh.ended() ? mh.end : mh.start, e.actor, e.peer, e.time, e.time, false, mh.copy(),
              false,    t.names().text(e.messageType())};
        // The correlation ID is what these diagrams are about; long UUIDs are shortened.
        std::string cid = t.ids().format(e.correlation);
        if (cid.size() > 14)
            cid = cid.substr(0, 12) + "…";
        if (const auto status = responseStatus(t, e)) {
            h.label = std::to_string(*status);
            h.error = *status >= 400;
        }
        if (!cid.empty())
            h.label += " [" + cid + "]";
        if (e.attempt > 1)
            h.label += " (attempt " + std::to_string(e.attempt) + ")";
        if (mh.ended()) {
            const TraceEvent &end = t[mh.end];
            h.lost = end.kind == EventKind::Drop;
            h.arrived = h.lost ? end.time + end.travelled().value_or(SimTime()) : end.time;
        }
        hops.push_back(h);
    }
    return hops;
}

std::vector<Item> itemsOf(const Trace &t, const std::vector<Hop> &hops)
{
    std::vector<Item> items;
    for (const Hop &h : hops)
        items.push_back({h.arrived, h.end, &h, {}});
    for (size_t i = 0; i < t.size(); ++i)
        if (t[i].kind == EventKind::Note)
            items.push_back({t[i].time, i, nullptr, t.names().text(t[i].text())});
    std::stable_sort(items.begin(), items.end(),
                     [](const Item &a, const Item &b) { return a.at != b.at ? a.at < b.at : a.order < b.order; });
    return items;
}

std::string hopLabel(const Hop &h)
{
    std::string s = h.label + " (sent " + formatDuration(h.sent);
    if (h.lost)
        s += ", lost";
    else
        s += ", " + formatDuration(h.arrived - h.sent) + " on the wire";
    if (h.copy)
        s += ", a copy";
    return s + ")";
}

/// An idle stretch worth saying so: longer than 10x the median gap and than 100 ms.
SimTime idleThreshold(const std::vector<Item> &items)
{
    std::vector<int64_t> gaps;
    for (size_t i = 1; i < items.size(); ++i)
        if (items[i].at > items[i - 1].at)
            gaps.push_back((items[i].at - items[i - 1].at).micros());
    if (gaps.empty())
        return SimTime::max();
    std::nth_element(gaps.begin(), gaps.begin() + long(gaps.size() / 2), gaps.end());
    return SimTime::fromMicros(std::max<int64_t>(gaps[gaps.size() / 2] * 10, 100000));
}

std::string oneLine(std::string s)
{
    for (char &c : s)
        if (c == '\n' || c == '\r')
            c = ' ';
    return s;
}

} // namespace

void writePlantUml(std::ostream &out, const Trace &t, const ScenarioInfo &info)
{
    const auto hops = hopsOf(t);
    const auto items = itemsOf(t, hops);
    out << "@startuml\n";
    out << "title " << oneLine(info.title) << "\n";
    out << "skinparam defaultFontName DejaVu Sans\n";
    for (size_t p = 0; p < t.participants().size(); ++p) {
        const ParticipantInfo &info = t.participants()[p];
        const char *shape = info.kind == "broker" ? "queue" : "participant";
        out << shape << " \"" << info.name << "\" as p" << p << "\n";
    }
    const std::string allLanes = t.participants().empty() ? "" : "p0, p" + std::to_string(t.participants().size() - 1);
    const SimTime idle = idleThreshold(items);
    SimTime last;
    for (const Item &it : items) {
        if (it.at - last > idle)
            out << "... " << formatDuration(it.at - last) << " later ...\n";
        last = it.at;
        if (!it.hop) {
            out << "note over " << allLanes << " : " << oneLine(it.note) << "\n";
            continue;
        }
        const Hop &h = *it.hop;
        std::string arrow = h.lost ? "->x" : h.copy ? "-->" : "->";
        if (h.error)
            arrow = h.lost ? "-[#red]>x" : "-[#red]>";
        out << "p" << h.from << " " << arrow << " p" << h.to << " : " << oneLine(hopLabel(h)) << "\n";
    }
    out << "@enduml\n";
}

void writeMermaid(std::ostream &out, const Trace &t, const ScenarioInfo &info)
{
    // Mermaid cuts a label at '#' and fails on ';': both are written as entities.
    auto escape = [](const std::string &s) {
        std::string r;
        for (char c : oneLine(s)) {
            if (c == ';')
                r += "#59;";
            else if (c == '#')
                r += "#35;";
            else
                r += c;
        }
        return r;
    };
    const auto hops = hopsOf(t);
    const auto items = itemsOf(t, hops);
    out << "sequenceDiagram\n";
    out << "    title " << escape(info.title) << "\n";
    // Participant ids are p0, p1, ...: a name such as "end" is a Mermaid keyword.
    for (size_t p = 0; p < t.participants().size(); ++p)
        out << "    participant p" << p << " as " << escape(t.participants()[p].name) << "\n";
    const std::string allLanes =
        t.participants().size() < 2 ? "p0" : "p0,p" + std::to_string(t.participants().size() - 1);
    const SimTime idle = idleThreshold(items);
    SimTime last;
    for (const Item &it : items) {
        if (it.at - last > idle)
            out << "    Note over " << allLanes << ": " << escape("... " + formatDuration(it.at - last) + " later ...")
                << "\n";
        last = it.at;
        if (!it.hop) {
            out << "    Note over " << allLanes << ": " << escape(it.note) << "\n";
            continue;
        }
        const Hop &h = *it.hop;
        const char *arrow = h.lost ? "-x" : h.copy ? "--)" : "-)";
        out << "    p" << h.from << arrow << "p" << h.to << ": " << escape(hopLabel(h)) << "\n";
    }
}

} // namespace corrsim
