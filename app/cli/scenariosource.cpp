#include "scenariosource.h"

#include "builtinscenarios.h"
#include "input/scenarioerror.h"
#include "input/textfile.h"

#include <filesystem>

namespace corrsim {

std::pair<std::string, std::string> readScenarioText(const std::string &fileOrName)
{
    std::error_code ec;
    if (std::filesystem::is_regular_file(fileOrName, ec))
        return {readTextFile(fileOrName, MaxScenarioBytes), fileOrName};
    if (const EmbeddedFile *b = findBuiltinScenario(fileOrName))
        return {std::string(b->text), fileOrName + " (built-in lesson)"}; // no such file to open: say what it is
    if (std::filesystem::exists(fileOrName, ec))
        throw ScenarioError(fileOrName, "", "not a regular file");
    throw ScenarioError(fileOrName, "",
                        "no such file, and no built-in scenario has that name ('corrsim list' shows them)");
}

Scenario openScenario(const std::string &fileOrName)
{
    const auto [text, label] = readScenarioText(fileOrName);
    return Scenario::parse(text, label);
}

} // namespace corrsim
