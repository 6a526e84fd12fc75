#pragma once
// The command line, declared once: every command, the ways to call it and its options,
// with the words that say what each does. The parser, --help, `corrsim help COMMAND`, the
// "did you mean" of a mistyped word, the man page and the shell completion are all made
// from this table, so none of them can name an option the others do not know.

#include <string>
#include <string_view>
#include <vector>

namespace corrsim {

/// One option: its name (written --NAME), the word for its value (none for a switch)
/// and what it does.
struct CliOption
{
    std::string_view name;  // "seed"
    std::string_view value; // "N"; empty for a switch such as --expectations
    std::string_view help;  // one sentence or two, no line breaks
    bool repeats = false;   // may be given more than once ("[--set PATH=VALUE]...")
    /// What a shell may complete its value with.
    enum class Completes { Nothing, File, Folder, Variant, Check } completes = Completes::Nothing;
};

/// The options the commands share, each declared here once.
namespace cliopt {
extern const CliOption seed, variant, set, fault, trace, summary, diagram, diagramWindow, frames, maxEvents,
    maxMemoryMb, check, correlationAttribute, effectSpan, replyTimeout, sweepSeeds, sweepSet, sweepOut, shard, jobs,
    merge, maxFaults, faults, expectations, maxSchedules, delay, restartAfter, exploreOut, exploreMaxEvents,
    exploreMaxMemoryMb, modelOut, modelName, lesson, variants, present;
} // namespace cliopt

/// One way to call a command: what follows its name, the options it takes, what it does.
struct CliForm
{
    std::string_view operands = {};               // "FILE|NAME"; "{options}" where a side's options go (diff)
    const CliOption *mode = nullptr;              // the switch that picks this form: --merge, --lesson, --present
    std::vector<const CliOption *> required = {}; // options the form cannot go without (sweep's --seeds)
    std::vector<const CliOption *> options = {};  // in the order the synopsis lists them
    std::string_view does = {};                   // a paragraph, no line breaks
};

struct CliCommand
{
    std::string_view name;    // "run"; empty for the desktop app's own forms
    std::string_view summary; // a line for the man page's list
    std::vector<CliForm> forms;
    /// Every option of every form, once each, in the order they are first listed.
    std::vector<const CliOption *> options() const;
    /// The option called `name` (without its dashes), or null.
    const CliOption *option(std::string_view name) const;
};

/// The desktop app's forms first, then the commands in the order --help lists them.
const std::vector<CliCommand> &cliCommands();
/// The command `name`, or null (the desktop app's forms have no name to find them by).
const CliCommand *findCliCommand(std::string_view name);
/// The words a first argument may be that start a command: the commands' names and help.
std::vector<std::string_view> cliCommandWords();

/// "--seed N", "--set PATH=VALUE", "--expectations".
std::string cliOptionSynopsis(const CliOption &option);
/// The whole --help: every form of every command with what it does.
std::string cliUsage();
/// The command's forms, a line each (wrapped), without what they do: under a usage error.
std::string cliCommandSynopsis(const CliCommand &command);
/// `corrsim help COMMAND`: its forms, then each of its options with what it does.
std::string cliCommandUsage(const CliCommand &command);

} // namespace corrsim
