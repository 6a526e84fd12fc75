#include "export/tracereader.h"

#include "input/jsonvalue.h"
#include "input/jsonreader.h"
#include "input/scenariolimits.h"

#include <map>

namespace corrsim {

bool isTraceFile(const std::string &path) { return path.size() > 6 && path.ends_with(".jsonl"); }

namespace {

/// Reads a file line by line, never holding more than one line, and refusing a line
/// longer than the limit (a file with no newlines must not fill memory).
class LineReader
{
public:
    static constexpr size_t MaxLine = size_t(16) << 20;
    LineReader(std::istream &in, const std::string &file) : m_in(in), m_file(file) {}

    bool next(std::string &line)
    {
        line.clear();
        if (!std::getline(m_in, line) && line.empty())
            return false;
        ++m_number;
        if (line.size() > MaxLine)
            throw ScenarioError(m_file, m_number, 1, "a line of more than 16 MB: this is not a Corrsim trace");
        return true;
    }
    int number() const { return m_number; }

private:
    std::istream &m_in;
    const std::string &m_file;
    int m_number = 0;
};

/// Checked reads of one line's JSON: each failure names the line, the field and what
/// was expected, instead of an exception of the JSON library.
class LineFields
{
public:
    LineFields(const OrderedJson &j, const std::string &file, int line, std::string_view text)
        : m_j(j), m_file(file), m_line(line), m_text(text)
    {
        if (!j.is_object())
            fail("", "each line is a JSON object");
    }
    /// Fails at the field's key on its line (the first place its name appears quoted).
    [[noreturn]] void fail(const std::string &field, const std::string &message) const
    {
        const size_t at = field.empty() ? std::string_view::npos : m_text.find("\"" + field + "\"");
        throw ScenarioError(m_file, m_line, at == std::string_view::npos ? 1 : int(at) + 1,
                            (field.empty() ? "" : "\"" + field + "\": ") + message);
    }
    bool has(const char *key) const { return m_j.contains(key); }
    const OrderedJson &at(const char *key) const { return m_j[key]; }

