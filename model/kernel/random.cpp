#include "kernel/random.h"

#include <cmath>
#include <cstdio>

namespace corrsim {

static inline uint64_t rotl(uint64_t x, int k)
{
    return (x << k) | (x >> (64 - k));
}

Rng::Rng(uint64_t seed)
{
    uint64_t sm = seed;
    for (auto &w : s)
        w = splitmix64(sm);
}

Rng Rng::stream(uint64_t runSeed, std::string_view name)
{
    uint64_t mix = runSeed;
    return Rng(splitmix64(mix) ^ hashName(name));
}

uint64_t Rng::next()
{
    const uint64_t result = rotl(s[1] * 5, 7) * 9;
    const uint64_t t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rotl(s[3], 45);
    return result;
}

double Rng::uniform01()
{
    return double(next() >> 11) * 0x1.0p-53;
}

uint64_t Rng::below(uint64_t n)
{
    // Rejection sampling on the top of the range: unbiased, and portable C++.
    const uint64_t limit = UINT64_MAX - (UINT64_MAX % n);
    uint64_t x = next();
    while (x >= limit)
        x = next();
    return x % n;
}

static double standardNormal(Rng &rng)
{
    // Box-Muller, one value per call: simple, and the draw count per sample is fixed.
    double u1 = rng.uniform01();
    while (u1 <= 0.0)
        u1 = rng.uniform01();
    const double u2 = rng.uniform01();
    return std::sqrt(-2.0 * std::log(u1)) * std::cos(6.283185307179586 * u2);
}

SimTime Sampler::draw(const Distribution &d)
{
    using K = Distribution::Kind;
    switch (d.kind) {
    case K::Fixed:
        return d.a;
    case K::Uniform: {
        const int64_t span = d.b.micros() - d.a.micros();
        if (span <= 0)
            return d.a;
        return SimTime::fromMicros(d.a.micros() + int64_t(m_rng.below(uint64_t(span) + 1)));
    }
    case K::Exponential: {
        const double u = m_rng.uniform01(); // [0,1): 1-u is in (0,1]
        return clampedMicros(-std::log(1.0 - u) * double(d.a.micros()));
    }
    case K::Normal: {
        // Truncated at zero by redrawing; a distribution centred far below zero gives up
        // after 64 tries rather than looping, and returns zero.
        for (int i = 0; i < 64; ++i) {
            const double v = double(d.a.micros()) + standardNormal(m_rng) * double(d.b.micros());
            if (v >= 0)
                return clampedMicros(v);
        }
        return SimTime();
    }
    case K::LogNormal: {
        return clampedMicros(double(d.a.micros()) * std::exp(d.sigma * standardNormal(m_rng)));
    }
    case K::Sequence: {
        if (d.steps.empty())
            return SimTime();
        const SimTime t = d.steps[m_sequencePos % d.steps.size()];
        ++m_sequencePos;
        return t;
    }
    }
    return SimTime();
}

double Distribution::meanMicros() const
{
    switch (kind) {
    case Kind::Fixed:
        return double(a.micros());
    case Kind::Uniform:
        return (double(a.micros()) + double(b.micros())) / 2;
    case Kind::Exponential:
        return double(a.micros());
    case Kind::Normal:
        return double(a.micros()); // before truncation
    case Kind::LogNormal:
        return double(a.micros()) * std::exp(sigma * sigma / 2);
    case Kind::Sequence: {
        if (steps.empty())
            return 0;
        double sum = 0;
        for (auto s : steps)
            sum += double(s.micros());
        return sum / double(steps.size());
    }
    }
    return 0;
}

std::string Distribution::describe() const
{
    char buf[128];
    switch (kind) {
    case Kind::Fixed:
        return formatDuration(a);
    case Kind::Uniform:
        return "uniform " + formatDuration(a) + ".." + formatDuration(b);
    case Kind::Exponential:
        return "exponential, mean " + formatDuration(a);
    case Kind::Normal:
        return "normal " + formatDuration(a) + " ± " + formatDuration(b);
    case Kind::LogNormal:
        std::snprintf(buf, sizeof buf, "lognormal, median %s, sigma %.2g", formatDuration(a).c_str(), sigma);
        return buf;
    case Kind::Sequence: {
        std::string s = "sequence";
        for (size_t i = 0; i < steps.size(); ++i)
            s += (i ? ", " : " ") + formatDuration(steps[i]);
        return s;
    }
    }
    return {};
}

WeightedChoice::WeightedChoice(std::vector<double> weights)
{
    double total = 0;
    m_cumulative.reserve(weights.size());
    for (double w : weights) {
        total += w > 0 ? w : 0;
        m_cumulative.push_back(total);
    }
}

size_t WeightedChoice::pick(Rng &rng) const
{
    if (m_cumulative.empty() || m_cumulative.back() <= 0)
        return 0;
    const double x = rng.uniform01() * m_cumulative.back();
    for (size_t i = 0; i < m_cumulative.size(); ++i)
        if (x < m_cumulative[i])
            return i;
    return m_cumulative.size() - 1;
}

} // namespace corrsim
