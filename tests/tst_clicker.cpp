// A class run with a presenter's clicker, on a real 1280x720 X server in presentation
// mode: every built-in lesson and variant is walked with PageDown alone, as the clicker
// sends it. At each question the question, its choices and the Reveal button are on
// screen whole, without scrolling; the press after reveals the answer in place, whole;
// the next stops at exactly the event the answer is about, its conversation selected;
// the next plays on with nothing faded. Every lane fits the screen, and the diagram's
// words the class reads (lane names included) are 20 pixels or more.

#include "builtinscenarios.h"
#include "everylesson.h"
#include "laneheaders.h"
#include "lessonpanel.h"
#include "lessonwalk.h"
#include "mainwindow.h"
#include "playback.h"
#include "run/lessonnotes.h"
#include "run/runrecord.h"
#include "scenario/scenario.h"
#include "screentext.h"
#include "sequencediagram.h"
#include "windowruns.h"

#include <QFontInfo>
#include <QLabel>
#include <QPushButton>
#include <QStandardPaths>
#include <QTest>

using namespace corrsim;

namespace {

using Stop = LessonWalk::Stop;

/// Plays until playback stops by itself, a tick at a time (as the timer would).
void playOut(Playback *p)
{
    for (int ticks = 0; p->playing() && ticks < 400000; ++ticks)
        p->advance(33);
}

/// Whether all of `w` is on screen: shown, and not cut by a scroll area or the window.
bool wholeOnScreen(QWidget *w)
{
    return w->isVisible() && w->visibleRegion().boundingRect() == w->rect();
}

/// The diagram's words under 20 px (lane names and group captions, message labels,
/// badges, marks' words, the time axis), with what they say.
QString smallWords(SequenceDiagram *diagram)
{
    TextDevice device(diagram->size());
    static_cast<QWidget *>(diagram)->render(&device);
    QStringList small;
    for (const auto &[text, pixels] : device.sizedTexts())
        if (pixels < 19.5 && !text.trimmed().isEmpty())
            small << QStringLiteral("\"%1\" %2 px").arg(text).arg(pixels, 0, 'f', 1);
    return small.join(QStringLiteral(", "));
}

/// Words of the lane headers whose boxes overlap, or stand outside the lanes.
QString crowdedNames(SequenceDiagram *diagram)
{
    const DiagramLayout &layout = diagram->layout();
    const std::vector<LaneLabel> labels = laneLabels(layout, diagram->data().lanes, diagram->font(), 0);
    QStringList crowded;
    for (size_t i = 0; i < labels.size(); ++i) {
        if (labels[i].box.left() < layout.lanesLeft() - 0.5 || labels[i].box.right() > layout.lanesRight() + 0.5)
            crowded << labels[i].text + QStringLiteral(" (outside)");
        for (size_t k = i + 1; k < labels.size(); ++k)
            if (labels[i].box.intersects(labels[k].box))
                crowded << labels[i].text + QStringLiteral(" / ") + labels[k].text;
    }
    return crowded.join(QStringLiteral(", "));
}

/// Whether the diagram says what happened at trace event `at` in words: an arrow's
/// label, a mark's words (a state, a match, an effect) or a badge.
bool saidInWords(SequenceDiagram *diagram, size_t at)
{
    const DiagramData &d = diagram->data();
    const auto badgeAt = [&](size_t event) {
        return std::any_of(d.labels.begin(), d.labels.end(),
                           [&](const DiagramData::Label &l) { return l.event == event; });
    };
    const bool badge = badgeAt(at);
    // A message's words: its label, or the badge at its send that says it instead ("404: ...").
    const bool arrow = std::any_of(d.arrows.begin(), d.arrows.end(), [&](const DiagramData::Arrow &a) {
        return a.end == at && (diagram->arrowText(a) || badgeAt(a.send));
    });
    const bool mark = std::any_of(d.marks.begin(), d.marks.end(),
                                  [&](const DiagramData::Mark &m) { return m.event == at && diagram->markText(m); });
    return badge || arrow || mark;
}

} // namespace

