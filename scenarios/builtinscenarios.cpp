#include "builtinscenarios.h"

#include "builtinlessontexts.h"

#include <string>

namespace corrsim {

const EmbeddedFile *findBuiltinScenario(std::string_view name)
{
    for (const EmbeddedFile &f : builtinScenarios())
        if (f.name == name)
            return &f;
    return nullptr;
}

const EmbeddedFile *findBuiltinLessonTexts(std::string_view name, std::string_view language)
{
    const std::string file = std::string(name) + "." + std::string(language) + ".json";
    for (const EmbeddedFile &f : builtinLessonTexts())
        if (f.fileName == file)
            return &f;
    return nullptr;
}

} // namespace corrsim
