#pragma once
// The command line's manual page and shell completion, written from the command table
// (clitable.h) at build time, so they cannot name an option the parser does not know.

#include <string>

namespace corrsim {

/// corrsim(1) in roff (man(7) macros): every command's forms, what each does, its options.
std::string cliManPage(const std::string &version);
/// A bash completion script: commands, each command's options, lesson names for NAME,
/// a lesson's variants for --variant, check names for --check, files for FILE.
std::string cliBashCompletion();

} // namespace corrsim
