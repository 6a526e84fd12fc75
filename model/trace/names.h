#pragma once
// Interned strings: every repeated text in a run (types, field names, details, literal IDs)
// is stored once and referred to by a 32-bit symbol. Symbol 0 is the empty string.

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
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
    /// Room for that many more names without growing the index (an import knows about
    /// how many span IDs it will add).
    void reserve(size_t more);
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
    /// Texts and an open-addressing index of their symbols. The index holds each
    /// symbol with its text's hash, not a second copy of the text: a miss rarely reads
    /// a text and growing never hashes one again. A million span IDs interned made a
    /// node-based map 30% of an import.
    struct Table
    {
        Sym first = 0; // the symbol of texts[0]
        std::vector<std::string> texts;
        std::vector<uint64_t> index; // hash << 32 | symbol; a power of two long; 0 is free
        size_t bytes = 0;

        Sym find(std::string_view text, uint32_t hash) const;
        void add(std::string_view text, uint32_t hash);
        void place(uint64_t entry);
        void growFor(size_t count);
    };
    static uint32_t hashOf(std::string_view text);
    std::shared_ptr<const Table> m_shared; // symbols [0, m_sharedCount), never changed
    size_t m_sharedCount = 0;
    Table m_own; // symbols from m_sharedCount on
};

} // namespace corrsim
