#include "broker.h"

#include "random.h"

#include <algorithm>

namespace corrsim {

namespace {
enum Timer : uint16_t { AckTimeout = 1, Resume = 2 };
}

std::unique_ptr<Actor> Broker::create(const ConfigNode &c, BuildContext &ctx)
{
    BuildContext::allowFields(c, {"topics", "defaultPartitions", "ackTimeout", "pause"});
    std::unique_ptr<Broker> b(new Broker(ctx.workerName));
    b->m_defaultPartitions = size_t(c.integer("defaultPartitions", 3));
    if (b->m_defaultPartitions < 1 || b->m_defaultPartitions > 64)
        c.at("defaultPartitions").fail("defaultPartitions is a whole number from 1 to 64");
    if (auto topics = c.find("topics"))
        for (const ConfigNode &t : topics->items()) {
            t.allowOnly({"name", "partitions"});
            const int64_t n = t.integer("partitions", int64_t(b->m_defaultPartitions));
            if (n < 1 || n > 64)
                t.at("partitions").fail("partitions is a whole number from 1 to 64");
            b->m_partitionsByTopic[t.at("name").text()] = size_t(n);
        }
    b->m_ackTimeout = c.duration("ackTimeout", b->m_ackTimeout);
    if (auto pauses = c.find("pause"))
        for (const ConfigNode &p : pauses->items()) {
            p.allowOnly({"from", "to"});
            b->m_pauses.emplace_back(p.at("from").duration(), p.at("to").duration());
        }
    b->m_keyHeader = ctx.sim.intern(KeyHeader);
    b->m_partitionHeader = ctx.sim.intern("partition");
    b->m_offsetHeader = ctx.sim.intern("offset");
    b->m_topicField = ctx.sim.intern("topic");
    return b;
}

void Broker::start(Simulation &sim)
{
    // Consumer groups: every application that subscribes to a topic, its workers sharing
    // the topic's partitions.
    std::map<std::string, std::vector<ActorRef>> groups;
    std::map<std::string, std::vector<std::string>> topicsOfGroup;
    for (size_t a = 0; a < sim.actorCount(); ++a) {
        Actor *actor = sim.actor(ActorRef(a));
        const auto topics = actor->subscriptions();
        if (topics.empty())
            continue;
        const std::string &group = sim.trace().participants()[a].application();
        groups[group].push_back(ActorRef(a));
        topicsOfGroup[group] = topics;
    }
    for (const auto &[group, workers] : groups)
        for (const std::string &topic : topicsOfGroup[group]) {
            const size_t t = topicIndex(sim, sim.intern(topic));
            for (size_t p = 0; p < m_topics[t].partitions.size(); ++p)
                m_cursors.push_back({t, p, group, workers, 0, false, 0, 0});
        }
    for (const auto &[from, to] : m_pauses)
        sim.schedule(to, ref(), Resume, 0);
}

size_t Broker::topicIndex(Simulation &sim, Sym name)
{
    auto it = m_topicBySym.find(name);
    if (it != m_topicBySym.end())
        return it->second;
    const std::string text = sim.trace().names().text(name);
    auto configured = m_partitionsByTopic.find(text);
    const size_t n = configured != m_partitionsByTopic.end() ? configured->second : m_defaultPartitions;
    m_topics.push_back({text, std::vector<Partition>(n), 0});
    m_topicBySym[name] = m_topics.size() - 1;
    return m_topics.size() - 1;
}

bool Broker::paused(SimTime t) const
{
    for (const auto &[from, to] : m_pauses)
        if (t >= from && t < to)
            return true;
    return false;
}

void Broker::onMessage(Simulation &sim, const Message &m)
{
    // A publish: append to the partition the key picks (round robin without a key).
    const size_t t = topicIndex(sim, m.type);
    Topic &topic = m_topics[t];
    const Field *key = sim.trace().records().find(m.record, m_keyHeader, Section::Header);
    size_t p;
    if (key) {
        const std::string text = formatValue(key->value, sim.trace().names(), sim.trace().ids());
        p = size_t(hashName(text) % topic.partitions.size());
    } else {
        p = topic.nextRoundRobin++ % topic.partitions.size();
    }
    topic.partitions[p].log.push_back(m);
    const Field where[] = {{m_topicField, Section::Body, Value::text(m.type)},
                           {m_partitionHeader, Section::Body, Value::integer(int64_t(p))},
                           {m_offsetHeader, Section::Body, Value::integer(int64_t(topic.partitions[p].log.size() - 1))}};
    sim.log(ref(), "appended", sim.trace().records().add(where), &m);
    for (size_t c = 0; c < m_cursors.size(); ++c)
        if (m_cursors[c].topic == t && m_cursors[c].partition == p)
            pump(sim, c);
}

void Broker::pump(Simulation &sim, size_t c)
{
    Cursor &cur = m_cursors[c];
    const Partition &part = m_topics[cur.topic].partitions[cur.partition];
    if (cur.inFlight || cur.next >= part.log.size() || paused(sim.now()))
        return;
    Message m = part.log[cur.next]; // the same envelope the producer sent: its ID is the event ID
    m.from = ref();
    // The partition's worker: partitions are shared out among the group's workers.
    m.to = cur.workers[cur.partition % cur.workers.size()];
    m.attempt = uint16_t(++cur.attempt);
    const Field where[] = {{m_partitionHeader, Section::Header, Value::integer(int64_t(cur.partition))},
                           {m_offsetHeader, Section::Header, Value::integer(int64_t(cur.next))}};
    m.record = sim.trace().records().with(m.record, where);
    cur.inFlight = true;
    sim.send(m);
    cur.timeout = sim.schedule(sim.now() + m_ackTimeout, ref(), AckTimeout, uint32_t(c));
}

void Broker::ack(Simulation &sim, ActorRef worker, Id messageId)
{
    for (size_t c = 0; c < m_cursors.size(); ++c) {
        Cursor &cur = m_cursors[c];
        if (!cur.inFlight || std::find(cur.workers.begin(), cur.workers.end(), worker) == cur.workers.end())
            continue;
        const Partition &part = m_topics[cur.topic].partitions[cur.partition];
        if (part.log[cur.next].id != messageId)
            continue;
        sim.cancel(cur.timeout);
        cur.inFlight = false;
        cur.attempt = 0;
        ++cur.next;
        pump(sim, c);
        return;
    }
}

void Broker::onTimer(Simulation &sim, uint16_t code, uint32_t arg)
{
    if (code == AckTimeout) {
        // Not acknowledged in time: deliver the same message again.
        m_cursors[arg].inFlight = false;
        pump(sim, arg);
    } else if (code == Resume) {
        for (size_t c = 0; c < m_cursors.size(); ++c)
            pump(sim, c);
    }
}

} // namespace corrsim
