#include "palette.h"

#include "trace/hash.h"

#include <iterator>

namespace corrsim::palette {

QColor stateColor(const std::string &state)
{
    if (state == "SETTLED" || state == "PAID" || state == "COMPLETED")
        return Green;
    if (state == "REJECTED" || state == "DECLINED")
        return Orange;
    if (state == "FAILED")
        return Vermillion;
    if (state == "CREATED" || state == "PAYMENT_REQUESTED")
        return SkyBlue;
    if (state == "COMPENSATING")
        return Yellow;
    // The in-between states the lessons use, one well-separated hue each.
    if (state == "APPROVED")
        return Blue;
    if (state == "DEBITED" || state == "APPLIED")
        return Purple;
    if (state == "RESERVED")
        return Indigo;
    if (state == "REFUNDED")
        return Wine;
    if (state == "UNAVAILABLE")
        return LightGrey;
    // The same state gets the same colour in every run (not std::hash: it may differ by build).
    // Tol's teal was here: with deuteranopia it is the grey and the purple above.
    static const QColor others[] = {Olive, Sand, Indigo, Wine};
    return others[hashName(state) % std::size(others)];
}

QColor conversationColor(size_t n)
{
    static const QColor lines[] = {Blue, Green, Orange, Purple, SkyBlue, QColor(0x33, 0x33, 0x33)};
    return lines[n % std::size(lines)];
}

} // namespace corrsim::palette
