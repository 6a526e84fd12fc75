#include "builtinscenarios.h"
#include "input/json.h"
#include "run/lessoncheck.h"
#include "run/lessonnotes.h"
#include "run/run.h"
#include "run/runrecord.h"
#include "run/sagametrics.h"
#include "scenario/narrativenote.h"
#include "scenario/newexpectation.h"
#include "scenario/pinnedfault.h"
#include "scenario/scenario.h"
#include "scenario/schemavalidator.h"

#include "trace/conversationref.h"

#include <QTest>

using namespace corrsim;

// What File › Save lesson and Export student copy write (model/scenario/lessontext.h),
// and the note edits of Lesson › Add note here, Ask here, Edit and Delete
// (scenario/authoring.cpp): a saved lesson reads like a built-in one, loads as the same
// scenario and runs to the same fingerprint; a student copy holds no answer.
class TestLessonText : public QObject
{
    Q_OBJECT

    static Scenario builtin(const char *name)
    {
        const EmbeddedFile *f = findBuiltinScenario(name);
        return Scenario::parse(f->text, std::string(f->fileName));
    }
    static void builtinLessons()
    {
        QTest::addColumn<QString>("name");
        for (const EmbeddedFile &f : builtinScenarios())
            QTest::newRow(std::string(f.name).c_str()) << QString::fromUtf8(f.name.data(), int(f.name.size()));
    }
    /// Every string under a key named `key`, anywhere in `j`.
    static void collect(const Json &j, const std::string &key, std::vector<std::string> &out)
    {
        if (j.is_object())
            for (const auto &[k, v] : j.items()) {
                if (k == key && v.is_string())
                    out.push_back(v.get<std::string>());
                collect(v, key, out);
            }
        else if (j.is_array())
            for (const Json &v : j)
                collect(v, key, out);
    }
    static std::string fingerprintOf(const Scenario &s) { return runScenario(s).record->fingerprint; }

private slots:
    void aSavedLessonIsTheSameLesson_data() { builtinLessons(); }
    void aSavedLessonIsTheSameLesson()
    {
        QFETCH(QString, name);
        const EmbeddedFile *f = findBuiltinScenario(name.toStdString());
        const Scenario lesson = Scenario::parse(f->text, std::string(f->fileName));
        const std::string text = lesson.lessonText();
        QCOMPARE(Json::parse(text), Json::parse(f->text)); // nothing lost, nothing added
        const Scenario again = Scenario::parse(text, "saved.json");
        QCOMPARE(again.lessonText(), text); // stable: saving again changes no byte
        QCOMPARE(fingerprintOf(again), fingerprintOf(lesson));
        QVERIFY(validateAgainstSchema(text).empty());
    }

    void aSavedLessonReadsLikeTheFileItCameFrom()
    {
        // Files written one key a line keep every byte: their keys' order, "on" on one line.
        for (const char *name : {"payment-out-of-order", "outbox-relay-at-least-once", "payment-claim-race"}) {
            const EmbeddedFile *f = findBuiltinScenario(name);
            QCOMPARE(QString::fromStdString(builtin(name).lessonText()),
                     QString::fromUtf8(f->text.data(), int(f->text.size())));
        }
    }

    void aStudentCopyHoldsNoAnswer_data() { builtinLessons(); }
    void aStudentCopyHoldsNoAnswer()
    {
        QFETCH(QString, name);
        const Scenario lesson = builtin(name.toUtf8().constData());
        const Json teacher = Json::parse(lesson.lessonText());
        std::vector<std::string> secrets;
        collect(teacher, "reveal", secrets);
        const std::string text = lesson.studentCopyText();
        const Json student = Json::parse(text);
        QCOMPARE(student.value("studentCopy", false), true);
        std::vector<std::string> left;
        collect(student, "reveal", left);
        collect(student, "answer", left);
        QVERIFY(left.empty());
        for (const std::string &reveal : secrets)
            QVERIFY2(text.find(reveal) == std::string::npos, reveal.c_str()); // out of the file, not hidden
        QVERIFY(validateAgainstSchema(text).empty());
        // It plays: every note at its place, each question asked, with no answer to show.
        const Scenario copy = Scenario::parse(text, "student.json");
        QVERIFY(copy.info().studentCopy);
        const auto run = runScenario(copy).record;
        const std::vector<LessonNote> notes = lessonNotes(run->trace()),
                                      taught = lessonNotes(runScenario(lesson).record->trace());
        QCOMPARE(notes.size(), taught.size());
        for (size_t i = 0; i < notes.size(); ++i) {
            QCOMPARE(notes[i].time, taught[i].time);
            QCOMPARE(notes[i].ask, taught[i].ask);
            QVERIFY(notes[i].reveal.empty() && notes[i].answer.empty());
        }
        QVERIFY(checkLesson(copy).problems.empty());
    }

