#include "scenario/sagasettings.h"

#include <algorithm>

namespace corrsim {

const std::vector<std::string> &sagaMetricNames()
{
    static const std::vector<std::string> names = {"sagas.count",
                                                   "sagas.notFinal",
                                                   "sagas.final.<STATE>",
                                                   "sagas.compensated",
                                                   "sagas.rejectedBeforeEffect",
                                                   "sagas.compensationFailed",
                                                   "sagas.duplicatesDelivered",
                                                   "sagas.effectsAppliedTwice",
                                                   "sagas.settleMedianMs",
                                                   "sagas.settleMaxMs"};
    return names;
}

bool isSagaMetric(const std::string &name)
{
    const auto &all = sagaMetricNames();
    return name.starts_with("sagas.final.") || std::find(all.begin(), all.end(), name) != all.end();
}

} // namespace corrsim
