#pragma once
// What of a run's past its checks read, folded as the run goes: a check's verdict is
// read off the finished run, and most of it off the live state at the end, but some of it
// off the trace (an effect applied twice an hour ago, an overdraft since repaid). Two runs
// whose states and folded pasts are alike at one point end with the same verdicts if what
// follows is alike: an exploration keys the states it has seen by both, and explores
// what follows each once (docs/explore.md#pruning).

#include "scenario/sagasettings.h"
#include "trace/trace.h"

#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <tuple>
#include <unordered_map>
#include <vector>

namespace corrsim {

class Simulation;
class StateHash;
struct StoredEntry;

/// The parts of the past a check reads. The sagas, in the order they began, with their
/// states, are always folded when the scenario has them: the end state lists them so.
namespace past {
enum Part : uint32_t {
    /// run/invariants.h: the opening balances, whether an account was overdrawn or a
    /// state written that its writer does not declare, the stores as their trace rebuilds
    /// them, effects applied by each message and what the inboxes forgot.
    Invariants = 1u << 0,
    EffectsTwice = 1u << 1,     // effects applied, by what they act on
    WritesPerMessage = 1u << 2, // the entries each message wrote
    PendingPresent = 1u << 3,   // pending entries put and not taken out
    /// A check that reads the past some other way (a lesson's expectations): no two
    /// states can be called alike.
    Unfolded = 1u << 31,
};
}

/// "orders/2.pending" or "orders.pending@2" -> "orders.pending": the workers' stores of
/// one application are one store to a caller, who cannot tell which worker its callback
/// reaches.
std::string logicalStore(std::string_view name);

class CheckHistory
{
public:
    /// `sagas`: the scenario's, when it has them (the saga report's owners and states).
    CheckHistory(const Trace &trace, uint32_t parts, const std::optional<SagaSettings> &sagas);
    /// Folds the events the trace gained since the last call.
    void advance(const Simulation &sim);
    /// Adds the past folded so far to h; false when it cannot stand for it: the stores
    /// are not what their trace rebuilds (the invariant the next check reports).
    bool hash(StateHash &h, const Simulation &sim) const;

private:
    void effect(const Trace &t, const TraceEvent &e);

    uint32_t m_parts;
    size_t m_next = 0; // trace events folded
    Sym m_balance = 0;
    std::vector<std::string_view> m_inboxOf; // the application whose inbox each store is
    bool m_inboxes = false;

    /// As the saga report reads them (run/sagametrics.cpp): each owner's states, by
    /// application and key, in the order they began.
    struct Saga
    {
        uint64_t app;
        Id key;
        Sym state;
    };
    std::vector<bool> m_owns;                                 // by participant: its states are sagas' states
    std::map<std::pair<uint64_t, uint64_t>, size_t> m_sagaAt; // (application, key) -> place
    std::vector<Saga> m_sagas;

    int64_t m_opening = 0;
    bool m_overdrawn = false, m_undeclared = false;
    std::vector<std::map<Id, StoredEntry>> m_rebuilt; // each store, as its trace rebuilds it

    using Effect = std::tuple<uint64_t, uint64_t, Sym, Sym>;  // application, object, effect, step
    std::set<std::pair<Effect, uint64_t>> m_effectsByMessage; // and the message that applied it
    bool m_repeatedByOneMessage = false;
    std::set<std::pair<uint64_t, uint64_t>> m_purged; // (application, message) rows an inbox removed
    std::set<uint64_t> m_redeliveredAfterPurge;
    std::unordered_map<uint64_t, uint64_t> m_causeOf;

    std::set<Effect> m_effects;
    bool m_repeated = false;

    std::set<std::tuple<uint64_t, ActorRef, uint64_t>> m_written; // (message, store, key)
    bool m_writtenTwice = false;

    std::set<std::pair<std::string, uint64_t>> m_pending; // (logical store, key) put, not taken out
    bool m_pendingLost = false;
};

} // namespace corrsim
