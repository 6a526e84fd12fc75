#include "trace/names.h"

namespace corrsim {

Names::Names()
{
    m_own.texts.emplace_back();
}

Sym Names::intern(std::string_view text)
{
    if (text.empty())
        return 0;
    if (const Sym s = find(text))
        return s;
    const Sym s = Sym(size());
    m_own.texts.emplace_back(text);
    m_own.index.emplace(m_own.texts.back(), s);
    // The text twice (the list and the index's key) and the bookkeeping around it.
    m_own.bytes += 2 * (sizeof(std::string) + text.size()) + 32;
    return s;
}

Sym Names::find(std::string_view text) const
{
    if (m_shared)
        if (auto it = m_shared->index.find(text); it != m_shared->index.end())
            return it->second;
    auto it = m_own.index.find(text);
    return it == m_own.index.end() ? 0 : it->second;
}

void Names::share()
{
    if (m_own.texts.empty())
        return;
    auto all = std::make_shared<Table>(m_shared ? *m_shared : Table{});
    for (std::string &t : m_own.texts) {
        const Sym s = Sym(all->texts.size());
        all->texts.push_back(std::move(t));
        all->index.emplace(all->texts.back(), s);
    }
    all->bytes += m_own.bytes;
    m_sharedCount = all->texts.size();
    m_shared = std::move(all);
    m_own = {};
}

} // namespace corrsim