    std::string text(const char *key, const std::string &fallback = {}) const
    {
        if (!has(key))
            return fallback;
        if (!at(key).is_string())
            fail(key, "expected text");
        return at(key).get<std::string>();
    }
    int64_t whole(const char *key, int64_t low, int64_t high, int64_t fallback) const
    {
        if (!has(key))
            return fallback;
        const auto n = wholeNumber(at(key));
        if (!n || *n < low || *n > high)
            fail(key, "expected a whole number from " + std::to_string(low) + " to " + std::to_string(high));
        return *n;
    }
    bool flag(const char *key) const
    {
        if (!has(key))
            return false;
        if (!at(key).is_boolean())
            fail(key, "expected true or false");
        return at(key).get<bool>();
    }
    /// A list of text, or one text (a saga's owner may be either).
    std::vector<std::string> texts(const OrderedJson &v, const char *key) const
    {
        std::vector<std::string> out;
        if (v.is_string())
            return {v.get<std::string>()};
        if (!v.is_array())
            fail(key, "expected a list of text");
        for (const auto &item : v) {
            if (!item.is_string())
                fail(key, "expected a list of text");
            out.push_back(item.get<std::string>());
        }
        return out;
    }
    /// An object of scalar fields (a body, headers, a stored value).
    void fields(const char *key, Section section, Trace &t, std::vector<Field> &out) const
    {
        if (!has(key))
            return;
        if (!at(key).is_object())
            fail(key, "expected an object of fields");
        for (auto it = at(key).begin(); it != at(key).end(); ++it) {
            Value v = valueFromJson(it.value(), t.names());
            if (v.type == Value::Type::Text)
                if (const auto id = t.ids().parseGenerated(it.value().template get<std::string>()))
                    v = Value::id(*id); // an ID in a body was written as its text

            if (v.type == Value::Type::None && !it.value().is_null())
                fail(key, "the field \"" + it.key() + "\" is not text, a number or true/false");
            out.push_back({t.names().intern(it.key()), section, v});
        }
    }

private:
    const OrderedJson &m_j;
    const std::string &m_file;
    int m_line;
    std::string_view m_text;
};

} // namespace

ReadTrace readTraceJsonl(std::istream &in, const std::string &file, uint64_t maxBytes, TraceReadControl control)
{
    ReadTrace r;
    r.record = std::make_shared<RunRecord>();
    RunRecord &run = *r.record;
    LineReader lines(in, file);
    std::string line;
    auto parse = [&](const std::string &text) {
        JsonReadOptions o;
        o.comments = false;
        o.firstLine = lines.number();
        return readOrderedJson(text, file, o);
    };
    if (!lines.next(line))
        throw ScenarioError(file, 1, 1, "the file is empty");
    const OrderedJson head = parse(line);
    if (!head.is_object() || !head.contains("format") || !head["format"].is_string()
        || head["format"].get<std::string>() != "corrsim-trace")
        throw ScenarioError(file, 1, 1, "not a Corrsim trace (the first line must say \"format\": \"corrsim-trace\")");
    const std::string headText = line;
    const LineFields h(head, file, 1, headText);
    if (h.whole("version", 1, 1000, 1) != 1)
        h.fail("version", "this trace was written by a newer Corrsim (format version " + std::to_string(h.whole("version", 1, 1000, 1)) + ")");
    run.info.name = h.text("scenario", "trace");
    run.info.title = h.text("title", run.info.name);
    run.info.file = file;
    run.info.seed = uint64_t(h.whole("seed", 0, INT64_MAX, 1));
    // A fingerprint computed another way cannot be compared with ours.
    if (h.whole("fingerprintVersion", 1, 1000, 1) == FingerprintVersion)
        r.fingerprintInFile = h.text("fingerprint");
    if (h.has("saga")) {
        const OrderedJson &saga = h.at("saga");
        if (!saga.is_object() || !saga.contains("owner") || !saga.contains("final"))
            h.fail("saga", "expected {\"owner\": ..., \"final\": [...]}");
        SagaSettings s;
        s.owners = h.texts(saga["owner"], "saga");
        s.finals = h.texts(saga["final"], "saga");
        run.info.saga = s;
    }
    auto trace = std::make_shared<Trace>(run.info.seed);
    Trace &t = *trace;
    std::map<std::string, ActorRef, std::less<>> actors;
    std::map<std::string, uint16_t, std::less<>> stores;
    if (h.has("idSpaces")) {
        if (!h.at("idSpaces").is_array())
            h.fail("idSpaces", "expected a list");
        for (const auto &s : h.at("idSpaces")) {
            const LineFields sf(s, file, 1, headText);
            const std::string style = sf.text("style");
            if (style != "uuid" && style != "decimal")
                sf.fail("style", "expected \"uuid\" or \"decimal\"");
            try {
                t.ids().addSpace(sf.text("prefix"), style == "uuid" ? IdStyle::Uuid : IdStyle::Decimal);
            } catch (const std::length_error &) {
                sf.fail("idSpaces", "more than 65535 ID spaces");
            }
        }
    }
    for (const char *list : {"participants", "stores"})
        if (!h.has(list) || !h.at(list).is_array())
            h.fail(list, "expected a list");
    for (const auto &p : h.at("participants")) {
        const LineFields pf(p, file, 1, headText);
        const std::string name = pf.text("name");
        if (name.empty() || actors.count(name))
            pf.fail("participants", "each participant needs a name of its own");
        if (actors.size() >= MaxActors)
            pf.fail("participants", "more than " + std::to_string(MaxActors) + " participants");
        actors[name] = t.addParticipant({name, pf.text("kind"), pf.text("group")});
    }
    for (const auto &s : h.at("stores")) {
        const LineFields sf(s, file, 1, headText);
        const std::string name = sf.text("name"), owner = sf.text("owner");
        if (name.empty() || stores.count(name))
            sf.fail("stores", "each store needs a name of its own");
        if (!owner.empty() && !actors.count(owner))
            sf.fail("owner", "no participant is called \"" + owner + "\"");
        if (stores.size() >= 65535)
            sf.fail("stores", "more than 65535 stores");
        stores[name] = t.addStore({name, owner.empty() ? NoActor : actors.at(owner)});
    }

    // IDs come back as the numbers they were, when the header's spaces print them.
    auto id = [&](const LineFields &f, const char *key) { return f.has(key) ? t.ids().parse(f.text(key)) : Id{}; };
    auto participant = [&](const LineFields &f, const char *key) {
        if (!f.has(key))
            return NoActor;
        const auto it = actors.find(f.text(key));
        if (it == actors.end())
            f.fail(key, "no participant is called \"" + f.text(key) + "\"");
        return it->second;
    };
    while (lines.next(line)) {
        if (line.empty())
            continue;
        const OrderedJson j = parse(line);
        const LineFields f(j, file, lines.number(), line);
        TraceEvent e;
        const auto kind = eventKindFromName(f.text("kind"));
        if (!kind)
            f.fail("kind", "unknown event kind \"" + f.text("kind") + "\"");
        e.kind = *kind;
        if (!f.has("t"))
            f.fail("t", "every event has a time");
        e.time = SimTime::fromMicros(f.whole("t", 0, MaxVirtualMicros, 0));
        // A trace is in time order; every view relies on it.
        if (t.size() && e.time < t[t.size() - 1].time)
            f.fail("t", "time goes backwards here (a trace lists events in the order they happened)");
        e.actor = participant(f, "actor");
        if (f.has("peer")) {
            if (isStoreEvent(e.kind)) {
                const auto it = stores.find(f.text("peer"));
                if (it == stores.end())
                    f.fail("peer", "no store is called \"" + f.text("peer") + "\"");
                e.peer = it->second;
            } else {
                e.peer = participant(f, "peer");
            }
        }
        // What the views rely on: a message has both ends; a store event names its store.
        if (isMessageEvent(e.kind) && (e.actor == NoActor || e.peer == NoActor))
            f.fail("", "a " + std::string(eventKindName(e.kind)) + " event needs an \"actor\" and a \"peer\"");
        if (isStoreEvent(e.kind) && e.peer == NoActor)
            f.fail("", "a " + std::string(eventKindName(e.kind)) + " event needs its store as \"peer\"");
        e.message = id(f, "id");
        e.correlation = id(f, "correlationId");
        e.ref = f.has("key") ? id(f, "key") : id(f, "causationId");
        for (const char *k : {"type", "detail"})
            if (f.has(k))
                e.detail = t.names().intern(f.text(k));
        e.attempt = uint16_t(f.whole("attempt", 0, 65535, 0));
        if (valueIsSymbol(e.kind)) {
            // Its value is a name (the state left, the step): only "from" or "step" give it.
            for (const char *k : {"from", "step"})
                if (f.has(k))
                    e.value = t.names().intern(f.text(k));
        } else {
            for (const char *k : {"firstSeenUs", "latencyUs", "expiresUs", "lost", "value"})
                if (f.has(k) && !f.at(k).is_object()) // "value" is also a stored value's fields
                    e.value = f.whole(k, -1, INT64_MAX, 0);
        }
        if (f.has("passed"))
            e.value = f.flag("passed") ? 1 : 0;
        e.flags = uint8_t((f.flag("duplicate") ? FlagDuplicate : 0) | (f.flag("pause") ? FlagPause : 0)
                          | (f.flag("injected") ? FlagInjected : 0) | (f.flag("compensation") ? FlagCompensation : 0)
                          | (f.flag("reversible") ? FlagReversible : 0));
        std::vector<Field> fields;
        for (const char *k : {"body", "value", "fields"})
            if (f.has(k) && f.at(k).is_object())
                f.fields(k, Section::Body, t, fields);
        f.fields("headers", Section::Header, t, fields);
        e.record = t.records().add(fields);
        t.append(e);
        if (e.kind == EventKind::Expectation)
            run.expectations.push_back({t.names().text(e.detail), e.value != 0, {}, {}, -1});
        if ((t.size() & 65535) == 0 && t.memoryBytes() > maxBytes)
            throw ScenarioError(file, lines.number(), 1, "the trace needs more than " + std::to_string(maxBytes >> 20)
                                                             + " MB of memory to open");
        if ((t.size() & 4095) == 0) {
            if (control.cancel && control.cancel->load())
                return {};
            if (control.bytesRead)
                control.bytesRead->store(uint64_t(std::max<std::streamoff>(0, in.tellg())));
        }
    }
    if (in.bad())
        throw ScenarioError(file, lines.number(), 1, "cannot read the file");
    run.events = trace;
    run.seed = run.info.seed;
    run.end = t.size() ? t[t.size() - 1].time : SimTime();
    run.fingerprint = t.fingerprint();
    run.stores = std::make_shared<StoreHistory>(trace);
    if (run.info.saga)
        run.sagas = sagaReport(t, *run.info.saga);
    return r;
}

} // namespace corrsim
