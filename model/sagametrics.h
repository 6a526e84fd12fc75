#pragma once
// Sagas as the trace tells them: each instance's state history (from the owner's
// state.change events), counts by final state, time to settle, duplicates delivered,
// and effects applied twice. The summary reports them and expectations check them.

#include "trace.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace corrsim {

struct SagaSettings
{
    std::vector<std::string> owners; // participants (or applications) whose states are sagas' states
    std::vector<std::string> finals; // states in which a saga is over
};

struct SagaInstance
{
    std::string id;
    std::string owner;
    std::string state;
    bool final = false;
    bool compensated = false;
    struct Span
    {
        std::string state;
        SimTime from;
        std::optional<SimTime> to; // none: still in that state at the end
        bool compensation = false;
    };
    std::vector<Span> history;
};

struct SagaReport
{
    std::vector<SagaInstance> instances;
    std::map<std::string, int64_t> byFinalState;
    int64_t notFinal = 0;
    double settleMedianMs = 0, settleMaxMs = 0;
    int64_t duplicatesDelivered = 0; // deliveries of a message delivered before
    int64_t effectsAppliedTwice = 0; // effects a consumer applied again for the same message
};

SagaReport sagaReport(const Trace &trace, const SagaSettings &settings);
/// A named number of the report ("sagas.notFinal", "sagas.final.SETTLED", ...), or none.
std::optional<double> sagaMetric(const SagaReport &report, const std::string &name);

} // namespace corrsim
