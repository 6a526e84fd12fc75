// A class run with one key, without a window: every built-in lesson and variant walked
// with the advance key alone stops at each question, reveals it, stops at exactly the
// event that answers it, and ends; back walks the same stops in reverse; no key plays
// past a question that has not been revealed.

#include "builtinscenarios.h"
#include "everylesson.h"
#include "lessonwalk.h"
#include "playback.h"
#include "run/lessonnotes.h"
#include "run/run.h"
#include "run/runrecord.h"
#include "scenario/scenario.h"

#include <QSignalSpy>
#include <QTest>

using namespace corrsim;

namespace {

using Stop = LessonWalk::Stop;

std::shared_ptr<const RunRecord> runOf(const QString &lesson, const QString &variant)
{
    const EmbeddedFile *f = findBuiltinScenario(lesson.toStdString());
    const Scenario s = Scenario::parse(f->text, std::string(f->fileName));
    return runScenario(variant.isEmpty() ? s : s.withVariant(variant.toStdString())).record;
}

/// Plays until playback stops by itself (at a question, a moment or the end).
void playOut(Playback &p)
{
    for (int ticks = 0; p.playing() && ticks < 400000; ++ticks)
        p.advance(33);
}

/// One press of the advance key, with playback run to where it stops.
void press(LessonWalk &walk, Playback &p)
{
    walk.advance();
    playOut(p);
}

struct Walked
{
    size_t at;
    Stop stop;
    bool operator==(const Walked &) const = default;
};

} // namespace

class TestLessonWalk : public QObject
{
    Q_OBJECT

private slots:
    void everyLessonRunsWithOneKey_data() { addEveryLessonAndVariant(); }

    void everyLessonRunsWithOneKey()
    {
        QFETCH(QString, lesson);
        QFETCH(QString, variant);
        const std::shared_ptr<const RunRecord> run = runOf(lesson, variant);
        const Trace &t = run->trace();
        Playback p;
        p.setSpeed(60000);
        p.setRun(run);
        LessonWalk walk(&p);
        walk.setRun(run);
        QSignalSpy moments(&walk, &LessonWalk::momentReached);
        p.setCursor(0);

        std::vector<LessonNote> questions;
        for (const LessonNote &n : lessonNotes(t))
            if (n.isQuestion() && n.pause)
                questions.push_back(n);

        std::vector<Walked> forward{{p.cursor(), walk.stop()}};
        size_t asked = walk.stop() == Stop::Question ? 1 : 0; // a question at the first event
        for (int presses = 0; walk.stop() != Stop::End; ++presses) {
            QVERIFY2(presses < 1000, "the advance key does not reach the end");
            const Stop before = walk.stop();
            const size_t at = p.cursor();
            press(walk, p);
            QVERIFY(!p.playing());
            switch (before) {
            case Stop::Question:
                // A question is revealed in place, never played past.
                QCOMPARE(walk.stop(), Stop::Revealed);
                QCOMPARE(p.cursor(), at);
                QVERIFY(walk.isRevealed(at));
                break;
            case Stop::Revealed: {
                // Play on stops at exactly the event that answers it, and says so.
                const size_t moment = walk.moment(at);
                const bool anotherQuestionFirst = std::any_of(questions.begin(), questions.end(), [&](const auto &q) {
                    return q.event > at && q.event < moment;
                });
                if (!anotherQuestionFirst) {
                    QCOMPARE(p.cursor(), moment);
                    QCOMPARE(walk.stop(), moment + 1 >= t.size() ? Stop::End : Stop::Moment);
                    QVERIFY(!moments.isEmpty());
                    QCOMPARE(moments.last().at(0).value<size_t>(), moment);
                }
                break;
            }
            default:
                // Everything else plays on: to a question, a moment or the end, never past
                // a question the class has not seen.
                for (const LessonNote &q : questions)
                    QVERIFY2(!(q.event > at && q.event < p.cursor()),
                             qPrintable(QStringLiteral("played past the question at %1").arg(q.event)));
            }
            if (walk.stop() == Stop::Question)
                ++asked;
            forward.push_back({p.cursor(), walk.stop()});
        }
        QCOMPARE(asked, run->info.offScript ? 0 : questions.size());

        // Back walks the same stops in reverse, to the start.
        std::vector<Walked> backward{{p.cursor(), walk.stop()}};
        for (int presses = 0; !(p.cursor() == 0 && walk.stop() != Stop::Revealed); ++presses) {
            QVERIFY2(presses < 1000, "the back key does not reach the start");
            walk.back();
            QVERIFY(!p.playing());
            backward.push_back({p.cursor(), walk.stop()});
        }
        // Forward, the stops met by playing (questions, reveals, moments) in order.
        const auto stopsOnly = [](std::vector<Walked> v) {
            std::erase_if(v, [](const Walked &w) { return w.stop == Stop::Paused || w.stop == Stop::Playing; });
            return v;
        };
        std::vector<Walked> there = stopsOnly(forward), back = stopsOnly(backward);
        std::reverse(back.begin(), back.end());
        QCOMPARE(back.size(), there.size());
        for (size_t i = 0; i < there.size(); ++i)
            QVERIFY2(back[i] == there[i], qPrintable(QStringLiteral("stop %1: forward %2 (%3), back %4 (%5)")
                                                         .arg(i)
                                                         .arg(there[i].at)
                                                         .arg(int(there[i].stop))
                                                         .arg(back[i].at)
                                                         .arg(int(back[i].stop))));
    }

