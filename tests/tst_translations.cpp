// The window in other languages (app/translations.h): each translation built into the
// program loads and changes what the menus say, every word lupdate finds in the window's
// and the views' sources is translated (none unfinished, none new), and no translation
// drops or adds a placeholder.

#include "detailwords.h"
#include "eventprose.h"
#include "explore/explore.h"
#include "explorewords.h"
#include "findingsamples.h"
#include "findingtext.h"
#include "golden.h"
#include "importerrorsamples.h"
#include "mainwindow.h"
#include "mergesamples.h"
#include "parameterdoc.h"
#include "participants/registry.h"
#include "playback.h"
#include "run/lessonnotes.h"
#include "run/runrecord.h"
#include "scenario/parameterspec.h"
#include "scenariosource.h"
#include "screentext.h"
#include "trace/detailtexts.h"
#include "trace/findingwords.h"
#include "traceerrorsamples.h"
#include "translations.h"
#include "windowruns.h"

#include <QCoreApplication>
#include <QFile>
#include <QLabel>
#include <QLocale>
#include <QMenuBar>
#include <QProcess>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

#include <set>

using namespace corrsim;

namespace {

QString tsFile(const QString &locale)
{
    return QStringLiteral(CORRSIM_SOURCE_DIR "/translations/corrsim_%1.ts").arg(locale);
}

/// Each message of a .ts file: its source, its translations (one per plural form), and
/// whether any is unfinished.
struct Message
{
    QString source;
    QStringList translations;
    bool unfinished = false;
};

std::vector<Message> readTs(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    std::vector<Message> out;
    QXmlStreamReader xml(&f);
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("message"))
            out.emplace_back();
        else if (xml.name() == QLatin1String("source") && !out.empty())
            out.back().source = xml.readElementText();
        else if (xml.name() == QLatin1String("translation") && !out.empty()) {
            out.back().unfinished = xml.attributes().value(QLatin1String("type")) == QLatin1String("unfinished");
            if (xml.readNext() == QXmlStreamReader::Characters && !xml.isWhitespace())
                out.back().translations << xml.text().toString();
        } else if (xml.name() == QLatin1String("numerusform") && !out.empty())
            out.back().translations << xml.readElementText();
    }
    return xml.hasError() ? std::vector<Message>{} : out;
}

QStringList placeholders(const QString &text)
{
    QStringList found;
    for (const QRegularExpressionMatch &m : QRegularExpression(QStringLiteral("%L?\\d|%n")).globalMatch(text))
        found << m.captured();
    found.sort();
    return found;
}

/// Whether a text holds a word only English has (names the system gives, such as
/// orders, payment.callback or PAID, are not words).
bool readsAsEnglish(const QString &text)
{
    static const QStringList EnglishOnly = {
        QStringLiteral("the"),   QStringLiteral("and"),     QStringLiteral("which"),    QStringLiteral("what"),
        QStringLiteral("with"),  QStringLiteral("this"),    QStringLiteral("that"),     QStringLiteral("from"),
        QStringLiteral("each"),  QStringLiteral("is"),      QStringLiteral("are"),      QStringLiteral("was"),
        QStringLiteral("has"),   QStringLiteral("have"),    QStringLiteral("will"),     QStringLiteral("there"),
        QStringLiteral("their"), QStringLiteral("when"),    QStringLiteral("where"),    QStringLiteral("how"),
        QStringLiteral("does"),  QStringLiteral("not"),     QStringLiteral("before"),   QStringLiteral("after"),
        QStringLiteral("every"), QStringLiteral("of"),      QStringLiteral("to"),       QStringLiteral("for"),
        QStringLiteral("by"),    QStringLiteral("it"),      QStringLiteral("an"),       QStringLiteral("needs"),
        QStringLiteral("least"), QStringLiteral("unknown"), QStringLiteral("expected"), QStringLiteral("cannot"),
        QStringLiteral("takes")};
    static const QRegularExpression name(QStringLiteral("^[^\\s]*[-._#][^\\s]*$"));     // an ID, a type, a file
    static const QRegularExpression quoted(QStringLiteral("^[(]?\"[^\"]*\"[,.;:)]*$")); // a field's key: "by"
    QString t = text;
    t.remove(QRegularExpression(QStringLiteral("<[^>]*>"))); // rich text's tags
    for (const QString &token : t.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts)) {
        if (name.match(token).hasMatch() || quoted.match(token).hasMatch())
            continue;
        const QString word = token.toLower().remove(QRegularExpression(QStringLiteral("[^\\p{L}]")));
        if (EnglishOnly.contains(word))
            return true;
    }
    return false;
}

