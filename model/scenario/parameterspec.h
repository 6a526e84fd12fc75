#pragma once
// What a value of a scenario document is, for editors that show it typed: a list of
// choices, a flag, a duration, a number. Read from the participant kinds' declarations
// and the format's own settings (stores, links, faults), so an editor needs no list of
// its own.

#include <string>
#include <string_view>
#include <vector>

namespace corrsim {

/// The translation context of the parameters' documentation: a participant kind's field
/// docs and the store, network and fault settings', marked for lupdate where they are
/// declared; the window looks them up (app/parameterdoc.h).
inline constexpr const char *ParameterDocsContext = "ParameterDocs";

enum class ParameterType { Text, Choice, Boolean, Integer, Number, Probability, Duration, Other };

struct ParameterSpec
{
    ParameterType type = ParameterType::Other;
    std::vector<std::string> choices; // for a Choice
    std::string doc;                  // one line, for a tooltip (its translation: ParameterDocsContext)
};

/// The value at `path` (JSON pointer parts: {"participants", "2", "claim"}) of a
/// participant of kind `kind` ("" where the path is not under a participant).
ParameterSpec parameterSpec(const std::vector<std::string> &path, std::string_view kind);

} // namespace corrsim
