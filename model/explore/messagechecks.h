#pragma once
// The checks any trace can decide about its messages, whoever recorded it: a run of
// Corrsim's own, a file read back, spans another tool wrote (model/import). Where an
// imported trace cannot show what a verdict of "held" needs (a span whose process
// stopped before exporting it), they say unknown, and why; a violation seen is broken.

#include "explore/explorechecks.h"

namespace corrsim {

/// Every reply is taken for the request whose correlation ID it carries.
CheckVerdict repliesMatchedByCorrelation(const RunRecord &r);
/// Every reply a requester receives answers one of its requests (no stray reply).
CheckVerdict everyReplyExpected(const RunRecord &r);
/// No message is delivered twice to one application (a redelivery, a duplicate).
CheckVerdict processedOnce(const RunRecord &r);
/// On an imported trace: no effect span acts twice on one key.
CheckVerdict importedEffectsOnce(const RunRecord &r);
/// On an imported trace with a reply timeout given: every request is answered within
/// it. A request is a message of a type its sender has had answered in the trace.
CheckVerdict requestsAnsweredInTime(const RunRecord &r);
/// Every span's parent, and every producer a consumer links to, is in the trace.
CheckVerdict traceComplete(const RunRecord &r);

} // namespace corrsim
