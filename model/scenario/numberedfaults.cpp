// Scenario::faultsByNumber: the faults that name their message or event by its number in
// the trace, which explore cannot keep on that message (scenario.h).

#include "input/jsonreader.h"
#include "scenario/scenario.h"
#include "scenario/scenariodoc.h"

namespace corrsim {

std::vector<Scenario::NumberedFault> Scenario::faultsByNumber(const Trace &run) const
{
    std::vector<NumberedFault> numbered;
    const auto faults = m_doc->json.find("faults");
    if (faults == m_doc->json.end() || !faults->is_array())
        return numbered;
    for (size_t i = 0; i < faults->size(); ++i) {
        const Json &entry = (*faults)[i];
        if (!entry.is_object())
            continue;
        // Where its selector is: "after" for a crash, the verb's object for a message.
        std::string where;
        for (const char *key : {"after", "drop", "duplicate", "delay", "deliverAfterNext"})
            if (entry.contains(key) && entry[key].is_object() && entry[key].contains("seq"))
                where = key;
        // As the loader reads it: 12.0 is 12 (a number it refuses does not get here).
        const std::optional<int64_t> number = where.empty() ? std::nullopt : wholeNumber(entry[where]["seq"]);
        if (!number || *number < 0)
            continue;
        const uint64_t seq = uint64_t(*number);
        const PinnedFault pin = where == "after" && entry.contains("crash") && entry["crash"].is_string()
                                    ? PinnedFault::crashAfter(entry["crash"].get<std::string>(), seq)
                                    : PinnedFault::onMessage(PinnedFault::Kind::Drop, seq);
        NumberedFault f{"/faults/" + std::to_string(i), {}};
        if (const std::optional<Json> which = namedSelector(pin, run)) {
            Json named = entry;
            named[where] = *which;
            f.named = named.dump(-1, ' ', false, Json::error_handler_t::replace);
        }
        numbered.push_back(std::move(f));
    }
    return numbered;
}

} // namespace corrsim
