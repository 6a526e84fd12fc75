#pragma once
// The lesson templates File › New lesson starts from, compiled in from
// scenarios/templates/*.json: a system of each kind Corrsim models, with no narrative and
// no expectations yet.

#include "embed.h"

#include <span>

namespace corrsim {

/// Every template, sorted by name.
std::span<const EmbeddedFile> builtinTemplates();

} // namespace corrsim
