#pragma once
// What the CLI's commands share: the usage text, how a usage error is reported, and
// option parsing with Qt's parser (so "--seed 5" and "--seed=5" both work).

#include <QCommandLineParser>

#include <iosfwd>
#include <string>
#include <vector>

namespace corrsim {

/// The whole usage text.
extern const char *const CliUsage;

/// Writes "corrsim: message" and the usage; returns ExitBadInput.
int usageError(std::ostream &err, const std::string &message);

/// Parses a command's arguments (args[0] is the command). On a mistake writes a usage
/// error and returns false.
bool parseCommand(QCommandLineParser &parser, const std::vector<std::string> &args, std::ostream &err);

/// A file's ending as the CLI reads formats from it (".otlp.json" counts as one).
std::string extensionOf(const std::string &path);
/// Diagram endings drawn by the views (they need a GUI platform) rather than written as text.
bool isDrawnDiagram(const std::string &extension);

int runCommand(const std::vector<std::string> &args, std::ostream &out, std::ostream &err);

} // namespace corrsim
