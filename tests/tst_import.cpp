#include "builtinscenarios.h"
#include "explore/explorechecks.h"
#include "export/tracebinary.h"
#include "export/traceexport.h"
#include "export/tracejsonl.h"
#include "import/importtrace.h"
#include "import/scenariofromtrace.h"
#include "import/spanreader.h"
#include "importedchecks.h"
#include "input/scenarioerror.h"
#include "run/run.h"
#include "scenario/importfacts.h"
#include "scenario/scenario.h"
#include "trace/findingwords.h"
#include "whatif/rundiff.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QListWidget>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <atomic>
#include <fstream>
#include <optional>
#include <set>
#include <sstream>

using namespace corrsim;

// Traces other tools wrote: read from what real exporters sent (recorded from a real
// RabbitMQ by tools/realtrace; `make test` records them anew and runs this suite on the
// fresh files too, through CORRSIM_REALTRACE_DIR), drawn as the messages they show, and
// judged by the checks every run gets.
class TestImport : public QObject
{
    Q_OBJECT

    static QString recordings()
    {
        const QByteArray fresh = qgetenv("CORRSIM_REALTRACE_DIR");
        return fresh.isEmpty() ? QStringLiteral(CORRSIM_SOURCE_DIR "/tests/data/realtrace") : QString::fromUtf8(fresh);
    }
    static std::shared_ptr<RunRecord> import(const QString &file, const ImportOptions &options = {})
    {
        std::ifstream in(file.toStdString(), std::ios::binary);
        if (!in)
            throw std::runtime_error("cannot open " + file.toStdString());
        return importTrace(in, file.toStdString(), options).record;
    }
    static std::shared_ptr<RunRecord> importText(const std::string &text, const std::string &file = "spans.json")
    {
        std::istringstream in(text);
        return importTrace(in, file, {}).record;
    }
    static ImportOptions ledgerEffects() { return {{}, {{"ledger.apply", "payment.id"}}, {}}; }
    /// The effects, and requests given 250 ms for their replies (the timeout flow's client gave 300).
    static ImportOptions ledgerEffectsAndTimeout()
    {
        ImportOptions o = ledgerEffects();
        o.replyTimeout = SimTime::fromMillis(250);
        return o;
    }
    /// What each event says that both formats keep: kind, lanes, type, correlation.
    static std::vector<std::string> messages(const RunRecord &r)
    {
        const Trace &t = r.trace();
        std::vector<std::string> out;
        for (size_t i = 0; i < t.size(); ++i) {
            const TraceEvent e = t[i];
            std::string line = std::string(eventKindName(e.kind)) + " " + t.actorName(e.actor) + " " +
                               t.actorName(e.peer) + " " + t.ids().format(e.correlation);
            if (isMessageEvent(e.kind))
                line += " " + t.names().text(e.messageType());
            out.push_back(line);
        }
        return out;
    }
    static const char *outcomeName(CheckVerdict::Outcome o)
    {
        return o == CheckVerdict::Outcome::Held ? "held" : o == CheckVerdict::Outcome::Broken ? "broken" : "unknown";
    }

    /// The hops of a run as both its own trace and its OTLP export read back say them:
    /// each send and delivery with its lanes, type, message and correlation ID, in time
    /// order (events at one time in any order: spans keep times, not the order within one).
    static std::vector<std::vector<std::string>> hops(const RunRecord &r)
    {
        const Trace &t = r.trace();
        std::vector<std::vector<std::string>> out;
        std::optional<SimTime> last;
        for (size_t i = 0; i < t.size(); ++i) {
            const TraceEvent e = t[i];
            // An injected message has no sender: no instrumentation would have recorded it.
            if ((e.kind != EventKind::Send && e.kind != EventKind::Deliver) || e.actor == NoActor ||
                e.peer == NoActor || t.participants()[e.kind == EventKind::Send ? e.actor : e.peer].kind == "unseen")
                continue;
            if (!last || e.time != *last)
                out.emplace_back();
            last = e.time;
            out.back().push_back(std::string(eventKindName(e.kind)) + " " + t.actorName(e.actor) + " -> " +
                                 t.actorName(e.peer) + " " + t.names().text(e.messageType()) + " " +
                                 t.ids().format(e.message) + " " + t.ids().format(e.correlation));
            std::sort(out.back().begin(), out.back().end());
        }
        return out;
    }

private slots:
    void everyLessonsOtlpExportReadsBackAsItsRun()
    {
        // The export Corrsim writes is what an instrumentation writes: producer and
        // consumer spans. Imported, it gives the run's lanes, messages, correlation IDs
        // and order, for every built-in lesson.
        size_t lessonsWithMessages = 0;
        for (const EmbeddedFile &f : builtinScenarios()) {
            const Scenario scenario = Scenario::parse(f.text, std::string(f.fileName));
            const RunResult run = runScenario(scenario);
            std::ostringstream otlp;
            writeOtlpJson(otlp, run.record->trace(), scenario.info());
            const auto back = importSpans(readSpans(otlp.str(), "export.otlp.json"), "export.otlp.json", {});
            const auto expected = hops(*run.record);
            const auto found = hops(*back.record);
            lessonsWithMessages += expected.empty() ? 0 : 1; // a lesson may lose every message
            for (size_t i = 0; i < std::min(expected.size(), found.size()); ++i)
                if (expected[i] != found[i])
                    QFAIL(qPrintable(QString::fromUtf8(f.fileName.data(), qsizetype(f.fileName.size())) +
                                     QStringLiteral(": moment %1: expected\n  ").arg(i) +
                                     QString::fromStdString(expected[i].front()) + "\nfound\n  " +
                                     QString::fromStdString(found[i].front())));
            QCOMPARE(found.size(), expected.size());
        }
        QVERIFY(lessonsWithMessages + 2 >= builtinScenarios().size());
    }

