#pragma once
// Trace values as JSON, shared by the summary and the JSONL trace so both say the same
// thing the same way. Model-internal: includes nlohmann through json.h.

#include "json.h"
#include "trace.h"

namespace corrsim {

OrderedJson valueJson(const Value &v, const Trace &t);
/// A JSON scalar as a record value (text is interned); None for anything else.
template<typename J>
Value valueFromJson(const J &j, Names &names)
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
/// The fields of one section of a record as a JSON object.
OrderedJson recordJson(RecordRef r, const Trace &t, Section section);

} // namespace corrsim