    void noKeyPassesAnUnrevealedQuestion()
    {
        const std::shared_ptr<const RunRecord> run = runOf(QStringLiteral("payment-claim-race"), {});
        Playback p;
        p.setSpeed(60000);
        p.setRun(run);
        LessonWalk walk(&p);
        walk.setRun(run);
        p.setCursor(0);
        walk.toEnd(); // End stops at the first question
        QCOMPARE(walk.stop(), Stop::Question);
        const size_t question = p.cursor();
        walk.stepForward(); // a step is a reveal first
        QCOMPARE(p.cursor(), question);
        QCOMPARE(walk.stop(), Stop::Revealed);
        walk.back(); // taken back: asked again
        QCOMPARE(walk.stop(), Stop::Question);
        walk.reveal();
        walk.stepForward();
        QCOMPARE(p.cursor(), question + 1);
        p.setCursor(0); // back before it: asked again
        QVERIFY(!walk.isRevealed(question));
    }

    void analysisPlaysAndPausesWithoutAsking()
    {
        const std::shared_ptr<const RunRecord> run = runOf(QStringLiteral("eip-stock-check"), {});
        Playback p;
        p.setRun(run);
        LessonWalk walk(&p);
        walk.setRun(run);
        walk.setAsking(false);
        walk.advance();
        QVERIFY(p.playing());
        walk.advance();
        QVERIFY(!p.playing());
        walk.toEnd();
        QCOMPARE(p.cursor(), run->trace().size() - 1);
    }

    void theOrchestratedSagaStopsAtItsFirstRefund()
    {
        // Its question asks what the coordinator does when shipping refuses after the
        // debit: the answer's moment is the first ledger.refund, not another saga's
        // fraud rejection that happened to decide an expectation.
        const std::shared_ptr<const RunRecord> run = runOf(QStringLiteral("saga-orchestrated-vs-choreographed"), {});
        const Trace &t = run->trace();
        for (const LessonNote &n : lessonNotes(t)) {
            if (!n.isQuestion())
                continue;
            // A send is shown arrived: the moment is the first refund's delivery to the ledger.
            const size_t moment = decidingEvent(t, n);
            QCOMPARE(t[moment].kind, EventKind::Deliver);
            QCOMPARE(t.names().text(t[moment].word()), std::string("ledger.refund"));
            size_t sends = 0;
            for (size_t i = n.event; i < moment; ++i)
                sends += t[i].kind == EventKind::Send && t.names().text(t[i].word()) == "ledger.refund" ? 1 : 0;
            QCOMPARE(sends, size_t(1));
        }
    }
};

QTEST_GUILESS_MAIN(TestLessonWalk)
#include "tst_lessonwalk.moc"
