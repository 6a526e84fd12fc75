#pragma once
// Where a scenario comes from: a file on disk, or a built-in lesson by name. The CLI
// and the GUI both open scenarios through here.

#include "scenario/scenario.h"

#include <string>
#include <vector>

namespace corrsim {

/// Loads FILE, or else the built-in scenario NAME; throws ScenarioError.
Scenario openScenario(const std::string &fileOrName);
/// The text of FILE or built-in NAME, and the label errors use; throws ScenarioError.
std::pair<std::string, std::string> readScenarioText(const std::string &fileOrName);

} // namespace corrsim
