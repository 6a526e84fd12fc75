#include "envelope/envelope.h"

#include "kernel/random.h"
#include "trace/ids.h"

#include <charconv>

namespace corrsim {

namespace envelope_headers {
bool isReserved(std::string_view name)
{
    return name.starts_with(ReservedPrefix);
}
bool isRouteName(std::string_view name)
{
    return name == Route || name == RoutePosition || name == RouteId;
}
} // namespace envelope_headers

namespace eh = envelope_headers;

std::string newUuid(Rng &rng)
{
    const uint64_t hi = rng.next();
    const uint64_t lo = rng.next();
    char buf[36];
    formatUuid(hi, lo, buf);
    return std::string(buf, 36);
}

void Envelope::checkApplicationHeaders(const Headers &h)
{
    for (const auto &[name, value] : h)
        if (eh::isReserved(name))
            throw EnvelopeError("header '" + name + "' is in the reserved namespace '" +
                                std::string(eh::ReservedPrefix) + "' and cannot be an application header");
}

Envelope Envelope::create(Fields f, Rng &rng)
{
    checkApplicationHeaders(f.headers);
    if (!f.id || f.id->empty())
        f.id = newUuid(rng);
    if (!f.correlationId || f.correlationId->empty())
        f.correlationId = f.id;
    if (f.type.empty())
        f.type = "message";
    return Envelope(std::move(f));
}

Envelope Envelope::with(const Changes &c) const
{
    Fields f = m_f;
    if (c.id)
        f.id = c.id;
    if (c.type)
        f.type = *c.type;
    if (c.version)
        f.version = *c.version;
    if (c.correlationId)
        f.correlationId = c.correlationId;
    if (c.causationId)
        f.causationId = *c.causationId;
    if (c.attempt)
        f.attempt = *c.attempt;
    if (c.firstSeenMs)
        f.firstSeenMs = *c.firstSeenMs;
    if (c.origin)
        f.origin = *c.origin;
    if (c.claim)
        f.claim = *c.claim;
    if (c.headers) {
        checkApplicationHeaders(*c.headers);
        f.headers = *c.headers;
    }
    if (c.route)
        f.route = *c.route;
    return Envelope(std::move(f));
}

Headers Envelope::toHeaders() const
{
    Headers h = m_f.headers;
    h[eh::Id] = id();
    h[eh::Type] = m_f.type;
    h[eh::Version] = std::to_string(m_f.version);
    h[eh::Correlation] = correlationId();
    if (!m_f.causationId.empty())
        h[eh::Causation] = m_f.causationId;
    h[eh::Attempt] = std::to_string(m_f.attempt);
    h[eh::FirstSeen] = std::to_string(m_f.firstSeenMs);
    if (!m_f.origin.empty())
        h[eh::Origin] = m_f.origin;
    if (!m_f.claim.empty())
        h[eh::Claim] = m_f.claim;
    for (const auto &[k, v] : m_f.route)
        h[k] = v;
    return h;
}

template <typename T> static std::optional<T> readNumber(const Headers &h, const char *name)
{
    auto it = h.find(name);
    if (it == h.end())
        return std::nullopt;
    T v{};
    const std::string &s = it->second;
    auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc() || end != s.data() + s.size())
        return std::nullopt;
    return v;
}

static std::string readText(const Headers &h, const char *name)
{
    auto it = h.find(name);
    return it == h.end() ? std::string() : it->second;
}

Envelope Envelope::fromHeaders(const Headers &wire, std::string_view routingKey, Rng &rng, int64_t nowMs)
{
    Fields f;
    f.id = readText(wire, eh::Id);
    f.type = readText(wire, eh::Type);
    if (f.type.empty())
        f.type = routingKey.empty() ? "message" : std::string(routingKey);
    f.version = readNumber<int>(wire, eh::Version).value_or(1);
    f.correlationId = readText(wire, eh::Correlation);
    f.causationId = readText(wire, eh::Causation);
    const int attempt = readNumber<int>(wire, eh::Attempt).value_or(1);
    f.attempt = attempt >= 1 ? attempt : 1;
    f.firstSeenMs = readNumber<int64_t>(wire, eh::FirstSeen).value_or(nowMs);
    f.origin = readText(wire, eh::Origin);
    f.claim = readText(wire, eh::Claim);
    for (const auto &[k, v] : wire) {
        if (eh::isRouteName(k))
            f.route[k] = v;
        else if (!eh::isReserved(k))
            f.headers[k] = v; // unknown reserved names are not the application's
    }
    return create(std::move(f), rng);
}

bool Envelope::operator==(const Envelope &o) const
{
    const Fields &a = m_f, &b = o.m_f;
    return a.id == b.id && a.type == b.type && a.version == b.version && a.correlationId == b.correlationId &&
           a.causationId == b.causationId && a.attempt == b.attempt && a.firstSeenMs == b.firstSeenMs &&
           a.origin == b.origin && a.claim == b.claim && a.headers == b.headers && a.route == b.route;
}

} // namespace corrsim
