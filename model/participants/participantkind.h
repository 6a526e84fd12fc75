#pragma once
// A participant kind, declared once: its name, its fields (type, default, one line of
// documentation) and how to build one. The loader checks a participant's fields against
// it, the field tables of docs/scenario-format.md are written from it, and a test holds
// the JSON Schema to it field by field. Each kind defines its own in its .cpp; the
// registry (registry.cpp) lists them.

#include <memory>
#include <string_view>
#include <vector>

namespace corrsim {

class Actor;
class ConfigNode;
struct BuildContext;

/// What a field holds, as the JSON Schema says it: the test compares the two.
enum class FieldType {
    Text,        // a string
    Participant, // a string naming another participant
    Choice,      // one of `choices`
    Boolean,
    Integer,
    Duration,          // "250ms", see Durations
    Distribution,      // a duration or a distribution object
    Probability,       // 0 to 1
    Store,             // a store name or store settings
    Record,            // an object of scalar fields (a body)
    Object,            // settings of their own, checked by the kind
    List,              // a list, checked by the kind
    BooleanOrDuration, // true, false, or a duration
};

struct FieldSpec
{
    std::string_view name;
    FieldType type;
    std::string_view defaultText; // as the docs show it; "required" for a required field
    std::string_view doc;         // one table row of docs/scenario-format.md (Markdown)
    std::vector<std::string_view> choices = {};

    bool required() const { return defaultText == "required"; }
};

struct ParticipantKind
{
    std::string_view name;
    std::vector<FieldSpec> fields;                                        // its own, besides the common ones below
    std::unique_ptr<Actor> (*create)(const ConfigNode &, BuildContext &); // one worker
    std::string_view noWorkers = {}; // why it cannot run as workers; empty when it can
};

/// Fields every participant has.
const std::vector<FieldSpec> &commonParticipantFields();

/// Fails at the first field that neither the kind nor commonParticipantFields() has,
/// listing the known ones; fails for a missing required field.
void checkParticipantFields(const ConfigNode &participant, const ParticipantKind &kind);

} // namespace corrsim
