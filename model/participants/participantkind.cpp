#include "participants/participantkind.h"

#include "input/confignode.h"
#include "kernel/random.h"
#include "trace/translatable.h"

#include <charconv>
#include <stdexcept>

namespace corrsim {

const std::vector<FieldSpec> &commonParticipantFields()
{
    static const std::vector<FieldSpec> common = {
        {"name", FieldType::Text, "required",
         QT_TRANSLATE_NOOP("ParameterDocs", "its name, unique in the scenario, without `/`")},
        {"kind", FieldType::Choice, "required",
         QT_TRANSLATE_NOOP("ParameterDocs", "what it is: one of the kinds below")},
        {"group", FieldType::Text, "none",
         QT_TRANSLATE_NOOP("ParameterDocs", "a heading several participants are drawn under in the views")},
        {"workers", FieldType::Integer, "1",
         QT_TRANSLATE_NOOP("ParameterDocs", "run the participant as N workers (1 to 64), `NAME/1` … `NAME/N`, behind a "
                                            "router called `NAME`; not for a "
                                            "`broker`")},
        {"router",
         FieldType::Choice,
         "`\"round-robin\"`",
         QT_TRANSLATE_NOOP("ParameterDocs",
                           "how the router picks a worker for each message sent to `NAME`: `round-robin` or `random`"),
         {"round-robin", "random"}},
    };
    return common;
}

void checkParticipantFields(const ConfigNode &c, const ParticipantKind &kind)
{
    auto known = [&](std::string_view key) {
        for (const auto *list : {&commonParticipantFields(), &kind.fields})
            for (const FieldSpec &f : *list)
                if (f.name == key)
                    return true;
        return false;
    };
    for (const auto &[key, value] : c.members()) {
        if (known(key))
            continue;
        std::string list;
        for (const auto *fields : {&commonParticipantFields(), &kind.fields})
            for (const FieldSpec &f : *fields)
                list += (list.empty() ? "" : ", ") + std::string(f.name);
        value.fail({FindingKind::UnknownField, {key, list}, {}});
    }
    for (const FieldSpec &f : kind.fields)
        if (f.required())
            c.at(f.name); // fails naming the missing field
    if (kind.noWorkers && readInteger(c, kind.field("workers")) > 1)
        c.at("workers").fail({*kind.noWorkers, {}, {}});
}

std::optional<std::string_view> FieldSpec::defaultValue() const
{
    std::string_view t = defaultText;
    // "`\"10ms\"`": a string, as JSON writes it, as code.
    if (t.size() >= 4 && t.starts_with("`\"") && t.ends_with("\"`"))
        return t.substr(2, t.size() - 4);
    // "10", "false", "`false`": a number or a flag.
    if (t.size() >= 2 && t.starts_with('`') && t.ends_with('`'))
        t = t.substr(1, t.size() - 2);
    if (t == "true" || t == "false")
        return t;
    int64_t n = 0;
    const auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), n);
    if (ec == std::errc() && end == t.data() + t.size() && !t.empty())
        return t;
    return std::nullopt;
}

const FieldSpec &ParticipantKind::field(std::string_view fieldName) const
{
    for (const auto *list : {&fields, &commonParticipantFields()})
        for (const FieldSpec &f : *list)
            if (f.name == fieldName)
                return f;
    throw std::logic_error("the participant kind " + std::string(name) + " reads a field \"" + std::string(fieldName) +
                           "\" it does not declare");
}

namespace {

/// The declared default of a field read without a value of its own: a bug in the kind's
/// declaration when it has none, not the scenario's.
std::string_view declaredDefault(const FieldSpec &field)
{
    const auto value = field.defaultValue();
    if (!value)
        throw std::logic_error("the field \"" + std::string(field.name) +
                               "\" is read with a default, and its "
                               "declaration gives none (\"" +
                               std::string(field.defaultText) + "\")");
    return *value;
}

/// The declared default of a duration field, as a duration.
SimTime declaredDuration(const FieldSpec &field)
{
    const std::string_view text = declaredDefault(field);
    const auto d = parseDuration(text);
    if (!d)
        throw std::logic_error("the field \"" + std::string(field.name) + "\" declares \"" + std::string(text) +
                               "\" as its default, which is no duration");
    return *d;
}

} // namespace

std::string readText(const ConfigNode &c, const FieldSpec &field)
{
    if (const auto n = c.find(field.name))
        return n->text();
    return std::string(declaredDefault(field));
}

int64_t readInteger(const ConfigNode &c, const FieldSpec &field)
{
    if (const auto n = c.find(field.name))
        return n->integer();
    const std::string_view text = declaredDefault(field);
    int64_t n = 0;
    std::from_chars(text.data(), text.data() + text.size(), n);
    return n;
}

bool readBoolean(const ConfigNode &c, const FieldSpec &field)
{
    if (const auto n = c.find(field.name))
        return n->boolean();
    return declaredDefault(field) == "true";
}

SimTime readDuration(const ConfigNode &c, const FieldSpec &field)
{
    if (const auto n = c.find(field.name))
        return n->duration();
    return declaredDuration(field);
}

double readProbability(const ConfigNode &c, const FieldSpec &field)
{
    if (const auto n = c.find(field.name))
        return n->probability();
    const std::string_view text = declaredDefault(field);
    double p = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), p);
    if (ec != std::errc() || end != text.data() + text.size() || p < 0 || p > 1)
        throw std::logic_error("the field \"" + std::string(field.name) + "\" declares \"" + std::string(text) +
                               "\" as its default, which is no probability");
    return p;
}

Distribution readDistribution(const ConfigNode &c, const FieldSpec &field)
{
    if (const auto n = c.find(field.name))
        return n->distribution();
    return Distribution::fixed(declaredDuration(field));
}

size_t readChoiceIndex(const ConfigNode &c, const FieldSpec &field)
{
    const std::string given = readText(c, field);
    for (size_t i = 0; i < field.choices.size(); ++i)
        if (field.choices[i] == given)
            return i;
    std::string list;
    for (std::string_view w : field.choices)
        list += (list.empty() ? "" : ", ") + std::string(w);
    if (!c.has(field.name))
        throw std::logic_error("the field \"" + std::string(field.name) +
                               "\" declares a default that is none of its "
                               "choices");
    c.at(field.name).fail({FindingKind::UnknownValue, {given, list}, {}});
}

void throwChoiceCountMismatch(const FieldSpec &field, size_t given)
{
    throw std::logic_error("the field \"" + std::string(field.name) + "\" declares " +
                           std::to_string(field.choices.size()) + " choices and is read as " + std::to_string(given));
}

} // namespace corrsim
