#include "builtinscenarios.h"
#include "envelope/envelope.h"
#include "envelope/messageenvelope.h"
#include "kernel/random.h"
#include "run/run.h"
#include "scenario/scenario.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <QTest>

using namespace corrsim;
namespace eh = corrsim::envelope_headers;

class TestEnvelope : public QObject
{
    Q_OBJECT
private slots:
    void idIsAUuidUnlessGiven()
    {
        Rng rng(1);
        const Envelope e = Envelope::create({}, rng);
        QCOMPARE(e.id().size(), size_t(36));
        QCOMPARE(e.id()[14], '4'); // version 4
        QCOMPARE(e.id()[8], '-');
        const Envelope given = Envelope::create({.id = "msg-1"}, rng);
        QCOMPARE(given.id(), std::string("msg-1"));
        QVERIFY(Envelope::create({}, rng).id() != e.id());
    }

    void correlationDefaultsToId()
    {
        Rng rng(1);
        const Envelope e = Envelope::create({.id = "a"}, rng);
        QCOMPARE(e.correlationId(), std::string("a"));
        const Envelope f = Envelope::create({.id = "b", .correlationId = "order-7"}, rng);
        QCOMPARE(f.correlationId(), std::string("order-7"));
    }

    void chainCopiesCorrelationAndSetsCausation()
    {
        Rng rng(1);
        const Envelope first = Envelope::create({.id = "1", .type = "order.placed"}, rng);
        const Envelope second = first.with({.id = "2", .type = "payment.requested", .causationId = first.id()});
        const Envelope third = second.with({.id = "3", .type = "payment.received", .causationId = second.id()});
        QCOMPARE(third.correlationId(), std::string("1")); // the chain keeps the first correlation ID
        QCOMPARE(third.causationId(), std::string("2"));   // the immediate parent
        QCOMPARE(second.causationId(), std::string("1"));
    }

    void withLeavesTheOriginalUnchanged()
    {
        Rng rng(1);
        const Envelope a = Envelope::create({.id = "1", .type = "t", .headers = {{"tenant", "acme"}}}, rng);
        const Envelope b = a.with({.type = "u", .attempt = 2, .headers = Headers{{"tenant", "other"}}});
        QCOMPARE(a.type(), std::string("t"));
        QCOMPARE(a.attempt(), 1);
        QCOMPARE(a.headers().at("tenant"), std::string("acme"));
        QCOMPARE(b.type(), std::string("u"));
        QCOMPARE(b.attempt(), 2);
        QCOMPARE(b.id(), a.id());
        QVERIFY(!(a == b));
        QVERIFY(a == a.with({}));
    }

    void reservedApplicationHeaderIsAnError()
    {
        Rng rng(1);
        QVERIFY_THROWS_EXCEPTION(EnvelopeError, Envelope::create({.headers = {{"x-corrsim-id", "mine"}}}, rng));
        QVERIFY_THROWS_EXCEPTION(EnvelopeError, Envelope::create({.headers = {{"x-corrsim-future", "1"}}}, rng));
        const Envelope ok = Envelope::create({.headers = {{"reply-to", "shop"}}}, rng);
        QVERIFY_THROWS_EXCEPTION(EnvelopeError, ok.with({.headers = Headers{{"x-corrsim-type", "x"}}}));
    }

    void headersRoundTrip()
    {
        Rng rng(1);
        const Envelope e = Envelope::create({.id = "9f2c",
                                             .type = "order.placed.v2",
                                             .version = 2,
                                             .correlationId = "c-1",
                                             .causationId = "p-0",
                                             .attempt = 3,
                                             .firstSeenMs = 1741785600000,
                                             .origin = "checkout@pod-7",
                                             .claim = "s3://bucket/key",
                                             .headers = {{"tenant", "acme"}},
                                             .route = {{eh::Route, "validate,charge,ship"}, {eh::RoutePosition, "1"}}},
                                            rng);
        const Headers wire = e.toHeaders();
        QCOMPARE(wire.at(eh::Id), std::string("9f2c"));
        QCOMPARE(wire.at(eh::FirstSeen), std::string("1741785600000"));
        QCOMPARE(wire.at(eh::Route), std::string("validate,charge,ship"));
        QCOMPARE(wire.at("tenant"), std::string("acme"));
        const Envelope back = Envelope::fromHeaders(wire, "ignored", rng, 0);
        QVERIFY(back == e);
    }

