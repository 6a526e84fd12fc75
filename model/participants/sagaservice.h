#pragma once
// A service of a saga with its own database (reference 002). Everything it does to its
// database happens in transactions: the writes are buffered and applied together at
// commit, so a crash before the commit leaves none of them. Its database (tables and
// outbox) is the application's, shared by all its workers.
//
// It reacts to events (from the broker) and commands (sent to it directly) with
// declarative handlers: the first rule whose conditions hold decides the new state of
// the entity, the event to emit, its effects (a transfer between accounts, an email)
// and, for commands, the reply. How it publishes an event is the lesson:
//   outbox               the event is a row of the same transaction; a relay publishes it
//   commit-then-publish  the dual write: a crash between leaves state without event
//   publish-then-commit  the dual write: a crash between leaves event without state
// With an inbox, the (event, consumer) pair is recorded in the same transaction, so a
// redelivered event has no second effect (and a repeated command gets the same reply).

#include "kernel/actor.h"
#include "kernel/slotpool.h"
#include "participants/broker.h"
#include "participants/buildcontext.h"
#include "participants/faultcount.h"
#include "participants/participantkind.h"
#include "participants/responses.h"
#include "participants/sagastarts.h"

#include <optional>
#include <vector>

namespace corrsim {

class Outbox;

class SagaService : public Actor
{
public:
    static const ParticipantKind &descriptor();
    static std::unique_ptr<Actor> create(const ConfigNode &config, BuildContext &ctx);
    std::string_view kind() const override { return descriptor().name; }
    std::unique_ptr<Actor> clone(const CloneMap &map) const override;
    void hashState(StateHash &h) const override;
    void start(Simulation &sim) override;
    void onMessage(Simulation &sim, const Message &m) override;
    void onTimer(Simulation &sim, TimerEvent timer) override;
    void onArrivalLost(Simulation &sim, TimerEvent timer) override;
    void onRestart(Simulation &sim) override;
    std::vector<std::string> subscriptions() const override { return m_configured->subscriptions; }
    const std::vector<Sym> *declaredStates() const override { return &m_configured->states; }

    /// Whether it records handled messages in an inbox (its effects then happen once).
    bool hasInbox() const override { return m_inbox; }
    bool consumesMessages() const override { return handlesMessages(); }
    /// Whether it reacts to any message (a service that only creates entities does not).
    bool handlesMessages() const { return !m_configured->handlers.empty(); }

private:
    enum Timer : uint16_t { JobStep = 1, Start = 2, Purge = 3 };
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
        uint64_t decision = 0; // hash of the name its probability rules draw under
    };
    struct Write
    {
        KeyValueStore *store;
        Id key;
        RecordRef value;
        bool relative = false; // add delta to the row's balance at commit (UPDATE ... = balance + delta)
        int64_t delta = 0;
        bool covered = false; // a debit the balance must still cover at commit (... WHERE balance >= amount)
    };
    struct Effect
    {
        Sym what = 0;
        uint8_t flags = 0;
    };
    /// One unit of work: handling a message, or creating an entity.
    struct Job
    {
        enum Step : uint8_t { Handle, Commit, Publish, Done } step = Handle;
        Message message;     // what is being handled
        bool create = false; // a new entity (from the HTTP edge or the start list)
        RecordRef createBody = 0;
        std::vector<Write> writes;
        Id entity;
        Sym stateFrom = 0, stateTo = 0;
        bool compensation = false;
        std::optional<Message> event; // the event this job publishes
        std::vector<Effect> effects;
        RecordRef effectFields = 0;
        Sym reply = 0; // the reply a command gets
        bool ackBroker = false;
        Id idempotencyKey;        // an HTTP create's key: written with the entity, in its transaction
        RecordRef keyTakenBy = 0; // the committed key's row that rolled this create back
    };

