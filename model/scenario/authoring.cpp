// Authoring edits of a scenario (the app's Lesson and File menus): notes put in, reworded
// and removed, faults kept, and the lesson written out for people and for students.

#include "scenario/lessontext.h"
#include "scenario/narrativenote.h"
#include "scenario/newexpectation.h"
#include "scenario/scenario.h"
#include "scenario/scenariodoc.h"

#include <algorithm>

namespace corrsim {

struct Scenario::Entries
{
    Json entries;
};

namespace {

/// A note's words as its entry of "narrative" writes them: text, pause, question.
void writeWords(Json &entry, const NarrativeNote &note)
{
    for (const char *key : {"text", "pause", "ask", "choices", "answer", "reveal"})
        entry.erase(key);
    entry["text"] = note.text;
    if (const auto &q = note.question) {
        entry["ask"] = q->ask; // a question stops playback: no "pause" needed
        if (!q->choices.empty())
            entry["choices"] = q->choices;
        // A choice by its number: rewording or translating the choices leaves it right.
        if (const auto at = std::find(q->choices.begin(), q->choices.end(), q->answer);
            !q->answer.empty() && at != q->choices.end())
            entry["answer"] = at - q->choices.begin() + 1;
        else if (!q->answer.empty())
            entry["answer"] = q->answer;
        entry["reveal"] = q->reveal;
    } else if (note.pause) {
        entry["pause"] = true;
    }
}

std::string entryPath(size_t index)
{
    return "/narrative/" + std::to_string(index);
}

/// The lesson as it plays now, as the file Save lesson writes.
Json savedDocument(const Json &plays, const ScenarioInfo &info)
{
    Json doc = plays;
    if (!info.variant.empty()) { // the variant as a lesson of its own
        doc.erase("variants");
        doc["title"] = info.variantTitle;
    }
    return doc;
}

} // namespace

std::string Scenario::lessonText() const
{
    return corrsim::lessonText(savedDocument(m_doc->json, m_info), m_doc->layout ? *m_doc->layout : "");
}

std::string Scenario::studentCopyText(const std::vector<StudentCopyChange> &changes) const
{
    return corrsim::lessonText(studentCopyOf(savedDocument(m_doc->json, m_info), changes),
                               m_doc->layout ? *m_doc->layout : "");
}

size_t Scenario::narrativeSize() const
{
    const auto n = m_doc->json.find("narrative");
    return n != m_doc->json.end() && n->is_array() ? n->size() : 0;
}

std::vector<std::string> Scenario::narrativeTexts() const
{
    std::vector<std::string> texts;
    if (const auto n = m_doc->json.find("narrative"); n != m_doc->json.end() && n->is_array())
        for (const Json &entry : *n)
            texts.push_back(entry.is_object() ? entry.value("text", "") : "");
    return texts;
}

void Scenario::editEntries(const char *list, const FindingArg &label, const std::function<void(Entries &)> &edit)
{
    Scenario updated(*this);
    Json &plays = updated.m_doc->json;
    Entries edited{plays.contains(list) ? plays[list] : Json::array()};
    edit(edited);
    const Json &entries = edited.entries;
    // Where the list playing now came from: the chosen variant's own, or the lesson's.
    Json *shipped = &updated.m_doc->original;
    if (!m_info.variant.empty() && shipped->contains("variants"))
        for (Json &v : (*shipped)["variants"])
            if (v.value("name", "") == m_info.variant && v.contains(list))
                shipped = &v;
    for (Json *doc : {&plays, shipped}) {
        if (entries.empty())
            doc->erase(list);
        else
            (*doc)[list] = entries;
    }
    takeChecked(std::move(updated), label);
}

void Scenario::insertNote(size_t index, const NarrativeNote &note)
{
    const size_t at = std::min(index, narrativeSize());
    editEntries("narrative", Finding::nested({FindingKind::NewNoteLabel, {entryPath(at)}, {}}),
                [&](Entries &narrative) {
                    Json entry = Json::object();
                    entry["on"] = Json::parse(note.on.json());
                    writeWords(entry, note);
                    narrative.entries.insert(narrative.entries.begin() + std::ptrdiff_t(at), std::move(entry));
                });
}

void Scenario::rewordNote(size_t index, const NarrativeNote &words)
{
    if (index >= narrativeSize())
        throw ScenarioError(m_info.file, entryPath(index), Finding{FindingKind::NoSuchEntry, {}, {}});
    editEntries("narrative", entryPath(index),
                [&](Entries &narrative) { writeWords(narrative.entries[index], words); });
}

void Scenario::moveNote(size_t index, const NoteAnchor &on)
{
    if (index >= narrativeSize())
        throw ScenarioError(m_info.file, entryPath(index), Finding{FindingKind::NoSuchEntry, {}, {}});
    editEntries("narrative", entryPath(index), [&](Entries &narrative) {
        Json &entry = narrative.entries[index];
        entry.erase("at");
        entry["on"] = Json::parse(on.json());
    });
}

void Scenario::removeNote(size_t index)
{
    if (index >= narrativeSize())
        throw ScenarioError(m_info.file, entryPath(index), Finding{FindingKind::NoSuchEntry, {}, {}});
    editEntries("narrative", entryPath(index), [&](Entries &narrative) {
        narrative.entries.erase(narrative.entries.begin() + std::ptrdiff_t(index));
    });
}

void Scenario::addExpectation(const NewExpectation &e)
{
    Json entry = {{"name", e.name}};
    if (const auto *count = std::get_if<NewExpectation::Count>(&e.check)) {
        Json filter = {{"kind", std::string(eventKindName(count->kind))}};
        for (const auto &[key, value] : {std::pair{"type", &count->type}, std::pair{"detail", &count->detail},
                                         std::pair{"correlationId", &count->correlationId},
                                         std::pair{"actor", &count->actor}, std::pair{"key", &count->key}})
            if (!value->empty())
                filter[key] = *value;
        entry["count"] = filter;
        entry[count->atLeast ? "atLeast" : "equals"] = count->equals;
    } else {
        const auto &store = std::get<NewExpectation::StoreValue>(e.check);
        entry["store"] = store.store;
        entry["key"] = store.key;
        if (store.field.empty()) {
            entry["present"] = store.present;
        } else {
            entry["field"] = store.field;
            entry["equals"] = store.equals;
        }
    }
    const auto n = m_doc->json.find("expectations");
    const size_t at = n != m_doc->json.end() && n->is_array() ? n->size() : 0;
    editEntries("expectations",
                Finding::nested({FindingKind::NewExpectationLabel, {"/expectations/" + std::to_string(at)}, {}}),
                [&](Entries &expectations) { expectations.entries.push_back(std::move(entry)); });
}

void Scenario::setHeading(const std::string &name, const std::string &title, const std::string &summary)
{
    Scenario updated(*this);
    for (Json *doc : {&updated.m_doc->json, &updated.m_doc->original}) {
        (*doc)["name"] = name;
        (*doc)["title"] = title;
        if (summary.empty())
            doc->erase("summary");
        else
            (*doc)["summary"] = summary;
    }
    takeChecked(std::move(updated), Finding::nested({FindingKind::TitleLabel, {}, {}}));
}

std::string Scenario::schemaReference() const
{
    const auto it = m_doc->json.find("$schema");
    return it != m_doc->json.end() && it->is_string() ? it->get<std::string>() : std::string();
}

void Scenario::setSchemaReference(const std::string &reference)
{
    Scenario updated(*this);
    for (Json *doc : {&updated.m_doc->json, &updated.m_doc->original}) {
        if (reference.empty())
            doc->erase("$schema");
        else
            (*doc)["$schema"] = reference;
    }
    takeChecked(std::move(updated), std::string("the schema reference"));
}

void Scenario::keepFault(const PinnedFault &fault, const Trace &run)
{
    const FaultEntry entry = namedFaultEntry(fault, run);
    Scenario updated(*this);
    // Into the lesson as shipped as well: its variants apply their changes over it, and
    // a parameter change that puts the lesson back keeps the fault.
    for (Json *doc : {&updated.m_doc->json, &updated.m_doc->original}) {
        Json &faults = (*doc)["faults"];
        if (!faults.is_array())
            faults = Json::array();
        faults.push_back(entry.json);
    }
    takeChecked(std::move(updated), "keep " + fault.json());
}

} // namespace corrsim
