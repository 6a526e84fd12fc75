#pragma once
// A participant kind, declared once: its name, its fields (type, default, one line of
// documentation) and how to build one. The loader checks a participant's fields against
// it, the field tables of docs/scenario-format.md are written from it, and a test holds
// the JSON Schema to it field by field. Each kind defines its own in its .cpp; the
// registry (registry.cpp) lists them.

#include "trace/finding.h"
#include "trace/simtime.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace corrsim {

class Actor;
class ConfigNode;
struct BuildContext;
struct Distribution;

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
    /// The default as a value: the declared text without its Markdown ("`\"10ms\"`" is
    /// 10ms, "`\"\"`" the empty text); nothing where the field has no value of its own
    /// when absent ("required", "none", "off", "—", or words).
    std::optional<std::string_view> defaultValue() const;
};

struct ParticipantKind
{
    std::string_view name;
    std::vector<FieldSpec> fields;                                        // its own, besides the common ones below
    std::unique_ptr<Actor> (*create)(const ConfigNode &, BuildContext &); // one worker
    std::optional<FindingKind> noWorkers = {}; // why it cannot run as workers; none when it can

    /// Its field `name`, its own or a common one; throws std::logic_error for a field it
    /// does not declare (a kind reading a field it does not declare is a bug).
    const FieldSpec &field(std::string_view name) const;
};

// A participant's field read as its kind declares it: the value given, or the declared
// default where it is absent, so a default is written once, in the declaration.
std::string readText(const ConfigNode &c, const FieldSpec &field);
int64_t readInteger(const ConfigNode &c, const FieldSpec &field);
bool readBoolean(const ConfigNode &c, const FieldSpec &field);
SimTime readDuration(const ConfigNode &c, const FieldSpec &field);
double readProbability(const ConfigNode &c, const FieldSpec &field);
Distribution readDistribution(const ConfigNode &c, const FieldSpec &field);
/// The position in `field.choices` of the value given, or of the default.
size_t readChoiceIndex(const ConfigNode &c, const FieldSpec &field);
[[noreturn]] void throwChoiceCountMismatch(const FieldSpec &field, size_t given);
/// The value given or the default, as the typed `values` named in the order of `field.choices`.
template <typename T, size_t N> T readChoice(const ConfigNode &c, const FieldSpec &field, const T (&values)[N])
{
    if (field.choices.size() != N)
        throwChoiceCountMismatch(field, N);
    return values[readChoiceIndex(c, field)];
}

/// Fields every participant has.
const std::vector<FieldSpec> &commonParticipantFields();

/// Fails at the first field that neither the kind nor commonParticipantFields() has,
/// listing the known ones; fails for a missing required field.
void checkParticipantFields(const ConfigNode &participant, const ParticipantKind &kind);

} // namespace corrsim
