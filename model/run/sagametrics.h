#pragma once
// Sagas as the trace tells them: each instance's state history (from the owner's
// state.change events), how it ended, counts by final state, time to settle,
// duplicates delivered, and effects applied twice. The summary reports them and
// expectations check them.

#include "scenario/sagasettings.h"
#include "trace/finding.h"
#include "trace/trace.h"

#include <map>
#include <optional>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

namespace corrsim {

/// How a saga ended. A saga is on the failure path once one of its states is marked as
/// compensation; what happened to its effects then says which failure it was.
enum class SagaOutcome : uint8_t {
    Completed,            // final, never on the failure path
    RejectedBeforeEffect, // failed before anything that needed undoing happened
    Compensated,          // failed after effects, and compensations undid each of them
    CompensationFailed,   // failed after effects, and not all of them were undone
    Stuck,                // not in a final state at the end of the run
};
std::string_view sagaOutcomeName(SagaOutcome o);

struct SagaInstance
{
    Id key;         // the saga's ID in the trace: the correlation ID its messages carry
    std::string id; // the same, as printed
    std::string owner;
    std::string state;
    bool final = false;
    bool compensated = false; // a compensation actually ran (an effect that undoes another, a refund)
    SagaOutcome outcome = SagaOutcome::Stuck;
    int reversibleEffects = 0;    // effects a compensation would have to undo (transfers)
    int compensationEffects = 0;  // effects that undid one (refunds)
    std::optional<Finding> stuck; // for a saga not final: what last happened to it
    struct Span
    {
        std::string state;
        SimTime from;
        std::optional<SimTime> to; // none: still in that state at the end
        bool compensation = false;
        /// A compensation with something to undo: an effect it reverses came before it. A
        /// saga rejected before any money moved takes the failure path and undoes nothing.
        bool undoes = false;
    };
    std::vector<Span> history;
};

struct SagaReport
{
    std::vector<SagaInstance> instances;
    std::map<std::string, int64_t> byFinalState;
    int64_t notFinal = 0;
    int64_t compensated = 0, rejectedBeforeEffect = 0, compensationFailed = 0;
    double settleMedianMs = 0, settleMaxMs = 0;
    int64_t duplicatesDelivered = 0; // deliveries of a message delivered before to the same participant
    /// Effects applied again: the same application, the same effect on the same object
    /// at the same step of its saga, whatever message carried it.
    int64_t effectsAppliedTwice = 0;
    std::map<std::string, int64_t> effectsAppliedTwiceBy; // by application
    /// Of those, the ones an inbox could not stop: somewhere up their chain a message
    /// was delivered again after the purge had removed its inbox row (a retention
    /// shorter than the redelivery).
    int64_t effectsAppliedTwiceAfterPurge = 0;
    /// What an inbox promises to stop: one message (one ID) applying the same effect
    /// again; and, of those, the ones after the purge forgot it. (Not in the summary:
    /// the inbox invariant reads them.)
    int64_t effectsAppliedTwiceByOneMessage = 0, effectsAppliedTwiceByOneMessageAfterPurge = 0;
};

SagaReport sagaReport(const Trace &trace, const SagaSettings &settings);
/// True when the message, or one up its chain of causes (causeOf: message -> cause), came
/// back after the purge removed its inbox row (`redelivered`): an inbox cannot stop what
/// it forgot.
bool forgottenByInbox(uint64_t message, const std::set<uint64_t> &redelivered,
                      const std::unordered_map<uint64_t, uint64_t> &causeOf);
/// Whether an event on an inbox's store would bring back a message whose row the purge
/// removed: a lookup that misses it, or a commit's insert (a copy that looked before the
/// purge and commits after it, when no row is left to refuse it).
inline bool inboxMeetsAgain(const TraceEvent &e)
{
    return (e.kind == EventKind::StoreGet && !e.storedValue()) || e.kind == EventKind::StorePut;
}
/// A named number of the report ("sagas.notFinal", "sagas.final.SETTLED", ...), or none.
std::optional<double> sagaMetric(const SagaReport &report, const std::string &name);
/// A metric as text, as short as it reads back exactly: "3", "105.302".
std::string formatMetric(double value);

} // namespace corrsim
