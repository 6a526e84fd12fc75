#pragma once
// A bare hand-written event loop for the same workload (binary heap + hash map, no
// trace, no envelopes): the yardstick the model's speed is compared with.

#include <cstdint>

namespace corrsim::bench {

struct BareResult
{
    uint64_t events = 0;
    uint64_t matched = 0;
    double seconds = 0;
};

BareResult runBareLoop(uint64_t requests, uint64_t seed);

} // namespace corrsim::bench
