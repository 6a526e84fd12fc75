#include "scenario/faults.h"

#include "trace/conversationref.h"

#include "input/confignode.h"
#include "input/jsonreader.h"
#include "kernel/simulation.h"
#include "participants/buildcontext.h"
#include "scenario/scenariodoc.h"
#include "trace/eventshape.h"

#include <algorithm>
#include <cstdint>
#include <stdexcept>

namespace corrsim {

namespace {

constexpr std::string_view MessageFaults[] = {"drop", "duplicate", "delay", "deliverAfterNext"};

uint32_t occurrence(const ConfigNode &selector)
{
    const int64_t n = selector.integer("occurrence", 1);
    if (n < 1)
        selector.at("occurrence").fail(Finding{FindingKind::MustBeOneOrMore, {}, {}});
    return uint32_t(std::min<int64_t>(n, UINT32_MAX));
}

std::optional<uint64_t> seq(const ConfigNode &selector)
{
    if (!selector.has("seq"))
        return std::nullopt;
    const int64_t n = selector.at("seq").integer();
    if (n < 0)
        selector.at("seq").fail(Finding{FindingKind::MustBeZeroOrMore, {}, {}});
    return uint64_t(n);
}

/// "conversation": "PRQ-#2", the conversation of a generated correlation ID by its
/// space's prefix and its number (trace/conversationref.h): the same whatever the seed.
std::vector<Id> conversationOf(const ConfigNode &selector, Simulation &sim)
{
    const auto c = selector.find("conversation");
    if (!c)
        return {};
    if (selector.has("correlationId"))
        c->fail(Finding{FindingKind::ConversationOrCorrelation, {}, {}});
    const std::string name = c->text();
    if (!looksLikeConversationName(name))
        c->fail(Finding{FindingKind::ConversationShape, {name}, {}});
    std::vector<Id> ids = conversationIds(sim.trace().ids(), name);
    if (ids.empty())
        c->fail(Finding{FindingKind::NoIdPrefix, {name}, {}});
    return ids;
}

MessageSelector messageSelector(const ConfigNode &s, Simulation &sim, BuildContext &ctx)
{
    s.allowOnly({"seq", "type", "correlationId", "conversation", "from", "to", "occurrence"});
    MessageSelector m;
    m.seq = seq(s);
    if (auto type = s.find("type"))
        m.type = sim.intern(type->text());
    if (auto c = s.find("correlationId"))
        m.correlation = sim.trace().ids().parse(c->text()); // a generated ID's text names it too
    m.conversation = conversationOf(s, sim);
    if (auto from = s.find("from"))
        m.from = sim.members(ctx.participant(*from));
    if (auto to = s.find("to"))
        m.to = sim.members(ctx.participant(*to));
    m.occurrence = occurrence(s);
    if (m.seq && (s.has("type") || s.has("correlationId") || s.has("conversation") || s.has("from") || s.has("to") ||
                  s.has("occurrence")))
        s.fail(Finding{FindingKind::MessageBySeqAlone, {}, {}});
    return m;
}

EventSelector eventSelector(const ConfigNode &s, Simulation &sim, const std::vector<ActorRef> &workers)
{
    s.allowOnly({"seq", "event", "detail", "occurrence"});
    EventSelector e;
    e.seq = seq(s);
    e.workers = workers;
    if (auto kind = s.find("event")) {
        e.kind = eventKindFromName(kind->text());
        if (!e.kind || *e.kind == EventKind::Crash || *e.kind == EventKind::Restart)
            kind->fail(Finding{FindingKind::NotCrashEvent, {kind->text()}, {}});
    }
    if (auto detail = s.find("detail"))
        e.detail = sim.intern(detail->text());
    e.occurrence = occurrence(s);
    if (e.seq && (s.has("event") || s.has("detail") || s.has("occurrence")))
        s.fail(Finding{FindingKind::EventBySeqAlone, {}, {}});
    if (!e.seq && !e.kind)
        s.fail(Finding{FindingKind::NameTheEvent, {}, {}});
    return e;
}

} // namespace

EventSelector noteAnchor(const ConfigNode &on, Simulation &sim, BuildContext &ctx)
{
    // No "seq": a note inserted before its event moves every later number, and a number
    // is what a parameter change moves too; the point of an anchor is to follow its event.
    on.allowOnly({"event", "type", "detail", "correlationId", "conversation", "key", "actor", "occurrence"});
    EventSelector e;
    const ConfigNode &kind = on.at("event");
    e.kind = eventKindFromName(kind.text());
    // An expectation's event is traced after the run, once every note has been shown.
    if (!e.kind || *e.kind == EventKind::Note || *e.kind == EventKind::Expectation)
        kind.fail(Finding{FindingKind::NotNoteEvent, {kind.text()}, {}});
    const EventShape shape = shapeOf(*e.kind);
    if (auto type = on.find("type")) {
        if (shape.word != WordSlot::MessageType)
            type->fail(Finding{FindingKind::OnlyMessageHasType, {std::string(eventKindName(*e.kind))}, {}});
        e.detail = sim.intern(type->text());
    }
    if (auto detail = on.find("detail")) {
        if (shape.word != WordSlot::Detail)
            detail->fail(shape.word == WordSlot::MessageType
                             ? Finding{FindingKind::MessageNamedByType, {}, {}}
                             : Finding{FindingKind::EventHasNoDetail, {std::string(eventKindName(*e.kind))}, {}});
        e.detail = sim.intern(detail->text());
    }
    if (auto c = on.find("correlationId")) {
        if (!shape.message)
            c->fail(Finding{FindingKind::EventNamesNoMessage, {std::string(eventKindName(*e.kind))}, {}});
        e.correlation = sim.trace().ids().parse(c->text());
    }
    if (on.has("conversation") && !shape.message)
        on.at("conversation")
            .fail(Finding{FindingKind::EventNamesNoMessage, {std::string(eventKindName(*e.kind))}, {}});
    e.conversation = conversationOf(on, sim);
    if (auto key = on.find("key")) {
        if (!hasKey(*e.kind))
            key->fail(Finding{FindingKind::OnlyStoreHasKey, {}, {}});
        e.key = sim.trace().ids().parse(key->text());
    }
    if (auto actor = on.find("actor"))
        e.workers = sim.members(ctx.participant(*actor));
    e.occurrence = occurrence(on);
    return e;
}

void addFaults(const ConfigNode &faults, Simulation &sim, BuildContext &ctx)
{
    for (const ConfigNode &f : faults.items()) {
        const auto restartAfter =
            f.has("restartAfter") ? std::optional<SimTime>(f.at("restartAfter").duration()) : std::nullopt;
        if (f.has("crash")) {
            f.allowOnly({"at", "after", "crash", "restartAfter"});
            // A worker crashes alone; an application's name crashes all of its workers.
            const std::vector<ActorRef> workers = sim.members(ctx.participant(f.at("crash")));
            if (f.has("at") == f.has("after"))
                f.fail(Finding{FindingKind::CrashNeedsAtOrAfter, {}, {}});
            if (f.has("at"))
                for (ActorRef worker : workers)
                    sim.addCrash(f.at("at").duration(), worker, restartAfter);
            else
                sim.addPinnedCrash({eventSelector(f.at("after"), sim, workers), restartAfter, f.path()});
            continue;
        }
        const auto verb =
            std::find_if(std::begin(MessageFaults), std::end(MessageFaults), [&](auto v) { return f.has(v); });
        if (verb == std::end(MessageFaults))
            f.fail(Finding{FindingKind::FaultShape, {}, {}});
        f.allowOnly({*verb, "by"});
        PinnedFaults::MessagePin pin;
        pin.select = messageSelector(f.at(*verb), sim, ctx);
        pin.fault = MessageFault(verb - std::begin(MessageFaults));
        pin.where = f.path();
        if (pin.fault == MessageFault::Delay) {
            pin.delay = f.at("by").duration();
            if (pin.delay <= SimTime())
                f.at("by").fail(Finding{FindingKind::MustBeLongerThanZero, {}, {}});
        } else if (f.has("by")) {
            f.at("by").fail(Finding{FindingKind::OnlyDelayTakesBy, {}, {}});
        }
        sim.addPinnedFault(std::move(pin));
    }
}

void addPinnedFaults(const std::vector<PinnedFault> &pins, size_t firstEntry, Simulation &sim)
{
    for (size_t i = 0; i < pins.size(); ++i) {
        const PinnedFault &p = pins[i];
        const std::string where = "/faults/" + std::to_string(firstEntry + i);
        if (p.kind == PinnedFault::Kind::CrashAfter) {
            const Actor *worker = sim.findActor(p.worker);
            if (!worker)
                throw std::invalid_argument(where + ": no worker is named \"" + p.worker + "\"");
            EventSelector after;
            after.seq = p.seq;
            after.workers = {worker->ref()};
            sim.addPinnedCrash({std::move(after), p.restartAfter, where});
            continue;
        }
        PinnedFaults::MessagePin pin;
        pin.select.seq = p.seq;
        pin.fault = MessageFault(p.kind); // the kinds of a message fault come first, in MessageFault's order
        pin.delay = p.delay;
        pin.where = where;
        sim.addPinnedFault(std::move(pin));
    }
}

size_t Scenario::faultEntries() const
{
    const auto faults = m_doc->json.find("faults");
    return faults != m_doc->json.end() && faults->is_array() ? faults->size() : 0;
}

void Scenario::addFault(std::string_view fault)
{
    const std::string label = "--fault " + std::string(fault);
    Json value = readJson(std::string(fault), label, {.comments = false});
    if (!value.is_object())
        throw ScenarioError(m_info.file, "/faults",
                            Finding::labelled(label, Finding{FindingKind::FaultIsObject, {}, {}}));
    addFaultEntry({std::move(value)}, label);
}

void Scenario::addFault(const PinnedFault &fault)
{
    addFaultEntry(faultEntry(fault), "what if " + fault.json());
}

void Scenario::addPinnedFaults(const std::vector<PinnedFault> &pinned)
{
    // Not checked: these pins were read off a run of this scenario (an exploration's
    // schedule), so they name its workers and events; a run that could not build them
    // would throw at instantiate all the same. Checking builds the whole simulation, and
    // that doubled the cost of each schedule.
    Json &faults = m_doc->json["faults"];
    if (!faults.is_array())
        faults = Json::array();
    for (const PinnedFault &fault : pinned)
        faults.push_back(faultEntry(fault).json);
}

void Scenario::addFaultEntry(const FaultEntry &entry, const std::string &label)
{
    Scenario updated(*this);
    Json &faults = updated.m_doc->json["faults"];
    if (!faults.is_array())
        faults = Json::array();
    faults.push_back(entry.json);
    takeChecked(std::move(updated), label);
}

void Scenario::takeChecked(Scenario updated, const FindingArg &label)
{
    try {
        updated.check();
    } catch (const ScenarioError &e) {
        if (e.line() > 0)
            throw ScenarioError(e.file(), e.line(), e.column(), Finding::labelled(label, e.finding()));
        throw ScenarioError(e.file(), e.jsonPath(), Finding::labelled(label, e.finding()));
    }
    *this = std::move(updated);
}

} // namespace corrsim
