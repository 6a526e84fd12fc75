// Every predict step of every lesson and variant keeps its secret, read off the screen
// rather than from the code's intent: at each pause the whole window is painted into a
// device that keeps every piece of text drawn (labels, lists, tables, the diagram's
// labels, the timeline, the status line), and every item of every visible list, table,
// tree and picker is read too (a scroll or a click shows those). None may state the
// answer, the reveal, a note still to come or an expectation not yet decided. Run in a
// real X server at 1280x720, in the desktop layout and in presentation, where every
// window must also fit the screen. Then Reveal is pressed: the answer shows and the
// cursor stays.

#include "builtinscenarios.h"
#include "explorepanel.h"
#include "lessonpanel.h"
#include "mainwindow.h"
#include "playback.h"
#include "run/lessonnotes.h"
#include "run/runrecord.h"
#include "scenario/scenario.h"
#include "screentext.h"
#include "sequencediagram.h"
#include "trace/simtime.h"
#include "windowruns.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QRegularExpression>
#include <QScreen>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTest>
#include <QTextDocument>

using namespace corrsim;

namespace {

/// Lower case, every run of anything but letters and digits one space: "The hats
/// request, 102." and "the hats request 102" are the same words.
QString words(const QString &text)
{
    static const QRegularExpression other(QStringLiteral("[^\\p{L}\\p{N}]+"));
    return QStringLiteral(" %1 ").arg(text.toLower().replace(other, QStringLiteral(" ")).trimmed());
}

QString plain(const QString &maybeHtml)
{
    if (!Qt::mightBeRichText(maybeHtml))
        return maybeHtml;
    QTextDocument d;
    d.setHtml(maybeHtml);
    return d.toPlainText();
}

/// What a student can read: every text painted in each visible window, and every item
/// of the lists, tables, trees and pickers in them (scrolled to, or one click away).
QStringList readTheScreen(LessonPanel *lesson)
{
    QStringList seen;
    for (QWidget *top : QApplication::topLevelWidgets()) {
        if (!top->isVisible())
            continue;
        seen << top->windowTitle();
        TextDevice device(top->size());
        top->render(&device);
        seen << device.texts();
        for (QWidget *w : top->findChildren<QWidget *>()) {
            if (!w->isVisibleTo(top))
                continue;
            if (auto *label = qobject_cast<QLabel *>(w)) {
                QString text = label->text();
                if (label->parentWidget() == lesson) // the question shows its choices, the answer among them
                    text.remove(QRegularExpression(QStringLiteral("<ol.*</ol>"),
                                                   QRegularExpression::DotMatchesEverythingOption));
                seen << plain(text) << label->toolTip();
            } else if (auto *combo = qobject_cast<QComboBox *>(w)) {
                for (int i = 0; i < combo->count(); ++i)
                    seen << combo->itemText(i);
            } else if (auto *view = qobject_cast<QAbstractItemView *>(w); view && view->model()) {
                const QAbstractItemModel *m = view->model();
                std::function<void(const QModelIndex &)> walk = [&](const QModelIndex &parent) {
                    for (int r = 0; r < std::min(m->rowCount(parent), 5000); ++r)
                        for (int c = 0; c < m->columnCount(parent); ++c) {
                            const QModelIndex i = m->index(r, c, parent);
                            seen << m->data(i, Qt::DisplayRole).toString();
                            if (c == 0 && m->hasChildren(i))
                                walk(i);
                        }
                };
                walk({});
            }
            if (!w->toolTip().isEmpty())
                seen << w->toolTip();
        }
    }
    return seen;
}

/// The secrets of the question at trace event `at`: its answer (where it is more than a
/// name or a number that the run shows anyway, such as "Q-4" or "none"), the reveal
/// (whole and each of its sentences), every note still to come and every expectation
/// not yet decided.
QStringList secretsAt(const RunRecord &run, const LessonNote &question)
{
    QStringList secrets;
    if (words(QString::fromStdString(question.answer)).count(QLatin1Char(' ')) > 3)
        secrets << QString::fromStdString(question.answer);
    const QString reveal = QString::fromStdString(question.reveal);
    secrets << reveal;
    for (const QString &sentence : reveal.split(QRegularExpression(QStringLiteral("[.;:!?]\\s")), Qt::SkipEmptyParts))
        if (sentence.split(QLatin1Char(' '), Qt::SkipEmptyParts).size() >= 4)
            secrets << sentence;
    for (const LessonNote &n : lessonNotes(run.trace()))
        if (n.event > question.event)
            secrets << QString::fromStdString(n.text);
    for (const ExpectationResult &r : run.expectations)
        if (run.decidedAt(r) > question.event)
            secrets << QString::fromStdString(r.name);
    return secrets;
}

bool playUntilItStops(Playback *p)
{
    p->play();
    for (int steps = 0; p->playing() && steps < 200000; ++steps)
        p->advance(33);
    return !p->playing();
}

QString whereOff(const QRect &screen)
{
    QStringList off;
    for (QWidget *top : QApplication::topLevelWidgets())
        if (top->isVisible() && top->isWindow() && !screen.contains(top->frameGeometry()))
            off << QStringLiteral("%1 at %2,%3 %4x%5")
                       .arg(QString::fromLatin1(top->metaObject()->className()))
                       .arg(top->frameGeometry().x())
                       .arg(top->frameGeometry().y())
                       .arg(top->frameGeometry().width())
                       .arg(top->frameGeometry().height());
    return off.join(QStringLiteral("; "));
}

/// A lesson built around exploring asks its question once the run has been played to
/// its end: no visible word answers it until the exploration has run, and then its
/// answer and the exploration's verdict show.
void theExplorationAnswersItsQuestion(MainWindow &w, const QRect &screen)
{
    LessonPanel *lesson = w.lessonPanel();
    const LessonQuestion &q = *w.run()->info.exploration->question;
    QVERIFY(lesson->explorationAsked());
    QVERIFY(words(plain(lesson->currentNote())).contains(words(QString::fromStdString(q.ask))));
    QStringList secrets{QString::fromStdString(q.reveal)};
    if (words(QString::fromStdString(q.answer)).count(QLatin1Char(' ')) > 3)
        secrets << QString::fromStdString(q.answer);
    for (const QString &sentence :
         secrets.first().split(QRegularExpression(QStringLiteral("[.;:!?]\\s")), Qt::SkipEmptyParts))
        if (sentence.split(QLatin1Char(' '), Qt::SkipEmptyParts).size() >= 4)
            secrets << sentence;
    QStringList choices;
    for (const std::string &c : q.choices)
        choices << words(QString::fromStdString(c));
    for (const QString &seen : readTheScreen(lesson)) {
        const QString shown = words(seen);
        if (std::any_of(choices.begin(), choices.end(), [&](const QString &c) { return c.contains(shown); }))
            continue;
        for (const QString &secret : secrets)
            QVERIFY2(!shown.contains(words(secret)),
                     qPrintable(QStringLiteral("before exploring: \"%1\" shows \"%2\"").arg(shown.trimmed(), secret)));
    }
    QPushButton *explore = nullptr;
    for (QPushButton *b : lesson->findChildren<QPushButton *>())
        if (b->isVisible() && b->text().contains(QStringLiteral("Explore")))
            explore = b;
    QVERIFY(explore);
    QVERIFY2(explore->visibleRegion().boundingRect() == explore->rect(), "the Explore button is scrolled out of view");
    QTest::mouseClick(explore, Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(w.explorePanel() && !w.explorePanel()->running() && w.explorePanel()->result(), 120000);
    QTRY_VERIFY(words(plain(lesson->currentNote())).contains(words(QString::fromStdString(q.reveal))));
    QVERIFY(words(plain(lesson->currentNote())).contains(words(QStringLiteral("schedules"))));
    QTest::qWait(1);
    QVERIFY2(whereOff(screen).isEmpty(), qPrintable(whereOff(screen)));
    w.explorePanel()->close();
}

} // namespace

class TestPredictSteps : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void theTimeAxisEndsAtTheCursor()
    {
        // At the pause at 40 ms of envelope-read-off-the-wire, ticks at 1.061 s and 2.071 s
        // and "1 s of nothing" bands below the cursor said that retries were coming.
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.runs()->open(QStringLiteral("envelope-read-off-the-wire")));
        QVERIFY(settled(w));
        w.playback()->setSpeed(5000);
        QVERIFY(playUntilItStops(w.playback()));
        QCOMPARE(w.run()->trace()[w.playback()->cursor()].time, SimTime::fromMillis(40));
        QTest::qWait(1);
        TextDevice device(w.diagram()->size());
        static_cast<QWidget *>(w.diagram())->render(&device); // the widget, not the scene
        for (const QString &text : device.texts())
            QVERIFY2(!text.contains(QStringLiteral("of nothing")) && !text.endsWith(QStringLiteral(" s")) &&
                         !text.endsWith(QStringLiteral(" h")),
                     qPrintable(text));
        w.playback()->toEnd(); // played, the cuts and their times are there
        QTest::qWait(1);
        TextDevice after(w.diagram()->size());
        static_cast<QWidget *>(w.diagram())->render(&after);
        QVERIFY(after.texts().filter(QStringLiteral("of nothing")).size() > 0);
    }

    void noVisibleWordAnswersTheQuestion_data()
    {
        QTest::addColumn<QString>("lesson");
        QTest::addColumn<QString>("variant");
        QTest::addColumn<bool>("presenting");
        for (const bool presenting : {false, true})
            for (const EmbeddedFile &f : builtinScenarios()) {
                const QString name = QString::fromUtf8(f.name.data(), qsizetype(f.name.size()));
                const Scenario s = Scenario::parse(f.text, std::string(f.fileName));
                QStringList variants{QString()};
                for (const auto &v : s.info().variants)
                    variants << QString::fromStdString(v.name);
                for (const QString &v : variants)
                    QTest::newRow(qPrintable(
                        QStringLiteral("%1%2%3").arg(name, v.isEmpty() ? QString() : QLatin1Char('/') + v,
                                                     presenting ? QStringLiteral(" presenting") : QString())))
                        << name << v << presenting;
            }
    }

    void noVisibleWordAnswersTheQuestion()
    {
        QFETCH(QString, lesson);
        QFETCH(QString, variant);
        QFETCH(bool, presenting);
        const QRect screen = QGuiApplication::primaryScreen()->availableGeometry();
        MainWindow w;
        w.show(); // at the size it chooses for this screen
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.setPresentation(presenting);
        QVERIFY(openLesson(w, lesson, variant));
        QCOMPARE(w.playback()->cursor(), size_t(0)); // a new story (a variant's too) starts at its beginning
        const RunRecord &run = *w.run();
        const std::vector<LessonNote> notes = lessonNotes(run.trace());
        Playback *p = w.playback();
        p->setSpeed(5000);
        int asked = 0;
        for (bool start = true; p->cursor() + 1 < run.trace().size(); start = false) {
            if (!start) // a question at the very first event is asked before play
                QVERIFY(playUntilItStops(p));
            const size_t at = p->cursor();
            const auto question = std::find_if(notes.begin(), notes.end(),
                                               [&](const LessonNote &n) { return n.event == at && n.isQuestion(); });
            if (question == notes.end())
                continue; // the end, or the moment a revealed question was about
            ++asked;
            QVERIFY2(!question->answer.empty(),
                     qPrintable(QStringLiteral("the question at %1 names no answer").arg(at)));
            QTest::qWait(1); // laid out as shown
            QVERIFY2(whereOff(screen).isEmpty(), qPrintable(whereOff(screen)));

            // The choices are on screen by design, each painted whole or line by line.
            QStringList choices;
            for (const std::string &c : question->choices)
                choices << words(QString::fromStdString(c));
            const auto isChoice = [&](const QString &w) {
                return std::any_of(choices.begin(), choices.end(), [&](const QString &c) { return c.contains(w); });
            };
            QStringList seenWords;
            for (const QString &s : readTheScreen(w.lessonPanel()))
                if (const QString w = words(s); !isChoice(w))
                    seenWords << w;
            for (const QString &secret : secretsAt(run, *question)) {
                const QString secretWords = words(secret);
                if (secretWords.trimmed().isEmpty())
                    continue;
                for (const QString &s : seenWords)
                    QVERIFY2(!s.contains(secretWords),
                             qPrintable(QStringLiteral("at %1, before Reveal: \"%2\" shows \"%3\"")
                                            .arg(at)
                                            .arg(s.trimmed(), secret)));
            }

            // Reveal: the answer is shown and the class stays at the question.
            QPushButton *reveal = nullptr;
            for (QPushButton *b : w.lessonPanel()->findChildren<QPushButton *>())
                if (b->isVisible() && b->text().contains(QStringLiteral("Reveal")))
                    reveal = b;
            QVERIFY(reveal);
            QVERIFY2(reveal->visibleRegion().boundingRect() == reveal->rect(),
                     "the Reveal button is scrolled out of view");
            QTest::mouseClick(reveal, Qt::LeftButton);
            QTest::qWait(200); // longer than playback's tick: nothing may move by itself
            QCOMPARE(p->cursor(), at);
            QVERIFY(!p->playing());
            QVERIFY(w.lessonPanel()->revealShown());
            QVERIFY(
                words(plain(w.lessonPanel()->currentNote())).contains(words(QString::fromStdString(question->reveal))));
        }
        int questions = 0;
        for (const LessonNote &n : notes)
            questions += n.isQuestion() && !run.info.offScript ? 1 : 0;
        QCOMPARE(asked, questions); // play stopped at every one
        if (run.info.exploration && run.info.exploration->question)
            theExplorationAnswersItsQuestion(w, screen);
        if (presenting)
            w.setPresentation(false);
    }
};

QTEST_MAIN(TestPredictSteps)
#include "tst_predictsteps.moc"
