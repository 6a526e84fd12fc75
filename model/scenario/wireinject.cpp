#include "scenario/wireinject.h"

#include "envelope/envelope.h"
#include "input/json.h"
#include "participants/buildcontext.h"

namespace corrsim {

std::optional<std::string> wireHeaderText(const ConfigNode &value)
{
    if (value.isNull())
        return std::nullopt; // a header is there or it is not
    if (value.isString())
        return value.text();
    return value.json().dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

Message wireMessage(const ConfigNode &inject, SimTime at, BuildContext &ctx)
{
    Simulation &sim = ctx.sim;
    Headers wire;
    const ConfigNode headers = inject.at("wire");
    if (!headers.isObject())
        headers.fail({FindingKind::WireHeadersObject, {}, {}});
    for (const auto &[name, value] : headers.members())
        if (auto text = wireHeaderText(value))
            wire[name] = *text;
    // A missing ID is a fresh UUID from a stream of its own: the same on every run.
    Rng ids = sim.stream("wire " + inject.path());
    const int64_t nowMs = at.micros() / 1000;
    const Envelope read = Envelope::fromHeaders(wire, inject.text("routingKey", ""), ids, nowMs);

    Message m;
    m.id = sim.trace().ids().literal(read.id());
    m.correlation = sim.trace().ids().literal(read.correlationId());
    if (!read.causationId().empty())
        m.causation = sim.trace().ids().literal(read.causationId());
    m.type = sim.intern(read.type());
    m.attempt = uint16_t(std::min(read.attempt(), 65535));
    // Milliseconds on the run's clock; one before it started or after this send is from
    // a clock the run does not have, so it is read like one that is missing: now.
    const int64_t firstSeen = read.firstSeenMs();
    m.firstSeen = firstSeen >= 0 && firstSeen <= nowMs ? SimTime::fromMillis(firstSeen) : at;
    std::vector<Field> fields;
    Records &records = sim.trace().records();
    if (auto b = inject.find("body"))
        for (const Field &f : records.fields(ctx.record(*b, Section::Body)))
            fields.push_back(f);
    // The application's headers, and what of the envelope the message has no field for:
    // its version when not 1, its origin and claim, and the routing slip. They travel in
    // the message's record under their reserved names, so every hop, retry and dead
    // letter carries them and both trace formats keep them (messageenvelope.cpp reads
    // them back into the envelope).
    auto header = [&](const std::string &name, const std::string &value) {
        fields.push_back({sim.intern(name), Section::Header, Value::text(sim.intern(value))});
    };
    for (const auto &[name, value] : read.headers())
        header(name, value);
    namespace eh = envelope_headers;
    if (read.version() != 1)
        header(eh::Version, std::to_string(read.version()));
    if (!read.origin().empty())
        header(eh::Origin, read.origin());
    if (!read.claim().empty())
        header(eh::Claim, read.claim());
    for (const auto &[name, value] : read.route())
        header(name, value);
    m.record = records.add(fields);
    return m;
}

} // namespace corrsim
