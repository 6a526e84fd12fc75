#pragma once
// What a participant added in the app starts as: the first of its kind in the templates
// File › New lesson offers, or else in the built-in lessons, renamed, and wired to the
// participants already there. A starter that runs lets the author change one thing at a
// time from something that works, rather than fill in a kind's fields from nothing.

#include "scenario/participantedit.h"

#include <string>

namespace corrsim {

class Scenario;

/// A participant of `kind` called `name` for `lesson`: its Participant fields name
/// participants of `lesson` (the first other one where the example's is not there), its
/// stores are its own. Only the kind's required fields where no example has the kind.
ParticipantEntry starterParticipant(const std::string &kind, const std::string &name, const Scenario &lesson);

} // namespace corrsim
