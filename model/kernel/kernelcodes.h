#pragma once
// How the kernel tags the events it schedules: its own (notes, injections, crashes,
// sweeps, periodic jobs) under KernelTarget, and bits that mark background and input
// events. Private to kernel/simulation*.cpp.

#include "trace/simtime.h"

#include <cstdint>

namespace corrsim::kernel {

// Events the kernel handles itself rather than an actor.
inline constexpr uint16_t KernelTarget = 0xffff;
inline constexpr uint16_t DeliverCode = 0;
inline constexpr uint16_t NoteCode = 1;
inline constexpr uint16_t InjectCode = 2;
inline constexpr uint16_t CrashCode = 3;
inline constexpr uint16_t RestartCode = 4;
inline constexpr uint16_t SweepCode = 5;
inline constexpr uint16_t PeriodicCode = 6;
inline constexpr uint16_t BackgroundBit = 0x4000;
inline constexpr uint16_t InputBit = 0x2000;
inline constexpr uint16_t CodeBits = 0x1fff;

/// The first multiple of `every` after `now`.
inline SimTime nextMultiple(SimTime now, SimTime every)
{
    return SimTime::fromMicros((now.micros() / every.micros() + 1) * every.micros());
}

} // namespace corrsim::kernel
