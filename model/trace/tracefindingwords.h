#pragma once
// The words of what is wrong with a trace file (the readers in export/ and the event
// checks in trace/eventcheck.cpp), a file of spans to import (import/), or shards to
// merge (an exploration's, a sweep's): the templates of FindingKind::InField up to
// ExploreHeading. findingTemplate() looks here.

#include "trace/findingwords.h"

namespace corrsim {

/// The template of `kind`, one of InField and the kinds after it up to ExploreHeading.
const FindingTemplate &traceFindingTemplate(FindingKind kind);

} // namespace corrsim
