#pragma once
// A service of a saga with its own database (reference 002). Everything it does to its
// database happens in transactions: the writes are buffered and applied together at
// commit, so a crash before the commit leaves none of them.
//
// It reacts to events (from the broker) and commands (sent to it directly) with
// declarative handlers: the first rule whose conditions hold decides the new state of
// the entity, the event to emit, an effect (a transfer between accounts, an email) and,
// for commands, the reply. How it publishes an event is the lesson:
//   outbox               the event is a row of the same transaction; a relay publishes it
//   commit-then-publish  the dual write: a crash between leaves state without event
//   publish-then-commit  the dual write: a crash between leaves event without state
// With an inbox, the (event, consumer) pair is recorded in the same transaction, so a
// redelivered event has no second effect.

#include "actor.h"
#include "buildcontext.h"
#include "responses.h"
#include "sagastarts.h"
#include "slotpool.h"

#include <deque>
#include <map>
#include <optional>
#include <set>
#include <vector>

namespace corrsim {

class Broker;

class SagaService : public Actor
{
public:
    static std::unique_ptr<Actor> create(const ConfigNode &config, BuildContext &ctx);
    std::string_view kind() const override { return "saga-service"; }
    void start(Simulation &sim) override;
    void onMessage(Simulation &sim, const Message &m) override;
    void onTimer(Simulation &sim, uint16_t code, uint32_t arg) override;
    void onRestart(Simulation &sim) override;
    std::vector<std::string> subscriptions() const override { return m_subscriptions; }

    // The outbox table, as a relay sees it (FOR UPDATE SKIP LOCKED).
    /// Up to n unpublished rows that no other relay holds, oldest first, now locked by relay.
    std::vector<Id> lockUnpublished(ActorRef relay, size_t n);
    /// The event a row holds, ready to publish.
    const Message &outboxEvent(Id row) const { return m_outboxEvents.at(row); }
    /// Sets published_at on a row and releases its lock.
    void markPublished(Simulation &sim, ActorRef relay, Id row);
    /// Releases every lock a relay holds (its connection died).
    void releaseLocks(ActorRef relay);
    bool hasUnpublished() const;
    ActorRef broker() const { return m_broker; }

private:
    explicit SagaService(std::string name) : Actor(std::move(name)) {}

    enum class Publish : uint8_t { Outbox, CommitThenPublish, PublishThenCommit };
    struct Rule
    {
        std::optional<double> probability;
        bool transfer = false, refund = false;
        Sym state = 0, emit = 0, effect = 0, reply = 0;
        bool compensation = false;
    };
    struct Handler
    {
        Sym on = 0;
        std::vector<Rule> rules;
        double failProbability = 0;
    };
    struct Write
    {
        KeyValueStore *store;
        Id key;
        RecordRef value;
        bool remove = false;
        int64_t delta = 0; // with value 0: add delta to the row's balance at commit (UPDATE ... = balance + delta)
    };
    /// One unit of work: handling a message, or creating an entity.
    struct Job
    {
        enum Step : uint8_t { Handle, Commit, Publish, Done } step = Handle;
        Message message;           // what is being handled
        bool create = false;       // a new entity (from the HTTP edge or the start list)
        RecordRef createBody = 0;
        std::vector<Write> writes;
        Id entity;
        Sym stateFrom = 0, stateTo = 0;
        bool compensation = false;
        std::optional<Message> event;  // the event this job publishes
        Sym effect = 0;
        RecordRef effectFields = 0;
        Sym reply = 0;                 // the reply a command gets
        bool ackBroker = false;
    };

    void startJob(Simulation &sim, Job job, SimTime delay);
    void handle(Simulation &sim, uint32_t slot);
    void commit(Simulation &sim, Job &job);
    void publish(Simulation &sim, Job &job);
    void afterWindow(Simulation &sim, uint32_t slot, Job::Step next, SimTime delay);
    void finish(Simulation &sim, uint32_t slot);
    void planCreate(Simulation &sim, Job &job);
    bool planRule(Simulation &sim, Job &job, const Rule &rule);
    Message makeEvent(Simulation &sim, Sym type, Id entity, RecordRef body, const Message *cause);
    RecordRef entityBody(Id entity) const;
    const Handler *handlerFor(Sym type) const;
    /// The literal ID a field's value names (an account, an entity, an idempotency key).
    static Id idOf(Simulation &sim, const Value &v);
    /// The message a job handles, as the cause of what it writes (none for a scheduled start).
    static const Message *causeOf(const Job &job) { return job.message.id ? &job.message : nullptr; }
    Sym currentState(Simulation &sim, Id entity) const;
    void purge(Simulation &sim);

    Sym m_entityField = 0; // the body field naming the entity (else the partition key)
    ActorRef m_brokerAddress = NoActor;
    ActorRef m_broker = NoActor;
    Broker *m_brokerActor = nullptr;
    Publish m_publish = Publish::Outbox;
    bool m_inbox = false;
    Distribution m_handleTime, m_txnTime, m_publishTime;
    std::optional<Sampler> m_sampler;
    int64_t m_crashInWindow = 0;
    std::optional<SimTime> m_restartAfter;
    std::vector<Handler> m_handlers;
    std::vector<std::string> m_subscriptions;

    // Creating entities: from the HTTP edge or the start list.
    Sym m_createState = 0, m_createEmit = 0;
    uint16_t m_entitySpace = 0;
    uint64_t m_entities = 0;
    bool m_http = false, m_idempotency = false;
    Distribution m_httpTime;
    SagaStarts m_starts;

    std::optional<SimTime> m_purgeEvery, m_purgeOlderThan;

    KeyValueStore *m_table = nullptr, *m_outbox = nullptr, *m_inboxTable = nullptr, *m_accounts = nullptr,
                  *m_idempotencyTable = nullptr;
    std::deque<Id> m_outboxOrder;            // creation order of outbox rows
    std::map<Id, Message> m_outboxEvents;    // row -> the event it holds
    std::set<Id> m_published;
    std::map<Id, ActorRef> m_locks;          // row -> the relay holding it
    IdSequence m_ids;
    SlotPool<Job> m_jobs;
    Responder m_responder;
    struct Names
    {
        Sym state, key, eventType, published, consumer, balance, amount, from, to, result, paymentId,
            idempotencyKey, httpPost, seq;
    } n{};
};

} // namespace corrsim
