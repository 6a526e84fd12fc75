#include "builtinscenarios.h"
#include "input/json.h"
#include "input/scenarioerror.h"
#include "run/lessoncheck.h"
#include "run/lessonnotes.h"
#include "run/run.h"
#include "run/runrecord.h"
#include "run/studentcopy.h"
#include "scenario/scenario.h"
#include "trace/findingwords.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace corrsim;

// The lesson check a teacher's CI runs: `corrsim validate --lesson FILE`
// (model/run/lessoncheck.h). Every built-in lesson passes it; each kind of problem it
// names is made on purpose here and must be found, at its JSON path.
class TestLessonCheck : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    static Json stockCheck() { return Json::parse(findBuiltinScenario("eip-stock-check")->text); }
    /// The predict step of eip-stock-check: the fifth note (index 4), on the hats reply's delivery.
    static size_t stepOf(const Json &lesson)
    {
        for (size_t n = 0; n < lesson["narrative"].size(); ++n)
            if (lesson["narrative"][n].contains("ask"))
                return n;
        return 0;
    }
    struct Result
    {
        int code;
        QString out;
    };
    Result validateLesson(const Json &lesson)
    {
        const QString file = m_dir.filePath(QStringLiteral("lesson.json"));
        QFile f(file);
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
            return {-1, {}};
        f.write(QByteArray::fromStdString(lesson.dump(2)));
        f.close();
        QProcess p;
        p.start(QStringLiteral(CORRSIM_EXECUTABLE), {QStringLiteral("validate"), QStringLiteral("--lesson"), file});
        p.waitForFinished(60000);
        return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput() + p.readAllStandardError())};
    }

