#pragma once
// The words of an exploration's report (explore/explorereport.cpp) and of a schedule's
// faults (explore/schedule.cpp): the templates of FindingKind::ExploreHeading and every
// kind after it. findingTemplate() looks here.

#include "trace/findingwords.h"

namespace corrsim {

/// The template of `kind`, one of ExploreHeading and the kinds after it.
const FindingTemplate &exploreFindingTemplate(FindingKind kind);

} // namespace corrsim
