#include "builtinscenarios.h"
#include "inputchecks.h"
#include "kernel/simulation.h"
#include "run/run.h"
#include "scenario/scenario.h"
#include "trace/findingwords.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <functional>
#include <map>
#include <set>

using namespace corrsim;

// Every built-in lesson stepped off its script the way a student would: more workers,
// a network that loses or duplicates messages, a participant crashing and coming back
// mid-run, the broker pausing, other seeds. A lesson's own expectations may fail then
// (that is the lesson); the run must still end by itself within a bound, never abort,
// and keep every invariant (model/invariants.h), and its trace must read back the same
// in either format.
//
// `make test` runs a sample: every lesson, each kind of perturbation, seed 1.
// CORRSIM_PERTURB=all (`make perturb`) runs the whole matrix: every participant with
// more workers and crashing at a quarter, half and three quarters of the run, over
// five seeds.
class TestPerturbation : public QObject
{
    Q_OBJECT

    struct Perturbation
    {
        QString name;
        std::function<void(QJsonObject &)> apply;
        enum class Bite : uint8_t {
            Always,   // a fault pinned to an event of the base run, a crash, a pause over a delivery
            Drawn,    // faults drawn at random: at a low rate a short lesson may draw none
            IfShared, // more workers: the same run when the application had one message to share
        };
        Bite bite = Bite::Always;
    };

    static QJsonObject lesson(const EmbeddedFile &f)
    {
        return QJsonDocument::fromJson(QByteArray::fromRawData(f.text.data(), qsizetype(f.text.size()))).object();
    }

    static QString ms(int64_t us) { return QString::number(double(us) / 1000.0, 'f', 3) + QStringLiteral("ms"); }

    /// What the unperturbed run of a lesson at one seed did: the perturbations are
    /// chosen from it, and each perturbed run must differ from it.
    struct Base
    {
        SimTime end;
        std::string fingerprint;
        uint64_t sends = 0;
        uint64_t events = 0; // handled
        /// Per worker, how many events of each kind it had: a crash pinned right after
        /// an event names one that happens.
        std::map<std::string, std::map<EventKind, uint32_t>> eventsOf;

        std::map<std::string, SimTime> firstSendOf; // per worker
        /// Per worker, the times it was down (a crash the lesson scripts): a crash then changes nothing.
        std::map<std::string, std::vector<std::pair<SimTime, SimTime>>> downOf;
        /// Per worker, the events (kind, occurrence) it already crashes right after.
        std::map<std::string, std::set<std::pair<EventKind, uint32_t>>> crashesAfter;

        bool down(const QString &worker, SimTime t) const
        {
            const auto w = downOf.find(worker.toStdString());
            if (w != downOf.end())
                for (const auto &[from, to] : w->second)
                    if (from <= t && t <= to)
                        return true;
            return false;
        }

        uint32_t count(const QString &worker, EventKind k) const
        {
            const auto w = eventsOf.find(worker.toStdString());
            if (w == eventsOf.end())
                return 0;
            const auto n = w->second.find(k);
            return n == w->second.end() ? 0 : n->second;
        }
        /// Messages delivered to an application, its workers together: one that gets
        /// one message has no work to share with a second worker.
        uint32_t deliveriesTo(const QString &application) const
        {
            uint32_t n = count(application, EventKind::Deliver);
            for (int w = 1; w <= 64; ++w)
                n += count(QStringLiteral("%1/%2").arg(application).arg(w), EventKind::Deliver);
            return n;
        }
    };

    static Base baseRun(const Scenario &s, uint64_t seed)
    {
        RunOptions o;
        o.seed = seed;
        const RunResult r = runScenario(s, o);
        Base b;
        b.end = r.sim->endTime();
        b.events = r.sim->eventsHandled();
        b.fingerprint = r.record->fingerprint;
        const Trace &t = r.record->trace();
        b.sends = t.count(EventKind::Send);
        std::map<std::string, std::vector<std::pair<SimTime, std::pair<EventKind, uint32_t>>>>
            recent; // each worker's events
        for (size_t i = 0; i < t.size(); ++i) {
            const TraceEvent e = t[i];
            if (e.actor == NoActor)
                continue;
            const std::string worker = t.actorName(e.actor);
            if (e.kind == EventKind::Crash) {
                // A crash pinned after any event of that instant may be the scripted one.
                for (const auto &[at, event] : recent[worker])
                    if (at == e.time)
                        b.crashesAfter[worker].insert(event);
                b.downOf[worker].push_back({e.time, SimTime::max()});
            } else if (e.kind == EventKind::Restart && !b.downOf[worker].empty()) {
                b.downOf[worker].back().second = e.time;
            }
            const uint32_t n = ++b.eventsOf[worker][e.kind];
            recent[worker].push_back({e.time, {e.kind, n}});
            if (e.kind == EventKind::Send)
                b.firstSendOf.emplace(worker, e.time);
        }
        return b;
    }

