#pragma once
// Every finding the checks and the expectations give on the built-in lessons and on the recorded real traces
// (spans bring findings a lesson never makes: unknowns, late replies, gaps), with what
// they were given for; and what `validate --lesson` and a run's warnings say of a lesson
// broken on purpose. The tests of their words in every language read these.

#include "builtinscenarios.h"
#include "explore/explore.h"
#include "explore/explorechecks.h"
#include "explore/explorereport.h"
#include "explore/lessonplan.h"
#include "import/importtrace.h"
#include "input/json.h"
#include "input/scenarioerror.h"
#include "input/textfile.h"
#include "run/lessoncheck.h"
#include "run/run.h"
#include "runspec.h"
#include "scenario/lessontexts.h"
#include "scenario/narrativenote.h"
#include "scenario/newexpectation.h"
#include "scenario/participantedit.h"
#include "scenario/scenario.h"

#include <QDir>
#include <QTemporaryDir>

#include <atomic>

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

/// Text that is not JSON in each way the JSON library words (each of its readings, the
/// tokens it names, every error of its lexer): the reader takes its words apart.
inline std::vector<std::string> jsonSyntaxSamples()
{
    return {"x",
            "[1, 2",
            "{\"a\" 1}",
            "{1: 2}",
            "{\"a\": 1 \"b\"}",
            "[1 2]",
            "[,]",
            "{true",
            "{false",
            "{null",
            "1 2",
            "]",
            "{[",
            "{x",
            "\"\xff\"",
            "\"abc",
            "\"\\u12\"",
            "\"\\uD800\"",
            "\"\\uDC00\"",
            "\"\\x\"",
            "\"\x01\"",
            "\"\x08\"",
            "/* x",
            "/x",
            "-",
            "1.",
            "1e",
            "1e+",
            "\xEF\xBBx",
            "[\"'; expected ']'",
            "[\"a'; expected ']"};
}

