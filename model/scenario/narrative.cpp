#include "scenario/narrative.h"

#include "input/confignode.h"
#include "kernel/simulation.h"
#include "participants/buildcontext.h"
#include "scenario/faults.h"
#include "scenario/lessonquestion.h"
#include "trace/vocabulary.h"

#include <string>
#include <vector>

namespace corrsim {

namespace {

using namespace vocabulary;

/// A predict step's question, choices and reveal as the note's record (none for a plain
/// note). The names are run/lessonnotes.h's.
RecordRef predictRecord(const ConfigNode &n, Simulation &sim, BuildContext &ctx, bool studentCopy)
{
    const std::optional<LessonQuestion> q = readLessonQuestion(n, studentCopy);
    if (!q) {
        if (auto d = n.find("decides"))
            d->fail({FindingKind::DecidesOnlyQuestion, {}, {}});
        return 0;
    }
    std::vector<Field> fields{{sim.intern(NoteAsk), Section::Body, Value::text(sim.intern(q->ask))}};
    for (size_t i = 0; i < q->choices.size(); ++i)
        fields.push_back({sim.intern(std::string(NoteChoice) + " " + std::to_string(i + 1)), Section::Body,
                          Value::text(sim.intern(q->choices[i]))});
    if (!q->reveal.empty()) // a student copy has none
        fields.push_back({sim.intern(NoteReveal), Section::Body, Value::text(sim.intern(q->reveal))});
    if (!q->answer.empty())
        fields.push_back({sim.intern(NoteAnswer), Section::Body, Value::text(sim.intern(q->answer))});
    if (auto d = n.find("decides")) {
        // Read as "on" is (the same fields and errors); kept as the words it names, so
        // that any trace of the run, saved or read back, finds the event again.
        const EventSelector select = noteAnchor(*d, sim, ctx);
        const auto part = [&](std::string_view name) {
            return sim.intern(std::string(NoteDecides) + " " + std::string(name));
        };
        fields.push_back({part("event"), Section::Body, Value::text(sim.intern(d->text("event", "")))});
        for (const char *name : {"type", "detail", "correlationId", "conversation", "key", "actor"})
            if (d->has(name))
                fields.push_back({part(name), Section::Body, Value::text(sim.intern(d->at(name).text()))});
        if (select.occurrence != 1)
            fields.push_back({part("occurrence"), Section::Body, Value::integer(select.occurrence)});
    }
    return sim.trace().records().add(fields);
}

} // namespace

void addNarrative(const ConfigNode &narrative, Simulation &sim, BuildContext &ctx, bool studentCopy)
{
    for (const ConfigNode &n : narrative.items()) {
        n.allowOnly({"at", "on", "text", "pause", "ask", "choices", "answer", "reveal", "decides"});
        if (n.has("at") == n.has("on"))
            n.fail({FindingKind::NoteNeedsAtOrOn, {}, {}});
        const bool pause = n.boolean("pause", false) || n.has("ask");
        if (n.has("on")) {
            if (!sim.addAnchoredNote(noteAnchor(n.at("on"), sim, ctx), n.at("text").text(), pause,
                                     predictRecord(n, sim, ctx, studentCopy), n.path()))
                n.at("on").fail({FindingKind::NoteOnSetup, {}, {}});
        } else
            sim.addNote(n.at("at").duration(), n.at("text").text(), pause, predictRecord(n, sim, ctx, studentCopy));
    }
}

} // namespace corrsim
