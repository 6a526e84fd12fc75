#pragma once
// The headless command line (the public contract in PRODUCT.md):
//   corrsim run FILE|NAME [--seed N] [--set PATH=VALUE]... [--trace OUT] [--summary OUT.json] [--diagram OUT]
//   corrsim validate FILE
//   corrsim list
// Exit codes: 0 ran and every expectation held; 1 an expectation failed; 2 bad input or usage.

#include <iosfwd>
#include <string>
#include <vector>

namespace corrsim {

enum ExitCode : int { ExitOk = 0, ExitExpectationFailed = 1, ExitBadInput = 2 };

/// True when the arguments name a CLI command (run, validate, list, --help, --version).
bool isCliCommand(const std::vector<std::string> &args);
/// True when the command draws (a diagram image or frames): it needs a QApplication.
bool cliNeedsDrawing(const std::vector<std::string> &args);
/// Runs a CLI command; args exclude the program name.
int runCli(const std::vector<std::string> &args, std::ostream &out, std::ostream &err);

} // namespace corrsim
