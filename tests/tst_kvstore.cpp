#include "kernel/idmap.h"
#include "kernel/kvstore.h"

#include <QTest>

#include <map>

using namespace corrsim;

class TestKeyValueStore : public QObject
{
    Q_OBJECT
private slots:
    void putGetTakeRemove()
    {
        Trace t;
        t.addParticipant({"shop", "requester", ""});
        KeyValueStore s(t, "shop.pending", 0);
        const Id k = t.ids().literal("101");
        s.put(SimTime(), 0, k, 0);
        QVERIFY(s.get(SimTime(), 0, k).has_value());
        QVERIFY(s.take(SimTime(), 0, k).has_value());
        QVERIFY(!s.take(SimTime(), 0, k).has_value()); // already claimed
        QVERIFY(!s.remove(SimTime(), 0, k));
        QCOMPARE(s.size(), size_t(0));
        QCOMPARE(t.count(EventKind::StorePut), uint64_t(1));
        QCOMPARE(t.count(EventKind::StoreRemove), uint64_t(3));
        QCOMPARE(t.names().text(t[t.size() - 1].word()), std::string("KEY_NOT_FOUND"));
        QCOMPARE(t.stores()[t[0].peer].name, std::string("shop.pending"));
    }

    void expiredEntryStaysUntilTheSweep()
    {
        Trace t;
        t.addParticipant({"app", "requester", ""});
        KeyValueStore s(t, "pending", 0);
        s.setTtl(SimTime::fromMillis(100));
        const Id k = t.ids().literal("PRQ-1");
        s.put(SimTime::fromMillis(0), 0, k, 0);
        QCOMPARE(s.sweep(SimTime::fromMillis(99)), size_t(0));
        QVERIFY(s.get(SimTime::fromMillis(150), 0, k).has_value()); // past TTL, not yet swept
        QCOMPARE(s.sweep(SimTime::fromMillis(160)), size_t(1));
        QVERIFY(!s.get(SimTime::fromMillis(161), 0, k).has_value());
        QCOMPARE(t.count(EventKind::StoreExpire), uint64_t(1));
    }

    void idMapAgreesWithStdMap()
    {
        IdMap<int> m;
        std::map<uint64_t, int> ref;
        uint64_t x = 99;
        for (int i = 0; i < 200000; ++i) {
            x = x * 6364136223846793005ULL + 1442695040888963407ULL;
            const Id key = Id::make(2, (x >> 40) % 5000 + 1);
            switch ((x >> 20) % 3) {
            case 0:
                m.put(key, i);
                ref[key.bits] = i;
                break;
            case 1:
                QCOMPARE(m.erase(key), ref.erase(key.bits) == 1);
                break;
            default: {
                const int *v = m.find(key);
                auto it = ref.find(key.bits);
                QCOMPARE(v != nullptr, it != ref.end());
                if (v)
                    QCOMPARE(*v, it->second);
            }
            }
        }
        QCOMPARE(m.size(), ref.size());
    }
};

QTEST_APPLESS_MAIN(TestKeyValueStore)
#include "tst_kvstore.moc"