/// What `explore --merge` says of a result `explore --out` wrote, edited in each way it
/// refuses: a field missing or of the wrong kind, a pin it does not know, counts that
/// cannot add up. Each comes from the real reader.
inline std::vector<ScenarioError> exploreOutErrorSamples()
{
    const Scenario lesson = Scenario::parse(findBuiltinScenario("claim-which-fault-breaks-it")->text, "lesson.json");
    const Json written = Json::parse(exploreJson(explore(lesson, lessonExplorePlan(lesson)), "x"));
    using Edit = std::vector<std::pair<const char *, Json>>; // a value put at a path; null: the field taken out
    const std::vector<Edit> edits{
        {{"/scenario", nullptr}},
        {{"/levels/0/schedules", -1}},
        {{"/run", 5}},
        {{"/exhaustive", "yes"}},
        {{"/checks", Json::object()}},
        {{"/outcomes/0/first", Json::parse("[{\"delay\": {\"seq\": 3}, \"by\": \"0ms\"}]")}},
        {{"/outcomes/0/first", Json::parse("[{\"nope\": 1}]")}},
        {{"/format", "x"}},
        {{"/version", 2}},
        {{"/shards", 0}},
        {{"/shard", 1}},
        {{"/levels/0/fewerFaultsSkipped", 1}},
        {{"/levels/0/violations", Json::array()}},
        {{"/levels/0/stoppedEarly", 2}},
        {{"/schedules", 29}},
        {{"/outcomes/0/state", "xyz"}},
        {{"/outcomes/0/byLevel", Json::parse("[1, 15, 0]")}},
        {{"/outcomes/0/broken", Json::parse("[\"nope\"]")}},
        {{"/levels/0/schedules", 2}, {"/schedules", 29}},
        {{"/levels/1/violations", Json::parse("[0]")}},
        {{"/unfaultedFingerprint", "\x1b[31mred"}}, // said back when two differ: it must be what --out writes
    };
    std::vector<ScenarioError> out;
    for (const Edit &edit : edits) {
        Json edited = written;
        for (const auto &[path, value] : edit)
            if (value.is_null())
                edited.erase(std::string(path).substr(1));
            else
                edited[Json::json_pointer(path)] = value;
        try {
            std::string scenario; // read as --merge reads it
            (void)readExploreJson(edited.dump(), "e.json", &scenario);
        } catch (const ScenarioError &e) {
            out.push_back(e);
            continue;
        }
        throw std::logic_error(std::string("an edited result was read: ") + edit.front().first);
    }
    return out;
}

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
    // Each kind of participant broken as its own rules forbid, and a lesson's questions,
    // variants, exploration and expectations, each on a built-in lesson that has one.
    const auto broken = [&](const char *name, const std::function<void(Json &)> &breakIt) {
        Json lesson = Json::parse(findBuiltinScenario(name)->text);
        breakIt(lesson);
        refused(lesson.dump());
    };
    const auto participant = [&](const char *name, size_t index, const std::function<void(Json &)> &breakIt) {
        broken(name, [&](Json &l) { breakIt(l["participants"][index]); });
    };
    participant("eip-stock-check", 0, [](Json &p) { p["to"] = "nobody"; });
    participant("eip-stock-check", 0, [](Json &p) { p["requests"][0]["body"] = {{"x", {1}}}; });
    participant("eip-stock-check", 0, [](Json &p) { p["requests"][0]["headers"] = {{"x-corrsim-x", "1"}}; });
    participant("eip-stock-check", 0, [](Json &p) { p["pendingStore"] = {{"sweepEvery", "0ms"}}; });
    participant("eip-stock-check", 0, [](Json &p) {
        p["workload"] = {{"count", 1}, {"interval", "1ms"}, {"businessKeyPrefix", "ORD1"}};
    });
    participant("eip-stock-check", 0, [](Json &p) { p["onUnknownReply"] = "dead-letter"; });
    participant("eip-stock-check", 0, [](Json &p) { p["requests"] = Json::array(); });
    participant("eip-stock-check", 0, [](Json &p) { p["idStrategy"] = "business-id"; });
    participant("eip-stock-check", 0, [](Json &p) { p.erase("requests"); });
    participant("eip-stock-check", 0, [](Json &p) { p["workload"] = {{"count", -1}, {"interval", "1ms"}}; });
    participant("eip-stock-check", 1, [](Json &p) { p["delegateType"] = "x"; });
    participant("dual-write-loses-events", 0, [](Json &p) { p["workers"] = 2; });
    participant("dual-write-loses-events", 0, [](Json &p) { p["defaultPartitions"] = 0; });
    participant("dual-write-loses-events", 0, [](Json &p) { p["topics"] = {{{"name", "t"}, {"partitions", 65}}}; });
    participant("dual-write-loses-events", 2, [](Json &p) { p["pollEvery"] = "0ms"; });
    participant("dual-write-loses-events", 2, [](Json &p) { p["batch"] = 0; });
    participant("dual-write-loses-events", 1, [](Json &p) { p.erase("creates"); });
    participant("dual-write-loses-events", 1, [](Json &p) { p["purge"] = {{"every", "0ms"}, {"olderThan", "1s"}}; });
    participant("dual-write-loses-events", 1, [](Json &p) { p["crashInWindow"] = -1; });
    participant("dual-write-loses-events", 1, [](Json &p) { p["handlers"][0]["transfer"] = true; });
    participant("dual-write-loses-events", 1, [](Json &p) {
        p.erase("broker");
        p["publish"] = "outbox";
        p["handlers"][0]["emit"] = "x";
    });
    participant("envelope-causation-chain", 0, [](Json &p) { p["messages"] = Json::array(); });
    participant("envelope-causation-chain", 1, [](Json &p) { p["retry"] = {{"maxAttempts", 0}}; });
    participant("http-idempotency-key", 0, [](Json &p) { p["retries"] = -1; });
    participant("saga-orchestrated-vs-choreographed", 8, [](Json &p) { p["steps"] = Json::array(); });
    participant("saga-orchestrated-vs-choreographed", 8, [](Json &p) {
        p["retry"] = {{"after", "0ms"}, {"attempts", 1}};
    });
    participant("saga-orchestrated-vs-choreographed", 8, [](Json &p) {
        p["retry"] = {{"after", "5ms"}, {"attempts", 101}};
    });
    participant("saga-orchestrated-vs-choreographed", 1, [](Json &p) { p["workload"]["amount"] = {{"uniform", {1}}}; });
    participant("saga-orchestrated-vs-choreographed", 1, [](Json &p) {
        p["workload"]["amount"] = {{"uniform", {5, 1}}};
    });
    participant("saga-orchestrated-vs-choreographed", 1, [](Json &p) {
        p["workload"]["amount"] = {{"uniform", {0, int64_t(1) << 60}}};
    });
    participant("saga-orchestrated-vs-choreographed", 1, [](Json &p) { p["workload"]["from"] = Json::array(); });
    participant("claim-which-fault-breaks-it", 1, [](Json &p) { p["script"][0]["copies"] = 0; });
    participant("claim-which-fault-breaks-it", 1, [](Json &p) {
        p["outcomes"] = {{{"status", "APPROVED"}, {"weight", -1}}};
    });
    participant("claim-which-fault-breaks-it", 0, [](Json &p) {
        p["workload"] = {{"count", 1}, {"interval", "1ms"}, {"amount", Json::array()}};
    });
    participant("claim-which-fault-breaks-it", 0, [](Json &p) { p.erase("orders"); });
    constexpr size_t Asked = 4; // eip-stock-check's predict step
    for (const auto &breakIt : std::vector<std::function<void(Json &)>>{
             [](Json &n) {
                 n[0]["choices"] = {"a", "b"};
             },
             [](Json &n) { n[Asked]["ask"] = ""; },
             [](Json &n) { n[Asked].erase("reveal"); },
             [](Json &n) { n[Asked]["choices"] = {"only"}; },
             [](Json &n) {
                 n[Asked].erase("choices");
                 n[Asked]["answer"] = 1;
             },
             [](Json &n) { n[Asked]["answer"] = 9; },
             [](Json &n) { n[Asked]["answer"] = ""; },
             [](Json &n) { n[Asked]["answer"] = "nope"; },
             [](Json &n) {
                 n[0]["decides"] = {{"seq", 1}};
             },
             [](Json &n) { n[0].erase("on"); },
         })
        broken("eip-stock-check", [&](Json &l) { breakIt(l["narrative"]); });
    broken("saga-payment-happy-path", [](Json &l) {
        l["narrative"][0]["on"] = {{"event", "store.put"}}; // the ledger's starting rows come first
    });
    for (const auto &breakIt : std::vector<std::function<void(Json &)>>{
             [](Json &v) { v[0]["name"] = ""; },
             [](Json &v) { v[0]["name"] = "Same Latency"; },
             [](Json &v) { v.push_back(v[0]); },
             [](Json &v) { v[0]["set"] = 1; },
             [](Json &v) { v[0]["set"]["x"] = {1}; },
         })
        broken("eip-stock-check", [&](Json &l) { breakIt(l["variants"]); });
    for (const auto &breakIt : std::vector<std::function<void(Json &)>>{
             [](Json &x) { x["maxFaults"] = 99; },
             [](Json &x) { x["faults"] = Json::array(); },
             [](Json &x) { x["checks"] = {""}; },
             [](Json &x) {
                 x["checks"] = {"one-update-per-callback", "one-update-per-callback"};
             },
         })
        broken("claim-which-fault-breaks-it", [&](Json &l) { breakIt(l["explore"]); });
    for (const auto &breakIt : std::vector<std::function<void(Json &)>>{
             [](Json &e) { e[0]["count"]["kind"] = "explode"; },
             [](Json &e) { e[0]["count"]["attempt"] = 0; },
             [](Json &e) { e[0]["equals"] = -1; },
             [](Json &e) { e[0].erase("equals"); },
             [](Json &e) { e[0]["atLeast"] = 1; },
             [](Json &e) {
                 e[0].erase("equals");
                 e[0]["atLeast"] = 3;
                 e[0]["atMost"] = 1;
             },
             [](Json &e) {
                 e.push_back({{"name", "x"}, {"metric", "sagas.nope"}, {"equals", 0}});
             },
             [](Json &e) { e[4]["order"] = {e[4]["order"][0]}; },
             [](Json &e) { e[5]["key"] = "101"; },
             [](Json &e) {
                 e.push_back(
                     {{"name", "x"}, {"store", "shop.pending"}, {"key", "101"}, {"present", true}, {"equals", 1}});
             },
             [](Json &e) {
                 e.push_back({{"name", "x"}});
             },
         })
        broken("eip-stock-check", [&](Json &l) { breakIt(l["expectations"]); });
    broken("eip-stock-check", [](Json &l) {
        l["inject"] = {{{"at", "1ms"}, {"from", "warehouse"}, {"to", "shop"}, {"wire", 1}}};
    });
    refused(std::string((size_t(64) << 20) + 1, ' '));
    // A change by --set, read where the command line reads it.
    for (const std::string &change : {std::string("seed"), std::string("title=\xff"),
                                      std::string("participants.nobody.processing=5ms"), std::string("seed.x=1")}) {
        try {
            RunSpec spec;
            spec.source = "eip-stock-check";
            spec.sets = {change};
            (void)scenarioOf(spec);
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
    // What a lesson names that its run does not have, and an edit in the window.
    broken("eip-stock-check", [](Json &l) {
        l["expectations"].push_back({{"name", "x"}, {"store", "nowhere"}, {"size", 0}});
    });
    broken("eip-stock-check", [](Json &l) { l["expectations"][0]["count"]["actor"] = "nobody"; });
    broken("eip-stock-check", [](Json &l) { l["expectations"][0]["count"]["peer"] = "nobody"; });
    for (const char *actor : {"orders", ""})
        broken("claim-which-fault-breaks-it", [&](Json &l) {
            Json count = {{"kind", "state.change"}, {"detail", "NOPE"}};
            if (*actor)
                count["actor"] = actor;
            l["expectations"].push_back({{"name", "x"}, {"count", count}, {"equals", 0}});
        });
    const auto edited = [&](const char *lesson, const char *what, const std::function<void(Scenario &)> &edit) {
        try {
            Scenario s = Scenario::parse(findBuiltinScenario(lesson)->text, std::string(lesson) + ".json");
            edit(s);
        } catch (const ScenarioError &e) {
            out.push_back(e);
            return;
        }
        throw std::logic_error(std::string("a broken edit was taken: ") + what);
    };
    edited("eip-stock-check", "no such variant", [](Scenario &s) { (void)s.withVariant("nope"); });
    edited("payment-paid-end-to-end", "a variant of a lesson without", [](Scenario &s) { (void)s.withVariant("x"); });
    edited("eip-stock-check", "no such note", [](Scenario &s) { s.removeNote(99); });
    edited("eip-stock-check", "no such value", [](Scenario &s) { s.resetToShipped({"nope"}); });
    edited("eip-stock-check", "a note of one choice", [](Scenario &s) {
        NarrativeNote n;
        n.on.kind = EventKind::Deliver;
        n.text = "x";
        n.question = LessonQuestion{"q", {"only"}, "", "r"};
        s.insertNote(0, n);
    });
    edited("eip-stock-check", "an expectation of nobody", [](Scenario &s) {
        NewExpectation::Count c;
        c.actor = "nobody";
        s.addExpectation(NewExpectation{"x", c});
    });
    edited("eip-stock-check", "a heading of two words", [](Scenario &s) { s.setHeading("Stock Check", "t", ""); });
    edited("eip-stock-check", "a field not JSON", [](Scenario &s) {
        s.addParticipant({"log", "sink", {{"group", "{"}}});
    });
    edited("eip-stock-check", "a name taken", [](Scenario &s) { s.addParticipant({"shop", "sink", {}}); });
    edited("eip-stock-check", "a name as a field", [](Scenario &s) { s.setParticipantField("shop", "name", "x"); });
    edited("eip-stock-check", "a field of nobody",
           [](Scenario &s) { s.setParticipantField("nobody", "processing", "\"5ms\""); });
    edited("eip-stock-check", "a name with a slash", [](Scenario &s) { s.renameParticipant("shop", "a/b"); });
    edited("eip-stock-check", "a participant named twice", [](Scenario &s) { s.removeParticipant("warehouse"); });
    edited("eip-stock-check", "a participant named once", [](Scenario &s) {
        s.addParticipant({"letters", "sink", {}});
        s.setParticipantField("shop", "deadLetter", "\"letters\"");
        s.removeParticipant("letters");
    });
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
    for (const std::string &text : jsonSyntaxSamples())
        refused(text);
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
    // A run that used a budget, or was cancelled, says where it stopped (the memory and the
    // cancel are looked at every 4096 events: a lesson of a thousand sagas has as many).
    const Scenario many = Scenario::parse(findBuiltinScenario("saga-payment-1000")->text, "x.json");
    const std::atomic<bool> cancelled{true};
    RunOptions events, memory, cancel;
    events.budget.maxEvents = 2;
    memory.budget.maxMemoryMb = 0;
    cancel.cancel = &cancelled;
    for (const RunOptions &options : {events, memory, cancel}) {
        const auto stopped = runScenario(many, options);
        if (!stopped.record->stopReason)
            throw std::logic_error("a run with no budget left ran to its end");
        out.findings.push_back(*stopped.record->stopReason);
    }
    return out;
}

} // namespace corrsim
