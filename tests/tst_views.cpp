#include "anchorwords.h"
#include "builtinscenarios.h"
#include "comparewindow.h"
#include "diagramitem.h"
#include "diagramlayout.h"
#include "eventfiltermodel.h"
#include "eventprose.h"
#include "explore/explorechecks.h"
#include "explorepanel.h"
#include "findingsamples.h"
#include "findingtext.h"
#include "input/json.h"
#include "kernel/simulation.h"
#include "lessonauthor.h"
#include "lessonpanel.h"
#include "lessonproblemtext.h"
#include "mainwindow.h"
#include "momentwords.h"
#include "palette.h"
#include "parameteredit.h"
#include "playback.h"
#include "run/run.h"
#include "sagatimeline.h"
#include "scenario/scenario.h"
#include "sequencediagram.h"
#include "storespanel.h"
#include "storetablemodel.h"
#include "sweeppanel.h"
#include "timeaxis.h"
#include "trace/findingwords.h"
#include "tracetablemodel.h"
#include "whatif/eventwords.h"
#include "windowruns.h"

#include <QAbstractItemModelTester>
#include <QAccessible>
#include <QApplication>
#include <QComboBox>
#include <QContextMenuEvent>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QMenu>
#include <QPainter>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <array>
#include <cmath>
#include <fstream>
#include <set>

using namespace corrsim;

namespace {
QStringList g_warnings;
void collectWarnings(QtMsgType type, const QMessageLogContext &, const QString &message)
{
    // The offscreen platform plugin says this of every top-level window; it is about the
    // plugin, not about what we draw.
    if (message.contains(QLatin1String("does not support propagateSizeHints")))
        return;
    if (type == QtWarningMsg || type == QtCriticalMsg || type == QtFatalMsg)
        g_warnings << message;
}

/// Saves a screenshot when CORRSIM_SCREENSHOT_DIR is set (docs), and never otherwise.
void screenshot(QWidget *w, const char *name)
{
    const QByteArray dir = qgetenv("CORRSIM_SCREENSHOT_DIR");
    if (!dir.isEmpty())
        w->grab().save(QDir(QString::fromLocal8Bit(dir)).filePath(QString::fromLatin1(name)));
}

/// A window of the usual size on screen, showing a lesson's run: false if it did not open.
bool showLesson(MainWindow &w, const QString &name)
{
    w.resize(1440, 900);
    w.show();
    return QTest::qWaitForWindowExposed(&w) && w.runs()->open(name) && settled(w);
}

/// How different two colours look: the CIE76 distance in CIELAB (about 2 is just
/// noticeable; well-separated categorical colours are 25 and more apart).
double colourDistance(const QColor &a, const QColor &b)
{
    auto lab = [](const QColor &c) {
        auto linear = [](double v) { return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
        const double r = linear(c.redF()), g = linear(c.greenF()), b = linear(c.blueF());
        const double x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047, y = 0.2126 * r + 0.7152 * g + 0.0722 * b,
                     z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
        auto f = [](double t) { return t > 0.008856 ? std::cbrt(t) : 7.787 * t + 16.0 / 116; };
        return std::array<double, 3>{116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))};
    };
    const auto p = lab(a), q = lab(b);
    return std::hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}

std::shared_ptr<const RunRecord> runLesson(const char *name)
{
    const EmbeddedFile *f = findBuiltinScenario(name);
    return runScenario(Scenario::parse(f->text, std::string(f->fileName))).record;
}

int arrowOf(const SequenceDiagram &d, const Trace &t, const std::string &type, const std::string &correlation)
{
    for (size_t i = 0; i < d.data().arrows.size(); ++i) {
        const TraceEvent &e = t[d.data().arrows[i].send];
        if (t.names().text(e.word()) == type && t.ids().format(e.correlation) == correlation)
            return int(i);
    }
    return -1;
}
} // namespace

class TestViews : public QObject
{
    Q_OBJECT
private slots:
    // An event and a moment in words, at the two edges: the window's (looked up in its
    // translation) and the command line's say the same in English, in every built-in lesson.
    void theWindowSaysAnEventAsTheCommandLineDoes()
    {
        for (const EmbeddedFile &f : builtinScenarios()) {
            const RunResult r = runScenario(Scenario::parse(f.text, std::string(f.fileName)));
            const Trace &t = r.record->trace();
            for (size_t i = 0; i < t.size(); ++i)
                QCOMPARE(eventProse(t, i), QString::fromStdString(eventInWords(t, i)));
            // And each moment's badge.
            for (const Moment &m : teachingMoments(t))
                QCOMPARE(momentText(m), QString::fromStdString(momentWords(m)));
        }
    }

    // A check's finding, an invariant's name and a check's promise at the two edges: the
    // window's words (through tr()) are the command line's in English, for every finding
    // the built-in lessons and the recorded real traces give (spans bring findings a
    // lesson never makes: unknowns, late replies, gaps), but the run's times, which the
    // window writes as its diagram does ("1 ms", not the scenario's "1ms").
    void theWindowSaysAFindingAsTheCommandLineDoes()
    {
        const FindingSamples samples = findingSamples();
        const FindingLanguage english = englishFindings(formatClock);
        std::set<FindingKind> seen;
        size_t timed = 0;
        for (const Finding &f : samples.findings) {
            QCOMPARE(findingText(f), QString::fromStdString(findingWordsIn(f, english)));
            timed += findingText(f) != QString::fromStdString(findingWords(f)) ? 1 : 0;
            seen.insert(f.kind);
        }
        for (const InvariantId id : samples.invariants)
            QCOMPARE(invariantNameText(id), QString::fromUtf8(invariantName(id)));
        for (const ExploreCheck &c : exploreChecks())
            QCOMPARE(checkPromiseText(c), QString::fromStdString(c.promise));
        QVERIFY2(seen.size() >= 30, qPrintable(QStringLiteral("%1 kinds of finding seen").arg(seen.size())));
        QVERIFY(timed > 0); // the samples have times in them
    }

    void theWindowSaysALessonsProblemsAsValidateDoes()
    {
        // What `validate --lesson` prints and what the outline shows, for every kind of
        // problem and warning a broken lesson brings: the same English, made from one
        // typed value (the deciding event in the window's own words for an event).
        std::vector<RunWarning> warnings;
        const std::vector<LessonProblem> problems = lessonProblemSamples(&warnings);
        std::set<FindingKind> kinds;
        for (const LessonProblem &p : problems) {
            kinds.insert(p.finding.kind);
            QCOMPARE(lessonProblemPlace(p) + QStringLiteral(": ") + findingText(p.finding),
                     QString::fromStdString(lessonProblemWords(p)));
            if (!p.variant.empty()) // as validate --lesson has always said it
                QCOMPARE(
                    lessonProblemWords(p),
                    std::string("/narrative/4 (variant slow): a predict step at a time: name the event that decides "
                                "its answer with \"on\", so that it stops right before that event in every run"));
            if (p.decides)
                QVERIFY(lessonProblemText(p).contains(anchorWords(*p.decides)));
            else
                QCOMPARE(lessonProblemText(p), findingText(p.finding));
        }
        for (const RunWarning &w : warnings) {
            kinds.insert(w.finding.kind);
            QCOMPARE(runWarningText(w), QString::fromStdString(runWarningWords(w)));
        }
        using K = FindingKind;
        for (const K kind : {K::NoteNotShown, K::StepAtTime, K::StepNamesNoAnswer, K::AnswerReadable, K::AnswerSaidWith,
                             K::DecidingEventEarly, K::DecidingEventMissing, K::PinMatchedNothing, K::HeldNeverArrived})
            QVERIFY2(kinds.count(kind), qPrintable(QStringLiteral("no sample of finding %1").arg(int(kind))));
    }

