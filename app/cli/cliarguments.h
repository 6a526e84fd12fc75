#pragma once
// A command's arguments, read as its entry in the command table declares them (with Qt's
// parser, so "--seed 5" and "--seed=5" both work). A command asks for its options by the
// table's own values: an option it does not declare is a mistake found by the first run.

#include "clitable.h"

#include <initializer_list>
#include <iosfwd>
#include <memory>
#include <optional>
#include <string>
#include <vector>

class QCommandLineParser;
class QString;

namespace corrsim {

class CliArguments
{
public:
    /// Reads `args` (args[0] is the command's name); on a mistake writes a usage error
    /// and gives nothing.
    static std::optional<CliArguments> parse(const CliCommand &command, const std::vector<std::string> &args,
                                             std::ostream &err);
    ~CliArguments();
    CliArguments(CliArguments &&) noexcept;

    bool has(const CliOption &option) const;
    /// The option's value, the last one given where it is given more than once.
    std::string value(const CliOption &option) const;
    std::vector<std::string> values(const CliOption &option) const;
    /// What is not an option, after the command's name.
    const std::vector<std::string> &operands() const { return m_operands; }
    /// The first of `options` that is given, or null.
    const CliOption *firstGiven(std::initializer_list<const CliOption *> options) const;
    const CliCommand &command() const { return *m_command; }
    /// Writes "corrsim: message" and the command's forms; returns ExitBadInput.
    int usageError(std::ostream &err, const std::string &message) const;

private:
    CliArguments(const CliCommand &command);
    /// The parser's name for `option`; throws std::logic_error for one the command does not declare.
    QString nameOf(const CliOption &option) const;
    const CliCommand *m_command;
    std::unique_ptr<QCommandLineParser> m_parser;
    std::vector<std::string> m_operands;
};

} // namespace corrsim
