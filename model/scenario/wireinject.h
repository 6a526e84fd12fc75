#pragma once
// A message put on the wire by a producer of another library: an "inject" entry with
// raw wire headers ("wire") and the routing key it was published with. The headers
// are read as the envelope reference says a receiver reads them (Envelope::fromHeaders):
// anything missing or unreadable takes its default, the type falls back to the routing
// key and then to "message", and reserved names this version does not know are set
// aside rather than handed to the application.

#include "input/confignode.h"
#include "kernel/message.h"

namespace corrsim {

struct BuildContext;

/// The header text a producer writes for a JSON value: text as it is, numbers and
/// booleans as JSON writes them, an object or a list as its JSON text; none for null.
std::optional<std::string> wireHeaderText(const ConfigNode &value);

/// The message an inject entry with "wire" headers puts on the wire at `at`.
Message wireMessage(const ConfigNode &inject, SimTime at, BuildContext &ctx);

} // namespace corrsim