    void initTestCase() { QStandardPaths::setTestModeEnabled(true); } // keep the user's settings out of it

    void timeAxisCompressesIdleStretches()
    {
        TimeAxis axis;
        // 0..10 ms busy, then an hour of nothing, then 10 ms more.
        std::vector<SimTime> times{SimTime::fromMillis(0), SimTime::fromMillis(10), SimTime::fromMillis(3600000),
                                   SimTime::fromMillis(3600010)};
        axis.build(times, 10, SimTime::fromMillis(100), 40);
        QCOMPARE(axis.y(SimTime::fromMillis(10)), 100.0);
        QCOMPARE(axis.y(SimTime::fromMillis(3600000)), 140.0); // the hour is 40 px
        QCOMPARE(axis.y(SimTime::fromMillis(3600010)), 240.0);
        QCOMPARE(axis.breaks().size(), size_t(1));
        QCOMPARE(axis.time(120).millis() > 10, true);
        QCOMPARE(axis.time(axis.y(SimTime::fromMillis(5))).micros(), SimTime::fromMillis(5).micros());
    }

    void theDiagramsAxisIsTheOneEveryTimeBuilds()
    {
        // The diagram keeps only the long gaps between times; at every zoom its axis must
        // be the one built from every event's time (and every moment's) one by one.
        for (const char *name :
             {"payment-ttl-expiry", "saga-payment-1000", "eip-stock-check", "inbox-dedup-exactly-once-effect"}) {
            const EmbeddedFile *f = findBuiltinScenario(name);
            const auto run = runScenario(Scenario::parse(f->text, std::string(f->fileName))).record;
            const Trace &t = run->trace();
            SequenceDiagram view;
            view.setRun(run);
            std::vector<SimTime> times;
            for (size_t i = 0; i < t.size(); ++i)
                times.push_back(t[i].time);
            for (const auto &label : view.data().labels)
                if (label.event == SIZE_MAX)
                    times.push_back(label.t);
            std::sort(times.begin(), times.end());
            for (double px : {0.001, 0.05, 1.0, 8.0, 300.0}) {
                view.setPixelsPerMs(px);
                TimeAxis reference;
                reference.build(
                    times, view.pixelsPerMs(),
                    std::max(SimTime::fromMicros(int64_t(400.0 / view.pixelsPerMs() * 1000.0)), SimTime::fromMillis(1)),
                    36);
                QCOMPARE(view.sceneY(times.back()) - view.sceneY(SimTime()), reference.height());
                for (size_t i = 0; i < times.size(); i += 1 + times.size() / 200)
                    QVERIFY2(
                        std::abs(view.sceneY(times[i]) - view.sceneY(SimTime()) - reference.y(times[i])) <
                            1e-6 * (1 + reference.height()),
                        qPrintable(QStringLiteral("%1 at %2 px/ms, time %3").arg(name).arg(px).arg(times[i].micros())));
            }
        }
    }

    void aFocusedDiagramDrawsNothingPastItsLanes()
    {
        // One layout for the view, its item and the exports: with lanes out of focus
        // thin, the tick lines and the cursor used to run on for lanes x full width.
        const EmbeddedFile *f = findBuiltinScenario("saga-orchestrated-vs-choreographed");
        const auto run = runScenario(Scenario::parse(f->text, std::string(f->fileName))).record;
        SequenceDiagram diagram;
        diagram.resize(1400, 800);
        diagram.setRun(run);
        const Trace &t = run->trace();
        Id conversation;
        for (const auto &a : diagram.data().arrows)
            if (!conversation && t[a.send].correlation)
                conversation = t[a.send].correlation;
        diagram.setFocusOn(conversation);
        const DiagramLayout &layout = diagram.layout();
        size_t thin = 0;
        double spans = 0;
        for (size_t i = 0; i < layout.laneCount(); ++i) {
            thin += diagram.data().lanes[i].thin ? 1 : 0;
            spans += layout.laneSpan(i);
            QVERIFY(layout.lifelineX(i) > layout.laneLeft(i) &&
                    layout.lifelineX(i) < layout.laneLeft(i) + layout.laneSpan(i));
        }
        QVERIFY(thin > 0);
        QCOMPARE(layout.lanesRight(), layout.lanesLeft() + spans);
        QCOMPARE(diagram.contentWidth(), layout.lanesRight() + diagramlayout::RightMargin);
        QVERIFY(layout.lanesRight() < diagramlayout::LeftGutter + double(layout.laneCount()) * layout.laneWidth());
        diagram.setCursor(t.size() / 2);
        // Drawn wider than the diagram, so a line that runs on past the lanes shows.
        const double width = diagramlayout::LeftGutter + double(layout.laneCount()) * layout.laneWidth() + 40;
        QImage image(int(width), int(diagram.contentHeight()), QImage::Format_RGB32);
        image.fill(Qt::white);
        QPainter painter(&image);
        diagram.scene()->render(&painter, QRectF(0, 0, width, diagram.contentHeight()),
                                QRectF(0, 0, width, diagram.contentHeight()));
        painter.end();
        const int cursorY = int(diagram.sceneY(t[t.size() / 2].time));
        bool cursorDrawn = false;
        for (int x = int(diagramlayout::LeftGutter); x < int(layout.lanesRight()); ++x)
            cursorDrawn = cursorDrawn || image.pixelColor(x, cursorY) == palette::Cursor;
        QVERIFY(cursorDrawn);
        // The lines across the lanes (the cursor, the ticks' faint lines, the breaks'
        // bands) end with the lanes; words beside the last lane may reach past.
        const std::set<QRgb> across{palette::Cursor.rgb(), palette::TickLine.rgb(), palette::BreakBand.rgb()};
        int acrossSeen = 0;
        for (int y = 0; y < image.height(); ++y) {
            acrossSeen += across.count(image.pixel(int(layout.lanesRight()) - 3, y)) ? 1 : 0;
            for (int x = int(layout.lanesRight()) + 2; x < image.width(); ++x)
                QVERIFY2(!across.count(image.pixel(x, y)),
                         qPrintable(QStringLiteral("a line at %1, %2, past the lanes' end at %3")
                                        .arg(x)
                                        .arg(y)
                                        .arg(layout.lanesRight())));
        }
        QVERIFY(acrossSeen > 3); // the check sees the lines where they are drawn
    }