    static QString workerOf(const QJsonObject &p)
    {
        return p["name"].toString() + (p["workers"].toInt(1) > 1 ? QStringLiteral("/1") : QString());
    }

    static void addFault(QJsonObject &d, const QJsonObject &fault)
    {
        QJsonArray faults = d["faults"].toArray();
        faults.append(fault);
        d["faults"] = faults;
    }

    /// The perturbations that make sense for one lesson, given its unperturbed run.
    static std::vector<Perturbation> perturbationsOf(const QJsonObject &doc, const Base &base, bool all)
    {
        std::vector<Perturbation> out;
        const QJsonArray participants = doc["participants"].toArray();
        std::vector<int> scalable; // participants that can run as several workers
        QString broker;
        for (int i = 0; i < participants.size(); ++i) {
            const QJsonObject p = participants[i].toObject();
            if (p["kind"].toString() == QLatin1String("broker"))
                broker = p["name"].toString();
            else if (base.deliveriesTo(p["name"].toString()) >= 2)
                scalable.push_back(i);
        }
        auto workers = [&](int i, int n) {
            // More workers than the lesson has (fewer would take away workers its
            // expectations may name).
            n = std::max(n, participants[i].toObject()["workers"].toInt(1) + n - 1);
            const QString name = participants[i].toObject()["name"].toString();
            out.push_back({QStringLiteral("%1 with %2 workers").arg(name).arg(n),
                           [i, n](QJsonObject &d) {
                               QJsonArray ps = d["participants"].toArray();
                               QJsonObject p = ps[i].toObject();
                               p["workers"] = n;
                               ps[i] = p;
                               d["participants"] = ps;
                           },
                           Perturbation::Bite::IfShared});
        };
        if (all) {
            for (int i : scalable)
                for (int n : {2, 3})
                    workers(i, n);
        } else if (!scalable.empty()) {
            workers(scalable.front(), 2);
            if (scalable.size() > 1)
                workers(scalable.back(), 3);
        }
        auto network = [&](const QString &name, double drop, double duplicate) {
            out.push_back({name,
                           [drop, duplicate](QJsonObject &d) {
                               QJsonObject n = d["network"].toObject();
                               if (drop > 0)
                                   n["drop"] = drop;
                               if (duplicate > 0)
                                   n["duplicate"] = duplicate;
                               d["network"] = n;
                               // Link entries take the network's faults for what they do not set.
                           },
                           Perturbation::Bite::Drawn});
        };
        if (base.sends > 0) { // a run with no message on the wire has nothing to lose
            network(QStringLiteral("network drops 10%"), 0.1, 0);
            network(QStringLiteral("network duplicates 20%"), 0, 0.2);
        }
        if (all && base.sends > 0) {
            network(QStringLiteral("network drops 10% and duplicates 20%"), 0.1, 0.2);
            network(QStringLiteral("network drops 30%"), 0.3, 0);
        }
        const SimTime end = base.end;
        const int64_t down = std::max<int64_t>(end.micros() / 10, 1000);
        auto crash = [&](int i, int64_t mid) {
            mid = std::max<int64_t>(mid, 1000);
            const QString worker = workerOf(participants[i].toObject());
            if (base.down(worker, SimTime::fromMicros(mid)))
                return; // already down then: the crash would change nothing
            out.push_back(
                {QStringLiteral("%1 crashes at %2 for %3").arg(worker, ms(mid), ms(down)), [=](QJsonObject &d) {
                     addFault(d, QJsonObject{{"at", ms(mid)}, {"crash", worker}, {"restartAfter", ms(down)}});
                 }});
        };
        if (all) {
            for (int i = 0; i < participants.size(); ++i)
                for (int64_t at : {end.micros() / 4, end.micros() / 2, 3 * end.micros() / 4})
                    crash(i, at);
        } else {
            crash(int(participants.size() / 2), end.micros() / 2);
        }
        // Faults pinned to one moment: a worker dying mid-handler right after one of its
        // events, and one message lost, copied or overtaken. Each names a send or an
        // event the unperturbed run has, so it fires.
        auto pinned = [&](const QString &name, const QJsonObject &fault) {
            out.push_back({name, [fault](QJsonObject &d) { addFault(d, fault); }});
        };
        std::set<uint64_t> nth;
        for (uint64_t k : all ? std::vector<uint64_t>{2, 5, 10} : std::vector<uint64_t>{3})
            nth.insert(std::min(k, base.sends));
        nth.erase(0);
        for (uint64_t k : nth)
            for (const char *fault : {"drop", "duplicate", "deliverAfterNext"})
                pinned(QStringLiteral("message %1: %2").arg(k).arg(QLatin1String(fault)),
                       QJsonObject{{fault, QJsonObject{{"occurrence", qint64(k)}}}});
        auto crashAfter = [&](int i, EventKind kind, uint32_t occurrence) {
            const QString worker = workerOf(participants[i].toObject());
            occurrence = std::min(occurrence, base.count(worker, kind));
            const auto scripted = base.crashesAfter.find(worker.toStdString());
            while (occurrence > 0 && scripted != base.crashesAfter.end() && scripted->second.count({kind, occurrence}))
                --occurrence; // the lesson crashes it there already
            if (occurrence == 0)
                return false;
            const QString event = QString::fromUtf8(eventKindName(kind));
            pinned(QStringLiteral("%1 crashes right after its %2 #%3").arg(worker, event).arg(occurrence),
                   QJsonObject{{"crash", worker},
                               {"after", QJsonObject{{"event", event}, {"occurrence", int(occurrence)}}},
                               {"restartAfter", ms(down)}});
            return true;
        };
        if (all) {
            for (int i = 0; i < participants.size(); ++i)
                for (EventKind kind : {EventKind::Deliver, EventKind::StoreGet, EventKind::StorePut})
                    crashAfter(i, kind, 2);
        } else {
            // The first participant that reads a store, and the first that is delivered two messages.
            for (int i = 0; i < participants.size() && !crashAfter(i, EventKind::StoreGet, 1); ++i) {
            }
            for (int i = 0; i < participants.size(); ++i)
                if (base.count(workerOf(participants[i].toObject()), EventKind::Deliver) >= 2 &&
                    crashAfter(i, EventKind::Deliver, 2))
                    break;
        }
        // The broker pauses from its first delivery on, for a quarter of the run.
        const auto brokerSends = base.firstSendOf.find(broker.toStdString());
        if (!broker.isEmpty() && brokerSends != base.firstSendOf.end()) {
            const int64_t from = brokerSends->second.micros();
            const int64_t to = from + std::max<int64_t>(end.micros() / 4, 1000);
            out.push_back(
                {QStringLiteral("%1 pauses from %2 to %3").arg(broker, ms(from), ms(to)), [=](QJsonObject &d) {
                     QJsonArray ps = d["participants"].toArray();
                     for (int i = 0; i < ps.size(); ++i) {
                         QJsonObject p = ps[i].toObject();
                         if (p["name"].toString() != broker)
                             continue;
                         p["pause"] = QJsonArray{QJsonObject{{"from", ms(from)}, {"to", ms(to)}}};
                         ps[i] = p;
                     }
                     d["participants"] = ps;
                 }});
        }
        return out;
    }