    void onlyAStudentCopyMayLeaveTheRevealOut()
    {
        Json lesson = Json::parse(builtin("payment-out-of-order").lessonText());
        lesson["narrative"][1].erase("reveal");
        try {
            Scenario::parse(lesson.dump(2), "no-reveal.json");
            QFAIL("a question without its reveal loaded");
        } catch (const ScenarioError &e) {
            QCOMPARE(QString::fromStdString(e.jsonPath()), QStringLiteral("/narrative/1"));
        }
        QVERIFY(!validateAgainstSchema(lesson.dump(2)).empty());
    }

    void aNoteAddedOnAnEventStaysWithIt()
    {
        // Ask here on the second callback's delivery, and a note on the first one.
        Scenario lesson = builtin("payment-out-of-order");
        const auto before = runScenario(lesson).record;
        std::optional<size_t> second;
        for (size_t i = 0, seen = 0; i < before->trace().size(); ++i)
            if (const auto a = NoteAnchor::of(before->trace(), i);
                a && a->kind == EventKind::Deliver && a->type == "payment.callback" && ++seen == 2)
                second = i;
        QVERIFY(second);
        QCOMPARE(NoteAnchor::of(before->trace(), *second)->words(),
                 std::string("the deliver of payment.callback in PRQ-#1 by orders"));
        NarrativeNote ask;
        ask.on = *NoteAnchor::of(before->trace(), *second);
        ask.text = "The second callback arrives.";
        ask.question = LessonQuestion{"Which order does it pay?", {"A", "B"}, "A", "A: its correlationId is A's."};
        lesson.insertNote(lesson.narrativeSize(), ask);
        QCOMPARE(lesson.narrativeSize(), size_t(4));
        const auto after = runScenario(lesson).record;
        const std::vector<LessonNote> notes = lessonNotes(after->trace());
        const auto noteOf = notesOfNarrative(lesson, notes);
        QVERIFY(noteOf[3]);
        const LessonNote &asked = notes[*noteOf[3]];
        QCOMPARE(asked.ask, std::string("Which order does it pay?"));
        QCOMPARE(asked.answer, std::string("A"));
        // Right before its event, whatever else: the next event is the delivery it names.
        const TraceEvent &next = after->trace()[asked.event + 1];
        QCOMPARE(next.kind, EventKind::Deliver);
        QCOMPARE(after->trace().names().text(next.messageType()), std::string_view("payment.callback"));

        // A slower network moves it with its event.
        lesson.set({"network.latency", "40ms"});
        const auto slower = runScenario(lesson).record;
        const std::vector<LessonNote> moved = lessonNotes(slower->trace());
        const LessonNote &there = moved[*notesOfNarrative(lesson, moved)[3]];
        QVERIFY(there.time > asked.time);
        QCOMPARE(slower->trace()[there.event + 1].kind, EventKind::Deliver);

        // Reworded: the anchor stays. Removed: gone from the run and the file.
        NarrativeNote words = ask;
        words.text = "The second callback, reworded.";
        lesson.rewordNote(3, words);
        QVERIFY(lesson.lessonText().find("reworded") != std::string::npos);
        QCOMPARE(Json::parse(lesson.lessonText())["narrative"][3]["on"], Json::parse(ask.on.json()));
        lesson.removeNote(3);
        QCOMPARE(lesson.narrativeSize(), size_t(3));
        QVERIFY(lesson.lessonText().find("reworded") == std::string::npos);
    }

    void aNoteEditSurvivesGoingBackToTheLesson()
    {
        // Edits go into the lesson as shipped too: a parameter change and back keeps them.
        Scenario lesson = builtin("payment-out-of-order");
        lesson.removeNote(0);
        lesson.set({"network.latency", "40ms"});
        lesson.matchScriptOrGoOffScript();
        lesson.set({"network.latency", "5ms"});
        lesson.matchScriptOrGoOffScript();
        QVERIFY(!lesson.info().offScript);
        QCOMPARE(lesson.narrativeSize(), size_t(2));
    }

