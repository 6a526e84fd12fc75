#include "trace/eventcheck.h"

#include "trace/trace.h"

#include <algorithm>
#include <bit>
#include <cmath>

namespace corrsim {

FindingArg aKind(EventKind k)
{
    const std::string_view name = eventKindName(k);
    const bool vowel = std::string_view("aeiou").find(name.front()) != std::string_view::npos;
    return Finding::nested({vowel ? FindingKind::AnKindName : FindingKind::AKindName, {std::string(name)}, {}});
}

namespace {

/// A number's range by what the slot holds; `at` is the event's own time.
std::optional<Finding> checkNumber(const TraceEvent &e, NumberSlot n, int64_t v, size_t names)
{
    const int64_t at = e.time.micros();
    auto within = [&](int64_t low, int64_t high, FindingKind what) -> std::optional<Finding> {
        if (v >= low && v <= high)
            return std::nullopt;
        return Finding{what, {low, high, v}, {}};
    };
    switch (n) {
    case NumberSlot::None:
        return v == 0 ? std::nullopt : std::optional<Finding>(Finding{FindingKind::NoNumberHere, {v}, {}});
    case NumberSlot::FirstSeen:
        return within(0, at, FindingKind::NotATimeNoLater);
    case NumberSlot::Travelled:
        if (e.kind == EventKind::Drop && v == DropReceiverDown)
            return std::nullopt;
        return within(0, MaxVirtualMicros, FindingKind::NotADuration);
    case NumberSlot::Latency:
        return within(0, at, FindingKind::NotALatency);
    case NumberSlot::Expiry:
        return within(TraceEvent::NoExpiry, at + MaxVirtualMicros, FindingKind::NotAnExpiry);
    case NumberSlot::Count:
        return within(0, INT64_MAX, FindingKind::NotACount);
    case NumberSlot::StateLeft:
    case NumberSlot::Step:
        return within(0, int64_t(names) - 1, FindingKind::NotANameNumber);
    case NumberSlot::Verdict:
        return v == 0 || v == 1 ? std::nullopt : std::optional<Finding>(Finding{FindingKind::NotAVerdict, {v}, {}});
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

std::optional<Finding> checkField(const Field &f, const Trace &t)
{
    const auto found = [](FindingKind k) { return std::optional<Finding>(Finding{k, {}, {}}); };
    if (f.name >= t.names().size())
        return found(FindingKind::FieldNameMissing);
    const Value &v = f.value;
    switch (v.type) {
    case Value::Type::None:
        return v.raw == 0 ? std::nullopt : found(FindingKind::FieldNoValueHoldsOne);
    case Value::Type::Int:
        return std::nullopt;
    case Value::Type::Number:
        return std::isfinite(std::bit_cast<double>(v.raw)) ? std::nullopt : found(FindingKind::FieldNotFinite);
    case Value::Type::Text:
        return v.raw >= 0 && uint64_t(v.raw) < t.names().size() ? std::nullopt : found(FindingKind::FieldTextMissing);
    case Value::Type::IdRef:
        return traceHasId(t, v.asId()) ? std::nullopt : found(FindingKind::FieldIdNotHeld);
    case Value::Type::Bool:
        return v.raw == 0 || v.raw == 1 ? std::nullopt : found(FindingKind::FieldBoolNeither);
    case Value::Type::Time:
        break; // a type of value no run writes into a record, and JSON Lines has no form for
    }
    return found(FindingKind::FieldTypeNoRunWrites);
}

std::optional<EventProblem> checkEvent(const TraceEvent &e, const Trace &t, SimTime previous)
{
    auto problem = [](std::string_view field, FindingKind kind, std::vector<FindingArg> args = {}) {
        return EventProblem{std::string(field), Finding{kind, std::move(args), {}}};
    };
    if (uint8_t(e.kind) >= EventKindCount)
        return problem("kind", FindingKind::KindMissing);
    const EventShape s = shapeOf(e.kind);
    const FindingArg kind = aKind(e.kind); // "a note"
    if (e.time.micros() < 0 || e.time.micros() > MaxVirtualMicros)
        return problem("t", FindingKind::TimeRange, {MaxVirtualMicros});
    if (e.time < previous)
        return problem("t", FindingKind::TimeBackwards);

    // The ends: the ones its kind has, each one the trace declares.
    auto checkEnd = [&](std::string_view field, End end, ActorRef who, size_t count,
                        FindingKind none) -> std::optional<EventProblem> {
        if (end == End::Never && who != NoActor)
            return problem(field, FindingKind::EventHasNo, {kind, std::string(field)});
        if (end == End::Always && who == NoActor)
            return field == "peer" && s.peerIsStore
                       ? problem("", FindingKind::EventNeedsStorePeer, {kind})
                       : problem("", FindingKind::EventNeedsEnd, {kind, std::string(field)});
        if (who != NoActor && who >= count)
            return problem(field, none, {int64_t(who)});
        return std::nullopt;
    };
    if (auto p = checkEnd("actor", s.actor, e.actor, t.participants().size(), FindingKind::NoParticipantNumbered))
        return p;
    if (auto p = checkEnd("peer", s.peer, e.peer, s.peerIsStore ? t.stores().size() : t.participants().size(),
                          s.peerIsStore ? FindingKind::NoStoreNumbered : FindingKind::NoParticipantNumbered))
        return p;

    // The message it is about, and its reference.
    if (!s.message && (e.message || e.correlation))
        return problem(e.message ? "id" : "correlationId", FindingKind::EventNamesNoMessageOf, {kind});
    if (!traceHasId(t, e.message))
        return problem("id", FindingKind::IdNotHeld);
    if (!traceHasId(t, e.correlation))
        return problem("correlationId", FindingKind::IdNotHeld);
    const TraceEvent::Slots &kept = e.slotValues();
    if (s.ref == RefSlot::None && kept.ref)
        return problem("causationId", FindingKind::EventHasNoCausation, {kind});
    if (!traceHasId(t, kept.ref))
        return problem(refKey(s.ref), FindingKind::IdNotHeld);

    // Its number, word, record, attempt and flags.
    if (auto p = checkNumber(e, s.number, kept.value, t.names().size()))
        return EventProblem{std::string(s.number == NumberSlot::None ? std::string_view("value") : numberKey(s.number)),
                            std::move(*p)};
    if (s.word == WordSlot::None ? kept.detail != 0 : kept.detail >= t.names().size())
        return s.word == WordSlot::None ? problem("detail", FindingKind::EventHasNo, {kind, std::string("detail")})
                                        : problem(wordKey(s.word), FindingKind::NameMissing);
    if (s.record == RecordSlot::None ? kept.record != 0 : kept.record >= t.records().count())
        return s.record == RecordSlot::None ? problem("fields", FindingKind::EventHasNo, {kind, std::string("fields")})
                                            : problem(recordKey(s.record), FindingKind::RecordMissing);
    if (!s.attempt && e.attempt != 0)
        return problem("attempt", FindingKind::EventHasNo, {kind, std::string("attempt")});
    for (const FlagName &f : FlagNames)
        if ((e.flags & f.bit) && !(s.flags & f.bit))
            return problem(f.name, FindingKind::EventNeverMarked, {kind, std::string(f.name)});
    if (e.flags & ~EventFlagBits)
        return problem("", FindingKind::FlagsMissing);
    return std::nullopt;
}

} // namespace corrsim
