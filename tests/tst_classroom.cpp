// A class playing lessons, scripted: the predict pause keeps its answer, every view is
// honest to the cursor, variants are green where they say so, idle time is skipped,
// and a fixed file loads. Screenshots for the docs come from here
// (CORRSIM_SCREENSHOT_DIR=docs build/tests/tst_classroom).

#include "builtinscenarios.h"
#include "diagramdata.h"
#include "diagramitem.h"
#include "eventfiltermodel.h"
#include "lessonauthor.h"
#include "lessonpanel.h"
#include "lessonwalk.h"
#include "mainwindow.h"
#include "parameteredit.h"
#include "parametereditors.h"
#include "parameterpanel.h"
#include "playback.h"
#include "run/lessonnotes.h"
#include "run/runrecord.h"
#include "run/tracequeries.h"
#include "sagatimeline.h"
#include "scenario/parameterspec.h"
#include "sequencediagram.h"
#include "windowruns.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QLineEdit>
#include <QScreen>
#include <QScrollBar>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>
#include <QTreeWidgetItemIterator>
#include <QUndoStack>

using namespace corrsim;

namespace {
/// Presentation fills the screen it is on: what a projector shows is read off a
/// 1280x720 screen (tst_classroom_x11), not a larger one.
bool onAProjector()
{
    const QSize screen = QGuiApplication::primaryScreen()->size();
    return screen.width() <= 1280 && screen.height() <= 720;
}

void screenshot(QWidget *w, const char *name)
{
    const QByteArray dir = qgetenv("CORRSIM_SCREENSHOT_DIR");
    if (!dir.isEmpty())
        w->grab().save(QDir(QString::fromLocal8Bit(dir)).filePath(QString::fromLatin1(name)));
}

/// Plays until playback stops by itself (a predict pause or the end), 33 ms of wall time
/// a step as the timer would; returns the wall time it took, in ms.
double playUntilItStops(Playback *p)
{
    double wall = 0;
    p->play();
    while (p->playing() && wall < 3'600'000) {
        p->advance(33);
        wall += 33;
    }
    return wall;
}

bool allStartWith(const QStringList &lines, const QString &prefix)
{
    for (const QString &l : lines)
        if (!l.startsWith(prefix))
            return false;
    return !lines.isEmpty();
}
} // namespace

