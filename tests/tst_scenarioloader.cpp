#include "builtinscenarios.h"
#include "findingsamples.h"
#include "input/jsonreader.h"
#include "input/jsonsyntax.h"
#include "kernel/simulation.h"
#include "run/run.h"
#include "scenario/parameters.h"
#include "scenario/scenario.h"
#include "trace/findingwords.h"

#include <QTest>

#include <functional>
#include <set>

using namespace corrsim;

namespace {
/// An expectation's finding in English, "" for none.
[[maybe_unused]] std::string words(const std::optional<Finding> &f)
{
    return f ? findingWords(*f) : std::string();
}
} // namespace

namespace {
// A small valid scenario; tests break one thing at a time.
const char *const Valid = R"({
  "name": "tiny",
  "participants": [
    { "name": "shop", "kind": "requester", "to": "warehouse",
      "requests": [ { "at": "0ms", "id": "101" } ] },
    { "name": "warehouse", "kind": "replier", "processing": "10ms" }
  ],
  "expectations": [
    { "count": { "kind": "reply.matched", "actor": "shop" }, "equals": 1 }
  ]
})";

std::string replace(std::string text, const std::string &from, const std::string &to)
{
    const auto at = text.find(from);
    Q_ASSERT(at != std::string::npos);
    return text.replace(at, from.size(), to);
}
} // namespace

class TestScenarioLoader : public QObject
{
    Q_OBJECT
private slots:
    void validScenarioLoadsAndRuns()
    {
        const Scenario s = Scenario::parse(Valid, "tiny.json");
        QCOMPARE(s.info().name, std::string("tiny"));
        QCOMPARE(s.info().seed, uint64_t(1));
        const RunResult r = runScenario(s);
        QVERIFY(r.passed());
    }

    void theJsonLibrarysWordsAreTakenApart()
    {
        // What the JSON library says of text that is not JSON is a finding of parts the
        // window can translate; its English is the library's own, word for word.
        std::set<FindingKind> seen;
        std::function<void(const Finding &)> note = [&](const Finding &f) {
            seen.insert(f.kind);
            for (const FindingArg &a : f.args)
                if (const auto *list = std::get_if<FindingList>(&a))
                    for (const Finding &inner : list->items)
                        note(inner);
        };
        for (const std::string &text : jsonSyntaxSamples()) {
            std::string library;
            try {
                const nlohmann::json parsed = nlohmann::json::parse(text, nullptr, true, true);
                Q_UNUSED(parsed);
            } catch (const nlohmann::json::parse_error &e) {
                library = e.what();
                library = library.substr(library.find(": ", library.find("column ")) + 2);
            }
            QVERIFY2(!library.empty(), text.c_str());
            try {
                (void)readJson(text, "broken.json");
                QFAIL(("read as JSON: " + text).c_str());
            } catch (const ScenarioError &e) {
                QCOMPARE(findingWords(e.finding()), library);
                QVERIFY2(e.finding().kind != FindingKind::JsonSays, library.c_str());
                note(e.finding());
            }
        }
        for (auto k = size_t(FindingKind::JsonSyntax); k <= size_t(FindingKind::JsonBadBom); ++k)
            QVERIFY2(seen.count(FindingKind(k)), findingTemplate(FindingKind(k)).other);
        // What was read may end as an expectation would: only what the reading expects
        // is taken for one (in a value, a closing bracket is text read, not expected).
        const Finding unclosed = jsonSyntaxFinding("syntax error while parsing value - invalid string: missing closing "
                                                   "quote; last read: '\"a'; expected ']'");
        QCOMPARE(unclosed.kind, FindingKind::JsonSyntax);
        // Words it is not known to say stay as they are.
        QCOMPARE(jsonSyntaxFinding("syntax error while parsing value - something new").kind, FindingKind::JsonSays);
        QCOMPARE(jsonSyntaxFinding("syntax error while parsing value - unexpected ']'; expected ']' too").kind,
                 FindingKind::JsonSays);
    }

    void commentsAreAllowed()
    {
        const std::string text = replace(Valid, "\"name\": \"tiny\",", "// a comment\n  \"name\": \"tiny\",");
        QCOMPARE(Scenario::parse(text, "c.json").info().name, std::string("tiny"));
    }

    void errors_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected"); // the start of the error message