class TestClicker : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void everyLessonRunsWithTheClickerAlone_data() { addEveryLessonAndVariant(); }

    void everyLessonRunsWithTheClickerAlone()
    {
        QFETCH(QString, lesson);
        QFETCH(QString, variant);
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.activateWindow(); // the clicker's keys go to the active window
        QVERIFY(QTest::qWaitForWindowActive(&w));
        w.setPresentation(true);
        QVERIFY(openLesson(w, lesson, variant));
        const RunRecord &run = *w.run();
        const Trace &t = run.trace();
        Playback *p = w.playback();
        p->setSpeed(60000);
        LessonWalk *walk = w.walk();
        auto *note = w.lessonPanel()->findChild<QLabel *>(QStringLiteral("note"));
        QVERIFY(note);
        QPushButton *reveal = nullptr;
        for (QPushButton *b : w.lessonPanel()->findChildren<QPushButton *>())
            if (b->text().contains(QStringLiteral("Reveal")))
                reveal = b;
        QVERIFY(reveal);

        // Every lane on the screen, without scrolling sideways, each name whole.
        QTest::qWait(1);
        QVERIFY2(w.diagram()->contentWidth() <= w.diagram()->viewport()->width() + 1,
                 qPrintable(QStringLiteral("%1 px of lanes in a %2 px view")
                                .arg(w.diagram()->contentWidth())
                                .arg(w.diagram()->viewport()->width())));
        const QString crowded = crowdedNames(w.diagram());
        QVERIFY2(crowded.isEmpty(), qPrintable(crowded));

        size_t asked = 0, revealed = 0, moments = 0;
        for (int presses = 0; walk->stop() != Stop::End; ++presses) {
            QVERIFY2(presses < 500, "the clicker does not reach the end");
            const Stop before = walk->stop();
            const size_t at = p->cursor();
            if (before == Stop::Question) {
                ++asked;
                QTest::qWait(1); // laid out as shown
                QVERIFY2(wholeOnScreen(note), qPrintable(QStringLiteral("the question at %1 is cut").arg(at)));
                QVERIFY2(wholeOnScreen(reveal), qPrintable(QStringLiteral("Reveal at %1 is cut").arg(at)));
                QVERIFY2(QFontInfo(note->font()).pixelSize() >= 20,
                         qPrintable(QStringLiteral("the question is %1 px").arg(QFontInfo(note->font()).pixelSize())));
                const QString cut = smallWords(w.diagram());
                QVERIFY2(cut.isEmpty(), qPrintable(QStringLiteral("at %1, under 20 px: %2").arg(at).arg(cut)));
            }
            // Every badge stands whole within the lanes, however wide its words.
            for (const QRectF &badge : w.diagram()->badgeRects())
                QVERIFY2(badge.isEmpty() || (badge.left() >= w.diagram()->layout().lanesLeft() - 0.5 &&
                                             badge.right() <= w.diagram()->contentWidth() + 0.5),
                         qPrintable(QStringLiteral("a badge at x %1..%2 is cut").arg(badge.left()).arg(badge.right())));
            QTest::keyClick(&w, Qt::Key_PageDown);
            if (before == Stop::Moment || before == Stop::Revealed)
                QVERIFY2(w.diagram()->highlighted().empty(), "the moment's highlight stays while play goes on");
            playOut(p);
            switch (before) {
            case Stop::Question:
                ++revealed;
                QCOMPARE(walk->stop(), Stop::Revealed);
                QCOMPARE(p->cursor(), at);
                // The panel scrolls to the answer once laid out (a busy machine takes longer).
                QTRY_VERIFY2_WITH_TIMEOUT(wholeOnScreen(note),
                                          qPrintable(QStringLiteral("the answer at %1 is cut").arg(at)), 3000);
                QVERIFY(w.lessonPanel()->revealShown());
                break;
            case Stop::Revealed:
                if (p->cursor() == walk->moment(at)) {
                    ++moments;
                    // Its conversation is selected: a message's arrow lights up.
                    const EventKind kind = t[p->cursor()].kind;
                    QVERIFY2(saidInWords(w.diagram(), p->cursor()),
                             qPrintable(QStringLiteral("the moment at %1 (%2) has no words")
                                            .arg(p->cursor())
                                            .arg(QString::fromUtf8(eventKindName(kind)))));
                    if (kind == EventKind::Deliver || kind == EventKind::Drop)
                        QVERIFY2(!w.diagram()->highlighted().empty(),
                                 qPrintable(QStringLiteral("the moment at %1 is not selected").arg(p->cursor())));
                }
                break;
            default:
                break;
            }
        }
        size_t questions = 0;
        for (const LessonNote &n : lessonNotes(t))
            questions += n.isQuestion() && n.pause && !run.info.offScript ? 1 : 0;
        QCOMPARE(asked, questions);
        QCOMPARE(revealed, questions);
        QCOMPARE(moments, questions);
        QCOMPARE(p->cursor() + 1, t.size());
    }
};

QTEST_MAIN(TestClicker)
#include "tst_clicker.moc"