    /// Runs a perturbed lesson the way every row does.
    static RunResult runPerturbed(const QByteArray &scenario, uint64_t seed, uint64_t budget)
    {
        const Scenario s = Scenario::parse(scenario.toStdString(), "perturbed.json");
        RunOptions o;
        o.seed = seed;
        o.budget.maxEvents = budget;
        return runScenario(s, o);
    }

    static bool sameRun(const QJsonObject &d, uint64_t seed, uint64_t budget, const std::string &baseFingerprint)
    {
        try {
            return runPerturbed(QJsonDocument(d).toJson(QJsonDocument::Compact), seed, budget).record->fingerprint ==
                   baseFingerprint;
        } catch (const std::exception &) {
            return false; // the row reports it
        }
    }

    /// A lossy or duplicating network draws its faults: at 10% a lesson of six messages
    /// may lose none. The rate doubles until the run differs, and the row says so.
    static void scaleUntilItBites(QJsonObject &d, QString &name, uint64_t seed, uint64_t budget,
                                  const std::string &baseFingerprint)
    {
        for (int doubling = 0; doubling < 3 && sameRun(d, seed, budget, baseFingerprint); ++doubling) {
            QJsonObject n = d["network"].toObject();
            for (const char *key : {"drop", "duplicate"})
                if (n.contains(QLatin1String(key)))
                    n[QLatin1String(key)] = std::min(0.9, n[QLatin1String(key)].toDouble() * 2);
            d["network"] = n;
            name += QStringLiteral(", doubled");
        }
    }

