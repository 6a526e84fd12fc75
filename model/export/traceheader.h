#pragma once
// What the JSON Lines and the binary trace share: the header that describes the run
// (scenario, seed, participants, stores, ID spaces, fingerprint), written and read the
// same way, and the checked reading of a JSON object's fields. Model-internal.

#include "export/tracereader.h"
#include "input/json.h"
#include "input/jsonreader.h"
#include "input/jsonvalue.h"
#include "input/scenarioerror.h"
#include "scenario/scenarioinfo.h"

#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace corrsim {

/// The header as one line of JSON; `format` is "corrsim-trace" or "corrsim-trace-binary".
std::string traceHeaderJson(const Trace &t, const ScenarioInfo &info, const char *format);

/// A header read back: a trace with the run's participants, stores and ID spaces, and
/// their names for the reader of the events. Fills r.record's info and the fingerprint.
struct TraceHeader
{
    std::shared_ptr<Trace> trace;
    std::map<std::string, ActorRef, std::less<>> actors;
    std::map<std::string, uint16_t, std::less<>> stores;
};
/// `head` is the header's JSON, `text` its text (errors point into it), `line` where it is.
TraceHeader readTraceHeader(const OrderedJson &head, const std::string &text, const std::string &file, int line,
                            ReadTrace &r);
/// Makes r.record the run its events tell, once they are all read: the end, the
/// fingerprint, the store history and the saga report.
void finishReadRun(ReadTrace &r, std::shared_ptr<Trace> trace);

/// What is wrong with a field of one line of JSON, at its key's column on the line (the
/// first place its name appears quoted) and said of it ("\"t\": …"); of the line as a
/// whole when `field` is empty. Both trace readers' lines fail through it.
[[noreturn]] inline void failAtField(const std::string &file, int line, std::string_view text, std::string_view field,
                                     Finding what)
{
    const size_t at = field.empty() ? std::string_view::npos : text.find("\"" + std::string(field) + "\"");
    throw ScenarioError(
        file, line, at == std::string_view::npos ? 1 : int(at) + 1,
        field.empty() ? std::move(what)
                      : Finding{FindingKind::InField, {std::string(field), Finding::nested(std::move(what))}, {}});
}

/// Checked reads of one line's JSON: each failure names the line, the field and what
/// was expected, instead of an exception of the JSON library.
class LineFields
{
public:
    LineFields(const OrderedJson &j, const std::string &file, int line, std::string_view text)
        : m_j(j), m_file(file), m_line(line), m_text(text)
    {
        if (!j.is_object())
            fail("", FindingKind::LineIsObject);
    }
    /// Fails at the field's key on its line.
    [[noreturn]] void fail(const std::string &field, Finding what) const
    {
        failAtField(m_file, m_line, m_text, field, std::move(what));
    }
    [[noreturn]] void fail(const std::string &field, FindingKind kind, std::vector<FindingArg> args = {}) const
    {
        fail(field, Finding{kind, std::move(args), {}});
    }
    /// The checked reading of an object inside this line.
    LineFields nested(const OrderedJson &j) const { return LineFields(j, m_file, m_line, m_text); }
    bool has(const char *key) const { return m_j.contains(key); }
    const OrderedJson &at(const char *key) const { return m_j[key]; }

    std::string text(const char *key, const std::string &fallback = {}) const
    {
        if (!has(key))
            return fallback;
        if (!at(key).is_string())
            fail(key, FindingKind::ExpectedTextAlone);
        return at(key).get<std::string>();
    }
    int64_t whole(const char *key, int64_t low, int64_t high, int64_t fallback) const
    {
        if (!has(key))
            return fallback;
        const auto n = wholeNumber(at(key));
        if (!n || *n < low || *n > high)
            fail(key, FindingKind::ExpectedWholeFromTo, {low, high});
        return *n;
    }
    bool flag(const char *key) const
    {
        if (!has(key))
            return false;
        if (!at(key).is_boolean())
            fail(key, FindingKind::ExpectedTrueOrFalse);
        return at(key).get<bool>();
    }
    /// A list of text, or one text (a saga's owner may be either).
    std::vector<std::string> texts(const OrderedJson &v, const char *key) const
    {
        std::vector<std::string> out;
        if (v.is_string())
            return {v.get<std::string>()};
        if (!v.is_array())
            fail(key, FindingKind::ExpectedTextList);
        for (const auto &item : v) {
            if (!item.is_string())
                fail(key, FindingKind::ExpectedTextList);
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
            fail(key, FindingKind::ExpectedFieldsObject);
        for (auto it = at(key).begin(); it != at(key).end(); ++it) {
            Value v = valueFromJson(it.value(), t.names());
            if (v.type == Value::Type::Text)
                if (const auto id = t.ids().parseGenerated(it.value().template get<std::string>()))
                    v = Value::id(*id); // an ID in a body was written as its text

            if (v.type == Value::Type::None && !it.value().is_null())
                fail(key, FindingKind::FieldNotScalar, {it.key()});
            out.push_back({t.names().intern(it.key()), section, v});
        }
    }

private:
    const OrderedJson &m_j;
    const std::string &m_file;
    int m_line;
    std::string_view m_text;
};

} // namespace corrsim
