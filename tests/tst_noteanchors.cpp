#include "anchorwords.h"
#include "builtinscenarios.h"
#include "input/json.h"
#include "input/scenarioerror.h"
#include "run/noteshift.h"
#include "run/run.h"
#include "scenario/noteanchor.h"
#include "scenario/pinnedfault.h"
#include "scenario/scenario.h"
#include "trace/eventshape.h"
#include "trace/findingwords.h"
#include "trace/trace.h"

#include <QTest>

using namespace corrsim;

// Notes anchored to events (docs/scenario-format.md#narrative, "on"): the anchor
// NoteAnchor::of writes for an event names that event back, and a note on an event
// follows it wherever a parameter change moves it.
class TestNoteAnchors : public QObject
{
    Q_OBJECT

    static Scenario withNote(const Scenario &s, const Json &note)
    {
        Json doc = Json::parse(s.toJson());
        doc["narrative"].push_back(note);
        return Scenario::parse(doc.dump(), "anchored.json");
    }
    static std::optional<size_t> noteNamed(const Trace &t, const std::string &text)
    {
        for (size_t i = 0; i < t.size(); ++i)
            if (t[i].kind == EventKind::Note && t.names().text(t[i].text()) == text)
                return i;
        return std::nullopt;
    }

private slots:
    void theWindowSaysAnAnchorInWords()
    {
        // The window's words for an anchor: what happened as a noun, to whom a delivery
        // came, each ordinal its own form; a key said once when it is the correlation ID.
        NoteAnchor a;
        a.kind = EventKind::Deliver;
        a.type = "payment.callback";
        a.actor = "orders";
        a.conversation = "PRQ-#2";
        a.occurrence = 3;
        QCOMPARE(anchorWords(a), QStringLiteral("the 3rd delivery of payment.callback to orders in PRQ-#2"));
        NoteAnchor put;
        put.kind = EventKind::StorePut;
        put.correlationId = put.key = "101";
        put.actor = "shop";
        QCOMPARE(anchorWords(put), QStringLiteral("the store write by shop for 101"));
        for (const auto &[n, words] : std::vector<std::pair<uint32_t, const char *>>{{2, "the 2nd crash"},
                                                                                     {11, "the 11th crash"},
                                                                                     {12, "the 12th crash"},
                                                                                     {13, "the 13th crash"},
                                                                                     {21, "the 21st crash"},
                                                                                     {112, "the 112th crash"},
                                                                                     {123, "the 123rd crash"}}) {
            NoteAnchor crash;
            crash.kind = EventKind::Crash;
            crash.occurrence = n;
            QCOMPARE(anchorWords(crash), QString::fromLatin1(words));
        }
    }

