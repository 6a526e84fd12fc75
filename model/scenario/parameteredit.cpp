#include "scenario/parameteredit.h"

namespace corrsim {

std::optional<ParameterEdit> ParameterEdit::parse(std::string_view text)
{
    const size_t eq = text.find('=');
    if (eq == std::string_view::npos || eq == 0)
        return std::nullopt;
    return ParameterEdit{std::string(text.substr(0, eq)), std::string(text.substr(eq + 1))};
}

} // namespace corrsim
