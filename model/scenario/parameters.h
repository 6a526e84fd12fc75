#pragma once
// The values of a scenario a student may change, typed, for editors: each leaf of its
// network, participants, links, faults and until, with what it is (ParameterSpec), what
// it holds now and in the lesson as shipped. Scenario::parameters() lists them and
// Scenario::set(path, value) applies one, so no editor needs the document's shape or
// formats text for the scenario to parse again.

#include "scenario/parameterspec.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace corrsim {

/// A leaf value of a scenario document, as JSON types it.
struct ParameterValue
{
    enum class Kind : uint8_t { Null, Boolean, Number, Text };
    Kind kind = Kind::Null;
    bool flag = false;  // Boolean
    double number = 0;  // Number
    bool whole = false; // Number: written as a whole number (3, not 3.0)
    std::string text;   // Text: as typed, "50ms", "atomic"

    static ParameterValue ofFlag(bool b) { return {Kind::Boolean, b, 0, false, {}}; }
    static ParameterValue ofNumber(double x, bool whole) { return {Kind::Number, false, x, whole, {}}; }
    static ParameterValue ofText(std::string t) { return {Kind::Text, false, 0, false, std::move(t)}; }
    /// What a user typed into the editor of a value of this spec: a number for the
    /// numeric types (nothing if it is none), text for text, choices and durations; for
    /// any other, JSON when it reads as a JSON leaf, else text (as --set reads a VALUE).
    static std::optional<ParameterValue> fromInput(const std::string &typed, const ParameterSpec &spec);

    /// As a person reads it: text as it is (50ms), numbers and flags as JSON writes them.
    std::string shown() const;
    bool operator==(const ParameterValue &) const = default;
};

/// "/participants/2/claim" of {"participants", "2", "claim"}.
std::string jsonPointer(const std::vector<std::string> &parts);

struct Parameter
{
    std::vector<std::string> path;   // JSON pointer parts: {"participants", "2", "claim"}
    std::vector<std::string> labels; // each part as a person names it: {"participants", "orders", "claim"}
    ParameterSpec spec;
    ParameterValue value;
    std::optional<ParameterValue> shipped; // the lesson's own value, where it is a leaf too
    bool inShipped = false;                // the lesson has something here (a leaf or a structure)
    bool fixed = false;                    // a participant's name or kind: shown, not edited

    bool changed() const { return !shipped || *shipped != value; }
    /// Scenario::resetToShipped can put the lesson's value back.
    bool resettable() const { return changed() && inShipped; }
    /// "/participants/2/claim"
    std::string pointer() const;
    /// "participants.orders.claim": as --set and a sweep name it.
    std::string dotted() const;
};

} // namespace corrsim
