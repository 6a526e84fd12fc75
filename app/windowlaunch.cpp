#include "windowlaunch.h"

#include "builtinscenarios.h"
#include "clitable.h"

#include <algorithm>
#include <filesystem>
#include <string_view>

namespace corrsim {

namespace {

/// Edits between two words (insert, delete, replace, swap two neighbours), the optimal
/// string alignment distance: "rnu" is one swap from "run".
size_t editDistance(std::string_view a, std::string_view b)
{
    std::vector<std::vector<size_t>> d(a.size() + 1, std::vector<size_t>(b.size() + 1));
    for (size_t i = 0; i <= a.size(); ++i)
        d[i][0] = i;
    for (size_t j = 0; j <= b.size(); ++j)
        d[0][j] = j;
    for (size_t i = 1; i <= a.size(); ++i)
        for (size_t j = 1; j <= b.size(); ++j) {
            const size_t cost = a[i - 1] == b[j - 1] ? 0 : 1;
            d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost});
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
                d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
        }
    return d[a.size()][b.size()];
}

bool looksLikePath(const std::string &word)
{
    return word.find('/') != std::string::npos || word.find('.') != std::string::npos;
}

} // namespace

std::string closestKnownWord(const std::string &word)
{
    // Close means at most a third of the word wrong (at least one edit): "rnu" is run,
    // "xyz" is nothing.
    const size_t allowed = std::max<size_t>(1, word.size() / 3);
    std::string best;
    size_t bestDistance = allowed + 1;
    auto consider = [&](std::string_view candidate) {
        const size_t d = editDistance(word, candidate);
        if (d < bestDistance) {
            bestDistance = d;
            best = candidate;
        }
    };
    for (std::string_view command : cliCommandWords()) // what a mistyped first word most likely meant
        consider(command);
    for (const EmbeddedFile &lesson : builtinScenarios())
        consider(lesson.name);
    return best;
}

std::string windowLaunchProblem(const std::vector<std::string> &args, bool hasDisplay)
{
    std::vector<std::string> rest = args;
    if (!rest.empty() && rest[0] == cliOptionSynopsis(cliopt::present))
        rest.erase(rest.begin());
    if (!rest.empty()) {
        const std::string &word = rest[0];
        std::error_code ignored;
        const bool isFile = std::filesystem::exists(word, ignored);
        const bool isLesson = findBuiltinScenario(word) != nullptr;
        if (word.starts_with("-") && !isFile)
            return "corrsim: unknown option '" + word + "' (corrsim --help lists the commands and options)";
        if (!isFile && !isLesson) {
            const std::string guess = closestKnownWord(word);
            if (looksLikePath(word) && guess.empty())
                return "corrsim: no such file '" + word + "'";
            return "corrsim: unknown command '" + word + "'" +
                   (guess.empty() ? std::string(" (corrsim --help lists the commands)")
                                  : " (did you mean " + guess + "?)");
        }
        if (rest.size() > 1) {
            std::string command = "corrsim run";
            for (const std::string &arg : rest)
                command += " " + arg;
            return "corrsim: the window opens one FILE or NAME; '" + rest[1] + "' belongs to a command (" + command +
                   ")";
        }
        if (!hasDisplay)
            return "corrsim: no display to open the window on; to run it headless: corrsim run " + word;
    }
    if (!hasDisplay)
        return "corrsim: no display to open the window on (corrsim --help lists the commands that need none)";
    return {};
}

} // namespace corrsim
