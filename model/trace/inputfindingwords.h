#pragma once
// The words of what is wrong with a file or a scenario (input/scenarioerror.h): the
// templates of FindingKind::Words and the kinds after it, up to InField. findingTemplate() looks here.

#include "trace/findingwords.h"

namespace corrsim {

/// The template of `kind`, one of Words and the kinds after it, before InField.
const FindingTemplate &inputFindingTemplate(FindingKind kind);

} // namespace corrsim
