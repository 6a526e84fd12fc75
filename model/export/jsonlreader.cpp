// Reads the JSON Lines trace back: the header with the JSON library (one line, its
// errors located to the column), every event line with simdjson's on-demand parser (a
// million-request trace is seven million lines). Each line takes only the fields its
// kind carries (eventshape.h), and the event it makes passes the checks the binary
// reader makes too (eventcheck.h), so the two formats take the same traces.

#include "export/lineblocks.h"
#include "export/traceheader.h"
#include "export/tracereader.h"
#include "input/jsonreader.h"
#include "trace/eventcheck.h"

#include <simdjson.h>

#include <array>
#include <cmath>

namespace corrsim {

namespace {

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

std::optional<Key> keyOf(std::string_view name)
{
    if (name.empty())
        return std::nullopt;
    for (size_t s = keySlot(name); KeyTable[s] >= 0; s = (s + 1) & 63)
        if (KeyNames[size_t(KeyTable[s])] == name)
            return Key(KeyTable[s]);
    return std::nullopt;
}

Key keyNamed(std::string_view name)
{
    return *keyOf(name);
}

/// The fields a line of this kind may have: the ones its shape names.
KeySet allowedKeys(EventKind kind)
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
    [[noreturn]] void fail(std::string_view field, const std::string &message) const
    {
        const size_t at = field.empty() ? std::string_view::npos : m_text.find("\"" + std::string(field) + "\"");
        throw ScenarioError(m_file, m_number, at == std::string_view::npos ? 1 : int(at) + 1,
                            (field.empty() ? "" : "\"" + std::string(field) + "\": ") + message);
    }
    [[noreturn]] void fail(Key k, const std::string &message) const { fail(KeyNames[size_t(k)], message); }
    /// Not JSON: the JSON library, which locates errors to the column, says where.
    [[noreturn]] void notJson(simdjson::error_code error) const
    {
        asTheJsonLibraryReadsIt();
        throw ScenarioError(m_file, m_number, 1, std::string("not JSON: ") + simdjson::error_message(error));
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
    template <typename T> T get(simdjson::simdjson_result<T> r, Key k, const char *expected) const
    {
        T v;
        if (const auto error = std::move(r).get(v)) {
            if (error == simdjson::INCORRECT_TYPE || error == simdjson::NUMBER_ERROR ||
                error == simdjson::NUMBER_OUT_OF_RANGE)
                fail(k, std::string("expected ") + expected);
            notJson(error);
        }
        return v;
    }
    std::string_view text(od::value v, Key k) const { return get(v.get_string(), k, "text"); }
    bool flag(od::value v, Key k) const { return get(v.get_bool(), k, "true or false"); }
    /// A whole number: an integer, or a fraction-free number a double holds exactly.
    int64_t whole(od::value v, Key k) const
    {
        const char *expected = "a whole number";
        const od::json_type type = get(v.type(), k, expected);
        if (type != od::json_type::number)
            fail(k, expected);
        od::number_type nt = od::number_type::floating_point_number;
        if (v.get_number_type().get(nt) == simdjson::SUCCESS && nt == od::number_type::signed_integer)
            return get(v.get_int64(), k, expected);
        if (nt == od::number_type::unsigned_integer)
            fail(k, "a whole number beyond the largest a trace holds (2^63 - 1)");
        const double d = get(v.get_double(), k, expected);
        if (!(std::fabs(d) <= 9007199254740992.0) || d != std::floor(d))
            fail(k, expected);
        return int64_t(d);
    }
    /// An object of scalar fields (a body, headers, a stored value, a line's fields).
    void fields(od::value v, Key k, Section section, Trace &t, std::vector<Field> &out) const
    {
        od::object object = get(v.get_object(), k, "an object of fields");
        const size_t first = out.size();
        for (auto member : object) {
            od::field field = get(std::move(member), k, "an object of fields");
            const std::string_view name = get(field.unescaped_key(), k, "an object of fields");
            od::value value = field.value();
            out.push_back({t.names().intern(name), section, scalar(value, name, k, t)});
        }
        if (const auto twice = repeatedField(std::span<const Field>(out).subspan(first)))
            fail(k, "the field \"" + t.names().text(*twice) + "\" twice");
    }

private:
    /// A field's value as a record keeps it: text (an ID of this trace's as its ID), a
    /// whole number, another number, true/false, or null.
    Value scalar(od::value v, std::string_view name, Key k, Trace &t) const
    {
        const std::string bad = "the field \"" + std::string(name) + "\" is not text, a number or true/false";
        switch (get(v.type(), k, "an object of fields")) {
        case od::json_type::string: {
            const std::string_view s = get(v.get_string(), k, "text");
            if (const auto id = t.ids().parseGenerated(s))
                return Value::id(*id); // an ID in a body was written as its text
            return Value::text(t.names().intern(s));
        }
        case od::json_type::number: {
            od::number_type nt = od::number_type::floating_point_number;
            if (v.get_number_type().get(nt) == simdjson::SUCCESS && nt == od::number_type::signed_integer)
                return Value::integer(get(v.get_int64(), k, "a number"));
            if (nt == od::number_type::unsigned_integer)
                fail(k, "the field \"" + std::string(name) + "\" is beyond the largest whole number a trace holds");
            return Value::number(get(v.get_double(), k, "a number"));
        }
        case od::json_type::boolean:
            return Value::boolean(get(v.get_bool(), k, "true or false"));
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

} // namespace

ReadTrace readTraceJsonl(std::istream &in, const std::string &file, uint64_t maxBytes, TraceReadControl control)
{
    ReadTrace r;
    r.record = std::make_shared<RunRecord>();
    RunRecord &run = *r.record;
    LineBlocks lines(in, file);
    std::string_view line;
    if (!lines.next(line))
        throw ScenarioError(file, 1, 1, "the file is empty");
    JsonReadOptions o;
    o.comments = false;
    const std::string headText(line);
    const OrderedJson head = readOrderedJson(headText, file, o);
    if (!head.is_object() || !head.contains("format") || !head["format"].is_string() ||
        head["format"].get<std::string>() != "corrsim-trace")
        throw ScenarioError(file, 1, 1, "not a Corrsim trace (the first line must say \"format\": \"corrsim-trace\")");
    TraceHeader header = readTraceHeader(head, headText, file, 1, r);
    auto trace = header.trace;
    Trace &t = *trace;

    std::array<KeySet, EventKindCount> allowed{};
    for (int k = 0; k < EventKindCount; ++k)
        allowed[size_t(k)] = allowedKeys(EventKind(k));
    od::parser parser;
    std::vector<Field> fields;
    std::array<Key, size_t(Key::Count_)> order{}; // the fields in the order the line gives them
    SimTime previous;
    while (lines.next(line)) {
        if (line.find_first_not_of(" \t\r") == std::string_view::npos)
            continue;
        const EventLine l(file, lines.number(), line);
        od::document doc;
        if (const auto error =
                parser.iterate(line.data(), line.size(), line.size() + lines.readableAfter(line)).get(doc))
            l.notJson(error);
        od::object object;
        if (const auto error = doc.get_object().get(object))
            error == simdjson::INCORRECT_TYPE ? l.fail("", "each line is a JSON object") : l.notJson(error);

        // Every field, read as its key says; which ones this kind may have is checked after.
        KeySet seen = 0;
        size_t count = 0;
        std::string_view kindName, actor, peer, id, correlation, ref, word, state;
        int64_t seq = -1, time = -1, attempt = 0, number = 0;
        bool hasRef = false, receiverDown = false;
        uint8_t flags = 0;
        fields.clear();
        for (auto member : object) {
            od::field field;
            if (const auto error = std::move(member).get(field))
                l.notJson(error);
            std::string_view name;
            if (const auto error = field.unescaped_key().get(name))
                l.notJson(error);
            const auto key = keyOf(name);
            if (!key)
                l.fail(name, "no event carries a field of this name");
            if (seen & bit(*key))
                l.fail(*key, "this field twice");
            seen |= bit(*key);
            order[count++] = *key;
            od::value v = field.value();
            switch (*key) {
            case Key::Seq:
                seq = l.whole(v, *key);
                break;
            case Key::T:
                time = l.whole(v, *key);
                break;
            case Key::Kind:
                kindName = l.text(v, *key);
                break;
            case Key::Actor:
                actor = l.text(v, *key);
                break;
            case Key::Peer:
                peer = l.text(v, *key);
                break;
            case Key::Id:
                id = l.text(v, *key);
                break;
            case Key::CorrelationId:
                correlation = l.text(v, *key);
                break;
            case Key::CausationId:
            case Key::KeyId:
                ref = l.text(v, *key);
                hasRef = true;
                break;
            case Key::Type:
            case Key::Detail:
                word = l.text(v, *key);
                break;
            case Key::Attempt:
                attempt = l.whole(v, *key);
                if (attempt < 0 || attempt > 65535)
                    l.fail(*key, "expected a whole number from 0 to 65535");
                break;
            case Key::From:
            case Key::Step:
                state = l.text(v, *key);
                break;
            case Key::Passed:
                number = l.flag(v, *key) ? 1 : 0;
                break;
            case Key::ReceiverDown:
                receiverDown = l.flag(v, *key);
                break;
            case Key::Duplicate:
            case Key::Pause:
            case Key::Injected:
            case Key::Compensation:
            case Key::Reversible:
            case Key::Pinned:
                if (l.flag(v, *key))
                    for (const FlagName &f : FlagNames)
                        if (f.name == KeyNames[size_t(*key)])
                            flags |= f.bit;
                break;
            case Key::Body:
            case Key::Value:
            case Key::Fields:
                l.fields(v, *key, Section::Body, t, fields);
                break;
            case Key::Headers:
                l.fields(v, *key, Section::Header, t, fields);
                break;
            default: // the numbers: firstSeenUs, latencyUs, expiresUs, lost
                number = l.whole(v, *key);
                break;
            }
        }
        // Nothing after the object: the document has no position left to point at.
        if (const char *after = nullptr; doc.current_location().get(after) == simdjson::SUCCESS)
            l.fail("", "each line is one JSON object");

        if (!(seen & bit(Key::Kind)))
            l.fail("kind", "every event has a kind");
        const auto kind = eventKindFromName(kindName);
        if (!kind)
            l.fail(Key::Kind, "unknown event kind \"" + std::string(kindName) + "\"");
        // Only the fields this kind carries (a note has no attempt; a state change no causation).
        if (const KeySet extra = seen & ~allowed[size_t(*kind)])
            for (size_t i = 0; i < count; ++i)
                if (extra & bit(order[i]))
                    l.fail(order[i], aKind(*kind) + " event carries no such field");
        if (!(seen & bit(Key::T)))
            l.fail("t", "every event has a time");
        if (receiverDown && (seen & bit(Key::LatencyUs)))
            l.fail(Key::ReceiverDown, "a drop at a receiver that was down has no latencyUs");
        if (seen & bit(Key::Seq) && seq != int64_t(t.size()))
            l.fail(Key::Seq, "expected " + std::to_string(t.size()) + ", the event's place in the trace");

        const EventShape shape = shapeOf(*kind);
        TraceEvent e;
        e.kind = *kind;
        e.time = SimTime::fromMicros(time);
        auto participant = [&](std::string_view name, Key k) {
            const auto it = header.actors.find(name);
            if (it == header.actors.end())
                l.fail(k, "no participant is called \"" + std::string(name) + "\"");
            return it->second;
        };
        if (seen & bit(Key::Actor))
            e.actor = participant(actor, Key::Actor);
        if (seen & bit(Key::Peer)) {
            if (shape.peerIsStore) {
                const auto it = header.stores.find(peer);
                if (it == header.stores.end())
                    l.fail(Key::Peer, "no store is called \"" + std::string(peer) + "\"");
                e.peer = it->second;
            } else {
                e.peer = participant(peer, Key::Peer);
            }
        }
        if (seen & bit(Key::Id))
            e.message = t.ids().parse(id);
        if (seen & bit(Key::CorrelationId))
            e.correlation = t.ids().parse(correlation);
        e.attempt = uint16_t(attempt);
        e.flags = flags;
        TraceEvent::Slots kept;
        if (hasRef)
            kept.ref = t.ids().parse(ref);
        if (!word.empty())
            kept.detail = t.names().intern(word);
        if (numberIsName(shape.number))
            kept.value = state.empty() ? 0 : t.names().intern(state);
        else
            kept.value = number;
        if (receiverDown)
            kept.value = DropReceiverDown;
        kept.record = t.records().add(fields);
        e.withSlots(kept);
        if (const auto problem = checkEvent(e, t, previous))
            l.fail(problem->field, problem->message);
        previous = e.time;
        t.append(e);
        if (e.kind == EventKind::Expectation)
            run.expectations.push_back({t.names().text(e.text()), e.passed(), {}, {}, -1});
        if (t.memoryBytes() > maxBytes)
            l.fail("", "the trace needs more than " + std::to_string(maxBytes >> 20) + " MB of memory to open");
        if ((t.size() & 4095) == 0) {
            if (control.cancel && control.cancel->load())
                return {};
            if (control.bytesRead)
                control.bytesRead->store(lines.bytesTaken());
        }
    }
    finishReadRun(r, trace);
    return r;
}

} // namespace corrsim
