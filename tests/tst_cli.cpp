#include "golden.h"
#include "malloccache.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/resource.h>

// The public contract, tested from outside: the real executable, its exit codes,
// its messages and its summary file.
class TestCli : public QObject
{
    Q_OBJECT

    struct Result
    {
        int code;
        QString out, err;
    };
    Result corrsim(const QStringList &args, qint64 fileSizeLimit = -1, const QString &workingDirectory = {})
    {
        QProcess p;
        p.setWorkingDirectory(workingDirectory);
        if (fileSizeLimit >= 0)
            // The child may write no file larger than this: a full disk, as far as it can tell.
            p.setChildProcessModifier([fileSizeLimit] {
                const rlimit limit{rlim_t(fileSizeLimit), rlim_t(fileSizeLimit)};
                setrlimit(RLIMIT_FSIZE, &limit);
                signal(SIGXFSZ, SIG_IGN); // a write past the limit then fails with EFBIG
            });
        p.setProgram(QStringLiteral(CORRSIM_EXECUTABLE));
        p.setArguments(args);
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("DISPLAY")); // headless commands need no display
        p.setProcessEnvironment(env);
        p.start();
        if (!p.waitForFinished(60000))
            return {-1, {}, QStringLiteral("timed out")};
        return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()),
                QString::fromUtf8(p.readAllStandardError())};
    }
    QTemporaryDir m_dir;
    QString path(const QString &name) { return m_dir.filePath(name); }
    void write(const QString &name, const QByteArray &text)
    {
        QFile f(path(name));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(text);
    }

    static QJsonObject readJson(const QString &file)
    {
        QFile f(file);
        return f.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(f.readAll()).object() : QJsonObject();
    }
    /// A report's lines without the warnings about the scenario's notes (a trace keeps
    /// no notes that did not happen).
    static QStringList reportLines(const QString &text)
    {
        QStringList out;
        for (const QString &line : text.split(QLatin1Char('\n')))
            if (!line.contains(QStringLiteral(": warning: ")))
                out << line;
        return out;
    }

