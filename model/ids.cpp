#include "ids.h"

#include "random.h"

namespace corrsim {

IdRegistry::IdRegistry(Names &names, uint64_t seed) : m_names(names), m_seed(seed)
{
    m_spaces.push_back({"", IdStyle::Decimal}); // 0: null
    m_spaces.push_back({"", IdStyle::Decimal}); // 1: literals (never formatted through here)
}

uint16_t IdRegistry::addSpace(std::string prefix, IdStyle style)
{
    m_spaces.push_back({std::move(prefix), style});
    return uint16_t(m_spaces.size() - 1);
}

void formatUuid(uint64_t hi, uint64_t lo, char *out)
{
    hi = (hi & 0xffffffffffff0fffULL) | 0x0000000000004000ULL; // version 4
    lo = (lo & 0x3fffffffffffffffULL) | 0x8000000000000000ULL; // RFC 4122 variant
    static const char hex[] = "0123456789abcdef";
    int p = 0;
    auto put = [&](uint64_t v, int nibbles) {
        for (int i = nibbles - 1; i >= 0; --i)
            out[p++] = hex[(v >> (i * 4)) & 0xf];
    };
    put(hi >> 32, 8);
    out[p++] = '-';
    put((hi >> 16) & 0xffff, 4);
    out[p++] = '-';
    put(hi & 0xffff, 4);
    out[p++] = '-';
    put(lo >> 48, 4);
    out[p++] = '-';
    put(lo & 0xffffffffffffULL, 12);
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
    // A UUID whose bits are a hash of (seed, ID): stable per run and seed, unique in
    // practice, and never stored.
    uint64_t state = m_seed ^ (id.bits * 0x9e3779b97f4a7c15ULL);
    const uint64_t hi = splitmix64(state);
    const uint64_t lo = splitmix64(state);
    char buf[36];
    formatUuid(hi, lo, buf);
    out.append(buf, 36);
}

} // namespace corrsim
