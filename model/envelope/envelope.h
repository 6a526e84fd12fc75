#pragma once
// The message envelope as it crosses the wire (PRODUCT.md part C, reference 004).
// Immutable: every change makes a new envelope through with(). Header names in the
// reserved namespace "x-corrsim-" belong to the envelope; application headers may not
// use it, and unknown reserved names from a newer peer are never handed to the
// application.

#include <cstdint>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

namespace corrsim {

class Rng;

using Headers = std::map<std::string, std::string>;

/// A reserved name was put among application headers.
class EnvelopeError : public std::invalid_argument
{
public:
    using std::invalid_argument::invalid_argument;
};

namespace envelope_headers {
inline constexpr std::string_view ReservedPrefix = "x-corrsim-";
inline constexpr const char *Id = "x-corrsim-id";
inline constexpr const char *Type = "x-corrsim-type";
inline constexpr const char *Version = "x-corrsim-version";
inline constexpr const char *Correlation = "x-corrsim-correlation";
inline constexpr const char *Causation = "x-corrsim-causation";
inline constexpr const char *Attempt = "x-corrsim-attempt";
inline constexpr const char *FirstSeen = "x-corrsim-first-seen";
inline constexpr const char *Origin = "x-corrsim-origin";
inline constexpr const char *Claim = "x-corrsim-claim";
inline constexpr const char *Route = "x-corrsim-route";
inline constexpr const char *RoutePosition = "x-corrsim-route-position";
inline constexpr const char *RouteId = "x-corrsim-route-id";
/// True for any name in the reserved namespace (a namespace, not a list).
bool isReserved(std::string_view name);
/// True for the routing-slip names the envelope carries opaquely in route().
bool isRouteName(std::string_view name);
} // namespace envelope_headers

class Envelope
{
public:
    /// What a new envelope is made of; anything left out takes its default.
    struct Fields
    {
        std::optional<std::string> id{}; // a fresh UUID when absent
        std::string type = "message";
        int version = 1;
        std::optional<std::string> correlationId{}; // defaults to the id
        std::string causationId{};
        int attempt = 1;
        int64_t firstSeenMs = 0; // milliseconds on the wire
        std::string origin{};
        std::string claim{}; // claim-check reference
        Headers headers{};   // application headers only
        Headers route{};     // routing slip, carried opaquely
    };

    /// What with() replaces; a field left empty keeps its value.
    struct Changes
    {
        std::optional<std::string> id{};
        std::optional<std::string> type{};
        std::optional<int> version{};
        std::optional<std::string> correlationId{};
        std::optional<std::string> causationId{};
        std::optional<int> attempt{};
        std::optional<int64_t> firstSeenMs{};
        std::optional<std::string> origin{};
        std::optional<std::string> claim{};
        std::optional<Headers> headers{};
        std::optional<Headers> route{};
    };

    /// Makes an envelope; throws EnvelopeError if an application header is reserved.
    static Envelope create(Fields fields, Rng &rng);
    /// Reads an envelope from a header map, tolerating what is missing or unreadable.
    /// type falls back to the routing key, then to "message"; a missing id gets a fresh
    /// UUID and a missing first_seen is nowMs.
    static Envelope fromHeaders(const Headers &wire, std::string_view routingKey, Rng &rng, int64_t nowMs);

    /// A new envelope with the given fields replaced; this one is unchanged.
    Envelope with(const Changes &changes) const;
    /// The envelope as wire headers: reserved fields, route and application headers.
    Headers toHeaders() const;

    const std::string &id() const { return m_f.id.value(); }
    const std::string &type() const { return m_f.type; }
    int version() const { return m_f.version; }
    const std::string &correlationId() const { return m_f.correlationId.value(); }
    const std::string &causationId() const { return m_f.causationId; }
    int attempt() const { return m_f.attempt; }
    int64_t firstSeenMs() const { return m_f.firstSeenMs; }
    /// Seconds between first_seen and nowMs: what a retry policy's give-up-after reads.
    double ageSeconds(int64_t nowMs) const { return double(nowMs - m_f.firstSeenMs) / 1000.0; }
    const std::string &origin() const { return m_f.origin; }
    const std::string &claim() const { return m_f.claim; }
    const Headers &headers() const { return m_f.headers; }
    const Headers &route() const { return m_f.route; }

    bool operator==(const Envelope &o) const;

private:
    explicit Envelope(Fields f) : m_f(std::move(f)) {}
    static void checkApplicationHeaders(const Headers &h);
    Fields m_f;
};

/// A fresh random UUID drawn from rng.
std::string newUuid(Rng &rng);

} // namespace corrsim
