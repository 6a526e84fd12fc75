#pragma once
// A scenario document written as people write one, so a lesson saved from the app reads
// and diffs like the built-in ones: two-space indent, one key a line, a note's "on" on
// its note's first line, and every object's keys in the order of the file it was read
// from. A key that file does not have (a note added in the app, a kept fault) goes where
// the format's order puts it among them: a name first, then what the entry is, its
// anchor, its words, its question; "faults" before "narrative".
// The same document and layout give the same text every time.

#include "input/json.h"
#include "scenario/studentcopychange.h"

#include <string>
#include <string_view>
#include <vector>

namespace corrsim {

/// `doc` as text for people; `layout` is the text it was read from ("" for none). Ends
/// with a newline.
std::string lessonText(const Json &doc, std::string_view layout = {});

/// `doc` as a student copy: every predict step's "answer" and "reveal" removed (the
/// narrative's, each variant's and the exploration's), `changes` made, and
/// "studentCopy": true. Throws std::invalid_argument for a change it cannot make.
Json studentCopyOf(Json doc, const std::vector<StudentCopyChange> &changes = {});

} // namespace corrsim
