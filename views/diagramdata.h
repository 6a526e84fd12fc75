#pragma once
// What the sequence diagram draws, derived once from a finished run: lanes (one per
// participant, an application's workers side by side), arrows (each send paired with
// its delivery, drop or loss), and marks on lanes (store operations, state changes,
// crashes, notes). Plain data: the diagram item paints it and tests read it.

#include "timeaxis.h"
#include "trace/trace.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace corrsim {

struct DiagramData
{
    struct Lane
    {
        std::string name;
        std::string group;           // the application of a worker
        bool outOfFocus = false;     // focused on a conversation this lane has no part in
        bool thin = false;           // drawn narrow: out of focus, or narrowed by the view
        bool infrastructure = false; // a broker or a relay: what carries the services' messages
    };
    enum ArrowFlag : uint8_t {
        Dropped = 1,      // lost on the wire or at a crashed receiver
        Duplicate = 2,    // the network's second copy
        Retry = 4,        // attempt > 1
        ClientError = 8,  // a 4xx response
        ServerError = 16, // a 5xx response
        Injected = 32,    // put there by the scenario
        Undelivered = 64, // still in flight when the run ended
        OnTheWire = 128   // with Dropped: the network lost it (else a crashed receiver did)
    };
    // Arrows and marks are small: a run of a million requests has millions of them.
    struct Arrow
    {
        uint32_t send = 0;         // trace index of the send
        uint32_t end = 0;          // trace index of the deliver or drop (send if undelivered)
        uint16_t from = 0, to = 0; // lanes
        uint8_t flags = 0;
        /// Among arrows with the same lanes, send and arrival (two requests sent at once,
        /// a copy on the same latency), which one this is: the view fans them apart.
        uint8_t fan = 0;
        uint32_t conversation = 0; // its correlation ID's order of first appearance (its colour)
        SimTime t0, t1;
    };
    struct Mark
    {
        uint32_t event = 0;
        uint16_t lane = 0;
        EventKind kind;
        SimTime t;
    };
    /// An arrow's words: type and conversation ("check.stock #101"), or a response's
    /// status ("404"); made when the arrow is drawn.
    static std::string arrowLabel(const Trace &trace, const Arrow &a);
    /// True when a problem's badge on this lane says in words what happens at t (an
    /// error reply's code would only repeat it, under the badge).
    bool problemBadgeAt(int lane, SimTime t) const;

    /// A teaching moment in words on a lane ("swept", "duplicate ignored (inbox)").
    struct Label
    {
        SimTime t;
        int lane = 0;
        size_t event = SIZE_MAX; // SIZE_MAX: a moment nothing was traced at (a TTL passing)
        std::string text;
        bool problem = false;
        int toward = -1; // a message that never left: drawn as a ghost arrow to this lane
    };

    std::vector<Lane> lanes;
    std::vector<Arrow> arrows; // in order of their send
    std::vector<Mark> marks;
    std::vector<Label> labels; // in time order
    /// The times the axis spans, kept small: the gaps longer than ShortestBreak between
    /// consecutive times (every event's, or the focused conversation's, and moments
    /// nothing was traced at), and the last time. Between the gaps time is drawn to
    /// scale, so the axis is rebuilt at any zoom from these alone, without a pass over
    /// millions of events.
    static constexpr SimTime ShortestBreak = SimTime::fromMillis(1);
    struct Gap
    {
        SimTime from, to;
    };
    std::vector<Gap> gaps;
    std::optional<SimTime> lastTime; // nothing: no time to draw
    /// Puts two runs on one time axis (a comparison): both keep only the gaps in which
    /// neither has anything, so a time has the same place in both at every zoom.
    static void shareTimeAxis(DiagramData &a, DiagramData &b);
    std::vector<SimTime> latestEnd; // by arrow: the latest t1 of it and every arrow before it

    /// Builds the picture of a run (where it goes is DiagramLayout's). With a focus,
    /// only that conversation: the messages with that correlation ID (or that ID), the
    /// marks about it, and the lanes they touch (the rest thin).
    static DiagramData build(const Trace &trace, std::optional<Id> focus = std::nullopt);
    /// The whole run's picture, to make off the GUI thread and hand to
    /// SequenceDiagram::setRun.
    static std::shared_ptr<DiagramData> prepare(const Trace &trace);
    /// The arrow whose send or end is trace event `index`, or -1.
    int arrowOfEvent(size_t index) const;
    /// The first arrow (in send order) that is still on its way at `t` or later: no
    /// arrow before it reaches t. A binary search, for drawing a slice of a long run.
    size_t firstArrowReaching(SimTime t) const;
};

} // namespace corrsim