        QTest::newRow("malformed JSON: line and column")
            << QString::fromStdString(replace(Valid, "\"to\": \"warehouse\",", "\"to\": \"warehouse\""))
            << "s.json:5:"; // the line of the token that cannot follow
        QTest::newRow("truncated file") << "{\n  \"name\": \"x\",\n  \"participants\": ["
                                        << "s.json:3:";
        QTest::newRow("wrong type") << QString::fromStdString(
                                           replace(Valid, "\"processing\": \"10ms\"", "\"processing\": true"))
                                    << "s.json: /participants/1/processing: expected a duration";
        QTest::newRow("missing field") << QString::fromStdString(replace(Valid, "\"kind\": \"replier\", ", ""))
                                       << "s.json: /participants/1: missing required field \"kind\"";
        QTest::newRow("unknown participant")
            << QString::fromStdString(replace(Valid, "\"to\": \"warehouse\"", "\"to\": \"wharehouse\""))
            << "s.json: /participants/0/to: unknown participant \"wharehouse\"";
        QTest::newRow("negative duration")
            << QString::fromStdString(replace(Valid, "\"processing\": \"10ms\"", "\"processing\": \"-10ms\""))
            << "s.json: /participants/1/processing: a duration cannot be negative";
        QTest::newRow("negative number duration")
            << QString::fromStdString(replace(Valid, "\"processing\": \"10ms\"", "\"processing\": -3"))
            << "s.json: /participants/1/processing: a duration cannot be negative";
        QTest::newRow("a count no number could pass (the schema cannot say it)")
            << QString::fromStdString(replace(Valid, "\"equals\": 1", "\"atLeast\": 3, \"atMost\": 1"))
            << "s.json: /expectations/0/atLeast: atLeast 3 is more than atMost 1";
        QTest::newRow("unknown field (a typo)")
            << QString::fromStdString(replace(Valid, "\"processing\"", "\"procesing\""))
            << "s.json: /participants/1/procesing: unknown field \"procesing\"";
        QTest::newRow("unknown kind") << QString::fromStdString(replace(Valid, "\"replier\"", "\"replyer\""))
                                      << "s.json: /participants/1/kind: unknown participant kind \"replyer\"";
        QTest::newRow("duplicate key") << QString::fromStdString(
                                              replace(Valid, "\"processing\": \"10ms\"",
                                                      "\"processing\": \"10ms\", \"processing\": \"5ms\""))
                                       << "s.json: /participants/1/processing: this key appears twice";
        QTest::newRow("duplicate participant name")
            << QString::fromStdString(replace(Valid, "\"name\": \"warehouse\"", "\"name\": \"shop\""))
            << "s.json: /participants/1/name: another participant already has the name";
        QTest::newRow("unknown event kind in an expectation")
            << QString::fromStdString(replace(Valid, "\"reply.matched\"", "\"reply.match\""))
            << "s.json: /expectations/0/count/kind: unknown event kind";
        QTest::newRow("unknown actor in an expectation")
            << QString::fromStdString(replace(Valid, "\"actor\": \"shop\"", "\"actor\": \"shopp\""))
            << "s.json: /expectations/0/count/actor: unknown participant";
        QTest::newRow("unknown store in an expectation")
            << QString::fromStdString(
                   replace(Valid, "{ \"count\": { \"kind\": \"reply.matched\", \"actor\": \"shop\" }, \"equals\": 1 }",
                           "{ \"store\": \"nowhere\", \"size\": 0 }"))
            << "s.json: /expectations/0/store: unknown store \"nowhere\"";
        QTest::newRow("bad distribution")
            << QString::fromStdString(replace(Valid, "\"processing\": \"10ms\"", "\"processing\": {\"poisson\": 3}"))
            << "s.json: /participants/1/processing/poisson: unknown distribution";
        QTest::newRow("probability out of range")
            << QString::fromStdString(
                   replace(Valid, "\"participants\"", "\"network\": {\"drop\": 1.5}, \"participants\""))
            << "s.json: /network/drop: expected a probability";
        QTest::newRow("bad scenario name") << QString::fromStdString(replace(Valid, "\"tiny\"", "\"Tiny Scenario\""))
                                           << "s.json: /name: a scenario name uses";
        QTest::newRow("not an object") << "[1, 2]"
                                       << "s.json: /: expected an object";
    }
    void errors()
    {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        try {
            Scenario::parse(text.toStdString(), "s.json");
            QFAIL("the scenario loaded");
        } catch (const ScenarioError &e) {
            QVERIFY2(QString::fromStdString(e.what()).startsWith(expected), e.what());
        }
    }

    void lineAndColumnCountFromOne()
    {
        QCOMPARE(lineColumnAt("abc", 0), (std::pair<int, int>{1, 1}));
        QCOMPARE(lineColumnAt("ab\ncd", 4), (std::pair<int, int>{2, 2}));
    }

    void setChangesAValue()
    {
        Scenario s = Scenario::parse(Valid, "tiny.json");
        s.set({"participants.warehouse.processing", "250ms"});
        const RunResult r = runScenario(s);
        QCOMPARE(r.sim->endTime().micros() >= 250000, true);
        s.set({"/participants/1/processing", "\"5ms\""});
        QVERIFY(runScenario(s).sim->endTime().micros() < 250000);
        s.set({"seed", "7"});
        QCOMPARE(s.info().seed, uint64_t(7));
    }

    void parametersAreTypedAndSetTyped()
    {
        // What an editor shows and sets: each leaf with its type and the lesson's value.
        const EmbeddedFile *f = findBuiltinScenario("payment-claim-race");
        Scenario s = Scenario::parse(f->text, std::string(f->fileName));
        const auto find = [](const std::vector<Parameter> &ps, const std::string &dotted) -> const Parameter * {
            for (const Parameter &p : ps)
                if (p.dotted() == dotted)
                    return &p;
            return nullptr;
        };
        std::vector<Parameter> ps = s.parameters();
        const Parameter *claim = find(ps, "participants.orders.claim");
        QVERIFY(claim);
        QCOMPARE(claim->pointer().substr(0, 14), std::string("/participants/"));
        QVERIFY(claim->spec.type == ParameterType::Choice);
        QVERIFY(std::find(claim->spec.choices.begin(), claim->spec.choices.end(), "atomic") !=
                claim->spec.choices.end());
        QVERIFY(!claim->changed() && claim->shipped && claim->value.kind == ParameterValue::Kind::Text);
        const Parameter *name = find(ps, "participants.orders.name");
        QVERIFY(name && name->fixed);
        for (const Parameter &p : ps)
            QVERIFY2(!p.changed(), p.dotted().c_str());

        s.set(claim->path, ParameterValue::ofText("atomic"));
        ps = s.parameters();
        QVERIFY(find(ps, "participants.orders.claim")->changed());
        QCOMPARE(find(ps, "participants.orders.claim")->value.shown(), std::string("atomic"));
        QCOMPARE(find(ps, "participants.orders.claim")->shipped->shown(), std::string("retrieve-then-remove"));
        // A value the scenario refuses changes nothing, and the error names the path.
        const std::vector<std::string> path = find(ps, "participants.orders.claim")->path;
        try {
            s.set(path, ParameterValue::ofText("magic"));
            QFAIL("an unknown claim mode was accepted");
        } catch (const ScenarioError &e) {
            QVERIFY2(std::string(e.what()).find(find(ps, "participants.orders.claim")->pointer()) != std::string::npos,
                     e.what());
        }
        QCOMPARE(find(s.parameters(), "participants.orders.claim")->value.shown(), std::string("atomic"));

        // What a user types, read by the value's type.
        const ParameterSpec number{ParameterType::Probability, {}, {}};
        QVERIFY(ParameterValue::fromInput("0.25", number) == ParameterValue::ofNumber(0.25, false));
        QVERIFY(!ParameterValue::fromInput("a quarter", number));
        QCOMPARE(ParameterValue::fromInput("3", {ParameterType::Integer, {}, {}})->shown(), std::string("3"));
        QVERIFY(ParameterValue::fromInput("true", {ParameterType::Boolean, {}, {}}) == ParameterValue::ofFlag(true));
        QVERIFY(ParameterValue::fromInput("50ms", {ParameterType::Duration, {}, {}}) == ParameterValue::ofText("50ms"));
        QVERIFY(ParameterValue::fromInput("7", {ParameterType::Other, {}, {}}) == ParameterValue::ofNumber(7, true));
        QVERIFY(ParameterValue::fromInput("seven", {ParameterType::Other, {}, {}}) == ParameterValue::ofText("seven"));
        QCOMPARE(ParameterValue::ofNumber(0.1, false).shown(), std::string("0.1"));
    }

    void setReachesSettingsTheScenarioLeftAtTheirDefaults()
    {
        // payment-out-of-order gives orders no pendingStore block: --set makes one.
        const EmbeddedFile *f = findBuiltinScenario("payment-out-of-order");
        Scenario s = Scenario::parse(f->text, std::string(f->fileName));
        s.set({"participants.orders.pendingStore.ttl", "1ms"});
        s.set({"participants.orders.pendingStore.sweepEvery", "1ms"});
        QVERIFY(!runScenario(s).passed()); // both entries swept before their callbacks
        // A misspelt field is still refused, at its path, and the scenario is unchanged.
        try {
            s.set({"participants.orders.pendingStor.ttl", "1ms"});
            QFAIL("a misspelt field was accepted");
        } catch (const ScenarioError &e) {
            QCOMPARE(e.jsonPath(), std::string("/participants/0/pendingStor"));
        }
        QVERIFY(!runScenario(s).passed());
    }

    void badSetKeepsTheScenario()
    {
        Scenario s = Scenario::parse(Valid, "tiny.json");
        QVERIFY_THROWS_EXCEPTION(ScenarioError, s.set({"participants.warehouse.processing", "true"}));
        QVERIFY_THROWS_EXCEPTION(ScenarioError, s.set({"participants.nobody.processing", "5ms"}));
        QVERIFY(!ParameterEdit::parse("no-equals-sign"));
        QVERIFY(!ParameterEdit::parse("=5ms"));
        QVERIFY(ParameterEdit::parse("a.b=c=d") == (ParameterEdit{"a.b", "c=d"}));
        QVERIFY(runScenario(s).passed()); // unchanged
        try {
            s.set({"participants.warehouse.processing", "true"});
        } catch (const ScenarioError &e) {
            QCOMPARE(e.jsonPath(), std::string("/participants/1/processing"));
        }
    }

    void failingExpectationIsReported()
    {
        const std::string text = replace(Valid, "\"equals\": 1", "\"equals\": 2");
        const RunResult r = runScenario(Scenario::parse(text, "s.json"));
        QVERIFY(!r.passed());
        QCOMPARE(words(r.record->expectations[0].actual), std::string("1"));
        QVERIFY(r.record->expectations[0].event >= 0);
    }
};

QTEST_APPLESS_MAIN(TestScenarioLoader)
#include "tst_scenarioloader.moc"
