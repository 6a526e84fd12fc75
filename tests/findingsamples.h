#pragma once
// Every finding the checks and the expectations give on the built-in lessons and on the recorded real traces
// (spans bring findings a lesson never makes: unknowns, late replies, gaps), with what
// they were given for; and what `validate --lesson` and a run's warnings say of a lesson
// broken on purpose. The tests of their words in every language read these.

#include "builtinscenarios.h"
#include "explore/explorechecks.h"
#include "import/importtrace.h"
#include "input/json.h"
#include "input/scenarioerror.h"
#include "input/textfile.h"
#include "run/lessoncheck.h"
#include "run/run.h"
#include "scenario/lessontexts.h"
#include "scenario/scenario.h"

#include <QDir>
#include <QTemporaryDir>

#include <fstream>
#include <functional>
#include <stdexcept>
#include <vector>

namespace corrsim {

struct FindingSamples
{
    std::vector<Finding> findings;       // every one, held or not
    std::vector<InvariantId> invariants; // every invariant judged
};

/// What the reader says of files and scenarios broken one way each: text that is not
/// JSON, a value of the wrong kind at each typed read, a variant whose change breaks the
/// lesson, a file that cannot be read. Each comes from the real reader.
inline std::vector<ScenarioError> scenarioErrorSamples()
{
    std::vector<ScenarioError> out;
    // A sample the reader takes is a mistake in the samples, not one to pass over.
    const auto refused = [&](const std::string &text) {
        try {
            (void)Scenario::parse(text, "broken.json");
        } catch (const ScenarioError &e) {
            out.push_back(e);
            return;
        }
        throw std::logic_error("a broken sample loaded: " + text.substr(0, 200));
    };
    for (const std::string &text :
         {std::string("{\"a\": 1, \"a\": 2}"), std::string("{\"a\": \"x\0\"}", 12),
          std::string(300, '[') + std::string(300, ']'), std::string("{\"seed\": 1e999}"), std::string("[1, 2")})
        refused(text);
    const Json stockCheck = Json::parse(findBuiltinScenario("eip-stock-check")->text);
    std::vector<std::function<void(Json &)>> breaks{
        [](Json &l) {
            l["participants"] = {{"name", "shop"}};
        },
        [](Json &l) { l["participants"][1].erase("name"); },
        [](Json &l) { l["participants"][1]["procesing"] = "10ms"; },
        [](Json &l) { l["title"] = 3; },
        [](Json &l) { l["seed"] = 1.5; },
        [](Json &l) { l["seed"] = 18446744073709551615ull; },
        [](Json &l) { l["network"]["latency"] = "soon"; },
        [](Json &l) { l["network"]["latency"] = "-5ms"; },
        [](Json &l) { l["network"]["latency"] = 2e12; },
        [](Json &l) { l["network"]["drop"] = 2; },
        [](Json &l) { l["network"]["drop"] = "often"; },
        [](Json &l) { l["network"]["drop"] = nullptr; },
        [](Json &l) { l["narrative"][0]["pause"] = "yes"; },
        [](Json &l) {
            l["network"]["latency"] = {{"uniform", {"1ms"}}};
        },
        [](Json &l) {
            l["network"]["latency"] = {{"uniform", {"5ms", "1ms"}}};
        },
        [](Json &l) {
            l["network"]["latency"] = {{"lognormal", {{"median", "5ms"}, {"sigma", -1}}}};
        },
        [](Json &l) {
            l["network"]["latency"] = {{"sequence", Json::array()}};
        },
        [](Json &l) {
            l["network"]["latency"] = {{"gamma", "5ms"}};
        },
        [](Json &l) {
            l["network"]["latency"] = {{"uniform", {"1ms", "2ms"}}, {"exponential", "1ms"}};
        },
        [](Json &l) {
            l["participants"][0]["pendingStore"] = {{"removeMissing", "maybe"}};
        },
        [](Json &l) { l["participants"][0]["requests"] = Json::object(); },
        [](Json &l) { l["participants"][0]["requests"][0]["body"] = Json::array(); },
        [](Json &l) { l["participants"][0]["requests"] = true; },
        [](Json &l) { l["variants"][0]["set"]["links.0.latency"] = "soon"; },
        [](Json &l) { l["name"] = ""; },
        [](Json &l) { l["name"] = std::string(201, 'a'); },
        [](Json &l) { l["name"] = "Stock Check"; },
        [](Json &l) { l["seed"] = -1; },
        [](Json &l) { l["participants"] = Json::array(); },
        [](Json &l) { l["participants"][1]["name"] = "ware/house"; },
        [](Json &l) { l["participants"][1]["name"] = std::string(201, 'w'); },
        [](Json &l) { l["participants"][1]["workers"] = 0; },
        [](Json &l) { l["participants"][1]["name"] = "shop"; },
        [](Json &l) { l["participants"][1]["kind"] = "oracle"; },
        [](Json &l) { l["participants"][1]["router"] = "random"; },
        [](Json &l) {
            for (int i = 0; i < 157; ++i)
                l["participants"].push_back({{"name", "w" + std::to_string(i)}, {"kind", "replier"}, {"workers", 64}});
        },
        [](Json &l) {
            l["saga"] = {{"owner", Json::array()}, {"final", {"DONE"}}};
        },
        [](Json &l) {
            l["saga"] = {{"owner", "shop"}, {"final", Json::array()}};
        },
        [](Json &l) {
            l["saga"] = {{"owner", "nobody"}, {"final", {"DONE"}}};
        },
        [](Json &l) {
            l["expectations"].push_back({{"name", "x"}, {"metric", "sagas.notFinal"}, {"equals", 0}});
        },
        // A fault, and the event a note belongs to.
        [](Json &l) {
            l["faults"] = {{{"drop", {{"type", "stock.level"}, {"occurrence", 0}}}}};
        },
        [](Json &l) {
            l["faults"] = {{{"drop", {{"seq", -1}}}}};
        },
        [](Json &l) {
            l["faults"] = {{{"drop", {{"correlationId", "101"}, {"conversation", "X-#1"}}}}};
        },
        [](Json &l) {
            l["faults"] = {{{"drop", {{"conversation", "nope"}}}}};
        },
        [](Json &l) {
            l["faults"] = {{{"drop", {{"conversation", "ZZZ-#1"}}}}};
        },
        [](Json &l) {
            l["faults"] = {{{"drop", {{"seq", 3}, {"type", "stock.level"}}}}};
        },
        [](Json &l) {
            l["faults"] = {{{"crash", "warehouse"}, {"after", {{"event", "crash"}}}}};
        },
        [](Json &l) {
            l["faults"] = {{{"crash", "warehouse"}, {"after", {{"seq", 3}, {"event", "send"}}}}};
        },
        [](Json &l) {
            l["faults"] = {{{"crash", "warehouse"}, {"after", {{"detail", "x"}}}}};
        },
        [](Json &l) {
            l["faults"] = {{{"crash", "warehouse"}}};
        },
        [](Json &l) {
            l["faults"] = {{{"explode", Json::object()}}};
        },
        [](Json &l) {
            l["faults"] = {{{"delay", {{"type", "stock.level"}}}, {"by", "0ms"}}};
        },
        [](Json &l) {
            l["faults"] = {{{"drop", {{"type", "stock.level"}}}, {"by", "5ms"}}};
        },
        [](Json &l) {
            l["narrative"][0]["on"] = {{"event", "note"}};
        },
        [](Json &l) {
            l["narrative"][0]["on"] = {{"event", "store.put"}, {"type", "x"}};
        },
        [](Json &l) {
            l["narrative"][0]["on"] = {{"event", "send"}, {"detail", "x"}};
        },
        [](Json &l) {
            l["narrative"][0]["on"] = {{"event", "crash"}, {"detail", "x"}};
        },
        [](Json &l) {
            l["narrative"][0]["on"] = {{"event", "crash"}, {"correlationId", "101"}};
        },
        [](Json &l) {
            l["narrative"][0]["on"] = {{"event", "send"}, {"key", "x"}};
        },
    };
    for (const auto &breakIt : breaks) {
        Json lesson = stockCheck;
        breakIt(lesson);
        refused(lesson.dump());
    }
    // A saga's rules, on a lesson with sagas.
    const Json dualWrite = Json::parse(findBuiltinScenario("dual-write-loses-events")->text);
    for (const auto &breakIt : std::vector<std::function<void(Json &)>>{
             [](Json &l) { l["saga"]["final"].push_back("DONE"); },
             [](Json &l) {
                 l["expectations"].push_back({{"name", "x"}, {"metric", "sagas.final.DONE"}, {"equals", 0}});
             }}) {
        Json lesson = dualWrite;
        breakIt(lesson);
        refused(lesson.dump());
    }
    refused(std::string((size_t(64) << 20) + 1, ' '));
    // A change by --set, or in the window.
    for (const std::string &change : {std::string("seed"), std::string("title=\xff"),
                                      std::string("participants.nobody.processing=5ms"), std::string("seed.x=1")}) {
        try {
            Scenario s = Scenario::parse(findBuiltinScenario("eip-stock-check")->text, "eip-stock-check.json");
            s.set(change);
        } catch (const ScenarioError &e) {
            out.push_back(e);
            continue;
        }
        throw std::logic_error("a broken change was taken: " + change);
    }
    try {
        Scenario s = Scenario::parse(findBuiltinScenario("eip-stock-check")->text, "eip-stock-check.json");
        s.addFault("[]");
        throw std::logic_error("a fault that is no object was taken");
    } catch (const ScenarioError &e) {
        out.push_back(e);
    }
    // A teacher's texts file beside the lesson.
    for (const std::string &texts :
         {std::string("[]"), std::string(R"({"textsOf": "other", "language": "pt_BR", "texts": {}})"),
          std::string(R"({"textsOf": "eip-stock-check", "texts": {}})"),
          std::string(R"({"textsOf": "eip-stock-check", "language": "pt_BR"})"),
          std::string(R"({"textsOf": "eip-stock-check", "language": "pt_BR", "texts": {"title": "x"}})"),
          std::string(R"({"textsOf": "eip-stock-check", "language": "pt_BR", "texts": {"/seed": "x"}})"),
          std::string(R"({"textsOf": "eip-stock-check", "language": "pt_BR", "texts": {"/title": ""}})")}) {
        try {
            (void)withLessonTexts(findBuiltinScenario("eip-stock-check")->text, "stock.json", texts,
                                  "stock.pt_BR.json");
        } catch (const ScenarioError &e) {
            out.push_back(e);
            continue;
        }
        throw std::logic_error("a broken texts file was taken: " + texts);
    }
    QTemporaryDir dir;
    const std::string root = dir.path().toStdString();
    {
        std::ofstream big(root + "/big.json");
        big << std::string(2 << 20, ' ');
    }
    for (const auto &[path, limit] : {std::pair{root, size_t(1) << 20},
                                      {root + "/missing.json", size_t(1) << 20},
                                      {root + "/big.json", size_t(1) << 20}}) {
        try {
            (void)readTextFile(path, limit);
        } catch (const ScenarioError &e) {
            out.push_back(e);
            continue;
        }
        throw std::logic_error("a file that cannot be read was read: " + path);
    }
    return out;
}

/// eip-stock-check broken as a teacher might break it, one way a lesson: what the lesson
/// check finds in each, and what the runs warn of.
inline std::vector<LessonProblem> lessonProblemSamples(std::vector<RunWarning> *warnings = nullptr)
{
    const Json stockCheck = Json::parse(findBuiltinScenario("eip-stock-check")->text);
    constexpr size_t Step = 4; // its predict step
    const auto reveal = stockCheck["narrative"][Step]["reveal"].get<std::string>();
    const Json &asked = stockCheck["narrative"][Step];
    const auto answer = asked["answer"].is_number()
                            ? asked["choices"][asked["answer"].get<size_t>() - 1].get<std::string>()
                            : asked["answer"].get<std::string>();
    std::vector<std::function<void(Json &)>> breaks{
        [](Json &l) {
            l["narrative"].push_back({{"on", {{"event", "deliver"}, {"type", "no.such"}}}, {"text", "x"}});
        },
        [](Json &l) {
            l["narrative"][Step].erase("on");
            l["narrative"][Step]["at"] = "22ms";
        },
        [](Json &l) { l["narrative"][Step].erase("answer"); },
        [&](Json &l) { l["summary"] = "Watch: " + reveal; },
        [&](Json &l) { l["narrative"][0]["text"] = "Remember: " + answer + " gets it."; },
        [](Json &l) {
            l["narrative"][Step]["decides"] = {{"event", "store.put"}, {"actor", "shop"}};
        },
        [](Json &l) {
            l["narrative"][Step]["decides"] = {{"event", "deliver"}, {"type", "no.such"}};
        },
        [](Json &l) { l["title"] = l["narrative"][Step + 1]["text"]; },
        [](Json &l) {
            Json &q = l["narrative"][Step];
            q["ask"] = "Is this reply matched to the hats request?";
            q["choices"] = {"Yes", "No"};
            q["answer"] = "Yes";
            q["decides"] = {{"event", "store.remove"}, {"detail", "taken"}, {"correlationId", "102"}};
            l["narrative"][0]["text"] = "Spoiler: yes, it will be matched.";
        },
        [](Json &l) {
            l["faults"] = Json::array(
                {{{"drop", {{"type", "no.such.message"}}}},
                 {{"deliverAfterNext", {{"type", "stock.level"}, {"from", "warehouse"}, {"occurrence", 3}}}}});
        },
    };
    std::vector<LessonProblem> problems;
    for (const auto &change : breaks) {
        Json lesson = stockCheck;
        change(lesson);
        const Scenario s = Scenario::parse(lesson.dump(), "broken.json");
        for (LessonProblem &p : checkLesson(s).problems)
            problems.push_back(std::move(p));
        if (warnings) {
            const RunResult run = runScenario(s);
            warnings->insert(warnings->end(), run.record->warnings.begin(), run.record->warnings.end());
        }
    }
    // A problem only a variant's run shows, named with it.
    problems.push_back({"/narrative/4", "slow", {FindingKind::StepAtTime, {}, {}}, {}});
    return problems;
}

inline FindingSamples findingSamples()
{
    FindingSamples out;
    const auto judge = [&](const RunRecord &run) {
        for (const InvariantResult &i : run.invariants) {
            out.invariants.push_back(i.id);
            out.findings.push_back(i.finding);
        }
        for (const ExploreCheck &c : exploreChecks())
            if (const CheckVerdict v = c.verdict(run); !v.held())
                out.findings.push_back(v.finding);
        for (const ExpectationResult &x : run.expectations)
            for (const std::optional<Finding> &f : {x.expected, x.actual})
                if (f)
                    out.findings.push_back(*f);
    };
    for (const EmbeddedFile &f : builtinScenarios())
        judge(*runScenario(Scenario::parse(f.text, std::string(f.fileName))).record);
    ImportOptions spans;
    spans.effectSpans = {{"ledger.apply", "payment.id"}};
    spans.replyTimeout = SimTime::fromMillis(250);
    for (const QFileInfo &file : QDir(QStringLiteral(CORRSIM_SOURCE_DIR "/tests/data/realtrace"))
                                     .entryInfoList({QStringLiteral("*.otlp.jsonl")})) {
        for (const ImportOptions &options : {spans, ImportOptions{}}) { // and without a timeout or effects
            std::ifstream in(file.filePath().toStdString(), std::ios::binary);
            judge(*importTrace(in, file.fileName().toStdString(), options).record);
        }
    }
    std::vector<RunWarning> warnings;
    for (const LessonProblem &p : lessonProblemSamples(&warnings)) {
        out.findings.push_back(p.finding);
        if (!p.variant.empty())
            out.findings.push_back({FindingKind::PathInVariant, {p.where, p.variant}, {}});
    }
    for (const RunWarning &w : warnings)
        out.findings.push_back(w.finding);
    return out;
}

} // namespace corrsim