    void startJob(Simulation &sim, Job job, SimTime delay);
    void handle(Simulation &sim, uint32_t slot);
    void commit(Simulation &sim, Job &job);
    /// Whether every debit the job planned is still covered by its balance now.
    bool debitsCovered(Simulation &sim, const Job &job) const;
    /// The job's reads are out of date: plan it again from what is committed now.
    void replan(Simulation &sim, uint32_t slot);
    void afterWindow(Simulation &sim, uint32_t slot, Job::Step next, SimTime delay);
    void finish(Simulation &sim, uint32_t slot);
    /// Answers a POST whose idempotency key is committed: 200, with the entity the key's
    /// row names.
    void respondAlreadyCreated(Simulation &sim, const Message &request, RecordRef keyRow);
    void planCreate(Simulation &sim, Job &job);
    bool planRule(Simulation &sim, Job &job, const Rule &rule);
    /// Whether a rule that holds with probability p holds for this entity: the draw is
    /// named by the handler's decision and the entity, not by who draws or when.
    bool decide(Simulation &sim, const Handler &h, Id entity, size_t rule, double p) const;
    Message makeEvent(Simulation &sim, Sym type, Id entity, RecordRef body, const Message *cause);
    RecordRef entityBody(Id entity) const;
    const Handler *handlerFor(Sym type) const;
    /// The message a job handles, as the cause of what it writes (none for a scheduled start).
    static const Message *causeOf(const Job &job) { return job.message.id ? &job.message : nullptr; }
    Sym currentState(Simulation &sim, Id entity) const;
    void purge(Simulation &sim);

    Sym m_entityField = 0; // the body field naming the entity (else the partition key)
    ActorRef m_brokerAddress = NoActor;
    std::shared_ptr<const std::vector<ActorRef>> m_brokerWorkers; // from start() on, shared like m_configured
    Publish m_publish = Publish::Outbox;
    bool m_inbox = false;
    Distribution m_handleTime, m_txnTime, m_publishTime;
    std::optional<Sampler> m_sampler;
    FaultCount *m_crashInWindow = nullptr; // the application's, shared by its workers
    std::optional<SimTime> m_restartAfter;
    /// What the scenario gave it: written by create() and only read after, so the copies
    /// of a run share it instead of copying its lists.
    struct Configured
    {
        std::vector<Handler> handlers;
        std::vector<std::string> subscriptions;
        std::vector<Sym> states; // every state it can write
    };
    std::shared_ptr<const Configured> m_configured = std::make_shared<Configured>();

    // Creating entities: from the HTTP edge or the start list.
    Sym m_createState = 0, m_createEmit = 0;
    /// The application's sequence of entity IDs: one for all its workers, as a database
    /// sequence is (each worker counting its own made two PAY-1s in one table).
    struct EntitySequence : SharedState
    {
        std::unique_ptr<SharedState> clone(const CloneMap &) const override
        {
            return std::make_unique<EntitySequence>(*this);
        }
        void hashState(StateHash &h) const override { h.add(last); }
        uint16_t space = 0;
        uint64_t last = 0;
    };
    EntitySequence *m_entities = nullptr;
    bool m_http = false, m_idempotency = false;
    Distribution m_httpTime;
    SagaStarts m_starts;

    std::optional<SimTime> m_purgeEvery, m_purgeOlderThan;
    bool m_runsPurge = false; // one worker runs the database's purge job

    KeyValueStore *m_table = nullptr, *m_outboxTable = nullptr, *m_inboxTable = nullptr, *m_accounts = nullptr,
                  *m_idempotencyTable = nullptr;
    Outbox *m_outbox = nullptr;
    IdSequence m_ids;
    SlotPool<Job> m_jobs;
    Responder m_responder;
    /// The record field and message names the service reads and writes, interned once.
    struct FieldNames
    {
        Sym state, key, eventType, published, consumer, balance, amount, from, to, result, paymentId, idempotencyKey,
            httpPost, seq, reply, transferred, refunded;
    } m_field{};
    Broker::AckNames m_ackNames; // what its acks to the broker say
};

} // namespace corrsim
