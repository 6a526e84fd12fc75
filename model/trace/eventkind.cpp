#include "trace/eventkind.h"

#include <array>

namespace corrsim {

static constexpr std::array<std::string_view, EventKindCount> kNames = {
    "send",         "deliver",      "drop",        "duplicate",     "store.put",       "store.get",
    "store.remove", "store.expire", "store.clear", "reply.matched", "reply.discarded", "reply.mismatched",
    "state.change", "effect",       "log",         "crash",         "restart",         "note",
    "expectation",
};

std::string_view eventKindName(EventKind k)
{
    return kNames[size_t(k)];
}

std::optional<EventKind> eventKindFromName(std::string_view name)
{
    for (size_t i = 0; i < kNames.size(); ++i)
        if (kNames[i] == name)
            return EventKind(i);
    return std::nullopt;
}

} // namespace corrsim
