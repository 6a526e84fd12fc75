#pragma once
// A change made to a lesson's student copy only (File › Export student copy): a text that
// would give a predict step's answer away (run/studentcopy.h finds them), rephrased for
// the students or held back from them; the teacher's copy keeps it as written.

#include <optional>
#include <string>

namespace corrsim {

/// Rephrased, or held back (`text` none: the note or the expectation left out, the
/// summary removed; a title or a predict step's own text can only be rephrased).
struct StudentCopyChange
{
    std::string where; // "/title", "/summary", "/narrative/N/text", "/expectations/N/name"
    std::optional<std::string> text;
};

} // namespace corrsim
