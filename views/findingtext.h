#pragma once
// A check's finding, an invariant's name and a check's promise in the window's language:
// the templates of trace/findingwords.cpp looked up in the translations, filled with the
// finding's values.

#include "trace/finding.h"

#include <QString>

#include <exception>

namespace corrsim {

struct ExploreCheck;
class ScenarioError;

QString findingText(const Finding &f);
/// "/faults/0: …", or the words alone for the run as a whole.
QString runWarningText(const RunWarning &w);
/// "FILE:LINE:COL: words" or "FILE: /json/path: words", the words in the window's
/// language; what the file said shown printable, as the command line does.
QString scenarioErrorText(const ScenarioError &e);
/// Why something failed: a scenario error in the window's language, any other as it says.
QString errorText(const std::exception &e);
QString invariantNameText(InvariantId id);
QString checkPromiseText(const ExploreCheck &check);

} // namespace corrsim
