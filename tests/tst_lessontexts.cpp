#include "builtinlessontexts.h"
#include "builtinscenarios.h"
#include "input/json.h"
#include "input/scenarioerror.h"
#include "run/lessoncheck.h"
#include "run/lessonnotes.h"
#include "run/run.h"
#include "run/runrecord.h"
#include "runcontroller.h"
#include "scenario/lessontexts.h"
#include "scenario/scenario.h"
#include "scenariosource.h"

#include <QSignalSpy>
#include <QTest>

#include <algorithm>

using namespace corrsim;

// The built-in lessons in the language of the pattern text each is built on
// (docs/scenario-format.md#lesson-texts): every text the class reads translated, the run
// itself untouched, each predict step still asking for the same choice, and the lesson
// check (`validate --lesson`) as clean as in English.
class TestLessonTexts : public QObject
{
    Q_OBJECT

    static std::pair<std::string, std::string> nameAndLanguage(std::string_view fileName)
    {
        const size_t dot = fileName.find('.'), second = fileName.find('.', dot + 1);
        return {std::string(fileName.substr(0, dot)), std::string(fileName.substr(dot + 1, second - dot - 1))};
    }

private slots:
    void everyTranslationCoversItsLessonAndPlaysAsIt_data()
    {
        QTest::addColumn<QString>("file");
        for (const EmbeddedFile &f : builtinLessonTexts())
            QTest::newRow(std::string(f.fileName).c_str())
                << QString::fromUtf8(f.fileName.data(), int(f.fileName.size()));
    }
    void everyTranslationCoversItsLessonAndPlaysAsIt()
    {
        QFETCH(QString, file);
        const auto [name, language] = nameAndLanguage(file.toStdString());
        const EmbeddedFile *lesson = findBuiltinScenario(name);
        QVERIFY2(lesson, "no built-in lesson of that name");
        const EmbeddedFile *texts = findBuiltinLessonTexts(name, language);
        QVERIFY(texts);

        // Complete: every text a class reads, and no other.
        const std::vector<std::string> wanted = readTextPointers(lesson->text, name);
        const Json given = Json::parse(texts->text)["texts"];
        for (const std::string &p : wanted)
            QVERIFY2(given.contains(p), ("not translated: " + p).c_str());
        QCOMPARE(given.size(), wanted.size());

        const Scenario original = Scenario::parse(lesson->text, name);
        const Scenario translated = openLesson(name, language).scenario;
        QVERIFY(translated.info().title != original.info().title);
        const RunResult a = runScenario(original), b = runScenario(translated);
        const Trace &ta = a.record->trace(), &tb = b.record->trace();
        // The same run: every event but the notes' and expectations' words.
        QCOMPARE(tb.size(), ta.size());
        for (size_t i = 0; i < ta.size(); ++i) {
            QCOMPARE(tb[i].kind, ta[i].kind);
            QCOMPARE(tb[i].time, ta[i].time);
        }
        QCOMPARE(b.record->expectations.size(), a.record->expectations.size());
        for (size_t k = 0; k < a.record->expectations.size(); ++k)
            QCOMPARE(b.record->expectations[k].passed, a.record->expectations[k].passed);
        // Each step asks for the same choice, by its place among the choices.
        const std::vector<LessonNote> na = lessonNotes(ta), nb = lessonNotes(tb);
        QCOMPARE(nb.size(), na.size());
        for (size_t i = 0; i < na.size(); ++i) {
            if (!na[i].isQuestion() || na[i].choices.empty())
                continue;
            const auto place = [](const LessonNote &n) {
                return std::find(n.choices.begin(), n.choices.end(), n.answer) - n.choices.begin();
            };
            QCOMPARE(place(nb[i]), place(na[i]));
        }
        // The classroom checks hold in this language too.
        QString problems;
        for (const LessonProblem &p : checkLesson(translated).problems)
            problems += QString::fromStdString("\n  " + lessonProblemWords(p));
        QVERIFY2(problems.isEmpty(), qPrintable(problems));
    }

