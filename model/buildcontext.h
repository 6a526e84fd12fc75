#pragma once
// What an actor needs while it is being built from its scenario entry: the simulation
// it joins, the other participants by name, and a way to turn JSON into records.

#include "confignode.h"
#include "simulation.h"

#include <map>
#include <string>

namespace corrsim {

struct BuildContext
{
    Simulation &sim;
    std::map<std::string, ActorRef, std::less<>> participants;

    /// The participant a text value names; an unknown name is an error at that path.
    ActorRef participant(const ConfigNode &name) const;
    /// An object of scalar values as a record ({"item": "shoes", "amount": 100}).
    RecordRef record(const ConfigNode &object, Section section = Section::Body);
    /// A scalar JSON value as a record value.
    Value value(const ConfigNode &scalar);
    /// An ID written in the scenario ("101", "ORD-7").
    Id literalId(const ConfigNode &text) { return sim.trace().ids().literal(text.text()); }
};

} // namespace corrsim
