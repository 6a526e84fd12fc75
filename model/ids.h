#pragma once
// Message and business IDs. Inside the model an ID is 64 bits: a 16-bit space and a
// 48-bit number. Space 1 holds literal IDs written in a scenario ("101", "ORD-7"),
// whose number is the interned text. Other spaces are generated sequences with a
// format (a prefix and either a UUID or a decimal number), so a million generated
// IDs cost no strings until someone looks at them.

#include "names.h"

// moc before Qt 6.5.3 mis-parses libstdc++'s <compare>; moc never needs it.
#ifndef Q_MOC_RUN
#include <compare>
#endif
#include <cstdint>
#include <string>
#include <vector>

namespace corrsim {

struct Id
{
    uint64_t bits = 0;
    constexpr bool isNull() const { return bits == 0; }
    constexpr explicit operator bool() const { return bits != 0; }
    constexpr auto operator<=>(const Id &) const = default;
    constexpr uint16_t space() const { return uint16_t(bits >> 48); }
    constexpr uint64_t number() const { return bits & ((uint64_t(1) << 48) - 1); }
    static constexpr Id make(uint16_t space, uint64_t number)
    {
        return Id{(uint64_t(space) << 48) | (number & ((uint64_t(1) << 48) - 1))};
    }
};

/// Writes a version-4 UUID made from 128 bits into out[0..36).
void formatUuid(uint64_t hi, uint64_t lo, char *out);

enum class IdStyle : uint8_t { Uuid, Decimal };

/// Owns the formats of ID spaces and renders IDs as text.
class IdRegistry
{
public:
    static constexpr uint16_t LiteralSpace = 1;

    IdRegistry(Names &names, uint64_t seed);
    /// A new generated space; each actor that mints IDs gets its own.
    uint16_t addSpace(std::string prefix, IdStyle style);
    Id literal(std::string_view text) { return Id::make(LiteralSpace, m_names.intern(text)); }
    std::string format(Id id) const;
    /// Appends the text of id to out (no allocation when out has room).
    void formatTo(Id id, std::string &out) const;

private:
    struct Space
    {
        std::string prefix;
        IdStyle style;
    };
    Names &m_names;
    uint64_t m_seed;
    std::vector<Space> m_spaces;
};

/// Hands out the next number of one generated space.
class IdSequence
{
public:
    IdSequence() = default;
    explicit IdSequence(uint16_t space) : m_space(space) {}
    Id next() { return Id::make(m_space, ++m_last); }

private:
    uint16_t m_space = 0;
    uint64_t m_last = 0;
};

} // namespace corrsim