    void aNoteOnOneKeysExpiryStaysWithThatKey()
    {
        // Two requests expire in one sweep; a note on ORD-2's expiry names it by its key,
        // stays right before it when ORD-1 is sent later (and so expires after it), and
        // the anchor the app writes for that event names the key, not "the 2nd".
        const char *text = R"({"name": "two-expire", "network": {"latency": "0ms"}, "participants": [
              {"name": "a", "kind": "requester", "to": "b",
               "requests": [{"at": "10ms", "id": "ORD-1"}, {"at": "15ms", "id": "ORD-2"}],
               "pendingStore": {"ttl": "100ms", "sweepEvery": "30ms"}},
              {"name": "b", "kind": "replier", "processing": "10s"}]})";
        const Scenario s = Scenario::parse(text, "two-expire.json");
        const Json note = {{"on", {{"event", "store.expire"}, {"key", "ORD-2"}}}, {"text", "ORD-2 is swept"}};
        for (const char *laterFirst : {"", "participants.a.requests.0.at=20ms"}) {
            Scenario changed = s;
            if (*laterFirst)
                changed.set(ParameterEdit::parse(laterFirst).value());
            const RunResult r = runScenario(withNote(changed, note));
            const Trace &t = r.record->trace();
            const std::optional<size_t> at = noteNamed(t, "ORD-2 is swept");
            QVERIFY(at);
            QCOMPARE(t[*at + 1].kind, EventKind::StoreExpire);
            QCOMPARE(t.ids().format(t[*at + 1].key()), std::string("ORD-2"));
            const std::optional<NoteAnchor> anchor = NoteAnchor::of(t, *at + 1);
            QVERIFY(anchor);
            QCOMPARE(anchor->key, std::string("ORD-2"));
            QCOMPARE(anchor->occurrence, 1u);
            QCOMPARE(anchor->find(t), std::optional<size_t>(*at + 1));
        }
        // A key on an event that has none is refused where it is written.
        try {
            runScenario(withNote(s, {{"on", {{"event", "deliver"}, {"key", "ORD-2"}}}, {"text", "x"}}));
            QFAIL("a deliver with a key was accepted");
        } catch (const ScenarioError &e) {
            QVERIFY2(std::string(e.what()).find("/narrative/0/on/key") != std::string::npos, e.what());
        }
    }

    void anEventsAnchorNamesItBack_data()
    {
        QTest::addColumn<QString>("name");
        for (const EmbeddedFile &f : builtinScenarios())
            QTest::newRow(std::string(f.name).c_str()) << QString::fromUtf8(f.name.data(), int(f.name.size()));
    }
    void anEventsAnchorNamesItBack()
    {
        QFETCH(QString, name);
        const EmbeddedFile *f = findBuiltinScenario(name.toStdString());
        const Scenario lesson = Scenario::parse(f->text, std::string(f->fileName));
        const RunResult base = runScenario(lesson);
        const Trace &t = base.record->trace();
        // Twenty events spread over the run (the first 3,000 of a long one): a note on
        // each goes in right before it, and nothing else in the run moves.
        const size_t span = std::min<size_t>(t.size(), 3000);
        for (size_t step = 0; step < 20; ++step) {
            size_t i = span * step / 20;
            while (i < t.size() && t[i].kind == EventKind::Note)
                ++i;
            const std::optional<NoteAnchor> anchor = NoteAnchor::of(t, i);
            if (!anchor)
                continue;
            const Json on = Json::parse(anchor->json());
            const RunResult probed = runScenario(withNote(lesson, {{"on", on}, {"text", "probe"}}));
            const Trace &p = probed.record->trace();
            const std::optional<size_t> k = noteNamed(p, "probe");
            QVERIFY2(k, qPrintable(QString::fromStdString(anchor->json() + " showed no note")));
            QVERIFY2(*k == i && p.size() == t.size() + 1,
                     qPrintable(QString::fromStdString(anchor->json() + ": the note is event " + std::to_string(*k) +
                                                       ", its event was " + std::to_string(i))));
            QCOMPARE(p[*k].time, t[i].time);
            QCOMPARE(p[*k + 1].kind, t[i].kind);
            QVERIFY2(probed.record->warnings.empty(),
                     probed.record->warnings.empty() ? "" : runWarningWords(probed.record->warnings[0]).c_str());
        }
    }

    void aNoteFollowsItsEventWhenTheRunChanges()
    {
        // The hats reply's delivery: at 22 ms as shipped; a slower network moves it.
        const EmbeddedFile *f = findBuiltinScenario("eip-stock-check");
        const Json on = {{"event", "deliver"}, {"correlationId", "102"}, {"actor", "shop"}};
        Scenario lesson = withNote(Scenario::parse(f->text, std::string(f->fileName)),
                                   {{"on", on}, {"text", "probe"}, {"pause", true}});
        std::optional<SimTime> shipped;
        for (const char *latency : {"", "network.latency=9ms"}) {
            Scenario s = lesson;
            if (*latency)
                s.set(ParameterEdit::parse(latency).value());
            const RunResult r = runScenario(s);
            const Trace &t = r.record->trace();
            const std::optional<size_t> k = noteNamed(t, "probe");
            QVERIFY(k && *k + 1 < t.size());
            QCOMPARE(t[*k + 1].kind, EventKind::Deliver);
            QCOMPARE(t.ids().format(t[*k + 1].correlation), std::string("102"));
            QCOMPARE(t[*k].time, t[*k + 1].time);
            QVERIFY(t[*k].flags & FlagPause);
            if (!shipped)
                shipped = t[*k].time;
            else
                QVERIFY2(t[*k].time != *shipped, "the parameter change did not move the delivery: pick another");
        }
    }

    // What each note is about, compared between the lesson as written and a change:
    // a reordering carries the built-in notes on an ordinal to the other conversation
    // (and a note the app anchored stays on its own); a kept duplicate carries the 2nd
    // callback's note onto the copy.
    void aChangeCarriesNotesOnAnOrdinalToAnotherConversation()
    {
        const EmbeddedFile *f = findBuiltinScenario("payment-out-of-order");
        const Scenario shipped = Scenario::parse(f->text, std::string(f->fileName));
        const RunResult written = runScenario(shipped);
        const Trace &w = written.record->trace();
        // The app's own anchor for the second callback (A's): by its conversation.
        size_t seen = 0, second = 0;
        for (size_t i = 0; i < w.size(); ++i)
            if (w[i].kind == EventKind::Deliver && w.names().text(w[i].word()) == "payment.callback" && ++seen == 2)
                second = i;
        const std::optional<NoteAnchor> own = NoteAnchor::of(w, second);
        QVERIFY(own && !own->correlationId.empty() + !own->conversation.empty() == 1);
        const Scenario lesson = withNote(shipped, {{"on", Json::parse(own->json())}, {"text", "A's, by the app"}});
        const auto before = noteSubjects(lesson, runScenario(lesson).record->trace());
        QCOMPARE(before.size(), size_t(4));
        QVERIFY(before[1] && before[2] && before[3]);
        QVERIFY(before[1]->conversation != before[2]->conversation);
        QCOMPARE(before[3]->conversation, before[2]->conversation);

        Scenario reordered = lesson;
        reordered.set({"participants.provider.callbackAfter.sequence", "[\"10ms\", \"40ms\"]"});
        const auto after = noteSubjects(reordered, runScenario(reordered).record->trace());
        const std::vector<NoteShift> shifts = shiftedNotes(before, after);
        QCOMPARE(shifts.size(), size_t(2));
        QCOMPARE(shifts[0].entry, size_t(1));
        QCOMPARE(shifts[1].entry, size_t(2));
        QCOMPARE(shifts[0].now->conversation, before[2]->conversation); // B's note now on A
        QCOMPARE(shifts[1].now->conversation, before[1]->conversation);
        QVERIFY(!shifts[0].now->copy && !shifts[1].now->copy);
        QCOMPARE(after[3], before[3]); // the app's anchor stayed on A

        // The first callback (B's) came twice, kept: the 2nd delivery is B's copy.
        const RunResult run = runScenario(lesson);
        long callback = -1;
        for (size_t i = 0; i < run.record->trace().size() && callback < 0; ++i)
            if (run.record->trace()[i].kind == EventKind::Send &&
                run.record->trace().names().text(run.record->trace()[i].word()) == "payment.callback")
                callback = long(i);
        Scenario kept = lesson;
        kept.keepFault(PinnedFault::onMessage(PinnedFault::Kind::Duplicate, uint64_t(callback)), run.record->trace());
        const std::vector<NoteShift> copied =
            shiftedNotes(before, noteSubjects(kept, runScenario(kept).record->trace()));
        QCOMPARE(copied.size(), size_t(1));
        QCOMPARE(copied[0].entry, size_t(2));
        QVERIFY(copied[0].now->copy);
        QCOMPARE(copied[0].now->conversation, before[1]->conversation);
        QCOMPARE(shiftWords(copied[0]), QStringLiteral("moved from conversation %1 onto the network's copy in %2")
                                            .arg(QString::fromStdString(before[2]->conversation),
                                                 QString::fromStdString(before[1]->conversation)));
    }

    void aNoteWhoseEventNeverHappensIsSaidSo()
    {
        const EmbeddedFile *f = findBuiltinScenario("eip-stock-check");
        const Scenario lesson = Scenario::parse(f->text, std::string(f->fileName));
        const size_t notes = Json::parse(lesson.toJson())["narrative"].size();
        const RunResult r = runScenario(
            withNote(lesson, {{"on", {{"event", "deliver"}, {"type", "no.such.type"}}}, {"text", "probe"}}));
        QVERIFY(!noteNamed(r.record->trace(), "probe"));
        QCOMPARE(r.record->warnings.size(), size_t(1));
        QCOMPARE(runWarningWords(r.record->warnings[0]),
                 "/narrative/" + std::to_string(notes) +
                     ": its event did not happen in this run, so the note was not shown");
    }

    void aBadAnchorIsRefusedWithItsPath_data()
    {
        QTest::addColumn<QString>("note");
        QTest::addColumn<QString>("error");
        QTest::newRow("at and on") << R"({"at": "1ms", "on": {"event": "send"}, "text": "x"})"
                                   << "a note needs \"at\" (a time) or \"on\"";
        QTest::newRow("neither") << R"({"text": "x"})"
                                 << "a note needs \"at\" (a time) or \"on\"";
        QTest::newRow("a note on a note") << R"({"on": {"event": "note"}, "text": "x"})"
                                          << "/on/event:";
        QTest::newRow("no such kind") << R"({"on": {"event": "arrive"}, "text": "x"})"
                                      << "/on/event:";
        QTest::newRow("a store read has no type") << R"({"on": {"event": "store.get", "type": "x"}, "text": "x"})"
                                                  << "/on/type:";
        QTest::newRow("a send has no detail") << R"({"on": {"event": "send", "detail": "x"}, "text": "x"})"
                                              << "/on/detail:";
        QTest::newRow("no such actor") << R"({"on": {"event": "send", "actor": "nobody"}, "text": "x"})"
                                       << "/on/actor:";
        QTest::newRow("occurrence 0") << R"({"on": {"event": "send", "occurrence": 0}, "text": "x"})"
                                      << "/on/occurrence:";
        QTest::newRow("no seq") << R"({"on": {"event": "send", "seq": 3}, "text": "x"})"
                                << "/on";
    }
    void aBadAnchorIsRefusedWithItsPath()
    {
        QFETCH(QString, note);
        QFETCH(QString, error);
        const EmbeddedFile *f = findBuiltinScenario("eip-stock-check");
        const Scenario lesson = Scenario::parse(f->text, std::string(f->fileName));
        try {
            withNote(lesson, Json::parse(note.toStdString()));
            QFAIL("loaded");
        } catch (const ScenarioError &e) {
            QVERIFY2(QString::fromStdString(e.what()).contains(error), e.what());
        }
    }
};

QTEST_GUILESS_MAIN(TestNoteAnchors)
#include "tst_noteanchors.moc"
