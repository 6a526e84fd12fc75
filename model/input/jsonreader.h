#pragma once
// The one way the program reads JSON it did not write itself (scenario files, --set
// values, trace lines). Every failure is a located ScenarioError, never an exception of
// the JSON library; duplicate keys, NUL bytes, text after the document and runaway
// nesting are refused; the cost is linear in the text.

#include "input/json.h"
#include "input/scenarioerror.h"
#include "input/scenariolimits.h"

#include <cmath>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

namespace corrsim {

struct JsonReadOptions
{
    bool comments = true;           // allow // and /* */ comments (scenarios do, traces do not)
    size_t maxDepth = MaxJsonDepth; // objects and arrays nested deeper are refused
    int firstLine = 1;              // the line of a larger file the text starts on (a trace line)
};

/// Parses one JSON document; errors name FILE:LINE:COL, or FILE: /json/path for a key
/// given twice.
Json readJson(std::string_view text, const std::string &file, const JsonReadOptions &options = {});
/// The same, keeping each object's keys in the order the text gives them.
OrderedJson readOrderedJson(std::string_view text, const std::string &file, const JsonReadOptions &options = {});

/// Line and column (both 1-based) of a 0-based byte offset in text.
std::pair<int, int> lineColumnAt(std::string_view text, size_t offset);

/// A JSON number as a whole number, if it is one that fits: nothing for fractions,
/// non-numbers and values beyond int64 (2^63 and above among them).
template <typename J> std::optional<int64_t> wholeNumber(const J &j)
{
    if (j.is_number_unsigned()) {
        const auto u = j.template get<uint64_t>();
        return u <= uint64_t(INT64_MAX) ? std::optional<int64_t>(int64_t(u)) : std::nullopt;
    }
    if (j.is_number_integer())
        return j.template get<int64_t>();
    if (j.is_number_float()) {
        const double d = j.template get<double>();
        // Beyond 2^53 a double no longer holds every whole number; refuse rather than guess.
        if (std::fabs(d) <= 9007199254740992.0 && d == std::floor(d))
            return int64_t(d);
    }
    return std::nullopt;
}

} // namespace corrsim
