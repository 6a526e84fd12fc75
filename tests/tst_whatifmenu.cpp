// The What if… menu without a window: its choices at an event in the window's words, what
// each one forks, how a delay's length is asked for and refused, and the menu's answer
// where nothing can be changed or the run cannot run again.

#include "anchorwords.h"
#include "builtinscenarios.h"
#include "diagramdata.h"
#include "run/run.h"
#include "scenario/pinnedfault.h"
#include "scenario/scenario.h"
#include "whatifchoices.h"
#include "whatifmenu.h"

#include <QAction>
#include <QMenu>
#include <QTest>

#include <vector>

using namespace corrsim;

namespace {

struct Forked
{
    PinnedFault fault;
    QString name;
};

/// A menu that records what it forks and refuses; the delay it is asked for is `delay`.
struct Recorder
{
    std::vector<Forked> forks;
    QStringList refusals;
    std::optional<QString> delay = QStringLiteral("20ms");
    WhatIfMenu menu()
    {
        WhatIfMenu m;
        m.fork = [this](const PinnedFault &f, const QString &name) { forks.push_back({f, name}); };
        m.askDelay = [this] { return delay; };
        m.refuse = [this](const QString &why) { refusals << why; };
        return m;
    }
};

QAction *actionOf(QMenu *sub, WhatIfChoice::Kind kind)
{
    for (QAction *a : sub->actions())
        if (a->data().isValid() && a->data().toInt() == int(kind))
            return a;
    return nullptr;
}

} // namespace

class TestWhatIfMenu : public QObject
{
    Q_OBJECT

    std::shared_ptr<const RunRecord> m_run;
    DiagramData m_data;
    size_t m_send = 0;

private slots:
    void initTestCase()
    {
        const EmbeddedFile *f = findBuiltinScenario("payment-out-of-order");
        m_run = runScenario(Scenario::parse(f->text, std::string(f->fileName))).record;
        m_data = DiagramData::build(m_run->trace());
        const Trace &t = m_run->trace();
        while (t[m_send].kind != EventKind::Send || m_data.arrowOfEvent(m_send) < 0)
            ++m_send;
    }

    void eachChoiceForksItsFaultUnderItsName()
    {
        using K = WhatIfChoice::Kind;
        Recorder r;
        QMenu menu;
        r.menu().addTo(&menu, m_run->trace(), m_data, m_send, true);
        QCOMPARE(menu.actions().size(), 1);
        QMenu *sub = menu.actions().front()->menu();
        QVERIFY(sub && sub->isEnabled());
        const std::vector<WhatIfChoice> choices = whatIfChoices(m_run->trace(), m_data, m_send);
        QCOMPARE(sub->actions().size(), qsizetype(choices.size()));
        const QString type = QString::fromStdString(choices.front().messageType);
        // A message lost: its send pinned, the fork named as the menu says it.
        actionOf(sub, K::Drop)->trigger();
        QCOMPARE(r.forks.size(), size_t(1));
        QVERIFY(r.forks.back().fault == choices[0].fault());
        QCOMPARE(r.forks.back().fault.seq, uint64_t(m_send));
        QCOMPARE(r.forks.back().name, QStringLiteral("this %1 were lost").arg(type));
        // A crash right after an event: named by the event's number, not the menu's words.
        QAction *crash = actionOf(sub, K::CrashAfter);
        QVERIFY(crash);
        QVERIFY2(crash->text().endsWith(QStringLiteral("after this ") + eventNoun(m_run->trace()[m_send].kind)),
                 qPrintable(crash->text())); // the event in words, not its code name
        crash->trigger();
        QCOMPARE(r.forks.back().fault.kind, PinnedFault::Kind::CrashAfter);
        QVERIFY2(r.forks.back().name != crash->text() && r.forks.back().name.contains(QString::number(m_send)),
                 qPrintable(r.forks.back().name));
        // Every choice forks the fault whatIfChoices made for it.
        r.forks.clear();
        for (QAction *a : sub->actions())
            a->trigger();
        QCOMPARE(r.forks.size(), choices.size());
        for (size_t i = 0; i < choices.size(); ++i)
            QVERIFY(r.forks[i].fault == choices[i].fault(SimTime::fromMillis(20)));
        QVERIFY(r.refusals.isEmpty());
    }

    void aDelayIsAskedForAndADurationOnlyIsTaken()
    {
        Recorder r;
        QMenu menu;
        r.menu().addTo(&menu, m_run->trace(), m_data, m_send, true);
        QAction *delay = actionOf(menu.actions().front()->menu(), WhatIfChoice::Kind::Delay);
        QVERIFY(delay);
        r.delay = QStringLiteral(" 1.5s ");
        delay->trigger();
        QCOMPARE(r.forks.size(), size_t(1));
        QCOMPARE(r.forks.back().fault.kind, PinnedFault::Kind::Delay);
        QCOMPARE(r.forks.back().fault.delay, SimTime::fromMillis(1500));
        QVERIFY2(r.forks.back().name.endsWith(QStringLiteral("delayed by 1.5s")), qPrintable(r.forks.back().name));
        // Cancelled, or left empty: nothing. Not a duration, or none at all: said, nothing run.
        for (const std::optional<QString> &none : {std::optional<QString>(), std::optional(QStringLiteral("  "))}) {
            r.delay = none;
            delay->trigger();
        }
        QCOMPARE(r.forks.size(), size_t(1));
        QVERIFY(r.refusals.isEmpty());
        for (const QString &bad : {QStringLiteral("soon"), QStringLiteral("0ms"), QStringLiteral("-5ms")}) {
            r.delay = bad;
            delay->trigger();
        }
        QCOMPARE(r.forks.size(), size_t(1));
        QCOMPARE(r.refusals.size(), 3);
        QVERIFY2(r.refusals.front().contains(QStringLiteral("\"soon\"")), qPrintable(r.refusals.front()));
    }

    void aRunThatCannotRunAgainOrAnEventWithNoChoiceSaysSo()
    {
        Recorder r;
        QMenu saved;
        r.menu().addTo(&saved, m_run->trace(), m_data, m_send, false);
        QMenu *sub = saved.actions().front()->menu();
        QVERIFY(!sub->isEnabled());
        QVERIFY(sub->actions().isEmpty());
        QVERIFY2(sub->title().contains(QStringLiteral("saved trace")), qPrintable(sub->title()));
        // An event nothing can be pinned to (the run's first, a lesson's note or a
        // worker's start): one action, disabled.
        const Trace &t = m_run->trace();
        size_t none = 0;
        while (none < t.size() && !whatIfChoices(t, m_data, none).empty())
            ++none;
        QVERIFY(none < t.size());
        QMenu nothing;
        r.menu().addTo(&nothing, t, m_data, none, true);
        const QList<QAction *> offered = nothing.actions().front()->menu()->actions();
        QCOMPARE(offered.size(), 1);
        QVERIFY(!offered.front()->isEnabled());
        // Past the end of the trace: no menu at all.
        QMenu past;
        r.menu().addTo(&past, t, m_data, t.size(), true);
        QVERIFY(past.actions().isEmpty());
        QVERIFY(r.forks.empty());
    }
};

QTEST_MAIN(TestWhatIfMenu)
#include "tst_whatifmenu.moc"
