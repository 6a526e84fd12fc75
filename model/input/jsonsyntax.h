#pragma once
// What the JSON library says of text that is not JSON, as a finding. nlohmann's words
// ("syntax error while parsing value - invalid literal; last read: 'x'") are taken apart
// into what it was reading, what it met and what it expected, so that the window says
// them in its language; their English is the library's, word for word.

#include "trace/finding.h"

#include <string_view>

namespace corrsim {

/// The library's words after the place it names: taken apart where they are words it is
/// known to say (their English then reads back the same), else kept as they are (JsonSays).
Finding jsonSyntaxFinding(std::string_view libraryWords);

} // namespace corrsim
