#include "builtinscenarios.h"
#include "docsection.h"
#include "export/gzipstream.h"
#include "export/tracebinary.h"
#include "export/traceexport.h"
#include "export/tracejsonl.h"
#include "export/tracereader.h"
#include "run/run.h"
#include "scenario/parameters.h"
#include "scenario/scenario.h"
#include "trace/findingwords.h"
#include "tracedoctables.h"
#include "whatif/rundiff.h"

#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QTest>

#include <cstring>
#include <sstream>
#include <zlib.h>

using namespace corrsim;

// The two trace formats agree: every trace Corrsim writes, it reads back in either
// format as the same trace (byte for byte, one fingerprint), and what one reader
// refuses the other refuses too, at the same field.
class TestTraceFormats : public QObject
{
    Q_OBJECT

    static std::string jsonlOf(const Trace &t, const ScenarioInfo &info)
    {
        std::ostringstream out;
        writeTraceJsonl(out, t, info);
        return out.str();
    }
    static std::string binaryOf(const Trace &t, const ScenarioInfo &info)
    {
        std::ostringstream out;
        writeTraceBinary(out, t, info);
        return out.str();
    }
    static ReadTrace read(const std::string &bytes, const std::string &file)
    {
        std::istringstream in(bytes);
        return readTrace(in, file);
    }
    /// The first line where two texts part, for a failure message.
    static QByteArray firstDifference(const std::string &a, const std::string &b)
    {
        std::istringstream ia(a), ib(b);
        std::string la, lb;
        for (int n = 1;; ++n) {
            const bool ga = bool(std::getline(ia, la)), gb = bool(std::getline(ib, lb));
            if (!ga && !gb)
                return "the same lines";
            if (la != lb || ga != gb)
                return QByteArray::fromStdString("line " + std::to_string(n) + ":\n  " + la + "\n  " + lb);
        }
    }

    /// A trace read back is judged as the run that wrote it was: the same invariants,
    /// each with the same verdict and detail.
    static void verifySameVerdicts(const RunRecord &run, const RunRecord &back)
    {
        QCOMPARE(back.invariants.size(), run.invariants.size());
        QVERIFY(!run.invariants.empty());
        for (size_t i = 0; i < run.invariants.size(); ++i) {
            const InvariantResult &a = run.invariants[i], &b = back.invariants[i];
            QCOMPARE(b.id, a.id);
            QVERIFY2(b.known && b.held == a.held && b.finding == a.finding,
                     (std::string(invariantName(a.id)) + ": " + findingWords(a.finding) +
                      " / read back: " + findingWords(b.finding))
                         .c_str());
        }
    }

    /// run -> .jsonl -> read -> .ctrace -> read -> .jsonl: the same bytes and one
    /// fingerprint at every step; the run's own .ctrace reads back the same too.
    static void verifyRoundTrip(const RunRecord &run)
    {
        const std::string first = jsonlOf(run.trace(), run.info);
        const ReadTrace fromJsonl = read(first, "a.jsonl");
        QCOMPARE(fromJsonl.record->fingerprint, run.fingerprint);
        verifySameVerdicts(run, *fromJsonl.record);
        QCOMPARE(fromJsonl.fingerprintInFile, run.fingerprint);
        const ReadTrace fromBinary = read(binaryOf(fromJsonl.record->trace(), fromJsonl.record->info), "b.ctrace");
        QCOMPARE(fromBinary.record->fingerprint, run.fingerprint);
        const std::string last = jsonlOf(fromBinary.record->trace(), fromBinary.record->info);
        QVERIFY2(first == last, firstDifference(first, last).constData());
        const ReadTrace direct = read(binaryOf(run.trace(), run.info), "c.ctrace");
        QCOMPARE(direct.record->fingerprint, run.fingerprint);
        verifySameVerdicts(run, *direct.record);
        const std::string again = jsonlOf(direct.record->trace(), direct.record->info);
        QVERIFY2(first == again, firstDifference(first, again).constData());
        // Gzipped, either format reads back as the same trace.
        for (const TraceFormat format : {TraceFormat::Jsonl, TraceFormat::Binary}) {
            std::ostringstream gz;
            writeTrace(gz, format, run.trace(), run.info, true);
            QVERIFY(gz.str().starts_with("\x1f\x8b"));
            const ReadTrace back = read(gz.str(), "d.gz");
            QCOMPARE(back.record->fingerprint, run.fingerprint);
            verifySameVerdicts(run, *back.record);
            QCOMPARE(*back.eventsInFile, run.trace().size());
            const std::string unzipped = jsonlOf(back.record->trace(), back.record->info);
            QVERIFY2(first == unzipped, firstDifference(first, unzipped).constData());
        }
    }