    void timeAxisTicksBothSidesOfACut()
    {
        TimeAxis axis;
        std::vector<SimTime> times{SimTime::fromMillis(0), SimTime::fromMillis(10), SimTime::fromMillis(3600000),
                                   SimTime::fromMillis(3600010)};
        axis.build(times, 10, SimTime::fromMillis(100), 40);
        const auto ticks = axis.ticks(SimTime(), SimTime::fromMillis(3600010), 30);
        auto edge = [&](int64_t ms) {
            return std::any_of(ticks.begin(), ticks.end(),
                               [&](const auto &t) { return t.edge && t.t == SimTime::fromMillis(ms); });
        };
        QVERIFY(edge(0) && edge(10) && edge(3600000) && edge(3600010)); // each end of each stretch
        // Inside a stretch after the cut, steps count from its start; none inside the cut.
        bool relative = false;
        for (const auto &t : ticks) {
            QVERIFY(t.t <= SimTime::fromMillis(10) || t.t >= SimTime::fromMillis(3600000));
            QCOMPARE(t.y, axis.y(t.t));
            relative |= !t.edge && t.t > SimTime::fromMillis(3600000) && t.label.front() == '+';
        }
        QVERIFY(relative);
        for (size_t i = 1; i < ticks.size(); ++i)
            QVERIFY(ticks[i].y - ticks[i - 1].y >= 15); // a line of text apart
    }

    void theDiagramsTimeAxisIsLabelledAroundEveryCutAndPinned()
    {
        const auto run = runLesson("payment-ttl-expiry");
        SequenceDiagram view;
        view.resize(300, 700); // narrower than its two lanes: it scrolls sideways
        view.setRun(run);
        view.fitAll();
        const auto &breaks = view.timeAxis().breaks();
        QVERIFY(breaks.size() >= 3);
        const auto ticks = view.timeTicks(0, view.contentHeight());
        QStringList labels;
        for (const auto &t : ticks)
            labels << QString::fromStdString(t.label);
        for (const auto &b : breaks)
            for (SimTime at : {b.from, b.to})
                QVERIFY2(std::any_of(ticks.begin(), ticks.end(), [&](const auto &t) { return t.edge && t.t == at; }),
                         qPrintable(QString::fromStdString(formatClock(at)) + QStringLiteral(" not in ") +
                                    labels.join(QStringLiteral(", "))));
        for (const char *minute : {"61 min", "65 min", "71 min"})
            QVERIFY2(labels.contains(QString::fromLatin1(minute)), qPrintable(labels.join(QStringLiteral(", "))));
        // The predict step sits on the callback's send, 5 ms into minute 63.
        QVERIFY2(labels.contains(QStringLiteral("63 min 0.005 s")), qPrintable(labels.join(QStringLiteral(", "))));
        // Scrolled sideways, the gutter with the time labels looks the same: pinned.
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QVERIFY2(view.horizontalScrollBar()->maximum() > 100, qPrintable(QStringLiteral("%1 lanes, %2 wide in %3")
                                                                             .arg(view.data().lanes.size())
                                                                             .arg(view.contentWidth())
                                                                             .arg(view.viewport()->width())));
        const QRect gutter(0, int(diagramlayout::HeaderHeight) + 2, int(diagramlayout::LeftGutter) - 4,
                           view.viewport()->height() - int(diagramlayout::HeaderHeight) - 2);
        const QImage before = view.viewport()->grab().toImage().copy(gutter);
        view.horizontalScrollBar()->setValue(view.horizontalScrollBar()->maximum());
        QTest::qWait(20);
        const QImage after = view.viewport()->grab().toImage().copy(gutter);
        QCOMPARE(after, before);
        int ink = 0;
        for (int y = 0; y < after.height(); ++y)
            for (int x = 0; x < after.width(); ++x)
                ink += qGray(after.pixel(x, y)) < 128 ? 1 : 0;
        QVERIFY2(ink > 50, "no time labels in the gutter");
    }

    void coincidentArrowsAreFannedApart()
    {
        const auto run = runLesson("payment-ttl-expiry");
        SequenceDiagram view;
        view.resize(1280, 720);
        view.setRun(run);
        view.fitAll();
        const auto &arrows = view.data().arrows;
        int pairs = 0;
        for (size_t i = 0; i < arrows.size(); ++i)
            for (size_t j = i + 1; j < arrows.size() && arrows[j].t0 == arrows[i].t0; ++j)
                if (arrows[j].from == arrows[i].from && arrows[j].to == arrows[i].to && arrows[j].t1 == arrows[i].t1) {
                    ++pairs;
                    const QLineF a = view.arrowLine(arrows[i]), b = view.arrowLine(arrows[j]);
                    QVERIFY2(std::abs(a.p1().y() - b.p1().y()) >= 4,
                             qPrintable(QStringLiteral("arrows %1 and %2 drawn as one").arg(i).arg(j)));
                    QCOMPARE(std::abs(a.p1().y() - b.p1().y()), std::abs(a.p2().y() - b.p2().y())); // parallel
                    // Each is the one under the mouse at its own line.
                    view.centerOn(a.center());
                    QCOMPARE(size_t(view.arrowAt(view.mapFromScene(a.center()))), i);
                    QCOMPARE(size_t(view.arrowAt(view.mapFromScene(b.center()))), j);
                }
        QVERIFY(pairs >= 1); // the two requests at minute 1
        // Wider lines for a projector: the fan widens with them.
        const QLineF narrow = view.arrowLine(arrows[1]);
        view.setLineScale(2);
        QVERIFY(view.arrowLine(arrows[1]).p1().y() - view.arrowLine(arrows[0]).p1().y() >=
                    1.9 * (narrow.p1().y() - view.arrowLine(arrows[0]).p1().y()) ||
                arrows[1].fan == 0);
    }

    void badgesNeverCoverWords_data()
    {
        QTest::addColumn<QString>("lesson");
        QTest::newRow("repeated callback") << QStringLiteral("payment-repeated-callback");
        QTest::newRow("ttl expiry") << QStringLiteral("payment-ttl-expiry");
        QTest::newRow("unknown correlation") << QStringLiteral("payment-unknown-correlation-id");
        QTest::newRow("inbox") << QStringLiteral("inbox-dedup-exactly-once-effect");
    }
    void badgesNeverCoverWords()
    {
        QFETCH(QString, lesson);
        const auto run = runLesson(lesson.toLatin1().constData());
        SequenceDiagram view;
        view.setRun(run);
        // At the window's sizes and at zooms from the whole run to single milliseconds.
        for (const QSize size : {QSize(1280, 720), QSize(900, 600), QSize(1920, 1000)})
            for (double zoom : {0.0, 1.0, 4.0, 12.0, 40.0}) {
                view.resize(size);
                if (zoom > 0)
                    view.setPixelsPerMs(zoom);
                else
                    view.fitAll();
                const std::vector<QRectF> badges = view.badgeRects();
                QVERIFY(!badges.empty());
                std::vector<std::pair<QRectF, QString>> words;
                for (size_t a = 0; a < view.data().arrows.size(); ++a)
                    if (const auto w = view.arrowWords(a))
                        words.emplace_back(w->rect, w->text);
                for (size_t m = 0; m < view.data().marks.size(); ++m)
                    if (const auto w = view.markWords(m))
                        words.emplace_back(w->rect, w->text);
                for (size_t i = 0; i < badges.size(); ++i) {
                    const QString badge = QString::fromStdString(view.data().labels[i].text);
                    for (const auto &[rect, text] : words)
                        QVERIFY2(!badges[i].intersects(rect),
                                 qPrintable(QStringLiteral("\"%1\" covers \"%2\" at %3 px/ms, %4 wide")
                                                .arg(badge, text)
                                                .arg(view.pixelsPerMs())
                                                .arg(size.width())));
                    for (size_t j = 0; j < i; ++j)
                        QVERIFY(!badges[i].intersects(badges[j]));
                }
            }
    }

