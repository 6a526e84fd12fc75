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

std::vector<Item> itemsOf(const Trace &t, const std::vector<Hop> &hops, const TextDiagramWindow &window)
{
    auto within = [&](SimTime at) { return (!window.from || at >= *window.from) && (!window.to || at <= *window.to); };
    std::vector<Item> items;
    for (const Hop &h : hops)
        if (within(h.sent))
            items.push_back({h.arrived, h.end, &h, {}});
    for (size_t i = 0; i < t.size(); ++i)
        if (t[i].kind == EventKind::Note && within(t[i].time))
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

/// A note's text in lines of about `width` characters, joined by `lineBreak`: a note
/// spans the lanes it is over, and a long one ran past both edges of the picture.
std::string wrapped(const std::string &text, size_t width, const std::string &lineBreak)
{
    std::string out, line;
    size_t start = 0;
    const std::string s = oneLine(text);
    while (start < s.size()) {
        const size_t space = std::min(s.find(' ', start), s.size());
        const std::string word = s.substr(start, space - start);
        if (!line.empty() && line.size() + 1 + word.size() > width) {
            out += (out.empty() ? "" : lineBreak) + line;
            line.clear();
        }
        line += (line.empty() ? "" : " ") + word;
        start = space + 1;
    }
    return out + (out.empty() || line.empty() ? "" : lineBreak) + line;
}

constexpr size_t NoteWidth = 60;

} // namespace

void writePlantUml(std::ostream &out, const Trace &t, const ScenarioInfo &info, const TextDiagramWindow &window)
{
    const auto hops = hopsOf(t);
    const auto items = itemsOf(t, hops, window);
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
    const size_t pages = (items.size() + PlantUmlPageItems - 1) / PlantUmlPageItems;
    SimTime last = window.from.value_or(SimTime());
    for (size_t k = 0; k < items.size(); ++k) {
        const Item &it = items[k];
        if (k > 0 && k % PlantUmlPageItems == 0)
            out << "newpage " << oneLine(info.title) << " (page " << k / PlantUmlPageItems + 1 << " of " << pages
                << ")\n";
        if (it.at - last > idle)
            out << "... " << formatDuration(it.at - last) << " later ...\n";
        last = it.at;
        if (!it.hop) {
            out << "note over " << allLanes << " : " << wrapped(it.note, NoteWidth, "\\n") << "\n";
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

std::vector<std::string> mermaidParts(const Trace &t, const ScenarioInfo &info, const TextDiagramWindow &window)
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
    const auto items = itemsOf(t, hops, window);
    // Participant ids are p0, p1, ...: a name such as "end" is a Mermaid keyword.
    std::string lanes;
    for (size_t p = 0; p < t.participants().size(); ++p)
        lanes += "    participant p" + std::to_string(p) + " as " + escape(t.participants()[p].name) + "\n";
    const std::string allLanes =
        t.participants().size() < 2 ? "p0" : "p0,p" + std::to_string(t.participants().size() - 1);
    auto header = [&](const std::string &part) {
        return "sequenceDiagram\n    title " + escape(info.title + part) + "\n" + lanes;
    };
    // The body's lines, then as many of them a part as its header leaves room for
    // (counted in bytes: never fewer than Mermaid's characters).
    std::vector<std::string> lines;
    const SimTime idle = idleThreshold(items);
    SimTime last = window.from.value_or(SimTime());
    for (const Item &it : items) {
        if (it.at - last > idle)
            lines.push_back("    Note over " + allLanes + ": " +
                            escape("... " + formatDuration(it.at - last) + " later ...") + "\n");
        last = it.at;
        if (!it.hop) {
            lines.push_back("    Note over " + allLanes + ": " + wrapped(escape(it.note), NoteWidth, "<br/>") + "\n");
            continue;
        }
        const Hop &h = *it.hop;
        const char *arrow = h.lost ? "-x" : h.copy ? "--)" : "-)";
        lines.push_back("    p" + std::to_string(h.from) + arrow + "p" + std::to_string(h.to) + ": " +
                        escape(hopLabel(h)) + "\n");
    }
    const size_t room = MermaidMaxText - std::min(MermaidMaxText / 2, header(" (part 99999 of 99999)").size());
    std::vector<std::string> bodies(1);
    for (const std::string &line : lines) {
        if (!bodies.back().empty() && bodies.back().size() + line.size() > room)
            bodies.emplace_back();
        bodies.back() += line;
    }
    std::vector<std::string> parts;
    for (size_t k = 0; k < bodies.size(); ++k)
        parts.push_back(header(bodies.size() == 1
                                   ? std::string()
                                   : " (part " + std::to_string(k + 1) + " of " + std::to_string(bodies.size()) + ")") +
                        bodies[k]);
    return parts;
}

} // namespace corrsim
