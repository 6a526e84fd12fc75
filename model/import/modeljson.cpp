#include "import/modeljson.h"

#include <algorithm>

namespace corrsim {

std::string durationText(SimTime t)
{
    const int64_t us = std::max<int64_t>(0, t.micros());
    if (us % 1000 == 0)
        return std::to_string(us / 1000) + "ms";
    std::string fraction = std::to_string(1000 + us % 1000).substr(1);
    while (fraction.back() == '0')
        fraction.pop_back();
    return std::to_string(us / 1000) + "." + fraction + "ms";
}

SimTime median(std::vector<SimTime> v)
{
    if (v.empty())
        return SimTime();
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

OrderedJson sequenceOf(const std::vector<SimTime> &times)
{
    OrderedJson list = OrderedJson::array();
    for (const SimTime t : times)
        list.push_back(durationText(t));
    return times.size() == 1 ? OrderedJson(list[0]) : OrderedJson{{"sequence", list}};
}

} // namespace corrsim
