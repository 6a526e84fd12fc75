#pragma once
// Every participant kind a scenario can name, in the order the docs list them.

#include "participants/participantkind.h"

#include <string_view>
#include <vector>

namespace corrsim {

const std::vector<const ParticipantKind *> &participantKinds();
/// The kind of that name, or nullptr.
const ParticipantKind *findParticipantKind(std::string_view name);

} // namespace corrsim
