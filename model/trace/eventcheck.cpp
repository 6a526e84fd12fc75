#include "trace/eventcheck.h"

#include "trace/trace.h"
#include "trace/utf8.h"

#include <algorithm>
#include <bit>
#include <cmath>

namespace corrsim {

std::string aKind(EventKind k)
{
    const std::string_view name = eventKindName(k);
    return std::string(std::string_view("aeiou").find(name.front()) != std::string_view::npos ? "an " : "a ") +
           std::string(name);
}

namespace {

/// A number's range by what the slot holds; `at` is the event's own time.
std::optional<std::string> checkNumber(const TraceEvent &e, NumberSlot n, int64_t v, size_t names)
{
    const int64_t at = e.time.micros();
    auto within = [&](int64_t low, int64_t high, const char *what) -> std::optional<std::string> {
        if (v >= low && v <= high)
            return std::nullopt;
        return std::string("expected ") + what + " (" + std::to_string(low) + " to " + std::to_string(high) +
               "), not " + std::to_string(v);
    };
    switch (n) {
    case NumberSlot::None:
        return v == 0 ? std::nullopt : std::optional<std::string>("this kind has no number, not " + std::to_string(v));
    case NumberSlot::FirstSeen:
        return within(0, at, "a time no later than the event's own");
    case NumberSlot::Travelled:
        if (e.kind == EventKind::Drop && v == DropReceiverDown)
            return std::nullopt;
        return within(0, MaxVirtualMicros, "a duration in microseconds");
    case NumberSlot::Latency:
        return within(0, at, "a duration no longer than the time so far");
    case NumberSlot::Expiry:
        return within(TraceEvent::NoExpiry, at + MaxVirtualMicros, "a time, or -1 for none");
    case NumberSlot::Count:
        return within(0, INT64_MAX, "a count");
    case NumberSlot::StateLeft:
    case NumberSlot::Step:
        return within(0, int64_t(names) - 1, "a name's number");
    case NumberSlot::Verdict:
        return v == 0 || v == 1 ? std::nullopt
                                : std::optional<std::string>("expected 0 or 1, not " + std::to_string(v));
    }
    return std::nullopt;
}

} // namespace

bool traceHasId(const Trace &t, Id id)
{
    if (!id)
        return true;
    if (id.space() == IdRegistry::LiteralSpace)
        return id.number() < t.names().size(); // symbol 0: the empty text, a literal ID too
    if (id.space() < 2 || id.space() >= t.ids().spaceCount())
        return false;
    // A decimal space counts from 1: "PAY-0" is no number of it (a leading zero makes
    // the text a literal when read back), so a 0 would read back as another ID.
    return t.ids().spaceStyle(id.space()) != IdStyle::Decimal || id.number() > 0;
}

std::optional<std::string> checkName(std::string_view text)
{
    if (text.size() > MaxTraceNameBytes)
        return "a name of " + std::to_string(text.size()) + " bytes, more than the " +
               std::to_string(MaxTraceNameBytes >> 20) + " MB a trace holds";
    if (!isUtf8(text))
        return "a name that is not UTF-8 text";
    return std::nullopt;
}

std::optional<std::string> checkField(const Field &f, const Trace &t)
{
    if (f.name >= t.names().size())
        return "a field whose name does not exist";
    if (uint8_t(f.section) > uint8_t(Section::Header))
        return "a field in a section that does not exist";
    const Value &v = f.value;
    switch (v.type) {
    case Value::Type::None:
        return v.raw == 0 ? std::nullopt : std::optional<std::string>("a field of no value that holds one");
    case Value::Type::Int:
        return std::nullopt;
    case Value::Type::Number:
        return std::isfinite(std::bit_cast<double>(v.raw))
                   ? std::nullopt
                   : std::optional<std::string>("a field whose number is not finite (JSON has no NaN or infinity)");
    case Value::Type::Text:
        return v.raw >= 0 && uint64_t(v.raw) < t.names().size()
                   ? std::nullopt
                   : std::optional<std::string>("a field whose text does not exist");
    case Value::Type::IdRef:
        return traceHasId(t, v.asId())
                   ? std::nullopt
                   : std::optional<std::string>(
                         "a field whose ID is none this trace can hold (of no space it declares, or a decimal 0)");
    case Value::Type::Bool:
        return v.raw == 0 || v.raw == 1 ? std::nullopt
                                        : std::optional<std::string>("a field whose true/false is neither");
    case Value::Type::Time:
        break; // a type of value no run writes into a record, and JSON Lines has no form for
    }
    return "a field of a type that no run writes";
}

std::optional<EventProblem> checkEvent(const TraceEvent &e, const Trace &t, SimTime previous)
{
    if (uint8_t(e.kind) >= EventKindCount)
        return EventProblem{"kind", "a kind that does not exist"};
    const EventShape s = shapeOf(e.kind);
    const std::string kind = aKind(e.kind); // "a note"
    auto problem = [&](std::string_view field, std::string message) {
        return EventProblem{std::string(field), std::move(message)};
    };
    if (e.time.micros() < 0 || e.time.micros() > MaxVirtualMicros)
        return problem("t", "expected a time from 0 to " + std::to_string(MaxVirtualMicros) + " us");
    if (e.time < previous)
        return problem("t", "time goes backwards here (a trace lists events in the order they happened)");

    // The ends: the ones its kind has, each one the trace declares.
    auto checkEnd = [&](std::string_view field, End end, ActorRef who, size_t count,
                        const char *what) -> std::optional<EventProblem> {
        if (end == End::Never && who != NoActor)
            return problem(field, kind + " event has no " + std::string(field));
        if (end == End::Always && who == NoActor)
            return problem("", kind + " event needs " +
                                   (field == "peer" && s.peerIsStore ? std::string("its store as \"peer\"")
                                                                     : "an \"" + std::string(field) + "\""));
        if (who != NoActor && who >= count)
            return problem(field, std::string("no ") + what + " of this trace has number " + std::to_string(who));
        return std::nullopt;
    };
    if (auto p = checkEnd("actor", s.actor, e.actor, t.participants().size(), "participant"))
        return p;
    if (auto p = checkEnd("peer", s.peer, e.peer, s.peerIsStore ? t.stores().size() : t.participants().size(),
                          s.peerIsStore ? "store" : "participant"))
        return p;

    // The message it is about, and its reference.
    if (!s.message && (e.message || e.correlation))
        return problem(e.message ? "id" : "correlationId", kind + " event names no message");
    if (!traceHasId(t, e.message))
        return problem("id", "an ID this trace cannot hold (of no space it declares, or a decimal 0)");
    if (!traceHasId(t, e.correlation))
        return problem("correlationId", "an ID this trace cannot hold (of no space it declares, or a decimal 0)");
    const TraceEvent::Slots &kept = e.slotValues();
    if (s.ref == RefSlot::None && kept.ref)
        return problem("causationId", kind + " event has no causation ID or key");
    if (!traceHasId(t, kept.ref))
        return problem(refKey(s.ref), "an ID this trace cannot hold (of no space it declares, or a decimal 0)");

    // Its number, word, record, attempt and flags.
    if (auto p = checkNumber(e, s.number, kept.value, t.names().size()))
        return problem(s.number == NumberSlot::None ? std::string_view("value") : numberKey(s.number), *p);
    if (s.word == WordSlot::None ? kept.detail != 0 : kept.detail >= t.names().size())
        return problem(s.word == WordSlot::None ? std::string_view("detail") : wordKey(s.word),
                       s.word == WordSlot::None ? kind + " event has no detail" : "a name that does not exist");
    if (s.record == RecordSlot::None ? kept.record != 0 : kept.record >= t.records().count())
        return problem(s.record == RecordSlot::None ? std::string_view("fields") : recordKey(s.record),
                       s.record == RecordSlot::None ? kind + " event has no fields" : "a record that does not exist");
    if (!s.attempt && e.attempt != 0)
        return problem("attempt", kind + " event has no attempt");
    for (const FlagName &f : FlagNames)
        if ((e.flags & f.bit) && !(s.flags & f.bit))
            return problem(f.name, kind + " event is never marked " + std::string(f.name));
    if (e.flags & ~EventFlagBits)
        return problem("", "flags that do not exist");
    return std::nullopt;
}

} // namespace corrsim
