#pragma once
// A check's finding, an invariant's name and a check's promise in the window's language:
// the templates of run/findingwords.cpp looked up in the translations, filled with the
// finding's values.

#include "run/finding.h"

#include <QString>

namespace corrsim {

struct ExploreCheck;

QString findingText(const Finding &f);
QString invariantNameText(InvariantId id);
QString checkPromiseText(const ExploreCheck &check);

} // namespace corrsim