    void readingIsTolerant()
    {
        Rng rng(1);
        const Headers wire = {{eh::Id, "m1"}, {eh::Attempt, "three"}, {eh::Version, "2x"}, {eh::FirstSeen, "soon"}};
        const Envelope e = Envelope::fromHeaders(wire, "orders.created", rng, 5000);
        QCOMPARE(e.attempt(), 1);                          // unreadable: default
        QCOMPARE(e.version(), 1);                          // unreadable: default
        QCOMPARE(e.firstSeenMs(), int64_t(5000));          // unreadable: now
        QCOMPARE(e.type(), std::string("orders.created")); // missing: the routing key
        QCOMPARE(e.correlationId(), std::string("m1"));    // missing: the id
        const Envelope fanout = Envelope::fromHeaders({}, "", rng, 0);
        QCOMPARE(fanout.type(), std::string("message")); // no routing key either
        QCOMPARE(fanout.id().size(), size_t(36));        // missing id: a fresh UUID
    }

    void unknownReservedNamesAreNotHandedToTheApplication()
    {
        Rng rng(1);
        const Headers wire = {
            {eh::Id, "m1"}, {"x-corrsim-priority-v9", "high"}, {"tenant", "acme"}, {eh::RouteId, "r-1"}};
        const Envelope e = Envelope::fromHeaders(wire, "k", rng, 0);
        QCOMPARE(e.headers().size(), size_t(1));
        QCOMPARE(e.headers().at("tenant"), std::string("acme"));
        QCOMPARE(e.route().at(eh::RouteId), std::string("r-1")); // route is carried, opaquely
    }

    void theWireContractsFixturesReadAndWriteBack()
    {
        // tests/data/wire-headers.json: header sets as producers wrote them, and the exact
        // headers each one's envelope writes again.
        QFile file(QStringLiteral(CORRSIM_SOURCE_DIR "/tests/data/wire-headers.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonArray sets = QJsonDocument::fromJson(file.readAll()).object()[QStringLiteral("sets")].toArray();
        QVERIFY(sets.size() >= 7);
        const auto headers = [](const QJsonValue &v) {
            Headers h;
            const QJsonObject o = v.toObject();
            for (auto it = o.begin(); it != o.end(); ++it)
                h[it.key().toStdString()] = it.value().toString().toStdString();
            return h;
        };
        for (const QJsonValue &set : sets) {
            const QJsonObject o = set.toObject();
            const QByteArray name = o[QStringLiteral("name")].toString().toUtf8();
            Rng rng(1);
            const Headers wire = headers(o[QStringLiteral("wire")]),
                          expected = headers(o[QStringLiteral("writesBack")]);
            const std::string routingKey = o[QStringLiteral("routingKey")].toString().toStdString();
            const int64_t now = int64_t(o[QStringLiteral("nowMs")].toDouble());
            const Headers written = Envelope::fromHeaders(wire, routingKey, rng, now).toHeaders();
            QVERIFY2(written == expected, name.constData());
            // Read again, it writes the same: nothing gained, lost or renamed.
            QVERIFY2(Envelope::fromHeaders(written, routingKey, rng, now + 1000).toHeaders() == written,
                     name.constData());
            const std::string &firstSeen = written.at(eh::FirstSeen);
            QVERIFY2(!firstSeen.empty() && firstSeen.find_first_not_of("0123456789") == std::string::npos,
                     name.constData());
        }
    }

    void everyLessonsEnvelopesRoundTrip()
    {
        // Every message of every lesson, as its wire headers and read back: the same
        // headers, the first-seen milliseconds still an integer.
        size_t messages = 0;
        for (const EmbeddedFile &f : builtinScenarios()) {
            const RunResult r = runScenario(Scenario::parse(f.text, std::string(f.fileName)));
            const Trace &t = r.record->trace();
            for (size_t i = 0; i < t.size(); ++i) {
                const auto env = envelopeOf(t[i], t);
                if (!env)
                    continue;
                ++messages;
                Rng rng(1);
                const Headers wire = env->toHeaders();
                const Headers back = Envelope::fromHeaders(wire, "", rng, 0).toHeaders();
                QVERIFY2(back == wire, qPrintable(QStringLiteral("%1 event %2")
                                                      .arg(QString::fromUtf8(f.name.data(), qsizetype(f.name.size())))
                                                      .arg(i)));
                QVERIFY(wire.at(eh::FirstSeen).find_first_not_of("0123456789") == std::string::npos);
            }
        }
        QVERIFY(messages > 1000);
    }

    void ageComesFromFirstSeen()
    {
        Rng rng(1);
        const Envelope e = Envelope::create({.attempt = 1, .firstSeenMs = 1000}, rng);
        QCOMPARE(e.ageSeconds(5210), 4.21);
    }
};

QTEST_APPLESS_MAIN(TestEnvelope)
#include "tst_envelope.moc"
