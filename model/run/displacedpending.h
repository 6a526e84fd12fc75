#pragma once
// A pending request lost to a put: with the business-ID strategy a second request for one
// order, sent while the first still waits, puts its entry under the same key, and the
// first request's entry is gone. The store says so on the put ("replaced"); this finds
// each such put and the one whose entry it replaced, for the invariant and explore.

#include "trace/finding.h"
#include "trace/trace.h"

#include <vector>

namespace corrsim {

struct DisplacedPending
{
    size_t put;        // the event that put the entry that was lost
    size_t replacedBy; // the put over it
};

/// Every put that replaced an entry of a pending store with another request's, in trace
/// order: not the same request put again (the same message, or one made for a copy of the
/// message the replaced one was made for).
std::vector<DisplacedPending> displacedPending(const Trace &t);

/// "by-business-id.pending[ORD-7]: request MSG-2's entry, put at 0ms, replaced by request
/// MSG-5's at 1ms".
Finding displacedFinding(const Trace &t, const DisplacedPending &d);

} // namespace corrsim
