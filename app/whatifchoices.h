#pragma once
// What "What if…" offers at an event of a run: each fault that can be pinned there, as a
// typed choice. The window words them as a menu (mainwindowwhatif.cpp); a test checks
// them without a window.

#include "diagramdata.h"
#include "scenario/pinnedfault.h"

#include <optional>
#include <string>
#include <vector>

namespace corrsim {

struct WhatIfChoice
{
    enum class Kind : uint8_t { Drop, Duplicate, Delay, DeliverAfterNext, CrashOnArrival, CrashAfter };
    Kind kind{};
    uint64_t event = 0;      // the send a message's fault pins; the event a crash follows
    std::string messageType; // the message's type
    std::string actor;       // who crashes
    EventKind after{};       // CrashAfter: the kind of event it follows
    /// The fault it pins; a delay's length is chosen with it.
    PinnedFault fault(std::optional<SimTime> delay = std::nullopt) const;
};

/// The choices at trace event `event`, the diagram of its run being `diagram`: a
/// message's four faults where the event is one of an arrow's, and a crash of its
/// receiver as it arrived where it arrived; a crash right after the event where a
/// participant did it (not a crash or a restart). None for an event beyond the trace.
std::vector<WhatIfChoice> whatIfChoices(const Trace &trace, const DiagramData &diagram, size_t event);

} // namespace corrsim
