#include "participantstarter.h"

#include "builtinscenarios.h"
#include "builtintemplates.h"
#include "scenario/scenario.h"

#include <algorithm>

namespace corrsim {

namespace {

/// The first participant of `kind` in the examples, and the example it is from.
std::optional<ParticipantEntry> example(const std::string &kind)
{
    for (const auto &files : {builtinTemplates(), builtinScenarios()})
        for (const EmbeddedFile &f : files) {
            try {
                for (const ParticipantEntry &p : Scenario::parse(f.text, std::string(f.fileName)).participantEntries())
                    if (p.kind == kind)
                        return p;
            } catch (const ScenarioError &) {
                // Every built-in loads (tst_lessons); one that did not only lacks its example.
            }
        }
    return std::nullopt;
}

std::string quoted(const std::string &text)
{
    std::string out = "\"";
    for (char c : text)
        out += c == '"' ? "\\\"" : c == '\\' ? "\\\\" : std::string(1, c);
    return out + "\"";
}

} // namespace

ParticipantEntry starterParticipant(const std::string &kind, const std::string &name, const Scenario &lesson)
{
    const std::vector<ParticipantField> declared = participantFields(kind);
    std::vector<std::string> others;
    for (const ParticipantEntry &p : lesson.participantEntries())
        others.push_back(p.name);
    const std::string firstOther = others.empty() ? name : others.front();
    ParticipantEntry starter{name, kind, {}};
    const std::optional<ParticipantEntry> like = example(kind);
    if (like)
        starter.fields = like->fields;
    else
        for (const ParticipantField &f : declared)
            if (f.required && f.name != "name" && f.name != "kind")
                starter.fields.emplace_back(f.name, f.namesParticipant ? quoted(firstOther) : f.isList ? "[]" : "\"\"");
    // Wired to this lesson: a participant it names that is not here becomes the first
    // that is (itself, for a return address to the example itself); a store of the
    // example's participant becomes its own.
    for (auto &[field, value] : starter.fields) {
        const auto spec =
            std::find_if(declared.begin(), declared.end(), [&](const ParticipantField &f) { return f.name == field; });
        if (spec == declared.end())
            continue;
        if (spec->namesParticipant) {
            const std::string named = value.size() >= 2 ? value.substr(1, value.size() - 2) : value;
            if (like && named == like->name)
                value = quoted(name);
            else if (std::find(others.begin(), others.end(), named) == others.end())
                value = quoted(firstOther);
        } else if (spec->namesStore && like && value.starts_with("\"" + like->name + ".")) {
            value = "\"" + name + value.substr(1 + like->name.size());
        }
    }
    return starter;
}

} // namespace corrsim