    static std::string readFile(const QString &path)
    {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            return {};
        return f.readAll().toStdString();
    }

    /// A trace's text with event `index`'s line changed by `edit` (JSON Lines) or its 56
    /// bytes changed by `poke` (binary; events are the last thing before the trailer).
    static std::string editLine(const std::string &jsonl, size_t index, const std::function<void(std::string &)> &edit)
    {
        std::istringstream in(jsonl);
        std::string line, out;
        for (size_t n = 0; std::getline(in, line); ++n) {
            if (n == index + 1)
                edit(line);
            out += line + "\n";
        }
        return out;
    }
    static std::string pokeEvent(std::string binary, size_t events, size_t index,
                                 const std::function<void(char *)> &poke)
    {
        // Events end 8 bytes before the file does: "END!" and the checksum. The checksum is
        // left as it was: the event's own check comes first, and names the field.
        poke(binary.data() + binary.size() - 8 - (events - index) * 56);
        return binary;
    }
    static size_t firstOf(const Trace &t, EventKind kind)
    {
        for (size_t i = 0; i < t.size(); ++i)
            if (t[i].kind == kind)
                return i;
        return SIZE_MAX;
    }
    template <typename T> static void put(char *at, T v) { std::memcpy(at, &v, sizeof v); }
    template <typename T> static T from(const char *at)
    {
        T v;
        std::memcpy(&v, at, sizeof v);
        return v;
    }

private slots:
    void everyLessonAndVariantRoundTrips_data()
    {
        QTest::addColumn<QString>("lesson");
        QTest::addColumn<QString>("variant");
        for (const EmbeddedFile &f : builtinScenarios()) {
            const Scenario s = Scenario::parse(f.text, std::string(f.name));
            QTest::newRow(qPrintable(QString::fromStdString(s.info().name))) << QString::fromUtf8(f.name) << QString();
            for (const ScenarioInfo::Variant &v : s.info().variants)
                QTest::newRow(qPrintable(QString::fromStdString(s.info().name + " / " + v.name)))
                    << QString::fromUtf8(f.name) << QString::fromStdString(v.name);
        }
    }
    void everyLessonAndVariantRoundTrips()
    {
        QFETCH(QString, lesson);
        QFETCH(QString, variant);
        const EmbeddedFile *f = findBuiltinScenario(lesson.toStdString());
        QVERIFY(f);
        const Scenario s = Scenario::parse(f->text, lesson.toStdString()).withVariant(variant.toStdString());
        verifyRoundTrip(*runScenario(s).record);
        // Another seed prints its generated IDs otherwise: those read back too.
        RunOptions other;
        other.seed = 987654321;
        verifyRoundTrip(*runScenario(s, other).record);
    }

    void everyRegressionScenarioThatLoadsRoundTrips_data()
    {
        QTest::addColumn<QString>("file");
        QDirIterator it(QStringLiteral(CORRSIM_SOURCE_DIR "/tests/data/fuzz-regressions/scenario"), QDir::Files);
        while (it.hasNext()) {
            const QString f = it.next();
            QTest::newRow(qPrintable(QFileInfo(f).fileName())) << f;
        }
    }
    void everyRegressionScenarioThatLoadsRoundTrips()
    {
        QFETCH(QString, file);
        std::optional<Scenario> s;
        try {
            s = Scenario::parse(readFile(file), "case.json");
        } catch (const ScenarioError &) {
            return; // refused at load, as it must be (tst_robustness checks where)
        }
        RunOptions o;
        o.budget.maxEvents = 20000;
        verifyRoundTrip(*runScenario(*s, o).record);
    }

