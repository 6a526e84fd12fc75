// A class session: the playlist takes the class from one lesson's end to the next with
// the advance key alone (a built-in variant opened as no edit, so no save prompt), and
// the presenter view shows the teacher the answer the class has not seen yet.

#include "classplaylist.h"
#include "classsession.h"
#include "lessonauthor.h"
#include "lessonpanel.h"
#include "lessonwalk.h"
#include "mainwindow.h"
#include "playback.h"
#include "presenterview.h"
#include "run/lessonnotes.h"
#include "run/runrecord.h"
#include "windowruns.h"

#include <QAction>
#include <QGuiApplication>
#include <QScreen>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace corrsim;

namespace {
using Entry = ClassPlaylist::Entry;
using Stop = LessonWalk::Stop;

/// Presses the advance key until the lesson stands at its end (playing out each stretch).
bool walkToTheEnd(MainWindow &w)
{
    for (int presses = 0; presses < 500; ++presses) {
        if (w.walk()->stop() == Stop::End)
            return true;
        w.walk()->advance();
        for (int ticks = 0; w.playback()->playing() && ticks < 400000; ++ticks)
            w.playback()->advance(33);
    }
    return false;
}
} // namespace

class TestClassSession : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void thePlaylistSaysWhatComesNext()
    {
        ClassPlaylist list;
        QVERIFY(!list.after({QStringLiteral("eip-stock-check"), {}}));
        const Entry first{QStringLiteral("eip-stock-check"), {}},
            second{QStringLiteral("payment-claim-race"), QStringLiteral("atomic-claim")};
        QCOMPARE(Entry::fromKey(second.key()), second);
        list.setEntries({first, second});
        QCOMPARE(list.after(first), std::optional(second));
        QVERIFY(!list.after(second)); // the last: nothing after it
        // A lesson opened by hand in between: the session starts again at its first.
        QCOMPARE(list.after({QStringLiteral("payment-ttl-expiry"), {}}), std::optional(first));
        list.save();
        ClassPlaylist again;
        again.load();
        QCOMPARE(again.entries(), list.entries());
    }

    void thePresenterReadsTheAnswerAndTheNextQuestion()
    {
        LessonNote plain, q1, q2;
        plain.event = 2;
        plain.text = "setting";
        q1.event = 5;
        q1.ask = "first?";
        q2.event = 9;
        q2.ask = "second?";
        const std::vector<LessonNote> notes{plain, q1, q2};
        PresenterNotes at = presenterNotes(notes, 3);
        QCOMPARE(at.now->text, std::string("setting"));
        QVERIFY(!at.question);
        QCOMPARE(at.next->ask, std::string("first?"));
        at = presenterNotes(notes, 5);
        QCOMPARE(at.question->ask, std::string("first?"));
        QCOMPARE(at.next->ask, std::string("second?"));
        at = presenterNotes(notes, 20);
        QCOMPARE(at.question->ask, std::string("second?"));
        QVERIFY(!at.next);
    }

    void theAdvanceKeyAtTheEndOpensTheNextLesson()
    {
        MainWindow w;
        w.classSession()->playlist()->setEntries(
            {{QStringLiteral("eip-stock-check"), {}},
             {QStringLiteral("payment-claim-race"), QStringLiteral("atomic-claim")}});
        QVERIFY(openLesson(w, QStringLiteral("eip-stock-check")));
        w.playback()->setSpeed(60000);
        QVERIFY(walkToTheEnd(w));
        QSignalSpy passed(w.walk(), &LessonWalk::endPassed);
        w.walk()->advance();
        QCOMPARE(passed.count(), 1);
        QVERIFY(settled(w));
        QCOMPARE(w.run()->info.name, std::string("payment-claim-race"));
        QCOMPARE(w.run()->info.variant, std::string("atomic-claim"));
        QVERIFY(!w.author()->modified()); // a built-in variant is no edit: no save prompt next
        QCOMPARE(w.walk()->stop(), Stop::Start);
        // The last of the session: the key at its end opens nothing.
        w.playback()->setSpeed(60000);
        QVERIFY(walkToTheEnd(w));
        QVERIFY(!w.classSession()->openNext());
        QCOMPARE(w.run()->info.name, std::string("payment-claim-race"));
        // A lesson outside the session: the key at its end opens nothing.
        QVERIFY(openLesson(w, QStringLiteral("payment-ttl-expiry")));
        w.playback()->setSpeed(60000);
        QVERIFY(walkToTheEnd(w));
        w.walk()->advance();
        QVERIFY(settled(w));
        QCOMPARE(w.run()->info.name, std::string("payment-ttl-expiry"));
    }

    void thePresenterViewShowsTheAnswerTheClassHasNotSeen()
    {
        MainWindow w;
        w.classSession()->playlist()->setEntries({{QStringLiteral("payment-claim-race"), {}}});
        QVERIFY(openLesson(w, QStringLiteral("payment-claim-race")));
        w.classSession()->showPresenterView(true);
        PresenterView *view = w.classSession()->presenterView();
        QVERIFY(view && view->isVisible());
        QVERIFY2(view->text().contains(QStringLiteral("Lesson 1 of 1")), qPrintable(view->text()));
        w.playback()->setSpeed(60000);
        w.walk()->advance(); // to the first question
        for (int ticks = 0; w.playback()->playing() && ticks < 400000; ++ticks)
            w.playback()->advance(33);
        QCOMPARE(w.walk()->stop(), Stop::Question);
        const std::vector<LessonNote> notes = lessonNotes(w.run()->trace());
        const auto question = std::find_if(notes.begin(), notes.end(),
                                           [&](const LessonNote &n) { return n.event == w.playback()->cursor(); });
        QVERIFY(question != notes.end() && !question->reveal.empty());
        QVERIFY(!w.lessonPanel()->revealShown()); // the class has not seen it
        const QString reveal = QString::fromStdString(question->reveal).toHtmlEscaped().left(40);
        QVERIFY2(view->text().contains(reveal), qPrintable(view->text()));
        QVERIFY(view->text().contains(QStringLiteral("Not yet revealed to the class")));
        // Its keys are the lesson's: R reveals to the class too.
        QTest::keyClick(view, Qt::Key_R);
        QCOMPARE(w.walk()->stop(), Stop::Revealed);
        QVERIFY(view->text().contains(QStringLiteral("The class has seen the answer")));
    }

    void presentingWithTwoScreens()
    {
        if (QGuiApplication::screens().size() < 2)
            QSKIP("one screen: tst_classsession_two_screens gives this two");
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(openLesson(w, QStringLiteral("eip-stock-check")));
        w.setPresentation(true);
        PresenterView *view = w.classSession()->presenterView();
        QVERIFY(view && view->isVisible());
        QVERIFY(view->screen() != w.screen()); // the teacher's screen, not the projector's
        QVERIFY(w.screen()->geometry().contains(w.geometry().center()));
        // The menu says it is shown, and closing its window unticks it.
        auto *action = w.findChild<QAction *>(QStringLiteral("presenterView"));
        QVERIFY(action && action->isChecked());
        view->close();
        QVERIFY(!action->isChecked());
        w.setPresentation(false);
        QVERIFY(!view->isVisible());
    }
};

QTEST_MAIN(TestClassSession)
#include "tst_classsession.moc"
