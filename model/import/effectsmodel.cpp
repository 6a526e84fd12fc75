#include "import/effectsmodel.h"

#include "import/modeljson.h"

#include <map>
#include <optional>
#include <set>

namespace corrsim {

namespace {

/// The state a consumer's handling gives what it acts on: a saga's entity needs one.
constexpr const char *AppliedState = "APPLIED";

/// A message a consumer took: who sent it when, and what the consumer did with it.
struct Taken
{
    size_t send = 0, delivery = 0;
    std::string entity;           // what its effect acted on (the effect's key)
    std::optional<size_t> effect; // the effect it applied, if it did
};

} // namespace

bool modelEffects(const Trace &t, OrderedJson &participants, OrderedJson &links, OrderedJson &saga,
                  std::vector<std::string> &assumed, std::vector<SimTime> &latencies)
{
    const auto app = [&](ActorRef a) { return a == NoActor ? std::string() : t.participants()[a].application(); };
    std::vector<std::string> consumers; // in the order of their first effect
    std::map<std::string, std::string> effectOf;
    for (size_t i = 0; i < t.size(); ++i) {
        const TraceEvent e = t[i];
        if (e.kind != EventKind::Effect)
            continue;
        if (!e.message) {
            assumed.push_back("the effect " + t.names().text(e.effectName()) + " at " + formatDuration(e.time) +
                              " names no message it handled (its span's parent never arrived): not modelled");
            continue;
        }
        if (effectOf.try_emplace(app(e.actor), t.names().text(e.effectName())).second)
            consumers.push_back(app(e.actor));
    }
    if (consumers.empty())
        return false;
    std::set<std::string> names;
    for (ActorRef a = 0; a < t.participants().size(); ++a)
        names.insert(app(a));
    const std::string broker = names.count("broker") ? "model-broker" : "broker";
    // Drawn left to right as the messages go: producers, the broker, consumers.
    OrderedJson consumerParticipants = OrderedJson::array();
    std::map<std::string, OrderedJson> producers; // sender -> its messages
    for (const std::string &consumer : consumers) {
        // Each delivery, paired with its send (the k-th send of a message with the k-th
        // delivery of it: a producer may send one ID twice), and its effect.
        std::map<Id, std::vector<size_t>> sends;
        std::map<Id, size_t> delivered;
        std::vector<Taken> taken;
        for (size_t i = 0; i < t.size(); ++i) {
            const TraceEvent e = t[i];
            if (e.kind == EventKind::Send && app(e.peer) == consumer)
                sends[e.message].push_back(i);
            if (e.kind != EventKind::Deliver || app(e.actor) != consumer)
                continue;
            const auto &sent = sends[e.message];
            const size_t k = delivered[e.message]++;
            if (k >= sent.size())
                continue; // a redelivery of one send: the broker makes its own
            Taken m{sent[k], i, t.ids().format(e.message), std::nullopt};
            for (size_t j = i + 1; j < t.size(); ++j) {
                const TraceEvent f = t[j];
                if (f.message != e.message)
                    continue;
                if (f.kind == EventKind::Deliver && app(f.actor) == consumer)
                    break;
                if (f.kind == EventKind::Effect && app(f.actor) == consumer) {
                    m.effect = j;
                    m.entity = t.ids().format(f.key());
                    break;
                }
            }
            taken.push_back(m);
        }
        std::map<Id, std::string> entityOf; // a message's entity, as an effect named it
        for (const Taken &m : taken)
            if (m.effect)
                entityOf.try_emplace(t[m.delivery].message, m.entity);
        std::set<std::string> applied;
        bool skipped = false, twice = false;
        std::vector<SimTime> handling, wire;
        std::set<std::string> types;
        for (Taken &m : taken) {
            const TraceEvent d = t[m.delivery], s = t[m.send];
            if (const auto known = entityOf.find(d.message); !m.effect && known != entityOf.end())
                m.entity = known->second;
            if (m.effect)
                twice |= !applied.insert(m.entity).second;
            else
                skipped |= applied.count(m.entity) > 0;
            handling.push_back(m.effect ? t[*m.effect].time - d.time : SimTime());
            wire.push_back(d.time - s.time);
            types.insert(t.names().text(d.messageType()));
            producers[app(s.actor)].push_back({{"at", durationText(s.time)},
                                               {"id", t.ids().format(s.message)},
                                               {"type", t.names().text(s.messageType())},
                                               {"headers", {{"key", m.entity}}}});
        }
        latencies.insert(latencies.end(), wire.begin(), wire.end());
        const bool inbox = skipped && !twice;
        const std::string &effect = effectOf[consumer];
        if (inbox)
            assumed.push_back(consumer + " did not apply " + effect +
                              " again to what it had applied it to: " + "modelled with an inbox");
        else if (twice)
            assumed.push_back(consumer + " applied " + effect + " twice to one key: modelled without an inbox");
        else
            assumed.push_back("whether " + consumer +
                              " keeps an inbox the spans cannot show (no message came "
                              "twice): modelled without one, so explore shows what a duplicate does");
        OrderedJson handlers = OrderedJson::array();
        for (const std::string &type : types)
            handlers.push_back({{"on", type}, {"effect", effect}, {"state", AppliedState}});
        consumerParticipants.push_back({{"name", consumer},
                                        {"kind", "saga-service"},
                                        {"broker", broker},
                                        {"inbox", inbox},
                                        {"handleTime", sequenceOf(handling)},
                                        {"txnTime", "0ms"},
                                        {"handlers", handlers}});
        links.push_back({{"from", broker}, {"to", consumer}, {"latency", sequenceOf(wire)}});
    }
    for (auto &[producer, messages] : producers) {
        participants.push_back({{"name", producer}, {"kind", "producer"}, {"to", broker}, {"messages", messages}});
        links.push_back({{"from", producer}, {"to", broker}, {"latency", "0ms"}});
    }
    participants.push_back({{"name", broker}, {"kind", "broker"}, {"ackTimeout", "1s"}});
    for (auto &c : consumerParticipants)
        participants.push_back(c);
    saga = {{"owner", consumers}, {"final", {AppliedState}}};
    assumed.push_back("each message a consumer handles marks what it acts on " + std::string(AppliedState) +
                      ", a state the spans do not show, so that its effects are counted by what they act on");
    assumed.push_back("a Kafka-style " + broker +
                      " stands for the queue the effects' messages came through: it "
                      "delivers at least once, one message at a time for each key, and delivers again what is not "
                      "acknowledged within 1s");
    return true;
}

} // namespace corrsim
