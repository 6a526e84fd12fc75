#pragma once
// Virtual time: integer microseconds, so ordering and sums are exact on every machine.
// Doubles appear only when a value is shown to a person.

// moc before Qt 6.5.3 mis-parses libstdc++'s <compare>; moc never needs it.
#ifndef Q_MOC_RUN
#include <compare>
#endif
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace corrsim {

/// The longest duration a scenario may give, and the latest virtual time a run may
/// reach: 10^15 us, about 31.7 years. With both bounded, no time plus duration can
/// overflow; a run that would go past it stops (Simulation::Stop::TimeLimit).
constexpr int64_t MaxVirtualMicros = 1'000'000'000'000'000;

class SimTime
{
public:
    constexpr SimTime() = default;
    static constexpr SimTime fromMicros(int64_t us) { return SimTime(us); }
    static constexpr SimTime fromMillis(int64_t ms) { return SimTime(ms * 1000); }
    static constexpr SimTime max() { return SimTime(INT64_MAX); }

    constexpr int64_t micros() const { return m_us; }
    constexpr double millis() const { return double(m_us) / 1000.0; }

    constexpr auto operator<=>(const SimTime &) const = default;
    constexpr SimTime operator+(SimTime d) const { return SimTime(m_us + d.m_us); }
    constexpr SimTime operator-(SimTime d) const { return SimTime(m_us - d.m_us); }
    constexpr SimTime &operator+=(SimTime d)
    {
        m_us += d.m_us;
        return *this;
    }

private:
    constexpr explicit SimTime(int64_t us) : m_us(us) {}
    int64_t m_us = 0;
};

/// Parses "250ms", "2s", "1.5s", "5min", "1h", "300us"; a bare number means milliseconds.
/// Returns nothing for text that is not a duration. Negative values parse (callers reject them).
std::optional<SimTime> parseDuration(std::string_view text);

/// Milliseconds as a plain number (the scenario format's unitless meaning); nothing for a
/// number no time can hold (beyond +-9e15 ms, or not a number).
std::optional<SimTime> durationFromMillis(double ms);

/// A drawn number of microseconds as a duration: rounded, and clamped to
/// [0, MaxVirtualMicros] so a long tail (exponential, lognormal) can never overflow.
SimTime clampedMicros(double us);

/// Short human form: "0ms", "250ms", "1.5s", "5min", "1h 2min".
std::string formatDuration(SimTime t);
/// A time as a person reads it: "250 ms", "12.5 s", "61 min", "2 h 5 min" (for views;
/// files and the command line keep formatDuration).
std::string formatClock(SimTime t);

} // namespace corrsim
