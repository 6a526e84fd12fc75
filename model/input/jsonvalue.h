#pragma once
// A JSON scalar read into a record value: the one conversion scenarios (bodies, headers,
// reply bodies) and trace files (fields) both use.

#include "input/json.h"
#include "trace/records.h"

namespace corrsim {

/// A JSON scalar as a record value (text is interned); None for anything else.
template <typename J> Value valueFromJson(const J &j, Names &names)
{
    if (j.is_boolean())
        return Value::boolean(j.template get<bool>());
    if (j.is_number_integer())
        return Value::integer(j.template get<int64_t>());
    if (j.is_number())
        return Value::number(j.template get<double>());
    if (j.is_string())
        return Value::text(names.intern(j.template get<std::string>()));
    return {};
}

} // namespace corrsim
