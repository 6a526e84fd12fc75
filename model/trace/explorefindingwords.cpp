#include "trace/explorefindingwords.h"

#include "trace/translatable.h"

#include <array>

namespace corrsim {

namespace {

/// The words of an exploration's report and of a schedule's faults, in FindingKind's
/// order from ExploreHeading on (the kinds before are in findingwords.cpp,
/// inputfindingwords.cpp and tracefindingwords.cpp).
constexpr std::array<FindingTemplate, size_t(FindingKind::Count_) - size_t(FindingKind::ExploreHeading)> Templates{{
    {QT_TRANSLATE_N_NOOP("Findings", "%1: %n schedules, %2"), "%1: %n schedule, %2"}, // ExploreHeading
    {QT_TRANSLATE_N_NOOP("Findings", "up to %n faults (%1)"), "up to %n fault (%1)"}, // ExploreUpTo
    {QT_TRANSLATE_NOOP("Findings", ", shard %1 of %2"), nullptr},                     // ExploreShard
    {QT_TRANSLATE_N_NOOP("Findings", "; stopped at %n faults, where the first violation is"),
     "; stopped at %n fault, where the first violation is"}, // ExploreStoppedAt
    {QT_TRANSLATE_N_NOOP("Findings", "; stopped at %n faults, where the first violation is (NOT all of that level "
                                     "was run: --max-schedules %1 left some unrun)"),
     "; stopped at %n fault, where the first violation is (NOT all of that level was run: --max-schedules %1 left "
     "some unrun)"},                                                     // ExploreStoppedAtCut
    {QT_TRANSLATE_NOOP("Findings", ", explored exhaustively"), nullptr}, // ExploreExhaustive
    {QT_TRANSLATE_NOOP("Findings", ", NOT explored exhaustively: its memory budget stopped it (below)"),
     nullptr}, // ExploreMemoryStopped
    {QT_TRANSLATE_NOOP("Findings", ", NOT explored exhaustively: --max-schedules %1 left some unrun"),
     nullptr}, // ExploreCut
    {QT_TRANSLATE_N_NOOP("Findings", ", NOT explored exhaustively: %n runs stopped before their end (below)"),
     ", NOT explored exhaustively: %n run stopped before their end (below)"}, // ExploreRunsStopped
    {QT_TRANSLATE_NOOP("Findings", ", NOT explored exhaustively: stopped before the bound"),
     nullptr}, // ExploreBoundNotReached
    {QT_TRANSLATE_N_NOOP("Findings", "%n outcomes (an end state and the checks it breaks); %1"),
     "%n outcome (an end state and the checks it breaks); %1"}, // ExploreOutcomes
    {QT_TRANSLATE_N_NOOP("Findings", "%n schedules not expanded (the same run as another)"),
     "%n schedule not expanded (the same run as another)"}, // ExploreNotExpanded
    {QT_TRANSLATE_N_NOOP("Findings", "%n schedules not run: each starts from the state an earlier one started from, "
                                     "with the same past and fault, and ends as it did%1"),
     "%n schedule not run: each starts from the state an earlier one started from, with the same past and fault, "
     "and ends as it did%1"}, // ExploreSameState
    {QT_TRANSLATE_NOOP("Findings", " (%1 of them like one with fewer faults: a fault that healed)"),
     nullptr}, // ExploreHealed
    {QT_TRANSLATE_N_NOOP("Findings", "%n runs stopped before their end (--max-events, or the virtual clock's limit) "
                                     "and are not judged, nor is what would follow them"),
     "%n run stopped before their end (--max-events, or the virtual clock's limit) and are not judged, nor is what "
     "would follow them"},                                                    // ExploreStoppedEarly
    {QT_TRANSLATE_NOOP("Findings", "STOPPED before the bound: %1"), nullptr}, // ExploreBudgetStopped
    {QT_TRANSLATE_N_NOOP("Findings", "the exploration's own memory (%1 schedules to expand, %2 runs seen, %3 starts "
                                     "kept: %4 MB) passed --max-memory-mb %5 after %n faults"),
     "the exploration's own memory (%1 schedules to expand, %2 runs seen, %3 starts kept: %4 MB) passed "
     "--max-memory-mb %5 after %n fault"},                                                    // ExploreMemoryPassed
    {QT_TRANSLATE_NOOP("Findings", "shard %1: %2"), nullptr},                                 // ExploreShardSaid
    {QT_TRANSLATE_NOOP("Findings", "%1: violated by %2 of %3"), nullptr},                     // ExploreCheckViolated
    {QT_TRANSLATE_NOOP("Findings", "%1: held in every schedule judged (%2 of %3)"), nullptr}, // ExploreCheckHeldJudged
    {QT_TRANSLATE_NOOP("Findings", "%1: held in every schedule"), nullptr},                   // ExploreCheckHeld
    {QT_TRANSLATE_NOOP("Findings", "The scenario breaks %1 before explore adds any fault: %2"),
     nullptr}, // ExploreBrokenUnfaulted
    {QT_TRANSLATE_N_NOOP("Findings", "Shortest counterexample (B, %n faults): %1"),
     "Shortest counterexample (B, %n fault): %1"},                                          // ExploreShortest
    {QT_TRANSLATE_NOOP("Findings", "breaks %1: %2"), nullptr},                              // ExploreBreaks
    {QT_TRANSLATE_NOOP("Findings", "repeat it: %1"), nullptr},                              // ExploreRepeat
    {QT_TRANSLATE_NOOP("Findings", "Nearest passing schedule (A): %1"), nullptr},           // ExploreNearest
    {QT_TRANSLATE_NOOP("Findings", "%1"), nullptr},                                         // ExploreParting
    {QT_TRANSLATE_NOOP("Findings", "no fault"), nullptr},                                   // NoFault
    {QT_TRANSLATE_NOOP("Findings", "the send at event %1"), nullptr},                       // PinSend
    {QT_TRANSLATE_NOOP("Findings", "the %1 from %2 to %3 sent at %4 (event %5)"), nullptr}, // PinSent
    {QT_TRANSLATE_NOOP("Findings", "event %1"), nullptr},                                   // PinEvent
    {QT_TRANSLATE_NOOP("Findings", "its %1 at %2 (event %3)"), nullptr},                    // PinItsEvent
    {QT_TRANSLATE_NOOP("Findings", "%1, dropped"), nullptr},                                // PinDropped
    {QT_TRANSLATE_NOOP("Findings", "%1, duplicated"), nullptr},                             // PinDuplicated
    {QT_TRANSLATE_NOOP("Findings", "%1, delayed by %2"), nullptr},                          // PinDelayed
    {QT_TRANSLATE_NOOP("Findings", "%1, delivered after the next message on its link"),
     nullptr},                                                                            // PinDeliveredAfterNext
    {QT_TRANSLATE_NOOP("Findings", "%1 crashed right after %2"), nullptr},                // PinCrashed
    {QT_TRANSLATE_NOOP("Findings", "%1 crashed right after %2, back %3 later"), nullptr}, // PinCrashedBack
    {QT_TRANSLATE_NOOP("Findings", "; then %1"), nullptr},                                // PinThen
}};
static_assert(Templates.back().other != nullptr, "no kind left without its words (the array's size alone is no proof)");

} // namespace

const FindingTemplate &exploreFindingTemplate(FindingKind kind)
{
    return Templates.at(size_t(kind) - size_t(FindingKind::ExploreHeading));
}

} // namespace corrsim
