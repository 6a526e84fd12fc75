#pragma once
// Every detail text the model writes on an event, with the kind of event that carries it:
// the list an author matches expectations against ("detail": "too old: gave up on age").
// trace-events.md's table has a row for each (make docs), where what each one means is
// written; tst_lessons fails when a row is missing or says nothing, when a lesson's run
// carries a text the list lacks, or when a log line in model/ is written from a literal
// rather than from trace/vocabulary.h.

#include "trace/eventkind.h"

#include <span>
#include <string>
#include <string_view>

namespace corrsim {

struct DetailText
{
    EventKind kind;
    std::string_view text;
};

std::span<const DetailText> detailTexts();
/// Whether `text` is a detail the model writes on events of `kind`.
bool isKnownDetail(EventKind kind, std::string_view text);

} // namespace corrsim
