#include "explore/faultsbynumber.h"

namespace corrsim {

void refuseFaultsByNumber(const Scenario &scenario, const Trace &unfaulted)
{
    const std::vector<Scenario::NumberedFault> numbered = scenario.faultsByNumber(unfaulted);
    if (numbered.empty())
        return;
    const Scenario::NumberedFault &f = numbered.front();
    throw ScenarioError(scenario.info().file, f.path,
                        "explore cannot keep a fault that names its event by number (\"seq\"): a fault it adds "
                        "before that event moves the events after it, and the number would name another one. " +
                            (f.named.empty() ? std::string("Name it by what it is (docs/scenario-format.md#faults)")
                                             : "Name it by what it is: " + f.named));
}

} // namespace corrsim
