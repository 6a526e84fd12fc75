#pragma once
// The built-in lessons, compiled in from scenarios/*.json.

#include "embed.h"

#include <span>

namespace corrsim {

/// Every built-in scenario, sorted by name.
std::span<const EmbeddedFile> builtinScenarios();
/// The built-in scenario of that name, or nullptr.
const EmbeddedFile *findBuiltinScenario(std::string_view name);

} // namespace corrsim
