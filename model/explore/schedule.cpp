#include "explore/schedule.h"

#include "scenario/shellword.h"
#include "trace/simtime.h"

#include <stdexcept>

namespace corrsim {

namespace {

constexpr ExploreFault MessageFaults[] = {ExploreFault::Drop, ExploreFault::Duplicate, ExploreFault::Delay,
                                          ExploreFault::Reorder};

/// Events a worker can crash right after (docs/scenario-format.md#faults): what it did
/// itself, not what happened to it on the wire or at a restart.
bool isCrashPoint(EventKind k)
{
    switch (k) {
    case EventKind::Send:
    case EventKind::Deliver:
    case EventKind::StorePut:
    case EventKind::StoreGet:
    case EventKind::StoreRemove:
    case EventKind::ReplyMatched:
    case EventKind::ReplyDiscarded:
    case EventKind::ReplyMismatched:
    case EventKind::StateChange:
    case EventKind::Effect:
    case EventKind::Log:
        return true;
    default:
        return false;
    }
}

/// True when the network dropped the send that is event `send` (its drop is traced right
/// after it): a dropped message releases nothing held on its link.
bool droppedOnTheWire(const Trace &t, size_t send)
{
    return send + 1 < t.size() && t[send + 1].kind == EventKind::Drop && t[send + 1].message == t[send].message &&
           !t[send + 1].receiverWasDown();
}

/// The first send after `send` on its link that reaches the wire (the one that would
/// release it, held), if it leaves before `send` arrives; else SIZE_MAX.
size_t overtaker(const Trace &t, size_t send)
{
    const TraceEvent s = t[send];
    for (size_t i = send + 1; i < t.size(); ++i) {
        const TraceEvent e = t[i];
        if (e.message == s.message &&
            (e.kind == EventKind::Drop || (e.kind == EventKind::Deliver && e.actor == s.peer)))
            return SIZE_MAX; // it arrived (or was lost) first
        if (e.kind == EventKind::Send && e.actor == s.actor && e.peer == s.peer && !droppedOnTheWire(t, i))
            return i;
    }
    return SIZE_MAX;
}

/// True when dropping the send `send` would leave a message the schedule holds back
/// (a reorder) on its link with nothing to release it: the reorder would then be a
/// loss the trace never shows.
bool releasesHeld(const Trace &t, size_t send, const std::vector<uint64_t> &held)
{
    for (uint64_t h : held)
        if (h < send && overtaker(t, size_t(h)) == send)
            return true;
    return false;
}

} // namespace

std::string_view exploreFaultName(ExploreFault f)
{
    switch (f) {
    case ExploreFault::Drop:
        return "drop";
    case ExploreFault::Duplicate:
        return "duplicate";
    case ExploreFault::Delay:
        return "delay";
    case ExploreFault::Reorder:
        return "reorder";
    case ExploreFault::Crash:
        return "crash";
    }
    return "?";
}

uint8_t parseExploreFaults(std::string_view list)
{
    uint8_t set = 0;
    size_t start = 0;
    while (start <= list.size()) {
        const size_t comma = std::min(list.find(',', start), list.size());
        const std::string_view word = list.substr(start, comma - start);
        bool known = false;
        for (uint8_t f = 0; f < 5; ++f)
            if (word == exploreFaultName(ExploreFault(f))) {
                set |= faultBit(ExploreFault(f));
                known = true;
            }
        if (!known)
            throw std::invalid_argument("\"" + std::string(word) +
                                        "\" is not a fault explore knows (drop, duplicate, delay, reorder, crash)");
        start = comma + 1;
    }
    return set;
}

std::string exploreFaultList(uint8_t faults)
{
    std::string list;
    for (uint8_t f = 0; f < 5; ++f)
        if (faults & faultBit(ExploreFault(f)))
            list += (list.empty() ? "" : ", ") + std::string(exploreFaultName(ExploreFault(f)));
    return list;
}

std::vector<Choice> choicesOf(const Trace &trace, const Choice *after, uint8_t faults,
                              const std::vector<uint64_t> &held)
{
    std::vector<Choice> choices;
    for (size_t i = after ? size_t(after->seq) : 0; i < trace.size(); ++i) {
        const TraceEvent e = trace[i];
        if (e.kind == EventKind::Send)
            for (ExploreFault f : MessageFaults) {
                const Choice c{i, f, NoActor};
                if ((faults & faultBit(f)) && (!after || c.key() > after->key()) &&
                    // a message fault after another on the same send would never fire
                    !(after && after->seq == i) && (f != ExploreFault::Reorder || overtaker(trace, i) != SIZE_MAX) &&
                    (f != ExploreFault::Drop || !releasesHeld(trace, i, held)))
                    choices.push_back(c);
            }
        const Choice crash{i, ExploreFault::Crash, e.actor};
        if ((faults & faultBit(ExploreFault::Crash)) && e.actor != NoActor && isCrashPoint(e.kind) &&
            (!after || crash.key() > after->key()))
            choices.push_back(crash);
    }
    return choices;
}

PinnedFault pinOf(const Choice &c, const Trace &trace, const ChoiceSettings &settings)
{
    using K = PinnedFault::Kind;
    switch (c.fault) {
    case ExploreFault::Drop:
        return PinnedFault::onMessage(K::Drop, c.seq);
    case ExploreFault::Duplicate:
        return PinnedFault::onMessage(K::Duplicate, c.seq);
    case ExploreFault::Delay:
        return PinnedFault::onMessage(K::Delay, c.seq, settings.delay);
    case ExploreFault::Reorder:
        return PinnedFault::onMessage(K::DeliverAfterNext, c.seq);
    case ExploreFault::Crash:
        break;
    }
    return PinnedFault::crashAfter(trace.actorName(c.worker), c.seq, settings.restartAfter);
}

size_t Schedule::reorders() const
{
    size_t n = 0;
    for (const PinnedFault &p : pins)
        n += p.kind == PinnedFault::Kind::DeliverAfterNext;
    return n;
}

uint8_t Schedule::kinds() const
{
    uint8_t k = 0;
    for (const PinnedFault &p : pins)
        k |= uint8_t(1u << unsigned(p.kind));
    return k;
}

std::string Schedule::faultArguments() const
{
    std::string args;
    for (const PinnedFault &p : pins)
        args += (args.empty() ? "--fault " : " --fault ") + shellWord(p.json());
    return args;
}

std::vector<FaultFacts> faultFacts(const Schedule &schedule, const Trace *run)
{
    std::vector<FaultFacts> out;
    for (const PinnedFault &p : schedule.pins) {
        FaultFacts f;
        f.pin = p;
        // In the schedule's own run, event seq is the one its pin fired on.
        if (run && p.seq < run->size()) {
            const TraceEvent e = (*run)[p.seq];
            f.known = true;
            f.kind = e.kind;
            f.at = e.time;
            f.from = run->actorName(e.actor);
            if (e.kind == EventKind::Send) {
                f.messageType = run->names().text(e.messageType());
                f.to = run->actorName(e.peer);
            }
        }
        out.push_back(std::move(f));
    }
    return out;
}

Finding Schedule::description(const Trace *run) const
{
    using K = FindingKind;
    if (pins.empty())
        return {K::NoFault, {}, {}};
    FindingList said{FindingList::Join::Adjoined, {}};
    for (const FaultFacts &f : faultFacts(*this, run)) {
        const PinnedFault &p = f.pin;
        const int64_t seq = int64_t(p.seq);
        Finding what{K::PinSend, {seq}, {}}, after{K::PinEvent, {seq}, {}};
        if (f.known) {
            if (f.kind == EventKind::Send)
                what = {K::PinSent, {f.messageType, f.from, f.to, f.at, seq}, {}};
            after = {K::PinItsEvent, {std::string(eventKindName(f.kind)), f.at, seq}, {}};
        }
        Finding one;
        switch (p.kind) {
        case PinnedFault::Kind::Drop:
            one = {K::PinDropped, {Finding::nested(what)}, {}};
            break;
        case PinnedFault::Kind::Duplicate:
            one = {K::PinDuplicated, {Finding::nested(what)}, {}};
            break;
        case PinnedFault::Kind::Delay:
            one = {K::PinDelayed, {Finding::nested(what), p.delay}, {}};
            break;
        case PinnedFault::Kind::DeliverAfterNext:
            one = {K::PinDeliveredAfterNext, {Finding::nested(what)}, {}};
            break;
        case PinnedFault::Kind::CrashAfter:
            one = p.restartAfter ? Finding{K::PinCrashedBack, {p.worker, Finding::nested(after), *p.restartAfter}, {}}
                                 : Finding{K::PinCrashed, {p.worker, Finding::nested(after)}, {}};
            break;
        }
        said.items.push_back(said.items.empty() ? std::move(one) : Finding{K::PinThen, {Finding::nested(one)}, {}});
    }
    return {K::Each, {said}, {}};
}

} // namespace corrsim
