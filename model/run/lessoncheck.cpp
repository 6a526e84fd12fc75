#include "run/lessoncheck.h"

#include "input/json.h"
#include "run/lessonnotes.h"
#include "run/run.h"
#include "run/runrecord.h"
#include "run/spoilertext.h"
#include "scenario/scenario.h"
#include "trace/findingwords.h"

#include <algorithm>

namespace corrsim {

namespace {

using K = FindingKind;

/// The first words of a long text, for a message.
std::string shortened(const std::string &text)
{
    constexpr size_t Most = 70;
    if (text.size() <= Most)
        return text;
    const size_t cut = text.rfind(' ', Most);
    return text.substr(0, cut == std::string::npos ? Most : cut) + " ...";
}

using Text = SecretText;

Finding role(FindingKind kind, std::vector<FindingArg> args = {})
{
    return {kind, std::move(args), {}};
}

void findSecrets(const std::vector<Text> &visible, const std::vector<Text> &secrets, const std::string &where,
                 LessonCheck &check)
{
    for (const Text &v : visible)
        if (const std::optional<Text> s = heldSecret(v.text, secrets)) // one problem a text is enough
            check.problems.push_back({where,
                                      {},
                                      role(K::AnswerReadable, {Finding::nested(v.what), shortened(v.text),
                                                               Finding::nested(s->what), shortened(s->text)}),
                                      {}});
}

/// A short answer said with what the step is about, in a text read before it.
void findShortAnswer(const std::vector<Text> &visible, const ShortAnswer &step, const std::string &where,
                     LessonCheck &check)
{
    for (const Text &v : visible)
        if (const std::optional<std::string> about = statesShortAnswer(v.text, step))
            check.problems.push_back(
                {where,
                 {},
                 role(K::AnswerSaidWith, {Finding::nested(v.what), shortened(v.text), shortened(step.answer), *about}),
                 {}});
}

void checkRun(const Scenario &s, const std::string &narrativePath, LessonCheck &check)
{
    const RunResult result = runScenario(s);
    const RunRecord &run = *result.record;
    ++check.runs;
    constexpr std::string_view Narrative = "/narrative";
    for (const RunWarning &w : run.warnings)
        if (w.where.starts_with("/narrative/")) // a pinned fault's warnings are for the run, not the lesson check
            check.problems.push_back({narrativePath + w.where.substr(Narrative.size()), {}, w.finding, {}});

    // Each entry of "narrative" with its note in the trace (none where its event did not
    // happen): matched by text and question, in order.
    const std::vector<LessonNote> notes = lessonNotes(run.trace());
    const Json narrative = Json::parse(s.toJson()).value("narrative", Json::array());
    const std::vector<std::optional<size_t>> noteOf = notesOfNarrative(s, notes);
    std::vector<std::string> noteWhere(notes.size());
    for (size_t n = 0; n < noteOf.size(); ++n)
        if (noteOf[n])
            noteWhere[*noteOf[n]] = narrativePath + "/" + std::to_string(n);
    check.notes += notes.size();

    const ScenarioInfo &info = run.info;
    std::vector<Text> always{{info.title, role(K::TheTitle)}, {info.summary, role(K::TheSummary)}};
    for (const ScenarioInfo::Variant &v : info.variants)
        always.push_back({v.title, role(K::VariantTitle, {v.name})});
    const auto expectationName = [](const ExpectationResult &e) { return !e.name.starts_with('/'); };

    for (size_t n = 0; n < narrative.size(); ++n) {
        if (!narrative[n].contains("ask"))
            continue;
        ++check.steps;
        const std::string where = narrativePath + "/" + std::to_string(n);
        if (narrative[n].contains("at"))
            check.problems.push_back({where, {}, role(K::StepAtTime), {}});
        if (!narrative[n].contains("answer") && !s.info().studentCopy)
            check.problems.push_back({where, {}, role(K::StepNamesNoAnswer), {}});
        if (!noteOf[n])
            continue; // its note was not shown: said above
        const LessonNote &q = notes[*noteOf[n]];
        if (q.decides)
            if (const std::optional<size_t> at = q.decides->find(run.trace()); !at || *at < q.event)
                check.problems.push_back(
                    {where + "/decides",
                     {},
                     role(!at ? K::DecidingEventMissing : K::DecidingEventEarly, {q.decides->words()}),
                     q.decides});
        std::vector<Text> visible = always;
        std::vector<Text> secrets = secretsOf(q.answer, q.reveal);
        for (size_t i = 0; i < notes.size(); ++i) {
            const LessonNote &o = notes[i];
            const Finding at = noteWhere[i].empty() ? role(K::SomeNote) : role(K::NoteAt, {noteWhere[i]});
            if (o.event < q.event) {
                visible.push_back({o.text, at});
                if (o.isQuestion())
                    visible.insert(visible.end(), {{o.ask, role(K::QuestionOf, {Finding::nested(at)})},
                                                   {o.reveal, role(K::RevealOf, {Finding::nested(at)})}});
            } else if (o.event > q.event && wordCount(o.text) >= 4) {
                secrets.push_back({o.text, role(K::LaterNote, {Finding::nested(at)})});
            }
        }
        for (const ExpectationResult &e : run.expectations) {
            if (!expectationName(e))
                continue;
            if (run.decidedAt(e) < q.event)
                visible.push_back({e.name, role(K::ExpectationDecidedBefore)});
            else if (wordCount(e.name) >= 3)
                secrets.push_back({e.name, role(K::ExpectationNotYetDecided)});
        }
        // Its own words may name what it is about: a short answer is looked for elsewhere.
        findShortAnswer(visible, {q.answer, q.ask, q.decides ? q.decides->detail : ""}, where, check);
        visible.insert(visible.end(), {{q.text, role(K::ItsOwnText)}, {q.ask, role(K::ItsQuestion)}});
        findSecrets(visible, secrets, where, check);
    }

    // The exploration's question comes after the whole run: everything else is read first.
    if (info.exploration && info.exploration->question) {
        ++check.steps;
        const LessonQuestion &q = *info.exploration->question;
        std::vector<Text> visible = always;
        for (size_t i = 0; i < notes.size(); ++i)
            visible.insert(visible.end(), {{notes[i].text, role(K::SomeNote)},
                                           {notes[i].ask, role(K::SomeQuestion)},
                                           {notes[i].reveal, role(K::SomeReveal)}});
        for (const ExpectationResult &e : run.expectations)
            if (expectationName(e))
                visible.push_back({e.name, role(K::ExpectationName)});
        visible.push_back({q.ask, role(K::ItsQuestion)});
        findSecrets(visible, secretsOf(q.answer, q.reveal),
                    narrativePath.substr(0, narrativePath.rfind('/')) + "/explore", check);
    }
}

} // namespace

LessonCheck checkLesson(const Scenario &lesson)
{
    LessonCheck check;
    checkRun(lesson.withVariant(""), "/narrative", check);
    const std::vector<LessonProblem> shipped = check.problems;
    const Json original = Json::parse(lesson.shippedJson());
    const std::vector<ScenarioInfo::Variant> &variants = lesson.info().variants;
    for (size_t k = 0; k < variants.size(); ++k) {
        const std::string own = "/variants/" + std::to_string(k);
        LessonCheck variant;
        checkRun(lesson.withVariant(variants[k].name),
                 original["variants"][k].contains("narrative") ? own + "/narrative" : "/narrative", variant);
        check.runs += variant.runs;
        check.notes += variant.notes;
        check.steps += variant.steps;
        // A note the variant shares with the lesson: said once, or named with the variant
        // where only the variant's run shows the problem.
        for (LessonProblem &p : variant.problems) {
            if (std::find(shipped.begin(), shipped.end(), p) == shipped.end()) {
                if (!p.where.starts_with(own))
                    p.variant = variants[k].name;
                check.problems.push_back(std::move(p));
            }
        }
    }
    return check;
}

std::string lessonProblemWords(const LessonProblem &p)
{
    const std::string where =
        p.variant.empty() ? p.where : findingWords({FindingKind::PathInVariant, {p.where, p.variant}, {}});
    return where.empty() ? findingWords(p.finding) : where + ": " + findingWords(p.finding);
}

} // namespace corrsim
