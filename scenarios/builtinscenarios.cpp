#include "builtinscenarios.h"

namespace corrsim {

const EmbeddedFile *findBuiltinScenario(std::string_view name)
{
    for (const EmbeddedFile &f : builtinScenarios())
        if (f.name == name)
            return &f;
    return nullptr;
}

} // namespace corrsim
