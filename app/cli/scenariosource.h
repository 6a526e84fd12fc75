#pragma once
// Where a scenario comes from: a file on disk, or a built-in lesson by name. The CLI
// and the GUI both open scenarios through here; the window asks for a lesson's texts in
// its own language (scenario/lessontexts.h), the command line in the lesson's.

#include "scenario/scenario.h"

#include <optional>
#include <string>
#include <vector>

namespace corrsim {

/// Loads FILE, or else the built-in scenario NAME, as written; throws ScenarioError.
Scenario openScenario(const std::string &fileOrName);

/// A lesson as the window reads it: in its language where the lesson has texts for it.
struct OpenedLesson
{
    Scenario scenario;
    std::string textsFile;                     // FILE.LANG.json beside FILE, read over it ("" none)
    std::optional<ScenarioError> textsProblem; // why the one beside it was not read: it plays as written
};

/// FILE or built-in NAME with its texts in `language` ("pt_BR") where the lesson has
/// them: a built-in lesson's own, a file's in FILE.LANG.json beside it ("" or none: as
/// written); throws ScenarioError for the lesson itself.
OpenedLesson openLesson(const std::string &fileOrName, const std::string &language);
/// The text of FILE or built-in NAME as written, and the label errors use; throws
/// ScenarioError.
std::pair<std::string, std::string> readScenarioText(const std::string &fileOrName);

} // namespace corrsim