    void aTextThatDoesNotFitIsRefusedAtItsPointer_data()
    {
        QTest::addColumn<QString>("texts");
        QTest::addColumn<QString>("says");
        QTest::newRow("another lesson") << R"({"textsOf": "eip-stock-check", "language": "pt_BR", "texts": {}})"
                                        << "x.pt_BR.json: /textsOf: these are the texts of another lesson";
        QTest::newRow("no such text")
            << R"({"textsOf": "payment-out-of-order", "language": "pt_BR", "texts": {"/narrative/9/text": "x"}})"
            << "/texts/~1narrative~19~1text: names no text of";
        QTest::newRow("a participant's name")
            << R"({"textsOf": "payment-out-of-order", "language": "pt_BR", "texts": {"/participants/0/name": "x"}})"
            << "/texts/~1participants~10~1name: names no text of";
        QTest::newRow("an empty text")
            << R"({"textsOf": "payment-out-of-order", "language": "pt_BR", "texts": {"/title": ""}})"
            << "/texts/~1title: a text is a non-empty string";
        QTest::newRow("no language") << R"({"textsOf": "payment-out-of-order", "texts": {}})"
                                     << "/language: the language the texts are in";
        QTest::newRow("a typo") << R"({"textsOf": "payment-out-of-order", "language": "pt_BR", "text": {}})"
                                << "/text: unknown field \"text\"";
    }
    void aTextThatDoesNotFitIsRefusedAtItsPointer()
    {
        QFETCH(QString, texts);
        QFETCH(QString, says);
        try {
            withLessonTexts(findBuiltinScenario("payment-out-of-order")->text, "payment-out-of-order",
                            texts.toStdString(), "x.pt_BR.json");
            QFAIL("taken");
        } catch (const ScenarioError &e) {
            QVERIFY2(QString::fromUtf8(e.what()).contains(says), e.what());
        }
    }

    void anAnswerInWordsFollowsItsTranslatedChoice()
    {
        // eip-stock-check names its answer in words; the choices translated, it is the same one.
        const std::string texts = R"({"textsOf": "eip-stock-check", "language": "xx", "texts": {
            "/narrative/4/choices/0": "one", "/narrative/4/choices/1": "two", "/narrative/4/choices/2": "three"}})";
        const Scenario s = Scenario::parse(
            withLessonTexts(findBuiltinScenario("eip-stock-check")->text, "eip-stock-check", texts, "x.xx.json"),
            "eip-stock-check");
        const std::vector<LessonNote> notes = lessonNotes(runScenario(s).record->trace());
        const auto step = std::find_if(notes.begin(), notes.end(), [](const LessonNote &n) { return n.isQuestion(); });
        QVERIFY(step != notes.end());
        QCOMPARE(step->answer, std::string("two"));
    }

    void theWindowOpensABuiltInLessonInItsLanguage()
    {
        RunController runs;
        QSignalSpy idle(&runs, &RunController::idle);
        for (const auto &[language, lesson] :
             {std::pair{"pt_BR", "payment-out-of-order"}, {"zh_CN", "eip-stock-check"}}) {
            const EmbeddedFile *texts = findBuiltinLessonTexts(lesson, language);
            if (!texts)
                QSKIP("no texts yet");
            runs.setLessonLanguage(QString::fromLatin1(language));
            QVERIFY(runs.open(QString::fromLatin1(lesson)));
            QVERIFY(idle.wait(30000));
            QCOMPARE(runs.scenario()->info().title, Json::parse(texts->text)["texts"]["/title"].get<std::string>());
            runs.setLessonLanguage({}); // as written: the command line's, and English's
            QVERIFY(runs.open(QString::fromLatin1(lesson)));
            QVERIFY(idle.wait(30000));
            QCOMPARE(runs.scenario()->info().title,
                     Scenario::parse(findBuiltinScenario(lesson)->text, "x").info().title);
        }
    }
};

QTEST_MAIN(TestLessonTexts)
#include "tst_lessontexts.moc"
