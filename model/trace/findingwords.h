#pragma once
// A finding's words. The templates are declared once, here: the English form for the
// command line and the summary, and the same text as the translation source the window
// looks up (views/findingtext.h). A template names its values %1, %2, … in the order of
// Finding::args, and the counted number %n.

#include "trace/finding.h"

#include <functional>
#include <string>

namespace corrsim {

/// The translation contexts of the templates and of the invariants' names.
inline constexpr const char *FindingsContext = "Findings";
inline constexpr const char *InvariantsContext = "Invariants";
inline constexpr const char *CheckPromisesContext = "CheckPromises"; // explore/explorechecks.cpp

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

/// How a language says a finding: its words for a template (given the count, which picks
/// the plural form), an invariant's name, and what joins a list.
struct FindingLanguage
{
    std::function<std::string(const FindingTemplate &, std::optional<int64_t> count)> words;
    std::function<std::string(InvariantId)> invariant;
    std::string separator;
    /// A time of the run: the command line as a scenario writes it ("65ms"), the window as
    /// its diagram does ("65 ms").
    std::function<std::string(SimTime)> time;
};

/// The finding in that language (UTF-8): its template's words with %1, %2, … its values
/// and %n its count. The one reader of the templates, for every language.
std::string findingWordsIn(const Finding &f, const FindingLanguage &language);

/// English, with the run's times as `time` writes them: the command line's form
/// (formatDuration, "65ms") unless a view asks for its diagram's (formatClock, "65 ms").
FindingLanguage englishFindings(std::string (*time)(SimTime) = formatDuration);

/// The finding in English, as the command line says it.
std::string findingWords(const Finding &f);

/// A run's warning in English: "/faults/0: matched nothing in this run, so it changed
/// nothing", or the words alone for the run as a whole.
std::string runWarningWords(const RunWarning &w);

} // namespace corrsim
