#include "buildcontext.h"

#include "json.h"

#include <vector>

namespace corrsim {

ActorRef BuildContext::participant(const ConfigNode &name) const
{
    const std::string n = name.text();
    auto it = participants.find(n);
    if (it == participants.end()) {
        std::string known;
        for (const auto &[k, v] : participants)
            known += (known.empty() ? "" : ", ") + k;
        name.fail("unknown participant \"" + n + "\" (participants: " + known + ")");
    }
    return it->second;
}

Value BuildContext::value(const ConfigNode &scalar)
{
    const Json &j = scalar.json();
    if (j.is_boolean())
        return Value::boolean(j.get<bool>());
    if (j.is_number_integer())
        return Value::integer(j.get<int64_t>());
    if (j.is_number())
        return Value::number(j.get<double>());
    if (j.is_string())
        return Value::text(sim.intern(j.get<std::string>()));
    scalar.fail("expected text, a number or true/false");
}

RecordRef BuildContext::record(const ConfigNode &object, Section section)
{
    std::vector<Field> fields;
    for (const auto &[key, v] : object.members())
        fields.push_back({sim.intern(key), section, value(v)});
    return sim.trace().records().add(fields);
}

} // namespace corrsim
