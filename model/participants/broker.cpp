#include "participants/broker.h"

#include "kernel/statehash.h"

#include "kernel/random.h"
#include "trace/translatable.h"
#include "trace/vocabulary.h"

#include <algorithm>

namespace corrsim {

namespace {
enum Timer : uint16_t { AckTimeout = 1, Resume = 2 };
}

const ParticipantKind &Broker::descriptor()
{
    static const ParticipantKind kind{
        "broker",
        {
            {"topics", FieldType::List, "none", QT_TRANSLATE_NOOP("ParameterDocs", "`[{\"name\", \"partitions\"}]`")},
            {"defaultPartitions", FieldType::Integer, "3",
             QT_TRANSLATE_NOOP("ParameterDocs", "partitions of a topic not listed")},
            {"ackTimeout", FieldType::Duration, "`\"1s\"`",
             QT_TRANSLATE_NOOP("ParameterDocs", "redeliver what is not acknowledged in this time")},
            {"pause", FieldType::List, "none",
             QT_TRANSLATE_NOOP("ParameterDocs", "`[{\"from\", \"to\"}]`: no deliveries in these windows")},
        },
        &Broker::create,
        FindingKind::BrokerNoWorkers};
    return kind;
}

std::unique_ptr<Actor> Broker::create(const ConfigNode &c, BuildContext &ctx)
{
    std::unique_ptr<Broker> b(new Broker(ctx.workerName));
    const ParticipantKind &kind = descriptor();
    b->m_defaultPartitions = size_t(readInteger(c, kind.field("defaultPartitions")));
    if (b->m_defaultPartitions < 1 || b->m_defaultPartitions > 64)
        c.at("defaultPartitions").fail({FindingKind::InRange, {"defaultPartitions", int64_t(1), int64_t(64)}, {}});
    if (auto topics = c.find("topics"))
        for (const ConfigNode &t : topics->items()) {
            t.allowOnly({"name", "partitions"});
            const int64_t n = t.integer("partitions", int64_t(b->m_defaultPartitions));
            if (n < 1 || n > 64)
                t.at("partitions").fail({FindingKind::InRange, {"partitions", int64_t(1), int64_t(64)}, {}});
            b->m_partitionsByTopic[t.at("name").text()] = size_t(n);
        }
    b->m_ackTimeout = readDuration(c, kind.field("ackTimeout"));
    if (auto pauses = c.find("pause"))
        for (const ConfigNode &p : pauses->items()) {
            p.allowOnly({"from", "to"});
            b->m_pauses.emplace_back(p.at("from").duration(), p.at("to").duration());
        }
    b->m_keyHeader = ctx.sim.intern(vocabulary::PartitionKey);
    b->m_partitionHeader = ctx.sim.intern("partition");
    b->m_offsetHeader = ctx.sim.intern("offset");
    b->m_topicField = ctx.sim.intern("topic");
    b->m_ackType = ctx.sim.intern(vocabulary::BrokerAck);
    b->m_confirmType = ctx.sim.intern(vocabulary::BrokerConfirm);
    b->m_ids = IdSequence(ctx.sim.addIdSpace("", IdStyle::Uuid));
    return b;
}

Broker::AckNames Broker::ackNames(Simulation &sim)
{
    return {sim.intern("partition"), sim.intern("offset"), sim.intern("topic"), sim.intern(vocabulary::BrokerAck)};
}

Message Broker::ackFor(Simulation &sim, const AckNames &names, const Message &delivery, ActorRef from, Id id)
{
    Records &records = sim.trace().records();
    const Field *partition = records.find(delivery.record, names.partition, Section::Header);
    const Field *offset = records.find(delivery.record, names.offset, Section::Header);
    const Field body[] = {{names.topic, Section::Body, Value::text(delivery.type)},
                          {names.partition, Section::Body, partition ? partition->value : Value::integer(-1)},
                          {names.offset, Section::Body, offset ? offset->value : Value::integer(-1)}};
    Message ack;
    ack.id = id;
    ack.correlation = delivery.correlation;
    ack.causation = delivery.id;
    ack.type = names.ack;
    ack.record = records.add(body);
    ack.from = from;
    ack.to = delivery.from;
    return ack;
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
    auto shared = std::make_shared<std::vector<Group>>();
    for (const auto &[group, workers] : groups) {
        const auto g = uint32_t(shared->size());
        shared->push_back({group, workers});
        for (const std::string &topic : topicsOfGroup[group]) {
            const size_t t = topicIndex(sim, sim.intern(topic));
            for (size_t p = 0; p < m_topics[t].partitions.size(); ++p)
                m_cursors.push_back({t, p, g, 0, false, 0, 0});
        }
    }
    m_groups = std::move(shared);
    for (const auto &[from, to] : m_pauses)
        sim.schedule(to, ref(), TimerEvent::of(Resume, 0));
}

size_t Broker::topicIndex(Simulation &sim, Sym name)
{
    auto it = m_topicBySym.find(name);
    if (it != m_topicBySym.end())
        return it->second;
    const std::string text = sim.trace().names().text(name);
    auto configured = m_partitionsByTopic.find(text);
    const size_t n = configured != m_partitionsByTopic.end() ? configured->second : m_defaultPartitions;
    m_topics.push_back({hashName(text), std::vector<Partition>(n), 0});
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
    if (m.type == m_ackType)
        acknowledged(sim, m);
    else if (m.type != m_confirmType)
        publish(sim, m);
}

void Broker::publish(Simulation &sim, const Message &m)
{
    // Append to the partition the key picks (round robin without a key).
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
    const Field where[] = {
        {m_topicField, Section::Body, Value::text(m.type)},
        {m_partitionHeader, Section::Body, Value::integer(int64_t(p))},
        {m_offsetHeader, Section::Body, Value::integer(int64_t(topic.partitions[p].log.size() - 1))}};
    sim.log(ref(), vocabulary::LogAppended, sim.trace().records().add(where), &m);
    // The publisher learns the event is safe in the log.
    Message confirm;
    confirm.id = m_ids.next();
    confirm.correlation = m.correlation;
    confirm.causation = m.id;
    confirm.type = m_confirmType;
    confirm.record = sim.trace().records().add(where);
    confirm.from = ref();
    confirm.to = m.from;
    sim.send(confirm);
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
    const std::vector<ActorRef> &workers = (*m_groups)[cur.group].workers;
    m.to = workers[cur.partition % workers.size()];
    m.attempt = uint16_t(++cur.attempt);
    const Field where[] = {{m_partitionHeader, Section::Header, Value::integer(int64_t(cur.partition))},
                           {m_offsetHeader, Section::Header, Value::integer(int64_t(cur.next))}};
    m.record = sim.trace().records().with(m.record, where);
    cur.inFlight = true;
    sim.send(m);
    // A retry loop's timer: it never keeps a finished run alive by itself.
    cur.timeout = sim.scheduleBackground(sim.now() + m_ackTimeout, ref(), TimerEvent::of(AckTimeout, uint32_t(c)));
}

void Broker::acknowledged(Simulation &sim, const Message &ack)
{
    const Records &records = sim.trace().records();
    const Field *topic = records.find(ack.record, m_topicField);
    const Field *partition = records.find(ack.record, m_partitionHeader);
    const Field *offset = records.find(ack.record, m_offsetHeader);
    if (!topic || !partition || !offset)
        return;
    auto t = m_topicBySym.find(Sym(topic->value.raw));
    if (t == m_topicBySym.end())
        return;
    const std::string &group = sim.trace().participants()[ack.from].application();
    for (size_t c = 0; c < m_cursors.size(); ++c) {
        Cursor &cur = m_cursors[c];
        if (cur.topic != t->second || int64_t(cur.partition) != partition->value.raw ||
            (*m_groups)[cur.group].application != group)
            continue;
        // A late or repeated ack (of an earlier attempt) changes nothing.
        if (!cur.inFlight || int64_t(cur.next) != offset->value.raw)
            return;
        sim.cancel(cur.timeout);
        cur.inFlight = false;
        cur.attempt = 0;
        sim.progress();
        ++cur.next;
        pump(sim, c);
        return;
    }
}

void Broker::onTimer(Simulation &sim, TimerEvent timer)
{
    const Timer code = timer.as<Timer>();
    const uint32_t arg = timer.arg;
    if (code == AckTimeout) {
        // Not acknowledged in time: deliver the same message again, unless that is all
        // that is left to happen and it has already been tried enough.
        Cursor &cur = m_cursors[arg];
        cur.inFlight = false;
        if (sim.mayRetry())
            pump(sim, arg);
        else
            sim.log(ref(), vocabulary::LogStoppedRedelivering, 0,
                    &m_topics[cur.topic].partitions[cur.partition].log[cur.next]);
    } else if (code == Resume) {
        for (size_t c = 0; c < m_cursors.size(); ++c)
            pump(sim, c);
    }
}

void Broker::onRestart(Simulation &sim)
{
    // The logs and committed offsets survived on disk; deliveries in flight did not.
    for (Cursor &cur : m_cursors)
        cur.inFlight = false;
    for (const auto &[from, to] : m_pauses)
        if (to > sim.now())
            sim.schedule(to, ref(), TimerEvent::of(Resume, 0));
    for (size_t c = 0; c < m_cursors.size(); ++c)
        pump(sim, c);
}

void Broker::hashState(StateHash &h) const
{
    // Not m_topicBySym: each topic's place, found again by its name.
    h.each(m_topics, [&](const Topic &t) {
        h.add(t.nameHash);
        h.each(t.partitions, [&](const Partition &p) { h.each(p.log, [&](const Message &m) { h.add(m); }); });
        h.add(t.nextRoundRobin);
    });
    h.each(m_cursors, [&](const Cursor &c) {
        h.add(c.topic);
        h.add(c.partition);
        const Group &g = (*m_groups)[c.group];
        h.add(hashName(g.application));
        h.each(g.workers);
        h.add(c.next);
        h.add(c.inFlight);
        h.add(c.attempt);
        h.timer(c.timeout);
    });
    h.add(m_ids);
}

} // namespace corrsim
