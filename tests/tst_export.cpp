#include "builtinscenarios.h"
#include "diagramdensity.h"
#include "diagramexport.h"
#include "envelope/messageenvelope.h"
#include "export/textdiagrams.h"
#include "export/tracebinary.h"
#include "export/traceexport.h"
#include "export/tracejsonl.h"
#include "export/tracereader.h"
#include "golden.h"
#include "mainwindow.h"
#include "run/messagehops.h"
#include "run/run.h"
#include "scenario/scenario.h"
#include "scenariosource.h"
#include "sequencediagram.h"
#include "windowruns.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <tuple>

#include <random>

using namespace corrsim;

namespace {
struct Lesson
{
    Scenario scenario;
    std::shared_ptr<const RunRecord> run;
};
Lesson runLesson(const std::string &name)
{
    const EmbeddedFile *f = findBuiltinScenario(name);
    Scenario s = Scenario::parse(f->text, std::string(f->fileName));
    RunResult r = runScenario(s);
    return {s, r.record};
}
template <typename F> std::string text(F &&write)
{
    std::ostringstream o;
    write(o);
    return o.str();
}
// The programs people open exports in (make test installs them: tools/install-checkers.sh).
// A check that cannot find its program skips on a developer's machine and fails in CI,
// where a skip would hide exactly the regression it guards.
#define REQUIRE_CHECKER(found, what)                                                                                   \
    do {                                                                                                               \
        if (!(found)) {                                                                                                \
            if (qEnvironmentVariableIsSet("CI"))                                                                       \
                QFAIL(what " is missing in CI: make test installs it (tools/install-checkers.sh)");                    \
            QSKIP(what " is not installed: tools/install-checkers.sh installs it");                                    \
        }                                                                                                              \
    } while (false)

QString checkersDir()
{
    return qEnvironmentVariable("CORRSIM_CHECKERS_DIR", QStringLiteral(CORRSIM_SOURCE_DIR "/build/checkers"));
}

/// Runs a node script of tests/tools/checkers next to the installed packages it imports.
void startNodeCheck(QProcess &check, const QString &node, const QString &script, const QStringList &files)
{
    const QString dir = checkersDir();
    QFile::remove(dir + "/" + script);
    QFile::copy(QStringLiteral(CORRSIM_SOURCE_DIR "/tests/tools/checkers/") + script, dir + "/" + script);
    check.setWorkingDirectory(dir);
    check.start(node, QStringList{dir + "/" + script} + files);
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}
} // namespace

