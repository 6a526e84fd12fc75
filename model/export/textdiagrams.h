#pragma once
// The sequence diagram as text other tools render: PlantUML (.puml) and Mermaid
// (.mmd). Neither can slant an arrow by its latency, so messages are listed in the
// order they were delivered, each labelled with when it was sent and how long it took:
// a message that overtook another appears first with the longer wait on the other.

#include "scenario/scenario.h"
#include "trace/trace.h"

#include <optional>
#include <ostream>
#include <string>
#include <vector>

namespace corrsim {

/// What a text diagram shows: the messages sent, and the notes made, within [from, to]
/// (the whole run by default).
struct TextDiagramWindow
{
    std::optional<SimTime> from, to;
};

/// PlantUML: a new page (`newpage`) every PlantUmlPageItems messages and notes, so each
/// rendered page stays under PlantUML's default 4096-pixel picture limit.
constexpr size_t PlantUmlPageItems = 60;
void writePlantUml(std::ostream &out, const Trace &trace, const ScenarioInfo &info,
                   const TextDiagramWindow &window = {});

/// Mermaid renders at most MermaidMaxText characters a diagram (its maxTextSize):
/// a longer one is cut into parts, each a whole diagram of its own under the limit,
/// titled "part k of n".
constexpr size_t MermaidMaxText = 50000;
std::vector<std::string> mermaidParts(const Trace &trace, const ScenarioInfo &info,
                                      const TextDiagramWindow &window = {});

} // namespace corrsim