    void everyRecordingIsReadInBothFormats_data()
    {
        QTest::addColumn<QString>("flow");
        for (const char *flow :
             {"in-order", "crossing", "stray-reply", "links", "guess-oldest", "nack-requeue", "server-killed",
              "consumer-killed-after-effect", "duplicate-applied-twice", "duplicate-skipped", "timeout"})
            QTest::newRow(flow) << QString::fromLatin1(flow);
    }
    void everyRecordingIsReadInBothFormats()
    {
        // The same spans through two real exporters: OTLP/HTTP JSON keeps links, Zipkin
        // keeps none, so a consumer that linked is joined by its message or conversation
        // ID instead; both give the same messages between the same services.
        QFETCH(QString, flow);
        const auto otlp = import(recordings() + "/" + flow + ".otlp.jsonl", ledgerEffects());
        const auto zipkin = import(recordings() + "/" + flow + ".zipkin.json", ledgerEffects());
        QCOMPARE(otlp->info.imported->format, std::string("OTLP JSON"));
        QCOMPARE(zipkin->info.imported->format, std::string("Zipkin v2 JSON"));
        QVERIFY(otlp->info.imported->spans > 0);
        QCOMPARE(otlp->info.imported->spans, zipkin->info.imported->spans);
        QCOMPARE(messages(*otlp), messages(*zipkin));
        QVERIFY(otlp->trace().count(EventKind::Send) > 0);
        if (flow == "links")
            QCOMPARE(zipkin->info.imported->joinedWithoutEdge, otlp->trace().count(EventKind::Deliver));
        else
            QCOMPARE(otlp->info.imported->joinedWithoutEdge, uint64_t(0));
    }

    void theChecksFindWhatEachRecordingDid_data()
    {
        QTest::addColumn<QString>("file");
        // replies, stray, processed once, effect twice, answered in 250 ms, complete
        QTest::addColumn<QString>("verdicts");
        const std::vector<std::pair<const char *, const char *>> flows = {
            {"in-order", "held held unknown held held held"},
            {"crossing", "held held unknown held held held"},
            {"stray-reply", "held broken unknown held held held"},
            {"links", "held held unknown held held held"},
            {"guess-oldest", "broken held unknown held held held"},
            // The nacked first delivery and the second are two spans of one message.
            {"nack-requeue", "held held broken held held held"},
            // The killed server left no span: its attempt cannot be seen. The redelivery
            // was answered 365 ms after the request.
            {"server-killed", "held held unknown held broken held"},
            // Its effect span arrived, its parent never did.
            {"consumer-killed-after-effect", "unknown unknown unknown broken unknown broken"},
            {"duplicate-applied-twice", "held held broken broken held held"},
            {"duplicate-skipped", "held held broken held held held"},
            // The second request was never answered, and the spans go on 317 ms after it.
            {"timeout", "held held unknown held broken held"},
        };
        for (const auto &[flow, verdicts] : flows)
            for (const char *format : {".otlp.jsonl", ".zipkin.json"})
                QTest::newRow((std::string(flow) + format).c_str())
                    << QString::fromLatin1(flow) + format << QString::fromLatin1(verdicts);
    }
    void theChecksFindWhatEachRecordingDid()
    {
        QFETCH(QString, file);
        QFETCH(QString, verdicts);
        const auto run = import(recordings() + "/" + file, ledgerEffectsAndTimeout());
        QStringList found;
        for (const char *check : {"replies-matched-by-correlation", "every-reply-expected", "processed-once",
                                  "no-effect-twice", "requests-answered-in-time", "trace-complete"}) {
            const CheckVerdict v = findExploreCheck(check)->verdict(*run);
            found << QString::fromLatin1(outcomeName(v.outcome));
            // A verdict other than held says why, and a broken one names the events that show it.
            QVERIFY2(v.held() || !findingWords(v.finding).empty(), check);
            QVERIFY2(!v.broken() || !v.events.empty(), check);
            for (const size_t e : v.events)
                QVERIFY(e < run->trace().size());
        }
        QCOMPARE(found.join(u' '), verdicts);
    }

