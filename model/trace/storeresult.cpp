#include "trace/storeresult.h"

#include "trace/translatable.h"

#include <array>

namespace corrsim {

namespace {
/// The trace's words for each result; the window shows them in its language
/// (views/detailwords.cpp).
constexpr std::array<std::pair<StoreResult, std::string_view>, 8> Words = {{
    {StoreResult::Hit, QT_TRANSLATE_NOOP("DetailWords", "hit")},
    {StoreResult::KeyNotFound, QT_TRANSLATE_NOOP("DetailWords", "KEY_NOT_FOUND")},
    {StoreResult::Taken, QT_TRANSLATE_NOOP("DetailWords", "taken")},
    {StoreResult::Removed, QT_TRANSLATE_NOOP("DetailWords", "removed")},
    {StoreResult::AbsentOk, QT_TRANSLATE_NOOP("DetailWords", "absent, no error")},
    {StoreResult::Expired, QT_TRANSLATE_NOOP("DetailWords", "expired")},
    {StoreResult::LostOnRestart, QT_TRANSLATE_NOOP("DetailWords", "lost on restart")},
    {StoreResult::Replaced, QT_TRANSLATE_NOOP("DetailWords", "replaced")},
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