    void tracesWrittenBeforeTheChecksStillRead()
    {
        // A version 1 .ctrace (no checksum) and a header without the event count and end
        // time: read as before, the same run, with nothing to check them by but the
        // fingerprint.
        const RunResult r =
            runScenario(Scenario::parse(findBuiltinScenario("eip-stock-check")->text, "eip-stock-check"));
        const Trace &t = r.record->trace();
        const std::string withCount = ",\"events\":" + std::to_string(t.size());
        std::string binary = binaryOf(t, r.record->info);
        binary.resize(binary.size() - 4);
        put<uint32_t>(binary.data() + 8, 1);
        const size_t at = binary.find(withCount);
        QVERIFY(at != std::string::npos);
        binary.erase(at, withCount.size());
        put<uint32_t>(binary.data() + 16, uint32_t(from<uint32_t>(binary.data() + 16) - withCount.size()));
        const ReadTrace v1 = read(binary, "v1.ctrace");
        QCOMPARE(v1.record->fingerprint, r.record->fingerprint);
        QVERIFY(!v1.eventsInFile);
        std::string jsonl = jsonlOf(t, r.record->info);
        jsonl.erase(jsonl.find(withCount), withCount.size());
        const ReadTrace old = read(jsonl, "old.jsonl");
        QCOMPARE(old.record->fingerprint, r.record->fingerprint);
        QVERIFY(!old.eventsInFile);
        // A version 2 file made to look like version 1 still has its checksum after the
        // trailer: refused, not read without its check.
        std::string posing = binaryOf(t, r.record->info);
        put<uint32_t>(posing.data() + 8, 1);
        QVERIFY_THROWS_EXCEPTION(ScenarioError, read(posing, "posing.ctrace"));
    }

    void aTraceWithoutItsParticipantsFactsSaysUnknown()
    {
        // Written by a Corrsim before the header had them: the two checks that need them
        // (which states each declares, which consumers have an inbox) are unknown (not
        // held, not broken, saying why); the others are judged as before.
        const RunResult r = runScenario(Scenario::parse(findBuiltinScenario("inbox-dedup-exactly-once-effect")->text,
                                                        "inbox-dedup-exactly-once-effect"));
        std::string jsonl = jsonlOf(r.record->trace(), r.record->info);
        const std::string facts = ",\"participantFacts\":true";
        QVERIFY(jsonl.find(facts) != std::string::npos);
        jsonl.erase(jsonl.find(facts), facts.size());
        const ReadTrace older = read(jsonl, "older.jsonl");
        QCOMPARE(older.record->invariants.size(), r.record->invariants.size());
        for (const InvariantResult &i : older.record->invariants) {
            const bool needsFacts = i.id == InvariantId::NoEffectTwice || i.id == InvariantId::StatesDeclared;
            QVERIFY2(i.known != needsFacts, std::string(invariantName(i.id)).c_str());
            if (needsFacts)
                QVERIFY2(!i.broken() && i.finding.kind == FindingKind::NoParticipantFacts,
                         findingWords(i.finding).c_str());
            else
                QVERIFY2(i.held, findingWords(i.finding).c_str());
        }
    }

    void anEmptyIdIsKeptByBothFormats()
    {
        // Finding A2: the empty ID was symbol 0, which the binary reader refused.
        const std::string text = readFile(QStringLiteral(CORRSIM_SOURCE_DIR "/tests/data/fuzz-regressions/scenario/"
                                                                            "A2-empty-id.json"));
        QVERIFY(!text.empty());
        verifyRoundTrip(*runScenario(Scenario::parse(text, "A2-empty-id.json")).record);
        Scenario set = Scenario::parse(findBuiltinScenario("eip-stock-check")->text, "eip-stock-check");
        set.set({"participants.shop.requests.0.id", "\"\""});
        const RunResult r = runScenario(set);
        bool emptyIdSeen = false;
        for (size_t i = 0; i < r.record->trace().size(); ++i)
            emptyIdSeen |= r.record->trace()[i].correlation &&
                           r.record->trace().ids().format(r.record->trace()[i].correlation).empty();
        QVERIFY(emptyIdSeen);
        verifyRoundTrip(*r.record);
    }

