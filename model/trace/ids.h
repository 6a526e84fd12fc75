#pragma once
// Message and business IDs. Inside the model an ID is 64 bits: a 16-bit space and a
// 48-bit number. Space 1 holds literal IDs written in a scenario ("101", "ORD-7"),
// whose number is the interned text. Other spaces are generated sequences with a
// format (a prefix and either a UUID or a decimal number), so a million generated
// IDs cost no strings until someone looks at them, and their texts can be read back
// into the same numbers (version-8 UUIDs encode the ID).

#include "trace/names.h"

// moc before Qt 6.5.3 mis-parses libstdc++'s <compare>; moc never needs it.
#ifndef Q_MOC_RUN
#include <compare>
#endif
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
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

/// Writes a version-4 UUID made from 128 random bits into out[0..36).
void formatUuid(uint64_t hi, uint64_t lo, char *out);
/// Writes the version-8 UUID of a generated Id into out[0..36): the Id's bits, scrambled
/// by the seed, and check bits. Not random, and it says so; parseIdUuid inverts it.
void formatIdUuid(uint64_t seed, Id id, char *out);
/// The Id a version-8 UUID of ours stands for (with the same seed); nothing otherwise.
std::optional<Id> parseIdUuid(uint64_t seed, std::string_view text);

enum class IdStyle : uint8_t { Uuid, Decimal };

/// Owns the formats of ID spaces and renders IDs as text.
class IdRegistry
{
public:
    static constexpr uint16_t LiteralSpace = 1;

    IdRegistry(Names &names, uint64_t seed);
    /// The same spaces, naming literals in `names` (a copy of other's names).
    IdRegistry(const IdRegistry &other, Names &names);
    IdRegistry(const IdRegistry &) = delete;
    IdRegistry &operator=(const IdRegistry &) = delete;
    /// A new generated space; each actor that mints IDs gets its own.
    uint16_t addSpace(std::string prefix, IdStyle style);
    Id literal(std::string_view text) { return Id::make(LiteralSpace, m_names.intern(text)); }
    std::string format(Id id) const;
    /// A form people can read in a table or on an arrow: an ID the scenario wrote
    /// ("101", "ORD-7") as it is; a generated one cut to its first 8 characters and "…".
    std::string shortForm(Id id) const;
    /// Appends the text of id to out (no allocation when out has room).
    void formatTo(Id id, std::string &out) const;
    /// The Id a text names: a generated one when the text is one this registry prints
    /// (a prefix and a UUID of ours, a prefix and a number), else a literal. Reading a
    /// trace back turns its IDs into numbers again this way.
    Id parse(std::string_view text);
    /// The generated Id a text is the print of, if it is one.
    std::optional<Id> parseGenerated(std::string_view text) const;
    /// A hash of what the Id's text says, without printing it: the same for the same
    /// text in a run and in its trace read back. Generated IDs hash by prefix and number;
    /// a literal by canonicalTextHash of its text, looked up in nameHashes (one per name).
    uint64_t canonicalHash(Id id, const std::vector<uint64_t> &nameHashes) const;
    /// The hash of a text: as the generated Id it prints, if it is one, else of the text.
    uint64_t canonicalTextHash(std::string_view text) const;

    /// The generated spaces, from space 2 on, for a trace's header.
    size_t spaceCount() const { return m_spaces.size(); }
    const std::string &spacePrefix(uint16_t s) const { return m_spaces[s].prefix; }
    IdStyle spaceStyle(uint16_t s) const { return m_spaces[s].style; }

private:
    struct Space
    {
        std::string prefix;
        IdStyle style;
        uint64_t prefixHash;
    };
    Names &m_names;
    uint64_t m_seed;
    std::vector<Space> m_spaces;
    std::map<std::string, uint16_t, std::less<>> m_decimalByPrefix;
};

/// True when the IDs of a numbered (decimal) space with this prefix read back as
/// themselves: not when it ends in a digit ("PAY1" and 1 print "PAY11", read back as
/// "PAY" and 11).
inline bool numberedPrefixReadsBack(std::string_view prefix)
{
    return prefix.empty() || prefix.back() < '0' || prefix.back() > '9';
}

/// Hands out the next number of one generated space.
class IdSequence
{
public:
    IdSequence() = default;
    explicit IdSequence(uint16_t space) : m_space(space) {}
    Id next() { return Id::make(m_space, ++m_last); }
    uint64_t last() const { return m_last; }

private:
    uint16_t m_space = 0;
    uint64_t m_last = 0;
};

/// An ID's text as people read it in a table: short ones as they are, a long one cut to
/// its first 8 characters and "…" (IdRegistry::shortForm).
std::string shortenId(std::string text);

} // namespace corrsim
