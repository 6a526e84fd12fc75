#include "trace/storeresult.h"

#include <array>

namespace corrsim {

namespace {
constexpr std::array<std::pair<StoreResult, std::string_view>, 8> Words = {{
    {StoreResult::Hit, "hit"},
    {StoreResult::KeyNotFound, "KEY_NOT_FOUND"},
    {StoreResult::Taken, "taken"},
    {StoreResult::Removed, "removed"},
    {StoreResult::AbsentOk, "absent, no error"},
    {StoreResult::Expired, "expired"},
    {StoreResult::LostOnRestart, "lost on restart"},
    {StoreResult::Replaced, "replaced"},
}};
} // namespace

std::string_view storeResultText(StoreResult r)
{
    for (const auto &[result, text] : Words)
        if (result == r)
            return text;
    return {};
}

bool keepsPending(std::string_view storeName)
{
    return storeName.ends_with(".pending") || storeName.find(".pending@") != std::string_view::npos;
}

StoreResult storeResult(const Trace &t, const TraceEvent &e)
{
    if (!isStoreEvent(e.kind) || !e.storeResult())
        return StoreResult::Other;
    const std::string &text = t.names().text(e.storeResult());
    for (const auto &[result, words] : Words)
        if (words == text)
            return result;
    return StoreResult::Other;
}

} // namespace corrsim
