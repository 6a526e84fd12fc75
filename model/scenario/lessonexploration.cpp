#include "scenario/lessonexploration.h"

#include "input/confignode.h"

#include <algorithm>

namespace corrsim {

LessonExploration readLessonExploration(const ConfigNode &block, bool studentCopy)
{
    block.allowOnly({"maxFaults", "faults", "checks", "ask", "choices", "answer", "reveal"});
    LessonExploration x;
    const int64_t k = block.integer("maxFaults", 1);
    if (k < 0 || k > int64_t(MaxExploreFaults))
        block.at("maxFaults").fail({FindingKind::ExplorePinsRange, {int64_t(MaxExploreFaults)}, {}});
    x.maxFaults = uint32_t(k);
    for (const auto &[key, into] : {std::pair{"faults", &x.faults}, std::pair{"checks", &x.checks}}) {
        const auto list = block.find(key);
        if (!list)
            continue;
        const auto items = list->items();
        if (items.empty())
            list->fail({FindingKind::NameOneOrLeaveOut, {std::string(key)}, {}});
        for (const ConfigNode &item : items) {
            const std::string name = item.text();
            if (name.empty())
                item.fail({FindingKind::NameNotEmpty, {}, {}});
            // Each once, as the schema says (corrsim validate refused what a run took).
            if (std::find(into->begin(), into->end(), name) != into->end())
                item.fail({FindingKind::NamedTwice, {name}, {}});
            into->push_back(name);
        }
    }
    x.question = readLessonQuestion(block, studentCopy);
    return x;
}

} // namespace corrsim
