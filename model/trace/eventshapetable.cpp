#include "trace/eventshapetable.h"

#include "trace/eventshape.h"

namespace corrsim {

namespace {

std::string end(End e)
{
    return e == End::Always ? "always" : e == End::Optional ? "when there is one" : "–";
}

std::string code(std::string_view name)
{
    return "`" + std::string(name) + "`";
}

std::string number(EventKind kind, NumberSlot n)
{
    const std::string key = code(numberKey(n));
    switch (n) {
    case NumberSlot::None:
        return "–";
    case NumberSlot::FirstSeen:
        return key + ": 0 to `t`";
    case NumberSlot::Travelled:
        return key + ": 0 to 10^15" + (kind == EventKind::Drop ? "; or `receiverDown`: true" : "");
    case NumberSlot::Latency:
        return key + ": 0 to `t`";
    case NumberSlot::Expiry:
        return key + ": -1 (no TTL) or a time up to `t` + 10^15; absent on no entry";
    case NumberSlot::Count:
        return key + ": 0 or more";
    case NumberSlot::StateLeft:
        return key + ": a state (absent for a new object)";
    case NumberSlot::Step:
        return key + ": a message type (absent for none)";
    case NumberSlot::Verdict:
        return key + ": true or false";
    }
    return {};
}

} // namespace

std::string eventShapesTable()
{
    std::string t = "| kind | `actor` | `peer` | `id`, `correlationId` | `causationId` or `key` | number | `type` or "
                    "`detail` | fields (and `headers`) | `attempt` | flags |\n";
    t += "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |\n";
    for (int k = 0; k < EventKindCount; ++k) {
        const EventKind kind = EventKind(k);
        const EventShape s = shapeOf(kind);
        std::string flags;
        for (const FlagName &f : FlagNames)
            if (s.flags & f.bit)
                flags += (flags.empty() ? "" : ", ") + code(f.name);
        t += "| " + code(eventKindName(kind)) + " | " + end(s.actor) + " | " +
             (s.peer == End::Never ? "–" : end(s.peer) + (s.peerIsStore ? " (a store)" : "")) + " | " +
             (s.message ? "when there is one" : "–") + " | " + (s.ref == RefSlot::None ? "–" : code(refKey(s.ref))) +
             " | " + number(kind, s.number) + " | " + (s.word == WordSlot::None ? "–" : code(wordKey(s.word))) + " | " +
             (s.record == RecordSlot::None ? "–" : code(recordKey(s.record))) + " | " +
             (s.attempt ? "0 to 65535" : "–") + " | " + (flags.empty() ? "–" : flags) + " |\n";
    }
    return t;
}

} // namespace corrsim