    void aRequestNotAnsweredInTimeIsBrokenOnlyWhereTheSpansGoOnPastIt()
    {
        // The timeout flow: the second of three requests is never answered, and the spans
        // end 317 ms after it. Within a timeout shorter than that it is broken; with a
        // longer one a reply may have come after the recording stopped; with none given,
        // nothing can be said.
        const auto judged = [&](const char *flow, std::optional<SimTime> timeout) {
            ImportOptions o;
            o.replyTimeout = timeout;
            return findExploreCheck("requests-answered-in-time")
                ->verdict(*import(recordings() + "/" + flow + ".otlp.jsonl", o));
        };
        const CheckVerdict shorter = judged("timeout", SimTime::fromMillis(250));
        QVERIFY2(shorter.broken(), findingWords(shorter.finding).c_str());
        QVERIFY2(findingWords(shorter.finding).find("had no reply within 250ms") != std::string::npos,
                 findingWords(shorter.finding).c_str());
        // Decided by the first event after its deadline, not at its send: the panel tells
        // a class only once the wait is over.
        QCOMPARE(shorter.events.size(), size_t(2));
        const auto timeoutRun = import(recordings() + "/timeout.otlp.jsonl");
        QVERIFY(timeoutRun->trace()[shorter.events[1]].time - timeoutRun->trace()[shorter.events[0]].time >
                SimTime::fromMillis(250));
        const CheckVerdict longer = judged("timeout", SimTime::fromMillis(1000));
        QCOMPARE(longer.outcome, CheckVerdict::Outcome::Unknown);
        QVERIFY2(findingWords(longer.finding).find("ends before its timeout") != std::string::npos,
                 findingWords(longer.finding).c_str());
        const CheckVerdict none = judged("timeout", std::nullopt);
        QCOMPARE(none.outcome, CheckVerdict::Outcome::Unknown);
        QCOMPARE(none.finding.kind, FindingKind::NoReplyTimeout);
        QVERIFY2(findingWords(none.finding).find("--reply-timeout") != std::string::npos,
                 findingWords(none.finding).c_str());
        // A reply that came, but later than the timeout: the requester had given up.
        const CheckVerdict late = judged("server-killed", SimTime::fromMillis(250));
        QVERIFY2(late.broken() &&
                     findingWords(late.finding).find("later, after the 250ms timeout") != std::string::npos,
                 findingWords(late.finding).c_str());
        QCOMPARE(late.events.size(), size_t(2));
        QVERIFY(judged("server-killed", SimTime::fromMillis(5000)).held());
        // A scenario's own run is judged by its requesters' timeouts, not this check.
        const EmbeddedFile &lesson = builtinScenarios().front();
        const RunResult run = runScenario(Scenario::parse(lesson.text, std::string(lesson.fileName)));
        QCOMPARE(findExploreCheck("requests-answered-in-time")->verdict(*run.record).outcome,
                 CheckVerdict::Outcome::Unknown);
    }

    void theRequestersPendingRequestsAreRebuilt()
    {
        // From the spans alone: a request is put as it is sent and taken where a later
        // span shows the reply was taken for it. In the timeout flow the dropped request
        // stays listed to the end; where no span shows which request a reply was taken
        // for (the recording's Zipkin links flow keeps the follow-ups), nothing is made up.
        ImportOptions timeout;
        timeout.replyTimeout = SimTime::fromMillis(250);
        const auto run = import(recordings() + "/timeout.otlp.jsonl", timeout);
        const Trace &t = run->trace();
        QCOMPARE(t.stores().size(), size_t(1));
        QCOMPARE(t.stores()[0].name, std::string("rpc-client.pending"));
        const auto &left = run->stores->contentsAtEnd(0);
        QCOMPARE(left.size(), size_t(1));
        // ... the request the timeout check finds unanswered (its ID is the recording's).
        const CheckVerdict unanswered = findExploreCheck("requests-answered-in-time")->verdict(*run);
        QVERIFY(unanswered.broken());
        QCOMPARE(left[0].key, t[unanswered.events.front()].correlation);
        QCOMPARE(t.count(EventKind::StorePut), uint64_t(3));
        QCOMPARE(t.count(EventKind::StoreRemove), uint64_t(2));
        // The client that took each reply for the oldest request took those entries: the
        // store empties all the same, each entry by the reply the client took for it.
        const auto guess = import(recordings() + "/guess-oldest.otlp.jsonl");
        QVERIFY(guess->stores->contentsAtEnd(0).empty());
        size_t takenByAnother = 0;
        for (size_t i = 0; i < guess->trace().size(); ++i)
            if (guess->trace().kindAt(i) == EventKind::StoreRemove)
                takenByAnother += guess->trace()[i].key() != guess->trace()[i].correlation;
        QVERIFY(takenByAnother > 0);
    }

