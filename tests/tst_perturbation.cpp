#include "builtinscenarios.h"
#include "run/run.h"
#include "scenario/scenario.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <functional>

using namespace corrsim;

// Every built-in lesson stepped off its script the way a student would: more workers,
// a network that loses or duplicates messages, a participant crashing and coming back
// mid-run, the broker pausing, other seeds. A lesson's own expectations may fail then
// (that is the lesson); the run must still end by itself within a bound, never abort,
// and keep every invariant (model/invariants.h).
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
    };

    static QJsonObject lesson(const EmbeddedFile &f)
    {
        return QJsonDocument::fromJson(QByteArray::fromRawData(f.text.data(), qsizetype(f.text.size()))).object();
    }

    static QString ms(int64_t us) { return QString::number(double(us) / 1000.0, 'f', 3) + QStringLiteral("ms"); }

    /// The perturbations that make sense for one lesson, given its unperturbed run.
    static std::vector<Perturbation> perturbationsOf(const QJsonObject &doc, SimTime end, bool all)
    {
        std::vector<Perturbation> out;
        const QJsonArray participants = doc["participants"].toArray();
        std::vector<int> scalable; // participants that can run as several workers
        QString broker;
        for (int i = 0; i < participants.size(); ++i) {
            const QJsonObject p = participants[i].toObject();
            if (p["kind"].toString() == QLatin1String("broker"))
                broker = p["name"].toString();
            else
                scalable.push_back(i);
        }
        auto workers = [&](int i, int n) {
            // More workers than the lesson has (fewer would take away workers its
            // expectations may name).
            n = std::max(n, participants[i].toObject()["workers"].toInt(1) + n - 1);
            const QString name = participants[i].toObject()["name"].toString();
            out.push_back({QStringLiteral("%1 with %2 workers").arg(name).arg(n), [i, n](QJsonObject &d) {
                               QJsonArray ps = d["participants"].toArray();
                               QJsonObject p = ps[i].toObject();
                               p["workers"] = n;
                               ps[i] = p;
                               d["participants"] = ps;
                           }});
        };
        if (all) {
            for (int i : scalable)
                for (int n : {2, 3})
                    workers(i, n);
        } else if (!scalable.empty()) {
            workers(scalable.front(), 2);
            workers(scalable.back(), 3);
        }
        auto network = [&](const QString &name, double drop, double duplicate) {
            out.push_back({name, [drop, duplicate](QJsonObject &d) {
                               QJsonObject n = d["network"].toObject();
                               if (drop > 0)
                                   n["drop"] = drop;
                               if (duplicate > 0)
                                   n["duplicate"] = duplicate;
                               d["network"] = n;
                               // Link entries take the network's faults for what they do not set.
                           }});
        };
        network(QStringLiteral("network drops 10%"), 0.1, 0);
        network(QStringLiteral("network duplicates 20%"), 0, 0.2);
        if (all) {
            network(QStringLiteral("network drops 10% and duplicates 20%"), 0.1, 0.2);
            network(QStringLiteral("network drops 30%"), 0.3, 0);
        }
        const int64_t down = std::max<int64_t>(end.micros() / 10, 1000);
        auto crash = [&](int i, int64_t mid) {
            mid = std::max<int64_t>(mid, 1000);
            const QJsonObject p = participants[i].toObject();
            QString worker = p["name"].toString();
            if (p["workers"].toInt(1) > 1)
                worker += QStringLiteral("/1");
            out.push_back({QStringLiteral("%1 crashes at %2 for %3").arg(worker, ms(mid), ms(down)), [=](QJsonObject &d) {
                               QJsonArray faults = d["faults"].toArray();
                               faults.append(QJsonObject{{"at", ms(mid)}, {"crash", worker}, {"restartAfter", ms(down)}});
                               d["faults"] = faults;
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
        // events, and one message lost, copied or overtaken.
        auto pinned = [&](const QString &name, const QJsonObject &fault) {
            out.push_back({name, [fault](QJsonObject &d) {
                               QJsonArray faults = d["faults"].toArray();
                               faults.append(fault);
                               d["faults"] = faults;
                           }});
        };
        auto crashAfter = [&](int i, const char *event, int occurrence) {
            const QJsonObject p = participants[i].toObject();
            const QString worker = p["name"].toString() + (p["workers"].toInt(1) > 1 ? QStringLiteral("/1") : QString());
            pinned(QStringLiteral("%1 crashes right after its %2 #%3").arg(worker, QLatin1String(event)).arg(occurrence),
                   QJsonObject{{"crash", worker}, {"after", QJsonObject{{"event", event}, {"occurrence", occurrence}}},
                               {"restartAfter", ms(down)}});
        };
        const std::vector<int> nth = all ? std::vector<int>{2, 5, 10} : std::vector<int>{3};
        for (int k : nth)
            for (const char *fault : {"drop", "duplicate", "deliverAfterNext"})
                pinned(QStringLiteral("message %1: %2").arg(k).arg(QLatin1String(fault)),
                       QJsonObject{{fault, QJsonObject{{"occurrence", k}}}});
        if (all) {
            for (int i = 0; i < participants.size(); ++i)
                for (const char *event : {"deliver", "store.get", "store.put"})
                    crashAfter(i, event, 2);
        } else {
            crashAfter(int(participants.size() / 2), "store.get", 1);
            crashAfter(0, "deliver", 2);
        }
        if (!broker.isEmpty())
            out.push_back({QStringLiteral("%1 pauses").arg(broker), [=](QJsonObject &d) {
                               QJsonArray ps = d["participants"].toArray();
                               for (int i = 0; i < ps.size(); ++i) {
                                   QJsonObject p = ps[i].toObject();
                                   if (p["name"].toString() != broker)
                                       continue;
                                   p["pause"] = QJsonArray{QJsonObject{{"from", ms(end.micros() / 4)}, {"to", ms(end.micros() / 2)}}};
                                   ps[i] = p;
                               }
                               d["participants"] = ps;
                           }});
        return out;
    }

private slots:
    void invariantsHold_data()
    {
        QTest::addColumn<QByteArray>("scenario");
        QTest::addColumn<quint64>("seed");
        QTest::addColumn<quint64>("budget");
        const bool all = qgetenv("CORRSIM_PERTURB") == "all";
        const std::vector<uint64_t> seeds = all ? std::vector<uint64_t>{1, 2, 3, 4, 5} : std::vector<uint64_t>{1};
        for (const EmbeddedFile &f : builtinScenarios()) {
            const RunResult base = runScenario(Scenario::parse(f.text, std::string(f.fileName)));
            // Retries and redeliveries may multiply the work; an endless loop would not stop.
            const uint64_t budget = std::max<uint64_t>(200000, 50 * base.sim->eventsHandled());
            const QJsonObject doc = lesson(f);
            for (const Perturbation &p : perturbationsOf(doc, base.sim->endTime(), all)) {
                QJsonObject d = doc;
                p.apply(d);
                const QByteArray text = QJsonDocument(d).toJson(QJsonDocument::Compact);
                for (uint64_t seed : seeds) {
                    const QString row = QStringLiteral("%1: %2, seed %3").arg(QString::fromUtf8(f.name.data(), int(f.name.size())), p.name).arg(seed);
                    QTest::newRow(qPrintable(row)) << text << quint64(seed) << quint64(budget);
                }
            }
        }
    }

    void invariantsHold()
    {
        QFETCH(QByteArray, scenario);
        QFETCH(quint64, seed);
        QFETCH(quint64, budget);
        RunResult r;
        try {
            const Scenario s = Scenario::parse(scenario.toStdString(), "perturbed.json");
            RunOptions o;
            o.seed = seed;
            o.budget.maxEvents = budget;
            r = runScenario(s, o);
        } catch (const std::exception &e) {
            QFAIL(e.what()); // a perturbation of a valid lesson is a valid scenario: it must load and run
        }
        QVERIFY2(r.stopped != Simulation::Stop::EventBudget,
                 qPrintable(QStringLiteral("did not end within %1 events").arg(budget)));
        QVERIFY(!r.record->invariants.empty());
        for (const InvariantResult &i : r.record->invariants)
            QVERIFY2(i.held, qPrintable(QString::fromStdString(i.name + ": " + i.detail)));
    }
};

QTEST_APPLESS_MAIN(TestPerturbation)
#include "tst_perturbation.moc"
