#pragma once
// Streaming JSON for exports longer than memory: an array written one element at a
// time, and fixed-width hex for trace and span IDs. Model-internal (nlohmann).

#include "input/json.h"

#include <cstdint>
#include <cstdio>
#include <ostream>
#include <string>

namespace corrsim {

/// Writes a JSON array's elements one at a time, so nothing but the element being
/// written is held: a trace of any length streams out in constant memory. The caller
/// writes the brackets.
class JsonArrayStream
{
public:
    explicit JsonArrayStream(std::ostream &out) : m_out(out) {}
    void add(const OrderedJson &element)
    {
        m_out << (m_first ? "\n" : ",\n") << element.dump(-1, ' ', false, OrderedJson::error_handler_t::replace);
        m_first = false;
    }

private:
    std::ostream &m_out;
    bool m_first = true;
};

/// `v` as `digits` lower-case hex digits (at most 16).
inline std::string hexDigits(uint64_t v, int digits)
{
    char buf[17];
    std::snprintf(buf, sizeof buf, "%0*llx", digits, static_cast<unsigned long long>(v));
    return std::string(buf, size_t(digits));
}

} // namespace corrsim
