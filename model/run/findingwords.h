#pragma once
// A finding's words. The templates are declared once, here: the English form for the
// command line and the summary, and the same text as the translation source the window
// looks up (views/findingtext.h). A template names its values %1, %2, … in the order of
// Finding::args, and the counted number %n.

#include "run/finding.h"

#include <functional>
#include <string>
#include <string_view>

namespace corrsim {

/// The translation contexts of the templates and of the invariants' names.
inline constexpr const char *FindingsContext = "Findings";
inline constexpr const char *InvariantsContext = "Invariants";

struct FindingTemplate
{
    const char *other; // the words, and the translation source
    const char *one;   // the English words for a count of one (a translation has its own forms)
};

const FindingTemplate &findingTemplate(FindingKind kind);
/// What the invariant promises: "money is conserved".
const char *invariantName(InvariantId id);
/// What joins a list of findings: "; " in English.
const char *findingSeparator();

/// The finding in English.
std::string findingWords(const Finding &f);

/// Fills a template: %N with valueOf(N - 1), %n with the count. One reader of the
/// templates for every language (UTF-8 in, UTF-8 out).
std::string fillFindingTemplate(std::string_view words, const std::function<std::string(size_t)> &valueOf,
                                std::optional<int64_t> count);

} // namespace corrsim