private slots:
    void everyCommandLineAnswersWithoutADisplay_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("says");
        QTest::newRow("mistyped run") << QStringList{"rnu", "eip-stock-check"} << 2
                                      << "unknown command 'rnu' (did you mean run?)";
        QTest::newRow("mistyped lesson") << QStringList{"eip-stock-chek"} << 2
                                         << "unknown command 'eip-stock-chek' (did you mean eip-stock-check?)";
        QTest::newRow("junk word") << QStringList{"xyzzy"} << 2
                                   << "unknown command 'xyzzy' (corrsim --help lists the commands)";
        QTest::newRow("unknown option") << QStringList{"--frobnicate"} << 2 << "unknown option '--frobnicate'";
        QTest::newRow("missing file") << QStringList{"no/such/lesson.json"} << 2
                                      << "no such file 'no/such/lesson.json'";
        QTest::newRow("present junk") << QStringList{"--present", "xyzzy"} << 2 << "unknown command 'xyzzy'";
        QTest::newRow("lesson, no display") << QStringList{"eip-stock-check"} << 2
                                            << "no display to open the window on; to run it headless: corrsim run "
                                               "eip-stock-check";
        QTest::newRow("window, no display") << QStringList{} << 2 << "no display to open the window on";
        QTest::newRow("options after a lesson")
            << QStringList{"eip-stock-check", "--seed", "3"} << 2
            << "'--seed' belongs to a command (corrsim run eip-stock-check --seed 3)";
        // Every command, bare and with junk: each answers, none needs a display.
        for (const char *command : {"run", "validate", "list", "diff", "sweep", "explore", "model"}) {
            QTest::newRow(qPrintable(QStringLiteral("%1, bare").arg(command)))
                << QStringList{command} << (command == std::string_view("list") ? 0 : 2) << "";
            QTest::newRow(qPrintable(QStringLiteral("%1, junk").arg(command)))
                << QStringList{command, "xyzzy", "--frobnicate"} << -1 << "";
        }
        QTest::newRow("run to a drawn diagram")
            << QStringList{"run", "eip-stock-check", "--diagram", path("d.png")} << 0 << "";
    }
    void everyCommandLineAnswersWithoutADisplay()
    {
        // A mistyped command on a CI machine (no display at all) gets words and exit 2,
        // never Qt's abort; with a display it would not open an invisible window either.
        QFETCH(QStringList, args);
        QFETCH(int, code);
        QFETCH(QString, says);
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (const char *variable : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"})
            env.remove(QString::fromLatin1(variable));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(CORRSIM_EXECUTABLE), args);
        QVERIFY2(p.waitForFinished(60000), "no answer within a minute");
        QCOMPARE(p.exitStatus(), QProcess::NormalExit); // not killed by an abort
        const QString err = QString::fromUtf8(p.readAllStandardError());
        if (code >= 0)
            QCOMPARE(p.exitCode(), code);
        else
            QVERIFY2(p.exitCode() == 1 || p.exitCode() == 2, qPrintable(err));
        QVERIFY2(err.contains(says), qPrintable(err));
        QVERIFY2(!err.contains(QStringLiteral("could not connect to display")), qPrintable(err));
    }
    void exploreFindsARequestLostToASecondPut()
    {
        // Two requests for one order, 20 ms apart: alone they never overlap; one delayed
        // request makes the second put replace the first's pending entry, and explore's
        // no-lost-pending names both requests.
        write("apart.json", R"({"name": "same-order-apart", "network": {"latency": "2ms"}, "participants": [
              {"name": "shop", "kind": "requester", "to": "stock", "idStrategy": "business-id",
               "requests": [{"at": "0ms", "id": "MSG-1", "businessKey": "ORD-7"},
                            {"at": "20ms", "id": "MSG-2", "businessKey": "ORD-7"}]},
              {"name": "stock", "kind": "replier", "processing": "5ms"}],
            "expectations": [{"name": "two sends", "count": {"kind": "send", "actor": "shop"}, "equals": 2}]})");
        const Result clean = corrsim({"run", path("apart.json"), "--check", "no-lost-pending"});
        QCOMPARE(clean.code, 0);
        const Result r = corrsim(
            {"explore", path("apart.json"), "--check", "no-lost-pending", "--faults", "delay", "--delay", "30ms"});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.out.contains("Shortest counterexample (B, 1 fault): the request from shop to stock sent at 0ms"),
                 qPrintable(r.out));
        QVERIFY2(r.out.contains("breaks no-lost-pending: shop.pending[ORD-7]: request MSG-1's entry, put at 0ms, "
                                "replaced by request MSG-2's at 20ms"),
                 qPrintable(r.out));
    }

    void aCheckNamedDecidesTheExitCode()
    {
        // --check NAME judges one of explore's checks on a run or a saved trace, and it
        // decides the exit code: the shop, restarted right after its first send, has
        // lost the pending request the reply then looks for (explore's counterexample).
        const QString trace = path("crashed.ctrace");
        const QStringList dropped{"eip-stock-check", "--fault",
                                  R"({"after":{"seq":2},"crash":"shop","restartAfter":"10000us"})"};
        QCOMPARE(corrsim(QStringList{"run"} + dropped + QStringList{"--trace", trace}).code, 1);
        for (const QStringList &source : {dropped, QStringList{trace}}) {
            Result r = corrsim(QStringList{"run"} + source + QStringList{"--check", "no-lost-pending"});
            QCOMPARE(r.code, 1);
            QVERIFY2(r.out.contains(QStringLiteral("  BROKEN  no-lost-pending: ")), qPrintable(r.out));
            r = corrsim(QStringList{"run"} + source + QStringList{"--check", "invariants"});
            QCOMPARE(r.code, 0); // an expectation failed; the check named held
            QVERIFY2(r.out.contains(QStringLiteral("  HELD    invariants: ")), qPrintable(r.out));
        }
        QCOMPARE(corrsim({"run", "eip-stock-check", "--check", "no-lost-pending"}).code, 0);
        const Result unknown = corrsim({"run", trace, "--check", "nothing-lost"});
        QCOMPARE(unknown.code, 2);
        QVERIFY2(unknown.err.contains(QStringLiteral("--check nothing-lost: no such check (invariants, ")),
                 qPrintable(unknown.err));
    }

    void spansAnotherToolWroteAreJudgedByName()
    {
        // A real RabbitMQ RPC's OTLP spans: the client that matched by guess breaks the
        // check, the one that matched by correlation ID holds it; what the spans cannot
        // decide says UNKNOWN and does not fail the run; a span file's options are refused
        // for a scenario.
        const QString recordings = QStringLiteral(CORRSIM_SOURCE_DIR "/tests/data/realtrace/");
        Result r =
            corrsim({"run", recordings + "guess-oldest.otlp.jsonl", "--check", "replies-matched-by-correlation"});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.out.contains("  BROKEN  replies-matched-by-correlation: rpc-client took the reply for "),
                 qPrintable(r.out));
        r = corrsim({"run", recordings + "crossing.zipkin.json", "--check", "replies-matched-by-correlation", "--check",
                     "processed-once"});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains("  HELD    replies-matched-by-correlation: "), qPrintable(r.out));
        QVERIFY2(r.out.contains("  UNKNOWN processed-once: "), qPrintable(r.out));
        r = corrsim({"run", recordings + "duplicate-applied-twice.otlp.jsonl", "--check", "no-effect-twice",
                     "--effect-span", "ledger.apply=payment.id"});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.out.contains("ledger.apply on pay-3001 was applied twice"), qPrintable(r.out));
        r = corrsim({"run", "eip-stock-check", "--effect-span", "x"});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("--effect-span reads spans another tool wrote"), qPrintable(r.err));
        // The second of three requests was never answered: broken within 300 ms, the
        // client's own timeout; the spans end before 2 s have passed.
        r = corrsim({"run", recordings + "timeout.otlp.jsonl", "--check", "requests-answered-in-time",
                     "--reply-timeout", "300ms"});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.out.contains("had no reply within 300ms, though the trace goes on 317ms after it"),
                 qPrintable(r.out));
        r = corrsim({"run", recordings + "timeout.zipkin.json", "--check", "requests-answered-in-time",
                     "--reply-timeout", "2s"});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains("  UNKNOWN requests-answered-in-time: "), qPrintable(r.out));
        for (const char *bad : {"soon", "0ms", "-5s"}) {
            r = corrsim({"run", recordings + "timeout.otlp.jsonl", "--reply-timeout", bad});
            QCOMPARE(r.code, 2);
            QVERIFY2(r.err.contains("--reply-timeout takes a duration longer than zero"), qPrintable(r.err));
        }
        r = corrsim({"validate", recordings + "links.otlp.jsonl"});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains("valid, 24 events"), qPrintable(r.out)); // 18, and the pending store rebuilt
    }

    void aRealTraceBecomesAScenarioThatExploreBreaks()
    {
        // One command writes the scenario of a real RabbitMQ RPC; it validates, runs with
        // the verdicts of the trace, and explores: the client that matches by correlation
        // ID holds within one fault; the same client matching by arrival order breaks with
        // one fault.
        const QString recordings = QStringLiteral(CORRSIM_SOURCE_DIR "/tests/data/realtrace/");
        QTemporaryDir dir;
        const QString scenario = dir.filePath("in-order.json");
        Result r = corrsim({"model", recordings + "in-order.otlp.jsonl", "--out", scenario});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains("scenario in-order-otlp, modelled from "), qPrintable(r.out));
        QVERIFY2(r.out.contains("assumed: rpc-client keeps its pending requests until a reply takes them (no TTL)"),
                 qPrintable(r.out));
        QCOMPARE(corrsim({"validate", scenario}).code, 0);
        r = corrsim({"run", scenario, "--check", "replies-matched-by-correlation"});
        QCOMPARE(r.code, 0);
        r = corrsim({"explore", scenario}); // its explore block names what a correct client keeps
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains("replies-matched-by-correlation: held in every schedule"), qPrintable(r.out));
        QFile file(scenario);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QByteArray text = file.readAll();
        file.close();
        text.replace("\"kind\": \"requester\",", "\"kind\": \"requester\", \"mode\": \"assume-order\",");
        const QString guessing = dir.filePath("guessing.json");
        QFile out(guessing);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(text);
        out.close();
        r = corrsim({"explore", guessing, "--check", "replies-matched-by-correlation"});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.out.contains("Shortest counterexample (B, 1 fault)"), qPrintable(r.out));
        // Design against reality: the trace beside its model exchanges the same messages;
        // beside the design that matches by arrival order, they part at the first reply
        // that crossed.
        const QString crossing = dir.filePath("crossing.json");
        QCOMPARE(corrsim({"model", recordings + "crossing.otlp.jsonl", "--out", crossing}).code, 0);
        r = corrsim({"diff", recordings + "crossing.otlp.jsonl", crossing});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains("the same exchanges, stores, expectations and saga outcomes"), qPrintable(r.out));
        QFile crossingFile(crossing);
        QVERIFY(crossingFile.open(QIODevice::ReadOnly));
        text = crossingFile.readAll().replace("\"kind\": \"requester\",",
                                              "\"kind\": \"requester\", \"mode\": \"assume-order\",");
        crossingFile.close();
        QVERIFY(crossingFile.open(QIODevice::WriteOnly | QIODevice::Truncate));
        crossingFile.write(text);
        crossingFile.close();
        r = corrsim({"diff", recordings + "crossing.otlp.jsonl", crossing});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.out.contains("B: rpc-client: reply.mismatched; A: rpc-client: reply.matched"), qPrintable(r.out));
        // Without --out the scenario is what stdout carries, the assumptions go to stderr.
        r = corrsim({"model", recordings + "guess-oldest.zipkin.json"});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.startsWith("{") && r.out.contains("\"mode\": \"assume-order\""), qPrintable(r.out));
        QVERIFY2(r.err.contains("assumed: rpc-client took replies for other requests"), qPrintable(r.err));
        // A consumer with effects: the ledger killed after its effect, modelled without the
        // crash its spans cannot show and without an inbox (none shows), breaks
        // no-effect-twice with one duplicate; with an inbox added it holds.
        const QString ledger = dir.filePath("ledger.json");
        r = corrsim({"model", recordings + "consumer-killed-after-effect.otlp.jsonl", "--effect-span",
                     "ledger.apply=payment.id", "--out", ledger});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains("assumed: whether ledger keeps an inbox the spans cannot show"), qPrintable(r.out));
        r = corrsim({"explore", ledger, "--check", "no-effect-twice"});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.out.contains("Shortest counterexample (B, 1 fault)") && r.out.contains("duplicated"),
                 qPrintable(r.out));
        QFile model(ledger);
        QVERIFY(model.open(QIODevice::ReadOnly));
        text = model.readAll().replace("\"inbox\": false", "\"inbox\": true");
        model.close();
        QVERIFY(model.open(QIODevice::WriteOnly | QIODevice::Truncate));
        model.write(text);
        model.close();
        r = corrsim({"explore", ledger, "--check", "no-effect-twice"});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains("no-effect-twice: held in every schedule"), qPrintable(r.out));
        // What cannot be modelled is refused, and says why.
        r = corrsim({"model", recordings + "duplicate-applied-twice.otlp.jsonl"});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("corrsim model makes request/reply scenarios and consumers with effects for now"),
                 qPrintable(r.err));
        r = corrsim({"model", QStringLiteral(CORRSIM_SOURCE_DIR "/scenarios/eip-stock-check.json")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("is not a trace"), qPrintable(r.err));
        r = corrsim({"model", recordings + "in-order.otlp.jsonl", "--out", recordings + "in-order.otlp.jsonl"});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("would write over the trace it models"), qPrintable(r.err));
    }

    void aSavedTraceIsJudgedAsTheRunThatWroteIt_data()
    {
        QTest::addColumn<QStringList>("run");
        const Result list = corrsim({"list", "--variants"});
        QCOMPARE(list.code, 0);
        for (const QString &name : corrsim({"list"}).out.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
            QTest::newRow(qPrintable(name)) << QStringList{name};
        for (const QString &line : list.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
            const QStringList parts = line.split(QLatin1Char(' '));
            if (parts.size() == 2)
                QTest::newRow(qPrintable(parts.join(QLatin1Char('/')))) << QStringList{parts[0], "--variant", parts[1]};
        }
        // And one whose expectations fail: the same exit code and verdicts read back.
        QTest::newRow("eip-stock-check, its request dropped")
            << QStringList{"eip-stock-check", "--fault", R"({"drop": {"type": "check.stock"}})"};
    }

    void aSavedTraceIsJudgedAsTheRunThatWroteIt()
    {
        // `corrsim run TRACE` reads the trace a run wrote and judges it again (its
        // expectations from its header, the invariants): the same report, summary and
        // exit code, from each format.
        QFETCH(QStringList, run);
        static int turn = 0;
        const QString ending = QStringList{".jsonl", ".ctrace", ".jsonl.gz", ".ctrace.gz"}[turn++ % 4];
        const QString trace = path("judged" + ending), live = path("live.json"), back = path("back.json");
        const Result first = corrsim(QStringList{"run"} + run + QStringList{"--trace", trace, "--summary", live});
        QVERIFY2(first.code == 0 || first.code == 1, qPrintable(first.err));
        const Result again = corrsim({"run", trace, "--summary", back});
        QCOMPARE(again.code, first.code);
        QCOMPARE(reportLines(again.out), reportLines(first.out));
        QCOMPARE(reportLines(again.err), reportLines(first.err));
        // The summary whole: expectations judged again with what each found, invariants too.
        const QJsonObject a = readJson(live), b = readJson(back);
        QVERIFY(!a[QStringLiteral("invariants")].toArray().isEmpty());
        QCOMPARE(b, a);
        // A trace is not run again: an option that would change the run is refused.
        const Result seeded = corrsim({"run", trace, "--seed", "2"});
        QCOMPARE(seeded.code, 2);
        QVERIFY2(seeded.err.contains(QStringLiteral("is a trace: it is judged as it was recorded")),
                 qPrintable(seeded.err));
    }

    void errorsNameWhatWasGivenWithNoJsonPathWhereThereIsNoJson()
    {
        // A file that is not there has no JSON path; a lesson run by name is not a file.
        Result r = corrsim({"diff", path("missing.jsonl"), "eip-stock-check"});
        QCOMPARE(r.code, 2);
        QCOMPARE(r.err.trimmed(), path("missing.jsonl") + ": cannot open the file");
        r = corrsim({"run", "payment-out-of-order", "--set", "participants.nobody.x=1"});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.startsWith("payment-out-of-order (built-in lesson): /participants: "), qPrintable(r.err));
    }

    void aWriteThatFailsKeepsTheFileItWouldHaveReplaced()
    {
        // Every output aimed at an existing file, with a disk that fills after 512 bytes: the
        // run says so (exit 2) and the old file is untouched, not half overwritten.
        for (const char *name : {"d.svg", "d.png", "d.puml", "d.mmd", "t.jsonl", "t.ctrace", "t.json", "s.json"}) {
            const QString file = path(QString::fromLatin1(name));
            write(QString::fromLatin1(name), "precious");
            const QString option = QString::fromLatin1(name).startsWith('d')   ? "--diagram"
                                   : QString::fromLatin1(name).startsWith('t') ? "--trace"
                                                                               : "--summary";
            const Result r = corrsim({"run", "payment-out-of-order", option, file}, 512);
            QVERIFY2(
                r.code == 2,
                qPrintable(QStringLiteral("%1: exit %2 %3").arg(QString::fromLatin1(name)).arg(r.code).arg(r.err)));
            QFile f(file);
            QVERIFY(f.open(QIODevice::ReadOnly));
            QVERIFY2(f.readAll() == "precious", name);
        }
    }

    void listShowsTheLessons()
    {
        const Result r = corrsim({"list"});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.split('\n').contains("eip-stock-check"));
    }

    void listAndRunVariants()
    {
        const Result list = corrsim({"list", "--variants"});
        QCOMPARE(list.code, 0);
        const QStringList lines = list.out.split('\n', Qt::SkipEmptyParts);
        QVERIFY(lines.size() >= 6);
        for (const QString &line : lines)
            QVERIFY2(QRegularExpression(QStringLiteral("^[a-z0-9-]+ [a-z0-9-]+$")).match(line).hasMatch(),
                     qPrintable(line));
        QVERIFY(lines.contains(QStringLiteral("payment-claim-race atomic-claim")));
        const Result run =
            corrsim({"run", "payment-claim-race", "--variant", "atomic-claim", "--summary", path("v.json")});
        QCOMPARE(run.code, 0);
        QFile summary(path("v.json"));
        QVERIFY(summary.open(QIODevice::ReadOnly));
        QCOMPARE(QJsonDocument::fromJson(summary.readAll()).object()["variant"].toString(),
                 QStringLiteral("atomic-claim"));
        const Result unknown = corrsim({"run", "payment-claim-race", "--variant=nope"});
        QCOMPARE(unknown.code, 2);
        QVERIFY(unknown.err.contains(QStringLiteral("no variant \"nope\" (known: atomic-claim")));
        QCOMPARE(corrsim({"list", "--nope"}).code, 2);
    }

    void runWritesTheSummary()
    {
        const QString summary = path("s.json"), trace = path("t.jsonl");
        const Result r = corrsim({"run", "eip-stock-check", "--summary", summary, "--trace", trace});
        QCOMPARE(r.code, 0);
        QFile f(summary);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject s = QJsonDocument::fromJson(f.readAll()).object();
        for (const char *key : {"scenario", "seed", "fingerprint", "endTime", "eventCounts", "stores", "expectations"})
            QVERIFY2(s.contains(key), key);
        QCOMPARE(s["scenario"].toString(), QStringLiteral("eip-stock-check"));
        QCOMPARE(s["eventCounts"].toObject()["reply.matched"].toInt(), 2);
        QCOMPARE(s["eventCounts"].toObject()["reply.discarded"].toInt(), 1);
        QVERIFY(s["stores"].toObject()["shop.pending"].toObject().isEmpty());
        for (const auto &e : s["expectations"].toArray())
            QVERIFY(e.toObject()["passed"].toBool());
        QFile t(trace);
        QVERIFY(t.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = t.readAll().trimmed().split('\n');
        QVERIFY(lines.size() > 10);
        QCOMPARE(QJsonDocument::fromJson(lines[0]).object()["format"].toString(), QStringLiteral("corrsim-trace"));
    }

    void sameRunSameFingerprint()
    {
        const Result a = corrsim({"run", "eip-stock-check", "--summary", path("a.json")});
        const Result b = corrsim({"run", "eip-stock-check", "--summary", path("b.json")});
        QCOMPARE(a.code, 0);
        QFile fa(path("a.json")), fb(path("b.json"));
        QVERIFY(fa.open(QIODevice::ReadOnly) && fb.open(QIODevice::ReadOnly));
        const QString x = QJsonDocument::fromJson(fa.readAll()).object()["fingerprint"].toString();
        QCOMPARE(x.size(), 16);
        QCOMPARE(QJsonDocument::fromJson(fb.readAll()).object()["fingerprint"].toString(), x);
    }

    void failedExpectationExitsOne()
    {
        const Result r = corrsim({"run", "eip-stock-check", "--set", "links.0.latency=5ms"});
        QCOMPARE(r.code, 1);
        QVERIFY(r.out.contains("FAIL"));
        QVERIFY(r.out.contains("the replies come back in the opposite order"));
    }

    void aRunPastItsBudgetSaysWhereItStopped()
    {
        // The words scripts read (their English was made by concatenation before it was a finding).
        const Result r = corrsim({"run", "eip-stock-check", "--max-events", "2"});
        QCOMPARE(r.code, 2);
        QCOMPARE(r.err, QStringLiteral("eip-stock-check: the run stopped at t=2ms: it used its budget of 2 events "
                                       "(--max-events N raises it)\n"));
    }

    void malformedFileExitsTwoWithLineAndColumn()
    {
        write("bad.json", "{\n  \"name\": \"x\",\n  \"participants\": [ }\n");
        const Result r = corrsim({"run", path("bad.json")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.startsWith(path("bad.json") + ":3:"), qPrintable(r.err));
    }

    void wrongValueExitsTwoWithJsonPath()
    {
        write("path.json", R"({"name": "x", "participants": [{"name": "b", "kind": "replier", "processing": -4}]})");
        const Result r = corrsim({"run", path("path.json")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("/participants/0/processing"), qPrintable(r.err));
        const Result v = corrsim({"validate", path("path.json")});
        QCOMPARE(v.code, 2);
        QVERIFY2(v.err.contains("/participants/0/processing"), qPrintable(v.err));
    }

    void usageErrorsExitTwo_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("unknown scenario") << QStringList{"run", "no-such-lesson"};
        QTest::newRow("no scenario") << QStringList{"run"};
        QTest::newRow("bad seed") << QStringList{"run", "eip-stock-check", "--seed", "abc"};
        QTest::newRow("unknown option") << QStringList{"run", "eip-stock-check", "--colour"};
        QTest::newRow("bad --set") << QStringList{"run", "eip-stock-check", "--set", "participants.nobody.x=1"};
        QTest::newRow("unknown trace format") << QStringList{"run", "eip-stock-check", "--trace", "x.xyz"};
        QTest::newRow("unknown diagram format") << QStringList{"run", "eip-stock-check", "--diagram", "x.gif"};
        QTest::newRow("validate without file") << QStringList{"validate"};
        QTest::newRow("backwards diagram window")
            << QStringList{"run", "eip-stock-check", "--diagram", "d.svg", "--diagram-window", "2s..1s"};
        QTest::newRow("diagram window not times")
            << QStringList{"run", "eip-stock-check", "--diagram", "d.svg", "--diagram-window", "soon"};
        QTest::newRow("diagram window without a diagram")
            << QStringList{"run", "eip-stock-check", "--trace", "t.jsonl", "--diagram-window", "0..1s"};
    }
    void usageErrorsExitTwo()
    {
        QFETCH(QStringList, args);
        const Result r = corrsim(args);
        QCOMPARE(r.code, 2);
        QVERIFY(!r.err.isEmpty());
    }

    void flippingTheClaimToAtomicChangesTheOutcome()
    {
        const Result race = corrsim({"run", "payment-claim-race", "--summary", path("race.json")});
        QCOMPARE(race.code, 0); // both workers update the order
        const Result atomic = corrsim({"run", "payment-claim-race", "--set", "participants.orders.claim=atomic",
                                       "--summary", path("atomic.json")});
        QCOMPARE(atomic.code, 1); // now only one does, and the lesson says so
        QVERIFY(atomic.out.contains("FAIL  both workers update the order"));
        QFile f(path("atomic.json"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject s = QJsonDocument::fromJson(f.readAll()).object();
        QCOMPARE(s["stores"].toObject()["orders.status"].toObject()["ORD-RACE"].toObject()["status"].toString(),
                 QStringLiteral("PAID"));
    }

    void everyExportFormatIsWritten_data()
    {
        QTest::addColumn<QString>("option");
        QTest::addColumn<QString>("file");
        for (const char *f : {"t.jsonl", "t.json", "t.csv", "t.otlp.json"})
            QTest::newRow(f) << "--trace" << f;
        for (const char *f : {"d.svg", "d.png", "d.pdf", "d.puml", "d.mmd"})
            QTest::newRow(f) << "--diagram" << f;
    }
    void everyExportFormatIsWritten()
    {
        QFETCH(QString, option);
        QFETCH(QString, file);
        const Result r = corrsim({"run", "payment-out-of-order", option, path(file)});
        QCOMPARE(r.code, 0);
        QVERIFY(QFileInfo(path(file)).size() > 100);
        QVERIFY2(!r.err.contains("XDG_RUNTIME_DIR"), qPrintable(r.err)); // headless drawing is quiet
    }

    void aDiagramWindowDrawsThatWindow()
    {
        const Result r =
            corrsim({"run", "payment-out-of-order", "--diagram", path("w.svg"), "--diagram-window", "20ms..60ms"});
        QCOMPARE(r.code, 0);
        QFile f(path("w.svg"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.readAll().contains("20 ms to 60 ms")); // the subtitle names the window
        // A text diagram takes the window too: the messages sent within it, no others.
        QCOMPARE(corrsim({"run", "payment-out-of-order", "--diagram", path("w.mmd")}).code, 0);
        QCOMPARE(corrsim({"run", "payment-out-of-order", "--diagram", path("wp.mmd"), "--diagram-window", "20ms..60ms"})
                     .code,
                 0);
        QFile whole(path("w.mmd")), part(path("wp.mmd"));
        QVERIFY(whole.open(QIODevice::ReadOnly) && part.open(QIODevice::ReadOnly));
        const QByteArray all = whole.readAll(), windowed = part.readAll();
        QVERIFY2(windowed.count("-)") > 0 && windowed.count("-)") < all.count("-)"), windowed.constData());
        QVERIFY(!windowed.contains("(sent 0 ms")); // sent before the window
    }

    void aMermaidDiagramTooLongForMermaidComesInParts()
    {
        const Result r = corrsim({"run", "saga-orchestrated-vs-choreographed", "--diagram", path("long.mmd")});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.err.contains("written in 2 parts") || r.out.contains("written in 2 parts"),
                 qPrintable(r.out + r.err));
        for (const char *name : {"long.mmd", "long-2.mmd"}) {
            QFile f(path(name));
            QVERIFY2(f.open(QIODevice::ReadOnly), name);
            const QByteArray text = f.readAll();
            QVERIFY(text.startsWith("sequenceDiagram\n"));
            QVERIFY(size_t(text.size()) <= 50000);
            QVERIFY(text.contains("of 2)"));
        }
        QVERIFY(!QFile::exists(path("long-3.mmd")));
    }

    void diffNamesTheFirstDivergence()
    {
        // The issue's example: the claim modes of payment-claim-race part at the claim.
        const Result r = corrsim({"diff", "payment-claim-race", "--set", "participants.orders.claim=atomic",
                                  "payment-claim-race", "--set", "participants.orders.claim=retrieve-then-remove"});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.out.contains("first divergence: event 13"), qPrintable(r.out));
        QVERIFY(r.out.contains("the runs differ. B: orders/1 reads"));
        QVERIFY(r.out.contains("both workers update the order"));
        const Result same = corrsim({"diff", "payment-claim-race", "payment-claim-race"});
        QCOMPARE(same.code, 0);
        QVERIFY(same.out.contains("identical"));
        const Result fork = corrsim({"diff", "payment-out-of-order", "payment-out-of-order", "--fault",
                                     R"({"duplicate": {"type": "payment.callback"}})"});
        QCOMPARE(fork.code, 1);
        QVERIFY2(fork.out.contains("B: the network copies payment.callback from provider to orders"),
                 qPrintable(fork.out));
        for (const QStringList &bad :
             {QStringList{"diff", "payment-claim-race"}, QStringList{"diff", "--seed", "1", "a", "b"},
              QStringList{"diff", "payment-claim-race", "no-such-lesson"},
              QStringList{"diff", "a", "--colour", "red", "b"}})
            QCOMPARE(corrsim(bad).code, 2);
    }

    void explorationsStartAgainWithALargerMallocCache()
    {
        // Added to the tunables a user set, never twice, never over their own choice.
        QCOMPARE(corrsim::tunablesWithMallocCache(nullptr, nullptr).value(),
                 std::string("glibc.malloc.tcache_count=256"));
        QCOMPARE(corrsim::tunablesWithMallocCache("glibc.malloc.arena_max=2", "").value(),
                 std::string("glibc.malloc.arena_max=2:glibc.malloc.tcache_count=256"));
        QVERIFY(!corrsim::tunablesWithMallocCache("glibc.malloc.tcache_count=7", nullptr));
        // With something preloaded the program stays as it was started: under valgrind
        // /proc/self/exe is valgrind's tool, which refuses to be started directly; with
        // another allocator preloaded glibc's cache does not matter.
        QVERIFY(!corrsim::tunablesWithMallocCache(nullptr, "/usr/libexec/valgrind/vgpreload_core-amd64-linux.so"));
        QVERIFY(!corrsim::tunablesWithMallocCache(nullptr, "/usr/lib/x86_64-linux-gnu/libjemalloc.so.2"));
        // The program started again is the same command, with the same environment but
        // for the cache: same report, same exit code, as one that kept glibc's default.
        auto explore = [](QProcess &p, const QStringList &args, const QString &tunables) {
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.remove(QStringLiteral("GLIBC_TUNABLES"));
            env.remove(QStringLiteral("LD_PRELOAD")); // with anything preloaded it would not start again
            if (!tunables.isEmpty())
                env.insert(QStringLiteral("GLIBC_TUNABLES"), tunables);
            p.setProcessEnvironment(env);
            p.start(QStringLiteral(CORRSIM_EXECUTABLE), QStringList{QStringLiteral("explore")} + args);
        };
        const QStringList args{"payment-claim-race",
                               "--set",
                               "participants.provider.script.0.copies=1",
                               "--check",
                               "one-update-per-callback",
                               "--max-faults",
                               "1"};
        QProcess raised, kept;
        explore(raised, args, {});
        explore(kept, args, QStringLiteral("glibc.malloc.tcache_count=7"));
        QVERIFY(raised.waitForFinished(60000) && kept.waitForFinished(60000));
        QCOMPARE(raised.exitCode(), 1);
        QCOMPARE(raised.exitCode(), kept.exitCode());
        const QByteArray raisedOut = raised.readAllStandardOutput();
        QCOMPARE(raisedOut, kept.readAllStandardOutput());
#if !defined(__SANITIZE_ADDRESS__) // an asan build has its own allocator and does not start again
        // And it did start again: a running exploration's environment has the cache raised.
        QProcess running;
        explore(running, {"outbox-relay-at-least-once", "--max-faults", "4", "--jobs", "1"}, {});
        QVERIFY(running.waitForStarted());
        bool raisedThere = false; // it may still be loading when first looked at
        for (int tries = 0; tries < 100 && !raisedThere && running.state() == QProcess::Running; ++tries) {
            QTest::qWait(100);
            QFile environ(QStringLiteral("/proc/%1/environ").arg(running.processId()));
            raisedThere = environ.open(QIODevice::ReadOnly) &&
                          environ.readAll().split('\0').contains("GLIBC_TUNABLES=glibc.malloc.tcache_count=256");
        }
        running.kill();
        running.waitForFinished();
        QVERIFY2(raisedThere, "explore did not start again");
        // Started through the dynamic loader, it runs as it was started (starting the
        // loader again would not start corrsim).
        if (const QString loader = QStringLiteral("/lib64/ld-linux-x86-64.so.2"); QFile::exists(loader)) {
            QProcess through;
            through.start(loader, QStringList{QStringLiteral(CORRSIM_EXECUTABLE), QStringLiteral("explore")} + args);
            QVERIFY(through.waitForFinished(60000));
            QCOMPARE(through.exitCode(), kept.exitCode());
            QCOMPARE(through.readAllStandardOutput(), raisedOut);
        }
        // Run under valgrind (a developer's memcheck), it runs there, as it was started.
        if (const QString valgrind = QStandardPaths::findExecutable(QStringLiteral("valgrind")); !valgrind.isEmpty()) {
            QProcess under;
            under.setProcessEnvironment(QProcessEnvironment::systemEnvironment());
            under.start(valgrind, QStringList{QStringLiteral("--tool=none"), QStringLiteral("-q"),
                                              QStringLiteral(CORRSIM_EXECUTABLE), QStringLiteral("explore")} +
                                      args);
            QVERIFY(under.waitForFinished(120000));
            QCOMPARE(under.exitCode(), kept.exitCode());
            QCOMPARE(under.readAllStandardOutput(), raisedOut);
        }
#endif
    }

    void theReadmesExampleIsWhatTheCommandPrints()
    {
        // People pin this fingerprint in CI, as the docs invite: it must be the real one.
        QFile readme(QStringLiteral(CORRSIM_SOURCE_DIR "/README.md")),
            events(QStringLiteral(CORRSIM_SOURCE_DIR "/docs/trace-events.md"));
        QVERIFY(readme.open(QIODevice::ReadOnly) && events.open(QIODevice::ReadOnly));
        const QString docs = QString::fromUtf8(readme.readAll());
        const Result r = corrsim({"run", "eip-stock-check", "--summary", path("example.json")});
        // The README's block, line for line, and the exit code it shows.
        const QString command = QStringLiteral("$ corrsim run eip-stock-check --summary s.json\n");
        const qsizetype from = docs.indexOf(command);
        QVERIFY(from >= 0);
        const QString block =
            docs.mid(from + command.size(), docs.indexOf(QStringLiteral("$ echo $?\n"), from) - from - command.size());
        QCOMPARE(r.out, block);
        QVERIFY(!r.out.section('\n', 0, 0).isEmpty());
        QVERIFY(docs.mid(from).startsWith(command + block + QStringLiteral("$ echo $?\n0\n")));
        QCOMPARE(r.code, 0);
        QFile summary(path("example.json"));
        QVERIFY(summary.open(QIODevice::ReadOnly));
        const QJsonObject s = QJsonDocument::fromJson(summary.readAll()).object();
        QVERIFY(QString::fromUtf8(events.readAll())
                    .contains(QStringLiteral("\"fingerprint\": \"%1\"").arg(s["fingerprint"].toString())));
    }

    void nothingIsWrittenOverAnInputOrAFileNobodyNamed()
    {
        // flow.csv's summary would be flow.json: the scenario itself.
        QFile::copy(QStringLiteral(CORRSIM_SOURCE_DIR "/scenarios/eip-stock-check.json"), path("flow.json"));
        QFile scenario(path("flow.json"));
        QVERIFY(scenario.open(QIODevice::ReadOnly));
        const QByteArray original = scenario.readAll();
        scenario.close();
        const QStringList sweep{"sweep", path("flow.json"), "--seeds", "1..2", "--out"};
        Result r = corrsim(sweep + QStringList{path("flow.csv")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("an input of this sweep"), qPrintable(r.err));
        QCOMPARE(corrsim(sweep + QStringList{m_dir.path() + "/./flow.json"}).code, 2);
        r = corrsim({"run", path("flow.json"), "--trace", path("flow.json")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("is the scenario being run"), qPrintable(r.err));
        QVERIFY(scenario.open(QIODevice::ReadOnly));
        QCOMPARE(scenario.readAll(), original);
        QVERIFY(!QFileInfo::exists(path("flow.csv")));
        // A file of the user's where the summary would go is kept; a sweep's own is not.
        write("mine.json", "{\"mine\": 1}");
        r = corrsim(sweep + QStringList{path("mine.csv")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("not a sweep summary"), qPrintable(r.err));
        QCOMPARE(corrsim(sweep + QStringList{path("again.csv")}).code, 0);
        QCOMPARE(corrsim(sweep + QStringList{path("again.csv")}).code, 0);
        QCOMPARE(corrsim({"sweep", "--merge", path("again.csv"), "--out", path("again.csv")}).code, 2);
    }

    void sweepWritesARowPerRunAndShardsMergeToTheSameTable()
    {
        const QStringList sweep{"sweep",   "payment-claim-race",
                                "--seeds", "1..15",
                                "--set",   "participants.orders.claim=atomic,retrieve-then-remove"};
        QCOMPARE(corrsim(sweep + QStringList{"--out", path("all.csv")}).code, 0);
        QFile all(path("all.csv"));
        QVERIFY(all.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = all.readAll().trimmed().split('\n');
        QCOMPARE(lines.size(), 31); // the header and 30 runs
        QVERIFY(lines[0].startsWith("run,seed,participants.orders.claim,fingerprint,passed,"));
        for (int i = 1; i < lines.size(); ++i) {
            const QList<QByteArray> cells = lines[i].trimmed().split(',');
            // Only the race passes the lesson's expectations; the atomic claim stops it.
            QCOMPARE(cells[4], cells[2] == "atomic" ? QByteArray("false") : QByteArray("true"));
        }
        QVERIFY(QFileInfo(path("all.json")).size() > 100);
        QCOMPARE(corrsim(sweep + QStringList{"--out", path("s0.csv"), "--shard", "0/2"}).code, 0);
        QCOMPARE(corrsim(sweep + QStringList{"--out", path("s1.csv"), "--shard", "1/2"}).code, 0);
        QCOMPARE(corrsim({"sweep", "--merge", path("s1.csv"), path("s0.csv"), "--out", path("merged.csv")}).code, 0);
        for (const char *ext : {".csv", ".json"}) {
            QFile a(path(QStringLiteral("all") + ext)), m(path(QStringLiteral("merged") + ext));
            QVERIFY(a.open(QIODevice::ReadOnly) && m.open(QIODevice::ReadOnly));
            QCOMPARE(m.readAll(), a.readAll());
        }
        // A shard missing, a shard twice, bad grids: exit 2 and say why.
        QCOMPARE(corrsim({"sweep", "--merge", path("s1.csv"), "--out", path("x.csv")}).code, 2);
        QCOMPARE(corrsim({"sweep", "--merge", path("s0.csv"), path("s0.csv"), "--out", path("x.csv")}).code, 2);
        QCOMPARE(corrsim({"sweep", "payment-claim-race", "--seeds", "5..1", "--out", path("x.csv")}).code, 2);
        QCOMPARE(
            corrsim({"sweep", "payment-claim-race", "--seeds", "1..2", "--shard", "2/2", "--out", path("x.csv")}).code,
            2);
        QCOMPARE(corrsim({"sweep", "payment-claim-race", "--seeds", "1..2", "--set", "participants.orders.claim=magic",
                          "--out", path("x.csv")})
                     .code,
                 2);
    }

    void commandOutputsArePinned()
    {
        // What diff and sweep --merge answer, exactly: tests/data/commands holds each
        // command's exit code, output and errors (make golden rewrites them, on purpose).
        // They run in a folder of their own, so the files they name are named alike.
        QTemporaryDir dir;
        const QString grid = QStringLiteral("participants.orders.claim=atomic,retrieve-then-remove");
        const QStringList sweep{"sweep", "payment-claim-race", "--seeds", "1..3", "--set", grid};
        struct Command
        {
            const char *name;
            QStringList args;
        };
        const std::vector<Command> commands{
            // Runs that differ in their events, then stores and expectations follow.
            {"diff-events",
             {"diff", "payment-claim-race", "--set", "participants.orders.claim=atomic", "payment-claim-race", "--set",
              "participants.orders.claim=retrieve-then-remove"}},
            // Only in a stored value (and the expectation about it).
            {"diff-store-values",
             {"diff", "payment-out-of-order", "payment-out-of-order", "--set",
              "participants.orders.orders.1.amount=300"}},
            // A lost reply: the pending entry stays, four expectations turn.
            {"diff-expectations",
             {"diff", "eip-stock-check", "eip-stock-check", "--fault",
              R"({"drop": {"type": "stock.level", "correlationId": "101"}})"}},
            {"diff-identical", {"diff", "eip-stock-check", "--seed", "7", "eip-stock-check", "--seed", "7"}},
            {"sweep-all", sweep + QStringList{"--out", "all.csv"}},
            {"sweep-shard-0", sweep + QStringList{"--out", "s0.csv", "--shard", "0/3"}},
            {"sweep-shard-1", sweep + QStringList{"--out", "s1.csv", "--shard", "1/3"}},
            {"sweep-shard-2", sweep + QStringList{"--out", "s2.csv", "--shard", "2/3"}},
            {"sweep-other",
             {"sweep", "payment-claim-race", "--seeds", "2..4", "--set", grid, "--out", "other.csv", "--shard", "0/3"}},
            {"merge-in-any-order", {"sweep", "--merge", "s2.csv", "s0.csv", "s1.csv", "--out", "merged.csv"}},
            {"merge-missing", {"sweep", "--merge", "s0.csv", "s2.csv", "--out", "x.csv"}},
            {"merge-duplicated", {"sweep", "--merge", "s0.csv", "s1.csv", "s0.csv", "s2.csv", "--out", "x.csv"}},
            {"merge-overlapping", {"sweep", "--merge", "all.csv", "s1.csv", "--out", "x.csv"}},
            {"merge-another-sweep", {"sweep", "--merge", "s0.csv", "s1.csv", "s2.csv", "other.csv", "--out", "x.csv"}},
        };
        for (const Command &c : commands) {
            const Result r = corrsim(c.args, -1, dir.path());
            const QString got = QStringLiteral("$ corrsim %1\nexit %2\n--- stdout\n%3--- stderr\n%4")
                                    .arg(c.args.join(QLatin1Char(' ')))
                                    .arg(r.code)
                                    .arg(r.out, r.err);
            verifyGolden(got.toUtf8(),
                         QStringLiteral(CORRSIM_SOURCE_DIR "/tests/data/commands/%1.txt").arg(QLatin1String(c.name)));
            if (QTest::currentTestFailed())
                return;
        }
        QFile all(dir.filePath("all.csv")), merged(dir.filePath("merged.csv"));
        QVERIFY(all.open(QIODevice::ReadOnly) && merged.open(QIODevice::ReadOnly));
        QCOMPARE(merged.readAll(), all.readAll());
        QVERIFY(!QFileInfo::exists(dir.filePath("x.csv"))); // a refused merge writes nothing
    }

    void seedChangesNothingButIdsForAScriptedLesson()
    {
        // Every time in eip-stock-check is scripted: another seed changes how generated
        // UUIDs print, and nothing that happens, so the fingerprint (which hashes what
        // happens, an ID by its number) stays.
        auto summary = [&](const char *seed) {
            const QString file = path(QStringLiteral("seed-%1.json").arg(seed));
            const Result r = corrsim({"run", "eip-stock-check", "--seed", seed, "--summary", file});
            QFile f(file);
            return std::make_pair(r.code, f.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(f.readAll()).object()
                                                                      : QJsonObject());
        };
        const auto [codeA, a] = summary("1");
        const auto [codeB, b] = summary("99");
        QCOMPARE(codeA, 0);
        QCOMPARE(codeB, 0);
        QCOMPARE(b["seed"].toInt(), 99);
        for (const char *same : {"fingerprint", "endTimeUs", "eventCounts", "traceEvents", "stores", "expectations"})
            QVERIFY2(a[same] == b[same], same);
    }

    void validateAcceptsTheLessonFile()
    {
        const Result r = corrsim({"validate", QStringLiteral(CORRSIM_SOURCE_DIR "/scenarios/eip-stock-check.json")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains("valid"));
    }

    void aTraceThatDoesNotVouchForItselfIsRefused_data()
    {
        QTest::addColumn<QString>("ending");
        QTest::addColumn<QString>("damage");
        QTest::addColumn<QString>("said");
        QTest::newRow("jsonl cut at a line") << "jsonl"
                                             << "cut at a line"
                                             << "holds 30 events, not the 31";
        QTest::newRow("jsonl end time") << "jsonl"
                                        << "end time"
                                        << "not at the end time 56ms";
        QTest::newRow("jsonl event changed") << "jsonl"
                                             << "event changed"
                                             << "not the 64af7c4038145638";
        QTest::newRow("ctrace byte flipped") << "ctrace"
                                             << "byte flipped"
                                             << "a byte changed after it was written";
        QTest::newRow("ctrace byte added") << "ctrace"
                                           << "byte added"
                                           << "bytes follow the end of the trace";
        QTest::newRow("jsonl.gz cut") << "jsonl.gz"
                                      << "cut"
                                      << "the file was cut short";
        QTest::newRow("jsonl.gz byte flipped") << "jsonl.gz"
                                               << "byte flipped"
                                               << "compressed data is damaged";
        QTest::newRow("ctrace.gz cut") << "ctrace.gz"
                                       << "cut"
                                       << "the file was cut short";
        QTest::newRow("ctrace.gz byte flipped") << "ctrace.gz"
                                                << "byte flipped"
                                                << "compressed data is damaged";
    }
    void aTraceThatDoesNotVouchForItselfIsRefused()
    {
        // Saved whole, every format validates. Cut short (even at a line boundary), added
        // to, or with one byte changed where it still reads as events, the file is
        // refused by validate and diff with exit 2, saying what disagrees: the header's
        // event count, its end time or its fingerprint, the .ctrace's checksum, or gzip's.
        QFETCH(QString, ending);
        QFETCH(QString, damage);
        QFETCH(QString, said);
        const QString whole = path(QStringLiteral("whole.%1").arg(ending));
        QCOMPARE(corrsim({"run", "eip-stock-check", "--trace", whole}).code, 0);
        const Result good = corrsim({"validate", whole});
        QCOMPARE(good.code, 0);
        QVERIFY2(good.out.contains(QStringLiteral("31 events, fingerprint 64af7c4038145638")), qPrintable(good.out));
        QFile f(whole);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QByteArray damaged = f.readAll();
        if (damage == QLatin1String("cut at a line")) {
            damaged.truncate(damaged.lastIndexOf('\n', damaged.size() - 2) + 1); // the last event gone
        } else if (damage == QLatin1String("end time")) {
            damaged.replace("\"endTimeUs\":55000", "\"endTimeUs\":56000");
        } else if (damage == QLatin1String("event changed")) {
            damaged.replace("\"t\":55000", "\"t\":55001");
            damaged.replace("\"endTimeUs\":55000", "\"endTimeUs\":55001");
        } else if (damage == QLatin1String("byte flipped") && ending == QLatin1String("ctrace")) {
            // The last event's time, one microsecond later: still an event, another run.
            damaged[damaged.size() - 8 - 56] = char(damaged[damaged.size() - 8 - 56] ^ 0x01);
        } else if (damage == QLatin1String("byte added")) {
            damaged.append('\0');
        } else if (damage == QLatin1String("cut")) {
            damaged.truncate(damaged.size() * 2 / 3);
        } else {
            damaged[damaged.size() / 2] = char(damaged[damaged.size() / 2] ^ 0x10);
        }
        const QString cut = path(QStringLiteral("damaged.%1").arg(ending));
        QFile out(cut);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(damaged);
        out.close();
        const Result v = corrsim({"validate", cut});
        QCOMPARE(v.code, 2);
        QVERIFY2(v.err.startsWith(cut) && v.err.contains(said), qPrintable(v.err));
        if (ending.endsWith(QLatin1String(".gz"))) // located in the file as it is on disk
            QVERIFY2(v.err.startsWith(cut + QLatin1String(": compressed byte ")), qPrintable(v.err));
        QCOMPARE(corrsim({"diff", cut, "eip-stock-check"}).code, 2);
    }

    void aTraceResavedWithoutFieldsItsKindsLackIsRefused()
    {
        const Result resaved = corrsim(
            {"validate", QStringLiteral(CORRSIM_SOURCE_DIR "/tests/data/fuzz-regressions/trace/B1-resaved.jsonl")});
        QCOMPARE(resaved.code, 2);
        QVERIFY2(resaved.err.contains(QStringLiteral("its header gives")), qPrintable(resaved.err));
    }

    void failedWriteKeepsTheOldFile_data()
    {
        QTest::addColumn<QString>("option");
        QTest::addColumn<QString>("file");
        QTest::newRow("summary") << "--summary"
                                 << "keep.json";
        QTest::newRow("trace") << "--trace"
                               << "keep.jsonl";
        QTest::newRow("diagram") << "--diagram"
                                 << "keep.svg";
    }
    void failedWriteKeepsTheOldFile()
    {
        // The disk fills up half-way through writing over an existing file: the run says
        // so, and the old file is still there, whole.
        QFETCH(QString, option);
        QFETCH(QString, file);
        write(file, "precious");
        const Result r = corrsim({"run", "payment-out-of-order", option, path(file)}, 1024);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("cannot write " + path(file)), qPrintable(r.err));
        QFile f(path(file));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray("precious"));
        QCOMPARE(QDir(m_dir.path()).entryList({file + "*"}, QDir::Files), QStringList{file}); // no temporary left
    }

    void missingFolderIsReported()
    {
        const Result r = corrsim({"run", "eip-stock-check", "--summary", path("missing-dir/s.json")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("cannot write"), qPrintable(r.err));
        QVERIFY2(r.out.isEmpty(), "said before running, not after"); // nothing ran
        QVERIFY(!QFileInfo::exists(path("s2.json")));
        const Result both =
            corrsim({"run", "eip-stock-check", "--summary", path("s2.json"), "--trace", path("missing-dir/t.jsonl")});
        QCOMPARE(both.code, 2);
        QVERIFY(!QFileInfo::exists(path("s2.json"))); // no half of the outputs either
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
