#include "trace/conversationref.h"

#include <charconv>

namespace corrsim {

namespace {

/// PREFIX and NUMBER of "PREFIX#NUMBER", NUMBER 1 or more.
std::optional<std::pair<std::string_view, uint64_t>> split(std::string_view name)
{
    const size_t hash = name.rfind('#');
    if (hash == std::string_view::npos || hash + 1 == name.size())
        return std::nullopt;
    uint64_t n = 0;
    const char *first = name.data() + hash + 1, *last = name.data() + name.size();
    const auto [end, ec] = std::from_chars(first, last, n);
    if (ec != std::errc() || end != last || n == 0 || n >= (uint64_t(1) << 48))
        return std::nullopt;
    return std::pair{name.substr(0, hash), n};
}

} // namespace

std::optional<std::string> conversationName(const IdRegistry &ids, Id id)
{
    const uint16_t space = id.space();
    if (!id || space == IdRegistry::LiteralSpace || space >= ids.spaceCount())
        return std::nullopt;
    const std::string &prefix = ids.spacePrefix(space);
    for (uint16_t s = IdRegistry::LiteralSpace + 1; s < ids.spaceCount(); ++s)
        if (s != space && ids.spacePrefix(s) == prefix)
            return std::nullopt;
    return prefix + "#" + std::to_string(id.number());
}

std::vector<Id> conversationIds(const IdRegistry &ids, std::string_view name)
{
    std::vector<Id> out;
    const auto parts = split(name);
    if (!parts)
        return out;
    for (uint16_t s = IdRegistry::LiteralSpace + 1; s < ids.spaceCount(); ++s)
        if (ids.spacePrefix(s) == parts->first)
            out.push_back(Id::make(s, parts->second));
    return out;
}

bool looksLikeConversationName(std::string_view name)
{
    return split(name).has_value();
}

} // namespace corrsim
