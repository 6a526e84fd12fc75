// A lesson's participants edited in the app (Lesson › Participants): added, renamed,
// removed, a field set. Each edit is made to the lesson as it plays and as shipped (as
// a note is), so the lesson stays on its script, and checked as a file would be.

#include "participants/registry.h"
#include "scenario/parameterspec.h"
#include "scenario/participantrefs.h"
#include "scenario/scenario.h"
#include "scenario/scenariodoc.h"

#include <algorithm>

namespace corrsim {

namespace {

Json *findParticipant(Json &doc, const std::string &name)
{
    if (!doc.contains("participants") || !doc["participants"].is_array())
        return nullptr;
    for (Json &p : doc["participants"])
        if (p.is_object() && p.value("name", "") == name)
            return &p;
    return nullptr;
}

/// "still named at A, B and C": the places are JSON paths, the same in every language.
Finding stillNamedAt(const std::vector<std::string> &places)
{
    if (places.size() == 1)
        return {FindingKind::StillNamedAt, {places.front()}, {}};
    std::string first;
    for (size_t i = 0; i + 1 < places.size(); ++i)
        first += (i == 0 ? "" : ", ") + places[i];
    return {FindingKind::StillNamedAtMany, {first, places.back()}, {}};
}

} // namespace

std::vector<std::string> participantKindNames()
{
    std::vector<std::string> names;
    for (const ParticipantKind *k : participantKinds())
        names.emplace_back(k->name);
    return names;
}

std::vector<ParticipantField> participantFields(std::string_view kindName)
{
    std::vector<ParticipantField> out;
    const ParticipantKind *kind = findParticipantKind(kindName);
    if (!kind)
        return out;
    for (const auto *fields : {&commonParticipantFields(), &kind->fields})
        for (const FieldSpec &f : *fields) {
            ParticipantField p;
            p.name = std::string(f.name);
            p.spec = parameterSpec({"participants", "0", p.name}, kindName);
            p.spec.doc = std::string(f.doc);
            p.defaultText = std::string(f.defaultText);
            p.required = f.required();
            p.namesParticipant = f.type == FieldType::Participant;
            p.namesStore = f.type == FieldType::Store;
            p.isList = f.type == FieldType::List;
            out.push_back(std::move(p));
        }
    return out;
}

std::vector<ParticipantEntry> Scenario::participantEntries() const
{
    std::vector<ParticipantEntry> out;
    const Json &doc = m_doc->json;
    if (!doc.contains("participants"))
        return out;
    for (const Json &p : doc["participants"]) {
        ParticipantEntry e{p.value("name", ""), p.value("kind", ""), {}};
        // In the order the kind declares its fields (the file's own order is lost to the
        // unordered document): the same order the editor's form shows them in.
        if (const ParticipantKind *kind = findParticipantKind(e.kind)) {
            for (const auto *fields : {&commonParticipantFields(), &kind->fields})
                for (const FieldSpec &f : *fields)
                    if (f.name != "name" && f.name != "kind" && p.contains(std::string(f.name)))
                        e.fields.emplace_back(std::string(f.name), p[std::string(f.name)].dump());
        }
        out.push_back(std::move(e));
    }
    return out;
}

std::vector<std::string> Scenario::participantReferencesTo(const std::string &name) const
{
    std::vector<std::string> paths = participantReferences(m_doc->original, name);
    for (std::string &p : participantReferences(m_doc->json, name))
        if (std::find(paths.begin(), paths.end(), p) == paths.end())
            paths.push_back(std::move(p));
    return paths;
}

void Scenario::addParticipant(const ParticipantEntry &entry)
{
    Json p = Json::object();
    p["name"] = entry.name;
    p["kind"] = entry.kind;
    const FindingArg label = Finding::nested({FindingKind::NewParticipantLabel, {entry.name}, {}});
    for (const auto &[field, text] : entry.fields) {
        try {
            p[field] = Json::parse(text);
        } catch (const Json::parse_error &) {
            throw ScenarioError(m_info.file, "/participants/-/" + field,
                                Finding::labelled(label, {FindingKind::FieldNotJson, {field, text}, {}}));
        }
    }
    for (Json *doc : {&m_doc->json, &m_doc->original})
        if (findParticipant(*doc, entry.name))
            throw ScenarioError(m_info.file, "/participants",
                                Finding::labelled(label, {FindingKind::NameExists, {}, {}}));
    Scenario updated(*this);
    for (Json *doc : {&updated.m_doc->json, &updated.m_doc->original})
        (*doc)["participants"].push_back(p);
    takeChecked(std::move(updated), label);
}

void Scenario::setParticipantField(const std::string &name, const std::string &field, const std::string &text)
{
    const std::string label = name + "." + field;
    if (field == "name" || field == "kind")
        throw ScenarioError(m_info.file, "/participants",
                            Finding::labelled(label, {FindingKind::RenameToChange, {}, {}}));
    std::optional<Json> value;
    if (!text.empty()) {
        try {
            value = Json::parse(text);
        } catch (const Json::parse_error &) {
            // Words typed into a field of text: the text itself.
            value = Json(text);
        }
    }
    Scenario updated(*this);
    for (Json *doc : {&updated.m_doc->json, &updated.m_doc->original}) {
        Json *p = findParticipant(*doc, name);
        if (!p)
            throw ScenarioError(m_info.file, "/participants",
                                Finding::labelled(label, {FindingKind::NoParticipantCalled, {name}, {}}));
        if (value)
            (*p)[field] = *value;
        else
            p->erase(field);
    }
    takeChecked(std::move(updated), label);
}

void Scenario::renameParticipant(const std::string &from, const std::string &to)
{
    const FindingArg label = Finding::nested({FindingKind::RenameLabel, {from, to}, {}});
    if (to.empty() || to.find('/') != std::string::npos)
        throw ScenarioError(m_info.file, "/participants", Finding::labelled(label, {FindingKind::NameRule, {}, {}}));
    if (!findParticipant(m_doc->json, from))
        throw ScenarioError(m_info.file, "/participants",
                            Finding::labelled(label, {FindingKind::NoParticipantCalled, {from}, {}}));
    if (findParticipant(m_doc->json, to) || findParticipant(m_doc->original, to))
        throw ScenarioError(m_info.file, "/participants", Finding::labelled(label, {FindingKind::NameExists, {}, {}}));
    Scenario updated(*this);
    for (Json *doc : {&updated.m_doc->json, &updated.m_doc->original})
        renameParticipantReferences(*doc, from, to);
    takeChecked(std::move(updated), label);
}

void Scenario::removeParticipant(const std::string &name)
{
    const FindingArg label = Finding::nested({FindingKind::RemoveLabel, {name}, {}});
    if (!findParticipant(m_doc->json, name))
        throw ScenarioError(m_info.file, "/participants",
                            Finding::labelled(label, {FindingKind::NoParticipantCalled, {name}, {}}));
    // What names it would name nobody: the author decides what takes its place first.
    if (const auto refs = participantReferencesTo(name); !refs.empty())
        throw ScenarioError(m_info.file, refs.front(), Finding::labelled(label, stillNamedAt(refs)));
    Scenario updated(*this);
    for (Json *doc : {&updated.m_doc->json, &updated.m_doc->original}) {
        Json &list = (*doc)["participants"];
        for (auto it = list.begin(); it != list.end(); ++it)
            if (it->is_object() && it->value("name", "") == name) {
                list.erase(it);
                break;
            }
    }
    takeChecked(std::move(updated), label);
}

} // namespace corrsim
