#pragma once
// What an actor needs while it is being built from its scenario entry: the simulation
// it joins, the other participants by name, which worker of its application it is, and
// ways to turn JSON into records and stores.

#include "input/confignode.h"
#include "kernel/simulation.h"

#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace corrsim {

struct BuildContext
{
    Simulation &sim;
    /// Participant name -> address (an actor, or the router of an application's workers).
    std::map<std::string, ActorRef, std::less<>> participants;

    // The worker being built: an application with "workers": N becomes N actors named
    // "<app>/1" .. "<app>/N" behind a router that has the application's name.
    std::string appName;
    std::string workerName;
    ActorRef workerRef = NoActor;
    int workerIndex = 0;
    int workerCount = 1;

    /// The address a text value names; an unknown name is an error at that path.
    ActorRef participant(const ConfigNode &name) const;
    /// An object of scalar values as a record ({"item": "shoes", "amount": 100}).
    RecordRef record(const ConfigNode &object, Section section = Section::Body);
    /// A scalar JSON value as a record value.
    Value value(const ConfigNode &scalar);
    /// An ID written in the scenario ("101", "ORD-7").
    Id literalId(const ConfigNode &text) { return sim.trace().ids().literal(text.text()); }

    /// The store a participant setting names: a store name (text) or settings
    /// {"name", "ttl", "sweepEvery", "persistent", "shared", "removeMissing", "latency"}.
    /// A shared store is one for the whole application ("<app>.<suffix>"); otherwise
    /// each worker has its own ("<worker>.<suffix>"). Absent: a local in-memory store.
    KeyValueStore &store(const std::optional<ConfigNode> &spec, std::string_view suffix);

    /// A table of the application's database ("<app>.<name>"): one for all its workers,
    /// owned by none of them, so it survives any worker's crash.
    KeyValueStore &table(const std::string &name);
};

/// The prefix of a numbered ID space from c's `key` (`fallback` when absent); fails
/// at its path when it ends in a digit, as its IDs would not read back from a trace.
std::string numberedIdPrefix(const ConfigNode &c, std::string_view key, const std::string &fallback);

} // namespace corrsim
