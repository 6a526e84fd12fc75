#pragma once
// The project's own small hashes, the same on every platform: they seed random streams,
// make UUID bits and fingerprints, and name draws.

#include <cstdint>
#include <string_view>

namespace corrsim {

/// One splitmix64 step: advances state and returns 64 well-mixed bits.
inline uint64_t splitmix64(uint64_t &state)
{
    uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

/// Stable 64-bit hash of a name (FNV-1a).
inline uint64_t hashName(std::string_view name)
{
    uint64_t h = 0xcbf29ce484222325ULL;
    for (unsigned char c : name) {
        h ^= c;
        h *= 0x100000001b3ULL;
    }
    return h;
}

} // namespace corrsim
