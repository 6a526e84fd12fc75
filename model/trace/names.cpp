#include "trace/names.h"

#include <bit>

namespace corrsim {

Names::Names()
{
    m_own.texts.emplace_back();
}

uint32_t Names::hashOf(std::string_view text)
{
    const size_t h = std::hash<std::string_view>()(text);
    return uint32_t(h ^ (uint64_t(h) >> 32));
}

Sym Names::Table::find(std::string_view text, uint32_t hash) const
{
    if (index.empty())
        return 0;
    const size_t mask = index.size() - 1;
    for (size_t i = hash & mask;; i = (i + 1) & mask) {
        const uint64_t entry = index[i];
        if (!entry)
            return 0;
        const Sym s = Sym(entry);
        if (uint32_t(entry >> 32) == hash && texts[s - first] == text)
            return s;
    }
}

void Names::Table::place(uint64_t entry)
{
    const size_t mask = index.size() - 1;
    size_t i = uint32_t(entry >> 32) & mask;
    while (index[i])
        i = (i + 1) & mask;
    index[i] = entry;
}

void Names::Table::growFor(size_t count)
{
    // At most half full, so a probe ends soon.
    if (count * 2 <= index.size())
        return;
    const size_t size = std::bit_ceil(std::max<size_t>(16, count * 2));
    bytes += (size - index.size()) * sizeof(uint64_t);
    std::vector<uint64_t> old(size, 0);
    old.swap(index);
    for (const uint64_t entry : old)
        if (entry)
            place(entry);
}

void Names::Table::add(std::string_view text, uint32_t hash)
{
    growFor(texts.size() + 1);
    const Sym s = Sym(first + texts.size());
    texts.emplace_back(text);
    place(uint64_t(hash) << 32 | s);
    bytes += sizeof(std::string) + (text.size() > 15 ? text.size() + 1 : 0);
}

Sym Names::intern(std::string_view text)
{
    if (text.empty())
        return 0;
    const uint32_t hash = hashOf(text);
    if (m_shared)
        if (const Sym s = m_shared->find(text, hash))
            return s;
    if (const Sym s = m_own.find(text, hash))
        return s;
    const Sym s = Sym(size());
    m_own.add(text, hash);
    return s;
}

Sym Names::find(std::string_view text) const
{
    if (text.empty())
        return 0;
    const uint32_t hash = hashOf(text);
    if (m_shared)
        if (const Sym s = m_shared->find(text, hash))
            return s;
    return m_own.find(text, hash);
}

void Names::reserve(size_t more)
{
    m_own.texts.reserve(m_own.texts.size() + more);
    m_own.growFor(m_own.texts.size() + more);
}

void Names::share()
{
    if (m_own.texts.empty())
        return;
    auto all = std::make_shared<Table>(m_shared ? *m_shared : Table{});
    all->growFor(all->texts.size() + m_own.texts.size());
    all->texts.reserve(all->texts.size() + m_own.texts.size());
    for (std::string &t : m_own.texts)
        all->texts.push_back(std::move(t));
    for (const uint64_t entry : m_own.index) // symbols stay what they were
        if (entry)
            all->place(entry);
    all->bytes += m_own.bytes;
    m_sharedCount = all->texts.size();
    m_shared = std::move(all);
    m_own = {};
    m_own.first = Sym(m_sharedCount);
}

} // namespace corrsim
