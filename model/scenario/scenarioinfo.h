#pragma once
// What a scenario is, as everything after its run names it: the views' titles, the
// summary, a trace file's header.

#include "scenario/expectations.h"
#include "scenario/lessonexploration.h"
#include "scenario/parameteredit.h"
#include "scenario/sagasettings.h"
#include "trace/simtime.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace corrsim {

struct ImportFacts; // scenario/importfacts.h: included where it is read, as few files do

struct ScenarioInfo
{
    std::string name;
    std::string title;
    std::string pattern; // the lesson group: correlation-identifier, async-callback, ...
    std::string summary;
    /// A student copy (File > Export student copy): its predict steps have no reveal and
    /// no answer; the teacher's copy has them.
    bool studentCopy = false;
    std::string file; // where it was loaded from ("" for text)
    uint64_t seed = 1;
    std::optional<SimTime> until;
    std::optional<SagaSettings> saga; // what counts as a saga, for metrics and the timeline
    /// The expectations a run was judged by, in a run's record and a trace's header (a
    /// trace read back is judged by them again); none where the run judged none.
    std::shared_ptr<const std::vector<Expectation>> expectations;
    /// The lesson's own exploration: bound, checks and the question it answers.
    std::optional<LessonExploration> exploration;

    /// A named version of the lesson: parameter changes with their own title line,
    /// narrative and expectations.
    struct Variant
    {
        std::string name;                   // one word in the style of lesson names: "atomic-claim"
        std::string title;                  // its title line
        std::vector<ParameterEdit> changes; // participants.orders.claim = atomic, one per entry of its "set"
    };
    std::vector<Variant> variants; // the lesson's, whichever is chosen
    std::string variant;           // the chosen one; "" for the lesson as shipped
    std::string variantTitle;
    /// Parameters were changed to match neither the lesson nor any variant: the
    /// expectations were written for other parameters.
    bool offScript = false;
    /// Spans another tool wrote, imported (model/import): what they cannot show. None
    /// for a run Corrsim made.
    std::shared_ptr<const ImportFacts> imported;
};

} // namespace corrsim
