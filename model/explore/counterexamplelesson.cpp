#include "explore/counterexamplelesson.h"

#include "explore/explorechecks.h"
#include "input/json.h"
#include "input/scenariolimits.h"
#include "run/run.h"
#include "trace/findingwords.h"

#include <algorithm>
#include <stdexcept>

namespace corrsim {

namespace {

constexpr std::string_view Suffix = "-counterexample";

std::string microsText(SimTime t)
{
    return std::to_string(t.micros()) + "us";
}

/// Whether `s` breaks the check the counterexample broke.
bool breaksLikeIt(const Scenario &s, const ExploreResult &r)
{
    const ExploreCheck *check = findExploreCheck(r.brokenCheck);
    return check && check->verdict(*runScenario(s).record).broken();
}

} // namespace

Scenario counterexampleLesson(const Scenario &explored, const ExploreResult &r)
{
    if (!r.counterexample || !r.failing)
        throw std::invalid_argument("the exploration found no counterexample to save");
    const Trace &run = r.failing->trace();
    const std::vector<PinnedFault> &pins = r.counterexample->pins;

    // Named and summed up for what it is; the lesson's variants and exploration go.
    Json renamed = Json::parse(explored.toJson());
    const std::string name = renamed.value("name", std::string("scenario"));
    renamed["name"] = name.substr(0, MaxNameLength - Suffix.size()) + std::string(Suffix);
    renamed["title"] = renamed.value("title", name) + ": the shortest run that breaks " + r.brokenCheck;
    renamed["summary"] = "Corrsim explore found this run, the shortest that breaks " + r.brokenCheck + ": " +
                         findingWords(r.counterexampleFaults) + ". " +
                         (r.brokenFinding ? findingWords(*r.brokenFinding) : std::string()) + ".";
    for (const char *lessonOnly : {"variants", "explore"})
        renamed.erase(lessonOnly);
    // The lesson's notes go and one note a pin comes, each before everything else at
    // its instant: a pin's event moves by the notes that left before it and the ones
    // that came at or before its time.
    Json notes = Json::array();
    std::vector<PinnedFault> renumbered = pins;
    for (size_t i = 0; i < pins.size(); ++i) {
        const SimTime at = run[pins[i].seq].time;
        notes.push_back(
            {{"at", microsText(at)},
             {"text", "Explore pins a fault here: " + findingWords(Schedule{{pins[i]}}.description(&run)) + "."}});
        size_t notesBefore = 0;
        for (uint64_t k = 0; k < pins[i].seq; ++k)
            notesBefore += run[k].kind == EventKind::Note;
        size_t newNotesBefore = 0;
        for (const PinnedFault &p : pins)
            newNotesBefore += run[p.seq].time <= at;
        renumbered[i].seq = pins[i].seq - notesBefore + newNotesBefore;
    }
    auto withPins = [&](Json doc, const std::vector<PinnedFault> &faults) {
        Scenario s = Scenario::parse(doc.dump(2), explored.info().file);
        for (const PinnedFault &p : faults)
            s.addFault(p); // into the document: the saved file holds them
        return s;
    };
    Json withNotes = renamed;
    withNotes["narrative"] = notes;
    Scenario lesson = withPins(std::move(withNotes), renumbered);
    if (breaksLikeIt(lesson, r))
        return lesson;
    // The renumbering missed: the lesson's own notes, and the pins as they fired.
    return withPins(std::move(renamed), pins);
}

} // namespace corrsim
