#include "trace/ids.h"

#include <array>

#include "trace/hash.h"

#include <stdexcept>

namespace corrsim {

IdRegistry::IdRegistry(const IdRegistry &other, Names &names)
    : m_names(names), m_seed(other.m_seed), m_spaces(other.m_spaces), m_decimalByPrefix(other.m_decimalByPrefix)
{}

IdRegistry::IdRegistry(Names &names, uint64_t seed) : m_names(names), m_seed(seed)
{
    m_spaces.push_back({"", IdStyle::Decimal, 0}); // 0: null
    m_spaces.push_back({"", IdStyle::Decimal, 0}); // 1: literals (never formatted through here)
}

uint16_t IdRegistry::addSpace(std::string prefix, IdStyle style)
{
    if (m_spaces.size() > 0xffff) // MaxActors keeps scenarios far below this
        throw std::length_error("more than 65535 ID spaces");
    // The first one of a prefix parses; the empty prefix too, or a space printing bare
    // numbers would read back as literal IDs of the same text (another fingerprint).
    if (style == IdStyle::Decimal)
        m_decimalByPrefix.emplace(prefix, uint16_t(m_spaces.size()));
    const uint64_t prefixHash = hashName(prefix) * 0x9e3779b97f4a7c15ULL;
    m_spaces.push_back({std::move(prefix), style, prefixHash});
    return uint16_t(m_spaces.size() - 1);
}

namespace {
const char Hex[] = "0123456789abcdef";

void putHex(char *&out, uint64_t v, int nibbles)
{
    for (int i = nibbles - 1; i >= 0; --i)
        *out++ = Hex[(v >> (i * 4)) & 0xf];
}

/// Each byte's value as a lower-case hex digit, or 0xff: reading a trace back parses
/// three UUIDs a line, and a table beats two comparisons a digit.
constexpr std::array<uint8_t, 256> HexDigits = [] {
    std::array<uint8_t, 256> t{};
    t.fill(0xff);
    for (int c = '0'; c <= '9'; ++c)
        t[size_t(c)] = uint8_t(c - '0');
    for (int c = 'a'; c <= 'f'; ++c)
        t[size_t(c)] = uint8_t(c - 'a' + 10);
    return t;
}();

/// n hex digits from p as a number, or nothing when one is not a digit.
std::optional<uint64_t> hexNumber(const char *p, int n)
{
    uint64_t v = 0;
    uint8_t bad = 0;
    for (int i = 0; i < n; ++i) {
        const uint8_t d = HexDigits[static_cast<unsigned char>(p[i])];
        bad |= d;
        v = (v << 4) | (d & 0xf);
    }
    return bad & 0xf0 ? std::nullopt : std::optional<uint64_t>(v);
}
} // namespace

void formatUuid(uint64_t hi, uint64_t lo, char *out)
{
    hi = (hi & 0xffffffffffff0fffULL) | 0x0000000000004000ULL; // version 4
    lo = (lo & 0x3fffffffffffffffULL) | 0x8000000000000000ULL; // RFC 4122 variant
    char *p = out;
    putHex(p, hi >> 32, 8);
    *p++ = '-';
    putHex(p, (hi >> 16) & 0xffff, 4);
    *p++ = '-';
    putHex(p, hi & 0xffff, 4);
    *p++ = '-';
    putHex(p, lo >> 48, 4);
    *p++ = '-';
    putHex(p, lo & 0xffffffffffffULL, 12);
}

// A generated ID's UUID is version 8 (RFC 9562: its bits are ours to define): the 64
// bits of the Id, masked by the seed (each seed prints other UUIDs) and scrambled by a
// bijection (neighbours print unlike each other), and 58 check bits hashed from (seed,
// Id), so a reader can tell our UUIDs from any other and turn them back into the Id.
namespace {
uint64_t maskOf(uint64_t seed)
{
    uint64_t s = seed ^ 0x5c0ffee5eedULL;
    return splitmix64(s);
}
uint64_t checkOf(uint64_t seed, uint64_t bits)
{
    uint64_t s = seed ^ (bits * 0x9e3779b97f4a7c15ULL);
    return splitmix64(s) & ((uint64_t(1) << 58) - 1);
}

// MurmurHash3's finalizer: a bijection on 64 bits, so neighbouring IDs print unlike each
// other and still decode. Its inverse undoes each step (an odd multiplier has an
// inverse modulo 2^64; a shift by 33 or more undoes itself).
constexpr uint64_t M1 = 0xff51afd7ed558ccdULL, M2 = 0xc4ceb9fe1a85ec53ULL;
constexpr uint64_t inverseOf(uint64_t odd)
{
    uint64_t x = odd; // Newton's iteration doubles the correct low bits each time
    for (int i = 0; i < 6; ++i)
        x *= 2 - odd * x;
    return x;
}
static_assert(M1 * inverseOf(M1) == 1 && M2 * inverseOf(M2) == 1);

uint64_t scramble(uint64_t h)
{
    h ^= h >> 33;
    h *= M1;
    h ^= h >> 33;
    h *= M2;
    h ^= h >> 33;
    return h;
}

uint64_t unscramble(uint64_t h)
{
    h ^= h >> 33;
    h *= inverseOf(M2);
    h ^= h >> 33;
    h *= inverseOf(M1);
    h ^= h >> 33;
    return h;
}
} // namespace

void formatIdUuid(uint64_t seed, Id id, char *out)
{
    const uint64_t x = scramble(id.bits ^ maskOf(seed));
    const uint64_t high60 = x >> 4;
    const uint64_t hi = ((high60 >> 12) << 16) | 0x8000 | (high60 & 0xfff);               // version 8
    const uint64_t lo = (uint64_t(2) << 62) | ((x & 0xf) << 58) | checkOf(seed, id.bits); // variant 10
    char *p = out;
    putHex(p, hi >> 32, 8);
    *p++ = '-';
    putHex(p, (hi >> 16) & 0xffff, 4);
    *p++ = '-';
    putHex(p, hi & 0xffff, 4);
    *p++ = '-';
    putHex(p, lo >> 48, 4);
    *p++ = '-';
    putHex(p, lo & 0xffffffffffffULL, 12);
}

std::optional<Id> parseIdUuid(uint64_t seed, std::string_view text)
{
    if (text.size() != 36 || text[8] != '-' || text[13] != '-' || text[18] != '-' || text[23] != '-')
        return std::nullopt;
    // xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx: hi is the first 16 digits, lo the last 16.
    const char *p = text.data();
    const auto a = hexNumber(p, 8), b = hexNumber(p + 9, 4), c = hexNumber(p + 14, 4), d = hexNumber(p + 19, 4),
               e = hexNumber(p + 24, 12);
    if (!a || !b || !c || !d || !e)
        return std::nullopt;
    const uint64_t hi = *a << 32 | *b << 16 | *c, lo = *d << 48 | *e;
    if (((hi >> 12) & 0xf) != 8 || (lo >> 62) != 2)
        return std::nullopt;
    const uint64_t high60 = ((hi >> 16) << 12) | (hi & 0xfff);
    const uint64_t x = (high60 << 4) | ((lo >> 58) & 0xf);
    const Id id{unscramble(x) ^ maskOf(seed)};
    if (checkOf(seed, id.bits) != (lo & ((uint64_t(1) << 58) - 1)))
        return std::nullopt;
    return id;
}

std::string IdRegistry::format(Id id) const
{
    std::string s;
    formatTo(id, s);
    return s;
}

void IdRegistry::formatTo(Id id, std::string &out) const
{
    if (id.isNull())
        return;
    if (id.space() == LiteralSpace) {
        out += m_names.text(Sym(id.number()));
        return;
    }
    const Space &sp = m_spaces[id.space()];
    out += sp.prefix;
    if (sp.style == IdStyle::Decimal) {
        out += std::to_string(id.number());
        return;
    }
    char buf[36];
    formatIdUuid(m_seed, id, buf);
    out.append(buf, 36);
}

std::optional<Id> IdRegistry::parseGenerated(std::string_view text) const
{
    // A UUID of ours, after its space's prefix.
    if (text.size() >= 36)
        if (const auto id = parseIdUuid(m_seed, text.substr(text.size() - 36)))
            if (id->space() > LiteralSpace && id->space() < m_spaces.size()) {
                const Space &sp = m_spaces[id->space()];
                if (sp.style == IdStyle::Uuid && text.size() == sp.prefix.size() + 36 && text.starts_with(sp.prefix))
                    return *id;
            }
    // A prefix and a number: the first decimal space with that prefix (all of them
    // print alike, so which one does not change a text or a fingerprint).
    size_t digits = text.size();
    while (digits > 0 && text[digits - 1] >= '0' && text[digits - 1] <= '9')
        --digits;
    if (digits < text.size() && text.size() - digits <= 15 && text[digits] != '0')
        if (auto it = m_decimalByPrefix.find(text.substr(0, digits)); it != m_decimalByPrefix.end()) {
            uint64_t n = 0;
            for (size_t i = digits; i < text.size(); ++i)
                n = n * 10 + uint64_t(text[i] - '0');
            if (n >> 48 == 0) // a number the space can hold; a longer one is a literal's text
                return Id::make(it->second, n);
        }
    return std::nullopt;
}

Id IdRegistry::parse(std::string_view text)
{
    if (const auto id = parseGenerated(text))
        return *id;
    return literal(text);
}

uint64_t IdRegistry::canonicalHash(Id id, const std::vector<uint64_t> &nameHashes) const
{
    if (id.isNull())
        return 0;
    if (id.space() == LiteralSpace)
        return nameHashes[id.number()];
    const Space &sp = m_spaces[id.space()];
    // What its text says: a prefix and a number (every decimal space of that prefix
    // prints alike); a UUID's bits, which name its space too.
    uint64_t s = sp.prefixHash ^ (sp.style == IdStyle::Decimal ? id.number() : id.bits);
    return splitmix64(s);
}

uint64_t IdRegistry::canonicalTextHash(std::string_view text) const
{
    if (const auto id = parseGenerated(text))
        return canonicalHash(*id, {});
    return hashName(text);
}

std::string IdRegistry::shortForm(Id id) const
{
    return shortenId(format(id));
}

std::string shortenId(std::string text)
{
    if (text.size() > 13) {
        text.resize(8);
        text += "…";
    }
    return text;
}

} // namespace corrsim
