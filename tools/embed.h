#pragma once
// A text file compiled into the program (built-in scenarios, the JSON Schema).

#include <string_view>

namespace corrsim {

struct EmbeddedFile
{
    std::string_view name; // file name without extension
    std::string_view fileName;
    std::string_view text;
};

} // namespace corrsim
