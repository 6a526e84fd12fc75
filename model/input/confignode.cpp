#include "input/confignode.h"

#include "kernel/random.h"

#include "input/json.h"
#include "input/jsonreader.h"

#include <cmath>

namespace corrsim {

static std::string pointerToken(std::string_view key)
{
    std::string s;
    for (char c : key) {
        if (c == '~')
            s += "~0";
        else if (c == '/')
            s += "~1";
        else
            s += c;
    }
    return s;
}

ConfigNode::ConfigNode(const Json &value, std::string path, const std::string *file)
    : m_value(&value), m_path(std::move(path)), m_file(file)
{}

void ConfigNode::fail(const std::string &message) const
{
    throw ScenarioError(m_file ? *m_file : std::string(), m_path.empty() ? "/" : m_path, message);
}

void ConfigNode::fail(Finding what) const
{
    throw ScenarioError(m_file ? *m_file : std::string(), m_path.empty() ? "/" : m_path, std::move(what));
}

void ConfigNode::failGot(FindingKind expected) const
{
    fail({expected, {Finding::nested(describeType())}, {}});
}

Finding ConfigNode::describeType() const
{
    const Json &v = *m_value;
    if (v.is_string())
        return {FindingKind::TheText, {v.dump(-1, ' ', false, Json::error_handler_t::replace)}, {}};
    if (v.is_boolean() || v.is_null()) // JSON's own words: true, false, null
        return {FindingKind::JsonLiteral, {v.dump()}, {}};
    if (v.is_number())
        return {FindingKind::TheNumber, {v.dump()}, {}};
    return {v.is_array() ? FindingKind::AList : FindingKind::AnObject, {}, {}};
}

bool ConfigNode::isString() const
{
    return m_value->is_string();
}
bool ConfigNode::isObject() const
{
    return m_value->is_object();
}
bool ConfigNode::isArray() const
{
    return m_value->is_array();
}
bool ConfigNode::isNumber() const
{
    return m_value->is_number();
}
bool ConfigNode::isBoolean() const
{
    return m_value->is_boolean();
}
bool ConfigNode::isNull() const
{
    return m_value->is_null();
}
bool ConfigNode::has(std::string_view key) const
{
    return m_value->is_object() && m_value->contains(key);
}

ConfigNode ConfigNode::at(std::string_view key) const
{
    if (!m_value->is_object())
        failGot(FindingKind::ExpectedObject);
    auto it = m_value->find(key);
    if (it == m_value->end())
        fail({FindingKind::MissingField, {std::string(key)}, {}});
    return ConfigNode(*it, m_path + "/" + pointerToken(key), m_file);
}

std::optional<ConfigNode> ConfigNode::find(std::string_view key) const
{
    if (!m_value->is_object())
        failGot(FindingKind::ExpectedObject);
    auto it = m_value->find(key);
    if (it == m_value->end())
        return std::nullopt;
    return ConfigNode(*it, m_path + "/" + pointerToken(key), m_file);
}

std::vector<ConfigNode> ConfigNode::items() const
{
    if (!m_value->is_array())
        failGot(FindingKind::ExpectedList);
    std::vector<ConfigNode> out;
    for (size_t i = 0; i < m_value->size(); ++i)
        out.emplace_back((*m_value)[i], m_path + "/" + std::to_string(i), m_file);
    return out;
}

std::vector<std::pair<std::string, ConfigNode>> ConfigNode::members() const
{
    if (!m_value->is_object())
        failGot(FindingKind::ExpectedObject);
    std::vector<std::pair<std::string, ConfigNode>> out;
    for (auto it = m_value->begin(); it != m_value->end(); ++it)
        out.emplace_back(it.key(), ConfigNode(it.value(), m_path + "/" + pointerToken(it.key()), m_file));
    return out;
}

void ConfigNode::allowOnly(std::initializer_list<std::string_view> allowed) const
{
    if (!m_value->is_object())
        failGot(FindingKind::ExpectedObject);
    for (auto it = m_value->begin(); it != m_value->end(); ++it) {
        bool ok = false;
        for (auto a : allowed)
            ok = ok || a == it.key();
        if (!ok) {
            std::string list;
            for (auto a : allowed)
                list += (list.empty() ? "" : ", ") + std::string(a);
            ConfigNode(it.value(), m_path + "/" + pointerToken(it.key()), m_file)
                .fail({FindingKind::UnknownField, {it.key(), list}, {}});
        }
    }
}

std::string ConfigNode::text() const
{
    if (!m_value->is_string())
        failGot(FindingKind::ExpectedText);
    return m_value->get<std::string>();
}

int64_t ConfigNode::integer() const
{
    if (const auto n = wholeNumber(*m_value))
        return *n;
    if (m_value->is_number_unsigned() || (m_value->is_number_float() && std::fabs(m_value->get<double>()) > 9e15 &&
                                          std::floor(m_value->get<double>()) == m_value->get<double>()))
        failGot(FindingKind::WholeNumberTooLarge);
    failGot(FindingKind::ExpectedWholeNumber);
}

double ConfigNode::number() const
{
    if (!m_value->is_number())
        failGot(FindingKind::ExpectedNumber);
    return m_value->get<double>();
}

bool ConfigNode::boolean() const
{
    if (!m_value->is_boolean())
        failGot(FindingKind::ExpectedBoolean);
    return m_value->get<bool>();
}

SimTime ConfigNode::duration() const
{
    std::optional<SimTime> t;
    if (m_value->is_number())
        t = durationFromMillis(m_value->get<double>());
    else if (m_value->is_string())
        t = parseDuration(m_value->get<std::string>());
    if (!t && m_value->is_number())
        failGot(FindingKind::DurationTooLong);
    if (!t)
        failGot(FindingKind::ExpectedDuration);
    if (t->micros() < 0 || (m_value->is_string() && m_value->get<std::string>().find('-') != std::string::npos))
        failGot(FindingKind::DurationNegative);
    // Bounded, so no time plus duration can overflow (MaxVirtualMicros).
    if (t->micros() > MaxVirtualMicros)
        failGot(FindingKind::DurationTooLong);
    return *t;
}

double ConfigNode::probability() const
{
    const double p = number();
    if (!(p >= 0.0 && p <= 1.0))
        failGot(FindingKind::ExpectedProbability);
    return p;
}

Distribution ConfigNode::distribution() const
{
    if (!m_value->is_object())
        return Distribution::fixed(duration());
    if (m_value->size() != 1)
        fail({FindingKind::DistributionShape, {}, {}});
    const auto [name, arg] = members().front();
    if (name == "fixed")
        return Distribution::fixed(arg.duration());
    if (name == "uniform") {
        const auto bounds = arg.items();
        if (bounds.size() != 2)
            arg.fail({FindingKind::UniformTakesTwo, {}, {}});
        const SimTime lo = bounds[0].duration(), hi = bounds[1].duration();
        if (hi < lo)
            arg.fail({FindingKind::UniformBoundsReversed, {}, {}});
        return Distribution::uniform(lo, hi);
    }
    if (name == "exponential")
        return Distribution::exponential(arg.duration());
    if (name == "normal") {
        arg.allowOnly({"mean", "sd"});
        return Distribution::normal(arg.at("mean").duration(), arg.at("sd").duration());
    }
    if (name == "lognormal") {
        arg.allowOnly({"median", "sigma"});
        const double sigma = arg.at("sigma").number();
        if (sigma < 0)
            arg.at("sigma").fail({FindingKind::SigmaNegative, {}, {}});
        return Distribution::logNormal(arg.at("median").duration(), sigma);
    }
    if (name == "sequence") {
        std::vector<SimTime> steps;
        for (const auto &s : arg.items())
            steps.push_back(s.duration());
        if (steps.empty())
            arg.fail({FindingKind::SequenceEmpty, {}, {}});
        return Distribution::sequence(std::move(steps));
    }
    arg.fail({FindingKind::UnknownDistribution, {name}, {}});
}

std::string ConfigNode::text(std::string_view key, std::string fallback) const
{
    auto n = find(key);
    return n ? n->text() : fallback;
}
int64_t ConfigNode::integer(std::string_view key, int64_t fallback) const
{
    auto n = find(key);
    return n ? n->integer() : fallback;
}
double ConfigNode::number(std::string_view key, double fallback) const
{
    auto n = find(key);
    return n ? n->number() : fallback;
}
bool ConfigNode::boolean(std::string_view key, bool fallback) const
{
    auto n = find(key);
    return n ? n->boolean() : fallback;
}
SimTime ConfigNode::duration(std::string_view key, SimTime fallback) const
{
    auto n = find(key);
    return n ? n->duration() : fallback;
}
double ConfigNode::probability(std::string_view key, double fallback) const
{
    auto n = find(key);
    return n ? n->probability() : fallback;
}

std::string ConfigNode::choice(std::string_view key, std::initializer_list<std::string_view> words,
                               std::string fallback) const
{
    auto n = find(key);
    if (!n)
        return fallback;
    const std::string v = n->text();
    std::string list;
    for (auto w : words) {
        if (w == v)
            return v;
        list += (list.empty() ? "" : ", ") + std::string(w);
    }
    n->fail({FindingKind::UnknownValue, {v, list}, {}});
}

} // namespace corrsim
