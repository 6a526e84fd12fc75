#include "scenario/scenario.h"

#include "scenario/faults.h"
#include "scenario/narrative.h"
#include "scenario/scenariodoc.h"
#include "scenario/wireinject.h"

#include "input/json.h"
#include "input/jsonreader.h"
#include "input/textfile.h"
#include "kernel/simulation.h"
#include "participants/buildcontext.h"
#include "participants/registry.h"
#include "trace/utf8.h"
#include "trace/vocabulary.h"

#include <algorithm>
#include <charconv>
#include <fstream>
#include <functional>
#include <set>
#include <sstream>

namespace corrsim {

Scenario::Scenario() : m_doc(std::make_unique<Doc>()) {}
Scenario::Scenario(const Scenario &o)
    : m_doc(std::make_unique<Doc>(*o.m_doc)), m_info(o.m_info), m_expectations(o.m_expectations)
{}
Scenario &Scenario::operator=(const Scenario &o)
{
    if (this != &o) {
        m_doc = std::make_unique<Doc>(*o.m_doc);
        m_info = o.m_info;
        m_expectations = o.m_expectations;
    }
    return *this;
}
Scenario::Scenario(Scenario &&) noexcept = default;
Scenario &Scenario::operator=(Scenario &&) noexcept = default;
Scenario::~Scenario() = default;

namespace {

LinkConfig linkConfig(const ConfigNode &c, LinkConfig base)
{
    if (auto l = c.find("latency"))
        base.latency = l->distribution();
    base.dropProbability = c.probability("drop", base.dropProbability);
    base.duplicateProbability = c.probability("duplicate", base.duplicateProbability);
    return base;
}

} // namespace

Scenario Scenario::parse(std::string_view text, std::string file)
{
    Scenario s;
    s.m_info.file = file;
    if (text.size() > MaxScenarioBytes)
        throw ScenarioError(file, "", Finding{FindingKind::ScenarioTooLarge, {int64_t(MaxScenarioBytes >> 20)}, {}});
    s.m_doc->json = readJson(text, file);
    s.m_doc->original = s.m_doc->json;
    s.m_doc->layout = std::make_shared<const std::string>(text);
    s.check();
    s.checkVariants();
    return s;
}

Scenario Scenario::load(const std::string &path)
{
    return parse(readTextFile(path, MaxScenarioBytes), path);
}

void Scenario::check()
{
    const ConfigNode root(m_doc->json, "", &m_info.file);
    root.allowOnly({"$schema", "name", "title", "pattern", "summary", "seed", "until", "network", "participants",
                    "links", "inject", "faults", "narrative", "saga", "expectations", "explore", "variants",
                    "studentCopy"});
    if (auto schema = root.find("$schema"))
        schema->text(); // editors read it; it must be text, as the schema says
    m_info.name = root.at("name").text();
    if (m_info.name.empty())
        root.at("name").fail({FindingKind::NeedsName, {}, {}});
    if (m_info.name.size() > MaxNameLength)
        root.at("name").fail({FindingKind::NameTooLong, {int64_t(MaxNameLength), int64_t(m_info.name.size())}, {}});
    for (char c : m_info.name)
        if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-'))
            root.at("name").fail({FindingKind::ScenarioNameLetters, {}, {}});
    m_info.title = root.text("title", m_info.name);
    m_info.pattern = root.text("pattern", "");
    m_info.summary = root.text("summary", "");
    m_info.studentCopy = root.boolean("studentCopy", false);
    const int64_t seed = root.integer("seed", 1);
    if (seed < 0)
        root.at("seed").fail({FindingKind::SeedNegative, {}, {}});
    m_info.seed = uint64_t(seed);
    m_info.until = root.has("until") ? std::optional<SimTime>(root.at("until").duration()) : std::nullopt;
    m_info.saga.reset();
    if (auto saga = root.find("saga")) {
        saga->allowOnly({"owner", "final"});
        SagaSettings s;
        const ConfigNode owner = saga->at("owner");
        if (owner.isArray())
            for (const ConfigNode &o : owner.items())
                s.owners.push_back(o.text());
        else
            s.owners.push_back(owner.text());
        if (s.owners.empty())
            owner.fail({FindingKind::NameAnOwner, {}, {}});
        for (const ConfigNode &f : saga->at("final").items())
            s.finals.push_back(f.text());
        if (s.finals.empty())
            saga->at("final").fail({FindingKind::NameAFinalState, {}, {}});
        m_info.saga = s;
    }
    m_info.exploration = root.has("explore")
                             ? std::optional(readLessonExploration(root.at("explore"), m_info.studentCopy))
                             : std::nullopt;
    m_expectations = root.has("expectations") ? parseExpectations(root.at("expectations")) : std::vector<Expectation>{};
    for (const Expectation &x : m_expectations) {
        if (x.check != Expectation::Check::Metric)
            continue;
        if (!m_info.saga)
            throw ScenarioError(m_info.file, x.path + "/metric", Finding{FindingKind::SagaMetricsNeedSaga, {}, {}});
        // A misspelt final state would read 0 and pass or fail for the wrong reason.
        if (x.metric.starts_with("sagas.final.")) {
            const std::string state = x.metric.substr(12);
            const auto &finals = m_info.saga->finals;
            if (std::find(finals.begin(), finals.end(), state) == finals.end()) {
                std::string known;
                for (const std::string &f : finals)
                    known += (known.empty() ? "" : ", ") + f;
                throw ScenarioError(m_info.file, x.path + "/metric",
                                    Finding{FindingKind::NotAFinalState, {state, known}, {}});
            }
        }
    }
    // Build everything once: any wrong value fails here, with its path.
    const auto sim = instantiate();
    validateExpectations(m_expectations, *sim, m_info.file);
    if (m_info.saga) {
        std::vector<std::string> states; // every state the owners can write
        for (const std::string &owner : m_info.saga->owners) {
            bool known = false;
            for (size_t a = 0; a < sim->actorCount(); ++a) {
                const ParticipantInfo &p = sim->trace().participants()[a];
                if (p.name != owner && p.group != owner)
                    continue;
                known = true;
                if (const auto *declared = sim->actor(ActorRef(a))->declaredStates())
                    for (Sym s : *declared)
                        states.push_back(sim->trace().names().text(s));
            }
            if (!known)
                throw ScenarioError(m_info.file, "/saga/owner", Finding{FindingKind::UnknownParticipant, {owner}, {}});
        }
        const auto &finals = m_info.saga->finals;
        for (size_t i = 0; i < finals.size(); ++i)
            if (!states.empty() && std::find(states.begin(), states.end(), finals[i]) == states.end()) {
                std::string known;
                for (const std::string &s : states)
                    if (known.find(s) == std::string::npos)
                        known += (known.empty() ? "" : ", ") + s;
                throw ScenarioError(m_info.file, "/saga/final/" + std::to_string(i),
                                    Finding{FindingKind::NoOwnerWritesState, {finals[i], known}, {}});
            }
    }
}

std::unique_ptr<Simulation> Scenario::instantiate(std::optional<uint64_t> seed,
                                                  const std::vector<PinnedFault> &pins) const
{
    const ConfigNode root(m_doc->json, "", &m_info.file);
    auto sim = std::make_unique<Simulation>(seed.value_or(m_info.seed));
    BuildContext ctx{*sim, {}, {}, {}, NoActor, 0, 1};

    const auto participants = root.at("participants").items();
    if (participants.empty())
        root.at("participants").fail({FindingKind::NeedsParticipant, {}, {}});
    // Names first, so participants can refer to ones declared after them. An
    // application with N workers is N actors behind a router that bears its name.
    std::vector<int> workerCounts;
    ActorRef nextActor = 0;
    uint16_t nextGroup = 0;
    for (const ConfigNode &p : participants) {
        const ConfigNode name = p.at("name");
        if (name.text().empty() || name.text().find('/') != std::string::npos)
            name.fail({FindingKind::ParticipantName, {}, {}});
        if (name.text().size() > MaxNameLength)
            name.fail({FindingKind::NameTooLong, {int64_t(MaxNameLength), int64_t(name.text().size())}, {}});
        const int64_t workers = p.integer("workers", 1);
        if (workers < 1 || workers > 64)
            p.at("workers").fail({FindingKind::WorkersRange, {}, {}});
        if (size_t(nextActor) + size_t(workers) > MaxActors)
            p.fail({FindingKind::TooManyActors, {int64_t(MaxActors)}, {}});
        workerCounts.push_back(int(workers));
        const ActorRef address = workers == 1 ? nextActor : ActorRef(GroupBit | nextGroup++);
        nextActor = ActorRef(nextActor + workers);
        if (!ctx.participants.emplace(name.text(), address).second)
            name.fail({FindingKind::NameTaken, {name.text()}, {}});
        for (int w = 1; w <= workers && workers > 1; ++w)
            ctx.participants.emplace(name.text() + "/" + std::to_string(w), ActorRef(nextActor - workers + w - 1));
    }
    for (size_t i = 0; i < participants.size(); ++i) {
        const ConfigNode &p = participants[i];
        const ConfigNode kindName = p.at("kind");
        const ParticipantKind *kind = findParticipantKind(kindName.text());
        if (!kind) {
            std::string known;
            for (const ParticipantKind *k : participantKinds())
                known += (known.empty() ? "" : ", ") + std::string(k->name);
            kindName.fail({FindingKind::UnknownKind, {kindName.text(), known}, {}});
        }
        checkParticipantFields(p, *kind);
        ctx.appName = p.at("name").text();
        ctx.workerCount = workerCounts[i];
        const std::string group = ctx.workerCount > 1 ? ctx.appName : p.text("group", "");
        std::vector<ActorRef> members;
        for (int w = 0; w < ctx.workerCount; ++w) {
            ctx.workerIndex = w;
            ctx.workerName = ctx.workerCount > 1 ? ctx.appName + "/" + std::to_string(w + 1) : ctx.appName;
            ctx.workerRef = ActorRef(sim->actorCount());
            members.push_back(sim->addActor(kind->create(p, ctx), group));
        }
        if (ctx.workerCount > 1) {
            sim->addGroup(ctx.appName, members,
                          readChoice(p, kind->field("router"), {RouterPolicy::RoundRobin, RouterPolicy::Random}));
        } else if (p.has("router")) {
            p.at("router").fail({FindingKind::RouterNeedsWorkers, {}, {}});
        }
    }

    if (auto n = root.find("network")) {
        n->allowOnly({"latency", "drop", "duplicate"});
        sim->network().setDefault(linkConfig(*n, LinkConfig{}));
    }
    if (auto links = root.find("links")) {
        for (const ConfigNode &l : links->items()) {
            l.allowOnly({"from", "to", "latency", "drop", "duplicate"});
            const ActorRef from = ctx.participant(l.at("from")), to = ctx.participant(l.at("to"));
            LinkConfig base;
            if (auto n = root.find("network"))
                base = linkConfig(*n, base);
            const LinkConfig config = linkConfig(l, base);
            // A link to or from an application applies to each of its workers.
            for (ActorRef f : sim->members(from))
                for (ActorRef t : sim->members(to))
                    sim->network().setLink(f, t, config);
        }
    }
    if (auto inject = root.find("inject")) {
        for (const ConfigNode &i : inject->items()) {
            const ActorRef from = ctx.participant(i.at("from")), to = ctx.participant(i.at("to"));
            if (i.has("wire")) { // as another library's producer wrote it
                i.allowOnly({"at", "from", "to", "wire", "routingKey", "body"});
                Message m = wireMessage(i, i.at("at").duration(), ctx);
                m.from = isGroup(from) ? sim->members(from).front() : from;
                m.to = to;
                sim->addInjection(i.at("at").duration(), m);
                continue;
            }
            i.allowOnly({"at", "from", "to", "type", "id", "correlationId", "causationId", "body", "headers"});
            Message m;
            m.from = from;
            if (isGroup(m.from))
                m.from = sim->members(m.from).front(); // an application's name: its first worker sends it
            m.to = to;
            m.type = sim->intern(i.text("type", "message"));
            const uint16_t space = sim->addIdSpace("", IdStyle::Uuid);
            m.id = i.has("id") ? ctx.literalId(i.at("id")) : Id::make(space, 1);
            if (auto c = i.find("correlationId"))
                m.correlation = ctx.literalId(*c);
            if (auto c = i.find("causationId"))
                m.causation = ctx.literalId(*c);
            std::vector<Field> fields;
            Records &records = sim->trace().records();
            if (auto b = i.find("body"))
                for (const Field &f : records.fields(ctx.record(*b, Section::Body)))
                    fields.push_back(f);
            if (auto h = i.find("headers"))
                for (const Field &f : records.fields(ctx.record(*h, Section::Header)))
                    fields.push_back(f);
            m.record = records.add(fields);
            sim->addInjection(i.at("at").duration(), m);
        }
    }
    if (auto faults = root.find("faults"))
        addFaults(*faults, *sim, ctx);
    corrsim::addPinnedFaults(pins, faultEntries(), *sim);
    if (auto narrative = root.find("narrative"))
        addNarrative(*narrative, *sim, ctx, m_info.studentCopy);
    return sim;
}

namespace {

std::vector<std::string> splitPath(std::string_view path)
{
    std::vector<std::string> parts;
    const bool pointer = path.starts_with('/');
    if (pointer)
        path.remove_prefix(1);
    std::string cur;
    for (char c : path) {
        if (c == '/' || (!pointer && c == '.')) {
            parts.push_back(cur);
            cur.clear();
        } else {
            cur += c;
        }
    }
    parts.push_back(cur);
    for (auto &p : parts) { // JSON pointer escapes
        size_t i;
        while ((i = p.find("~1")) != std::string::npos)
            p.replace(i, 2, "/");
        while ((i = p.find("~0")) != std::string::npos)
            p.replace(i, 2, "~");
    }
    return parts;
}

} // namespace

void Scenario::set(const ParameterEdit &edit)
{
    const std::string label = edit.label();
    Json value;
    try {
        value = readJson(edit.value, label, {.comments = false});
    } catch (const ScenarioError &) {
        value = edit.value; // not JSON: plain text ("50ms", "atomic")
    }
    Scenario updated(*this);
    assignAt(updated.m_doc->json, edit.path, std::move(value), label, m_info.file);
    updated.check();
    *this = std::move(updated);
}

void Scenario::set(const std::vector<std::string> &path, const ParameterValue &value)
{
    const std::string label = jsonPointer(path) + " = " + value.shown();
    Scenario updated(*this);
    assignAt(updated.m_doc->json, path, parameterJson(value), label, m_info.file);
    takeChecked(std::move(updated), label);
}

void assignAt(Json &doc, std::string_view path, Json value, const FindingArg &label, const std::string &file)
{
    assignAt(doc, splitPath(path), std::move(value), label, file);
}

void assignAt(Json &doc, const std::vector<std::string> &parts, Json value, const FindingArg &label,
              const std::string &file)
{
    // A file's text is UTF-8, or refused by the JSON reader: so is an edit's.
    if (!isUtf8(jsonPointer(parts)) || (value.is_string() && !isUtf8(value.get_ref<const std::string &>())))
        throw ScenarioError(file, "/", Finding::labelled(label, {FindingKind::NotUtf8, {}, {}}));
    Json *node = &doc;
    std::string where;
    for (size_t i = 0; i < parts.size(); ++i) {
        const std::string &part = parts[i];
        const bool last = i + 1 == parts.size();
        if (node->is_array()) {
            size_t index = node->size();
            unsigned long n = 0;
            auto [end, ec] = std::from_chars(part.data(), part.data() + part.size(), n);
            if (ec == std::errc() && end == part.data() + part.size()) {
                index = n;
            } else {
                for (size_t k = 0; k < node->size(); ++k) {
                    const Json &el = (*node)[k];
                    if (el.is_object() && el.contains("name") && el["name"].is_string() &&
                        el["name"].get<std::string>() == part)
                        index = k;
                }
            }
            if (index >= node->size())
                throw ScenarioError(file, where.empty() ? "/" : where,
                                    Finding::labelled(label, {FindingKind::NoElementInList, {part}, {}}));
            where += "/" + std::to_string(index);
            node = &(*node)[index];
        } else if (node->is_object()) {
            where += "/" + part;
            // A field the scenario left at its defaults (a store given no settings) is
            // made here; the scenario's own checks then refuse a name it does not know.
            if (!node->contains(part) && !last)
                (*node)[part] = Json::object();
            node = &(*node)[part];
        } else {
            throw ScenarioError(file, where, Finding::labelled(label, {FindingKind::HasNoFields, {}, {}}));
        }
    }
    *node = std::move(value);
}

std::string Scenario::toJson() const
{
    return m_doc->json.dump(2, ' ', false, Json::error_handler_t::replace);
}

} // namespace corrsim
