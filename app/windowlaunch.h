#pragma once
// What the window needs before Qt starts: a first word that names something to open,
// and a display to open it on. Asked first, so a mistyped command gets an answer and
// never reaches Qt's abort for a missing display.

#include <string>
#include <vector>

namespace corrsim {

/// Why the window cannot open for these arguments (the first word is no command, no
/// existing file and no lesson; a file or lesson but no display), as the line to print,
/// or empty when it can. args exclude the program name; they are not a CLI command.
std::string windowLaunchProblem(const std::vector<std::string> &args, bool hasDisplay);

/// The command or lesson closest to a mistyped word, or empty when none is close.
std::string closestKnownWord(const std::string &word);

} // namespace corrsim
