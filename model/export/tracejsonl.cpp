#include "export/tracejsonl.h"

#include "export/jsonexport.h"
#include "kernel/simulation.h"

namespace corrsim {

void writeTraceJsonl(std::ostream &out, const Trace &t, const ScenarioInfo &info)
{
    const auto dump = [](const OrderedJson &j) { return j.dump(-1, ' ', false, OrderedJson::error_handler_t::replace); };
    OrderedJson head;
    head["format"] = "corrsim-trace";
    head["version"] = 1;
    head["scenario"] = info.name;
    head["title"] = info.title;
    OrderedJson participants = OrderedJson::array();
    for (const auto &p : t.participants())
        participants.push_back({{"name", p.name}, {"kind", p.kind}, {"group", p.group}});
    head["participants"] = participants;
    OrderedJson stores = OrderedJson::array();
    for (const auto &s : t.stores())
        stores.push_back({{"name", s.name}, {"owner", t.actorName(s.owner)}});
    head["stores"] = stores;
    head["seed"] = t.seed();
    head["endTimeUs"] = t.size() ? t[t.size() - 1].time.micros() : 0;
    if (info.saga)
        head["saga"] = {{"owner", info.saga->owners}, {"final", info.saga->finals}};
    // The generated ID spaces, in order from space 2: a reader turns each ID's text back
    // into the same number with them (and the seed, for the UUIDs).
    OrderedJson spaces = OrderedJson::array();
    for (size_t s = 2; s < t.ids().spaceCount(); ++s)
        spaces.push_back({{"prefix", t.ids().spacePrefix(uint16_t(s))},
                          {"style", t.ids().spaceStyle(uint16_t(s)) == IdStyle::Uuid ? "uuid" : "decimal"}});
    head["idSpaces"] = spaces;
    head["fingerprint"] = t.fingerprint();
    head["fingerprintVersion"] = FingerprintVersion;
    out << dump(head) << '\n';

    for (size_t i = 0; i < t.size(); ++i) {
        const TraceEvent &e = t[i];
        OrderedJson j;
        j["seq"] = i;
        j["t"] = e.time.micros();
        j["kind"] = eventKindName(e.kind);
        if (e.actor != NoActor)
            j["actor"] = t.actorName(e.actor);
        if (e.peer != NoActor)
            j["peer"] = t.peerName(e);
        if (e.message)
            j["id"] = t.ids().format(e.message);
        if (e.correlation)
            j["correlationId"] = t.ids().format(e.correlation);
        if (e.ref)
            j[hasKey(e.kind) ? "key" : "causationId"] = t.ids().format(e.ref);
        if (e.detail)
            j[isMessageEvent(e.kind) ? "type" : "detail"] = t.names().text(e.detail);
        if (e.kind == EventKind::Send || e.kind == EventKind::Deliver) {
            j["attempt"] = e.attempt;
            j["firstSeenUs"] = e.value;
        } else if (isMessageEvent(e.kind)) {
            j["attempt"] = e.attempt;
            j["latencyUs"] = e.value; // how far a lost or copied message got
        } else if (isStoreEvent(e.kind)) {
            if (e.kind == EventKind::StoreClear)
                j["lost"] = e.value;
            else if (e.value != 0)
                j["expiresUs"] = e.value; // -1: no TTL
        } else if (e.kind == EventKind::ReplyMatched) {
            j["latencyUs"] = e.value;
        } else if (e.kind == EventKind::StateChange) {
            if (e.value)
                j["from"] = t.names().text(Sym(e.value));
        } else if (e.kind == EventKind::Effect) {
            if (e.value)
                j["step"] = t.names().text(Sym(e.value));
        } else if (e.kind == EventKind::Expectation) {
            j["passed"] = e.value != 0;
        } else if (e.value != 0) {
            j["value"] = e.value;
        }
        if (e.flags & FlagDuplicate) j["duplicate"] = true;
        if (e.flags & FlagPause) j["pause"] = true;
        if (e.flags & FlagInjected) j["injected"] = true;
        if (e.flags & FlagCompensation) j["compensation"] = true;
        if (e.flags & FlagReversible) j["reversible"] = true;
        if (e.record) {
            OrderedJson body = recordJson(e.record, t, Section::Body);
            OrderedJson headers = recordJson(e.record, t, Section::Header);
            const char *bodyName = isMessageEvent(e.kind) ? "body"
                                 : (isStoreEvent(e.kind) || e.kind == EventKind::ReplyMatched) ? "value"
                                                                                             : "fields";
            if (!body.empty()) j[bodyName] = body;
            if (!headers.empty()) j["headers"] = headers;
        }
        out << dump(j) << '\n';
    }
}

} // namespace corrsim
