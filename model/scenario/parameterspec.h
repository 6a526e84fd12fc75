#pragma once
// What a value of a scenario document is, for editors that show it typed: a list of
// choices, a flag, a duration, a number. Read from the participant kinds' declarations
// and the format's own settings (stores, links, faults), so an editor needs no list of
// its own.

#include <string>
#include <string_view>
#include <vector>

namespace corrsim {

enum class ParameterType { Text, Choice, Boolean, Integer, Number, Probability, Duration, Other };

struct ParameterSpec
{
    ParameterType type = ParameterType::Other;
    std::vector<std::string> choices; // for a Choice
    std::string doc;                  // one line, for a tooltip
};

/// The value at `path` (JSON pointer parts: {"participants", "2", "claim"}) of a
/// participant of kind `kind` ("" where the path is not under a participant).
ParameterSpec parameterSpec(const std::vector<std::string> &path, std::string_view kind);

} // namespace corrsim
