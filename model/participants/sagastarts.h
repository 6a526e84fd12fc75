#pragma once
// When sagas start, and with what: "start" [{"at", "body"}] and/or a "workload"
// {"count", "interval", "amount", "from", "to"} of payments between accounts. An
// application starts each saga once, on its first worker.
//
// A workload's payments are drawn one at a time as the run reaches them, each from a
// stream named after the payment (not after the participant): ten million of them cost
// nothing until they start, and two designs given the same workload get the same
// payments at the same times.

#include "input/scenariolimits.h"
#include "participants/buildcontext.h"

#include <utility>
#include <vector>

namespace corrsim {

class SagaStarts
{
public:
    SagaStarts() = default;
    /// Reads "start" and "workload" of a participant entry.
    static SagaStarts read(const ConfigNode &participant, BuildContext &ctx);
    bool empty() const { return m_scripted.empty() && m_count == 0; }

    /// Schedules the scripted starts and the workload's first payment as arrivals to self.
    void schedule(Simulation &sim, ActorRef self, TimerEvent start) const;
    /// A start scheduled by schedule() has come (the timer it set): the new saga's body.
    /// For a payment of the workload, the next one is scheduled now.
    RecordRef arrived(Simulation &sim, ActorRef self, TimerEvent start) const;
    /// The same start came while the worker was down: no saga, but a payment of the
    /// workload still schedules the next.
    void lost(Simulation &sim, ActorRef self, TimerEvent start) const;

private:
    /// Payment i's gap after the one before it, and its body, drawn from its own stream.
    SimTime gap(Simulation &sim, int64_t i) const;
    RecordRef body(Simulation &sim, int64_t i) const;

    bool m_active = false; // only an application's first worker starts sagas
    std::vector<std::pair<SimTime, RecordRef>> m_scripted;
    int64_t m_count = 0;
    Distribution m_interval;
    int64_t m_low = 0, m_high = 0;
    std::vector<Sym> m_froms;
    Sym m_to = 0, m_amountName = 0, m_fromName = 0, m_toName = 0;
};

} // namespace corrsim
