#pragma once
// What a check found, as a value: which finding it is and what it names (participants,
// stores, keys, counts, times, and findings within it). Its words are made at the edges:
// findingWords() in English for the command line and the summary, views/findingtext
// looking the same templates up in the window's translation. The templates both read
// are declared once, in trace/findingwords.cpp. It lives in the lowest layer so that any
// layer can say what it found (the kernel its run's warnings, the lesson check its
// problems) without a sentence.

#include "trace/findingkind.h"
#include "trace/simtime.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace corrsim {

/// The invariants, by what they promise (run/invariants.h).
enum class InvariantId : uint8_t {
    MoneyConserved,
    NoOverdraft,
    SagasEnd,
    NoEffectTwice,
    StatesDeclared,
    StoresFollowTrace
};

struct Finding;

/// Findings shown one after the other, after their separator (none, or "; ").
struct FindingList
{
    enum class Join : uint8_t { Adjoined, Semicolons };
    Join join = Join::Semicolons;
    std::vector<Finding> items;
    bool operator==(const FindingList &) const = default;
};

/// One value a finding names, %1, %2, … in its words: a name shown as it is (a
/// participant, a store, a key, a state, an ID), a number, a time, an invariant, or
/// findings within it.
using FindingArg = std::variant<std::string, int64_t, SimTime, InvariantId, FindingList>;

struct Finding
{
    FindingKind kind{};
    std::vector<FindingArg> args;
    /// The number the words count ("%n sagas did not end"): it picks the plural form.
    std::optional<int64_t> count;
    bool operator==(const Finding &) const = default;

    /// A finding within another, as one argument.
    static FindingArg nested(Finding f) { return FindingList{FindingList::Join::Adjoined, {std::move(f)}}; }
    /// "LABEL: words": a finding said of what the label names: the change as typed
    /// ("--set seed=-1"), or a finding in words of its own ("rename shop to store").
    static Finding labelled(FindingArg label, Finding f)
    {
        return {FindingKind::Labelled, {std::move(label), nested(std::move(f))}, {}};
    }
};

/// " (orders: 2) (billing: 1)": a count for each application.
inline FindingList countsByApplication(const std::map<std::string, int64_t> &counts)
{
    FindingList list{FindingList::Join::Adjoined, {}};
    for (const auto &[app, n] : counts)
        list.items.push_back({FindingKind::AppCount, {app, n}, {}});
    return list;
}

/// What a run warns of, where the scenario says it: a pinned fault that matched nothing,
/// a note whose event did not happen, an expectation a saved trace judges otherwise.
struct RunWarning
{
    std::string where; // a JSON path of the scenario ("/faults/0", "/narrative/3"); "" for the run
    Finding finding;
    bool operator==(const RunWarning &) const = default;
};

} // namespace corrsim