private slots:
    void everyBuiltinLessonPasses_data()
    {
        QTest::addColumn<QString>("name");
        for (const EmbeddedFile &f : builtinScenarios())
            QTest::newRow(std::string(f.name).c_str()) << QString::fromUtf8(f.name.data(), int(f.name.size()));
    }
    void everyBuiltinLessonPasses()
    {
        QFETCH(QString, name);
        const EmbeddedFile *f = findBuiltinScenario(name.toStdString());
        const LessonCheck check = checkLesson(Scenario::parse(f->text, std::string(f->fileName)));
        QString problems;
        for (const LessonProblem &p : check.problems)
            problems += QString::fromStdString("\n  " + lessonProblemWords(p));
        QVERIFY2(check.problems.empty(), qPrintable(problems));
        QVERIFY(check.runs >= 1);
    }

    void aSoundLessonExitsZero()
    {
        const Result r = validateLesson(stockCheck());
        QVERIFY2(r.code == 0, qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("a valid lesson: 0 problems, 2 runs")), qPrintable(r.out));
    }

    void eachProblemIsNamedAtItsPath_data()
    {
        QTest::addColumn<QString>("change");
        QTest::addColumn<QString>("problem");
        QTest::newRow("a note on an event that never happens")
            << "note-never"
            << "/narrative/7: its event did not happen in this run, so the note was not shown";
        QTest::newRow("a predict step at a time") << "step-at"
                                                  << "/narrative/4: a predict step at a time";
        QTest::newRow("a predict step without its answer") << "no-answer"
                                                           << "/narrative/4: a predict step names no";
        QTest::newRow("the summary gives the reveal away")
            << "summary"
            << "/narrative/4: the class can read the answer before this predict step: the summary";
        QTest::newRow("an earlier note gives the answer away")
            << "earlier-note"
            << "/narrative/4: the class can read the answer before this predict step: the note at /narrative/0";
        QTest::newRow("the deciding event comes before the question")
            << "decides-before"
            << "/narrative/4/decides: the event that decides the answer (the store.put by shop) happens before the "
               "question is asked";
        QTest::newRow("an earlier note holds a one-sentence reveal")
            << "one-sentence-reveal"
            << "/narrative/4: the class can read the answer before this predict step: the note at /narrative/0";
        QTest::newRow("a variant's own step") << "variant-step"
                                              << "/variants/0/narrative/4: a predict step at a time";
    }
    void eachProblemIsNamedAtItsPath()
    {
        QFETCH(QString, change);
        QFETCH(QString, problem);
        Json lesson = stockCheck();
        const size_t step = stepOf(lesson);
        QCOMPARE(step, size_t(4)); // the rows above name it
        Json &q = lesson["narrative"][step];
        if (change == QLatin1String("note-never"))
            lesson["narrative"].push_back({{"on", {{"event", "deliver"}, {"type", "no.such"}}}, {"text", "never"}});
        else if (change == QLatin1String("step-at")) {
            q.erase("on");
            q["at"] = "22ms";
        } else if (change == QLatin1String("no-answer"))
            q.erase("answer");
        else if (change == QLatin1String("summary"))
            lesson["summary"] = "Watch: " + q["reveal"].get<std::string>();
        else if (change == QLatin1String("earlier-note"))
            lesson["narrative"][0]["text"] = "Remember: " + q["answer"].get<std::string>() + " gets it.";
        else if (change == QLatin1String("decides-before"))
            q["decides"] = {{"event", "store.put"}, {"actor", "shop"}}; // the first put, at 0 ms
        else if (change == QLatin1String("one-sentence-reveal")) {
            // A reveal of one sentence is a secret whole (no shorter sentence stands for it).
            q["reveal"] = "Its correlation ID is the key into the pending store, whatever came first.";
            lesson["narrative"][0]["text"] = "Keep in mind: its correlation ID is the key into the pending store, "
                                             "whatever came first.";
        } else if (change == QLatin1String("variant-step")) {
            Json &own = lesson["variants"][0]["narrative"][step];
            own.erase("on");
            own["at"] = "20ms";
        }
        const Result r = validateLesson(lesson);
        QVERIFY2(r.code == 1, qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("lesson.json: ") + problem), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("not a valid lesson")), qPrintable(r.out));
    }

    // "Yes" is a word any note may hold: it gives the answer away only beside what the
    // step is about (a word of its question, the deciding event's outcome).
    void aShortAnswerIsFoundByWhatItIsAbout_data()
    {
        QTest::addColumn<QString>("earlier");
        QTest::addColumn<QString>("found");
        QTest::newRow("with a word of the question") << "Spoiler: yes, it will be matched."
                                                     << "matched";
        QTest::newRow("with the deciding outcome") << "Yes: its entry is taken."
                                                   << "taken";
        QTest::newRow("about something else") << "Yes, the shoes were asked about first."
                                              << "";
        QTest::newRow("the answer not said") << "It will be matched, you will see."
                                             << "";
    }
    void aShortAnswerIsFoundByWhatItIsAbout()
    {
        QFETCH(QString, earlier);
        QFETCH(QString, found);
        Json lesson = stockCheck();
        Json &q = lesson["narrative"][stepOf(lesson)];
        q["ask"] = "Is this reply matched to the hats request?";
        q["choices"] = {"Yes", "No"};
        q["answer"] = "Yes";
        q["reveal"] = "Its correlation ID is the key into the pending store.";
        q["decides"] = {{"event", "store.remove"}, {"detail", "taken"}, {"correlationId", "102"}, {"actor", "shop"}};
        lesson["narrative"][0]["text"] = earlier.toStdString();
        const LessonCheck check = checkLesson(Scenario::parse(lesson.dump(), "short.json"));
        QString problems;
        for (const LessonProblem &p : check.problems)
            problems += QString::fromStdString("\n  " + lessonProblemWords(p));
        if (found.isEmpty()) {
            QVERIFY2(check.problems.empty(), qPrintable(problems));
            return;
        }
        QCOMPARE(check.problems.size(), size_t(1));
        QCOMPARE(check.problems[0].where, std::string("/narrative/4"));
        QCOMPARE(QString::fromStdString(findingWords(check.problems[0].finding)),
                 QStringLiteral("the class can read the answer before this predict step: the note at /narrative/0 "
                                "\"%1\" says its answer \"Yes\" with \"%2\"")
                     .arg(earlier, found));
    }

    // A student copy leaves the answers and reveals out, but the student reads the whole
    // file: every text that states a step's answer, wherever it stands, is listed, and each
    // can be held back or rephrased in the copy alone.
    void aStudentCopyListsEveryTextThatStatesAnAnswer()
    {
        Json lesson = stockCheck();
        const size_t step = stepOf(lesson);
        Json &q = lesson["narrative"][step];
        q["ask"] = "Is this reply handed to the hats request?";
        q["choices"] = {"Yes", "No"};
        q["answer"] = "Yes";
        const std::string sentence = "The reply's correlation ID is the key into the pending store";
        q["reveal"] = "Yes. " + sentence + "; arrival order is no clue.";
        lesson["narrative"].push_back({{"on", {{"event", "store.remove"}, {"correlationId", "101"}, {"actor", "shop"}}},
                                       {"text", "Later: " + sentence + ", as we saw."}});
        lesson["summary"] = "Yes, the hats reply goes to the hats request.";
        lesson["expectations"][0]["name"] = "the reply of the hats request is matched"; // no "yes": nothing said
        const size_t later = lesson["narrative"].size() - 1;
        const Scenario s = Scenario::parse(lesson.dump(), "copy.json");
        const std::vector<StudentCopySpoiler> found = studentCopySpoilers(s);
        QCOMPARE(found.size(), size_t(2));
        QCOMPARE(found[0].where, std::string("/summary"));
        QCOMPARE(found[0].clue, std::string("Yes (reply)"));
        QCOMPARE(found[1].where, "/narrative/" + std::to_string(later) + "/text");
        QCOMPARE(found[1].clue, sentence);
        for (const StudentCopySpoiler &f : found) {
            QCOMPARE(f.step, step);
            QVERIFY(f.canHoldBack);
        }

        // Held back and rephrased in the student copy only.
        const Json copy = Json::parse(s.studentCopyText(
            {{found[0].where, std::nullopt}, {found[1].where, "Later: the store tells."}, {"/title", "Replies"}}));
        QVERIFY(!copy.contains("summary"));
        QCOMPARE(copy["narrative"][later]["text"].get<std::string>(), std::string("Later: the store tells."));
        QCOMPARE(copy["title"].get<std::string>(), std::string("Replies"));
        QVERIFY(!copy["narrative"][step].contains("reveal") && copy["studentCopy"].get<bool>());
        const Json held = Json::parse(s.studentCopyText({{found[1].where, std::nullopt}}));
        QCOMPARE(held["narrative"].size(), lesson["narrative"].size() - 1);
        QVERIFY(Json::parse(s.lessonText()).contains("summary")); // the teacher's keeps it
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, s.studentCopyText({{"/title", std::nullopt}}));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 s.studentCopyText({{"/narrative/" + std::to_string(step) + "/text", std::nullopt}}));
    }

    // An answer by its number (1 for the first choice) is that choice: what the app
    // writes, and what a translation of the choices leaves right.
    void anAnswerNamesItsChoiceByNumber()
    {
        Json lesson = stockCheck();
        const size_t step = stepOf(lesson);
        Json &q = lesson["narrative"][step];
        const std::string second = q["choices"][1].get<std::string>();
        QCOMPARE(q["answer"].get<std::string>(), second); // the hats request, in words
        q["answer"] = 2;
        const Scenario s = Scenario::parse(lesson.dump(), "numbered.json");
        const RunResult r = runScenario(s);
        const std::vector<LessonNote> notes = lessonNotes(r.record->trace());
        const auto asked = std::find_if(notes.begin(), notes.end(), [](const LessonNote &n) { return n.isQuestion(); });
        QVERIFY(asked != notes.end());
        QCOMPARE(asked->answer, second);
        QVERIFY(checkLesson(s).problems.empty());

        for (const auto &[answer, says] : std::vector<std::pair<Json, std::string>>{
                 {0, "/narrative/4/answer: the answer names choice 0 of 3 (the first is 1)"},
                 {4, "/narrative/4/answer: the answer names choice 4 of 3 (the first is 1)"},
                 {"the hats",
                  "/narrative/4/answer: the answer must be one of the choices, word for word, or its number"}}) {
            q["answer"] = answer;
            try {
                Scenario::parse(lesson.dump(), "numbered.json");
                QFAIL("a wrong answer loaded");
            } catch (const ScenarioError &e) {
                QVERIFY2(std::string(e.what()).find(says) != std::string::npos, e.what());
            }
        }
        q.erase("choices");
        q["answer"] = 1;
        QVERIFY_THROWS_EXCEPTION(ScenarioError, Scenario::parse(lesson.dump(), "numbered.json"));
    }

    void aTraceIsNotALesson()
    {
        const QString trace = m_dir.filePath(QStringLiteral("t.jsonl"));
        QProcess p;
        p.start(QStringLiteral(CORRSIM_EXECUTABLE),
                {QStringLiteral("run"), QStringLiteral("eip-stock-check"), QStringLiteral("--trace"), trace});
        p.waitForFinished(60000);
        p.start(QStringLiteral(CORRSIM_EXECUTABLE), {QStringLiteral("validate"), QStringLiteral("--lesson"), trace});
        p.waitForFinished(60000);
        QCOMPARE(p.exitCode(), 2);
    }
};

QTEST_GUILESS_MAIN(TestLessonCheck)
#include "tst_lessoncheck.moc"
