#include "schema.h"

#include "embed.h"

#include <span>

namespace corrsim {

std::span<const EmbeddedFile> embeddedResources();

std::string_view scenarioSchemaText()
{
    for (const EmbeddedFile &f : embeddedResources())
        if (f.fileName == "scenario.schema.json")
            return f.text;
    return {};
}

} // namespace corrsim
