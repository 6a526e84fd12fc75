#pragma once
// A schedule of an exploration: one ordinary run of the scenario with some faults pinned
// to its events. A pin changes nothing before its event, so the run of a schedule is the
// run of its first k pins up to the event of its (k+1)-th: a schedule's children are
// read off its own trace, each adding one pin after its last. Every set of pins is
// reached once that way, in one order.

#include "scenario/pinnedfault.h"
#include "trace/finding.h"
#include "trace/trace.h"

#include <cstdint>
#include <string>
#include <vector>

namespace corrsim {

/// The kinds of fault an exploration tries, as `--faults` names them.
enum class ExploreFault : uint8_t { Drop, Duplicate, Delay, Reorder, Crash };
constexpr uint8_t AllExploreFaults = 0x1F;
constexpr uint8_t faultBit(ExploreFault f)
{
    return uint8_t(1u << unsigned(f));
}
std::string_view exploreFaultName(ExploreFault f);
/// "drop,duplicate" as a set of faultBit()s; throws std::invalid_argument naming the word
/// it does not know.
uint8_t parseExploreFaults(std::string_view list);
/// The set as `--faults` writes it: "drop, duplicate, delay, reorder, crash".
std::string exploreFaultList(uint8_t faults);

/// One choice a schedule can add: a fault on the send that is event `seq`, or a crash of
/// the worker that did event `seq`, right after it. 16 bytes: a frontier holds many.
struct Choice
{
    uint64_t seq = 0;
    ExploreFault fault = ExploreFault::Drop;
    ActorRef worker = NoActor; // Crash: who did event seq
    /// Choices are made in this order; a child's pin comes after its parent's last.
    auto key() const { return std::pair(seq, fault); }
};

/// What the pins of an exploration are made with.
struct ChoiceSettings
{
    uint8_t faults = AllExploreFaults;
    SimTime delay;        // a delayed message arrives this much later
    SimTime restartAfter; // a crashed worker comes back this much later
};

/// The choices on a run's trace after `after` (every choice when there is none): each
/// send may be dropped, duplicated, delayed, or delivered after a later message on its
/// link that was in flight with it; each worker may crash right after any event of its
/// own. A crash may follow a fault on the same send; two faults on one message may not.
/// `held`: the sends the schedule reorders; the send that releases one is not dropped.
std::vector<Choice> choicesOf(const Trace &trace, const Choice *after, uint8_t faults,
                              const std::vector<uint64_t> &held = {});

/// The pin a choice makes, named as the trace names its worker.
PinnedFault pinOf(const Choice &c, const Trace &trace, const ChoiceSettings &settings);

struct Schedule
{
    std::vector<PinnedFault> pins; // in trace order

    size_t faults() const { return pins.size(); }
    size_t reorders() const;
    /// Which kinds of fault it pins, one bit each (PinnedFault::Kind): a drop and a crash
    /// are two ways to one end, and a class asked "which fault?" wants to see both.
    uint8_t kinds() const;
    /// `--fault '{"duplicate": {"seq": 12}}' ...`: what makes `corrsim run` repeat it.
    std::string faultArguments() const;
    /// "the send at event 12, duplicated; then orders/1 crashed right after event 17";
    /// given the schedule's own run, each pin names its message or event and its time.
    Finding description(const Trace *run = nullptr) const;
};

/// What one pin of a schedule hit, read off the schedule's own run: the typed facts its
/// words are made from (the command line's words here, the window's through tr()).
struct FaultFacts
{
    PinnedFault pin;
    bool known = false; // the run has the pin's event (else only the pin is known)
    EventKind kind = EventKind::Send;
    std::string messageType, from, to; // a send's; `from` alone for a crash's event
    SimTime at;
};
std::vector<FaultFacts> faultFacts(const Schedule &schedule, const Trace *run);

} // namespace corrsim
