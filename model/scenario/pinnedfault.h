#pragma once
// One fault pinned to one message or one event of a run, as What if… builds it from what
// the user clicked: a typed value the app hands to Scenario::addFault. Its form as an
// entry of "faults" (docs/scenario-format.md#faults) is written in one place, here.

#include "trace/simtime.h"

#include <cstdint>
#include <optional>
#include <string>

namespace corrsim {

struct PinnedFault
{
    enum class Kind : uint8_t { Drop, Duplicate, Delay, DeliverAfterNext, CrashAfter };
    Kind kind = Kind::Drop;
    /// The trace number of the send (a message fault) or of the event a crash follows.
    uint64_t seq = 0;
    SimTime delay;                       // Delay: how much later the message arrives (more than 0)
    std::string worker;                  // CrashAfter: the worker that crashes
    std::optional<SimTime> restartAfter; // CrashAfter: when it comes back; none: it stays down

    static PinnedFault onMessage(Kind kind, uint64_t send, SimTime delay = SimTime())
    {
        return {kind, send, delay, {}, {}};
    }
    static PinnedFault crashAfter(std::string worker, uint64_t event,
                                  std::optional<SimTime> restartAfter = std::nullopt)
    {
        return {Kind::CrashAfter, event, SimTime(), std::move(worker), restartAfter};
    }
    bool operator==(const PinnedFault &) const = default;

    /// Its entry of "faults", as JSON text: `{"drop": {"seq": 12}}`.
    std::string json() const;
};

} // namespace corrsim
