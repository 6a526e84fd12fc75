#pragma once
// A message broker in the style of Kafka: the topic is the event type; a message's key
// picks its partition, so one key's messages keep their order while different keys
// interleave. Every application that consumes a topic is a consumer group; the group's
// partitions are shared out among its workers. Per (group, partition) the broker
// delivers in order, one message at a time, and waits for the consumer's ack (a
// message back to the broker); a message not acknowledged within ackTimeout is
// delivered again (at-least-once). Each publish is answered with a confirmation
// message once it is in the log. Deliveries stop while the broker is paused. Its logs
// and consumer offsets are on disk: a crash loses only what was in flight.

#include "kernel/actor.h"
#include "participants/buildcontext.h"
#include "participants/participantkind.h"

#include <map>
#include <memory>
#include <string>
#include <vector>

namespace corrsim {

class Broker : public Actor
{
public:
    static const ParticipantKind &descriptor();
    static std::unique_ptr<Actor> create(const ConfigNode &config, BuildContext &ctx);
    std::string_view kind() const override { return descriptor().name; }
    std::unique_ptr<Actor> clone(const CloneMap &) const override { return std::make_unique<Broker>(*this); }
    void hashState(StateHash &h) const override;
    void start(Simulation &sim) override;
    void onMessage(Simulation &sim, const Message &m) override;
    void onTimer(Simulation &sim, TimerEvent timer) override;
    void onRestart(Simulation &sim) override;

    /// The names an acknowledgement reads and writes, interned once by each consumer
    /// (it acks every delivery; interning them each time was 1.4% of an exploration).
    struct AckNames
    {
        Sym partition = 0, offset = 0, topic = 0, ack = 0;
    };
    static AckNames ackNames(Simulation &sim);
    /// The acknowledgement of a delivery `m`, from `from` (a consumer worker).
    static Message ackFor(Simulation &sim, const AckNames &names, const Message &delivery, ActorRef from, Id id);

private:
    explicit Broker(std::string name) : Actor(std::move(name)) {}

    struct Partition
    {
        std::vector<Message> log;
    };
    struct Topic
    {
        uint64_t nameHash; // what the state hash knows it by
        std::vector<Partition> partitions;
        size_t nextRoundRobin = 0;
    };
    /// An application that subscribes to topics: its workers share their partitions.
    struct Group
    {
        std::string application;
        std::vector<ActorRef> workers;
    };
    /// One consumer group's progress on one partition of one topic.
    struct Cursor
    {
        size_t topic = 0, partition = 0;
        uint32_t group = 0;    // in m_groups
        size_t next = 0;       // offset of the next message to deliver
        bool inFlight = false; // delivered and not yet acknowledged
        uint16_t attempt = 0;
        uint64_t timeout = 0; // scheduler handle of the ack timeout
    };

    size_t topicIndex(Simulation &sim, Sym name);
    void publish(Simulation &sim, const Message &m);
    void acknowledged(Simulation &sim, const Message &ack);
    void pump(Simulation &sim, size_t cursor);
    bool paused(SimTime t) const;

    size_t m_defaultPartitions = 3;
    std::map<std::string, size_t> m_partitionsByTopic;
    SimTime m_ackTimeout;
    std::vector<std::pair<SimTime, SimTime>> m_pauses;
    std::vector<Topic> m_topics;
    std::map<Sym, size_t> m_topicBySym;
    std::vector<Cursor> m_cursors;
    // Made when the run starts and only read after: copies of the run share them.
    std::shared_ptr<const std::vector<Group>> m_groups;
    Sym m_keyHeader = 0, m_partitionHeader = 0, m_offsetHeader = 0, m_topicField = 0, m_ackType = 0, m_confirmType = 0;
    IdSequence m_ids;
};

} // namespace corrsim
