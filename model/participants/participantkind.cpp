#include "participants/participantkind.h"

#include "input/confignode.h"

namespace corrsim {

const std::vector<FieldSpec> &commonParticipantFields()
{
    static const std::vector<FieldSpec> common = {
        {"name", FieldType::Text, "required", "its name, unique in the scenario, without `/`"},
        {"kind", FieldType::Choice, "required", "what it is: one of the kinds below"},
        {"group", FieldType::Text, "none", "a heading several participants are drawn under in the views"},
        {"workers", FieldType::Integer, "1",
         "run the participant as N workers (1 to 64), `NAME/1` … `NAME/N`, behind a router called `NAME`; not for a "
         "`broker`"},
        {"router",
         FieldType::Choice,
         "`\"round-robin\"`",
         "how the router picks a worker for each message sent to `NAME`: `round-robin` or `random`",
         {"round-robin", "random"}},
    };
    return common;
}

void checkParticipantFields(const ConfigNode &c, const ParticipantKind &kind)
{
    if (!c.isObject())
        c.fail("a participant is an object");
    auto known = [&](std::string_view key) {
        for (const auto *list : {&commonParticipantFields(), &kind.fields})
            for (const FieldSpec &f : *list)
                if (f.name == key)
                    return true;
        return false;
    };
    for (const auto &[key, value] : c.members()) {
        if (known(key))
            continue;
        std::string list;
        for (const auto *fields : {&commonParticipantFields(), &kind.fields})
            for (const FieldSpec &f : *fields)
                list += (list.empty() ? "" : ", ") + std::string(f.name);
        value.fail("unknown field \"" + key + "\" (expected one of: " + list + ")");
    }
    for (const FieldSpec &f : kind.fields)
        if (f.required())
            c.at(f.name); // fails naming the missing field
    if (!kind.noWorkers.empty() && c.integer("workers", 1) > 1)
        c.at("workers").fail(std::string(kind.noWorkers));
}

} // namespace corrsim
