#include "builtinscenarios.h"
#include "diagramdata.h"
#include "envelope/messageenvelope.h"
#include "export/tracejsonl.h"
#include "export/tracereader.h"
#include "inputchecks.h"
#include "kernel/random.h"
#include "kernel/simulation.h"
#include "partitiontablemodel.h"
#include "run/run.h"
#include "run/sagametrics.h"
#include "runcharts.h"
#include "scenario/scenario.h"
#include "scenario/schemavalidator.h"
#include "storetablemodel.h"

#include <QDirIterator>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <sstream>

using namespace corrsim;

// Bad input gets a clear error and never a crash or a hang: built-in lessons and their
// traces, mutated the way a hand edit or a broken tool would, must either load or fail
// with a located error. Deterministic: the mutations come from a fixed seed.
class TestRobustness : public QObject
{
    Q_OBJECT

    static QJsonValue mutateAt(QJsonValue v, Rng &rng, int depth)
    {
        static const QJsonValue replacements[] = {QJsonValue(),
                                                  QJsonValue(true),
                                                  QJsonValue(-1),
                                                  QJsonValue(0),
                                                  QJsonValue(1e300),
                                                  QJsonValue(QString()),
                                                  QJsonValue(QStringLiteral("-5ms")),
                                                  QJsonValue(QStringLiteral("x")),
                                                  QJsonValue(QJsonArray()),
                                                  QJsonValue(QJsonObject()),
                                                  QJsonValue(QStringLiteral("99999h"))};
        if (depth == 0 || (!v.isObject() && !v.isArray()) || rng.chance(0.2))
            return replacements[rng.below(std::size(replacements))];
        if (v.isObject()) {
            QJsonObject o = v.toObject();
            if (o.isEmpty())
                return v;
            const QString key = o.keys().at(qsizetype(rng.below(uint64_t(o.size()))));
            o[key] = mutateAt(o[key], rng, depth - 1);
            return o;
        }
        QJsonArray a = v.toArray();
        if (a.isEmpty())
            return v;
        const qsizetype i = qsizetype(rng.below(uint64_t(a.size())));
        a[i] = mutateAt(a[i], rng, depth - 1);
        return a;
    }

    /// A located error: the file, then a line and column or a JSON path, then a message.
    static void verifyLocated(const ScenarioError &e, const std::string &file)
    {
        const std::string what = e.what();
        QVERIFY2(e.file() == file, what.c_str());
        QVERIFY2((e.line() > 0 && e.column() > 0) || e.jsonPath().starts_with('/'), what.c_str());
        QVERIFY2(!e.message().empty(), what.c_str());
        const std::string where = e.line() > 0
                                      ? file + ":" + std::to_string(e.line()) + ":" + std::to_string(e.column()) + ": "
                                      : file + ": " + e.jsonPath() + ": ";
        QVERIFY2(what.starts_with(printableText(where)), what.c_str());
    }

private slots:
    void mutatedScenariosLoadOrFailWithALocatedError()
    {
        // CORRSIM_MUTATION_SEED explores other mutations; CI keeps one fixed set.
        Rng rng(qEnvironmentVariableIntValue("CORRSIM_MUTATION_SEED")
                    ? uint64_t(qEnvironmentVariableIntValue("CORRSIM_MUTATION_SEED"))
                    : 2026);
        const auto lessons = builtinScenarios();
        int loaded = 0, refused = 0;
        for (int i = 0; i < 3000; ++i) {
            const EmbeddedFile &f = lessons[rng.below(lessons.size())];
            std::string text;
            if (rng.chance(0.5)) {
                const QJsonDocument doc =
                    QJsonDocument::fromJson(QByteArray::fromRawData(f.text.data(), qsizetype(f.text.size())));
                text =
                    QJsonDocument(mutateAt(doc.object(), rng, 1 + int(rng.below(6))).toObject()).toJson().toStdString();
            } else {
                text = std::string(f.text);
                for (int k = 0; k < 1 + int(rng.below(4)); ++k)
                    text[rng.below(text.size())] = char(32 + rng.below(95));
            }
            try {
                Scenario s = Scenario::parse(text, "case.json");
                // The schema and the loader agree: what the loader takes, the schema takes too.
                const auto issues = validateAgainstSchema(text);
                if (!issues.empty())
                    QFAIL(
                        qPrintable(QString::fromStdString("the loader took what the schema refuses: " + issues[0].path +
                                                          ": " + issues[0].message + "\n" + text.substr(0, 400))));
                s.set({"until", "30s"}); // a mutated delay may make a run long, never endless
                runScenario(s);
                ++loaded;
            } catch (const ScenarioError &e) {
                ++refused;
                verifyLocated(e, "case.json");
            }
        }
        QVERIFY(loaded > 10 && refused > 10);
    }

