#pragma once
// Where a scenario names a participant, outside its own entry: another participant's
// field ("to": "orders"), a link's end, a selector's actor or peer (a worker
// "orders/2", a store "orders.pending"), a saga owner, a variant's change
// ("participants.orders.claim"). Message bodies and headers are data, and notes'
// words, titles and expectation names are prose: neither is a reference.

#include "input/json.h"

#include <string>
#include <vector>

namespace corrsim {

/// The JSON paths ("/participants/0/to", "/narrative/2/on/actor") that name `name`.
std::vector<std::string> participantReferences(const Json &doc, const std::string &name);
/// Every reference to `from` made to name `to` (the participant's own "name" too).
void renameParticipantReferences(Json &doc, const std::string &from, const std::string &to);

} // namespace corrsim