class TestClassroom : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void thePredictPauseKeepsItsAnswer_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<QString>("shot");
        QTest::newRow("1920x1080") << QSize(1920, 1080) << QStringLiteral("screenshot-predict-pause.png");
        QTest::newRow("1280x720") << QSize(1280, 720) << QStringLiteral("screenshot-predict-pause-720p.png");
    }
    void thePredictPauseKeepsItsAnswer()
    {
        QFETCH(QSize, size);
        QFETCH(QString, shot);
        MainWindow w;
        w.resize(size);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.runs()->open(QStringLiteral("eip-stock-check")));
        QVERIFY(settled(w));
        w.playback()->setSpeed(200);
        playUntilItStops(w.playback());
        const Trace &t = w.run()->trace();
        const size_t at = w.playback()->cursor();
        QVERIFY(t[at].kind == EventKind::Note && (t[at].flags & FlagPause));
        LessonPanel *lesson = w.lessonPanel();

        // The question is asked; its answer and everything after it are not shown.
        QVERIFY(lesson->currentNote().contains(QStringLiteral("Which pending request")));
        QVERIFY(!lesson->revealShown());
        QVERIFY(!lesson->currentNote().contains(QStringLiteral("key into the pending store")));
        int pastNotes = 0;
        for (const LessonNote &n : lessonNotes(t))
            pastNotes += n.event <= at ? 1 : 0;
        QCOMPARE(lesson->storyShown().size(), pastNotes);
        for (const QString &line : lesson->storyShown())
            QVERIFY2(!line.contains(QStringLiteral("Answer:")) && !line.contains(QStringLiteral("discards")),
                     qPrintable(line));
        QVERIFY2(allStartWith(lesson->expectationsShown(), QStringLiteral("…")),
                 qPrintable(lesson->expectationsShown().join('\n')));
        QVERIFY(w.statusText().contains(QStringLiteral("decided so far")));
        QCOMPARE(size_t(w.eventFilter()->rowCount()), at + 1); // the log holds no future
        // The moment is on screen.
        const QRectF visible = w.diagram()->mapToScene(w.diagram()->viewport()->rect()).boundingRect();
        QVERIFY(visible.contains(QPointF(visible.center().x(), w.diagram()->sceneY(t[at].time))));
        QTest::qWait(30);
        screenshot(&w, shot.toLatin1().constData());

        lesson->reveal();
        QVERIFY(lesson->revealShown());
        QVERIFY(lesson->currentNote().contains(QStringLiteral("key into the pending store")));
        // Play on stops at the moment the answer is about: the hats reply matched.
        playUntilItStops(w.playback());
        QCOMPARE(w.playback()->cursor(), w.walk()->moment(at));
        QCOMPARE(t[w.playback()->cursor()].kind, EventKind::ReplyMatched);
        // Played to the end, every expectation has its verdict.
        playUntilItStops(w.playback());
        QCOMPARE(w.playback()->cursor(), t.size() - 1);
        QVERIFY2(allStartWith(lesson->expectationsShown(), QStringLiteral("✔")),
                 qPrintable(lesson->expectationsShown().join('\n')));
        QVERIFY(w.statusText().contains(QStringLiteral("6 of 6 expectations hold")));
    }

    void analysisShowsTheWholeRun()
    {
        MainWindow w;
        QVERIFY(w.runs()->open(QStringLiteral("eip-stock-check")));
        QVERIFY(settled(w));
        QCOMPARE(w.eventFilter()->rowCount(), 1);
        QVERIFY(allStartWith(w.lessonPanel()->expectationsShown(), QStringLiteral("…")));
        // Analysis: every verdict, every row, at the first event.
        w.setAnalysis(true);
        QCOMPARE(size_t(w.eventFilter()->rowCount()), w.run()->trace().size());
        QVERIFY(allStartWith(w.lessonPanel()->expectationsShown(), QStringLiteral("✔")));
        QCOMPARE(w.lessonPanel()->storyShown().size(), int(lessonNotes(w.run()->trace()).size()));
        w.setAnalysis(false);
        QCOMPARE(w.eventFilter()->rowCount(), 1);
        // Half-way, every view stops where the window's one sight does.
        const size_t mid = w.run()->trace().size() / 2;
        w.playback()->setCursor(mid);
        QCOMPARE(w.sight().lastShown(), std::optional<size_t>(mid));
        QCOMPARE(w.diagram()->drawnTo(), std::optional<size_t>(mid));
        QCOMPARE(size_t(w.eventFilter()->rowCount()), mid + 1);
        QVERIFY(w.statusText().contains(QStringLiteral("decided so far")));
        w.setAnalysis(true);
        QCOMPARE(w.diagram()->drawnTo(), std::nullopt);
        QCOMPARE(size_t(w.eventFilter()->rowCount()), w.run()->trace().size());
        QVERIFY2(w.statusText().contains(QStringLiteral("6 of 6 expectations hold")), qPrintable(w.statusText()));
        w.setAnalysis(false); // back to the class's view, at the same cursor
        QCOMPARE(w.diagram()->drawnTo(), std::optional<size_t>(mid));
        QCOMPARE(size_t(w.eventFilter()->rowCount()), mid + 1);
    }

    void aVariantIsGreenWhereItSaysSo()
    {
        MainWindow w;
        QVERIFY(w.runs()->open(QStringLiteral("payment-claim-race")));
        QVERIFY(settled(w));
        QVERIFY(w.runs()->chooseVariant(QStringLiteral("atomic-claim")));
        QVERIFY(settled(w));
        QCOMPARE(QString::fromStdString(w.run()->info.variant), QStringLiteral("atomic-claim"));
        w.playback()->toEnd();
        QVERIFY2(allStartWith(w.lessonPanel()->expectationsShown(), QStringLiteral("✔")),
                 qPrintable(w.lessonPanel()->expectationsShown().join('\n')));
        QVERIFY(!w.parameters()->changedPaths().isEmpty()); // the variant's change is marked
        // Changing the value back by hand is the lesson as shipped again.
        QVERIFY(editParameter(w, QStringLiteral("participants.orders.claim"), QStringLiteral("retrieve-then-remove")));
        QVERIFY(settled(w));
        QVERIFY(w.run()->info.variant.empty() && !w.run()->info.offScript);
        QVERIFY(w.parameters()->changedPaths().isEmpty());
    }

    void parameterEditorsAreTyped()
    {
        MainWindow w;
        QVERIFY(w.runs()->open(QStringLiteral("payment-claim-race")));
        QVERIFY(settled(w));
        auto *tree = w.parameters()->findChild<QTreeWidget *>();
        QTreeWidgetItem *claim = nullptr, *persistent = nullptr;
        QTreeWidgetItemIterator it(tree);
        for (; *it; ++it) {
            const QString path = (*it)->data(0, PathRole).toString();
            if (path.endsWith(QLatin1String("/claim")))
                claim = *it;
            if (path.endsWith(QLatin1String("/persistent")))
                persistent = *it;
        }
        QVERIFY(claim);
        QCOMPARE(claim->data(1, TypeRole).toInt(), int(ParameterType::Choice));
        QCOMPARE(claim->data(1, ChoicesRole).toStringList(), (QStringList{"retrieve-then-remove", "atomic"}));
        if (persistent)
            QVERIFY(persistent->flags() & Qt::ItemIsUserCheckable);
        QVERIFY(ParameterDelegate::problem(int(ParameterType::Duration), QStringLiteral("50ms")).isEmpty());
        QVERIFY(!ParameterDelegate::problem(int(ParameterType::Duration), QStringLiteral("fast")).isEmpty());
        QVERIFY(!ParameterDelegate::problem(int(ParameterType::Probability), QStringLiteral("1.5")).isEmpty());
        QVERIFY(ParameterDelegate::problem(int(ParameterType::Integer), QStringLiteral("3")).isEmpty());
    }

    void freeEditsSayTheExpectationsWereWrittenForOthers()
    {
        MainWindow w;
        QVERIFY(w.runs()->open(QStringLiteral("eip-stock-check")));
        QVERIFY(settled(w));
        QVERIFY(editParameter(w, QStringLiteral("links.0.latency.sequence.0"), QStringLiteral("7ms")));
        QVERIFY(settled(w));
        QVERIFY(w.run()->info.offScript);
        w.playback()->toEnd();
        QVERIFY(w.lessonPanel()->expectationsShown().first().contains(
            QStringLiteral("You changed the lesson's parameters")));
        // A participant's parameter is named by the participant, as the teacher knows it.
        QVERIFY(editParameter(w, QStringLiteral("participants.warehouse.processing"), QStringLiteral("12ms")));
        QVERIFY(settled(w));
        QVERIFY2(w.parameters()->changedValues().contains(QStringLiteral("warehouse.processing = 12ms")),
                 qPrintable(w.parameters()->changedValues().join(QStringLiteral("; "))));
        QCOMPARE(w.author()->undoStack()->undoText(), QStringLiteral("Set warehouse.processing"));
    }

    void aFileFixedOnDiskLoads()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("lesson.json"));
        auto write = [&](const QByteArray &text) {
            QFile f(file);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(text);
        };
        write("{ \"name\": \"fixed\", \"participants\": [ oops ] }");
        MainWindow w;
        const RunProblems problems(w);
        QVERIFY(!w.runs()->open(file));
        QVERIFY(problems.last.contains(QStringLiteral("lesson.json:1:")));
        QTest::qWait(1100); // a new time stamp for the watcher
        write("{ \"name\": \"fixed\", \"participants\": [ { \"name\": \"s\", \"kind\": \"sink\" } ] }");
        QTRY_VERIFY_WITH_TIMEOUT(w.run() && w.run()->info.name == "fixed", 10000);
    }

    void momentsAreLabelledOnTheDiagram_data()
    {
        QTest::addColumn<QString>("lesson");
        QTest::addColumn<QStringList>("labels");
        QTest::addColumn<QString>("shot");
        QTest::newRow("ttl") << "payment-ttl-expiry" << QStringList{"TTL passed", "swept"}
                             << "screenshot-moment-ttl.png";
        QTest::newRow("inbox") << "inbox-dedup-exactly-once-effect" << QStringList{"duplicate ignored (inbox)"}
                               << "screenshot-moment-inbox.png";
        QTest::newRow("dual write") << "dual-write-loses-events" << QStringList{"never published"}
                                    << "screenshot-moment-never-published.png";
    }
    void momentsAreLabelledOnTheDiagram()
    {
        // As projected: presentation mode at 1280x720, the docs' screenshots taken here.
        if (!onAProjector())
            QSKIP("presentation fills the screen: this is tst_classroom_x11's, on a 1280x720 screen");
        QFETCH(QString, lesson);
        QFETCH(QStringList, labels);
        QFETCH(QString, shot);
        MainWindow w;
        w.resize(1280, 720);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.setPresentation(true);
        QVERIFY(w.runs()->open(lesson));
        QVERIFY(settled(w));
        std::vector<DiagramData::Label> found;
        for (const QString &label : labels) {
            const auto &all = w.diagram()->data().labels;
            const auto it = std::find_if(all.begin(), all.end(),
                                         [&](const auto &l) { return QString::fromStdString(l.text) == label; });
            QVERIFY2(it != all.end(), qPrintable(lesson + ": no label " + label));
            found.push_back(*it);
        }
        // At the last of the moments: each label is drawn from its moment on, and in view.
        const Trace &t = w.run()->trace();
        size_t at = 0;
        for (const auto &l : found)
            at = std::max(at, l.event != SIZE_MAX ? l.event : eventAt(t, l.t).value_or(0) + 1);
        w.playback()->setCursor(std::min(at, t.size() - 1));
        QTest::qWait(30);
        const QRectF visible = w.diagram()->mapToScene(w.diagram()->viewport()->rect()).boundingRect();
        const QPointF last(w.diagram()->layout().lifelineX(size_t(found.back().lane)),
                           w.diagram()->sceneY(found.back().t));
        QVERIFY2(visible.contains(last), found.back().text.c_str()); // followed sideways too
        for (const auto &l : found)
            QVERIFY2(visible.contains(QPointF(visible.center().x(), w.diagram()->sceneY(l.t))), l.text.c_str());
        screenshot(&w, shot.toLatin1().constData());
    }

    void requestNamesStayWithTheirArrowsOnALargeScreen()
    {
        // At 1920x1080 in presentation, eip-stock-check's first request had no room for its
        // name above its arrow, under the lane headers: "check.stock #101" went below it,
        // beside #102's arrow, and #102's name above both. Each name is nearer its own arrow.
        if (QGuiApplication::primaryScreen()->size().height() < 1080)
            QSKIP("the large text of a 1080-line screen: this is tst_classroom_1080's");
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.setPresentation(true);
        QVERIFY(w.runs()->open(QStringLiteral("eip-stock-check")));
        QVERIFY(settled(w));
        w.playback()->toEnd();
        QTest::qWait(30);
        const SequenceDiagram *d = w.diagram();
        const Trace &t = w.run()->trace();
        int checked = 0;
        for (size_t i = 0; i < d->data().arrows.size(); ++i) {
            const auto words = d->arrowWords(i);
            if (!words)
                continue; // an error reply says it in its badge
            const double x = words->rect.center().x(), y = words->rect.center().y();
            const auto distance = [&](size_t k) {
                const QLineF line = d->arrowLine(d->data().arrows[k]);
                const double f = std::clamp((x - line.p1().x()) / (line.dx() ? line.dx() : 1), 0.0, 1.0);
                return std::abs(line.p1().y() + f * line.dy() - y);
            };
            // The two requests, sent 2 ms apart: which name is which is the lesson.
            const auto isRequest = [&](size_t k) {
                return t.names().text(t[d->data().arrows[k].send].word()) == "check.stock";
            };
            for (size_t k = 0; k < d->data().arrows.size(); ++k)
                if (k != i && isRequest(i) && isRequest(k)) {
                    QVERIFY2(distance(i) < distance(k), qPrintable(words->text));
                    ++checked;
                }
        }
        QCOMPARE(checked, 2);
    }

    void presentationFitsAProjectorForEveryLesson()
    {
        if (!onAProjector())
            QSKIP("presentation fills the screen: this is tst_classroom_x11's, on a 1280x720 screen");
        MainWindow w;
        w.resize(1280, 720);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.minimumSizeHint().width() <= 1280 && w.minimumSizeHint().height() <= 720); // the desktop layout too
        w.setPresentation(true);
        QVERIFY(w.presenting());
        QVERIFY(w.diagram()->lineScale() > 1);
        size_t played = 0;
        for (const EmbeddedFile &lesson : builtinScenarios()) { // as `corrsim --present NAME` plays each
            const QString name = QString::fromLatin1(lesson.name.data(), qsizetype(lesson.name.size()));
            QVERIFY(w.runs()->open(name));
            QVERIFY(settled(w));
            w.playback()->setSpeed(5000);
            for (int pauses = 0; w.playback()->cursor() + 1 < w.run()->trace().size() && pauses < 20; ++pauses) {
                playUntilItStops(w.playback()); // to a predict pause, then on, as a class would
                QTest::qWait(1);
                QVERIFY2(w.minimumSizeHint().width() <= 1280 && w.minimumSizeHint().height() <= 720,
                         qPrintable(QStringLiteral("%1 asks for %2x%3 at event %4")
                                        .arg(name)
                                        .arg(w.minimumSizeHint().width())
                                        .arg(w.minimumSizeHint().height())
                                        .arg(w.playback()->cursor())));
                QVERIFY2(w.width() <= 1280 && w.height() <= 720, qPrintable(name));
            }
            QCOMPARE(w.playback()->cursor() + 1, w.run()->trace().size());
            ++played;
            // Every lesson, nine services and all: no sideways scrolling.
            QVERIFY2(w.diagram()->contentWidth() <= w.diagram()->viewport()->width() + 1,
                     qPrintable(QStringLiteral("%1: %2 > %3")
                                    .arg(name)
                                    .arg(w.diagram()->contentWidth())
                                    .arg(w.diagram()->viewport()->width())));
            if (name == QLatin1String("eip-stock-check"))
                screenshot(&w, "screenshot-presentation-720p.png");
            if (name == QLatin1String("payment-replicas-unshared-store"))
                screenshot(&w, "screenshot-presentation-six-lanes-720p.png");
        }
        QCOMPARE(played, builtinScenarios().size());
        // Everything else is one key away, and the same key puts it away again.
        w.activateWindow(); // shortcuts reach the active window
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QVERIFY(!w.bottomTabs()->isVisible());
        QTest::keyClick(&w, Qt::Key_3);
        QVERIFY(w.bottomTabs()->isVisible());
        QCOMPARE(w.bottomTabs()->currentIndex(), 2);
        QTest::keyClick(&w, Qt::Key_3);
        QVERIFY(!w.bottomTabs()->isVisible());
        w.setPresentation(false);
        QVERIFY(!w.presenting());
        QVERIFY(w.bottomTabs()->isVisible());
    }

    void theTimelineShowsTheUnusualSagasFirstAtTheEnd()
    {
        MainWindow w;
        w.resize(1280, 720);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.setPresentation(true); // as projected; the timeline is one key away
        QVERIFY(w.runs()->open(QStringLiteral("saga-payment-1000")));
        QVERIFY(settled(w));
        SagaTimeline *timeline = w.sagaTimeline();
        // While the run plays, by start: the order says nothing of how they end.
        QCOMPARE(QString::fromStdString(timeline->sagaOnLane(0).id), QStringLiteral("PAY-1"));
        w.playback()->toEnd();
        QVERIFY(timeline->sagaOnLane(0).outcome != SagaOutcome::Completed);
        QCOMPARE(timeline->sagaOnLane(timeline->laneCount() - 1).outcome, SagaOutcome::Completed);
        QTest::keyClick(&w, Qt::Key_3);
        QVERIFY(timeline->isVisible());
        QTest::qWait(30);
        screenshot(&w, "screenshot-timeline-unusual-first.png");
        QTest::keyClick(&w, Qt::Key_4);
        QCOMPARE(w.bottomTabs()->currentIndex(), 3);
        QTest::qWait(30);
        screenshot(&w, "screenshot-charts-presentation-720p.png");
        QTest::keyClick(&w, Qt::Key_3);
        timeline->setFinalStateFilter("FAILED");
        QVERIFY(timeline->laneCount() > 0 && timeline->laneCount() < 1000);
        for (int i = 0; i < timeline->laneCount(); ++i)
            QCOMPARE(QString::fromStdString(timeline->sagaOnLane(i).state), QStringLiteral("FAILED"));
    }

    void focusOnOneConversation()
    {
        MainWindow w;
        w.resize(1280, 720);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.runs()->open(QStringLiteral("saga-orchestrated-vs-choreographed")));
        QVERIFY(settled(w));
        w.playback()->toEnd();
        SequenceDiagram *d = w.diagram();
        const Trace &t = w.run()->trace();
        const size_t all = d->data().arrows.size();
        Id conversation; // PAY-2's saga: the correlation of the event that announced it
        for (const auto &a : d->data().arrows)
            if (!conversation && t[a.send].correlation && t.names().text(t[a.send].word()) == "payment.received.v1")
                conversation = t[a.send].correlation;
        QVERIFY(conversation);
        d->setFocusOn(conversation);
        QVERIFY(!d->data().arrows.empty() && d->data().arrows.size() < all);
        for (const auto &a : d->data().arrows)
            QVERIFY(t[a.send].correlation == conversation || t[a.send].message == conversation);
        int thin = 0;
        for (const auto &lane : d->data().lanes)
            thin += lane.thin ? 1 : 0;
        QVERIFY(thin > 0);
        QVERIFY2(d->contentWidth() < 1600, qPrintable(QString::number(d->contentWidth()))); // thin lanes make room
        QTest::qWait(30);
        screenshot(&w, "screenshot-focus-conversation.png");
        d->setFocusOn(std::nullopt);
        QCOMPARE(d->data().arrows.size(), all);
    }

    void theTtlLessonPlaysToItsEndWithinAMinute()
    {
        MainWindow w;
        QVERIFY(w.runs()->open(QStringLiteral("payment-ttl-expiry")));
        QVERIFY(settled(w));
        Playback *p = w.playback();
        QCOMPARE(p->speed(), Playback::DefaultSpeed);
        double wall = 0;
        int pauses = 0;
        while (p->cursor() + 1 < w.run()->trace().size() && pauses < 10) {
            wall += playUntilItStops(p);
            ++pauses; // a predict pause: the teacher plays on
        }
        QCOMPARE(p->cursor(), w.run()->trace().size() - 1);
        QVERIFY2(wall < 60'000, qPrintable(QStringLiteral("%1 s of wall time").arg(wall / 1000)));
        QVERIFY(w.run()->endTime() > SimTime::fromMillis(3'600'000)); // an hour of virtual time
    }

    void shortcutsAnswerFromAnyField()
    {
        // A text field keeps the keys it edits with (Ctrl+E is "end of line" there), so the
        // window's shortcuts went dead while the search or the store picker had focus.
        MainWindow w;
        w.resize(1280, 720);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QVERIFY(w.runs()->open(QStringLiteral("eip-stock-check")));
        QVERIFY(settled(w));
        QAction *exportDiagram = w.findChild<QAction *>(QStringLiteral("exportDiagram"));
        QVERIFY(exportDiagram);
        int exports = 0;
        connect(exportDiagram, &QAction::triggered, this, [&] { ++exports; });
        const auto closeTheDialog = [] {
            QTimer::singleShot(300, [] {
                if (QWidget *dialog = QApplication::activeModalWidget())
                    dialog->close();
            });
        };
        QStringList tried;
        for (int tab = 0; tab < w.bottomTabs()->count(); ++tab) {
            w.bottomTabs()->setCurrentIndex(tab);
            for (QLineEdit *field : w.findChildren<QLineEdit *>()) {
                if (!field->isVisible() || !field->isEnabled())
                    continue;
                w.activateWindow(); // the closed dialog gave activation back (a window manager's job)
                QVERIFY(QTest::qWaitForWindowActive(&w));
                field->setFocus();
                QTRY_VERIFY(QApplication::focusWidget() == field ||
                            QApplication::focusWidget() == field->parentWidget());
                const int before = exports;
                closeTheDialog();
                QTest::keyClick(QApplication::focusWidget(), Qt::Key_E, Qt::ControlModifier);
                const QString where = QString::fromLatin1(field->parentWidget()->metaObject()->className());
                QVERIFY2(exports == before + 1, qPrintable(where));
                tried << where;
            }
        }
        QVERIFY2(tried.contains(QStringLiteral("corrsim::EventLogPanel")) &&
                     tried.contains(QStringLiteral("QComboBox")),
                 qPrintable(tried.join(QLatin1Char(' '))));
    }
};

QTEST_MAIN(TestClassroom)
#include "tst_classroom.moc"
