#pragma once
// The project's own random numbers. Standard-library distributions are
// implementation-defined, so every draw here is computed by our own code:
// xoshiro256** for bits, explicit formulas for each distribution.

#include "trace/hash.h"
#include "trace/simtime.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace corrsim {

/// xoshiro256**: fast, small, and good enough for simulation.
class Rng
{
public:
    Rng() : Rng(0) {}
    explicit Rng(uint64_t seed);
    /// A stream for one actor: seeded from the run seed and the stream's name, so adding
    /// an actor never changes another actor's draws.
    static Rng stream(uint64_t runSeed, std::string_view name);

    uint64_t next();
    /// Uniform in [0, 1) with 53 bits.
    double uniform01();
    /// Uniform integer in [0, n), n > 0, without modulo bias.
    uint64_t below(uint64_t n);
    bool chance(double probability) { return uniform01() < probability; }
    /// Its four words (the state hash reads them).
    const uint64_t (&state() const)[4] { return s; }

private:
    uint64_t s[4];
};

/// A distribution of durations, as a scenario writes it.
struct Distribution
{
    enum class Kind : uint8_t { Fixed, Uniform, Exponential, Normal, LogNormal, Sequence };
    Kind kind = Kind::Fixed;
    SimTime a;                  // fixed value, uniform low, exponential mean, normal mean, lognormal median
    SimTime b;                  // uniform high, normal standard deviation
    double sigma = 0;           // lognormal shape
    std::vector<SimTime> steps; // sequence: drawn in order, then repeats

    static Distribution fixed(SimTime t) { return {Kind::Fixed, t, {}, 0, {}}; }
    static Distribution uniform(SimTime lo, SimTime hi) { return {Kind::Uniform, lo, hi, 0, {}}; }
    static Distribution exponential(SimTime mean) { return {Kind::Exponential, mean, {}, 0, {}}; }
    static Distribution normal(SimTime mean, SimTime sd) { return {Kind::Normal, mean, sd, 0, {}}; }
    static Distribution logNormal(SimTime median, double sigma) { return {Kind::LogNormal, median, {}, sigma, {}}; }
    static Distribution sequence(std::vector<SimTime> steps) { return {Kind::Sequence, {}, {}, 0, std::move(steps)}; }

    /// Mean of the distribution, for documentation and sanity checks.
    double meanMicros() const;
    /// One line for display: "uniform 0.5ms..3ms".
    std::string describe() const;
};

/// Draws from distributions; holds the position of Sequence distributions.
class Sampler
{
public:
    explicit Sampler(Rng rng) : m_rng(rng) {}
    /// Draws a non-negative duration. Normal is truncated at 0 by redrawing.
    SimTime draw(const Distribution &d);
    Rng &rng() { return m_rng; }
    const Rng &rng() const { return m_rng; }
    size_t sequencePosition() const { return m_sequencePos; }

private:
    Rng m_rng;
    size_t m_sequencePos = 0;
};

/// Picks an index with probability proportional to its weight.
class WeightedChoice
{
public:
    WeightedChoice() = default;
    explicit WeightedChoice(std::vector<double> weights);
    size_t pick(Rng &rng) const;
    size_t size() const { return m_cumulative.size(); }

private:
    std::vector<double> m_cumulative;
};

} // namespace corrsim
