#pragma once
// One event line of the JSON Lines trace as simdjson's on-demand parser reads it: the
// fields a line may have (each kind takes only those its shape names, eventshape.h),
// and checked reads of their values, each failure located at its field on its line.
// Private to the JSON Lines reader (jsonlreader.cpp).

#include "export/traceheader.h"
#include "input/jsonreader.h"
#include "input/scenarioerror.h"
#include "trace/eventshape.h"
#include "trace/trace.h"

#include <simdjson.h>

#include <array>
#include <cmath>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace corrsim::jsonl {

namespace od = simdjson::ondemand;

/// Every field an event line may have.
enum class Key : uint8_t {
    Seq,
    T,
    Kind,
    Actor,
    Peer,
    Id,
    CorrelationId,
    CausationId,
    KeyId,
    Type,
    Detail,
    Attempt,
    FirstSeenUs,
    LatencyUs,
    ReceiverDown,
    ExpiresUs,
    Lost,
    From,
    Step,
    Passed,
    Duplicate,
    Pause,
    Injected,
    Compensation,
    Reversible,
    Pinned,
    Body,
    Value,
    Fields,
    Headers,
    Count_
};
constexpr std::array<std::string_view, size_t(Key::Count_)> KeyNames = {
    "seq",        "t",      "kind",   "actor",   "peer",        "id",        "correlationId", "causationId",
    "key",        "type",   "detail", "attempt", "firstSeenUs", "latencyUs", "receiverDown",  "expiresUs",
    "lost",       "from",   "step",   "passed",  "duplicate",   "pause",     "injected",      "compensation",
    "reversible", "pinned", "body",   "value",   "fields",      "headers"};
using KeySet = uint32_t;
static_assert(size_t(Key::Count_) <= 32);
constexpr KeySet bit(Key k)
{
    return KeySet(1) << unsigned(k);
}

/// A key's place in a small open-addressed table: a dozen keys a line, seven million
/// lines, so no string is compared more than once or twice.
constexpr size_t keySlot(std::string_view name)
{
    return (name.size() * 7 + size_t(static_cast<unsigned char>(name.front())) * 3 +
            size_t(static_cast<unsigned char>(name.back()))) &
           63;
}
constexpr std::array<int8_t, 64> KeyTable = [] {
    std::array<int8_t, 64> t{};
    t.fill(-1);
    for (size_t k = 0; k < KeyNames.size(); ++k) {
        size_t s = keySlot(KeyNames[k]);
        while (t[s] >= 0)
            s = (s + 1) & 63;
        t[s] = int8_t(k);
    }
    return t;
}();

inline std::optional<Key> keyOf(std::string_view name)
{
    if (name.empty())
        return std::nullopt;
    for (size_t s = keySlot(name); KeyTable[s] >= 0; s = (s + 1) & 63)
        if (KeyNames[size_t(KeyTable[s])] == name)
            return Key(KeyTable[s]);
    return std::nullopt;
}

inline Key keyNamed(std::string_view name)
{
    return *keyOf(name);
}

/// The fields a line of this kind may have: the ones its shape names.
inline KeySet allowedKeys(EventKind kind)
{
    const EventShape s = shapeOf(kind);
    KeySet k = bit(Key::Seq) | bit(Key::T) | bit(Key::Kind);
    if (s.actor != End::Never)
        k |= bit(Key::Actor);
    if (s.peer != End::Never)
        k |= bit(Key::Peer);
    if (s.message)
        k |= bit(Key::Id) | bit(Key::CorrelationId);
    if (s.ref != RefSlot::None)
        k |= bit(keyNamed(refKey(s.ref)));
    if (s.word != WordSlot::None)
        k |= bit(keyNamed(wordKey(s.word)));
    if (s.number != NumberSlot::None)
        k |= bit(keyNamed(numberKey(s.number)));
    if (s.number == NumberSlot::Travelled && kind == EventKind::Drop)
        k |= bit(Key::ReceiverDown);
    if (s.record != RecordSlot::None)
        k |= bit(keyNamed(recordKey(s.record))) | bit(Key::Headers);
    if (s.attempt)
        k |= bit(Key::Attempt);
    for (const FlagName &f : FlagNames)
        if (s.flags & f.bit)
            k |= bit(keyNamed(f.name));
    return k;
}

