#pragma once
// glibc keeps only 7 freed blocks of each size per thread (its tcache). An exploration
// or a sweep makes and frees a few hundred blocks for every run it copies, judges and
// drops, thousands of runs a second on each thread, so most frees overflow into the
// arena's shared bins and most allocations come back out of them: a third of an
// exploration's time (docs/performance.md). The cache's size is a glibc tunable, read
// from the environment once, when the program starts; the program that wants it larger
// sets it and starts itself again.

#include <optional>
#include <string>

namespace corrsim {

/// How many freed blocks of each size a thread keeps: enough for the few hundred a run
/// frees, at most 256 * 64 sizes of up to 1 KB per thread (16 MB) held back.
inline constexpr int MallocCacheBlocks = 256;

/// The GLIBC_TUNABLES value that raises the cache, given the current one and LD_PRELOAD
/// (null when unset); none when the current one already says how large the cache is (the
/// user's choice, or this program started again), or when anything is preloaded: a tool
/// that watches this process from inside (valgrind, whose /proc/self/exe is its own tool
/// and refuses to be started directly), or another allocator, for which glibc's cache
/// does not matter. heaptrack hides its preload and loses what follows an exec: profile
/// with GLIBC_TUNABLES=glibc.malloc.tcache_count=256 set, and nothing starts again.
std::optional<std::string> tunablesWithMallocCache(const char *current, const char *preload);

/// Starts this program again with the cache raised, the same arguments and otherwise the
/// same environment. Returns only when it does not: already raised, not glibc, under a
/// sanitizer (its own allocator), something preloaded, a secure (setuid) program, started
/// through the dynamic loader, or the exec failed.
void restartWithMallocCache(char **argv);

} // namespace corrsim