    void wordsNeverCoverWords_data() { badgesNeverCoverWords_data(); }
    void wordsNeverCoverWords()
    {
        // Every arrow's and mark's words, wherever they were put, clear of each other's.
        QFETCH(QString, lesson);
        const auto run = runLesson(lesson.toLatin1().constData());
        SequenceDiagram view;
        view.setRun(run);
        for (const QSize size : {QSize(1280, 720), QSize(1920, 1000)})
            for (double zoom : {0.0, 1.0, 12.0}) {
                view.resize(size);
                if (zoom > 0)
                    view.setPixelsPerMs(zoom);
                else
                    view.fitAll();
                std::vector<std::pair<QRectF, QString>> words;
                for (size_t a = 0; a < view.data().arrows.size(); ++a)
                    if (const auto w = view.arrowWords(a))
                        words.emplace_back(w->rect, w->text);
                for (size_t m = 0; m < view.data().marks.size(); ++m)
                    if (const auto w = view.markWords(m))
                        words.emplace_back(w->rect, w->text);
                for (size_t i = 0; i < words.size(); ++i)
                    for (size_t j = 0; j < i; ++j)
                        QVERIFY2(!words[i].first.intersects(words[j].first),
                                 qPrintable(QStringLiteral("\"%1\" covers \"%2\" at %3 px/ms")
                                                .arg(words[i].second, words[j].second)
                                                .arg(view.pixelsPerMs())));
            }
    }

    void anArrowsWordsMakeWayForAMarksWords()
    {
        // The first callback is answered 200 as orders marks PAID, at one instant on one
        // lifeline: both are said, apart.
        const auto run = runLesson("payment-repeated-callback");
        const Trace &t = run->trace();
        SequenceDiagram view;
        view.resize(1280, 720);
        view.setRun(run);
        view.fitAll();
        int both = 0;
        for (size_t a = 0; a < view.data().arrows.size(); ++a) {
            const auto &arrow = view.data().arrows[a];
            const auto words = view.arrowWords(a);
            if (!words || words->text != QStringLiteral("200"))
                continue;
            for (size_t m = 0; m < view.data().marks.size(); ++m) {
                const auto &mark = view.data().marks[m];
                if (mark.lane == arrow.from && mark.t == arrow.t0 && mark.kind == EventKind::StateChange &&
                    t.names().text(t[mark.event].word()) == "PAID") {
                    QVERIFY(view.markWords(m));
                    QVERIFY(!view.markWords(m)->rect.intersects(words->rect));
                    ++both;
                }
            }
        }
        QCOMPARE(both, 1);
    }

    void sagaTimelineAnswersTheMouse()
    {
        const auto run = runLesson("saga-orchestrated-vs-choreographed");
        QVERIFY(run->sagas);
        SagaTimeline timeline;
        timeline.resize(1000, 600);
        timeline.setReport(*run->sagas, run->endTime());
        timeline.show();
        QVERIFY(QTest::qWaitForWindowExposed(&timeline));
        const SagaInstance &saga = timeline.sagaOnLane(0);
        QVERIFY(saga.history.size() >= 2);
        // The tooltip names the saga and its state at the time under the mouse.
        const auto &second = saga.history[1];
        QVERIFY(second.to);
        const SimTime during = second.from + SimTime::fromMicros((*second.to - second.from).micros() / 2);
        const QString tip = timeline.toolTipAt(timeline.pointAt(0, during));
        QVERIFY2(tip.contains(QString::fromStdString(saga.id)) && tip.contains(QString::fromStdString(second.state)),
                 qPrintable(tip));
        // Played only to its first state, it tells no more than that.
        const SagaInstance played = saga;
        RunSight early; // the cursor at that state's start, long before the end
        early.cursorTime = played.history[0].from;
        early.events = run->trace().size();
        timeline.setSight(early);
        int lane = 0; // while the run plays the lanes are in order of start
        while (lane < timeline.laneCount() && timeline.sagaOnLane(lane).id != played.id)
            ++lane;
        QVERIFY(lane < timeline.laneCount());
        const QString honest = timeline.toolTipAt(timeline.pointAt(lane, run->endTime()));
        QVERIFY2(honest.contains(QString::fromStdString(played.history[0].state)) &&
                     !honest.contains(QString::fromStdString(played.state)),
                 qPrintable(honest));
        RunSight whole;
        whole.wholeRun = true;
        timeline.setSight(whole);
        QVERIFY(timeline.toolTipAt(QPoint(5, 5)).isEmpty()); // the legend: no saga
        // A click names the saga's key, which the diagram focuses on.
        QSignalSpy clicked(&timeline, &SagaTimeline::sagaClicked);
        const QPoint at = timeline.pointAt(0, during);
        QTest::mouseClick(&timeline, Qt::LeftButton, {}, at);
        QCOMPARE(clicked.count(), 1);
        const Id key = clicked.at(0).at(0).value<Id>();
        QCOMPARE(run->trace().ids().format(key), timeline.sagaOnLane(0).id);
        SequenceDiagram diagram;
        diagram.setRun(run);
        diagram.setFocusOn(key);
        QVERIFY(!diagram.data().arrows.empty());
        QVERIFY(std::any_of(diagram.data().lanes.begin(), diagram.data().lanes.end(),
                            [](const auto &l) { return l.thin; }));
        // Its context menu's "Show only this conversation" asks for the same key.
        QSignalSpy focus(&timeline, &SagaTimeline::focusRequested);
        QTimer pick;
        pick.setInterval(20);
        connect(&pick, &QTimer::timeout, &timeline, [&] {
            auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
            if (!menu)
                return;
            for (QAction *a : menu->actions())
                if (a->text() == QStringLiteral("Show only this conversation"))
                    a->trigger();
            menu->close();
            pick.stop();
        });
        pick.start();
        QContextMenuEvent menuEvent(QContextMenuEvent::Mouse, at, timeline.mapToGlobal(at));
        QApplication::sendEvent(&timeline, &menuEvent);
        QCOMPARE(focus.count(), 1);
        QCOMPARE(focus.at(0).at(0).value<Id>(), key);
    }