    void aKeptFaultStaysOnItsMessage()
    {
        // What if… the first payment.callback came twice, kept in the lesson: a note added
        // before it and a slower network leave the duplicate on that callback.
        Scenario lesson = builtin("payment-out-of-order");
        const auto run = runScenario(lesson).record;
        size_t send = 0;
        while (!(run->trace()[send].kind == EventKind::Send &&
                 run->trace().names().text(run->trace()[send].messageType()) == "payment.callback"))
            ++send;
        lesson.keepFault(PinnedFault::onMessage(PinnedFault::Kind::Duplicate, send), run->trace());
        const Json kept = Json::parse(lesson.lessonText())["faults"].back();
        QCOMPARE(kept["duplicate"]["type"], Json("payment.callback"));
        QVERIFY(!kept["duplicate"].contains("seq"));
        const std::string text = lesson.lessonText(); // a new key where the format puts it
        QVERIFY(text.find("\"faults\"") < text.find("\"narrative\""));
        NarrativeNote first;
        first.on = *NoteAnchor::of(run->trace(), 1);
        first.text = "A note before everything.";
        lesson.insertNote(0, first);
        lesson.set({"network.latency", "40ms"});
        const auto moved = runScenario(lesson).record;
        size_t duplicates = 0;
        for (size_t i = 0; i < moved->trace().size(); ++i)
            duplicates += moved->trace()[i].kind == EventKind::Duplicate &&
                          moved->trace().names().text(moved->trace()[i].messageType()) == "payment.callback";
        QCOMPARE(duplicates, size_t(1));
        QVERIFY(moved->warnings.empty());
    }

    void anchorsFollowTheirConversationWhenTheOrderChanges()
    {
        // The author anchors a note on B's callback (it arrives first) and keeps a duplicate
        // of B's callback. A parameter makes A's callback come first: the note and the fault
        // stay on B's conversation, not on "the first callback", and the seed changes no ID
        // they name.
        Scenario lesson = builtin("payment-out-of-order");
        const auto run = runScenario(lesson).record;
        const Trace &t = run->trace();
        auto firstOf = [](const Trace &trace, EventKind kind) {
            for (size_t i = 0; i < trace.size(); ++i)
                if (trace[i].kind == kind && trace.names().text(trace[i].messageType()) == "payment.callback")
                    return i;
            return SIZE_MAX;
        };
        const size_t deliver = firstOf(t, EventKind::Deliver), send = firstOf(t, EventKind::Send);
        QVERIFY(deliver != SIZE_MAX && send != SIZE_MAX);
        const Id b = t[deliver].correlation; // B's: its callback comes after 20 ms, A's after 50
        NarrativeNote note;
        note.on = *NoteAnchor::of(t, deliver);
        note.text = "B's callback arrives.";
        lesson.insertNote(lesson.narrativeSize(), note);
        lesson.keepFault(PinnedFault::onMessage(PinnedFault::Kind::Duplicate, send), t);
        const Json saved = Json::parse(lesson.lessonText());
        QCOMPARE(saved["faults"].back()["duplicate"]["conversation"], Json("PRQ-#2"));
        QCOMPARE(saved["narrative"].back()["on"]["conversation"], Json("PRQ-#2"));
        QVERIFY(!saved["narrative"].back()["on"].contains("occurrence"));

        for (const char *change : {"participants.provider.callbackAfter.sequence=[\"20ms\",\"50ms\"]", "seed=7"}) {
            Scenario changed = lesson;
            if (std::string_view(change) == "seed=7") {
                RunOptions o;
                o.seed = 7;
                const auto other = runScenario(changed, o).record;
                const std::vector<LessonNote> notes = lessonNotes(other->trace());
                const LessonNote &n = notes[*notesOfNarrative(changed, notes).back()];
                QCOMPARE(other->trace()[n.event + 1].kind, EventKind::Deliver);
                QCOMPARE(conversationName(other->trace().ids(), other->trace()[n.event + 1].correlation),
                         std::optional<std::string>("PRQ-#2"));
                continue;
            }
            changed.set(ParameterEdit::parse(change).value());
            const auto reordered = runScenario(changed).record;
            const Trace &r = reordered->trace();
            QVERIFY2(r[firstOf(r, EventKind::Deliver)].correlation != b, "the change did not reorder the callbacks");
            const std::vector<LessonNote> notes = lessonNotes(r);
            const LessonNote &n = notes[*notesOfNarrative(changed, notes).back()];
            QCOMPARE(r[n.event + 1].kind, EventKind::Deliver);
            QCOMPARE(r[n.event + 1].correlation, b); // still B's callback, now the second to arrive
            size_t copies = 0;
            for (size_t i = 0; i < r.size(); ++i)
                if (r[i].kind == EventKind::Duplicate) {
                    QCOMPARE(r[i].correlation, b);
                    ++copies;
                }
            QCOMPARE(copies, size_t(1));
            QVERIFY(reordered->warnings.empty());
        }
    }