class TestExport : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    QString path(const QString &n) { return m_dir.filePath(n); }
    /// Each lesson's Mermaid parts written as NAME-k.mmd, each a diagram of its own; with
    /// `endsOnly`, only the first and last part of a lesson cut into more than two.
    QStringList mermaidFiles(std::initializer_list<const char *> lessons, bool endsOnly)
    {
        QStringList files;
        for (const char *name : lessons) {
            const Lesson l = runLesson(name);
            const std::vector<std::string> parts = mermaidParts(l.run->trace(), l.scenario.info());
            for (size_t k = 0; k < parts.size(); ++k) {
                if (endsOnly && k > 0 && k + 1 < parts.size())
                    continue;
                const QString file = path(QStringLiteral("%1-%2.mmd").arg(QString::fromLatin1(name)).arg(k + 1));
                std::ofstream(file.toStdString()) << parts[k];
                files << file;
            }
        }
        return files;
    }

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void jsonlRoundTripKeepsTheFingerprint_data()
    {
        QTest::addColumn<QString>("name");
        for (const EmbeddedFile &f : builtinScenarios())
            QTest::newRow(std::string(f.name).c_str()) << QString::fromUtf8(f.name.data(), int(f.name.size()));
    }
    void jsonlRoundTripKeepsTheFingerprint()
    {
        QFETCH(QString, name);
        const Lesson l = runLesson(name.toStdString());
        std::stringstream file(text([&](std::ostream &o) { writeTraceJsonl(o, l.run->trace(), l.scenario.info()); }));
        const ReadTrace back = readTraceJsonl(file, "x.jsonl");
        QCOMPARE(back.record->trace().size(), l.run->trace().size());
        QCOMPARE(back.record->fingerprint, l.run->fingerprint);
        QCOMPARE(back.fingerprintInFile, l.run->trace().fingerprint());
        QCOMPARE(back.record->info.saga.has_value(), l.scenario.info().saga.has_value());
        // And it writes back the same file.
        QCOMPARE(text([&](std::ostream &o) { writeTraceJsonl(o, back.record->trace(), back.record->info); }),
                 file.str());
    }

    void binaryRoundTripIsLossless_data() { jsonlRoundTripKeepsTheFingerprint_data(); }
    void binaryRoundTripIsLossless()
    {
        // The binary trace read back is the same run: the same fingerprint, and the same
        // .jsonl written from it, byte for byte.
        QFETCH(QString, name);
        const Lesson l = runLesson(name.toStdString());
        std::stringstream file(text([&](std::ostream &o) { writeTraceBinary(o, l.run->trace(), l.scenario.info()); }));
        const ReadTrace back = readTrace(file, "x.ctrace");
        QVERIFY(back.record);
        QCOMPARE(back.record->trace().size(), l.run->trace().size());
        QCOMPARE(back.record->fingerprint, l.run->fingerprint);
        QCOMPARE(back.fingerprintInFile, l.run->trace().fingerprint());
        QCOMPARE(text([&](std::ostream &o) { writeTraceJsonl(o, back.record->trace(), back.record->info); }),
                 text([&](std::ostream &o) { writeTraceJsonl(o, l.run->trace(), l.scenario.info()); }));
    }

    void aDamagedBinaryTraceIsALocatedError()
    {
        // Cut short anywhere, or with any byte changed: an error naming the byte, or (for
        // a change that still makes sense) a trace; never a crash or an out-of-range read.
        const Lesson l = runLesson("payment-claim-race");
        const std::string good = text([&](std::ostream &o) { writeTraceBinary(o, l.run->trace(), l.scenario.info()); });
        for (size_t cut = 0; cut < good.size(); cut += std::max<size_t>(1, good.size() / 2000)) {
            std::stringstream in(good.substr(0, cut));
            try {
                readTrace(in, "cut.ctrace");
                QFAIL(qPrintable(QStringLiteral("read a trace cut at byte %1").arg(cut)));
            } catch (const ScenarioError &e) {
                QVERIFY2(QString::fromStdString(e.what()).startsWith(QStringLiteral("cut.ctrace")), e.what());
            }
        }
        // Any byte changed is refused: by the check it breaks, or else by the checksum.
        std::mt19937_64 random(7);
        int byChecksum = 0;
        for (int k = 0; k < 3000; ++k) {
            std::string bad = good;
            const size_t at = 8 + random() % (bad.size() - 8);
            bad[at] = char(bad[at] ^ char(1 + random() % 255));
            std::stringstream in(bad);
            try {
                readTrace(in, "bad.ctrace");
                QFAIL(qPrintable(QStringLiteral("read a trace with byte %1 changed").arg(at)));
            } catch (const ScenarioError &e) {
                QVERIFY2(QString::fromStdString(e.what()).startsWith(QStringLiteral("bad.ctrace:")), e.what());
                byChecksum += QString::fromStdString(e.what()).contains(QStringLiteral("checksum"));
            }
        }
        QVERIFY2(byChecksum > 100, qPrintable(QString::number(byChecksum)));
    }

    void readerRejectsWhatIsNotATrace()
    {
        std::stringstream notJson("{\"format\": \"corrsim-trace\", \"participants\": [], \"stores\": []}\n{oops\n");
        try {
            readTraceJsonl(notJson, "t.jsonl");
            QFAIL("read a broken line");
        } catch (const ScenarioError &e) {
            QVERIFY2(QString::fromStdString(e.what()).startsWith(QStringLiteral("t.jsonl:2:")), e.what());
        }
        // An event the views could not draw is refused where it stands.
        std::stringstream noEnds(
            "{\"format\": \"corrsim-trace\", \"participants\": [{\"name\": \"a\"}], \"stores\": []}\n"
            "{\"seq\": 0, \"t\": 0, \"kind\": \"send\", \"actor\": \"a\"}\n");
        try {
            readTraceJsonl(noEnds, "t.jsonl");
            QFAIL("read a send without a destination");
        } catch (const ScenarioError &e) {
            QVERIFY2(QString::fromStdString(e.what()).startsWith(QStringLiteral("t.jsonl:2:")), e.what());
        }
        std::stringstream backwards(
            "{\"format\": \"corrsim-trace\", \"participants\": [], \"stores\": []}\n"
            "{\"seq\": 0, \"t\": 5000, \"kind\": \"note\"}\n{\"seq\": 1, \"t\": 10, \"kind\": \"note\"}\n");
        QVERIFY_THROWS_EXCEPTION(ScenarioError, readTraceJsonl(backwards, "t.jsonl"));
        // Headers of the wrong shape are located errors too, never an abort.
        for (const char *text :
             {"{\"hello\": 1}\n", "{\"format\": 7}\n", "{\"format\": \"corrsim-trace\"}\n",
              "{\"format\": \"corrsim-trace\", \"participants\": [{\"name\": 1}], \"stores\": []}\n",
              "{\"format\": \"corrsim-trace\", \"participants\": [], \"stores\": [], \"saga\": 3}\n"}) {
            std::stringstream wrong(text);
            try {
                readTraceJsonl(wrong, "t.jsonl");
                QFAIL(text);
            } catch (const ScenarioError &e) {
                QVERIFY2(QString::fromStdString(e.what()).startsWith(QStringLiteral("t.jsonl:1:")), e.what());
            }
        }
    }

    void everyExportIsPinned_data()
    {
        QTest::addColumn<QString>("lesson");
        QTest::addColumn<QString>("ending");
        for (const char *lesson : {"eip-stock-check", "payment-out-of-order"})
            for (const char *ending : {"jsonl", "ctrace", "csv", "json", "otlp.json", "puml", "mmd"})
                QTest::newRow(qPrintable(QStringLiteral("%1.%2").arg(lesson, ending))) << lesson << ending;
    }
    void everyExportIsPinned()
    {
        // The exact bytes of each format for two lessons (tests/data/exports), so a change to
        // a writer that no reader notices (a Mermaid arrow token, a CSV column) fails here.
        // CORRSIM_UPDATE_GOLDEN=1 rewrites them: only on purpose, with the reason in the commit.
        QFETCH(QString, lesson);
        QFETCH(QString, ending);
        const Lesson l = runLesson(lesson.toStdString());
        const std::string file = "x." + ending.toStdString();
        const std::string bytes = text([&](std::ostream &o) {
            if (ending == QLatin1String("puml"))
                writePlantUml(o, l.run->trace(), l.run->info);
            else if (ending == QLatin1String("mmd"))
                for (const std::string &part : mermaidParts(l.run->trace(), l.run->info))
                    o << part;
            else
                writeTrace(o, *traceFormatFor(file), l.run->trace(), l.run->info);
        });
        verifyGolden(QByteArray::fromStdString(bytes),
                     QStringLiteral(CORRSIM_SOURCE_DIR "/tests/data/exports/%1.%2").arg(lesson, ending));
    }

    void chromeTraceFollowsTheFormatRules()
    {
        const Lesson l = runLesson("saga-payment-happy-path");
        const QJsonObject doc = QJsonDocument::fromJson(QByteArray::fromStdString(text([&](std::ostream &o) {
                                    writeChromeTrace(o, l.run->trace(), l.scenario.info());
                                }))).object();
        const QJsonArray events = doc[QStringLiteral("traceEvents")].toArray();
        QVERIFY(events.size() > 50);
        // (pid, tid, ts) -> the categories of the slices starting there so far: a flow binds
        // to a slice of its own category, process and thread (a flow of category "flow"
        // would bind to nothing in Chrome's engine).
        std::map<std::tuple<int, int, double>, std::set<QString>> sliceStarts;
        std::map<qint64, QJsonObject> starts;
        std::map<qint64, int> asyncOpen;
        std::set<int> namedThreads;
        int flows = 0;
        for (const auto &v : events) {
            const QJsonObject e = v.toObject();
            for (const char *k : {"ph", "name", "pid", "tid"})
                QVERIFY2(e.contains(k), k);
            const QString ph = e["ph"].toString();
            if (ph == "M") {
                if (e["name"].toString() == "thread_name")
                    namedThreads.insert(e["tid"].toInt());
                continue;
            }
            QVERIFY(e.contains("ts"));
            const auto key = std::make_tuple(e["pid"].toInt(), e["tid"].toInt(), e["ts"].toDouble());
            if (ph == "X") {
                QVERIFY(e.contains("dur"));
                sliceStarts[key].insert(e["cat"].toString());
            } else if (ph == "s" || ph == "f") {
                // Each flow end sits at the start of a slice of its category on its process
                // and thread, written before it.
                QVERIFY2(sliceStarts[key].count(e["cat"].toString()),
                         "a flow event not at the start of an earlier slice of its category");
                const qint64 id = e["id"].toInteger();
                if (ph == "s") {
                    starts[id] = e;
                } else {
                    QVERIFY(starts.count(id));
                    QCOMPARE(e["cat"].toString(), starts[id]["cat"].toString());
                    QCOMPARE(e["name"].toString(), starts[id]["name"].toString());
                    QCOMPARE(e["bp"].toString(), QStringLiteral("e"));
                    ++flows;
                }
            } else if (ph == "b") {
                ++asyncOpen[e["id"].toInteger()];
            } else if (ph == "e") {
                QVERIFY(asyncOpen[e["id"].toInteger()]-- > 0);
            }
        }
        // One flow per message that arrived or was lost.
        const Trace &t = l.run->trace();
        QCOMPARE(flows, int(t.count(EventKind::Deliver) + t.count(EventKind::Drop)));
        QCOMPARE(int(namedThreads.size()), int(l.run->trace().participants().size()));
        for (const auto &[id, open] : asyncOpen)
            QCOMPARE(open, 0);
    }

    void otlpFollowsTheSpec()
    {
        const Lesson l = runLesson("payment-out-of-order");
        const QJsonObject doc = QJsonDocument::fromJson(QByteArray::fromStdString(text([&](std::ostream &o) {
                                    writeOtlpJson(o, l.run->trace(), l.scenario.info());
                                }))).object();
        const QRegularExpression traceId(QStringLiteral("^[0-9a-f]{32}$")), spanId(QStringLiteral("^[0-9a-f]{16}$")),
            nanos(QStringLiteral("^[0-9]+$"));
        std::set<QString> spans, traces;
        std::vector<QJsonObject> all;
        for (const auto &rs : doc["resourceSpans"].toArray()) {
            bool named = false;
            for (const auto &a : rs.toObject()["resource"].toObject()["attributes"].toArray())
                named = named || a.toObject()["key"].toString() == "service.name";
            QVERIFY(named);
            for (const auto &ss : rs.toObject()["scopeSpans"].toArray())
                for (const auto &s : ss.toObject()["spans"].toArray()) {
                    const QJsonObject span = s.toObject();
                    QVERIFY(traceId.match(span["traceId"].toString()).hasMatch());
                    QVERIFY(span["traceId"].toString() != QString(32, QLatin1Char('0')));
                    QVERIFY(spanId.match(span["spanId"].toString()).hasMatch());
                    QVERIFY(span["kind"].isDouble());
                    QVERIFY(span["status"].toObject()["code"].isDouble());
                    QVERIFY(nanos.match(span["startTimeUnixNano"].toString()).hasMatch());
                    QVERIFY(nanos.match(span["endTimeUnixNano"].toString()).hasMatch());
                    QVERIFY(span["endTimeUnixNano"].toString().toULongLong() >=
                            span["startTimeUnixNano"].toString().toULongLong());
                    spans.insert(span["spanId"].toString());
                    traces.insert(span["traceId"].toString());
                    all.push_back(span);
                }
        }
        QCOMPARE(spans.size(), all.size()); // unique span IDs
        int links = 0, conversations = 0;
        for (const QJsonObject &span : all) {
            if (span.contains("parentSpanId"))
                QVERIFY(spans.count(span["parentSpanId"].toString()));
            for (const auto &link : span["links"].toArray()) {
                QVERIFY(spans.count(link.toObject()["spanId"].toString()));
                ++links;
            }
            for (const auto &a : span["attributes"].toArray())
                conversations += a.toObject()["key"].toString() == "messaging.message.conversation_id" ? 1 : 0;
        }
        QVERIFY(links > 0);
        QCOMPARE(conversations, int(all.size()));
        QVERIFY(traces.size() >= 2); // one trace per correlation ID: each order's payment
    }

    void otlpShowsEachConversationAsOneTree()
    {
        // Every lesson: in each trace one root, every other span's parent in the same
        // trace; the messaging conventions' required attributes on every span; one
        // resourceSpans per participant.
        const std::vector<QString> required{"messaging.system", "messaging.operation.name",
                                            "messaging.destination.name", "messaging.message.id",
                                            "messaging.message.conversation_id"};
        for (const EmbeddedFile &f : builtinScenarios()) {
            const QString name = QString::fromUtf8(f.name.data(), qsizetype(f.name.size()));
            const Lesson l = runLesson(name.toUtf8().constData());
            const QJsonObject doc = QJsonDocument::fromJson(QByteArray::fromStdString(text([&](std::ostream &o) {
                                        writeOtlpJson(o, l.run->trace(), l.scenario.info());
                                    }))).object();
            std::set<QString> services;
            std::map<QString, QString> traceOfSpan; // span -> trace
            std::vector<QJsonObject> all;
            for (const auto &rs : doc["resourceSpans"].toArray()) {
                QString service; // a service, and the instance where it runs as workers
                for (const auto &a : rs.toObject()["resource"].toObject()["attributes"].toArray())
                    if (const QString key = a.toObject()["key"].toString();
                        key == "service.name" || key == "service.instance.id")
                        service += "/" + a.toObject()["value"].toObject()["stringValue"].toString();
                QVERIFY2(services.insert(service).second, qPrintable(name + ": a participant in two resourceSpans"));
                for (const auto &ss : rs.toObject()["scopeSpans"].toArray())
                    for (const auto &s : ss.toObject()["spans"].toArray()) {
                        all.push_back(s.toObject());
                        traceOfSpan[all.back()["spanId"].toString()] = all.back()["traceId"].toString();
                    }
            }
            std::map<QString, int> roots;
            for (const QJsonObject &span : all) {
                const QString trace = span["traceId"].toString();
                roots[trace] += 0;
                if (!span.contains("parentSpanId"))
                    ++roots[trace];
                else
                    QVERIFY2(traceOfSpan.count(span["parentSpanId"].toString()) &&
                                 traceOfSpan[span["parentSpanId"].toString()] == trace,
                             qPrintable(name + ": a parent outside the span's trace"));
                std::set<QString> keys;
                for (const auto &a : span["attributes"].toArray())
                    keys.insert(a.toObject()["key"].toString());
                for (const QString &k : required)
                    QVERIFY2(keys.count(k), qPrintable(name + ": a span without " + k));
            }
            for (const auto &[trace, n] : roots)
                QVERIFY2(n == 1, qPrintable(QStringLiteral("%1: trace %2 has %3 roots").arg(name, trace).arg(n)));
        }
    }

    void otlpHangsEachSendUnderItsCause()
    {
        // Every lesson, send by send: a producer span's parent is the span of its cause
        // at its sender, found here from the trace alone: the latest processing of the
        // message it answers or forwards (a forward's cause is its own earlier hop), else
        // that message's first send; a cause in another trace leaves the span under its
        // own trace's root. One tree per trace is not enough: a wrong span in the same
        // trace passes that.
        constexpr uint64_t EpochMicros = 1767225600ULL * 1000000ULL; // docs/export.md: time 0 is 2026-01-01
        int checked = 0;
        for (const EmbeddedFile &f : builtinScenarios()) {
            const Lesson l = runLesson(std::string(f.name));
            const Trace &t = l.run->trace();
            const QJsonObject doc = QJsonDocument::fromJson(QByteArray::fromStdString(text([&](std::ostream &o) {
                                        writeOtlpJson(o, t, l.scenario.info());
                                    }))).object();
            // A span by what it is: P|message|sender|time|attempt or C|message|receiver|time.
            std::map<QString, std::vector<QJsonObject>> spans;
            std::map<QString, QJsonObject> byId;
            for (const auto &rs : doc["resourceSpans"].toArray())
                for (const auto &ss : rs.toObject()["scopeSpans"].toArray())
                    for (const auto &value : ss.toObject()["spans"].toArray()) {
                        const QJsonObject span = value.toObject();
                        std::map<QString, QString> a;
                        for (const auto &attr : span["attributes"].toArray()) {
                            const QJsonObject v = attr.toObject()["value"].toObject();
                            a[attr.toObject()["key"].toString()] =
                                v.contains("intValue") ? v["intValue"].toString() : v["stringValue"].toString();
                        }
                        const QString micros =
                            QString::number(span["startTimeUnixNano"].toString().toULongLong() / 1000 - EpochMicros);
                        const bool producer = span["kind"].toInt() == 4;
                        const QString key =
                            producer
                                ? QStringLiteral("P|%1|%2|%3|%4")
                                      .arg(a["messaging.message.id"], a["corrsim.sender"], micros, a["corrsim.attempt"])
                                : QStringLiteral("C|%1|%2|%3")
                                      .arg(a["messaging.message.id"], a["messaging.destination.name"], micros);
                        spans[key].push_back(span);
                        byId[span["spanId"].toString()] = span;
                    }
            auto spanOf = [&](const QString &key) -> const QJsonObject * {
                const auto it = spans.find(key);
                return it != spans.end() && it->second.size() == 1 ? &it->second.front() : nullptr;
            };
            auto id = [&](Id message) { return QString::fromStdString(t.ids().format(message)); };
            auto name = [&](ActorRef a) { return QString::fromStdString(t.actorName(a)); };
            auto producerKey = [&](size_t i) {
                const TraceEvent &e = t[i];
                return QStringLiteral("P|%1|%2|%3|%4")
                    .arg(id(e.message), name(e.actor))
                    .arg(e.time.micros())
                    .arg(e.attempt);
            };
            std::map<uint64_t, size_t> firstSend;
            std::map<std::pair<uint64_t, ActorRef>, size_t> lastDelivery;
            std::map<QString, QString> rootOfTrace;
            for (size_t i = 0; i < t.size(); ++i) {
                const TraceEvent &e = t[i];
                if (e.kind == EventKind::Deliver)
                    lastDelivery[{e.message.bits, e.actor}] = i;
                if (e.kind != EventKind::Send)
                    continue;
                const QJsonObject *span = spanOf(producerKey(i));
                const bool forward = firstSend.count(e.message.bits) != 0;
                if (!forward)
                    firstSend[e.message.bits] = i;
                if (!span)
                    continue; // a send with no span of its own, or two alike: not judged here
                const Id cause = forward ? e.message : e.causation();
                const QJsonObject *causeSpan = nullptr;
                bool causeFound = false;
                if (cause) {
                    if (const auto d = lastDelivery.find({cause.bits, e.actor}); d != lastDelivery.end()) {
                        causeSpan = spanOf(
                            QStringLiteral("C|%1|%2|%3").arg(id(cause), name(e.actor)).arg(t[d->second].time.micros()));
                        causeFound = true;
                    } else if (const auto first = firstSend.find(cause.bits); first != firstSend.end()) {
                        causeSpan = spanOf(producerKey(first->second));
                        causeFound = true;
                    }
                }
                if (causeFound && !causeSpan)
                    continue; // its cause's span cannot be told from another alike
                const QString trace = (*span)["traceId"].toString(), parent = (*span)["parentSpanId"].toString();
                const QString where = QStringLiteral("%1: event %2, %3's send of %4")
                                          .arg(QString::fromUtf8(f.name.data(), qsizetype(f.name.size())))
                                          .arg(i)
                                          .arg(name(e.actor), QString::fromStdString(t.names().text(e.messageType())));
                if (causeSpan && (*causeSpan)["traceId"].toString() == trace) {
                    QVERIFY2(parent == (*causeSpan)["spanId"].toString(),
                             qPrintable(where + " hangs under " + byId[parent]["name"].toString() + ", not under " +
                                        (*causeSpan)["name"].toString()));
                    ++checked;
                } else if (!rootOfTrace.count(trace)) {
                    QVERIFY2(parent.isEmpty(), qPrintable(where + ": the first span of its trace has a parent"));
                    rootOfTrace[trace] = (*span)["spanId"].toString();
                } else {
                    QVERIFY2(parent == rootOfTrace[trace], qPrintable(where + ": not under its trace's root"));
                }
            }
        }
        QVERIFY(checked > 100); // sends judged under a parent in their own trace, over all lessons
    }

    void theWholeEnvelopeReachesTheLastHopAndEveryExport_data()
    {
        QTest::addColumn<QString>("header");
        QTest::addColumn<QString>("value");
        QTest::newRow("origin") << "x-corrsim-origin"
                                << "billing";
        QTest::newRow("claim") << "x-corrsim-claim"
                               << "s3://bucket/m-1";
        QTest::newRow("route") << "x-corrsim-route"
                               << "a,b,c";
        QTest::newRow("route position") << "x-corrsim-route-position"
                                        << "1";
        QTest::newRow("route id") << "x-corrsim-route-id"
                                  << "slip-9";
        QTest::newRow("version") << "x-corrsim-version"
                                 << "2";
    }
    void theWholeEnvelopeReachesTheLastHopAndEveryExport()
    {
        // A message read off the wire keeps what its envelope has no message field for:
        // through the worker's retry and the dead letter (a record changed by `with`) to
        // the last hop, in both trace formats read back, and in every export with a place
        // for headers.
        QFETCH(QString, header);
        QFETCH(QString, value);
        const char *scenario = R"({"name": "slip", "network": {"latency": "1ms"}, "participants": [
              {"name": "legacy", "kind": "sink"},
              {"name": "worker", "kind": "processor", "processing": "2ms", "fails": ["order.step"],
               "retry": {"maxAttempts": 2, "retryAfter": "5ms"}, "deadLetter": "dlq"},
              {"name": "dlq", "kind": "sink"}],
            "inject": [{"at": "1ms", "from": "legacy", "to": "worker", "routingKey": "order.step",
              "wire": {"x-corrsim-id": "m-1", "x-corrsim-version": "2", "x-corrsim-origin": "billing",
                       "x-corrsim-claim": "s3://bucket/m-1", "x-corrsim-route": "a,b,c",
                       "x-corrsim-route-position": "1", "x-corrsim-route-id": "slip-9", "tenant": "acme"}}],
            "expectations": [{"name": "dead-lettered", "count": {"kind": "deliver", "actor": "dlq"}, "equals": 1}]})";
        const Scenario s = Scenario::parse(scenario, "slip.json");
        const RunResult r = runScenario(s);
        auto lastHop = [](const Trace &t) {
            for (size_t i = t.size(); i-- > 0;)
                if (t[i].kind == EventKind::Deliver && t.actorName(t[i].actor) == "dlq")
                    return i;
            return SIZE_MAX;
        };
        auto carried = [&](const Trace &t) -> QString {
            const size_t i = lastHop(t);
            if (i == SIZE_MAX)
                return QStringLiteral("no last hop");
            const Headers wire = envelopeOf(t[i], t)->toHeaders();
            const auto it = wire.find(header.toStdString());
            return it == wire.end() ? QStringLiteral("missing") : QString::fromStdString(it->second);
        };
        QCOMPARE(carried(r.record->trace()), value);
        for (TraceFormat format : {TraceFormat::Jsonl, TraceFormat::Binary})
            for (bool gzip : {false, true}) {
                std::ostringstream out;
                writeTrace(out, format, r.record->trace(), s.info(), gzip);
                std::istringstream in(out.str());
                const ReadTrace back = readTrace(in, "slip");
                QCOMPARE(carried(back.record->trace()), value);
            }
        // The exports that have a place for headers: each names the header and its value.
        const Trace &t = r.record->trace();
        const std::string csv = text([&](std::ostream &o) { writeTraceCsv(o, t); });
        QVERIFY(csv.find("header " + header.toStdString() + "=" + value.toStdString()) != std::string::npos);
        const QJsonDocument chrome = QJsonDocument::fromJson(
            QByteArray::fromStdString(text([&](std::ostream &o) { writeTrace(o, TraceFormat::Chrome, t, s.info()); })));
        QVERIFY(chrome.toJson(QJsonDocument::Compact).contains((header + "\":\"" + value).toUtf8()));
        const std::string otlp = text([&](std::ostream &o) { writeOtlpJson(o, t, s.info()); });
        QVERIFY2(otlp.find("\"corrsim.header." + header.toStdString() + "\",\"value\":{\"stringValue\":\"" +
                           value.toStdString() + "\"") != std::string::npos,
                 otlp.c_str());
    }

    void csvHasOneRowPerEvent()
    {
        const Lesson l = runLesson("eip-stock-check");
        const std::string csv = text([&](std::ostream &o) { writeTraceCsv(o, l.run->trace()); });
        QCOMPARE(size_t(std::count(csv.begin(), csv.end(), '\n')), l.run->trace().size() + 1);
        QVERIFY(csv.find("reply.discarded") != std::string::npos);
        // A note with commas stays one field.
        QVERIFY(csv.find(",\"A reply reaches the shop: the hats reply (102) has overtaken the shoes reply, which") !=
                std::string::npos);
    }

    void csvStateChangeNamesTheStateItLeft()
    {
        const Lesson l = runLesson("payment-out-of-order");
        const std::string csv = text([&](std::ostream &o) { writeTraceCsv(o, l.run->trace()); });
        // value is the state left (a name), never an internal symbol number.
        QVERIFY(csv.find(",state.change,orders,,,,,ORD-CID-A,PAYMENT_REQUESTED,0,,") != std::string::npos);
        QVERIFY(csv.find(",ORD-CID-B,PAID,0,PAYMENT_REQUESTED,") != std::string::npos);
    }

    void responseStatusIsOnlyForResponses()
    {
        // A callback's "status" is text (APPROVED); only a "response" carries a code.
        const Lesson l = runLesson("payment-callback-before-202");
        const Trace &t = l.run->trace();
        int responses = 0, callbacks = 0;
        for (size_t i = 0; i < t.size(); ++i) {
            const TraceEvent &e = t[i];
            if (e.kind != EventKind::Send)
                continue;
            const std::string type = t.names().text(e.word());
            if (type == "response") {
                QVERIFY(responseStatus(t, e).has_value());
                ++responses;
            } else {
                QVERIFY(!responseStatus(t, e).has_value());
                callbacks += type == "payment.callback" ? 1 : 0;
            }
        }
        QVERIFY(responses > 0);
        QVERIFY(callbacks > 0);
    }

    void messageHopsPairCopiesInOrder()
    {
        // Every hop that ended is closed by a delivery or drop of the same message to the
        // same destination, after it started; each end closes one hop.
        const Lesson l = runLesson("payment-repeated-callback");
        const Trace &t = l.run->trace();
        std::set<size_t> ends;
        for (const MessageHop &h : messageHops(t)) {
            QVERIFY(t[h.send].kind == EventKind::Send);
            if (!h.ended())
                continue;
            QVERIFY(h.end > h.start);
            QVERIFY(ends.insert(h.end).second);
            const TraceEvent &end = t[h.end];
            QCOMPARE(end.message, t[h.start].message);
            QCOMPARE(end.kind == EventKind::Deliver ? end.actor : end.peer, t[h.start].peer);
        }
        QCOMPARE(ends.size(), size_t(t.count(EventKind::Deliver) + t.count(EventKind::Drop)));
    }

    void plantUmlRendersWhenPlantUmlIsInstalled()
    {
        const QString plantuml = QStandardPaths::findExecutable(QStringLiteral("plantuml"));
        REQUIRE_CHECKER(!plantuml.isEmpty(), "plantuml (Debian package plantuml)");
        for (const char *name : {"payment-out-of-order", "eip-unknown-reply-discarded", "payment-ttl-expiry",
                                 "outbox-relay-at-least-once"}) {
            const Lesson l = runLesson(name);
            const QString file = path(QString::fromLatin1(name) + ".puml");
            std::ofstream(file.toStdString())
                << text([&](std::ostream &o) { writePlantUml(o, l.run->trace(), l.scenario.info()); });
            QProcess check;
            check.start(plantuml,
                        {QStringLiteral("-charset"), QStringLiteral("UTF-8"), QStringLiteral("-checkonly"), file});
            QVERIFY(check.waitForFinished(60000));
            QVERIFY2(check.exitCode() == 0, name);
        }
        QProcess render;
        render.start(plantuml, {QStringLiteral("-charset"), QStringLiteral("UTF-8"), QStringLiteral("-tsvg"),
                                path("payment-out-of-order.puml")});
        QVERIFY(render.waitForFinished(60000));
        QCOMPARE(render.exitCode(), 0);
        QVERIFY(readAll(path("payment-out-of-order.svg")).contains("<svg"));
    }

    void mermaidParsesWhenTheParserIsInstalled()
    {
        const QString node = QStandardPaths::findExecutable(QStringLiteral("node"));
        REQUIRE_CHECKER(!node.isEmpty() && QDir(checkersDir() + "/node_modules/mermaid").exists(),
                        "the Mermaid parser (npm mermaid)");
        const QStringList files = mermaidFiles({"payment-out-of-order", "eip-id-strategies", "payment-ttl-expiry",
                                                "saga-payment-happy-path", "saga-orchestrated-vs-choreographed"},
                                               false);
        QProcess check;
        startNodeCheck(check, node, QStringLiteral("mermaid-check.mjs"), files);
        QVERIFY(check.waitForFinished(120000));
        QVERIFY2(check.exitCode() == 0, check.readAllStandardOutput().constData());
    }

    void mermaidCliDrawsEveryMessageWhenInstalled()
    {
        // The parser takes a file mermaid-cli may still draw as its error picture (the
        // 50,000-character limit): mermaid-cli renders each part in Chromium, and every
        // arrow and note of the file must be drawn. The issue's five lessons, with the
        // first and last of saga-payment-1000's parts (all of them: make render-check).
        const QString node = QStandardPaths::findExecutable(QStringLiteral("node"));
        const QString chromium = qEnvironmentVariable("CORRSIM_CHROMIUM", QStringLiteral("/usr/bin/chromium"));
        REQUIRE_CHECKER(!node.isEmpty() && QDir(checkersDir() + "/node_modules/@mermaid-js/mermaid-cli").exists() &&
                            QFileInfo(chromium).isExecutable(),
                        "mermaid-cli (npm @mermaid-js/mermaid-cli) with Debian's Chromium");
        const QStringList files =
            mermaidFiles({"eip-stock-check", "payment-out-of-order", "inbox-dedup-exactly-once-effect",
                          "saga-orchestrated-vs-choreographed", "saga-payment-1000"},
                         true);
        QProcess check;
        check.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        startNodeCheck(check, node, QStringLiteral("mermaid-render-check.mjs"), files);
        QVERIFY(check.waitForFinished(600000));
        const QString out = QString::fromUtf8(check.readAllStandardOutput());
        QVERIFY2(check.exitCode() == 0, qPrintable(out));
        const QStringList lines = out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), files.size());
        for (const QString &line : lines) { // FILE arrows D of W notes D of W width X height Y
            const QStringList w = line.split(QLatin1Char(' '));
            QVERIFY2(w.size() == 13 && w[2] == w[4] && w[6] == w[8] && w[2].toInt() > 0, qPrintable(line));
            if (w[0].endsWith(QLatin1String("eip-stock-check-1.mmd")))
                QVERIFY2(w[2] == QLatin1String("5"), qPrintable(line)); // its five messages
        }
    }

    void textDiagramsFitTheirRenderers()
    {
        // Every lesson: each Mermaid part within Mermaid's limit, each PlantUML page within
        // PlantUmlPageItems messages and notes, every note's lines about 60 characters.
        for (const EmbeddedFile &f : builtinScenarios()) {
            const Lesson l = runLesson(std::string(f.name));
            const std::string name(f.name);
            const std::vector<std::string> parts = mermaidParts(l.run->trace(), l.scenario.info());
            for (const std::string &part : parts) {
                QVERIFY2(part.size() <= MermaidMaxText, name.c_str());
                QVERIFY(part.starts_with("sequenceDiagram\n"));
                for (const QString &line : QString::fromStdString(part).split(QLatin1Char('\n')))
                    if (line.contains(QLatin1String("Note over")))
                        for (const QString &piece : line.section(QLatin1String(": "), 1).split(QLatin1String("<br/>")))
                            QVERIFY2(piece.size() <= 90, qPrintable(QString::fromStdString(name) + ": " + piece));
            }
            const std::string puml =
                text([&](std::ostream &o) { writePlantUml(o, l.run->trace(), l.scenario.info()); });
            size_t onPage = 0, most = 0;
            for (const QString &line : QString::fromStdString(puml).split(QLatin1Char('\n'))) {
                if (line.startsWith(QLatin1String("newpage")))
                    onPage = 0;
                else if (line.startsWith(QLatin1String("note over")) || line.contains(QLatin1String(" -")))
                    most = std::max(most, ++onPage);
                if (line.startsWith(QLatin1String("note over")))
                    for (const QString &piece : line.section(QLatin1String(" : "), 1).split(QLatin1String("\\n")))
                        QVERIFY2(piece.size() <= 90, qPrintable(QString::fromStdString(name) + ": " + piece));
            }
            QVERIFY2(most <= PlantUmlPageItems, name.c_str());
        }
        // The long ones are cut, not left over the limit.
        const Lesson big = runLesson("saga-payment-1000");
        QVERIFY(mermaidParts(big.run->trace(), big.scenario.info()).size() > 10);
    }

    void chromesTraceEngineFindsEveryFlowWhenInstalled()
    {
        // The engine of Chrome's Performance panel binds a flow event to the slice with
        // the same category, process, thread and time: with the flows saying "flow" and
        // the slices "message" it found 0 of payment-out-of-order's 8. The trace engine (npm
        // @paulirish/trace_engine, installed by make test) checks the binding.
        const QString node = QStandardPaths::findExecutable(QStringLiteral("node"));
        REQUIRE_CHECKER(!node.isEmpty() && QDir(checkersDir() + "/node_modules/@paulirish/trace_engine").exists(),
                        "Chrome's trace engine (npm @paulirish/trace_engine)");
        QStringList files;
        std::map<QString, size_t> hopsOf;
        for (const char *name : {"payment-out-of-order", "inbox-dedup-exactly-once-effect", "payment-claim-lost"}) {
            const Lesson l = runLesson(name);
            const QString file = path(QString::fromLatin1(name) + ".json");
            std::ofstream(file.toStdString())
                << text([&](std::ostream &o) { writeChromeTrace(o, l.run->trace(), l.scenario.info()); });
            size_t hops = 0;
            for (const MessageHop &h : messageHops(l.run->trace()))
                hops += h.ended() ? 1 : 0;
            hopsOf[file] = hops;
            files << file;
        }
        QProcess check;
        startNodeCheck(check, node, QStringLiteral("chrome-flows-check.mjs"), files);
        QVERIFY(check.waitForFinished(120000));
        QVERIFY2(check.exitCode() == 0, check.readAllStandardError().constData());
        const QStringList lines =
            QString::fromUtf8(check.readAllStandardOutput()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), files.size());
        for (const QString &line : lines) { // FILE flows N tracks M
            const QStringList w = line.split(QLatin1Char(' '));
            QCOMPARE(w.size(), 5);
            QVERIFY2(hopsOf.at(w[0]) > 0, qPrintable(line));
            QCOMPARE(w[2].toULongLong(), qulonglong(hopsOf.at(w[0])));
            QVERIFY2(w[4].toInt() >= 2, qPrintable(line));
        }
    }

    void drawnDiagramsAreValidAndStable()
    {
        const Lesson l = runLesson("payment-out-of-order");
        exportDiagram(l.run, path("a.svg"));
        exportDiagram(l.run, path("b.svg"));
        const QByteArray svg = readAll(path("a.svg"));
        QCOMPARE(svg, readAll(path("b.svg"))); // the same run draws the same file
        QVERIFY(svg.contains("<text"));        // text stays text
        QVERIFY(!svg.contains("font-family=\"Sans Serif\""));
        QVERIFY(svg.contains("Callbacks B before A"));
        // Its size, in mm, is its drawn size in CSS pixels (96 dpi): what a browser shows.
        const QRegularExpressionMatch size =
            QRegularExpression(
                QStringLiteral(
                    "<svg width=\"([0-9.]+)mm\" height=\"([0-9.]+)mm\"\\s+viewBox=\"0 0 ([0-9]+) ([0-9]+)\""))
                .match(QString::fromUtf8(svg));
        QVERIFY2(size.hasMatch(), svg.left(300).constData());
        QVERIFY(std::abs(size.captured(1).toDouble() / 25.4 * 96 - size.captured(3).toDouble()) < 1);
        QVERIFY(std::abs(size.captured(2).toDouble() / 25.4 * 96 - size.captured(4).toDouble()) < 1);
        const QString xmllint = QStandardPaths::findExecutable(QStringLiteral("xmllint"));
        REQUIRE_CHECKER(!xmllint.isEmpty(), "xmllint (Debian package libxml2-utils)");
        QCOMPARE(QProcess::execute(xmllint, {QStringLiteral("--noout"), path("a.svg")}), 0);
        exportDiagram(l.run, path("d.png"));
        const QImage png(path("d.png"));
        QVERIFY(png.width() > 400 && png.height() > 300);
        QCOMPARE(png.width(), 1920); // a slide's width, drawn larger
        exportDiagram(l.run, path("d.pdf"));
        const QByteArray pdf = readAll(path("d.pdf"));
        QVERIFY(pdf.startsWith("%PDF"));
        exportDiagram(l.run, path("e.pdf"));
        // QPdfWriter stamps the creation time; apart from that the files are the same.
        auto withoutDate = [](const QByteArray &bytes) {
            QString s = QString::fromLatin1(bytes);
            s.remove(QRegularExpression(QStringLiteral("/CreationDate \\([^)]*\\)")));
            return s;
        };
        QCOMPARE(withoutDate(pdf), withoutDate(readAll(path("e.pdf"))));
    }

    void largeRunsStayBounded()
    {
        const Lesson l = runLesson("saga-payment-1000");
        const QString note = exportDiagram(l.run, path("big.png"), {std::nullopt, std::nullopt, 4000, 0});
        QVERIFY(!note.isEmpty()); // it says it compressed the run
        QVERIFY(QImage(path("big.png")).height() <= 4000 + 300);
        // A time window of the same run reads at full scale.
        exportDiagram(l.run, path("window.svg"), {SimTime::fromMillis(100), SimTime::fromMillis(140), 4000, 0});
        QVERIFY(readAll(path("window.svg")).size() > 1000);
    }

    void pastTheLimitDiagramsDrawDensity()
    {
        // 12,000 requests: 24,000 messages, more than a diagram draws one by one.
        Scenario s = Scenario::parse(R"({"name": "many", "title": "Many requests", "seed": 3,
            "network": {"latency": {"uniform": ["0.5ms", "3ms"]}, "drop": 0.01},
            "participants": [
              {"name": "requester", "kind": "requester", "to": "replier",
               "workload": {"count": 12000, "interval": {"exponential": "1ms"}}},
              {"name": "replier", "kind": "replier", "processing": {"exponential": "5ms"}}]})",
                                     "many.json");
        const auto run = runScenario(s).record;
        const QString note = exportDiagram(run, path("dense.svg"));
        QVERIFY2(note.contains(QStringLiteral("density")), qPrintable(note));
        const QByteArray svg = readAll(path("dense.svg"));
        QVERIFY(svg.contains("Too many messages to draw one by one"));
        QVERIFY2(svg.size() < 2'000'000, qPrintable(QString::number(svg.size())));
        const QString xmllint = QStandardPaths::findExecutable(QStringLiteral("xmllint"));
        REQUIRE_CHECKER(!xmllint.isEmpty(), "xmllint (Debian package libxml2-utils)");
        QCOMPARE(QProcess::execute(xmllint, {QStringLiteral("--noout"), path("dense.svg")}), 0);
        QVERIFY(readAll((exportDiagram(run, path("dense.pdf")), path("dense.pdf"))).startsWith("%PDF"));
        // A short window of the same run has few enough messages to draw each one.
        const QString windowNote =
            exportDiagram(run, path("window.svg"), {SimTime::fromMillis(2000), SimTime::fromMillis(2100), 12000, 0});
        QVERIFY2(!windowNote.contains(QStringLiteral("density")), qPrintable(windowNote));

        // Every message is counted once where it was sent and once where it arrived or
        // was dropped; the lost ones are counted as problems.
        SequenceDiagram view;
        view.setRun(run);
        const DiagramData &data = view.data();
        const DensityGrid grid = DensityGrid::build(data, SimTime(), run->endTime(), 100);
        uint64_t ends = 0, problems = 0, expectedEnds = 0, expectedProblems = 0;
        for (int r = 0; r < grid.rows; ++r)
            for (size_t lane = 0; lane < grid.lanes; ++lane)
                ends += grid.count(r, lane), problems += grid.problem(r, lane);
        for (const auto &a : data.arrows) {
            const int endsOfThis = (a.flags & DiagramData::Undelivered) ? 1 : 2;
            expectedEnds += endsOfThis;
            if (a.flags & (DiagramData::Dropped | DiagramData::ClientError | DiagramData::ServerError))
                expectedProblems += endsOfThis;
        }
        QCOMPARE(grid.messages, data.arrows.size());
        QCOMPARE(ends, expectedEnds);
        QVERIFY(expectedProblems > 0); // the 1% loss shows
        QCOMPARE(problems, expectedProblems);
    }

    void framesAreNumbered()
    {
        const Lesson l = runLesson("eip-stock-check");
        exportFrames(l.run, path("frames"), SimTime(), SimTime::fromMillis(50), 3);
        for (const char *f : {"frame-0001.png", "frame-0002.png", "frame-0003.png"})
            QVERIFY2(!QImage(path("frames/") + f).isNull(), f);
        QVERIFY(QImage(path("frames/frame-0001.png")) != QImage(path("frames/frame-0003.png")));
    }

    void aFailedExportKeepsTheOldFile()
    {
        const Lesson l = runLesson("eip-stock-check");
        QFile good(path("keep.svg"));
        QVERIFY(good.open(QIODevice::WriteOnly));
        good.write("precious");
        good.close();
        QVERIFY_THROWS_EXCEPTION(std::runtime_error, exportDiagram(l.run, path("keep.svg.tiff")));
        QVERIFY_THROWS_EXCEPTION(std::runtime_error, exportDiagram(l.run, path("no-such-dir/x.svg")));
        QCOMPARE(readAll(path("keep.svg")), QByteArray("precious"));
    }

    void aBrokenTraceFileKeepsTheWindowsScenario()
    {
        const QString file = path("broken.jsonl");
        std::ofstream(file.toStdString()) << "{\"format\": \"corrsim-trace\"}\n";
        MainWindow w;
        const RunProblems problems(w);
        QVERIFY(w.runs()->open(QStringLiteral("eip-stock-check")));
        QVERIFY(settled(w));
        QVERIFY(w.runs()->open(file)); // read off the GUI thread: the error comes after
        QVERIFY(settled(w));
        QVERIFY2(problems.last.startsWith(file + QStringLiteral(":1:1: \"participants\": expected a list")),
                 qPrintable(problems.last));
        QCOMPARE(w.runs()->scenarioName(), QStringLiteral("eip-stock-check"));
        QVERIFY(w.run() && w.run()->info.name == "eip-stock-check");
    }

    void aSavedTraceReopensInTheWindow()
    {
        const Lesson l = runLesson("payment-claim-race");
        const QString file = path("race.jsonl");
        std::ofstream(file.toStdString())
            << text([&](std::ostream &o) { writeTraceJsonl(o, l.run->trace(), l.scenario.info()); });
        MainWindow w;
        QVERIFY(w.runs()->open(file));
        QVERIFY(settled(w));
        QVERIFY(w.runs()->isReplay());
        QCOMPARE(w.run()->trace().fingerprint(), l.run->trace().fingerprint());
        QCOMPARE(w.run()->endTime(), l.run->endTime());
        QVERIFY(!w.grab().isNull());
    }

    void openingABigTraceCanBeCancelled()
    {
        // The window stays live while a trace is read; Esc stops the read and keeps the run.
        const QString file = path("big.jsonl");
        {
            Scenario s = openScenario(CORRSIM_SOURCE_DIR "/bench/request-reply.json");
            s.set({"participants.requester.workload.count", "20000"});
            const RunResult r = runScenario(s);
            std::ofstream(file.toStdString())
                << text([&](std::ostream &o) { writeTraceJsonl(o, r.record->trace(), s.info()); });
        }
        MainWindow w;
        const RunProblems problems(w);
        w.show();
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QVERIFY(w.runs()->open(QStringLiteral("eip-stock-check")));
        QVERIFY(settled(w));
        QVERIFY(w.runs()->open(file));
        QTest::keyClick(&w, Qt::Key_Escape);
        QVERIFY(settled(w));
        QVERIFY(w.run() && w.run()->info.name == "eip-stock-check");
        QVERIFY(problems.last.isEmpty());
        // And without Esc it opens.
        QVERIFY(w.runs()->open(file));
        QVERIFY(settled(w, 60000));
        QVERIFY(w.runs()->isReplay());
        QCOMPARE(w.run()->trace().size(), size_t(140000) + w.run()->trace().count(EventKind::Expectation));
    }
};

QTEST_MAIN(TestExport)
#include "tst_export.moc"
