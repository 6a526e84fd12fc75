#pragma once
// How a level's schedules are shared out among the threads: in blocks, each the
// children of one parent that one thread runs together, each child from a copy of one
// run of the parent made right before its pin (BuiltScenario::runFromCheckpoints).

#include <cstddef>
#include <cstdint>
#include <vector>

namespace corrsim {

struct Block
{
    size_t first, count, stride = 1;
    size_t at(size_t i) const { return first + i * stride; } // the child it runs i-th
};

/// The blocks of a level whose k-th child has parent parents[k] (a parent's children
/// next to each other). At most 32 children a block, so that a level with one parent
/// still goes on every thread; on a level of fewer than 8 blocks a thread, a block takes
/// every stride-th of its parent's children.
std::vector<Block> blocksOf(const std::vector<uint32_t> &parents, unsigned jobs);

} // namespace corrsim
