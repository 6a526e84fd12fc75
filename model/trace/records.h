#pragma once
// Small immutable lists of named values: message bodies, application headers and store
// values. A run stores them once, in one table, and refers to them by index; index 0
// is the empty record. Values are a tagged 64-bit word, so a record costs 16 bytes a field.

#include "trace/ids.h"
#include "trace/names.h"
#include "trace/simtime.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace corrsim {

struct Value
{
    enum class Type : uint8_t { None, Int, Number, Text, IdRef, Time, Bool };
    Type type = Type::None;
    int64_t raw = 0;

    static Value integer(int64_t v) { return {Type::Int, v}; }
    static Value number(double v);
    static Value text(Sym s) { return {Type::Text, int64_t(s)}; }
    static Value id(Id v) { return {Type::IdRef, int64_t(v.bits)}; }
    static Value time(SimTime t) { return {Type::Time, t.micros()}; }
    static Value boolean(bool b) { return {Type::Bool, b ? 1 : 0}; }
    double asNumber() const;
    Id asId() const { return Id{uint64_t(raw)}; }
    bool operator==(const Value &) const = default;
};

/// Which part of a message a field belongs to. Store values use Body only.
enum class Section : uint8_t { Body, Header };

struct Field
{
    Sym name = 0;
    Section section = Section::Body;
    Value value;
};

using RecordRef = uint32_t;

/// The first name a list of fields gives twice in one section, if any.
std::optional<Sym> repeatedField(std::span<const Field> fields);

/// Every record names each field once (per section): add() keeps the first of a name
/// given twice, with() lets the added field take the place of the one it repeats.
class Records
{
public:
    Records() { m_offsets.assign(2, 0); }
    RecordRef add(std::span<const Field> fields);
    /// A new record: r's fields followed by `extra` (a header added to a forwarded
    /// message, a body joined with its headers); a field of `extra` that r has already
    /// (same name and section) takes its place. `extra` may point into this table.
    RecordRef with(RecordRef r, std::span<const Field> extra);
    /// A record nothing refers to any more, in a run that keeps no trace (a benchmark):
    /// the next add() of as many fields writes over it, so memory follows what is held,
    /// not how much was ever made. Never for a recorded run, whose events point at them.
    void release(RecordRef r);
    std::span<const Field> fields(RecordRef r) const
    {
        return {m_fields.data() + m_offsets[r], m_fields.data() + m_offsets[r + 1]};
    }
    /// The first field of that name in that section, or nullptr.
    const Field *find(RecordRef r, Sym name, Section section = Section::Body) const;
    size_t count() const { return m_offsets.size() - 1; }
    size_t bytes() const { return m_fields.capacity() * sizeof(Field) + m_offsets.capacity() * 4; }

private:
    std::vector<Field> m_fields;
    std::vector<uint32_t> m_offsets;                // record r spans [m_offsets[r], m_offsets[r+1])
    std::vector<std::vector<RecordRef>> m_released; // by field count: records add() may reuse
};

/// Text of a value for display and export ("100", "PAID", "ORD-7", "12.5ms").
std::string formatValue(const Value &v, const Names &names, const IdRegistry &ids);

} // namespace corrsim