    static std::set<std::string> &distinctRuns()
    {
        static std::set<std::string> fingerprints;
        return fingerprints;
    }
    static std::set<std::pair<uint64_t, std::string>> &distinctRunsPerSeed()
    {
        static std::set<std::pair<uint64_t, std::string>> runs;
        return runs;
    }
    static size_t &rowsRun()
    {
        static size_t rows = 0;
        return rows;
    }

private slots:
    void invariantsHold_data()
    {
        QTest::addColumn<QByteArray>("scenario");
        QTest::addColumn<quint64>("seed");
        QTest::addColumn<quint64>("budget");
        QTest::addColumn<QByteArray>("baseFingerprint");
        const bool all = qgetenv("CORRSIM_PERTURB") == "all";
        const std::vector<uint64_t> seeds = all ? std::vector<uint64_t>{1, 2, 3, 4, 5} : std::vector<uint64_t>{1};
        size_t idleWorkers = 0;
        size_t workerRows[2] = {0, 0}; // other rows, rows with more workers
        for (const EmbeddedFile &f : builtinScenarios()) {
            const Scenario lessonScenario = Scenario::parse(f.text, std::string(f.fileName));
            const QJsonObject doc = lesson(f);
            for (uint64_t seed : seeds) {
                const Base base = baseRun(lessonScenario, seed);
                // Retries and redeliveries may multiply the work; an endless loop would not stop.
                const uint64_t budget = std::max<uint64_t>(200000, 50 * base.events);
                for (const Perturbation &p : perturbationsOf(doc, base, all)) {
                    QJsonObject d = doc;
                    p.apply(d);
                    QString name = p.name;
                    if (p.bite == Perturbation::Bite::Drawn)
                        scaleUntilItBites(d, name, seed, budget, base.fingerprint);
                    // Workers that share no work leave the run as it was: such a row is
                    // left out, and counted, so a model that ignored `workers` would fail
                    // below rather than lose its rows quietly.
                    if (p.bite == Perturbation::Bite::IfShared && sameRun(d, seed, budget, base.fingerprint)) {
                        ++idleWorkers;
                        continue;
                    }
                    ++workerRows[p.bite == Perturbation::Bite::IfShared];
                    const QByteArray text = QJsonDocument(d).toJson(QJsonDocument::Compact);
                    const QString row = QStringLiteral("%1: %2, seed %3")
                                            .arg(QString::fromUtf8(f.name.data(), int(f.name.size())), name)
                                            .arg(seed);
                    QTest::newRow(qPrintable(row))
                        << text << quint64(seed) << quint64(budget) << QByteArray::fromStdString(base.fingerprint);
                }
            }
        }
        qInfo("%zu rows with more workers, %zu other rows; %zu with more workers left out (no work to share)",
              workerRows[1], workerRows[0], idleWorkers);
        if (workerRows[1] < idleWorkers)
            QFAIL("most rows with more workers change nothing: are workers still shared work?");
    }

    void invariantsHold()
    {
        QFETCH(QByteArray, scenario);
        QFETCH(quint64, seed);
        QFETCH(quint64, budget);
        QFETCH(QByteArray, baseFingerprint);
        RunResult r;
        try {
            r = runPerturbed(scenario, seed, budget);
        } catch (const std::exception &e) {
            QFAIL(e.what()); // a perturbation of a valid lesson is a valid scenario: it must load and run
        }
        // It ended by itself (or at the lesson's `until`), not at a budget.
        if (r.record->stopReason) // (QVERIFY2 would make its message, and so read the reason, either way)
            QFAIL(("stopped early: " + findingWords(*r.record->stopReason)).c_str());
        // It perturbed: a row whose run is the lesson's own tests nothing.
        for (const RunWarning &w : r.record->warnings)
            QVERIFY2(w.finding.kind != FindingKind::PinMatchedNothing, runWarningWords(w).c_str());
        QVERIFY2(r.record->fingerprint != baseFingerprint.toStdString(), "the same run as the unperturbed lesson");
        ++rowsRun();
        distinctRuns().insert(r.record->fingerprint);
        distinctRunsPerSeed().insert({seed, r.record->fingerprint});
        QVERIFY(!r.record->invariants.empty());
        for (const InvariantResult &i : r.record->invariants)
            QVERIFY2(i.held, qPrintable(QString::fromStdString(std::string(invariantName(i.id)) + ": " +
                                                               findingWords(i.finding))));
        // Off the script too, the trace reads back the same in either format.
        const auto roundTrip = traceRoundTrip(r.record->trace(), r.record->info, r.record->fingerprint);
        QVERIFY2(!roundTrip, roundTrip ? roundTrip->c_str() : "");
    }

    void cleanupTestCase()
    {
        // How many different runs the matrix made: rows that repeat a run test it twice.
        // A lesson that draws nothing at random runs the same at every seed.
        qInfo("%zu perturbed runs, %zu distinct; %zu distinct within each seed", rowsRun(), distinctRuns().size(),
              distinctRunsPerSeed().size());
    }
};

QTEST_APPLESS_MAIN(TestPerturbation)
#include "tst_perturbation.moc"
