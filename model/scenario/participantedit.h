#pragma once
// A participant as an editor shows it (the app's Lesson › Participants): its name, its
// kind and the fields written for it, each as JSON text. Scenario's participant edits
// (scenario.h) take and give these; the kinds' declarations say what each field is.

#include "scenario/parameterspec.h"

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace corrsim {

struct ParticipantEntry
{
    std::string name;
    std::string kind;
    /// Its fields as written, in the file's order, each value as JSON text ("\"shop\"",
    /// "\"10ms\"", "{\"count\": 3, ...}"); not "name" nor "kind".
    std::vector<std::pair<std::string, std::string>> fields;
};

/// A field a participant of some kind may have, as its kind declares it (the
/// participants layer's FieldSpec, for the app, which does not see that layer).
struct ParticipantField
{
    std::string name;
    ParameterSpec spec;      // its type, choices and documentation (Markdown), for an editor
    std::string defaultText; // as the docs show it ("`\"10ms\"`", "none")
    bool required = false;
    bool namesParticipant = false; // its value is another participant's name ("to")
    bool namesStore = false;       // a store's name or settings ("pendingStore")
    bool isList = false;
};

/// Every kind of participant, in the order the docs list them.
std::vector<std::string> participantKindNames();
/// The fields a participant of `kind` may have: the common ones, then its own; none for
/// no such kind.
std::vector<ParticipantField> participantFields(std::string_view kind);

} // namespace corrsim
