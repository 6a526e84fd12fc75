#pragma once
// Interned strings: every repeated text in a run (types, field names, details, literal IDs)
// is stored once and referred to by a 32-bit symbol. Symbol 0 is the empty string.

#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace corrsim {

using Sym = uint32_t;

class Names
{
public:
    Names();
    Sym intern(std::string_view text);
    /// The symbol of text if it was interned, else 0.
    Sym find(std::string_view text) const;
    const std::string &text(Sym s) const { return m_texts[s]; }
    size_t size() const { return m_texts.size(); }
    /// About how much memory the names hold.
    size_t bytes() const { return m_bytes; }

private:
    struct Hash
    {
        using is_transparent = void;
        size_t operator()(std::string_view s) const { return std::hash<std::string_view>()(s); }
    };
    std::vector<std::string> m_texts;
    std::unordered_map<std::string, Sym, Hash, std::equal_to<>> m_index;
    size_t m_bytes = 0;
};

} // namespace corrsim
