#pragma once
// A read-only view of one value in a scenario document that knows its JSON path. Every
// typed read checks the type and throws ScenarioError naming the path, so actor code
// reads its settings in one line and a user learns exactly which value is wrong.

#include "input/scenarioerror.h"
#include "trace/simtime.h"

#include <nlohmann/json_fwd.hpp>

#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace corrsim {

struct Distribution; // kernel/random.h: the input layer reads one, the kernel draws from it

class ConfigNode
{
public:
    ConfigNode(const nlohmann::json &value, std::string path, const std::string *file);

    const std::string &path() const { return m_path; }
    const nlohmann::json &json() const { return *m_value; }

    bool isString() const;
    bool isObject() const;
    bool isArray() const;
    bool isNumber() const;
    bool isBoolean() const;
    bool isNull() const;
    bool has(std::string_view key) const;

    /// A member that must be there.
    ConfigNode at(std::string_view key) const;
    /// A member that may be absent.
    std::optional<ConfigNode> find(std::string_view key) const;
    /// The elements of an array.
    std::vector<ConfigNode> items() const;
    /// The members of an object, in document order of the parsed object (sorted by key).
    std::vector<std::pair<std::string, ConfigNode>> members() const;
    /// Fails on any member not in allowed: a typo is an error, not a silent default.
    void allowOnly(std::initializer_list<std::string_view> allowed) const;

    std::string text() const;
    int64_t integer() const;
    double number() const;
    bool boolean() const;
    /// "250ms", "2s", "5min", "1h", or a number of milliseconds; never negative.
    SimTime duration() const;
    /// A duration (fixed), or {"uniform": [lo, hi]}, {"exponential": mean},
    /// {"normal": {"mean", "sd"}}, {"lognormal": {"median", "sigma"}}, {"sequence": [...]}.
    Distribution distribution() const;
    /// A number in [0, 1].
    double probability() const;

    std::string text(std::string_view key, std::string fallback) const;
    int64_t integer(std::string_view key, int64_t fallback) const;
    double number(std::string_view key, double fallback) const;
    bool boolean(std::string_view key, bool fallback) const;
    SimTime duration(std::string_view key, SimTime fallback) const;
    double probability(std::string_view key, double fallback) const;
    /// One of the given words.
    std::string choice(std::string_view key, std::initializer_list<std::string_view> words, std::string fallback) const;

    [[noreturn]] void fail(const std::string &message) const;
    [[noreturn]] void fail(Finding what) const;

private:
    /// "expected text, got the number 3": what this value should be, and what it is.
    [[noreturn]] void failGot(FindingKind expected) const;
    Finding describeType() const;
    const nlohmann::json *m_value;
    std::string m_path;
    const std::string *m_file;
};

} // namespace corrsim
