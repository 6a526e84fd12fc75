#pragma once
// An expectation as the app writes one from what the author sees (Lesson › Expect this):
// how many events like the selected one the run has, or what a store holds at its end.
// Written in the format's words (docs/scenario-format.md#expectations), so the checker
// matches exactly what the author picked.

#include "trace/eventkind.h"

#include <cstdint>
#include <string>
#include <variant>

namespace corrsim {

struct NewExpectation
{
    std::string name; // in the author's words

    /// A count of events: every field given must match; `equals` how many there are.
    struct Count
    {
        EventKind kind = EventKind::Send;
        std::string type, detail, correlationId, actor; // "" any
        uint64_t equals = 0;
        std::string key = {}; // a store event's key, a state change's object ("" any)
        bool atLeast = false; // `equals` is a least count ("atLeast"), not an exact one
    };
    /// A store at the end of the run: a field's value, or (no field) whether the key is there.
    struct StoreValue
    {
        std::string store, key;
        std::string field, equals; // compared as text
        bool present = true;
    };
    std::variant<Count, StoreValue> check;
};

} // namespace corrsim