    void aScreenReaderReadsWhatIsDrawnAndNoMore()
    {
        // The painted diagram and timeline as a screen reader reads them: a list of what
        // is drawn, in words and in time order, that grows with the cursor and holds
        // nothing past it.
        const auto run = runLesson("saga-orchestrated-vs-choreographed");
        const Trace &t = run->trace();
        SequenceDiagram diagram;
        diagram.resize(900, 700);
        diagram.setRun(run);
        QAccessibleInterface *list = QAccessible::queryAccessibleInterface(&diagram);
        QVERIFY(list);
        QCOMPARE(list->role(), QAccessible::List);
        QCOMPARE(list->text(QAccessible::Name), QStringLiteral("Sequence diagram"));
        const auto words = [](QAccessibleInterface *l) {
            QStringList out;
            for (int i = 0; i < l->childCount(); ++i)
                out << l->child(i)->text(QAccessible::Name);
            return out;
        };
        const size_t mid = t.size() / 2;
        diagram.setCursor(mid);
        const QStringList atMid = words(list);
        size_t sent = 0, sentLater = 0;
        for (const auto &a : diagram.data().arrows)
            (a.send <= mid ? sent : sentLater) += 1;
        QVERIFY(sent > 3 && sentLater > 3);
        QCOMPARE(
            size_t(std::count_if(atMid.begin(), atMid.end(), [](const QString &w) { return w.contains(" from "); })),
            sent);
        QVERIFY2(std::any_of(atMid.begin(), atMid.end(), [](const QString &w) { return w.endsWith("on its way"); }),
                 qPrintable(atMid.join('\n')));
        for (const QString &w : atMid) {
            const QRegularExpressionMatch sentAt = QRegularExpression(QStringLiteral("sent at ([^,]+)")).match(w);
            if (sentAt.hasMatch())
                QVERIFY2(parseDuration(sentAt.captured(1).remove(' ').toStdString()) <= t[mid].time, qPrintable(w));
        }
        // The whole run in sight: every message, none on its way.
        RunSight whole;
        whole.cursor = mid;
        whole.wholeRun = true;
        diagram.setSight(whole);
        const QStringList all = words(list);
        QCOMPARE(size_t(std::count_if(all.begin(), all.end(), [](const QString &w) { return w.contains(" from "); })),
                 sent + sentLater);
        QVERIFY(std::none_of(all.begin(), all.end(), [](const QString &w) { return w.endsWith(", on its way"); }));

        // The timeline: each saga started by the cursor, with the states it reached.
        SagaTimeline timeline;
        timeline.resize(900, 400);
        timeline.setReport(*run->sagas, run->endTime());
        const RunSight atMidSight = RunSight::of(t, mid, false);
        timeline.setSight(atMidSight);
        QAccessibleInterface *sagas = QAccessible::queryAccessibleInterface(&timeline);
        size_t started = 0, statesReached = 0;
        for (const SagaInstance &s : run->sagas->instances) {
            started += !s.history.empty() && s.history.front().from <= t[mid].time;
            for (const auto &span : s.history)
                statesReached += span.from <= t[mid].time;
        }
        QVERIFY(started > 0);
        QCOMPARE(size_t(sagas->childCount()), started);
        size_t statesSaid = 0;
        for (const QString &w : words(sagas)) {
            QVERIFY2(w.startsWith(QStringLiteral("saga ")), qPrintable(w));
            statesSaid += size_t(w.count(QStringLiteral(" at ")));
        }
        QCOMPARE(statesSaid, statesReached);
    }

    void aScreenReaderHearsNothingPastTheCursorInAnyLesson()
    {
        // Every lesson, stopped at each send whose arrow is a network's copy or never
        // arrives: no message is said sent after the cursor (a copy starts at its
        // duplicate), and none is said never to arrive before the run has ended.
        size_t checked = 0;
        for (const EmbeddedFile &f : builtinScenarios()) {
            const auto run = runLesson(std::string(f.name).c_str());
            const Trace &t = run->trace();
            SequenceDiagram diagram;
            diagram.resize(900, 700);
            diagram.setRun(run);
            QAccessibleInterface *list = QAccessible::queryAccessibleInterface(&diagram);
            std::set<size_t> cursors;
            for (const auto &a : diagram.data().arrows)
                if ((a.flags & (DiagramData::Duplicate | DiagramData::Undelivered)) && a.send + 1 < t.size())
                    cursors.insert(a.send);
            for (const size_t cursor : cursors) {
                if (cursors.size() > 20 && cursor % 7) // a long run: a sample of them
                    continue;
                diagram.setCursor(cursor);
                ++checked;
                for (int i = 0; i < list->childCount(); ++i) {
                    const QString w = list->child(i)->text(QAccessible::Name);
                    const QRegularExpressionMatch sentAt =
                        QRegularExpression(QStringLiteral("sent at ([^,]+)")).match(w);
                    QVERIFY2(!sentAt.hasMatch() ||
                                 parseDuration(sentAt.captured(1).remove(' ').toStdString()) <= t[cursor].time,
                             qPrintable(QString::fromUtf8(f.name.data(), qsizetype(f.name.size())) + ": " + w));
                    QVERIFY2(!w.contains(QStringLiteral("when the run ended")), qPrintable(w));
                }
            }
        }
        QVERIFY(checked > 10);

        // A run cut off with replies in flight: before its end they are on their way;
        // only at the end is it said they never arrived.
        const EmbeddedFile *f = findBuiltinScenario("eip-stock-check");
        Scenario cut = Scenario::parse(f->text, std::string(f->fileName));
        cut.set({"until", "16ms"});
        const std::shared_ptr<const RunRecord> run = runScenario(cut).record;
        SequenceDiagram diagram;
        diagram.resize(900, 700);
        diagram.setRun(run);
        QAccessibleInterface *list = QAccessible::queryAccessibleInterface(&diagram);
        const auto said = [&] {
            QStringList words;
            for (int i = 0; i < list->childCount(); ++i)
                words << list->child(i)->text(QAccessible::Name);
            return words.join(QLatin1Char('\n'));
        };
        const auto undelivered = std::find_if(diagram.data().arrows.begin(), diagram.data().arrows.end(),
                                              [](const auto &a) { return a.flags & DiagramData::Undelivered; });
        QVERIFY(undelivered != diagram.data().arrows.end());
        diagram.setCursor(undelivered->send);
        QVERIFY(undelivered->send + 1 < run->trace().size());
        QVERIFY2(!said().contains(QStringLiteral("when the run ended")), qPrintable(said()));
        diagram.setCursor(run->trace().size() - 1);
        QVERIFY2(said().contains(QStringLiteral("still on its way when the run ended")), qPrintable(said()));
    }

    void sagaTimelineLegendIsWholeAndItsColoursDistinct()
    {
        const auto run = runLesson("saga-orchestrated-vs-choreographed");
        SagaTimeline timeline;
        timeline.setReport(*run->sagas, run->endTime());
        RunSight whole;
        whole.wholeRun = true;
        timeline.setSight(whole);
        for (int width : {1400, 700, 420}) {
            timeline.resize(width, 600);
            const auto legend = timeline.legend();
            QVERIFY(legend.size() >= 6);
            const QFontMetrics fm(timeline.font());
            for (size_t i = 0; i < legend.size(); ++i) {
                const auto &e = legend[i];
                QVERIFY2(timeline.rect().contains(e.label) && timeline.rect().contains(e.swatch), qPrintable(e.text));
                QVERIFY2(e.label.width() >= fm.horizontalAdvance(e.text),
                         qPrintable(e.text)); // drawn whole, not "COM…"
                for (size_t j = 0; j < i; ++j)
                    QVERIFY(!legend[j].label.united(legend[j].swatch).intersects(e.label.united(e.swatch)));
            }
            // The lanes start below the legend, however many rows it takes.
            QVERIFY(timeline.pointAt(0, SimTime()).y() > legend.back().label.bottom() + 10);
        }
        // Every state of the lesson in a colour of its own, far from every other.
        std::vector<std::string> states;
        for (const auto &s : run->sagas->instances)
            for (const auto &span : s.history)
                if (std::find(states.begin(), states.end(), span.state) == states.end())
                    states.push_back(span.state);
        QVERIFY2(states.size() >= 6, qPrintable(QString::number(states.size())));
        for (size_t i = 0; i < states.size(); ++i)
            for (size_t j = 0; j < i; ++j) {
                const QColor a = palette::stateColor(states[i]), b = palette::stateColor(states[j]);
                QVERIFY2(colourDistance(a, b) > 25,
                         qPrintable(QStringLiteral("%1 and %2 look alike")
                                        .arg(QString::fromStdString(states[i]), QString::fromStdString(states[j]))));
            }
    }

