#include "scenariosource.h"

#include "builtinlessontexts.h"
#include "builtinscenarios.h"
#include "input/scenarioerror.h"
#include "input/textfile.h"
#include "scenario/lessontexts.h"

#include <filesystem>

namespace corrsim {

std::pair<std::string, std::string> readScenarioText(const std::string &fileOrName, const std::string &language)
{
    std::error_code ec;
    if (std::filesystem::is_regular_file(fileOrName, ec))
        return {readTextFile(fileOrName, MaxScenarioBytes), fileOrName};
    if (const EmbeddedFile *b = findBuiltinScenario(fileOrName)) {
        const std::string label = fileOrName + " (built-in lesson)"; // no such file to open: say what it is
        if (const EmbeddedFile *texts = language.empty() ? nullptr : findBuiltinLessonTexts(fileOrName, language))
            return {withLessonTexts(b->text, label, texts->text, std::string(texts->fileName)), label};
        return {std::string(b->text), label};
    }
    if (std::filesystem::exists(fileOrName, ec))
        throw ScenarioError(fileOrName, "", "not a regular file");
    throw ScenarioError(fileOrName, "",
                        "no such file, and no built-in scenario has that name ('corrsim list' shows them)");
}

Scenario openScenario(const std::string &fileOrName, const std::string &language)
{
    const auto [text, label] = readScenarioText(fileOrName, language);
    return Scenario::parse(text, label);
}

} // namespace corrsim
