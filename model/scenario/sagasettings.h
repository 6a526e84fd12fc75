#pragma once
// Which participants' states are the states of sagas, and which of them are final (the
// scenario's "saga" block).

#include <string>
#include <vector>

namespace corrsim {

struct SagaSettings
{
    std::vector<std::string> owners; // participants (or applications) whose states are sagas' states
    std::vector<std::string> finals; // states in which a saga is over
};

/// The saga metrics an expectation can check ("sagas.final.<STATE>" stands for each
/// final state).
const std::vector<std::string> &sagaMetricNames();
/// Whether a name is one of them.
bool isSagaMetric(const std::string &name);

} // namespace corrsim
