#include "export/jsonexport.h"

namespace corrsim {

OrderedJson valueJson(const Value &v, const Trace &t)
{
    switch (v.type) {
    case Value::Type::Int:
        return v.raw;
    case Value::Type::Number:
        return v.asNumber();
    case Value::Type::Bool:
        return v.raw != 0;
    case Value::Type::None:
        return nullptr;
    default:
        return formatValue(v, t.names(), t.ids());
    }
}

OrderedJson recordJson(RecordRef r, const Trace &t, Section section)
{
    OrderedJson o = OrderedJson::object();
    for (const Field &f : t.records().fields(r))
        if (f.section == section)
            o[t.names().text(f.name)] = valueJson(f.value, t);
    return o;
}

} // namespace corrsim
