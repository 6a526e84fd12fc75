#include "scenariosource.h"

#include "builtinlessontexts.h"
#include "builtinscenarios.h"
#include "input/scenarioerror.h"
#include "input/textfile.h"
#include "scenario/lessontexts.h"

#include <filesystem>

namespace corrsim {

namespace {

struct ScenarioText
{
    std::string text, label;
    std::string textsFile;                     // the lesson-texts file read over it ("" none)
    std::optional<ScenarioError> textsProblem; // why the one beside it was not read
};

/// FILE's lesson-texts file in `language`, beside it: "stock.json" -> "stock.pt_BR.json".
std::filesystem::path siblingTexts(const std::filesystem::path &file, const std::string &language)
{
    std::filesystem::path texts = file;
    return texts.replace_extension(language + ".json");
}

ScenarioText scenarioText(const std::string &fileOrName, const std::string &language)
{
    std::error_code ec;
    if (std::filesystem::is_regular_file(fileOrName, ec)) {
        std::string text = readTextFile(fileOrName, MaxScenarioBytes);
        const std::filesystem::path texts = siblingTexts(fileOrName, language);
        if (language.empty() || !std::filesystem::is_regular_file(texts, ec))
            return {std::move(text), fileOrName, {}, {}};
        // A texts file that does not fit is said, and the lesson plays as written: a
        // mistake in a translation does not keep a class from its lesson.
        try {
            return {withLessonTexts(text, fileOrName, readTextFile(texts.string(), MaxScenarioBytes), texts.string()),
                    fileOrName,
                    texts.string(),
                    {}};
        } catch (const ScenarioError &e) {
            return {std::move(text), fileOrName, {}, e};
        }
    }
    if (const EmbeddedFile *b = findBuiltinScenario(fileOrName)) {
        const std::string label = fileOrName + " (built-in lesson)"; // no such file to open: say what it is
        if (const EmbeddedFile *texts = language.empty() ? nullptr : findBuiltinLessonTexts(fileOrName, language))
            return {withLessonTexts(b->text, label, texts->text, std::string(texts->fileName)), label, {}, {}};
        return {std::string(b->text), label, {}, {}};
    }
    if (std::filesystem::exists(fileOrName, ec))
        throw ScenarioError(fileOrName, "", Finding{FindingKind::NotRegularFile, {}, {}});
    throw ScenarioError(fileOrName, "", Finding{FindingKind::NoSuchFileOrLesson, {}, {}});
}

} // namespace

std::pair<std::string, std::string> readScenarioText(const std::string &fileOrName)
{
    ScenarioText read = scenarioText(fileOrName, "");
    return {std::move(read.text), std::move(read.label)};
}

Scenario openScenario(const std::string &fileOrName)
{
    const ScenarioText read = scenarioText(fileOrName, "");
    return Scenario::parse(read.text, read.label);
}

OpenedLesson openLesson(const std::string &fileOrName, const std::string &language)
{
    ScenarioText read = scenarioText(fileOrName, language);
    return {Scenario::parse(read.text, read.label), std::move(read.textsFile), std::move(read.textsProblem)};
}

} // namespace corrsim
