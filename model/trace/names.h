#pragma once
// Interned strings: every repeated text in a run (types, field names, details, literal IDs)
// is stored once and referred to by a 32-bit symbol. Symbol 0 is the empty string.

#include <cstdint>
#include <memory>
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
    const std::string &text(Sym s) const
    {
        return s < m_sharedCount ? m_shared->texts[s] : m_own.texts[s - m_sharedCount];
    }
    size_t size() const { return m_sharedCount + m_own.texts.size(); }
    /// About how much memory the names hold (the shared ones too).
    size_t bytes() const { return (m_shared ? m_shared->bytes : 0) + m_own.bytes; }
    /// Every name so far becomes shared with the copies made from now on, which then copy
    /// only the names added after it: an exploration copies one built simulation for each
    /// of its runs, and copying its names was half of each copy. Not while another thread
    /// copies these names.
    void share();
    /// How many names the copies share (the first symbols).
    size_t shared() const { return m_sharedCount; }

private:
    struct Hash
    {
        using is_transparent = void;
        size_t operator()(std::string_view s) const { return std::hash<std::string_view>()(s); }
    };
    struct Table
    {
        std::vector<std::string> texts;
        std::unordered_map<std::string, Sym, Hash, std::equal_to<>> index;
        size_t bytes = 0;
    };
    std::shared_ptr<const Table> m_shared; // symbols [0, m_sharedCount), never changed
    size_t m_sharedCount = 0;
    Table m_own; // symbols from m_sharedCount on
};

} // namespace corrsim
