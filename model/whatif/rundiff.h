#pragma once
// Two runs side by side: the first event where they part, said in words, and what
// differs at the end (store entries, expectations, saga outcomes). Runs are compared
// by what they say, not how they number it: IDs and names as text, so a run and its
// trace read back are the same run; and as the fingerprint sees them, so two seeds of a
// scripted scenario that print their generated IDs otherwise are the same run too.

#include "run/runrecord.h"

#include <optional>
#include <string>
#include <vector>

namespace corrsim {

struct Divergence
{
    // The first events that differ, by their number (seq) in each trace: the same number
    // unless the lessons' narration differs (notes and expectation verdicts are not
    // events of the model, so they are passed over); SIZE_MAX where a run had ended.
    size_t eventA = SIZE_MAX, eventB = SIZE_MAX;
    std::string a, b;         // that event of each run in words ("" where a run had ended)
    std::string lineA, lineB; // and as trace lines (.jsonl)
    std::optional<SimTime> timeA, timeB;
    /// "From event 16 (26 ms) the runs differ. B: the network copies payment.callback
    /// from provider to orders (…); A: a note: "…", at 31 ms."
    std::string sentence() const;
};

struct RunComparison
{
    std::optional<Divergence> divergence; // none: the same events
    struct Row
    {
        std::string what, a, b; // "orders.status ORD-A", its value in each run ("(none)" if absent)
    };
    std::vector<Row> stores, expectations, sagas;
    /// The same events of the model, narrated otherwise: the first note or expectation
    /// that differs, when the fingerprints differ and nothing above does.
    std::optional<Divergence> narration;
    /// Events that are the same but print a generated ID otherwise (another seed's UUIDs).
    size_t eventsPrintedOtherwise = 0;
    /// One side is a trace another tool recorded: compared by the messages the two
    /// exchange (who sent what to whom in which conversation, what each reply was taken
    /// for, each effect), not event by event, since spans keep their own IDs and
    /// attributes and a scenario's run its own; `divergence` is where those first part.
    bool byExchanges = false;
    /// The fingerprints agree. Two runs whose events read alike do (participants and
    /// stores are hashed by name); this stays as the last word on "identical".
    bool sameFingerprint = true;
    /// Identical only when the fingerprints agree too (narration counts in them).
    bool identical() const
    {
        return (sameFingerprint || byExchanges) && !divergence && !narration && stores.empty() &&
               expectations.empty() && sagas.empty();
    }
};

RunComparison compareRuns(const RunRecord &a, const RunRecord &b);

/// Where two runs first exchange otherwise between the applications both have: who sent
/// what to whom in which conversation, what each reply was taken for, each effect; a
/// message relayed by an application only one has is one exchange between its ends.
/// Exchanges at one instant are compared whatever their order: a recording's clock
/// cannot order them. How a trace another tool recorded is compared with a scenario's run.
std::optional<Divergence> firstExchangeDivergence(const Trace &a, const Trace &b);

} // namespace corrsim