/// The window in English again, for the next test: the translators go with the language.
void backToEnglish()
{
    for (QTranslator *t : QCoreApplication::instance()->findChildren<QTranslator *>()) {
        QCoreApplication::removeTranslator(t);
        delete t;
    }
    QLocale::setDefault(QLocale::c());
    chooseLanguage({});
}

/// Each kind a finding holds, within it too.
void kindsIn(const Finding &f, std::set<FindingKind> &kinds)
{
    kinds.insert(f.kind);
    for (const FindingArg &arg : f.args)
        if (const auto *list = std::get_if<FindingList>(&arg))
            for (const Finding &item : list->items)
                kindsIn(item, kinds);
}

/// The finding with every name it was given (participants, keys, states, filters) as "x".
Finding withoutNames(Finding f)
{
    for (FindingArg &arg : f.args) {
        if (std::holds_alternative<std::string>(arg))
            arg = std::string("x");
        else if (auto *list = std::get_if<FindingList>(&arg))
            for (Finding &item : list->items)
                item = withoutNames(item);
    }
    return f;
}

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void everyWordIsTranslatedAndKeepsItsPlaceholders_data()
    {
        QTest::addColumn<QString>("locale");
        for (const QString &l : translatedLanguages())
            QTest::newRow(qPrintable(l)) << l;
    }
    void everyWordIsTranslatedAndKeepsItsPlaceholders()
    {
        QFETCH(QString, locale);
        const std::vector<Message> messages = readTs(tsFile(locale));
        QVERIFY(messages.size() > 600);
        QStringList problems;
        for (const Message &m : messages) {
            if (m.unfinished || m.translations.isEmpty() || m.translations.contains(QString()))
                problems << QStringLiteral("unfinished: ") + m.source;
            for (const QString &t : m.translations)
                if (placeholders(t) != placeholders(m.source))
                    problems << QStringLiteral("placeholders differ: %1 -> %2").arg(m.source, t);
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.mid(0, 20).join(QLatin1Char('\n'))));
    }

    void lupdateFindsNothingNew_data() { everyWordIsTranslatedAndKeepsItsPlaceholders_data(); }
    void lupdateFindsNothingNew()
    {
        // The sources as they are now, read into a copy of the translation: a word added
        // to the window since it was translated comes out unfinished.
        QFETCH(QString, locale);
        QTemporaryDir dir;
        const QString copy = dir.filePath(QStringLiteral("copy.ts"));
        QVERIFY(QFile::copy(tsFile(locale), copy));
        QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
        QProcess lupdate;
        const QStringList modelWords = QString::fromUtf8(CORRSIM_MODEL_WORDS).split(QLatin1Char('|'));
        QVERIFY2(modelWords.size() >= 2, CORRSIM_MODEL_WORDS); // the findings' templates and the checks' promises
        lupdate.start(QStringLiteral(CORRSIM_LUPDATE),
                      QStringList{QStringLiteral("-no-obsolete"), QStringLiteral("-locations"), QStringLiteral("none"),
                                  QStringLiteral(CORRSIM_SOURCE_DIR "/app"),
                                  QStringLiteral(CORRSIM_SOURCE_DIR "/views")} +
                          modelWords + QStringList{QStringLiteral("-ts"), copy});
        QVERIFY(lupdate.waitForFinished(60000));
        QCOMPARE(lupdate.exitCode(), 0);
        QStringList fresh;
        for (const Message &m : readTs(copy))
            if (m.unfinished)
                fresh << m.source;
        QVERIFY2(fresh.isEmpty(), qPrintable(QStringLiteral("not translated (run `cmake --build build --target "
                                                            "update_translations` and translate):\n") +
                                             fresh.mid(0, 20).join(QLatin1Char('\n'))));
    }

    // A lesson built on a pattern text in Portuguese or Chinese, at its first question, in
    // that language: no English word on the screen (the painted diagram, the labels and the
    // status line), where names the system gives (orders, payment.callback, PAID) are not
    // words. English is told by the words it cannot do without.
    void aTranslatedLessonReadsInItsLanguageAtItsQuestion_data()
    {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<QString>("lesson");
        QTest::newRow("pt_BR") << QStringLiteral("pt_BR") << QStringLiteral("payment-out-of-order");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN") << QStringLiteral("eip-stock-check");
    }
    void aTranslatedLessonReadsInItsLanguageAtItsQuestion()
    {
        QFETCH(QString, locale);
        QFETCH(QString, lesson);
        chooseLanguage(locale);
        QCOMPARE(installTranslations(), locale);
        QStringList english;
        {
            MainWindow w;
            w.resize(1280, 720);
            w.show();
            QVERIFY(w.runs()->open(lesson));
            QVERIFY(settled(w));
            const std::vector<LessonNote> notes = lessonNotes(w.run()->trace());
            const auto step =
                std::find_if(notes.begin(), notes.end(), [](const LessonNote &n) { return n.isQuestion(); });
            QVERIFY(step != notes.end());
            w.playback()->setCursor(step->event);
            QCoreApplication::processEvents();
            TextDevice device(w.size());
            w.render(&device);
            QStringList seen = device.texts();
            for (const QLabel *l : w.findChildren<QLabel *>())
                if (l->isVisibleTo(&w))
                    seen << l->text();
            for (const QString &text : seen)
                if (readsAsEnglish(text))
                    english << text;
        }
        english.removeDuplicates();
        backToEnglish();
        QVERIFY2(english.isEmpty(), qPrintable(english.join(QLatin1Char('\n'))));
    }

    // What a check found, an invariant's name and a check's promise, in the language: every
    // finding the built-in lessons and the recorded real traces give (the templates are the
    // model's, trace/findingwords.cpp; the window looks them up).
    void aCheckSaysWhatItFoundInTheLanguage_data() { everyWordIsTranslatedAndKeepsItsPlaceholders_data(); }
    void aCheckSaysWhatItFoundInTheLanguage()
    {
        QFETCH(QString, locale);
        const FindingSamples samples = findingSamples();
        chooseLanguage(locale);
        QCOMPARE(installTranslations(), locale);
        QStringList english;
        // The template's words, not the names it is given: a participant, a key, a state
        // or a filter as the scenario file writes it ("detail=matched by its connection").
        for (const Finding &f : samples.findings)
            if (const QString text = findingText(withoutNames(f)); readsAsEnglish(text))
                english << text + QStringLiteral(" (") + findingText(f) + QLatin1Char(')');
        for (const InvariantId id : samples.invariants)
            if (readsAsEnglish(invariantNameText(id)))
                english << invariantNameText(id);
        for (const ExploreCheck &c : exploreChecks())
            if (readsAsEnglish(checkPromiseText(c)))
                english << checkPromiseText(c);
        backToEnglish();
        english.removeDuplicates();
        QVERIFY(samples.findings.size() > 100);
        QVERIFY2(english.isEmpty(), qPrintable(english.join(QLatin1Char('\n'))));
    }

    // An event's detail the model wrote (a log line, a store's result, "unknown
    // correlation ID") is said in the language, wherever the window says it (the event
    // log, the prose the details pane and a screen reader read); a name the scenario gave
    // stays as it is, even where it reads as one of the model's words.
    void anEventsDetailIsSaidInTheLanguage_data() { everyWordIsTranslatedAndKeepsItsPlaceholders_data(); }
    void anEventsDetailIsSaidInTheLanguage()
    {
        QFETCH(QString, locale);
        std::vector<std::shared_ptr<const RunRecord>> runs;
        for (const EmbeddedFile &f : builtinScenarios())
            runs.push_back(runScenario(Scenario::parse(f.text, std::string(f.fileName))).record);
        chooseLanguage(locale);
        QCOMPARE(installTranslations(), locale);
        QStringList english;
        for (const DetailText &d : detailTexts()) {
            const QString said = detailWords(d.kind, std::string(d.text));
            const bool code = QRegularExpression(QStringLiteral("^[A-Z_]+$")).match(said).hasMatch();
            if ((said == QString::fromUtf8(d.text.data(), qsizetype(d.text.size())) && !code) || readsAsEnglish(said))
                english << said;
        }
        const QString named = detailWords(EventKind::Send, "expired"),
                      effect = detailWords(EventKind::Effect, "shipped");
        size_t said = 0;
        for (const auto &run : runs)
            for (size_t i = 0; i < run->trace().size(); ++i)
                if (const EventKind k = run->trace()[i].kind;
                    k != EventKind::Note && k != EventKind::Expectation) { // the lesson's own text
                    ++said;
                    if (const QString prose = eventProse(run->trace(), i); readsAsEnglish(prose))
                        english << prose;
                }
        backToEnglish();
        QCOMPARE(named, QStringLiteral("expired"));
        QCOMPARE(effect, QStringLiteral("shipped"));
        QVERIFY(detailTexts().size() > 40);
        QVERIFY(said > 1000);
        english.removeDuplicates();
        QVERIFY2(english.isEmpty(), qPrintable(english.mid(0, 30).join(QLatin1Char('\n'))));
    }

    // The Explore window's Details: the command line's report, every line in the
    // language (where the runs part too, each event read off its run), and each of the
    // report's and a schedule's words, whatever fills them.
    void theExploreReportReadsInTheLanguage_data() { everyWordIsTranslatedAndKeepsItsPlaceholders_data(); }
    void theExploreReportReadsInTheLanguage()
    {
        QFETCH(QString, locale);
        const EmbeddedFile *f = findBuiltinScenario("outbox-relay-at-least-once");
        Scenario s = Scenario::parse(f->text, std::string(f->fileName));
        s.set({"participants.fraud.inbox", "false"});
        s.set({"participants.payment-relay.crashBetween", "0"});
        ExplorePlan plan;
        plan.bound.maxFaults = 2;
        plan.checks = {findExploreCheck("no-effect-twice")};
        const ExploreResult r = explore(s, plan);
        QVERIFY(r.violated() && r.comparison && r.comparison->divergence);
        chooseLanguage(locale);
        QCOMPARE(installTranslations(), locale);
        QStringList english;
        const QString report = exploreReportText(r, "outbox");
        for (const QString &line : report.split(QLatin1Char('\n')))
            if (readsAsEnglish(line))
                english << line;
        // Each of the report's and a schedule's words: said otherwise than in English (but
        // the parting line, the model's words until the window says it from the runs).
        for (auto k = size_t(FindingKind::ExploreHeading); k < size_t(FindingKind::Count_); ++k) {
            const FindingTemplate &t = findingTemplate(FindingKind(k));
            for (const std::optional<int64_t> count :
                 {std::optional<int64_t>(), std::optional<int64_t>(1), std::optional<int64_t>(2)}) {
                if (count.has_value() != (t.one != nullptr))
                    continue;
                const Finding f{FindingKind(k), {std::string("x"), std::string("y")}, count};
                const QString words = findingText(f);
                if (FindingKind(k) != FindingKind::ExploreParting &&
                    (readsAsEnglish(words) || words == QString::fromStdString(findingWords(f))))
                    english << words;
            }
        }
        backToEnglish();
        QVERIFY2(report.count(QLatin1Char('\n')) >= 7, qPrintable(report));
        QVERIFY2(english.isEmpty(), qPrintable(english.join(QLatin1Char('\n'))));
    }

    // A parameter's documentation (the Parameters tab's tooltip, the Participants
    // editor's words under a field) in the language: every field of every kind, and the
    // store, network and fault settings; its code (`NAME/1`, `{"attempts": 3}`) as it is.
    void aParameterIsDocumentedInTheLanguage_data() { everyWordIsTranslatedAndKeepsItsPlaceholders_data(); }
    void aParameterIsDocumentedInTheLanguage()
    {
        QFETCH(QString, locale);
        std::vector<std::string> docs;
        for (const ParticipantKind *k : participantKinds())
            for (const FieldSpec &f : k->fields)
                docs.emplace_back(f.doc);
        for (const FieldSpec &f : commonParticipantFields())
            docs.emplace_back(f.doc);
        const std::vector<std::vector<std::string>> settings = {{"network", "latency"},
                                                                {"network", "drop"},
                                                                {"network", "duplicate"},
                                                                {"until"},
                                                                {"faults", "0", "crash"},
                                                                {"faults", "0", "at"},
                                                                {"faults", "0", "restartAfter"},
                                                                {"participants", "0", "pendingStore", "ttl"},
                                                                {"participants", "0", "pendingStore", "sweepEvery"},
                                                                {"participants", "0", "pendingStore", "latency"},
                                                                {"participants", "0", "pendingStore", "persistent"},
                                                                {"participants", "0", "pendingStore", "shared"},
                                                                {"participants", "0", "pendingStore", "removeMissing"}};
        for (const std::vector<std::string> &path : settings)
            docs.push_back(parameterSpec(path, "requester").doc);
        chooseLanguage(locale);
        QCOMPARE(installTranslations(), locale);
        static const QRegularExpression code(QStringLiteral("`[^`]*`"));
        QStringList english;
        size_t said = 0;
        for (const std::string &doc : docs) {
            if (QString::fromStdString(doc).remove(code).trimmed().isEmpty())
                continue; // code alone, or none (a setting without words)
            ++said;
            const QString words = parameterDocText(doc);
            if (words == QString::fromStdString(doc).remove(QLatin1Char('`')) ||
                readsAsEnglish(QCoreApplication::translate(ParameterDocsContext, doc.c_str()).remove(code)))
                english << words;
        }
        backToEnglish();
        QVERIFY(said > 95);
        QVERIFY2(english.isEmpty(), qPrintable(english.join(QLatin1Char('\n'))));
    }

    void aBrokenFileIsToldInTheLanguage_data() { everyWordIsTranslatedAndKeepsItsPlaceholders_data(); }
    void aBrokenFileIsToldInTheLanguage()
    {
        QFETCH(QString, locale);
        std::vector<ScenarioError> samples = scenarioErrorSamples();
        for (ScenarioError &e : traceErrorSamples())
            samples.push_back(std::move(e));
        for (ScenarioError &e : importErrorSamples())
            samples.push_back(std::move(e));
        for (ScenarioError &e : exploreOutErrorSamples())
            samples.push_back(std::move(e));
        for (ScenarioError &e : mergeErrorSamples())
            samples.push_back(std::move(e));
        try {
            (void)openScenario("no-such-lesson.json");
        } catch (const ScenarioError &e) {
            samples.push_back(e);
        }
        // The samples meet every way the readers word a broken file, trace or file of
        // spans (but the JSON library's own words, and what a test cannot cause: a read
        // that fails after the file opened, a parser stopped with no reason, a line
        // parser refusing what the JSON library takes, 2^31 lines).
        const std::set<FindingKind> uncaused = {FindingKind::JsonSays, FindingKind::CannotReadFile,
                                                FindingKind::NotJson, FindingKind::NotJsonSays,
                                                FindingKind::TooManyLines};
        std::set<FindingKind> seen;
        for (const ScenarioError &e : samples) {
            kindsIn(e.finding(), seen);
            if (e.placeFinding())
                kindsIn(*e.placeFinding(), seen);
        }
        QStringList unseen;
        for (size_t k = size_t(FindingKind::VariantBroke); k < size_t(FindingKind::ExploreHeading); ++k)
            if (!seen.count(FindingKind(k)) && !uncaused.count(FindingKind(k)))
                unseen << QString::fromUtf8(findingTemplate(FindingKind(k)).other);
        QVERIFY2(unseen.isEmpty(), qPrintable(unseen.join(QLatin1Char('\n'))));
        // The window in English says what the command line says, times as its diagram
        // writes them ("1 ms", where a file and the command line write "1ms").
        const FindingLanguage windowEnglish = englishFindings(formatClock);
        for (const ScenarioError &e : samples)
            QCOMPARE(scenarioErrorText(e), QString::fromStdString(printableText(
                                               e.placeIn(windowEnglish) + findingWordsIn(e.finding(), windowEnglish))));
        chooseLanguage(locale);
        QCOMPARE(installTranslations(), locale);
        QStringList english;
        for (const ScenarioError &e : samples) {
            // As the window says it, the names the file gave it aside.
            const ScenarioError unnamed =
                e.line() > 0       ? ScenarioError(e.file(), e.line(), e.column(), withoutNames(e.finding()))
                : e.placeFinding() ? ScenarioError(e.file(), *e.placeFinding(), withoutNames(e.finding()))
                                   : ScenarioError(e.file(), e.jsonPath(), withoutNames(e.finding()));
            if (readsAsEnglish(scenarioErrorText(unnamed)))
                english << scenarioErrorText(e);
            // A byte of a binary file is said in the language too (Portuguese says "byte").
            if (e.placeFinding() && locale.startsWith(QLatin1String("zh")) &&
                scenarioErrorText(e).contains(QLatin1String("byte ")))
                english << scenarioErrorText(e);
        }
        backToEnglish();
        QVERIFY2(english.isEmpty(), qPrintable(english.join(QLatin1Char('\n'))));
    }

    /// The command line's words for each sample, one line each, as the golden file at
    /// `path` pins them.
    static void verifyPinned(const std::vector<ScenarioError> &samples, const QString &path)
    {
        QString said;
        for (const ScenarioError &e : samples) {
            QString line = QString::fromUtf8(e.what());
            line.replace(QRegularExpression(QStringLiteral("^[^:]*/(big|missing)\\.json")),
                         QStringLiteral("DIR/\\1.json"));
            line.replace(QRegularExpression(QStringLiteral("^/[^:]*:")), QStringLiteral("DIR:"));
            said += line + QLatin1Char('\n');
        }
        verifyGolden(said.toUtf8(), path);
    }

    // The command line's words for a broken file, pinned: they are a promise to scripts,
    // and the window's English is checked against them above.
    void theCommandLineSaysABrokenFileAsItAlwaysHas()
    {
        verifyPinned(scenarioErrorSamples(), QStringLiteral(CORRSIM_SOURCE_DIR "/tests/data/scenario-errors.txt"));
    }
    void theCommandLineSaysABrokenExploreResultAsItAlwaysHas()
    {
        verifyPinned(exploreOutErrorSamples(), QStringLiteral(CORRSIM_SOURCE_DIR "/tests/data/explore-out-errors.txt"));
    }
    void theCommandLineSaysAMergeItRefusesAsItAlwaysHas()
    {
        verifyPinned(mergeErrorSamples(), QStringLiteral(CORRSIM_SOURCE_DIR "/tests/data/merge-errors.txt"));
    }
    void theCommandLineSaysADamagedTraceAsItAlwaysHas()
    {
        verifyPinned(traceErrorSamples(), QStringLiteral(CORRSIM_SOURCE_DIR "/tests/data/trace-errors.txt"));
    }
    void theCommandLineSaysABrokenImportAsItAlwaysHas()
    {
        verifyPinned(importErrorSamples(), QStringLiteral(CORRSIM_SOURCE_DIR "/tests/data/import-errors.txt"));
    }

    void theMenusSpeakTheChosenLanguage_data() { everyWordIsTranslatedAndKeepsItsPlaceholders_data(); }
    void theMenusSpeakTheChosenLanguage()
    {
        // Every menu and menu item of the window, in English and then in the language:
        // none left as it was (a language's own name aside).
        QFETCH(QString, locale);
        const auto menuTexts = [] {
            MainWindow w;
            QStringList texts;
            for (QAction *menu : w.menuBar()->actions()) {
                texts << menu->text();
                for (QAction *item : menu->menu()->actions())
                    if (!item->isSeparator() && !item->menu())
                        texts << item->text();
            }
            return texts;
        };
        const QStringList english = menuTexts();
        chooseLanguage(locale);
        QCOMPARE(installTranslations(), locale);
        const QStringList translated = menuTexts();
        QCOMPARE(translated.size(), english.size());
        QStringList untranslated;
        QStringList own{QStringLiteral("English")};
        for (const QString &l : translatedLanguages())
            own << languageName(l);
        for (qsizetype i = 0; i < english.size(); ++i)
            if (translated[i] == english[i] && !own.contains(english[i]) &&
                english[i].contains(QRegularExpression(QStringLiteral("[A-Za-z]{3}"))))
                untranslated << english[i];
        QVERIFY2(untranslated.isEmpty(), qPrintable(untranslated.join(QLatin1Char('\n'))));
        backToEnglish();
    }
};

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