    void scriptedLessonHighlightsTheCrossingPair()
    {
        MainWindow w;
        QVERIFY(showLesson(w, QStringLiteral("eip-stock-check")));
        // Play to the note where the replies cross (the lesson pauses there).
        QSignalSpy paused(w.playback(), &Playback::pausedAtNote);
        w.playback()->setSpeed(1000);
        w.playback()->play();
        QVERIFY(paused.wait(10000));
        QVERIFY(w.lessonPanel()->currentNote().contains(QStringLiteral("has overtaken the shoes reply")));
        // Click the hats reply: its request (102) lights up with it, the shoes pair fades.
        SequenceDiagram *d = w.diagram();
        const Trace &t = w.run()->trace();
        const int reply = arrowOf(*d, t, "stock.level", "102");
        const int request = arrowOf(*d, t, "check.stock", "102");
        const int other = arrowOf(*d, t, "check.stock", "101");
        QVERIFY(reply >= 0 && request >= 0 && other >= 0);
        d->centerOn(d->arrowCenter(reply));
        QTest::qWait(50);
        const QPoint at = d->mapFromScene(d->arrowCenter(reply));
        QTest::mouseClick(d->viewport(), Qt::LeftButton, {}, at);
        QVERIFY(d->highlighted().count(reply));
        QVERIFY(d->highlighted().count(request));
        QVERIFY(!d->highlighted().count(other));
        screenshot(&w, "screenshot-crossing-replies.png");
    }

    void whatIfOpensTheForkBesideTheOriginal()
    {
        MainWindow w;
        QVERIFY(showLesson(w, QStringLiteral("payment-out-of-order")));
        // The first callback's context menu: "what if this payment.callback came twice".
        const Trace &t = w.run()->trace();
        int callback = -1;
        for (size_t i = 0; i < w.diagram()->data().arrows.size() && callback < 0; ++i)
            if (t.names().text(t[w.diagram()->data().arrows[i].send].word()) == "payment.callback")
                callback = int(i);
        QVERIFY(callback >= 0);
        QMenu menu;
        emit w.diagram()->menuRequested(&menu, callback);
        QAction *twice = nullptr;
        for (QAction *a : menu.findChildren<QAction *>())
            if (a->text().contains(QStringLiteral("came twice")))
                twice = a;
        QVERIFY(twice);
        twice->trigger();
        QVERIFY(settled(w));
        CompareWindow *c = w.comparison();
        QVERIFY(c);
        QVERIFY2(c->headline().contains(QStringLiteral("the network copies payment.callback from provider to orders")),
                 qPrintable(c->headline()));
        // The window's words (through tr()) are the command line's, in English.
        QVERIFY(c->comparison().divergence);
        QVERIFY2(c->headline().startsWith(QString::fromStdString(c->comparison().divergence->sentence())),
                 qPrintable(c->headline()));
        // The fork answers the copy 404; the original never does.
        int notFound = 0;
        for (const auto &a : c->diagramB()->data().arrows)
            if (a.flags & DiagramData::ClientError) {
                ++notFound;
                // Its badge says it in words, so the code is not drawn under the badge.
                QVERIFY(c->diagramB()->data().problemBadgeAt(a.from, a.t0));
                QVERIFY(!c->diagramB()->data().problemBadgeAt(a.to, a.t0));
                QVERIFY(!c->diagramB()->data().problemBadgeAt(a.from, a.t0 - SimTime::fromMicros(1)));
            }
        QCOMPARE(notFound, 1);
        for (const auto &a : w.diagram()->data().arrows)
            QVERIFY(!(a.flags & DiagramData::ClientError));
        QVERIFY(!c->comparison().expectations.empty() || !c->comparison().stores.empty() || c->comparison().divergence);
        // One time axis: every time of either run has the same place in both, zoomed too.
        c->diagramA()->zoomBy(1.25);
        QCOMPARE(c->diagramB()->pixelsPerMs(), c->diagramA()->pixelsPerMs());
        for (const SequenceDiagram *d : {c->diagramA(), c->diagramB()})
            for (const auto &a : d->data().arrows)
                for (SimTime at : {a.t0, a.t1})
                    QCOMPARE(c->diagramA()->sceneY(at), c->diagramB()->sceneY(at));
        // It opens where the runs part; stepping both on one clock reaches the copy's 404.
        QCOMPARE(c->shownUpTo(), SimTime::fromMillis(26));
        while (c->shownUpTo() < SimTime::fromMillis(31)) {
            c->step(true);
            // One clock, one line: both cursors at the time shown, whenever each run's
            // last event before it was.
            QCOMPARE(c->diagramA()->cursorTime(), std::optional(c->shownUpTo()));
            QCOMPARE(c->diagramB()->cursorTime(), std::optional(c->shownUpTo()));
        }
        QCOMPARE(c->shownUpTo(), SimTime::fromMillis(31));
        const SimTime between = SimTime::fromMicros(27500); // no event of either run is at it
        c->showUpTo(between);
        QCOMPARE(c->diagramA()->cursorTime(), std::optional(between));
        QCOMPARE(c->diagramB()->cursorTime(), std::optional(between));
        c->showUpTo(SimTime::fromMillis(31));
        c->step(false);
        QCOMPARE(c->shownUpTo(), SimTime::fromMillis(26));
        c->step(true);
        c->resize(1920, 1080);
        QTest::qWait(50);
        screenshot(c, "screenshot-compare.png");
        QFont big = c->font();
        big.setPointSizeF(big.pointSizeF() * 1.3);
        c->setFont(big);
        c->resize(1280, 720);
        c->showWhole(true);
        QTest::qWait(50);
        screenshot(c, "screenshot-compare-720p.png");
    }