    void aBodyThatNamesAFixedFieldRoundTrips()
    {
        // A saga service's row is its own fields then the request's body; a body field of
        // the same name made a record that names a field twice, which neither reader takes.
        Scenario s = Scenario::parse(findBuiltinScenario("http-idempotency-key")->text, "http-idempotency-key");
        s.set({"participants.shop.requests.0.body.state", "draft"});
        s.set({"participants.shop.requests.0.body.paymentId", "PAY-X"});
        const RunResult r = runScenario(s);
        bool kept = false; // the row keeps the service's own state, the one it reads
        const Trace &t = r.record->trace();
        for (size_t i = 0; i < t.size(); ++i)
            if (t[i].kind == EventKind::StorePut)
                if (const Field *f = t.records().find(t[i].storedValue(), t.names().find("state")))
                    kept |= f->value.type == Value::Type::Text && t.names().text(Sym(f->value.raw)) != "draft";
        QVERIFY(kept);
        verifyRoundTrip(*r.record);
    }

    void idsWithNoPrefixReadBackAsTheSameIds()
    {
        // A decimal space with an empty prefix prints bare numbers ("1"); they read back
        // as literal IDs of that text, which hash otherwise (found by fuzz_trace_binary,
        // 2026-12-02; a scenario's "idPrefix": "" did the same).
        Scenario s = Scenario::parse(findBuiltinScenario("http-idempotency-key")->text, "http-idempotency-key");
        s.set({"participants.payment.creates.idPrefix", "\"\""});
        verifyRoundTrip(*runScenario(s).record);
    }

    void aDecimalIdPastItsSpaceIsKeptAsText()
    {
        // "ORD-" and 15 digits: more than a space's 48 bits; it read back cut short.
        Trace t(1);
        t.ids().addSpace("ORD-", IdStyle::Decimal);
        QCOMPARE(t.ids().format(t.ids().parse("ORD-999999999999999")), std::string("ORD-999999999999999"));
        QCOMPARE(t.ids().parse("ORD-999999999999999").space(), IdRegistry::LiteralSpace);
        QCOMPARE(t.ids().parse("ORD-12").space(), uint16_t(2));
    }

    void anEditThatIsNotUtf8IsRefusedAsAFileWouldBe()
    {
        // Scenario::parse refuses such text in a file; an edit through the API did not.
        Scenario s = Scenario::parse(findBuiltinScenario("eip-stock-check")->text, "eip-stock-check");
        for (const char *edit : {"participants.shop.requests.0.id=\xff\xfe", "title=caf\xc3", "\xe2\x82=1"}) {
            try {
                s.set(ParameterEdit::parse(edit).value());
                QFAIL(edit);
            } catch (const ScenarioError &e) {
                QVERIFY2(std::string(e.what()).find("not UTF-8 text") != std::string::npos, e.what());
            }
        }
        try {
            s.set({"title"}, ParameterValue::ofText("\xc0\xaf"));
            QFAIL("an overlong form was taken");
        } catch (const ScenarioError &e) {
            QVERIFY2(std::string(e.what()).find("not UTF-8 text") != std::string::npos, e.what());
        }
        s.set({"title", "café"}); // well-formed UTF-8 is taken
        QCOMPARE(s.info().title, std::string("café"));
    }

