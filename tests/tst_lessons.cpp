#include "builtinscenarios.h"
#include "docsection.h"
#include "envelope/messageenvelope.h"
#include "export/summary.h"
#include "kernel/simulation.h"
#include "run/lessonnotes.h"
#include "run/moments.h"
#include "run/run.h"
#include "run/storereplay.h"
#include "run/tracequeries.h"
#include "scenario/parameters.h"
#include "scenario/scenario.h"
#include "trace/detailtexts.h"
#include "trace/findingwords.h"
#include "trace/storeresult.h"
#include "tracedoctables.h"

#include <QDirIterator>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

#include <map>
#include <set>

using namespace corrsim;

namespace {
/// An expectation's finding in English, "" for none.
[[maybe_unused]] std::string words(const std::optional<Finding> &f)
{
    return f ? findingWords(*f) : std::string();
}
} // namespace

// Every built-in lesson: its expectations hold, and the same seed gives the same trace.
class TestLessons : public QObject
{
    Q_OBJECT
    static void addLessonRows()
    {
        QTest::addColumn<QString>("name");
        for (const EmbeddedFile &f : builtinScenarios())
            QTest::newRow(std::string(f.name).c_str()) << QString::fromUtf8(f.name.data(), int(f.name.size()));
    }

private slots:
    void expectationsHold_data() { addLessonRows(); }

    void expectationsHold()
    {
        QFETCH(QString, name);
        const EmbeddedFile *f = findBuiltinScenario(name.toStdString());
        const RunResult r = runScenario(Scenario::parse(f->text, std::string(f->fileName)));
        for (const ExpectationResult &e : r.record->expectations)
            QVERIFY2(e.passed, qPrintable(QString::fromStdString(e.name + ": expected " + words(e.expected) +
                                                                 ", actual " + words(e.actual))));
        QVERIFY(!r.record->expectations.empty());
    }

    void theStoreHistoryAgreesWithAReplayEverywhere_data() { addLessonRows(); }
    void theStoreHistoryAgreesWithAReplayEverywhere()
    {
        // At the end the run's own invariant holds it to the live stores; at every other
        // point it must give what a replay of the trace from event 0 gives, checkpoints
        // or not (an interval of 3 puts one every few events).
        QFETCH(QString, name);
        const EmbeddedFile *f = findBuiltinScenario(name.toStdString());
        const RunResult r = runScenario(Scenario::parse(f->text, std::string(f->fileName)));
        const auto storesInvariant =
            std::find_if(r.record->invariants.begin(), r.record->invariants.end(),
                         [](const InvariantResult &i) { return i.id == InvariantId::StoresFollowTrace; });
        QVERIFY(storesInvariant != r.record->invariants.end() && storesInvariant->held);
        const Trace &t = r.record->trace();
        const StoreHistory dense(r.record->events, 3);
        const size_t step = std::max<size_t>(1, t.size() / 60);
        for (size_t events = 0; events <= t.size();
             events += (events + step > t.size() && events < t.size()) ? t.size() - events : step) {
            const std::vector<StoreContents> replayed = replayStores(t, events);
            for (size_t s = 0; s < replayed.size(); ++s)
                for (const StoreHistory *h : {r.record->stores.get(), &dense}) {
                    const std::vector<StoredEntry> entries = h->contents(s, events);
                    QCOMPARE(entries.size(), replayed[s].size());
                    QCOMPARE(h->size(s, events), replayed[s].size());
                    for (const StoredEntry &e : entries) {
                        const auto it = replayed[s].find(e.key);
                        QVERIFY(it != replayed[s].end() && it->second == e.record);
                    }
                }
            if (events == t.size())
                break;
        }
    }

