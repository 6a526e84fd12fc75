#pragma once
// The one way the model includes nlohmann_json: implicit conversions off (set by the
// build for the whole model), so a value of the wrong type is an error we report.

#ifndef JSON_USE_IMPLICIT_CONVERSIONS
#define JSON_USE_IMPLICIT_CONVERSIONS 0
#endif
#include <nlohmann/json.hpp>

namespace corrsim {
using Json = nlohmann::json;
using OrderedJson = nlohmann::ordered_json;
} // namespace corrsim