    void aTraceModelledAsAScenarioReplaysIt_data()
    {
        QTest::addColumn<QString>("file");
        for (const char *flow : {"in-order", "crossing", "stray-reply", "links", "guess-oldest", "nack-requeue",
                                 "server-killed", "timeout"})
            for (const char *format : {".otlp.jsonl", ".zipkin.json"})
                QTest::newRow((std::string(flow) + format).c_str()) << QString::fromLatin1(flow) + format;
    }
    void aTraceModelledAsAScenarioReplaysIt()
    {
        QFETCH(QString, file);
        replaysAsObserved(recordings() + "/" + file);
    }

    void requestsSentInOneMillisecondReplayInTheOrderTheClientHeldThem_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("otlp") << QStringLiteral("guess-oldest-tied.otlp.jsonl");
        QTest::newRow("zipkin") << QStringLiteral("guess-oldest-tied.zipkin.json");
    }
    void requestsSentInOneMillisecondReplayInTheOrderTheClientHeldThem()
    {
        // Recorded on a loaded machine: two of the broken client's requests went out in
        // one millisecond, the clock its spans carry, and it took the second listed for
        // the oldest. The model sends tied requests in the order the client took them, so
        // its guesses take the same replies for the same requests.
        QFETCH(QString, file);
        const QString path = QStringLiteral(CORRSIM_SOURCE_DIR "/tests/data/realtrace/") + file;
        const auto observed = import(path);
        const Trace &t = observed->trace();
        size_t tied = 0;
        std::optional<size_t> lastSend;
        for (size_t i = 0; i < t.size(); ++i)
            if (t.kindAt(i) == EventKind::Send && t.participants()[t[i].actor].name == "rpc-client" &&
                t.names().text(t[i].messageType()) == "rpc_queue") {
                tied += lastSend && t[*lastSend].time == t[i].time;
                lastSend = i;
            }
        QCOMPARE(tied, size_t(1));
        replaysAsObserved(path);
    }

    void exchangesAtOneInstantReplayInAnyOrder()
    {
        // The links recording with the reply to 2a8fd64d moved to go out in the very
        // millisecond the client takes c8000ee5's reply, as a loaded machine recorded it
        // once: the spans cannot say which came first, so neither order is a divergence.
        QFile real(QStringLiteral(CORRSIM_SOURCE_DIR "/tests/data/realtrace/links.otlp.jsonl"));
        QVERIFY(real.open(QIODevice::ReadOnly));
        QByteArray spans = real.readAll();
        const QByteArray replySent =
            R"("startTimeUnixNano":"1796539185768000000","endTimeUnixNano":"1796539185768183543")";
        const QByteArray atTheReceive =
            R"("startTimeUnixNano":"1796539185747000000","endTimeUnixNano":"1796539185747183543")";
        QCOMPARE(spans.count(replySent), 1);
        spans.replace(replySent, atTheReceive);
        QTemporaryDir dir;
        QFile tied(dir.filePath(QStringLiteral("links-tied.otlp.jsonl")));
        QVERIFY(tied.open(QIODevice::WriteOnly) && tied.write(spans) == spans.size());
        tied.close();
        replaysAsObserved(tied.fileName());
    }

