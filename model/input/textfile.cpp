#include "input/textfile.h"

#include "input/scenarioerror.h"

#include <filesystem>
#include <fstream>

namespace corrsim {

std::string readTextFile(const std::string &path, size_t maxBytes)
{
    std::error_code ec;
    if (std::filesystem::exists(path, ec) && !std::filesystem::is_regular_file(path, ec))
        throw ScenarioError(path, "", "not a regular file");
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw ScenarioError(path, "", "cannot open the file");
    std::string text;
    char chunk[65536];
    while (in.read(chunk, sizeof chunk) || in.gcount() > 0) {
        text.append(chunk, size_t(in.gcount()));
        if (text.size() > maxBytes)
            throw ScenarioError(path, "",
                                "the file is larger than " + std::to_string(maxBytes >> 20) +
                                    " MB, the most a scenario may be");
    }
    if (in.bad())
        throw ScenarioError(path, "", "cannot read the file");
    return text;
}

} // namespace corrsim
