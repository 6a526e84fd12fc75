#pragma once
// The scenario JSON Schema (resources/scenario.schema.json), compiled in.

#include <string_view>

namespace corrsim {

std::string_view scenarioSchemaText();

} // namespace corrsim