    void everyInputThatEverFailedIsAnswered_data()
    {
        // Inputs that once crashed, hung or fooled a reader (issue reports, fuzzing):
        // each must now load, or fail with a located error, and keep every rule.
        QTest::addColumn<QString>("file");
        for (const char *kind : {"scenario", "trace", "spans"}) {
            QDirIterator it(QStringLiteral(CORRSIM_SOURCE_DIR "/tests/data/fuzz-regressions/") + QLatin1String(kind),
                            QDir::Files);
            while (it.hasNext()) {
                const QString f = it.next();
                QTest::newRow(qPrintable(QLatin1String(kind) + QLatin1Char('/') + QFileInfo(f).fileName())) << f;
            }
        }
    }
    void everyInputThatEverFailedIsAnswered()
    {
        QFETCH(QString, file);
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray bytes = f.readAll();
        const std::string_view text(bytes.constData(), size_t(bytes.size()));
        const auto problem = file.contains(QLatin1String("/trace/"))   ? checkTraceInput(text)
                             : file.contains(QLatin1String("/spans/")) ? checkSpansInput(text)
                                                                       : checkScenarioInput(text);
        QVERIFY2(!problem, problem ? problem->c_str() : "");
    }

    void aReservedHeaderInATraceIsSetAsideNotThrown()
    {
        // Clicking such a message aborted the app with an uncaught EnvelopeError.
        std::stringstream in(
            R"({"format": "corrsim-trace", "version": 1, "participants": [{"name": "a"}, {"name": "b"}], "stores": []})"
            "\n"
            R"({"seq": 0, "t": 0, "kind": "send", "actor": "a", "peer": "b", "id": "m1", "type": "x", "headers": {"x-corrsim-attempt": "7", "app": "1"}})"
            "\n");
        const ReadTrace replay = readTraceJsonl(in, "reserved.jsonl");
        const auto envelope = envelopeOf(replay.record->trace()[0], replay.record->trace());
        QVERIFY(envelope);
        QCOMPARE(envelope->headers().size(), size_t(1));
        QCOMPARE(envelope->headers().at("app"), std::string("1"));
    }

    void mutatedTracesAreRefusedOrDrawn()
    {
        const EmbeddedFile *f = findBuiltinScenario("saga-payment-happy-path");
        const Scenario scenario = Scenario::parse(f->text, "x.json");
        const RunResult r = runScenario(scenario);
        std::ostringstream out;
        writeTraceJsonl(out, r.sim->trace(), scenario.info());
        QStringList lines = QString::fromStdString(out.str()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        Rng rng(7);
        int drawn = 0;
        for (int i = 0; i < 200; ++i) {
            QStringList mutated = lines;
            for (int k = 0; k < 1 + int(rng.below(3)); ++k) {
                const qsizetype line = 1 + qsizetype(rng.below(uint64_t(lines.size() - 1)));
                QJsonObject o = QJsonDocument::fromJson(mutated[line].toUtf8()).object();
                o = mutateAt(o, rng, 2).toObject();
                mutated[line] = QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
            }
            std::stringstream in(mutated.join(QLatin1Char('\n')).toStdString());
            try {
                const std::shared_ptr<const RunRecord> run = readTraceJsonl(in, "case.jsonl").record;
                // Every projection the window makes of it.
                DiagramData::build(run->trace());
                for (size_t s = 0; s < run->trace().stores().size(); ++s) {
                    StoreTableModel m;
                    m.setRun(run, int(s));
                    m.setCursor(run->trace().size() ? run->trace().size() - 1 : 0);
                }
                PartitionTableModel p;
                p.setRun(run);
                p.setCursor(run->trace().size());
                const SagaReport sagas = sagaReport(run->trace(), *scenario.info().saga);
                RunCharts charts;
                charts.setRun(run, &sagas);
                ++drawn;
            } catch (const ScenarioError &e) {
                verifyLocated(e, "case.jsonl");
            }
        }
        QVERIFY(drawn > 5);
    }
};

QTEST_MAIN(TestRobustness)
#include "tst_robustness.moc"