    void sweepPanelPlotsOutcomeRatesAndOpensARun()
    {
        MainWindow w;
        QVERIFY(showLesson(w, QStringLiteral("payment-claim-race")));
        w.openSweepPanel();
        SweepPanel *panel = w.sweepPanel();
        QVERIFY(panel);
        panel->start(QStringLiteral("participants.orders.claim"), QStringLiteral("atomic,retrieve-then-remove"), 1, 15);
        QTRY_VERIFY_WITH_TIMEOUT(!panel->running(), 30000);
        QCoreApplication::processEvents();
        QCOMPARE(panel->table().rows.size(), size_t(30));
        for (const SweepRow &r : panel->table().rows)
            QCOMPARE(r.passed, r.values.at(0) != "atomic");
        // The claim race's 15 seeds all give one run for each claim: the summary says so.
        auto *summary = panel->findChild<QLabel *>(QStringLiteral("sweepSummary"));
        QVERIFY(summary);
        QVERIFY2(summary->text().count(QStringLiteral("every seed gave the same run")) == 2,
                 qPrintable(summary->text()));
        // Plotted by one expectation instead of all of them: the teacher's choice.
        auto *plot = panel->findChild<QComboBox *>(QStringLiteral("sweepPlot"));
        QVERIFY(plot && plot->count() == int(panel->table().columns.expectations.size()) + 1);
        plot->setCurrentIndex(1);
        emit plot->activated(1);
        QCOMPARE(plot->currentIndex(), 1);
        panel->resize(1920, 1080);
        QTest::qWait(50);
        screenshot(panel, "screenshot-sweep.png");
        QFont big = panel->font();
        big.setPointSizeF(big.pointSizeF() * 1.3);
        panel->setFont(big);
        panel->resize(1280, 720);
        panel->start(QStringLiteral("participants.orders.claim"), QStringLiteral("atomic,retrieve-then-remove"), 1, 15);
        QTRY_VERIFY_WITH_TIMEOUT(!panel->running(), 30000);
        QTest::qWait(50);
        screenshot(panel, "screenshot-sweep-720p.png");
        // A row opens its run in the main window: atomic, seed 3. Its values are the
        // lesson's atomic-claim variant, so the window shows that variant, with the
        // variant's own expectations (which hold), not the lesson's (which the row failed).
        const qsizetype row =
            std::find_if(panel->table().rows.begin(), panel->table().rows.end(),
                         [](const SweepRow &r) { return r.values.at(0) == "atomic" && r.seed == 3; }) -
            panel->table().rows.begin();
        QVERIFY(row < qsizetype(panel->table().rows.size()));
        auto *table = panel->findChild<QTableView *>();
        QVERIFY(table);
        table->scrollTo(table->model()->index(int(row), 0));
        const QRect cell = table->visualRect(table->model()->index(int(row), 0));
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, cell.center()); // the press a double click starts with
        QTest::mouseDClick(table->viewport(), Qt::LeftButton, {}, cell.center());
        QVERIFY(w.runs()->busy());
        QVERIFY(settled(w));
        QCOMPARE(w.run()->seed, uint64_t(3));
        QCOMPARE(QString::fromStdString(w.run()->info.variant), QStringLiteral("atomic-claim"));
        const EmbeddedFile *lesson = findBuiltinScenario("payment-claim-race");
        const Scenario variant =
            Scenario::parse(lesson->text, std::string(lesson->fileName)).withVariant("atomic-claim");
        QCOMPARE(w.run()->expectations.size(), variant.expectations().size());
        QVERIFY(w.run()->passed());
    }

    /// The lesson explored in its Explore window for no-lost-pending alone, to the end;
    /// nullptr unless that found a violation.
    static ExplorePanel *explorePendingIn(MainWindow &w, const QString &lesson)
    {
        if (!showLesson(w, lesson))
            return nullptr;
        w.openExplorePanel();
        ExplorePanel *panel = w.explorePanel();
        if (!panel)
            return nullptr;
        panel->setChecked(QStringLiteral("invariants"), false);
        panel->setChecked(QStringLiteral("no-lost-pending"), true);
        panel->start();
        if (!QTest::qWaitFor([&] { return !panel->running(); }, 30000))
            return nullptr;
        QCoreApplication::processEvents();
        return panel->result() && panel->result()->violated() ? panel : nullptr;
    }

    void aDesignBrokenWithoutAFaultHasNoFaultToKeep()
    {
        // The replicas' own pending stores lose an entry in the lesson's own run: the
        // break needs none of explore's faults, and "Keep in the lesson" has none to keep.
        MainWindow w;
        ExplorePanel *panel = explorePendingIn(w, QStringLiteral("payment-replicas-unshared-store"));
        QVERIFY(panel);
        QCOMPARE(panel->result()->counterexample->faults(), size_t(0));
        auto *keep = panel->findChild<QPushButton *>(QStringLiteral("keepInLesson"));
        QVERIFY(keep && !keep->isEnabled());
    }

    void explorePanelFindsTheShortestBreakAndOpensItBesideThePassingRun()
    {
        MainWindow w;
        ExplorePanel *panel = explorePendingIn(w, QStringLiteral("eip-stock-check"));
        QVERIFY(panel);
        const ExploreResult *r = panel->result();
        QCOMPARE(r->counterexample->faults(), size_t(1));
        QCOMPARE(r->brokenCheck, std::string("no-lost-pending"));
        // The end states are listed, each with its count; together they are every run.
        auto *table = panel->findChild<QTableWidget *>();
        QVERIFY(table && table->rowCount() == int(r->outcomes.size()));
        uint64_t runs = 0;
        for (int row = 0; row < table->rowCount(); ++row)
            runs += table->item(row, 0)->data(Qt::DisplayRole).toULongLong();
        QCOMPARE(runs, r->schedules());
        panel->resize(1920, 1080);
        QTest::qWait(50);
        screenshot(panel, "screenshot-explore.png");
        // Saved as a scenario, the counterexample breaks the same check when run.
        const Scenario saved = Scenario::parse(panel->counterexampleScenario().toJson(), "saved.json");
        QVERIFY(findExploreCheck("no-lost-pending")->verdict(*runScenario(saved).record).broken());
        // Beside the nearest passing run, with where they part said above both.
        auto *open = panel->findChild<QPushButton *>();
        for (QPushButton *b : panel->findChildren<QPushButton *>())
            if (b->text().startsWith(QStringLiteral("Compare with")))
                open = b;
        QVERIFY(open && open->isEnabled());
        open->click();
        QTRY_VERIFY(w.comparison());
        QVERIFY(w.comparison()->comparison().divergence);
        QVERIFY(w.comparison()->headline().contains(QStringLiteral("differ")));
        w.comparison()->resize(1920, 1080);
        QTest::qWait(50);
        screenshot(w.comparison(), "screenshot-explore-compare.png");
        // Kept in the lesson being edited: the window now plays the counterexample, its
        // faults named by their messages and events, not by number.
        auto *keep = panel->findChild<QPushButton *>(QStringLiteral("keepInLesson"));
        QVERIFY(keep && keep->isEnabled());
        keep->click();
        QVERIFY(settled(w));
        QVERIFY(w.author()->modified());
        QVERIFY(findExploreCheck("no-lost-pending")->verdict(*w.run()).broken());
        const Json kept = Json::parse(w.runs()->scenario()->lessonText())["faults"];
        QCOMPARE(kept.size(), r->counterexample->faults());
        QVERIFY2(kept.dump().find("\"seq\"") == std::string::npos, kept.dump().c_str());
    }

    void steppingChangesTheStoreTables()
    {
        MainWindow w;
        QVERIFY(w.runs()->open(QStringLiteral("eip-stock-check")));
        QVERIFY(settled(w));
        StoreTableModel *pending = w.stores()->models().at(0);
        QAbstractItemModelTester tester(pending, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const Trace &t = w.run()->trace();
        size_t afterBothPuts = 0, afterFirstMatch = 0;
        int puts = 0;
        for (size_t i = 0; i < t.size(); ++i) {
            if (t[i].kind == EventKind::StorePut && ++puts == 2)
                afterBothPuts = i;
            if (t[i].kind == EventKind::ReplyMatched && !afterFirstMatch)
                afterFirstMatch = i;
        }
        w.playback()->setCursor(afterBothPuts);
        QCOMPARE(pending->rowCount(), 2);
        QVERIFY(pending->index(1, 0).data(StoreTableModel::ChangedRole).toBool()); // 102 was just put
        w.playback()->setCursor(afterFirstMatch);
        QCOMPARE(pending->rowCount(), 1);
        QCOMPARE(pending->index(0, 0).data().toString(), QStringLiteral("101"));
        w.playback()->stepBack();
        w.playback()->stepBack();
        QCOMPARE(pending->rowCount(), 2);
    }

    void aParameterChangeRerunsAndKeepsTheTime()
    {
        MainWindow w;
        const RunProblems problems(w);
        QVERIFY(w.runs()->open(QStringLiteral("eip-stock-check")));
        QVERIFY(settled(w));
        const QString before = QString::fromStdString(w.run()->trace().fingerprint());
        w.playback()->setCursor(10);
        const SimTime at = w.run()->trace()[10].time;
        QVERIFY(editParameter(w, QStringLiteral("links.0.latency.sequence.0"), QStringLiteral("5ms")));
        QVERIFY(settled(w));
        QVERIFY(QString::fromStdString(w.run()->trace().fingerprint()) != before);
        QVERIFY(w.run()->trace()[w.playback()->cursor()].time <= at);
        // A value the scenario refuses changes nothing.
        const QString now = QString::fromStdString(w.run()->trace().fingerprint());
        QVERIFY(editParameter(w, QStringLiteral("participants.warehouse.processing"), QStringLiteral("true")));
        QVERIFY2(problems.last.contains(QStringLiteral("/participants/1/processing")), qPrintable(problems.last));
        QCOMPARE(QString::fromStdString(w.run()->trace().fingerprint()), now);
    }

    void eventLogFiltersAndModelsAreSound()
    {
        MainWindow w;
        QAbstractItemModelTester trace(w.traceModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester filter(w.eventFilter(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(w.runs()->open(QStringLiteral("payment-out-of-order")));
        QVERIFY(settled(w));
        QCOMPARE(w.eventFilter()->rowCount(), 1); // lesson mode: the log holds no future
        w.playback()->toEnd();
        const int all = w.eventFilter()->rowCount();
        QCOMPARE(all, int(w.run()->trace().size()));
        w.eventFilter()->setKind(QStringLiteral("state.change"));
        QCOMPARE(w.eventFilter()->rowCount(), 4);
        w.eventFilter()->setKind({});
        w.eventFilter()->setSearch(QStringLiteral("ORD-CID-B"));
        QVERIFY(w.eventFilter()->rowCount() > 0 && w.eventFilter()->rowCount() < all);
    }

    void sagaTimelineDrawsOneLanePerSaga()
    {
        MainWindow w;
        QVERIFY(w.runs()->open(QStringLiteral("saga-orchestrated-vs-choreographed")));
        QVERIFY(settled(w));
        QCOMPARE(w.sagaTimeline()->laneCount(), 80);
        w.resize(1440, 900);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.bottomTabs()->setCurrentIndex(2);
        w.playback()->toEnd();
        QTest::qWait(50);
        screenshot(&w, "screenshot-saga-timeline.png");
    }

    void everyLessonRendersEveryViewWithoutWarnings()
    {
        g_warnings.clear();
        const QtMessageHandler previous = qInstallMessageHandler(collectWarnings);
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        for (const EmbeddedFile &f : builtinScenarios()) {
            QVERIFY(w.runs()->open(QString::fromUtf8(f.name.data(), int(f.name.size()))));
            QVERIFY(settled(w));
            w.playback()->toEnd();
            for (int tab = 0; tab < w.bottomTabs()->count(); ++tab) {
                w.bottomTabs()->setCurrentIndex(tab);
                QVERIFY(!w.grab().isNull());
            }
        }
        qInstallMessageHandler(previous);
        QVERIFY2(g_warnings.isEmpty(), qPrintable(g_warnings.join(QLatin1Char('\n'))));
    }

    void brokerPartitionsFollowTheCursor()
    {
        MainWindow w;
        QVERIFY(showLesson(w, QStringLiteral("relay-replicas-skip-locked")));
        QVERIFY(w.stores()->showStore(QStringLiteral("broker partitions")));
        QCOMPARE(w.stores()->currentStore(), QStringLiteral("broker partitions"));
        auto *view = w.stores()->findChild<QTableView *>();
        QAbstractItemModelTester tester(view->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        w.playback()->toEnd();
        int appended = 0;
        for (int r = 0; r < view->model()->rowCount(); ++r)
            if (view->model()->index(r, 0).data().toString() == QStringLiteral("payment.received.v1"))
                appended += view->model()->index(r, 2).data().toInt();
        QCOMPARE(appended, 20);
        w.playback()->toStart();
        QCOMPARE(view->model()->rowCount(), 0);
        w.runs()->open(QStringLiteral("saga-payment-1000"));
        QVERIFY(settled(w));
        w.bottomTabs()->setCurrentIndex(3);
        w.playback()->toEnd(); // charts, like every view, show the run up to the cursor
        QTest::qWait(50);
        screenshot(&w, "screenshot-charts.png");
    }

    void aScenarioFileChangedOnDiskIsRunAgain()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("mine.json"));
        const EmbeddedFile *lesson = findBuiltinScenario("eip-stock-check");
        auto write = [&](const QByteArray &text) {
            // An editor's atomic save: a new file renamed over the old one.
            QFile tmp(file + QStringLiteral(".new"));
            QVERIFY(tmp.open(QIODevice::WriteOnly));
            tmp.write(text);
            tmp.close();
            QFile::remove(file);
            QVERIFY(QFile::rename(file + QStringLiteral(".new"), file));
        };
        const QByteArray original = QByteArray::fromRawData(lesson->text.data(), qsizetype(lesson->text.size()));
        write(original);
        MainWindow w;
        QVERIFY(w.runs()->open(file));
        QVERIFY(settled(w));
        const std::string before = w.run()->trace().fingerprint();
        QByteArray changed = original;
        changed.replace("\"30ms\", \"5ms\"", "\"30ms\", \"6ms\"");
        QVERIFY(changed != original);
        write(changed);
        QTRY_VERIFY_WITH_TIMEOUT(w.run()->trace().fingerprint() != before, 10000);
        // And again: the watch survived the first replacement.
        const std::string second = w.run()->trace().fingerprint();
        write(original);
        QTRY_VERIFY_WITH_TIMEOUT(w.run()->trace().fingerprint() != second, 10000);
        QCOMPARE(w.run()->trace().fingerprint(), before);
    }

    void storeViewAtAnInterestingMoment()
    {
        MainWindow w;
        QVERIFY(showLesson(w, QStringLiteral("payment-ttl-expiry")));
        // The moment the callback is sent after the TTL but before the sweep: the predict
        // step ("Minute 63"), on the callback's send.
        const Trace &t = w.run()->trace();
        bool found = false;
        for (size_t i = 0; i < t.size(); ++i)
            if (t[i].kind == EventKind::Note && t.names().text(t[i].word()).starts_with("Minute 63")) {
                QCOMPARE(t[i].time, SimTime::fromMillis(63 * 60000 + 5));
                w.playback()->setCursor(i);
                found = true;
            }
        QVERIFY(found);
        w.bottomTabs()->setCurrentIndex(1);
        QTest::qWait(50);
        QCOMPARE(w.stores()->models().at(0)->rowCount(), 2); // both expired, neither swept
        QVERIFY(w.stores()
                    ->models()
                    .at(0)
                    ->index(0, StoreTableModel::TtlColumn)
                    .data()
                    .toString()
                    .contains(QStringLiteral("expired")));
        screenshot(&w, "screenshot-stores-ttl.png");
    }
};

QTEST_MAIN(TestViews)
#include "tst_views.moc"
