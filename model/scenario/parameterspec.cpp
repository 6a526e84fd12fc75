#include "scenario/parameterspec.h"

#include "participants/registry.h"
#include "trace/translatable.h"

namespace corrsim {

namespace {
ParameterSpec fromField(const FieldSpec &f)
{
    ParameterSpec p;
    p.doc = std::string(f.doc);
    switch (f.type) {
    case FieldType::Choice:
        p.type = ParameterType::Choice;
        for (auto c : f.choices)
            p.choices.emplace_back(c);
        break;
    case FieldType::Boolean:
        p.type = ParameterType::Boolean;
        break;
    case FieldType::Integer:
        p.type = ParameterType::Integer;
        break;
    case FieldType::Probability:
        p.type = ParameterType::Probability;
        break;
    case FieldType::Duration:
    case FieldType::Distribution:
        p.type = ParameterType::Duration;
        break; // a plain value of one
    case FieldType::Text:
    case FieldType::Participant:
        p.type = ParameterType::Text;
        break;
    default:
        p.type = ParameterType::Other;
        break;
    }
    return p;
}

/// Store settings (docs/scenario-format.md, Stores).
ParameterSpec storeSetting(std::string_view key)
{
    if (key == "ttl" || key == "sweepEvery" || key == "latency")
        return {ParameterType::Duration,
                {},
                key == "ttl" ? QT_TRANSLATE_NOOP("ParameterDocs", "entries expire this long after they are written")
                : key == "sweepEvery" ? QT_TRANSLATE_NOOP("ParameterDocs", "the expiry sweep's interval")
                                      : QT_TRANSLATE_NOOP("ParameterDocs", "the time each operation takes")};
    if (key == "persistent")
        return {ParameterType::Boolean, {}, QT_TRANSLATE_NOOP("ParameterDocs", "survives its owner's crash")};
    if (key == "shared")
        return {ParameterType::Boolean,
                {},
                QT_TRANSLATE_NOOP("ParameterDocs", "one store for all workers of the application")};
    if (key == "removeMissing")
        return {ParameterType::Choice,
                {"fail", "ignore"},
                QT_TRANSLATE_NOOP("ParameterDocs", "removing a missing key fails, or silently succeeds")};
    return {ParameterType::Text, {}, {}};
}

/// Link and network settings.
ParameterSpec linkSetting(std::string_view key)
{
    if (key == "latency")
        return {
            ParameterType::Duration, {}, QT_TRANSLATE_NOOP("ParameterDocs", "how long a message takes on the wire")};
    if (key == "drop")
        return {ParameterType::Probability,
                {},
                QT_TRANSLATE_NOOP("ParameterDocs", "the probability that a message is lost")};
    if (key == "duplicate")
        return {ParameterType::Probability,
                {},
                QT_TRANSLATE_NOOP("ParameterDocs", "the probability that a message arrives twice")};
    return {ParameterType::Text, {}, {}};
}
} // namespace

ParameterSpec parameterSpec(const std::vector<std::string> &path, std::string_view kind)
{
    if (path.empty())
        return {};
    const std::string &top = path[0];
    if (top == "until")
        return {ParameterType::Duration, {}, QT_TRANSLATE_NOOP("ParameterDocs", "stop the run at this virtual time")};
    if (top == "network" && path.size() == 2)
        return linkSetting(path[1]);
    if (top == "links" && path.size() == 3)
        return linkSetting(path[2]);
    if (top == "faults" && path.size() == 3)
        return path[2] == "crash"
                   ? ParameterSpec{ParameterType::Text,
                                   {},
                                   QT_TRANSLATE_NOOP("ParameterDocs", "the participant or worker that crashes")}
                   : ParameterSpec{ParameterType::Duration,
                                   {},
                                   path[2] == "at" ? QT_TRANSLATE_NOOP("ParameterDocs", "when it crashes")
                                                   : QT_TRANSLATE_NOOP("ParameterDocs", "how long it stays down")};
    if (top != "participants" || path.size() < 3)
        return {};
    const ParticipantKind *k = findParticipantKind(kind);
    const FieldSpec *field = nullptr;
    for (const auto *fields : {&commonParticipantFields(), k ? &k->fields : nullptr})
        for (size_t i = 0; fields && i < fields->size(); ++i)
            if ((*fields)[i].name == path[2])
                field = &(*fields)[i];
    if (!field)
        return {};
    if (path.size() == 3)
        return fromField(*field);
    if (field->type == FieldType::Store && path.size() == 4)
        return storeSetting(path[3]);
    return {};
}

} // namespace corrsim