/// One event line being read: its text (errors point into it) and what it has said.
class EventLine
{
public:
    EventLine(const std::string &file, int number, std::string_view text) : m_file(file), m_number(number), m_text(text)
    {}
    [[noreturn]] void fail(std::string_view field, Finding what) const
    {
        failAtField(m_file, m_number, m_text, field, std::move(what));
    }
    [[noreturn]] void fail(std::string_view field, FindingKind kind, std::vector<FindingArg> args = {}) const
    {
        fail(field, Finding{kind, std::move(args), {}});
    }
    [[noreturn]] void fail(Key k, Finding what) const { fail(KeyNames[size_t(k)], std::move(what)); }
    [[noreturn]] void fail(Key k, FindingKind kind, std::vector<FindingArg> args = {}) const
    {
        fail(KeyNames[size_t(k)], kind, std::move(args));
    }
    /// Not JSON: the JSON library, which locates errors to the column, says where.
    [[noreturn]] void notJson(simdjson::error_code error) const
    {
        asTheJsonLibraryReadsIt();
        throw ScenarioError(m_file, m_number, 1,
                            Finding{FindingKind::NotJsonSays, {std::string(simdjson::error_message(error))}, {}});
    }
    /// Throws the JSON library's error for the line, if it has one: not JSON (with its
    /// column), or nested deeper than MaxJsonDepth. Only on the way to an error.
    void asTheJsonLibraryReadsIt() const
    {
        JsonReadOptions o;
        o.comments = false;
        o.firstLine = m_number;
        readOrderedJson(m_text, m_file, o);
    }
    /// The value, or a failure that says what was `expected` (a finding of that kind).
    template <typename T> T get(simdjson::simdjson_result<T> r, Key k, FindingKind expected) const
    {
        T v;
        if (const auto error = std::move(r).get(v)) {
            if (error == simdjson::INCORRECT_TYPE || error == simdjson::NUMBER_ERROR ||
                error == simdjson::NUMBER_OUT_OF_RANGE)
                fail(k, expected);
            notJson(error);
        }
        return v;
    }
    std::string_view text(od::value v, Key k) const { return get(v.get_string(), k, FindingKind::ExpectedTextAlone); }
    bool flag(od::value v, Key k) const { return get(v.get_bool(), k, FindingKind::ExpectedTrueOrFalse); }
    /// A whole number: an integer, or a fraction-free number a double holds exactly.
    int64_t whole(od::value v, Key k) const
    {
        const FindingKind expected = FindingKind::ExpectedWhole;
        const od::json_type type = get(v.type(), k, expected);
        if (type != od::json_type::number)
            fail(k, expected);
        od::number_type nt = od::number_type::floating_point_number;
        if (v.get_number_type().get(nt) == simdjson::SUCCESS && nt == od::number_type::signed_integer)
            return get(v.get_int64(), k, expected);
        if (nt == od::number_type::unsigned_integer)
            fail(k, FindingKind::WholeBeyondTrace);
        const double d = get(v.get_double(), k, expected);
        if (!(std::fabs(d) <= 9007199254740992.0) || d != std::floor(d))
            fail(k, expected);
        return int64_t(d);
    }
    /// An object of scalar fields (a body, headers, a stored value, a line's fields).
    void fields(od::value v, Key k, Section section, Trace &t, std::vector<Field> &out) const
    {
        const FindingKind expected = FindingKind::ExpectedFieldsObject;
        od::object object = get(v.get_object(), k, expected);
        const size_t first = out.size();
        for (auto member : object) {
            od::field field = get(std::move(member), k, expected);
            const std::string_view name = get(field.unescaped_key(), k, expected);
            od::value value = field.value();
            out.push_back({t.names().intern(name), section, scalar(value, name, k, t)});
        }
        if (const auto twice = repeatedField(std::span<const Field>(out).subspan(first)))
            fail(k, FindingKind::FieldNamedTwice, {t.names().text(*twice)});
    }

private:
    /// A field's value as a record keeps it: text (an ID of this trace's as its ID), a
    /// whole number, another number, true/false, or null.
    Value scalar(od::value v, std::string_view name, Key k, Trace &t) const
    {
        const Finding bad{FindingKind::FieldNotScalar, {std::string(name)}, {}};
        switch (get(v.type(), k, FindingKind::ExpectedFieldsObject)) {
        case od::json_type::string: {
            const std::string_view s = get(v.get_string(), k, FindingKind::ExpectedTextAlone);
            if (const auto id = t.ids().parseGenerated(s))
                return Value::id(*id); // an ID in a body was written as its text
            return Value::text(t.names().intern(s));
        }
        case od::json_type::number: {
            od::number_type nt = od::number_type::floating_point_number;
            if (v.get_number_type().get(nt) == simdjson::SUCCESS && nt == od::number_type::signed_integer)
                return Value::integer(get(v.get_int64(), k, FindingKind::ExpectedNumberAlone));
            if (nt == od::number_type::unsigned_integer)
                fail(k, FindingKind::FieldBeyondWhole, {std::string(name)});
            return Value::number(get(v.get_double(), k, FindingKind::ExpectedNumberAlone));
        }
        case od::json_type::boolean:
            return Value::boolean(get(v.get_bool(), k, FindingKind::ExpectedTrueOrFalse));
        case od::json_type::null: {
            bool null = false;
            if (v.is_null().get(null) || !null)
                fail(k, bad);
            return {};
        }
        default: // a list or an object: refused for its depth first, as any line is
            asTheJsonLibraryReadsIt();
            fail(k, bad);
        }
    }

    const std::string &m_file;
    int m_number;
    std::string_view m_text;
};

} // namespace corrsim::jsonl
