// What a sweep of one parameter might try: every option of a choice, or the values the
// lesson's variants give it.

#include "whatif/sweep.h"

#include "scenario/parameters.h"

#include <algorithm>

namespace corrsim {

std::vector<std::string> sweepSuggestions(const Scenario &scenario, const std::string &dottedPath)
{
    // A choice's every option: from the value's own type or, for a field the lesson
    // leaves at its default, from its participant's kind.
    for (const Parameter &p : scenario.parameters()) {
        if (p.dotted() == dottedPath)
            return p.spec.type == ParameterType::Choice ? p.spec.choices : std::vector<std::string>{};
        const std::string participant = p.labels[0] + "." + (p.labels.size() > 1 ? p.labels[1] : "") + ".";
        if (p.path.size() == 3 && p.path[0] == "participants" && p.path[2] == "kind" &&
            dottedPath.starts_with(participant)) {
            std::vector<std::string> pointer{p.path[0], p.path[1]};
            const std::string rest = dottedPath.substr(participant.size());
            for (size_t start = 0; start <= rest.size();) {
                const size_t dot = std::min(rest.find('.', start), rest.size());
                pointer.push_back(rest.substr(start, dot - start));
                start = dot + 1;
            }
            if (const ParameterSpec spec = parameterSpec(pointer, p.value.text);
                spec.type == ParameterType::Choice && !spec.choices.empty())
                return spec.choices;
        }
    }
    std::vector<std::string> values;
    for (const auto &variant : scenario.info().variants)
        for (const ParameterEdit &change : variant.changes)
            if (change.path == dottedPath && std::find(values.begin(), values.end(), change.value) == values.end())
                values.push_back(change.value);
    return values;
}

} // namespace corrsim