    void findingsGetTheirAnswers_data()
    {
        // What each input in tests/data/fuzz-regressions/trace from the fuzz campaign of
        // 2026-12-01 must get: read, or refused where the fault is.
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("where"); // "" for read
        QTest::addColumn<QString>("says");
        QTest::newRow("B1 a note with an attempt") << "B1-note-with-attempt.jsonl"
                                                   << "B1-note-with-attempt.jsonl:2:"
                                                   << "\"attempt\": a note event carries no such field";
        QTest::newRow("B1 resaved") << "B1-resaved.jsonl"
                                    << ""
                                    << "";
        QTest::newRow("C1 a time field of INT64_MIN") << "C1-time-field-int64-min.ctrace"
                                                      << "C1-time-field-int64-min.ctrace: byte "
                                                      << "a field of a type that no run writes";
        QTest::newRow("C2 a verdict that is not 0 or 1") << "C2-expectation-value-not-0-1.ctrace"
                                                         << "C2-expectation-value-not-0-1.ctrace: byte "
                                                         << "passed: expected 0 or 1, not 67108865";
        QTest::newRow("C3 a name that is not UTF-8") << "C3-name-not-utf8.ctrace"
                                                     << "C3-name-not-utf8.ctrace: byte "
                                                     << "a name that is not UTF-8 text";
        // The 2026-12-02 campaign: a decimal space's number 0 prints "PAY-0", which reads
        // back as a literal (a leading zero), so its fingerprint changed on the way.
        QTest::newRow("a decimal ID of 0 in an event") << "decimal-id-zero.ctrace"
                                                       << "decimal-id-zero.ctrace: byte 10117: event 73"
                                                       << "key: an ID this trace cannot hold";
        QTest::newRow("a numbered prefix ending in a digit") << "numbered-prefix-ending-in-a-digit.ctrace"
                                                             << "numbered-prefix-ending-in-a-digit.ctrace:1:1187"
                                                             << "a prefix of numbered IDs cannot end in a digit";
        QTest::newRow("a decimal ID of 0 in a record") << "decimal-id-zero-in-a-record.ctrace"
                                                       << "decimal-id-zero-in-a-record.ctrace: byte 4917"
                                                       << "a field whose ID is none this trace can hold";
    }
    void findingsGetTheirAnswers()
    {
        QFETCH(QString, file);
        QFETCH(QString, where);
        QFETCH(QString, says);
        const std::string bytes =
            readFile(QStringLiteral(CORRSIM_SOURCE_DIR "/tests/data/fuzz-regressions/trace/") + file);
        QVERIFY(!bytes.empty());
        try {
            const ReadTrace r = read(bytes, file.toStdString());
            QVERIFY2(where.isEmpty(), "read, where it must be refused");
            // Read: the same in the other format, byte for byte.
            const std::string jsonl = jsonlOf(r.record->trace(), r.record->info);
            const ReadTrace back = read(binaryOf(r.record->trace(), r.record->info), "x.ctrace");
            QCOMPARE(back.record->fingerprint, r.record->fingerprint);
            QCOMPARE(jsonlOf(back.record->trace(), back.record->info), jsonl);
        } catch (const ScenarioError &e) {
            QVERIFY2(!where.isEmpty(), e.what());
            QVERIFY2(QString::fromStdString(e.what()).startsWith(where), e.what());
            QVERIFY2(QString::fromStdString(e.what()).contains(says), e.what());
        }
    }

    void aResavedTraceIsToldFromItsHeader()
    {
        // B1-resaved.jsonl was saved by a reader that kept a note's attempt: its header
        // has the fingerprint of that trace, its events another one. It reads, and the
        // two disagree, as `corrsim validate` reports ("changed after it was written").
        const ReadTrace r =
            read(readFile(QStringLiteral(CORRSIM_SOURCE_DIR "/tests/data/fuzz-regressions/trace/B1-resaved.jsonl")),
                 "B1-resaved.jsonl");
        QVERIFY(!r.fingerprintInFile.empty());
        QVERIFY(r.fingerprintInFile != r.record->fingerprint);
    }

