// The Sweep and Explore windows' life without the main window: one of each, kept while
// the scenario stays and made again when it changed, and the exploration that answers a
// lesson's question.

#include "builtinscenarios.h"
#include "explorepanel.h"
#include "input/json.h"
#include "sweeppanel.h"
#include "toolwindows.h"

#include <QPointer>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace corrsim;

namespace {

Scenario lesson(const char *name)
{
    return Scenario::parse(findBuiltinScenario(name)->text, std::string(name) + ".json");
}

} // namespace

class TestToolWindows : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void aWindowIsKeptForItsScenarioAndMadeAgainForAnother()
    {
        QWidget owner;
        ToolWindows tools(&owner);
        const Scenario claim = lesson("claim-which-fault-breaks-it"), race = lesson("payment-claim-race");
        ExplorePanel *first = tools.openExplore(claim);
        QVERIFY(first->isVisible() && first->isWindow() && first->parent() == &owner);
        QCOMPARE(tools.openExplore(claim), first);
        const QPointer<ExplorePanel> old = first;
        ExplorePanel *second = tools.openExplore(race);
        QVERIFY(second != first);
        QCOMPARE(second->scenario().toJson(), race.toJson());
        QTRY_VERIFY(!old); // closed, and gone
        QCOMPARE(tools.explore(), second);
        second->close();
        QTRY_VERIFY(!tools.explore());
        // The Sweep window too, and a parameter changed is another scenario.
        SweepPanel *sweep = tools.openSweep(claim);
        QCOMPARE(tools.openSweep(claim), sweep);
        Scenario changed = claim;
        changed.set({"network.latency", "40ms"});
        const QPointer<SweepPanel> oldSweep = sweep;
        QVERIFY(tools.openSweep(changed) != sweep);
        QTRY_VERIFY(!oldSweep);
        // A new Explore window is placed where the caller says; one kept stays where it is.
        int placed = 0;
        tools.openExplore(claim, [&](QWidget *) { ++placed; });
        tools.openExplore(claim, [&](QWidget *) { ++placed; });
        QCOMPARE(placed, 1);
    }

    void theLessonsExplorationAnswersItsQuestion()
    {
        QWidget owner;
        ToolWindows tools(&owner);
        QSignalSpy answered(&tools, &ToolWindows::lessonAnswered), open(&tools, &ToolWindows::lessonLeftOpen);
        tools.exploreForLesson(lesson("claim-which-fault-breaks-it"));
        QVERIFY(tools.explore() && tools.explore()->running());
        QTRY_COMPARE_WITH_TIMEOUT(answered.size(), 1, 120000);
        QVERIFY(!answered.first().first().toString().isEmpty());
        QCOMPARE(open.size(), 0);
        // Explored again by hand, the answer is not given twice.
        tools.explore()->start();
        QTRY_VERIFY_WITH_TIMEOUT(!tools.explore()->running(), 120000);
        QCOMPARE(answered.size(), 1);
    }

    void aWindowClosedMidSearchLeavesTheQuestionOpen()
    {
        QWidget owner;
        ToolWindows tools(&owner);
        QSignalSpy answered(&tools, &ToolWindows::lessonAnswered), open(&tools, &ToolWindows::lessonLeftOpen);
        tools.exploreForLesson(lesson("claim-which-fault-breaks-it"));
        // Gone at once (a closed window goes at the next turn of the event loop, by which
        // time so small a search may have finished, and answered).
        delete tools.explore();
        QCOMPARE(open.size(), 1);
        QTest::qWait(50);
        QCOMPARE(answered.size(), 0);
    }

    void aPlanThatDoesNotFitIsRefusedAndLeavesTheQuestionOpen()
    {
        Json doc = Json::parse(findBuiltinScenario("claim-which-fault-breaks-it")->text);
        doc["explore"]["checks"] = Json::array({"no-such-check"});
        const Scenario broken = Scenario::parse(doc.dump(), "broken.json");
        QWidget owner;
        ToolWindows tools(&owner);
        QSignalSpy refused(&tools, &ToolWindows::refused), open(&tools, &ToolWindows::lessonLeftOpen);
        tools.exploreForLesson(broken);
        QCOMPARE(open.size(), 1);
        QCOMPARE(refused.size(), 1);
        QVERIFY2(refused.first().first().toString().contains(QStringLiteral("/explore/checks/0")),
                 qPrintable(refused.first().first().toString()));
        QVERIFY(!tools.explore()->running());
    }
};

QTEST_MAIN(TestToolWindows)
#include "tst_toolwindows.moc"
