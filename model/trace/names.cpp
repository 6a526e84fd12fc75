#include "trace/names.h"

namespace corrsim {

Names::Names()
{
    m_texts.emplace_back();
}

Sym Names::intern(std::string_view text)
{
    if (text.empty())
        return 0;
    if (auto it = m_index.find(text); it != m_index.end())
        return it->second;
    const Sym s = Sym(m_texts.size());
    m_texts.emplace_back(text);
    m_index.emplace(m_texts.back(), s);
    // The text twice (the list and the index's key) and the bookkeeping around it.
    m_bytes += 2 * (sizeof(std::string) + text.size()) + 32;
    return s;
}

Sym Names::find(std::string_view text) const
{
    auto it = m_index.find(text);
    return it == m_index.end() ? 0 : it->second;
}

} // namespace corrsim
