#include "export/traceheader.h"

#include "input/confignode.h"
#include "input/scenariolimits.h"
#include "run/expectationchecks.h"
#include "run/invariants.h"
#include "scenario/importfacts.h"

namespace corrsim {

namespace {
/// A participant's facts from its header entry; none in a header that does not say it
/// has them (an older file).
std::optional<ParticipantFacts> factsOf(const LineFields &p, bool withFacts)
{
    if (!withFacts)
        return std::nullopt;
    ParticipantFacts f;
    if (p.has("states")) {
        f.declaresStates = true;
        f.states = p.texts(p.at("states"), "states");
    }
    f.consumesMessages = p.flag("consumes");
    f.inbox = p.flag("inbox");
    return f;
}

/// What an import could not show, as the header keeps it (see ImportFacts).
OrderedJson importJson(const ImportFacts &f)
{
    OrderedJson gaps = OrderedJson::array();
    for (const SpanGapFact &g : f.gaps)
        gaps.push_back({{"traceId", g.traceId},
                        {"spanId", g.spanId},
                        {"service", g.service},
                        {"name", g.name},
                        {"missing", g.missing}});
    return {{"format", f.format},
            {"spans", f.spans},
            {"messages", f.messages},
            {"joinedWithoutEdge", f.joinedWithoutEdge},
            {"repliesWithoutOutcome", f.repliesWithoutOutcome},
            {"effectsWithoutKey", f.effectsWithoutKey},
            {"clockSkewUs", f.clockSkewMicros},
            {"replyTimeoutUs", f.replyTimeoutMicros},
            {"effectSpans", f.effectSpans},
            {"gaps", gaps}};
}

ImportFacts importFacts(const LineFields &h)
{
    ImportFacts f;
    f.format = h.text("format");
    f.spans = uint64_t(h.whole("spans", 0, INT64_MAX, 0));
    f.messages = uint64_t(h.whole("messages", 0, INT64_MAX, 0));
    f.joinedWithoutEdge = uint64_t(h.whole("joinedWithoutEdge", 0, INT64_MAX, 0));
    f.repliesWithoutOutcome = uint64_t(h.whole("repliesWithoutOutcome", 0, INT64_MAX, 0));
    f.effectsWithoutKey = uint64_t(h.whole("effectsWithoutKey", 0, INT64_MAX, 0));
    f.clockSkewMicros = h.whole("clockSkewUs", 0, MaxVirtualMicros, 0);
    f.replyTimeoutMicros = h.whole("replyTimeoutUs", 0, MaxVirtualMicros, 0);
    if (h.has("effectSpans"))
        f.effectSpans = h.texts(h.at("effectSpans"), "effectSpans");
    if (h.has("gaps")) {
        if (!h.at("gaps").is_array())
            h.fail("gaps", FindingKind::ExpectedListAlone);
        for (const OrderedJson &g : h.at("gaps")) {
            const LineFields gf = h.nested(g);
            f.gaps.push_back(
                {gf.text("traceId"), gf.text("spanId"), gf.text("service"), gf.text("name"), gf.text("missing")});
        }
    }
    return f;
}
} // namespace

std::string traceHeaderJson(const Trace &t, const ScenarioInfo &info, const char *format)
{
    OrderedJson head;
    head["format"] = format;
    head["version"] = 1;
    head["scenario"] = info.name;
    head["title"] = info.title;
    if (!info.variant.empty()) // the lesson's variant it ran (the summary names it)
        head["variant"] = info.variant;
    OrderedJson participants = OrderedJson::array();
    bool facts = !t.participants().empty();
    for (const auto &p : t.participants()) {
        OrderedJson one = {{"name", p.name}, {"kind", p.kind}, {"group", p.group}};
        facts = facts && p.facts;
        if (p.facts && p.facts->declaresStates)
            one["states"] = p.facts->states;
        if (p.facts && p.facts->consumesMessages) {
            one["consumes"] = true;
            one["inbox"] = p.facts->inbox;
        }
        participants.push_back(std::move(one));
    }
    head["participants"] = participants;
    // What the checks read of the participants is in it: a reader judges it as the run was.
    if (facts)
        head["participantFacts"] = true;
    OrderedJson stores = OrderedJson::array();
    for (const auto &s : t.stores())
        stores.push_back({{"name", s.name}, {"owner", t.actorName(s.owner)}});
    head["stores"] = stores;
    head["seed"] = t.seed();
    head["endTimeUs"] = t.size() ? t[t.size() - 1].time.micros() : 0;
    head["events"] = t.size();
    if (info.saga)
        head["saga"] = {{"owner", info.saga->owners}, {"final", info.saga->finals}};
    // What the run was judged by: a reader judges the trace by them again.
    if (info.expectations && !info.expectations->empty())
        head["expectations"] = OrderedJson::parse(expectationsJson(*info.expectations));
    // Spans another tool wrote: what they could not show, judged again as "unknown".
    if (info.imported)
        head["imported"] = importJson(*info.imported);
    // The generated ID spaces, in order from space 2: a reader turns each ID's text back
    // into the same number with them (and the seed, for the UUIDs).
    OrderedJson spaces = OrderedJson::array();
    for (size_t s = 2; s < t.ids().spaceCount(); ++s)
        spaces.push_back({{"prefix", t.ids().spacePrefix(uint16_t(s))},
                          {"style", t.ids().spaceStyle(uint16_t(s)) == IdStyle::Uuid ? "uuid" : "decimal"}});
    head["idSpaces"] = spaces;
    head["fingerprint"] = t.fingerprint();
    head["fingerprintVersion"] = FingerprintVersion;
    return head.dump(-1, ' ', false, OrderedJson::error_handler_t::replace);
}

TraceHeader readTraceHeader(const OrderedJson &head, const std::string &headText, const std::string &file, int line,
                            ReadTrace &r)
{
    RunRecord &run = *r.record;
    const LineFields h(head, file, line, headText);
    if (h.whole("version", 1, 1000, 1) != 1)
        h.fail("version", FindingKind::NewerTrace, {h.whole("version", 1, 1000, 1)});
    run.info.name = h.text("scenario", "trace");
    run.info.title = h.text("title", run.info.name);
    run.info.variant = h.text("variant");
    run.info.file = file;
    run.info.seed = uint64_t(h.whole("seed", 0, INT64_MAX, 1));
    // A fingerprint computed another way cannot be compared with ours.
    if (h.whole("fingerprintVersion", 1, 1000, 1) == FingerprintVersion)
        r.fingerprintInFile = h.text("fingerprint");
    // What the events must add up to, for the trace to vouch for itself (readSavedTrace).
    if (h.has("events"))
        r.eventsInFile = uint64_t(h.whole("events", 0, INT64_MAX, 0));
    if (h.has("endTimeUs"))
        r.endTimeInFile = SimTime::fromMicros(h.whole("endTimeUs", 0, MaxVirtualMicros, 0));
    if (h.has("saga")) {
        const OrderedJson &saga = h.at("saga");
        if (!saga.is_object() || !saga.contains("owner") || !saga.contains("final"))
            h.fail("saga", FindingKind::SagaHeaderShape);
        SagaSettings s;
        s.owners = h.texts(saga["owner"], "saga");
        s.finals = h.texts(saga["final"], "saga");
        run.info.saga = s;
    }
    if (h.has("expectations")) {
        if (!h.at("expectations").is_array())
            h.fail("expectations", FindingKind::ExpectedListAlone);
        try {
            const Json list = Json::parse(h.at("expectations").dump());
            run.info.expectations = std::make_shared<const std::vector<Expectation>>(
                parseExpectations(ConfigNode(list, "/expectations", &file)));
        } catch (const ScenarioError &e) {
            // Said where in the header's list it is, as a scenario's error would be.
            const std::string place = e.place(); // "FILE: /expectations/0: "
            h.fail("expectations", Finding::labelled(place.substr(0, place.size() - 2), e.finding()));
        }
    }
    if (h.has("imported"))
        run.info.imported = std::make_shared<const ImportFacts>(importFacts(h.nested(h.at("imported"))));
    TraceHeader out;
    out.trace = std::make_shared<Trace>(run.info.seed);
    Trace &t = *out.trace;
    auto &actors = out.actors;
    auto &stores = out.stores;
    if (h.has("idSpaces")) {
        if (!h.at("idSpaces").is_array())
            h.fail("idSpaces", FindingKind::ExpectedListAlone);
        for (const auto &s : h.at("idSpaces")) {
            const LineFields sf(s, file, line, headText);
            const std::string style = sf.text("style");
            if (style != "uuid" && style != "decimal")
                sf.fail("style", FindingKind::ExpectedUuidOrDecimal);
            if (style == "decimal" && !numberedPrefixReadsBack(sf.text("prefix")))
                sf.fail("prefix", FindingKind::PrefixReadsBackAsOthers);
            try {
                t.ids().addSpace(sf.text("prefix"), style == "uuid" ? IdStyle::Uuid : IdStyle::Decimal);
            } catch (const std::length_error &) {
                sf.fail("idSpaces", FindingKind::TooManyIdSpaces, {int64_t(65535)});
            }
        }
    }
    const bool withFacts = h.flag("participantFacts");
    for (const char *list : {"participants", "stores"})
        if (!h.has(list) || !h.at(list).is_array())
            h.fail(list, FindingKind::ExpectedListAlone);
    for (const auto &p : h.at("participants")) {
        const LineFields pf(p, file, line, headText);
        const std::string name = pf.text("name");
        if (name.empty() || actors.count(name))
            pf.fail("participants", FindingKind::ParticipantOwnName);
        if (actors.size() >= MaxActors)
            pf.fail("participants", FindingKind::TooManyParticipants, {int64_t(MaxActors)});
        actors[name] = t.addParticipant({name, pf.text("kind"), pf.text("group"), factsOf(pf, withFacts)});
    }
    for (const auto &s : h.at("stores")) {
        const LineFields sf(s, file, line, headText);
        const std::string name = sf.text("name"), owner = sf.text("owner");
        if (name.empty() || stores.count(name))
            sf.fail("stores", FindingKind::StoreOwnName);
        if (!owner.empty() && !actors.count(owner))
            sf.fail("owner", FindingKind::NoParticipantCalledQuoted, {owner});
        if (stores.size() >= 65535)
            sf.fail("stores", FindingKind::TooManyStores, {int64_t(65535)});
        stores[name] = t.addStore({name, owner.empty() ? NoActor : actors.at(owner)});
    }

    return out;
}

void finishReadRun(ReadTrace &r, std::shared_ptr<Trace> trace)
{
    RunRecord &run = *r.record;
    const Trace &t = *trace;
    run.events = trace;
    run.seed = run.info.seed;
    run.end = t.size() ? t[t.size() - 1].time : SimTime();
    run.fingerprint = t.fingerprint();
    run.stores = std::make_shared<StoreHistory>(trace);
    if (run.info.saga)
        run.sagas = sagaReport(t, *run.info.saga);
    // Judged as the run that wrote it was: the same checks, read off the trace alone.
    run.invariants = checkInvariants(t, run.sagas ? &*run.sagas : nullptr, *run.stores);
    // And its expectations, where its header keeps them: judged again, with what each
    // found (the verdict events keep the verdicts alone). A verdict that comes out
    // otherwise than the trace recorded it is said, and the one judged now is shown.
    if (run.info.expectations) {
        std::vector<ExpectationResult> judged =
            judgeExpectations(*run.info.expectations, t, *run.stores, run.sagas ? &*run.sagas : nullptr);
        for (size_t i = 0; i < judged.size(); ++i)
            if (i >= run.expectations.size() || run.expectations[i].name != judged[i].name ||
                run.expectations[i].passed != judged[i].passed)
                run.warnings.push_back(
                    {"",
                     {judged[i].passed ? FindingKind::ExpectationNowPasses : FindingKind::ExpectationNowFails,
                      {judged[i].name},
                      {}}});
        run.expectations = std::move(judged);
    }
}

} // namespace corrsim