private:
    /// The night that happened, as a scenario: run, it sends, delivers and answers the
    /// same requests between the same services in the observed order, and the checks
    /// give the verdicts they gave the trace.
    void replaysAsObserved(const QString &path)
    {
        const QString file = QFileInfo(path).fileName();
        const auto observed = import(path);
        const ModelledScenario modelled = scenarioFromTrace(*observed, "modelled", file.toStdString());
        const RunResult run = runScenario(Scenario::parse(modelled.json, "modelled.json"));
        const auto parting = firstExchangeDivergence(observed->trace(), run.record->trace());
        QVERIFY2(!parting, parting ? parting->sentence().c_str() : "");
        QVERIFY(run.record->trace().count(EventKind::ReplyMatched) +
                    run.record->trace().count(EventKind::ReplyMismatched) >=
                2);
        for (const char *check : {"replies-matched-by-correlation", "every-reply-expected"})
            QCOMPARE(outcomeName(findExploreCheck(check)->verdict(*run.record).outcome),
                     outcomeName(findExploreCheck(check)->verdict(*observed).outcome));
        QVERIFY(!modelled.assumptions.empty()); // at least what no span shows: TTL, prefetch
    }

private slots:

    void aConsumerModelledFromItsEffectsKeepsItsVerdict_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<bool>("inbox");
        for (const char *format : {".otlp.jsonl", ".zipkin.json"}) {
            QTest::newRow((std::string("applied twice") + format).c_str())
                << QStringLiteral("duplicate-applied-twice") + format << false;
            QTest::newRow((std::string("skipped") + format).c_str())
                << QStringLiteral("duplicate-skipped") + format << true;
        }
    }
    void aConsumerModelledFromItsEffectsKeepsItsVerdict()
    {
        // The ledger that applied a duplicate twice is modelled without an inbox and breaks
        // no-effect-twice as the trace did; the one that skipped it, with an inbox, holds.
        QFETCH(QString, file);
        QFETCH(bool, inbox);
        const auto observed = import(recordings() + "/" + file, ledgerEffects());
        const ModelledScenario modelled = scenarioFromTrace(*observed, "modelled", file.toStdString());
        QVERIFY2(modelled.json.find(inbox ? "\"inbox\": true" : "\"inbox\": false") != std::string::npos,
                 modelled.json.c_str());
        const RunResult run = runScenario(Scenario::parse(modelled.json, "modelled.json"));
        const CheckVerdict replayed = findExploreCheck("no-effect-twice")->verdict(*run.record),
                           seen = findExploreCheck("no-effect-twice")->verdict(*observed);
        QCOMPARE(outcomeName(replayed.outcome), outcomeName(seen.outcome));
        QCOMPARE(replayed.broken(), !inbox);
        // ... in the observed order: each publish, delivery and effect (the broker the
        // model puts between them is one hop of each message).
        const auto parting = firstExchangeDivergence(observed->trace(), run.record->trace());
        QVERIFY2(!parting, parting ? parting->sentence().c_str() : "");
    }

    void aSavedImportIsJudgedAsTheImportWas()
    {
        // Saved as Corrsim's own trace (.jsonl, .ctrace), an import keeps what its spans
        // could not show: a check that was unknown stays unknown, never held.
        for (const char *flow : {"server-killed", "consumer-killed-after-effect", "guess-oldest"}) {
            const auto run = import(recordings() + "/" + flow + ".otlp.jsonl", ledgerEffects());
            for (const bool binary : {false, true}) {
                std::stringstream file;
                if (binary)
                    writeTraceBinary(file, run->trace(), run->info);
                else
                    writeTraceJsonl(file, run->trace(), run->info);
                const auto back = readTrace(file, "saved").record;
                QVERIFY(back->info.imported);
                QCOMPARE(back->fingerprint, run->fingerprint);
                for (const ExploreCheck &c : exploreChecks()) {
                    const CheckVerdict a = c.verdict(*run), b = c.verdict(*back);
                    QVERIFY2(a.outcome == b.outcome && a.finding == b.finding,
                             qPrintable(QString::fromStdString(c.name + ": " + findingWords(b.finding))));
                }
            }
        }
    }

    void aLargeImportTellsItsProgressAndStopsWhenCancelled()
    {
        // As the app opens it: the bytes read so far, and a cancel that leaves no run.
        const std::string file = (recordings() + "/crossing.otlp.jsonl").toStdString();
        std::atomic<bool> cancel = false;
        std::atomic<uint64_t> read = 0;
        std::ifstream in(file, std::ios::binary);
        QVERIFY(importTrace(in, file, {}, uint64_t(1) << 30, {&cancel, &read}).record);
        QCOMPARE(read.load(), uint64_t(QFileInfo(QString::fromStdString(file)).size()));
        cancel = true;
        std::ifstream again(file, std::ios::binary);
        QVERIFY(!importTrace(again, file, {}, uint64_t(1) << 30, {&cancel, &read}).record);
    }

    void theWindowTellsEachVerdictOnceItIsDecided()
    {
        // In front of a class the panel must not answer what is about to happen: before
        // the first reply taken for the wrong request, no verdict; at it, that one broken;
        // at the end, all six.
        const auto run = import(recordings() + "/guess-oldest.otlp.jsonl");
        const CheckVerdict broken = findExploreCheck("replies-matched-by-correlation")->verdict(*run);
        QVERIFY(broken.broken());
        ImportedChecks checks;
        QListWidget list;
        QLabel title;
        const auto rows = [&](size_t cursor) {
            list.clear();
            checks.fill(&list, &title, *run, {}, RunSight::of(run->trace(), cursor, false));
            QStringList texts;
            for (int i = 0; i < list.count(); ++i)
                texts << list.item(i)->text();
            return texts;
        };
        QCOMPARE(rows(broken.events.back() - 1),
                 QStringList{"… 6 more checks, each shown once the spans have decided it"});
        QCOMPARE(rows(broken.events.back()),
                 (QStringList{"✘ every reply is taken for the request whose correlation ID it carries",
                              "… 5 more checks, each shown once the spans have decided it"}));
        QCOMPARE(rows(run->trace().size() - 1).size(), 6);
        QCOMPARE(title.text(), QStringLiteral("<b>Checks the spans can decide</b>"));
    }

    void theEffectCheckNeedsTheEffectSpansNamed()
    {
        const auto run = import(recordings() + "/duplicate-applied-twice.otlp.jsonl");
        const CheckVerdict v = findExploreCheck("no-effect-twice")->verdict(*run);
        QVERIFY(!v.held() && !v.broken());
        QCOMPARE(v.finding.kind, FindingKind::NoEffectSpanNamed);
        QVERIFY(findingWords(v.finding).find("--effect-span") != std::string::npos);
    }

    void anEffectWithoutItsKeyIsNotHeldOnce()
    {
        // The attribute named is on no effect span: each is keyed by itself, so two on one
        // payment would look like two on two. Neither held nor broken.
        const auto run = import(recordings() + "/duplicate-applied-twice.otlp.jsonl",
                                {{}, {{"ledger.apply", "payment.identifier"}}, {}});
        QCOMPARE(run->info.imported->effectsWithoutKey, uint64_t(2));
        const CheckVerdict v = findExploreCheck("no-effect-twice")->verdict(*run);
        QVERIFY2(!v.held() && !v.broken(), findingWords(v.finding).c_str());
    }

    void repliesCrossAndAreMatchedByCorrelation()
    {
        // Three requests out, three replies back in another order, each matched to the
        // request its correlation ID names, as the client's follow-up shows.
        const auto run = import(recordings() + "/crossing.otlp.jsonl");
        const Trace &t = run->trace();
        std::vector<Id> asked, answered;
        for (size_t i = 0; i < t.size(); ++i) {
            const TraceEvent e = t[i];
            if (e.kind == EventKind::Send && t.actorName(e.actor) == "rpc-client" &&
                t.names().text(e.messageType()) == "rpc_queue")
                asked.push_back(e.correlation);
            if (e.kind == EventKind::ReplyMatched)
                answered.push_back(e.correlation);
        }
        QCOMPARE(asked.size(), size_t(3));
        QCOMPARE(answered.size(), size_t(3));
        QVERIFY(asked != answered);
        std::sort(asked.begin(), asked.end());
        std::sort(answered.begin(), answered.end());
        QCOMPARE(asked, answered);
    }

    void aConsumerIsNeverDrawnBeforeItsProducer()
    {
        // The consumer's clock is 5 ms behind: its span starts before the publish.
        const auto run = importText(
            R"({"resourceSpans":[{"resource":{"attributes":[{"key":"service.name","value":{"stringValue":"a"}}]},
                "scopeSpans":[{"spans":[{"traceId":"0af7651916cd43dd8448eb211c80319c","spanId":"b7ad6b7169203331",
                "name":"q publish","kind":"SPAN_KIND_PRODUCER","startTimeUnixNano":"1000000000",
                "endTimeUnixNano":1001000000}]}]},
               {"resource":{"attributes":[{"key":"service.name","value":{"stringValue":"b"}}]},
                "scopeSpans":[{"spans":[{"traceId":"0af7651916cd43dd8448eb211c80319c","spanId":"00f067aa0ba902b7",
                "parentSpanId":"b7ad6b7169203331","name":"q process","kind":5,"startTimeUnixNano":"995000000"}]}]}]})");
        const Trace &t = run->trace();
        QCOMPARE(t.size(), size_t(2));
        QCOMPARE(t[0].kind, EventKind::Send);
        QCOMPARE(t[1].kind, EventKind::Deliver);
        QVERIFY(t[1].time >= t[0].time);
        QCOMPARE(run->info.imported->clockSkewMicros, int64_t(5000));
        QCOMPARE(run->warnings.size(), size_t(1));
        QCOMPARE(runWarningWords(run->warnings[0]),
                 std::string("a consumer's span starts up to 5ms before its producer's: the services' clocks disagree "
                             "(drawn in causal order)"));
    }

    void otlpIsReadAsItsWritersVary()
    {
        // Base64 IDs (protobuf's JSON mapping), numbers for times, the old
        // instrumentationLibrarySpans, Tempo's "batches", a list of messages.
        const std::string base64 =
            R"({"batches":[{"resource":{"attributes":[{"key":"service.name","value":{"stringValue":"a"}}]},
                "instrumentationLibrarySpans":[{"spans":[{"traceId":"CvdlGRbNQ92ESOshHIAxnA==","spanId":"t61rcWkgMzE=",
                "name":"orders send","kind":4,"startTimeUnixNano":1000,"attributes":[
                {"key":"messaging.operation.type","value":{"stringValue":"send"}},
                {"key":"messaging.destination.name","value":{"stringValue":"orders"}},
                {"key":"messaging.message.conversation_id","value":{"stringValue":"c-1"}},
                {"key":"retries","value":{"intValue":"3"}}]}]}]}]})";
        const auto run = importText(base64);
        const Trace &t = run->trace();
        QCOMPARE(t.size(), size_t(1));
        QCOMPARE(t.names().text(t[0].messageType()), std::string("orders"));
        QCOMPARE(t.ids().format(t[0].correlation), std::string("c-1"));
        const Field *span = t.records().find(t[0].body(), t.names().find("span.id"), Section::Header);
        QVERIFY(span);
        QCOMPARE(formatValue(span->value, t.names(), t.ids()), std::string("b7ad6b7169203331"));
        const Field *retries = t.records().find(t[0].body(), t.names().find("retries"), Section::Header);
        QVERIFY(retries && retries->value.type == Value::Type::Int);

        const auto list = importText("[" + base64 + "," + base64 + "]");
        QCOMPARE(list->info.imported->spans, uint64_t(2));
    }

    void jaegerIsRead()
    {
        // The UI's download: microseconds, IDs without leading zeros, the kind a tag, a
        // FOLLOWS_FROM reference read as a link.
        const auto run = importText(R"({"data":[{"traceID":"af7651916cd43dd8448eb211c80319c","spans":[
            {"traceID":"af7651916cd43dd8448eb211c80319c","spanID":"1","operationName":"orders send",
             "references":[],"startTime":1000,"duration":10,"processID":"p1",
             "tags":[{"key":"span.kind","type":"string","value":"producer"},
                     {"key":"messaging.message.id","type":"string","value":"m-1"}]},
            {"traceID":"af7651916cd43dd8448eb211c80319c","spanID":"2","operationName":"orders process",
             "references":[{"refType":"FOLLOWS_FROM","traceID":"af7651916cd43dd8448eb211c80319c","spanID":"1"}],
             "startTime":1500,"duration":10,"processID":"p2",
             "tags":[{"key":"span.kind","type":"string","value":"consumer"}]}],
            "processes":{"p1":{"serviceName":"shop","tags":[]},"p2":{"serviceName":"billing","tags":[]}}}]})");
        const Trace &t = run->trace();
        QCOMPARE(run->info.imported->format, std::string("Jaeger JSON"));
        QCOMPARE(t.size(), size_t(2));
        QCOMPARE(t.actorName(t[1].actor), std::string("billing"));
        QCOMPARE(t.actorName(t[1].peer), std::string("shop"));
        QCOMPARE(t.ids().format(t[1].message), std::string("m-1"));
        QCOMPARE(t[1].time.micros(), int64_t(500));
        QVERIFY(run->info.imported->gaps.empty());
    }

    void anHttpCallIsAMessageFromClientToServer()
    {
        // A CLIENT span and the SERVER span under it: a request, typed by method and route.
        const auto run = importText(
            R"({"resourceSpans":[{"resource":{"attributes":[{"key":"service.name","value":{"stringValue":"shop"}}]},
                "scopeSpans":[{"spans":[{"traceId":"0af7651916cd43dd8448eb211c80319c","spanId":"b7ad6b7169203331",
                "name":"POST","kind":3,"startTimeUnixNano":"1000000","endTimeUnixNano":"9000000","attributes":[
                {"key":"http.request.method","value":{"stringValue":"POST"}},
                {"key":"http.route","value":{"stringValue":"/pay"}}]}]}]},
               {"resource":{"attributes":[{"key":"service.name","value":{"stringValue":"billing"}}]},
                "scopeSpans":[{"spans":[{"traceId":"0af7651916cd43dd8448eb211c80319c","spanId":"00f067aa0ba902b7",
                "parentSpanId":"b7ad6b7169203331","name":"POST /pay","kind":"SPAN_KIND_SERVER",
                "startTimeUnixNano":"2000000","attributes":[{"key":"http.method","value":{"stringValue":"POST"}},
                {"key":"http.target","value":{"stringValue":"/pay"}}]}]}]}]})");
        const Trace &t = run->trace();
        QCOMPARE(messages(*run),
                 (std::vector<std::string>{"send shop billing  POST /pay", "deliver billing shop  POST /pay"}));
        QCOMPARE(t[1].time.micros(), int64_t(1000));
    }

    void gzipIsReadWhateverTheName()
    {
        QFile f(recordings() + "/crossing.otlp.jsonl");
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray plain = f.readAll();
        const QString gz = QDir::temp().filePath("corrsim-import-test.json.gz");
        QProcess gzip;
        gzip.start("gzip", {"-c"});
        gzip.write(plain);
        gzip.closeWriteChannel();
        QVERIFY(gzip.waitForFinished());
        QFile out(gz);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(gzip.readAllStandardOutput());
        out.close();
        QVERIFY(isSpanFile(gz.toStdString()));
        QCOMPARE(messages(*import(gz)), messages(*import(recordings() + "/crossing.otlp.jsonl")));
        QFile::remove(gz);
    }

    void whatIsNoSpanFileIsToldApart()
    {
        QVERIFY(spanFormatOfHead(R"(  {"resourceSpans": [])") == SpanFormat::Otlp);
        QVERIFY(spanFormatOfHead(R"({"batches": [])") == SpanFormat::Otlp);
        QVERIFY(spanFormatOfHead(R"([{"resourceSpans": []}])") == SpanFormat::Otlp);
        QVERIFY(spanFormatOfHead(R"({"data": []})") == SpanFormat::Jaeger);
        QVERIFY(spanFormatOfHead(R"([{"traceId": "1"}])") == SpanFormat::Zipkin);
        QVERIFY(spanFormatOfHead(R"([[{"traceId": "1"}]])") == SpanFormat::Zipkin);
        // A scenario and Corrsim's own trace are not spans.
        QVERIFY(!spanFormatOfHead(R"({"name": "lesson", "participants": []})"));
        QVERIFY(!spanFormatOfHead(R"({"format":"corrsim-trace","version":3})"));
        QVERIFY(!isSpanFile(CORRSIM_SOURCE_DIR "/scenarios/eip-stock-check.json"));
    }

    void badFilesAreRefusedSayingWhere_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("error");
        QTest::newRow("not JSON on line 2") << QString(R"({"resourceSpans":[]}
{"resourceSpans":[}
)") << QString("spans.json:2:");
        QTest::newRow("an ID that is no ID")
            << QString(R"({"resourceSpans":[{"scopeSpans":[{"spans":[{"traceId":"xyz","spanId":"b7ad6b7169203331",
                "startTimeUnixNano":"1"}]}]}]})")
            << QString("/resourceSpans/0/scopeSpans/0/spans/0/traceId: expected a 16-byte ID");
        QTest::newRow("a time as a word")
            << QString(R"({"resourceSpans":[{"scopeSpans":[{"spans":[{"traceId":"0af7651916cd43dd8448eb211c80319c",
                "spanId":"b7ad6b7169203331","startTimeUnixNano":"soon"}]}]}]})")
            << QString("/resourceSpans/0/scopeSpans/0/spans/0/startTimeUnixNano: expected a whole number");
        QTest::newRow("a span without IDs")
            << QString(R"([{"name":"x","timestamp":1}])") << QString("/0: a span has a \"traceId\" and an \"id\"");
        QTest::newRow("protobuf") << QString::fromLatin1(QByteArray("\x00\x00\x01\x10\x0a\x8c\x02\x0a", 8))
                                  << QString("OTLP as protobuf");
        QTest::newRow("a scenario") << QString(R"({"name":"x"})") << QString("not a trace Corrsim can import");
    }
    void badFilesAreRefusedSayingWhere()
    {
        QFETCH(QString, text);
        QFETCH(QString, error);
        try {
            importText(text.toStdString());
            QFAIL("accepted");
        } catch (const ScenarioError &e) {
            QVERIFY2(QString::fromStdString(e.what()).contains(error), e.what());
        }
    }
};

QTEST_MAIN(TestImport)
#include "tst_import.moc"
