#include "scenario/parameters.h"

#include "input/jsonreader.h"
#include "scenario/scenariodoc.h"

#include <charconv>
#include <cmath>

namespace corrsim {

namespace {

constexpr double MaxWhole = 9007199254740992.0; // 2^53: beyond it a double holds no every whole number

// Parts of a scenario a student changes; the rest (narrative, expectations) is the lesson.
constexpr const char *Editable[] = {"network", "participants", "links", "faults", "until"};

std::optional<ParameterValue> leaf(const Json &j)
{
    if (j.is_null())
        return ParameterValue{};
    if (j.is_boolean())
        return ParameterValue::ofFlag(j.get<bool>());
    if (j.is_number())
        return ParameterValue::ofNumber(j.get<double>(),
                                        j.is_number_integer() && std::fabs(j.get<double>()) < MaxWhole);
    if (j.is_string())
        return ParameterValue::ofText(j.get<std::string>());
    return std::nullopt; // an object or a list: not a leaf
}

const Json *at(const Json &doc, const std::vector<std::string> &path)
{
    const Json *node = &doc;
    for (const std::string &part : path) {
        if (node->is_object() && node->contains(part)) {
            node = &(*node)[part];
        } else if (node->is_array()) {
            size_t i = 0;
            const auto [end, ec] = std::from_chars(part.data(), part.data() + part.size(), i);
            if (ec != std::errc() || end != part.data() + part.size() || i >= node->size())
                return nullptr;
            node = &(*node)[i];
        } else {
            return nullptr;
        }
    }
    return node;
}

void collect(const Json &node, Parameter &here, const std::string &kind, const Json &shipped,
             std::vector<Parameter> &out)
{
    if (node.is_object()) {
        // A participant's own fields are typed by its kind.
        const bool participant = here.path.size() == 2 && here.path[0] == "participants";
        const std::string ownKind =
            participant && node.contains("kind") && node["kind"].is_string() ? node["kind"].get<std::string>() : kind;
        for (auto it = node.begin(); it != node.end(); ++it) {
            Parameter child = here;
            child.path.push_back(it.key());
            child.labels.push_back(it.key());
            collect(it.value(), child, ownKind, shipped, out);
        }
        return;
    }
    if (node.is_array()) {
        for (size_t i = 0; i < node.size(); ++i) {
            Parameter child = here;
            child.path.push_back(std::to_string(i));
            const Json &el = node[i];
            child.labels.push_back(el.is_object() && el.contains("name") && el["name"].is_string()
                                       ? el["name"].get<std::string>()
                                       : std::to_string(i));
            collect(el, child, kind, shipped, out);
        }
        return;
    }
    Parameter p = here;
    p.value = *leaf(node);
    p.spec = parameterSpec(p.path, kind);
    p.fixed = p.path.size() == 3 && p.path[0] == "participants" && (p.path[2] == "name" || p.path[2] == "kind");
    if (const Json *original = at(shipped, p.path)) {
        p.shipped = leaf(*original);
        p.inShipped = true;
    }
    out.push_back(std::move(p));
}

} // namespace

std::optional<ParameterValue> ParameterValue::fromInput(const std::string &typed, const ParameterSpec &spec)
{
    switch (spec.type) {
    case ParameterType::Boolean:
        if (typed == "true" || typed == "false")
            return ofFlag(typed == "true");
        return std::nullopt;
    case ParameterType::Integer:
    case ParameterType::Number:
    case ParameterType::Probability: {
        double x = 0;
        const auto [end, ec] = std::from_chars(typed.data(), typed.data() + typed.size(), x);
        if (ec != std::errc() || end != typed.data() + typed.size() || typed.empty() || !std::isfinite(x))
            return std::nullopt;
        return ofNumber(x, typed.find_first_of(".eE") == std::string::npos && std::fabs(x) < MaxWhole);
    }
    case ParameterType::Text:
    case ParameterType::Choice:
    case ParameterType::Duration:
        return ofText(typed);
    case ParameterType::Other:
        break;
    }
    try {
        if (const auto v = leaf(readJson(typed, "value", {.comments = false})))
            return v;
    } catch (const ScenarioError &) {
    }
    return ofText(typed);
}

std::string ParameterValue::shown() const
{
    return kind == Kind::Text ? text : parameterJson(*this).dump(); // text as typed; the rest as JSON writes it
}

std::string jsonPointer(const std::vector<std::string> &parts)
{
    std::string s;
    for (const std::string &part : parts)
        s += "/" + part;
    return s;
}

std::string Parameter::pointer() const
{
    return jsonPointer(path);
}

std::string Parameter::dotted() const
{
    std::string s;
    for (const std::string &label : labels)
        s += (s.empty() ? "" : ".") + label;
    return s;
}

std::vector<Parameter> Scenario::parameters() const
{
    std::vector<Parameter> out;
    for (const char *key : Editable)
        if (m_doc->json.contains(key)) {
            Parameter top;
            top.path = {key};
            top.labels = {key};
            collect(m_doc->json[key], top, {}, m_doc->original, out);
        }
    return out;
}

void Scenario::resetToShipped(const std::vector<std::string> &path)
{
    const Json *original = at(m_doc->original, path);
    if (!original)
        throw ScenarioError(m_info.file, jsonPointer(path), Finding{FindingKind::NoValueHere, {}, {}});
    Scenario updated(*this);
    const std::string label = "reset " + jsonPointer(path);
    assignAt(updated.m_doc->json, path, *original, label, m_info.file);
    takeChecked(std::move(updated), label);
}

Json parameterJson(const ParameterValue &v)
{
    switch (v.kind) {
    case ParameterValue::Kind::Null:
        return nullptr;
    case ParameterValue::Kind::Boolean:
        return v.flag;
    case ParameterValue::Kind::Text:
        return v.text;
    case ParameterValue::Kind::Number:
        return v.whole ? Json(int64_t(v.number)) : Json(v.number);
    }
    return nullptr;
}

} // namespace corrsim
