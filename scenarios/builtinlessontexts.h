#pragma once
// The built-in lessons' texts in other languages, compiled in from
// scenarios/texts/NAME.LANG.json (docs/scenario-format.md#lesson-texts): the lessons built
// on a pattern text written in Portuguese or Chinese, in that language.

#include "embed.h"

#include <span>
#include <string_view>

namespace corrsim {

/// Every lesson-texts file, sorted by file name.
std::span<const EmbeddedFile> builtinLessonTexts();
/// The texts of built-in lesson `name` in `language` ("pt_BR"), or nullptr.
const EmbeddedFile *findBuiltinLessonTexts(std::string_view name, std::string_view language);

} // namespace corrsim
