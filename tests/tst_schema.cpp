#include "builtinscenarios.h"
#include "scenario/scenario.h"
#include "scenario/schemavalidator.h"

#include <QTest>

using namespace corrsim;

// The published schema and the loader must agree: what the schema rejects, the loader
// rejects with a located error (never a crash, never a silent default).
class TestSchema : public QObject
{
    Q_OBJECT
private slots:
    void everyBuiltinScenarioValidates()
    {
        QVERIFY(!builtinScenarios().empty());
        for (const EmbeddedFile &f : builtinScenarios()) {
            const auto issues = validateAgainstSchema(f.text);
            QVERIFY2(issues.empty(),
                     qPrintable(QString::fromUtf8(f.fileName.data(), int(f.fileName.size())) + ": " +
                                (issues.empty() ? QString()
                                                : QString::fromStdString(issues[0].path + " " + issues[0].message))));
            Scenario::parse(f.text, std::string(f.fileName)); // and loads
        }
    }

    void rejected_data()
    {
        QTest::addColumn<QString>("text");
        const QString base = R"({"name": "x", "participants": [
            {"name": "a", "kind": "requester", "to": "b", "requests": [{"at": "0ms"}]},
            {"name": "b", "kind": "replier"}], %1})";
        const QString p0 = R"({"name": "x", "participants": [%1, {"name": "b", "kind": "replier"}]})";
        QTest::newRow("no participants") << R"({"name": "x", "participants": []})";
        QTest::newRow("no name") << R"({"participants": [{"name": "b", "kind": "replier"}]})";
        QTest::newRow("unknown top-level field") << base.arg(R"("colour": "red")");
        QTest::newRow("negative seed") << base.arg(R"("seed": -1)");
        QTest::newRow("duration with exponent") << base.arg(R"("until": "1e3ms")");
        QTest::newRow("negative duration") << base.arg(R"("until": -5)");
        QTest::newRow("unknown kind") << p0.arg(R"({"name": "a", "kind": "message-bus"})");
        QTest::newRow("requester without target") << p0.arg(R"({"name": "a", "kind": "requester", "requests": [{}]})");
        QTest::newRow("requester without work") << p0.arg(R"({"name": "a", "kind": "requester", "to": "b"})");
        QTest::newRow("empty request list")
            << p0.arg(R"({"name": "a", "kind": "requester", "to": "b", "requests": []})");
        QTest::newRow("unknown id strategy")
            << p0.arg(R"({"name": "a", "kind": "requester", "to": "b", "idStrategy": "guess", "requests": [{}]})");
        QTest::newRow("uniform with one bound")
            << p0.arg(R"({"name": "a", "kind": "replier", "processing": {"uniform": ["1ms"]}})");
        QTest::newRow("body with a nested object")
            << p0.arg(R"({"name": "a", "kind": "replier", "replyBody": {"x": {"y": 1}}})");
        QTest::newRow("a fraction where a whole number goes") << base.arg(R"("seed": 1.5)");
        QTest::newRow("drop probability above one") << base.arg(R"("network": {"drop": 2})");
        QTest::newRow("count expectation without a bound")
            << base.arg(R"("expectations": [{"count": {"kind": "send"}}])");
        QTest::newRow("store expectation with size and key")
            << base.arg(R"("expectations": [{"store": "a.pending", "size": 0, "key": "k"}])");
        QTest::newRow("store expectation with present and field") << base.arg(
            R"("expectations": [{"store": "a.pending", "key": "k", "present": true, "field": "f", "equals": 1}])");
        QTest::newRow("order with one event") << base.arg(R"("expectations": [{"order": [{"kind": "send"}]}])");
        QTest::newRow("narrative without text") << base.arg(R"("narrative": [{"at": "1ms"}])");
        QTest::newRow("a reserved header in a request") << p0.arg(
            R"({"name": "a", "kind": "requester", "to": "b", "requests": [{"headers": {"x-corrsim-id": "1"}}]})");
        QTest::newRow("a reserved header in an injected message")
            << base.arg(R"("inject": [{"at": 0, "from": "b", "to": "a", "headers": {"x-corrsim-attempt": 2}}])");
        QTest::newRow("a reserved header in a produced message") << p0.arg(
            R"({"name": "a", "kind": "producer", "to": "b", "messages": [{"headers": {"x-corrsim-route": "r"}}]})");
        // Texts far past every name's length: std::regex recursed once per character and
        // overflowed the stack near 26,000 of them.
        const QString huge(100000, QLatin1Char('q'));
        QTest::newRow("a huge scenario name")
            << QString(R"({"name": "%1", "participants": [{"name": "b", "kind": "sink"}]})").arg(huge);
        QTest::newRow("a huge participant name") << p0.arg(QString(R"({"name": "%1", "kind": "sink"})").arg(huge));
        QTest::newRow("a name one over the limit")
            << p0.arg(QString(R"({"name": "%1", "kind": "sink"})").arg(QString(201, QLatin1Char('n'))));
        QTest::newRow("a huge variant name")
            << base.arg(QString(R"("variants": [{"name": "%1", "set": {}}])").arg(huge));
        QTest::newRow("a huge duration") << base.arg(
            QString(R"("until": "%1ms")").arg(QString(100000, QLatin1Char('1'))));
        QTest::newRow("a workload too large to draw at load time")
            << p0.arg(R"({"name": "a", "kind": "saga-service", "creates": {"state": "NEW"},
                           "workload": {"count": 4611686018427387904, "interval": "1ms", "amount": 1, "from": ["x"], "to": "y"}})");
    }
    void rejected()
    {
        QFETCH(QString, text);
        const std::string json = text.toStdString();
        QVERIFY2(!validateAgainstSchema(json).empty(), "the schema accepted it");
        try {
            Scenario::parse(json, "bad.json");
            QFAIL("the loader accepted what the schema rejects");
        } catch (const ScenarioError &e) {
            QVERIFY2(QString::fromStdString(e.what()).startsWith("bad.json: /"), e.what());
        }
    }

    void aWholeFloatIsAWholeNumberToBoth()
    {
        // JSON Schema (draft 6 on) and the loader both read 1.0 as the integer 1; the
        // validator's strong types once refused it while the loader took it.
        const std::string json = R"({"name": "x", "seed": 7.0, "participants": [{"name": "b", "kind": "sink"}]})";
        const auto issues = validateAgainstSchema(json);
        QVERIFY2(issues.empty(), issues.empty() ? "" : issues[0].message.c_str());
        QCOMPARE(Scenario::parse(json, "whole.json").info().seed, uint64_t(7));
    }

    void schemaReportsPaths()
    {
        const auto issues = validateAgainstSchema(
            R"({"name": "x", "participants": [{"name": "b", "kind": "replier", "processing": true}]})");
        QVERIFY(!issues.empty());
        bool found = false;
        for (const auto &i : issues)
            found = found || i.path == "/participants/0/processing";
        QVERIFY(found);
    }
};

QTEST_APPLESS_MAIN(TestSchema)
#include "tst_schema.moc"
