#include "trace/simtime.h"

#include <charconv>
#include <cmath>
#include <cstdio>

namespace corrsim {

std::optional<SimTime> durationFromMillis(double ms)
{
    const double us = ms * 1000.0;
    if (!(std::fabs(us) <= 9.0e18))
        return std::nullopt;
    return SimTime::fromMicros(int64_t(std::llround(us)));
}

SimTime clampedMicros(double us)
{
    if (!(us > 0)) // negative, or NaN
        return SimTime();
    if (us >= double(MaxVirtualMicros))
        return SimTime::fromMicros(MaxVirtualMicros);
    return SimTime::fromMicros(int64_t(std::llround(us)));
}

std::optional<SimTime> parseDuration(std::string_view text)
{
    while (!text.empty() && text.front() == ' ')
        text.remove_prefix(1);
    while (!text.empty() && text.back() == ' ')
        text.remove_suffix(1);
    if (text.empty())
        return std::nullopt;

    // The grammar the JSON Schema states: [-]digits[.digits] then an optional unit.
    // (A minus sign parses, so callers can say "cannot be negative" rather than "bad".)
    size_t i = text.front() == '-' ? 1 : 0;
    const size_t digitsStart = i;
    while (i < text.size() && text[i] >= '0' && text[i] <= '9')
        ++i;
    if (i == digitsStart)
        return std::nullopt;
    if (i < text.size() && text[i] == '.') {
        const size_t fractionStart = ++i;
        while (i < text.size() && text[i] >= '0' && text[i] <= '9')
            ++i;
        if (i == fractionStart)
            return std::nullopt;
    }
    double value = 0;
    auto [end, ec] = std::from_chars(text.data(), text.data() + i, value);
    if (ec != std::errc() || end != text.data() + i)
        return std::nullopt;
    std::string_view unit(end, size_t(text.data() + text.size() - end));
    while (!unit.empty() && unit.front() == ' ')
        unit.remove_prefix(1);

    double microsPerUnit = 0;
    if (unit.empty() || unit == "ms")
        microsPerUnit = 1e3;
    else if (unit == "us")
        microsPerUnit = 1;
    else if (unit == "s")
        microsPerUnit = 1e6;
    else if (unit == "min")
        microsPerUnit = 60e6;
    else if (unit == "h")
        microsPerUnit = 3600e6;
    else if (unit == "d")
        microsPerUnit = 86400e6;
    else
        return std::nullopt;

    const double us = value * microsPerUnit;
    if (std::fabs(us) > 9.0e18)
        return std::nullopt;
    return SimTime::fromMicros(int64_t(std::llround(us)));
}

std::string formatDuration(SimTime t)
{
    const int64_t us = t.micros();
    // Unsigned: the magnitude of INT64_MIN is one past INT64_MAX.
    const uint64_t mag = us < 0 ? uint64_t(0) - uint64_t(us) : uint64_t(us);
    char buf[64];
    if (mag % 1000 != 0 && mag < 1000000)
        std::snprintf(buf, sizeof buf, "%.3gms", double(us) / 1e3);
    else if (mag < 1000000)
        std::snprintf(buf, sizeof buf, "%lldms", (long long)(us / 1000));
    else if (mag < 60000000)
        std::snprintf(buf, sizeof buf, "%.4gs", double(us) / 1e6);
    else if (mag < 3600000000ULL)
        std::snprintf(buf, sizeof buf, "%.4gmin", double(us) / 60e6);
    else
        std::snprintf(buf, sizeof buf, "%.4gh", double(us) / 3600e6);
    return buf;
}

namespace {
/// A number with up to `decimals` decimals, trailing zeros dropped: 12.5, 3, 0.017.
std::string trimmed(double v, int decimals)
{
    char buf[48];
    std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
    std::string s = buf;
    if (s.find('.') != std::string::npos) {
        while (s.back() == '0')
            s.pop_back();
        if (s.back() == '.')
            s.pop_back();
    }
    return s;
}
} // namespace

std::string formatClock(SimTime t)
{
    const int64_t us = t.micros();
    if (us < 0)
        return "-" + formatClock(SimTime::fromMicros(-us));
    if (us == 0)
        return "0 ms";
    if (us < 1000)
        return std::to_string(us) + " µs";
    if (us < 1000000)
        return trimmed(double(us) / 1e3, 3) + " ms";
    if (us < 60000000)
        return trimmed(double(us) / 1e6, 3) + " s";
    // Minutes up to an hour and a half ("61 min" reads better than "1 h 1 min"), then hours.
    const int64_t minutes = us / 60000000;
    const double seconds = double(us % 60000000) / 1e6;
    if (minutes < 90)
        return std::to_string(minutes) + " min" + (seconds > 0 ? " " + trimmed(seconds, 3) + " s" : "");
    const int64_t hours = minutes / 60, rest = minutes % 60;
    return std::to_string(hours) + " h" + (rest ? " " + std::to_string(rest) + " min" : "");
}

} // namespace corrsim