    void everyVariantPassesItsOwnExpectations_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("variant");
        int rows = 0;
        for (const EmbeddedFile &f : builtinScenarios()) {
            const Scenario s = Scenario::parse(f.text, std::string(f.fileName));
            for (const auto &v : s.info().variants) {
                QTest::newRow((std::string(f.name) + "/" + v.name).c_str())
                    << QString::fromUtf8(f.name.data(), int(f.name.size())) << QString::fromStdString(v.name);
                ++rows;
            }
        }
        QVERIFY2(rows >= 6, "a teacher needs at least six lessons with variants to flip to");
    }
    void everyVariantPassesItsOwnExpectations()
    {
        QFETCH(QString, name);
        QFETCH(QString, variant);
        const EmbeddedFile *f = findBuiltinScenario(name.toStdString());
        const Scenario s = Scenario::parse(f->text, std::string(f->fileName)).withVariant(variant.toStdString());
        QCOMPARE(QString::fromStdString(s.info().variant), variant);
        QVERIFY(!s.info().variantTitle.empty());
        const RunResult r = runScenario(s);
        for (const ExpectationResult &e : r.record->expectations)
            QVERIFY2(e.passed, qPrintable(QString::fromStdString(e.name + ": expected " + words(e.expected) +
                                                                 ", actual " + words(e.actual))));
        QVERIFY(!r.record->expectations.empty());
        // The same changes made by hand are recognised as the variant.
        Scenario byHand = Scenario::parse(f->text, std::string(f->fileName));
        std::vector<ParameterEdit> changes; // copied: set() replaces the info they live in
        for (const auto &v : byHand.info().variants)
            if (v.name == variant.toStdString())
                changes = v.changes;
        for (const ParameterEdit &change : changes)
            byHand.set(change);
        QVERIFY(byHand.info().variant.empty()); // --set alone keeps the expectations it had
        byHand.matchScriptOrGoOffScript();
        QCOMPARE(QString::fromStdString(byHand.info().variant), variant);
        QVERIFY(!byHand.info().offScript);
        // Recognised, it is the variant: its narrative and its expectations, the same run.
        QCOMPARE(runScenario(byHand).record->fingerprint, r.record->fingerprint);
        // And every value put back (the panel's reset) is the lesson as shipped again.
        Scenario back = s;
        for (const Parameter &p : s.parameters())
            if (p.resettable())
                back.resetToShipped(p.path);
        back.matchScriptOrGoOffScript();
        QVERIFY(back.info().variant.empty() && !back.info().offScript);
        QCOMPARE(runScenario(back).record->fingerprint,
                 runScenario(Scenario::parse(f->text, std::string(f->fileName))).record->fingerprint);
    }

    void sameSeedSameFingerprint_data() { addLessonRows(); }
    void sameSeedSameFingerprint()
    {
        QFETCH(QString, name);
        const EmbeddedFile *f = findBuiltinScenario(name.toStdString());
        const Scenario s = Scenario::parse(f->text, std::string(f->fileName));
        const RunResult a = runScenario(s), b = runScenario(s);
        QCOMPARE(a.sim->trace().fingerprint(), b.sim->trace().fingerprint());
        QCOMPARE(summaryJson(*a.record), summaryJson(*b.record));
    }

    void goldenFingerprints()
    {
        // The trace is the oracle: a change that moves any lesson's run must update
        // tests/data/golden-fingerprints.txt in the same commit and say why. Regenerate
        // with `make golden`.
        const QString path = QStringLiteral(CORRSIM_SOURCE_DIR "/tests/data/golden-fingerprints.txt");
        QStringList now;
        for (const EmbeddedFile &f : builtinScenarios()) {
            const Scenario s = Scenario::parse(f.text, std::string(f.fileName));
            for (uint64_t seed : {1, 2}) {
                RunOptions o;
                o.seed = seed;
                now << QStringLiteral("%1 %2 %3")
                           .arg(QString::fromUtf8(f.name.data(), int(f.name.size())))
                           .arg(seed)
                           .arg(QString::fromStdString(runScenario(s, o).sim->trace().fingerprint()));
            }
        }
        now.sort();
        if (qEnvironmentVariableIsSet("CORRSIM_UPDATE_GOLDEN")) {
            QFile out(path);
            QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
            out.write(
                "# lesson seed fingerprint: every built-in lesson's trace at two seeds (make golden rewrites this)\n");
            out.write(now.join(QLatin1Char('\n')).toUtf8() + '\n');
            return;
        }
        QFile in(path);
        QVERIFY2(in.open(QIODevice::ReadOnly), "tests/data/golden-fingerprints.txt is missing: run make golden");
        QStringList golden;
        for (const QByteArray &line : in.readAll().split('\n'))
            if (!line.isEmpty() && !line.startsWith('#'))
                golden << QString::fromUtf8(line);
        for (const QString &line : now)
            QVERIFY2(golden.contains(line), qPrintable(QStringLiteral("moved or new: ") + line));
        QCOMPARE(now.size(), golden.size());
    }

    // Fingerprints name participants and stores by name (FingerprintVersion 3): one
    // that does nothing, added before the others as an editor might, moves none of them.
    // (A participant that makes IDs still renumbers the ID spaces after it, and so the
    // UUIDs those print: a run that prints other IDs is another fingerprint.)
    void aParticipantThatDoesNothingMovesNoFingerprint_data() { addLessonRows(); }
    void aParticipantThatDoesNothingMovesNoFingerprint()
    {
        QFETCH(QString, name);
        const EmbeddedFile *f = findBuiltinScenario(name.toStdString());
        QVERIFY(f);
        const Scenario plain = Scenario::parse(f->text, std::string(f->fileName));
        std::string text(f->text);
        const size_t list = text.find("\"participants\"");
        QVERIFY(list != std::string::npos);
        const size_t open = text.find('[', list);
        text.insert(open + 1, "{\"name\": \"bystander\", \"kind\": \"sink\"},");
        const Scenario withBystander = Scenario::parse(text, std::string(f->fileName));
        const RunResult a = runScenario(plain), b = runScenario(withBystander);
        QCOMPARE(b.record->trace().participants().front().name, std::string("bystander"));
        QCOMPARE(b.record->fingerprint, a.record->fingerprint);
    }

    void everyPromisedLessonIsBuiltIn()
    {
        // Lesson names are part of the product: people run them by name.
        for (const char *name : {"eip-stock-check",
                                 "eip-out-of-order-replies",
                                 "eip-unknown-reply-discarded",
                                 "eip-id-strategies",
                                 "eip-blocking-one-at-a-time",
                                 "eip-assume-order-breaks",
                                 "eip-return-address",
                                 "eip-chained-request-reply",
                                 "eip-sync-call-needs-no-correlation",
                                 "payment-paid-end-to-end",
                                 "payment-out-of-order",
                                 "payment-declined",
                                 "payment-amount-mismatch",
                                 "payment-unknown-status",
                                 "payment-repeated-callback",
                                 "payment-claim-lost",
                                 "payment-unknown-correlation-id",
                                 "payment-missing-correlation-id",
                                 "payment-request-hides-order-id",
                                 "payment-callback-before-202",
                                 "payment-ttl-expiry",
                                 "payment-claim-race",
                                 "payment-failure-after-claim",
                                 "payment-restart-loses-pending",
                                 "payment-replicas-unshared-store",
                                 "trace-id-propagation",
                                 "envelope-causation-chain",
                                 "retry-gives-up-on-age",
                                 "dual-write-loses-events",
                                 "outbox-relay-at-least-once",
                                 "outbox-mark-before-publish-loses",
                                 "inbox-dedup-exactly-once-effect",
                                 "relay-replicas-skip-locked",
                                 "saga-payment-happy-path",
                                 "saga-fraud-rejects-compensates",
                                 "saga-ledger-fails-compensates",
                                 "saga-payment-1000",
                                 "saga-orchestrated-vs-choreographed",
                                 "http-idempotency-key",
                                 "partition-key-keeps-order"})
            QVERIFY2(findBuiltinScenario(name), name);
    }

    void everyLessonHasANarrativeAndASummary()
    {
        for (const EmbeddedFile &f : builtinScenarios()) {
            const Scenario s = Scenario::parse(f.text, std::string(f.fileName));
            QVERIFY2(!s.info().summary.empty() && !s.info().pattern.empty(), f.fileName.data());
            const RunResult r = runScenario(s);
            QVERIFY2(r.sim->trace().count(EventKind::Note) > 0, f.fileName.data());
        }
    }

    void noPauseNoteHoldsItsOwnAnswer_data() { addLessonRows(); }
    void noPauseNoteHoldsItsOwnAnswer()
    {
        // What the class reads at a pause (the note's text and question) must not state
        // the outcome of what happens between the note and the next one: the words of
        // those events' outcomes stay out of it, and the answer is in the reveal.
        QFETCH(QString, name);
        const EmbeddedFile *f = findBuiltinScenario(name.toStdString());
        const RunResult r = runScenario(Scenario::parse(f->text, std::string(f->fileName)));
        const Trace &t = r.record->trace();
        const std::vector<LessonNote> notes = lessonNotes(t);
        int questions = 0;
        for (size_t k = 0; k < notes.size(); ++k) {
            const LessonNote &n = notes[k];
            if (!n.pause)
                continue;
            QVERIFY2(n.isQuestion(),
                     qPrintable(name + ": a pause note without a question: " + QString::fromStdString(n.text)));
            QVERIFY2(!n.reveal.empty() && QString::fromStdString(n.ask).trimmed().endsWith(QLatin1Char('?')),
                     qPrintable(name + ": the question needs a reveal and a question mark"));
            ++questions;
            const QString shown = QString::fromStdString(n.text).toLower();
            const size_t until = k + 1 < notes.size() ? notes[k + 1].event : t.size();
            for (size_t i = n.event + 1; i < until; ++i) {
                QStringList words;
                switch (t[i].kind) {
                case EventKind::ReplyMatched:
                    words = {"matched", "finds"};
                    break;
                case EventKind::ReplyDiscarded:
                    words = {"discard"};
                    break;
                case EventKind::ReplyMismatched:
                    words = {"mismatch", "wrong request"};
                    break;
                case EventKind::Drop:
                    words = {"is lost", "dropped"};
                    break;
                case EventKind::StoreExpire:
                    words = {"expired", "expires"};
                    break;
                case EventKind::Crash:
                    words = {"crashes"};
                    break;
                case EventKind::StoreRemove:
                    if (storeResult(t, t[i]) == StoreResult::KeyNotFound)
                        words = {"key_not_found"};
                    break;
                default:
                    break;
                }
                for (const QString &w : words)
                    QVERIFY2(!shown.contains(w),
                             qPrintable(QStringLiteral("%1: the pause note says \"%2\" before %3 happens: %4")
                                            .arg(name, w, QString::fromStdString(std::string(eventKindName(t[i].kind))),
                                                 QString::fromStdString(n.text))));
            }
        }
        // A lesson built around exploring asks its question once the run has ended.
        if (const auto &x = r.record->info.exploration; x && x->question) {
            QVERIFY2(QString::fromStdString(x->question->ask).trimmed().endsWith(QLatin1Char('?')),
                     qPrintable(name + ": the exploration's question needs a question mark"));
            ++questions;
        }
        QVERIFY2(questions > 0, qPrintable(name + " asks the class nothing"));
    }

    void aLessonThatSaysMessagesCrossShowsThemCrossing()
    {
        // "The replies cross", "one overtakes the other": a lesson that says so declares
        // the pair in tests/data/crossings.json, and the pair must cross in its run: on
        // the same way, the later-sent delivered first while the other is in flight.
        QFile file(QStringLiteral(CORRSIM_SOURCE_DIR "/tests/data/crossings.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject declared = QJsonDocument::fromJson(file.readAll()).object();
        int checked = 0;
        for (const EmbeddedFile &f : builtinScenarios()) {
            const QString name = QString::fromUtf8(f.name.data(), int(f.name.size()));
            const Scenario s = Scenario::parse(f.text, std::string(f.fileName));
            const RunResult r = runScenario(s);
            const Trace &t = r.record->trace();
            QString words = QString::fromStdString(s.info().summary + " " + s.info().title);
            for (const LessonNote &n : lessonNotes(t))
                words += QString::fromStdString(" " + n.text + " " + n.reveal);
            // "cannot overtake", "never cross" claim the opposite.
            words.remove(QRegularExpression(QStringLiteral("(cannot|can't|not|never|no longer) (cross|overtak)\\w*"),
                                            QRegularExpression::CaseInsensitiveOption));
            const bool claims = words.contains(
                QRegularExpression(QStringLiteral("\\b(cross|overtak)"), QRegularExpression::CaseInsensitiveOption));
            if (!declared.contains(name)) {
                QVERIFY2(!claims,
                         qPrintable(name +
                                    " says messages cross or overtake: declare the pair in tests/data/crossings.json"));
                continue;
            }
            const QJsonObject claim = declared[name].toObject();
            QVERIFY2(words.contains(claim["note"].toString()),
                     qPrintable(name + ": no note says \"" + claim["note"].toString() + "\""));
            auto flight = [&](const QJsonObject &m) { // (send, first delivery) of the first such send
                std::pair<size_t, size_t> f{SIZE_MAX, SIZE_MAX};
                for (size_t i = 0; i < t.size(); ++i) {
                    const TraceEvent e = t[i];
                    const bool same = t.names().text(e.word()) == m["type"].toString().toStdString() &&
                                      t.ids().format(e.correlation) == m["correlationId"].toString().toStdString();
                    if (f.first == SIZE_MAX && e.kind == EventKind::Send && same)
                        f.first = i;
                    else if (f.first != SIZE_MAX && e.kind == EventKind::Deliver && e.message == t[f.first].message)
                        return std::pair{f.first, i};
                }
                return f;
            };
            const auto [aSent, aDelivered] = flight(claim["overtaken"].toObject());
            const auto [bSent, bDelivered] = flight(claim["overtaking"].toObject());
            QVERIFY2(aDelivered != SIZE_MAX && bDelivered != SIZE_MAX,
                     qPrintable(name + ": a message of the pair is never delivered"));
            QVERIFY2(t[aSent].actor == t[bSent].actor && t[aSent].peer == t[bSent].peer,
                     qPrintable(name + ": the pair takes two ways"));
            QVERIFY2(aSent < bSent && t[bSent].time > t[aSent].time,
                     qPrintable(name + ": the overtaken message is not sent first"));
            QVERIFY2(bDelivered < aDelivered && t[bDelivered].time < t[aDelivered].time,
                     qPrintable(name + ": the pair arrives in the order it was sent"));
            QVERIFY2(bSent < aDelivered, qPrintable(name + ": the second is sent after the first arrived"));
            ++checked;
        }
        QCOMPARE(checked, declared.size() - 1); // every entry but $comment names a lesson
        QVERIFY(checked > 0);
    }

    void everyDetailTextIsDocumented()
    {
        // trace-events.md has a row for every detail in trace/detailtexts, in its order (make
        // docs adds a missing row and drops a gone one), and each row says what it means.
        const QString begin = QStringLiteral("<!-- detail texts -->\n"),
                      end = QStringLiteral("<!-- end detail texts -->");
        const QString doc = docText(QStringLiteral("trace-events.md"));
        QStringList unexplained;
        const QString table =
            detailTextsTable(doc.mid(doc.indexOf(begin), doc.indexOf(end) - doc.indexOf(begin)), &unexplained);
        verifyWrittenSection(QStringLiteral("trace-events.md"), begin, end, table, "trace/detailtexts");
        QVERIFY2(unexplained.isEmpty(), qPrintable("docs/trace-events.md: say when each of these is written: " +
                                                   unexplained.join(QStringLiteral(", "))));
        // No log line in the model is written from a literal: each is a vocabulary name.
        const QRegularExpression literalLog(QStringLiteral("\\blog\\([^;]*?(,\\s*|\\?\\s*|:\\s*)\"[^\"]*\""));
        QDirIterator files(QStringLiteral(CORRSIM_SOURCE_DIR "/model"), {QStringLiteral("*.cpp")}, QDir::Files,
                           QDirIterator::Subdirectories);
        while (files.hasNext()) {
            QFile f(files.next());
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QRegularExpressionMatch m = literalLog.match(QString::fromUtf8(f.readAll()));
            QVERIFY2(!m.hasMatch(), qPrintable(f.fileName() + ": " + m.captured(0)));
        }
        // Every text a lesson's run writes on these kinds is in the list.
        const std::set<EventKind> listed = {EventKind::Log,         EventKind::StoreGet,   EventKind::StoreRemove,
                                            EventKind::StoreExpire, EventKind::StoreClear, EventKind::ReplyDiscarded,
                                            EventKind::ReplyMatched};
        size_t checked = 0;
        for (const EmbeddedFile &f : builtinScenarios()) {
            const Scenario lesson = Scenario::parse(f.text, std::string(f.fileName));
            std::vector<std::string> variants{""};
            for (const auto &v : lesson.info().variants)
                variants.push_back(v.name);
            for (const std::string &v : variants) {
                const RunResult r = runScenario(lesson.withVariant(v));
                const Trace &t = r.record->trace();
                for (size_t i = 0; i < t.size(); ++i)
                    if (listed.count(t[i].kind) && t[i].word()) {
                        ++checked;
                        const std::string &text = t.names().text(t[i].word());
                        QVERIFY2(isKnownDetail(t[i].kind, text),
                                 qPrintable(QString::fromStdString(std::string(eventKindName(t[i].kind)) + " \"" +
                                                                   text + "\" in " + f.fileName.data())));
                    }
            }
        }
        QVERIFY(checked > 1000);
    }

    void anExpectationIsShownOnceNothingLaterCanChangeIt()
    {
        // "ORD-T2 stays PAYMENT_REQUESTED" was decided at minute 1, seventy minutes before
        // the sweep it is about: a store's contents, and a count with an upper bound, are
        // known only at the end of the run; the evidence event stays where it was.
        const EmbeddedFile *f = findBuiltinScenario("payment-ttl-expiry");
        const RunResult r = runScenario(Scenario::parse(f->text, std::string(f->fileName)));
        const RunRecord &run = *r.record;
        const size_t last = run.trace().size() - 1;
        for (const ExpectationResult &x : run.expectations) {
            QVERIFY2(x.passed, x.name.c_str());
            QCOMPARE(run.decidedAt(x), last); // every one of them: a store's, or "equals"
            if (x.name.starts_with("ORD-T2 stays"))
                QVERIFY(x.event >= 0 && size_t(x.event) < last / 2); // its last write, long before
        }
        // A lower bound met is known where it is met: the orchestrated lesson's "at least"
        // counts settle at their first match, before the end.
        const EmbeddedFile *g = findBuiltinScenario("saga-orchestrated-vs-choreographed");
        const RunResult s = runScenario(Scenario::parse(g->text, std::string(g->fileName)));
        bool early = false;
        for (const ExpectationResult &x : s.record->expectations)
            early = early || s.record->decidedAt(x) < s.record->trace().size() - 1;
        QVERIFY(early);
    }

    void theMomentsALessonIsAboutHaveWords_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QStringList>("labels");
        QTest::newRow("ttl") << "payment-ttl-expiry" << QStringList{"TTL passed", "swept"};
        QTest::newRow("inbox") << "inbox-dedup-exactly-once-effect" << QStringList{"duplicate rolled back (inbox)"};
        QTest::newRow("dual write") << "dual-write-loses-events" << QStringList{"never published", "crash", "restart"};
        QTest::newRow("claim race") << "payment-claim-race"
                                    << QStringList{"remove found nothing: OK anyway", "PAID written again"};
        QTest::newRow("at least once") << "outbox-relay-at-least-once" << QStringList{"duplicate ignored (inbox)"};
        QTest::newRow("404") << "payment-unknown-correlation-id" << QStringList{"404: unknown correlation ID"};
        // A 404 says why nobody waits for the ID: each way an entry leaves has its own words.
        QTest::newRow("404 claimed") << "payment-repeated-callback" << QStringList{"404: already claimed"};
        QTest::newRow("404 swept") << "payment-ttl-expiry" << QStringList{"404: expired and swept"};
        QTest::newRow("404 lost claim") << "payment-claim-lost" << QStringList{"404: claim lost to another copy"};
        QTest::newRow("404 restart") << "payment-restart-loses-pending" << QStringList{"404: lost in a restart"};
    }
    void theMomentsALessonIsAboutHaveWords()
    {
        QFETCH(QString, name);
        QFETCH(QStringList, labels);
        const EmbeddedFile *f = findBuiltinScenario(name.toStdString());
        const RunResult r = runScenario(Scenario::parse(f->text, std::string(f->fileName)));
        QStringList found;
        SimTime last;
        for (const Moment &m : teachingMoments(r.record->trace())) {
            found << QString::fromStdString(momentWords(m));
            QVERIFY(m.time >= last); // in time order
            last = m.time;
        }
        for (const QString &l : labels)
            QVERIFY2(found.contains(l),
                     qPrintable(name + ": no \"" + l + "\" among " + found.join(QStringLiteral(", "))));
        // The event that never left knows where it was going: the diagram draws its ghost.
        for (const Moment &m : teachingMoments(r.record->trace()))
            if (momentWords(m) == "never published")
                QCOMPARE(QString::fromStdString(r.record->trace().participants()[m.toward].name),
                         QStringLiteral("broker"));
    }

    void aKeysValueHistoryReadsAsAStory()
    {
        // With the inbox off, alice is debited twice: the details pane tells it as
        // 5000 -> 3500 -> 2000.
        const EmbeddedFile *f = findBuiltinScenario("inbox-dedup-exactly-once-effect");
        const RunResult r = runScenario(Scenario::parse(f->text, std::string(f->fileName)).withVariant("inbox-off"));
        const Trace &t = r.record->trace();
        size_t last = SIZE_MAX;
        for (size_t i = 0; i < t.size(); ++i)
            if (t[i].kind == EventKind::StorePut && t.stores()[t[i].peer].name == "ledger.accounts" &&
                t.ids().format(t[i].reference()) == "alice")
                last = i;
        QVERIFY(last != SIZE_MAX);
        QStringList balances;
        for (size_t i : keyHistory(t, last))
            balances << QString::fromStdString(
                formatValue(t.records().find(t[i].recordRef(), t.names().find("balance"))->value, t.names(), t.ids()));
        QCOMPARE(balances, (QStringList{"5000", "3500", "2000"}));
    }

    void outOfOrderPaymentsKeepTheirOwnAmounts()
    {
        const EmbeddedFile *f = findBuiltinScenario("payment-out-of-order");
        const RunResult r = runScenario(Scenario::parse(f->text, "x.json"));
        const std::string summary = summaryJson(*r.record);
        QVERIFY(summary.find("\"orders.pending\": {}") != std::string::npos);
        const Trace &t = r.sim->trace();
        const KeyValueStore *status = r.sim->findStore("orders.status");
        std::set<std::string> references;
        status->entries().forEach([&](Id, const StoreEntry &e) {
            references.insert(
                formatValue(t.records().find(e.value, t.names().find("providerReference"))->value, t.names(), t.ids()));
        });
        QCOMPARE(references.size(), size_t(2)); // each order has its own provider reference
    }

    void stockCheckTellsItsStory()
    {
        const EmbeddedFile *f = findBuiltinScenario("eip-stock-check");
        QVERIFY(f);
        const RunResult r = runScenario(Scenario::parse(f->text, "eip-stock-check.json"));
        const Trace &t = r.sim->trace();
        QCOMPARE(t.count(EventKind::ReplyMatched), uint64_t(2));
        QCOMPARE(t.count(EventKind::ReplyDiscarded), uint64_t(1));
        // The request carries its return address as an application header.
        bool replyToHeader = false;
        for (size_t i = 0; i < t.size(); ++i)
            if (t[i].kind == EventKind::Send && t.ids().format(t[i].message) == "101")
                replyToHeader =
                    t.records().find(t[i].recordRef(), t.names().find("reply-to"), Section::Header) != nullptr;
        QVERIFY(replyToHeader);
    }

    void messageEventsReadAsEnvelopes()
    {
        const EmbeddedFile *f = findBuiltinScenario("eip-stock-check");
        const RunResult r = runScenario(Scenario::parse(f->text, "eip-stock-check.json"));
        const Trace &t = r.sim->trace();
        int replies = 0;
        for (size_t i = 0; i < t.size(); ++i) {
            const auto env = envelopeOf(t[i], t);
            QCOMPARE(env.has_value(), t[i].kind == EventKind::Send || t[i].kind == EventKind::Deliver);
            if (!env || t[i].kind != EventKind::Deliver || env->type() != "stock.level" ||
                env->correlationId() == "555")
                continue;
            // A reply: its causation ID is the request it answers, which is also its correlation ID here.
            ++replies;
            QCOMPARE(env->causationId(), env->correlationId());
            QCOMPARE(env->origin(), std::string("warehouse"));
            QCOMPARE(env->id().size(), size_t(36));
        }
        QCOMPARE(replies, 2);
        for (size_t i = 0; i < t.size(); ++i)
            if (t[i].kind == EventKind::Send && t.ids().format(t[i].message) == "101")
                QCOMPARE(envelopeOf(t[i], t)->headers().at("reply-to"), std::string("shop"));
    }

    void changingAParameterChangesTheOutcome()
    {
        // The same latency for both replies: they no longer cross, and the
        // "opposite order" expectation fails because the model says so.
        const EmbeddedFile *f = findBuiltinScenario("eip-stock-check");
        Scenario s = Scenario::parse(f->text, "eip-stock-check.json");
        s.set({"links.0.latency", "5ms"});
        const RunResult r = runScenario(s);
        QVERIFY(!r.passed());
        int failed = 0;
        for (const auto &e : r.record->expectations)
            failed += e.passed ? 0 : 1;
        QCOMPARE(failed, 1);
    }
};

QTEST_APPLESS_MAIN(TestLessons)
#include "tst_lessons.moc"
