#pragma once
// Commands Corrsim prints for a user to paste ("repeat it: corrsim run NAME --set ...
// --fault ..."): each argument as the shell reads it back, whatever it holds.

#include <string>
#include <string_view>

namespace corrsim {

/// `text` as one word of a POSIX shell command: as it is when nothing in it means
/// anything to the shell, else in single quotes (a quote inside written '\'').
std::string shellWord(std::string_view text);

} // namespace corrsim