    void anExpectationMadeFromTheRunHolds()
    {
        // From what the author sees: how many removes found nothing, and a final status.
        Scenario lesson = builtin("payment-out-of-order");
        const auto run = runScenario(lesson).record;
        size_t matched = 0, i = 0;
        while (run->trace()[i].kind != EventKind::StorePut)
            ++i;
        const auto put = NoteAnchor::of(run->trace(), i, &matched);
        QVERIFY(put && matched >= 2);
        lesson.addExpectation({"the puts", NewExpectation::Count{put->kind, put->type, put->detail, put->correlationId,
                                                                 put->actor, matched}});
        lesson.addExpectation(
            {"B is paid", NewExpectation::StoreValue{"orders.status", "ORD-CID-B", "status", "PAID"}});
        lesson.addExpectation({"no such order", NewExpectation::StoreValue{"orders.status", "ORD-X", {}, {}, false}});
        const auto checked = runScenario(lesson).record;
        QCOMPARE(checked->expectations.size(), size_t(11));
        for (const ExpectationResult &e : checked->expectations)
            QVERIFY2(e.passed, e.name.c_str());
        // The same, one off: it fails, so the count is the checker's.
        Scenario wrong = builtin("payment-out-of-order");
        wrong.addExpectation({"one put too many", NewExpectation::Count{put->kind, put->type, put->detail,
                                                                        put->correlationId, put->actor, matched + 1}});
        QVERIFY(!runScenario(wrong).record->expectations.back().passed);
        QCOMPARE(Json::parse(lesson.lessonText())["expectations"][9]["name"], Json("B is paid"));
    }

    void aSagaExpectationNamesWhereItEnds()
    {
        // Expect this on a saga of the timeline: its owner's change to the state it ends in.
        Scenario lesson = builtin("saga-payment-happy-path");
        const auto run = runScenario(lesson).record;
        QVERIFY(run->sagas && !run->sagas->instances.empty());
        const SagaInstance &saga = run->sagas->instances.front();
        lesson.addExpectation(
            {"it settles",
             NewExpectation::Count{EventKind::StateChange, {}, saga.state, {}, saga.owner, 1, saga.id, true}});
        QVERIFY(runScenario(lesson).record->expectations.back().passed);
        Scenario wrong = builtin("saga-payment-happy-path");
        wrong.addExpectation(
            {"another saga's",
             NewExpectation::Count{
                 EventKind::StateChange, {}, saga.state, {}, saga.owner, 1, saga.id + "-not-it", true}});
        QVERIFY(!runScenario(wrong).record->expectations.back().passed);
    }

    void aBadNoteIsRefusedAtItsEntry()
    {
        Scenario lesson = builtin("payment-out-of-order");
        NarrativeNote bad;
        bad.on.kind = EventKind::Deliver;
        bad.on.type = "payment.callback";
        bad.text = "two choices, an answer that is neither";
        bad.question = LessonQuestion{"Which?", {"A", "B"}, "C", "C."};
        try {
            lesson.insertNote(0, bad);
            QFAIL("an answer not among the choices was taken");
        } catch (const ScenarioError &e) {
            QVERIFY2(QString::fromStdString(e.jsonPath()).startsWith(QStringLiteral("/narrative/0")), e.what());
        }
        QCOMPARE(lesson.narrativeSize(), size_t(3)); // unchanged
    }
};

QTEST_GUILESS_MAIN(TestLessonText)
#include "tst_lessontext.moc"
