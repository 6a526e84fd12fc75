#pragma once
// One change to a value of a scenario, as a user writes it: "PATH=VALUE". The command
// line's text is read once, where it arrives (--set of run, explore, diff and sweep); the
// Sweep window has the path and the values in fields of their own, and a variant's "set"
// makes its changes from the file. From there on the change is this value, and
// Scenario::set applies it. The parameter panel's typed edits (Scenario::set with a
// ParameterValue) need no text at all.

#include <optional>
#include <string>
#include <string_view>

namespace corrsim {

struct ParameterEdit
{
    std::string path;  // /a/0/b or a.b.c; array elements may be named by their "name"
    std::string value; // JSON, or else plain text ("50ms", "atomic")

    /// Reads "PATH=VALUE" (split at the first "="); nothing without an "=" or a PATH.
    static std::optional<ParameterEdit> parse(std::string_view text);
    /// "PATH=VALUE", as --set takes it.
    std::string text() const { return path + "=" + value; }
    /// How an error about it names it, wherever it was typed: "--set PATH=VALUE".
    std::string label() const { return "--set " + text(); }

    bool operator==(const ParameterEdit &) const = default;
};

} // namespace corrsim
