#include "trace/records.h"

#include <algorithm>
#include <bit>
#include <cstdio>

namespace corrsim {

Value Value::number(double v)
{
    return {Type::Number, std::bit_cast<int64_t>(v)};
}

double Value::asNumber() const
{
    switch (type) {
    case Type::Int:
    case Type::Time:
    case Type::Bool:
        return double(raw);
    case Type::Number:
        return std::bit_cast<double>(raw);
    default:
        return 0;
    }
}

std::optional<Sym> repeatedField(std::span<const Field> fields)
{
    auto same = [](const Field &a, const Field &b) { return a.name == b.name && a.section == b.section; };
    if (fields.size() <= 16) { // the usual record: a few fields
        for (size_t a = 1; a < fields.size(); ++a)
            for (size_t b = 0; b < a; ++b)
                if (same(fields[a], fields[b]))
                    return fields[a].name;
        return std::nullopt;
    }
    std::vector<std::pair<Sym, Section>> names;
    names.reserve(fields.size());
    for (const Field &f : fields)
        names.emplace_back(f.name, f.section);
    std::sort(names.begin(), names.end());
    const auto twice = std::adjacent_find(names.begin(), names.end());
    return twice == names.end() ? std::nullopt : std::optional<Sym>(twice->first);
}

RecordRef Records::add(std::span<const Field> fields)
{
    if (fields.empty())
        return 0;
    if (repeatedField(fields)) [[unlikely]] {
        // Fixed fields and a scenario's body may share a name: the first is kept, the
        // one the model reads (find), so each trace format holds the record as it is.
        std::vector<Field> once;
        for (const Field &f : fields)
            if (std::none_of(once.begin(), once.end(),
                             [&](const Field &o) { return o.name == f.name && o.section == f.section; }))
                once.push_back(f);
        return add(once);
    }
    if (fields.size() < m_released.size() && !m_released[fields.size()].empty()) [[unlikely]] {
        const RecordRef r = m_released[fields.size()].back();
        m_released[fields.size()].pop_back();
        std::copy(fields.begin(), fields.end(), m_fields.begin() + m_offsets[r]);
        return r;
    }
    m_fields.insert(m_fields.end(), fields.begin(), fields.end());
    m_offsets.push_back(uint32_t(m_fields.size()));
    return RecordRef(m_offsets.size() - 2);
}

RecordRef Records::with(RecordRef r, std::span<const Field> extra)
{
    // Copied out first: add() may grow the table that both spans point into. A field
    // given again (a header set twice) keeps its place and takes the new value, so a
    // record never names a field twice: each trace format holds it as it is.
    std::vector<Field> all(fields(r).begin(), fields(r).end());
    for (const Field &f : std::vector<Field>(extra.begin(), extra.end())) {
        const auto same = std::find_if(all.begin(), all.end(),
                                       [&](const Field &a) { return a.name == f.name && a.section == f.section; });
        if (same != all.end())
            same->value = f.value;
        else
            all.push_back(f);
    }
    return add(all);
}

void Records::release(RecordRef r)
{
    const size_t n = fields(r).size();
    if (r == 0 || n == 0 || n > 16)
        return; // the empty record is everyone's; big ones are rare
    if (m_released.size() <= n)
        m_released.resize(n + 1);
    m_released[n].push_back(r);
}

const Field *Records::find(RecordRef r, Sym name, Section section) const
{
    for (const Field &f : fields(r))
        if (f.name == name && f.section == section)
            return &f;
    return nullptr;
}

std::string formatValue(const Value &v, const Names &names, const IdRegistry &ids)
{
    switch (v.type) {
    case Value::Type::None:
        return {};
    case Value::Type::Int:
        return std::to_string(v.raw);
    case Value::Type::Number: {
        char buf[32];
        std::snprintf(buf, sizeof buf, "%.15g", v.asNumber());
        return buf;
    }
    case Value::Type::Text:
        return names.text(Sym(v.raw));
    case Value::Type::IdRef:
        return ids.format(v.asId());
    case Value::Type::Time:
        return formatDuration(SimTime::fromMicros(v.raw));
    case Value::Type::Bool:
        return v.raw ? "true" : "false";
    }
    return {};
}

} // namespace corrsim
