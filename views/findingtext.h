#pragma once
// A check's finding, an invariant's name and a check's promise in the window's language:
// the templates of run/findingwords.cpp looked up in the translations, filled with the
// finding's values.

#include "trace/finding.h"

#include <QString>

namespace corrsim {

struct ExploreCheck;

QString findingText(const Finding &f);
/// "/faults/0: …", or the words alone for the run as a whole.
QString runWarningText(const RunWarning &w);
QString invariantNameText(InvariantId id);
QString checkPromiseText(const ExploreCheck &check);

} // namespace corrsim