    void bothReadersRefuseWhatAKindDoesNotCarry_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("jsonl");
        QTest::addColumn<int>("offset");
        QTest::addColumn<qlonglong>("value");
        QTest::addColumn<int>("width");
        // kind, the field as named, what the .jsonl line gains, and the bytes the binary event gets.
        QTest::newRow("a note with an attempt") << int(EventKind::Note) << "attempt"
                                                << ",\"attempt\":7" << 54 << 7LL << 2;
        QTest::newRow("a note with a causation ID")
            << int(EventKind::Note) << "causationId"
            << ",\"causationId\":\"101\"" << 24 << qlonglong(Id::make(1, 1).bits) << 8;
        QTest::newRow("a send marked pause") << int(EventKind::Send) << "pause"
                                             << ",\"pause\":true" << 49 << 2LL << 1;
        QTest::newRow("a send first seen after it happened") << int(EventKind::Send) << "firstSeenUs"
                                                             << "@firstSeenUs" << 32 << 999999999LL << 8;
        QTest::newRow("a verdict of 5") << int(EventKind::Expectation) << "passed"
                                        << "@passed" << 32 << 5LL << 8;
        QTest::newRow("a store remove with an attempt") << int(EventKind::StoreRemove) << "attempt"
                                                        << ",\"attempt\":1" << 54 << 1LL << 2;
        QTest::newRow("a matched reply marked pinned") << int(EventKind::ReplyMatched) << "pinned"
                                                       << ",\"pinned\":true" << 49 << 32LL << 1;
    }
    void bothReadersRefuseWhatAKindDoesNotCarry()
    {
        QFETCH(int, kind);
        QFETCH(QString, field);
        QFETCH(QString, jsonl);
        QFETCH(int, offset);
        QFETCH(qlonglong, value);
        QFETCH(int, width);
        const Scenario s = Scenario::parse(findBuiltinScenario("eip-stock-check")->text, "eip-stock-check");
        const RunResult r = runScenario(s);
        const Trace &t = r.record->trace();
        const size_t index = firstOf(t, EventKind(kind));
        QVERIFY(index != SIZE_MAX);
        const std::string jsonlText = editLine(jsonlOf(t, s.info()), index, [&](std::string &line) {
            if (jsonl.startsWith(QLatin1Char('@'))) { // a field the line has, given a value out of range
                const std::string key = "\"" + jsonl.mid(1).toStdString() + "\":";
                const size_t at = line.find(key) + key.size();
                const size_t end = line.find_first_of(",}", at);
                line.replace(at, end - at, std::to_string(value));
            } else {
                line.insert(line.size() - 1, jsonl.toStdString());
            }
        });
        const std::string binary = pokeEvent(binaryOf(t, s.info()), t.size(), index, [&](char *event) {
            if (width == 1)
                put<uint8_t>(event + offset, uint8_t(event[offset] | value));
            else if (width == 2)
                put<uint16_t>(event + offset, uint16_t(value));
            else
                put<int64_t>(event + offset, value);
        });
        for (const auto &[bytes, file] : {std::pair{jsonlText, std::string("x.jsonl")}, {binary, "x.ctrace"}}) {
            try {
                read(bytes, file);
                QFAIL(qPrintable(QString::fromStdString(file) + QLatin1String(" was read")));
            } catch (const ScenarioError &e) {
                QVERIFY2(QString::fromStdString(e.what()).contains(field), e.what());
            }
        }
    }

    void timeThatGoesBackIsRefusedByBothReaders_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("earlier"); // microseconds the note is moved before the event ahead of it
        for (const char *file : {"x.jsonl", "x.ctrace", "x.jsonl.gz", "x.ctrace.gz"}) {
            QTest::newRow(qPrintable(QStringLiteral("%1, at the same time").arg(file))) << file << 0;
            QTest::newRow(qPrintable(QStringLiteral("%1, 1 us earlier").arg(file))) << file << 1;
        }
    }
    void timeThatGoesBackIsRefusedByBothReaders()
    {
        // docs/robustness.md: time never goes backwards. The file is whole otherwise: its
        // header, counts and (in .ctrace) its checksum are right, so only the time check
        // can refuse it. An event at its predecessor's time is the limit, and is read.
        QFETCH(QString, file);
        QFETCH(int, earlier);
        const Scenario s = Scenario::parse(findBuiltinScenario("eip-stock-check")->text, "eip-stock-check");
        const RunResult r = runScenario(s);
        const Trace &t = r.record->trace();
        size_t note = SIZE_MAX; // a note later than the event before it
        for (size_t i = 1; i < t.size() && note == SIZE_MAX; ++i)
            if (t[i].kind == EventKind::Note && t[i].time > t[i - 1].time && t[i - 1].time.micros() > 0)
                note = i;
        QVERIFY(note != SIZE_MAX);
        const int64_t at = t[note - 1].time.micros() - earlier;
        std::string bytes;
        if (file.contains(QLatin1String(".jsonl"))) {
            bytes = editLine(jsonlOf(t, s.info()), note, [&](std::string &line) {
                const size_t from = line.find("\"t\":") + 4;
                line.replace(from, line.find(',', from) - from, std::to_string(at));
            });
        } else {
            bytes = pokeEvent(binaryOf(t, s.info()), t.size(), note, [&](char *event) { put<int64_t>(event, at); });
            // Sealed again: the checksum is right, as a writer with this bug would write it.
            const uint32_t crc = uint32_t(
                crc32(crc32(0, nullptr, 0), reinterpret_cast<const Bytef *>(bytes.data()), uInt(bytes.size() - 4)));
            put<uint32_t>(bytes.data() + bytes.size() - 4, crc);
        }
        if (file.endsWith(QLatin1String(".gz"))) {
            std::ostringstream out;
            GzipWriter gz(out);
            gz.stream() << bytes;
            gz.finish();
            bytes = out.str();
        }
        try {
            const ReadTrace back = read(bytes, file.toStdString());
            QVERIFY2(earlier == 0, "a trace whose time goes back was read");
            QCOMPARE(back.record->trace()[note].time.micros(), at);
        } catch (const ScenarioError &e) {
            QVERIFY2(earlier > 0, e.what());
            const QString what = QString::fromUtf8(e.what());
            QVERIFY2(what.contains(QStringLiteral("event %1 (note)").arg(note)) ||
                         what.contains(QStringLiteral(":%1:").arg(note + 2)),
                     e.what());
            QVERIFY2(what.contains(QLatin1String("time goes backwards here")), e.what());
        }
    }

    void everyKindsShapeIsDocumented()
    {
        // trace-events.md's table is written from trace/eventshape.h (make docs rewrites it).
        verifyWrittenSection(QStringLiteral("trace-events.md"), QStringLiteral("<!-- event shapes -->\n"),
                             QStringLiteral("<!-- end event shapes -->"), QString::fromStdString(eventShapesTable()),
                             "trace/eventshape.h");
    }

    void diffCallsTracesIdenticalOnlyWhenTheirFingerprintsAgree()
    {
        // Every lesson against each of its variants, and against itself read back.
        int compared = 0;
        for (const EmbeddedFile &f : builtinScenarios()) {
            const Scenario s = Scenario::parse(f.text, std::string(f.name));
            const auto lesson = runScenario(s).record;
            const auto back = read(jsonlOf(lesson->trace(), lesson->info), "x.jsonl").record;
            QVERIFY(compareRuns(*lesson, *back).identical());
            for (const ScenarioInfo::Variant &v : s.info().variants) {
                const auto variant = runScenario(s.withVariant(v.name)).record;
                const RunComparison c = compareRuns(*lesson, *variant);
                QVERIFY2(c.identical() == (lesson->fingerprint == variant->fingerprint),
                         qPrintable(QString::fromStdString(s.info().name + " / " + v.name)));
                ++compared;
            }
        }
        QVERIFY(compared > 10);
        // A note told otherwise: the same events of the model, another fingerprint.
        const Scenario s = Scenario::parse(findBuiltinScenario("eip-stock-check")->text, "eip-stock-check");
        const auto run = runScenario(s).record;
        const size_t note = firstOf(run->trace(), EventKind::Note);
        const std::string edited = editLine(jsonlOf(run->trace(), run->info), note, [](std::string &line) {
            line.replace(line.find("\"detail\":\"") + 10, 3, "Now");
        });
        const auto told = read(edited, "told.jsonl").record;
        QVERIFY(told->fingerprint != run->fingerprint);
        const RunComparison c = compareRuns(*run, *told);
        QVERIFY(!c.identical());
        QVERIFY(!c.divergence);
        QVERIFY(c.narration);
        QCOMPARE(c.narration->eventA, note);
    }
};

QTEST_GUILESS_MAIN(TestTraceFormats)
#include "tst_traceformats.moc"
