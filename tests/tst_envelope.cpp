#include "envelope/envelope.h"
#include "kernel/random.h"

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
        const Envelope e = Envelope::create({.id = "9f2c", .type = "order.placed.v2", .version = 2,
                                             .correlationId = "c-1", .causationId = "p-0", .attempt = 3,
                                             .firstSeenMs = 1741785600000, .origin = "checkout@pod-7",
                                             .claim = "s3://bucket/key", .headers = {{"tenant", "acme"}},
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
        QCOMPARE(e.attempt(), 1);                      // unreadable: default
        QCOMPARE(e.version(), 1);                      // unreadable: default
        QCOMPARE(e.firstSeenMs(), int64_t(5000));      // unreadable: now
        QCOMPARE(e.type(), std::string("orders.created")); // missing: the routing key
        QCOMPARE(e.correlationId(), std::string("m1")); // missing: the id
        const Envelope fanout = Envelope::fromHeaders({}, "", rng, 0);
        QCOMPARE(fanout.type(), std::string("message")); // no routing key either
        QCOMPARE(fanout.id().size(), size_t(36));      // missing id: a fresh UUID
    }

    void unknownReservedNamesAreNotHandedToTheApplication()
    {
        Rng rng(1);
        const Headers wire = {{eh::Id, "m1"}, {"x-corrsim-priority-v9", "high"}, {"tenant", "acme"},
                              {eh::RouteId, "r-1"}};
        const Envelope e = Envelope::fromHeaders(wire, "k", rng, 0);
        QCOMPARE(e.headers().size(), size_t(1));
        QCOMPARE(e.headers().at("tenant"), std::string("acme"));
        QCOMPARE(e.route().at(eh::RouteId), std::string("r-1")); // route is carried, opaquely
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
