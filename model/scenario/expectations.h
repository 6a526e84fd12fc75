#pragma once
// Expectations: checks a scenario states about its own run, evaluated on the trace and
// the final stores after the run. Each result names the trace event that decided it,
// so a view can jump there.

#include "trace/simtime.h"

#include <optional>
#include <string>
#include <vector>

namespace corrsim {

class ConfigNode;

class Simulation;

/// Which trace events an expectation looks at; empty fields match anything.
struct EventFilter
{
    std::string kind;
    std::string actor, peer;
    std::string id, correlationId, causationId, key;
    std::string type;                             // the message type, or the detail text of other events
    std::string typeKey = "type";                 // which of "type" and "detail" the scenario wrote
    std::optional<int64_t> notBeforeUs, beforeUs; // time window [notBefore, before)
    std::optional<int64_t> attempt;
    /// Fields the event's body or stored value must have (a null value: must not have).
    std::vector<std::pair<std::string, std::optional<std::string>>> fields, headers;
};

struct Expectation
{
    enum class Check : uint8_t { Count, Store, Order, Metric };
    Check check = Check::Count;
    std::string name;
    std::string path; // where it stands in the scenario, for messages

    // Count: how many events match `filters[0]`.
    std::vector<EventFilter> filters; // Order: the first match of each, in this order
    std::optional<int64_t> equals, atLeast, atMost;

    // Store: a store's size, or one entry (present, absent, or a field's value).
    std::string store, key, field;
    std::optional<int64_t> size;
    std::optional<bool> present;
    std::optional<std::string> fieldEquals;

    // Metric: a saga metric ("sagas.notFinal") compared with equals / atLeast / atMost.
    std::string metric;
};

/// Reads the scenario's "expectations" list.
std::vector<Expectation> parseExpectations(const ConfigNode &list);
/// The list as the scenario writes it (what parseExpectations reads back to the same
/// expectations), as JSON text: a trace's header carries it, so a trace read back is
/// judged again by its own run's expectations.
std::string expectationsJson(const std::vector<Expectation> &expectations);
/// Fails with the expectation's path when it names a participant or store the run lacks.
void validateExpectations(const std::vector<Expectation> &expectations, Simulation &sim, const std::string &file);

} // namespace corrsim
