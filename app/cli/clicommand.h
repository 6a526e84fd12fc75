#pragma once
// What the CLI's commands share: how a usage error is reported, and how their options'
// values are read.

#include "cliarguments.h"

#include <QString>

#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace corrsim {

struct EffectSpan;
struct ExploreCheck;

/// Adds explore's check `name` (--check NAME) to `checks`, once; the usage error's words
/// when no check has that name.
std::optional<std::string> addCheckArgument(std::string_view name, std::vector<const ExploreCheck *> &checks);

/// Adds --effect-span's "NAME" or "NAME=ATTRIBUTE" to `effects`; the usage error's words
/// for text without a name.
std::optional<std::string> addEffectSpanArgument(const QString &text, std::vector<EffectSpan> &effects);

/// Writes "corrsim: message", then the forms of `command` or where to find them; returns
/// ExitBadInput.
int usageError(std::ostream &err, const std::string &message, const CliCommand *command = nullptr);

/// A whole number >= 0 as the command line writes it ("15"); nothing for anything else.
std::optional<uint64_t> wholeNumberArgument(std::string_view text);

/// "I/N" (0 <= I < N <= 100000) as (I, N): the shard of --shard; nothing for anything else.
std::optional<std::pair<uint32_t, uint32_t>> shardArgument(std::string_view text);

/// Why a file cannot be written at `path` because of its folder ("the folder /x does not
/// exist or cannot be written", or `path` is a folder itself); nothing when the folder is
/// there and writable. Asked before a run, so a long one is not wasted.
std::optional<std::string> unwritableFolder(const QString &path);

/// True when writing `out` would replace the file `input` (a scenario or table the
/// command reads): the same file by any path, link or case of "./".
bool sameFile(const QString &out, const QString &input);

/// "1 run", "30 runs": a count and its noun, singular or plural.
inline std::string counted(size_t n, std::string_view one, std::string_view many)
{
    return std::to_string(n) + " " + std::string(n == 1 ? one : many);
}

int runCommand(const std::vector<std::string> &args, std::ostream &out, std::ostream &err);
int sweepCommand(const std::vector<std::string> &args, std::ostream &out, std::ostream &err);
int diffCommand(const std::vector<std::string> &args, std::ostream &out, std::ostream &err);
int exploreCommand(const std::vector<std::string> &args, std::ostream &out, std::ostream &err);
int modelCommand(const std::vector<std::string> &args, std::ostream &out, std::ostream &err);

} // namespace corrsim
