#include "input/textfile.h"

#include "input/scenarioerror.h"

#include <filesystem>
#include <fstream>

namespace corrsim {

std::string readTextFile(const std::string &path, size_t maxBytes)
{
    std::error_code ec;
    if (std::filesystem::exists(path, ec) && !std::filesystem::is_regular_file(path, ec))
        throw ScenarioError(path, "", Finding{FindingKind::NotRegularFile, {}, {}});
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw ScenarioError(path, "", Finding{FindingKind::CannotOpenFile, {}, {}});
    std::string text;
    char chunk[65536];
    while (in.read(chunk, sizeof chunk) || in.gcount() > 0) {
        text.append(chunk, size_t(in.gcount()));
        if (text.size() > maxBytes)
            throw ScenarioError(path, "", Finding{FindingKind::FileTooLarge, {int64_t(maxBytes >> 20)}, {}});
    }
    if (in.bad())
        throw ScenarioError(path, "", Finding{FindingKind::CannotReadFile, {}, {}});
    return text;
}

} // namespace corrsim
