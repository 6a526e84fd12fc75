#pragma once
// A scenario file: metadata, participants and their wiring, workload, faults, narrative
// and expectations. Loading checks everything by building the whole simulation once,
// so a scenario either loads completely or fails with a located error.

#include "input/scenarioerror.h"
#include "input/scenariolimits.h"
#include "scenario/expectations.h"
#include "scenario/parameteredit.h"
#include "scenario/participantedit.h"
#include "scenario/pinnedfault.h"
#include "scenario/scenarioinfo.h"
#include "scenario/studentcopychange.h"
#include "trace/simtime.h"

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace corrsim {

class Simulation;
class Trace;
struct FaultEntry;
struct NarrativeNote;
struct NoteAnchor;
struct NewExpectation;
struct Parameter;
struct ParameterValue;

class Scenario
{
public:
    /// Parses scenario text; file names the source in error messages.
    static Scenario parse(std::string_view text, std::string file);
    /// Reads and parses a file.
    static Scenario load(const std::string &path);

    Scenario(const Scenario &other);
    Scenario &operator=(const Scenario &other);
    Scenario(Scenario &&) noexcept;
    Scenario &operator=(Scenario &&) noexcept;
    ~Scenario();

    /// Applies one change (its PATH as /a/0/b or a.b.c, array elements may be named by
    /// their "name"; its VALUE is JSON, or else text) and checks the result.
    void set(const ParameterEdit &edit);
    /// The values a student may change (network, participants, links, faults, until),
    /// leaf by leaf in document order, each with its type and the lesson's own value.
    std::vector<Parameter> parameters() const;
    /// Sets one of them (its JSON pointer parts), typed, and checks the result as set()
    /// does; the error names the path.
    void set(const std::vector<std::string> &path, const ParameterValue &value);
    /// Puts back the lesson's own value (a leaf or a whole structure) at that path.
    void resetToShipped(const std::vector<std::string> &path);
    /// Adds one entry to "faults" (JSON text: a crash, or a fault pinned to a message or
    /// an event; see docs/scenario-format.md#faults) and checks the result.
    void addFault(std::string_view fault);
    /// The same for a fault built from a run (What if…): no text to parse.
    void addFault(const PinnedFault &fault);
    /// Several at once, not checked: pins read off a run of this scenario (the pins of
    /// an exploration's schedule). A pin that does not fit still fails at instantiate.
    void addPinnedFaults(const std::vector<PinnedFault> &faults);

    /// The lesson as its variant `name` (see ScenarioInfo::variants): its parameter
    /// changes applied, its narrative and expectations in place of the lesson's. ""
    /// is the lesson as shipped. Throws ScenarioError for an unknown name.
    Scenario withVariant(std::string_view name) const;
    /// After changes by hand (the app): when the parameters now equal the lesson's or a
    /// variant's, take its narrative and expectations; otherwise mark it off script (the
    /// expectations were written for other parameters). The command line does not: its
    /// --set keeps the expectations it was given.
    void matchScriptOrGoOffScript();

    const ScenarioInfo &info() const { return m_info; }
    const std::vector<Expectation> &expectations() const { return m_expectations; }
    /// Entries of "faults" (what a fault added next is numbered after).
    size_t faultEntries() const;
    /// An entry of "faults" that names its message or event by number ("seq"), and the
    /// same entry with it named by what it is in a run of this scenario (JSON text; empty
    /// where the run cannot name it). Explore refuses them: the faults it adds before
    /// such an event renumber it.
    struct NumberedFault
    {
        std::string path; // "/faults/0"
        std::string named;
    };
    std::vector<NumberedFault> faultsByNumber(const Trace &run) const;
    /// A ready-to-run simulation; seed overrides the scenario's own. `pins` are faults on
    /// top of the scenario's own, unchecked, read as addPinnedFaults would write them.
    std::unique_ptr<Simulation> instantiate(std::optional<uint64_t> seed = std::nullopt,
                                            const std::vector<PinnedFault> &pins = {}) const;
    /// The document as JSON text, with any --set applied.
    std::string toJson() const;
    /// The lesson as shipped (the file as read), as JSON text.
    std::string shippedJson() const;

    // Authoring (scenario/authoring.cpp): the app's Lesson and File menus.
    /// The lesson as it plays now, as a file for people (scenario/lessontext.h): what
    /// File > Save lesson writes. Played as a variant, it is that variant as a lesson of
    /// its own (its title, no variants).
    std::string lessonText() const;
    /// The same without its predict steps' answers and reveals, and with `changes` (texts
    /// that would give an answer away, rephrased or held back): File > Export student copy.
    std::string studentCopyText(const std::vector<StudentCopyChange> &changes = {}) const;
    /// Entries of "narrative" as it plays now.
    size_t narrativeSize() const;
    /// Each entry's words, whether or not its event happens in a run (the outline lists
    /// the ones whose event is gone too).
    std::vector<std::string> narrativeTexts() const;
    /// Puts `note` into the narrative before entry `index` (at the end past it). Each
    /// edit here is made to the lesson as shipped too (the variant's own narrative when
    /// one plays), so that a parameter change that brings the lesson's narrative back
    /// keeps it. Checked as set() is; the error names the entry.
    void insertNote(size_t index, const NarrativeNote &note);
    /// Entry `index` with new words (its text, pause and question); its "on" or "at" stays.
    void rewordNote(size_t index, const NarrativeNote &words);
    /// Entry `index` put on another event: its "on" names `on` (an "at" goes); its words,
    /// and a step's "decides", stay.
    void moveNote(size_t index, const NoteAnchor &on);
    void removeNote(size_t index);
    /// An expectation added at the end of "expectations" (the app's Expect this), as
    /// shipped too; checked as set() is.
    void addExpectation(const NewExpectation &expectation);
    /// A fault kept in the lesson (What if…'s "Keep in the lesson"), as shipped too; its
    /// message or event named as `run` (the run it was made on) shows it, not by number,
    /// so that notes added before it and parameter changes leave it on its message.
    void keepFault(const PinnedFault &fault, const Trace &run);
    /// The lesson's name (what `corrsim run` prints and the lessons list knows it by), its
    /// title and its summary line, as shipped too; an empty summary removes it. Checked as
    /// set() is: a name is lower-case letters, digits and "-".
    void setHeading(const std::string &name, const std::string &title, const std::string &summary);
    /// The "$schema" an editor reads ("" when there is none).
    std::string schemaReference() const;
    /// Sets "$schema"; "" removes it.
    void setSchemaReference(const std::string &reference);

    // Participants (the app's Lesson › Participants; scenario/participantedits.cpp): each
    // edit made as it plays and as shipped, and checked as set() is.
    /// The participants as written, each field's value as JSON text.
    std::vector<ParticipantEntry> participantEntries() const;
    /// JSON paths that name a participant, outside its own entry (participantrefs.h).
    std::vector<std::string> participantReferencesTo(const std::string &name) const;
    void addParticipant(const ParticipantEntry &entry);
    /// One field set to JSON text (words that are not JSON are taken as text), or removed
    /// with "" so that its default holds.
    void setParticipantField(const std::string &name, const std::string &field, const std::string &text);
    /// Renamed, and every reference with it: fields, links, selectors, stores
    /// ("orders.pending"), workers ("orders/2"), variants' changes.
    void renameParticipant(const std::string &from, const std::string &to);
    /// Removed; refused, naming where, while anything still names it.
    void removeParticipant(const std::string &name);

private:
    struct Doc;
    Scenario();
    void check();
    /// Appends one entry to "faults" and checks the result; label names it in errors.
    void addFaultEntry(const FaultEntry &entry, const std::string &label);
    /// Checks a changed copy and takes it; its errors start with `label` (the --fault,
    /// the edit), since the mistake is in the change, not in the file.
    void takeChecked(Scenario updated, const FindingArg &label);
    /// Reads "variants" and checks that each one loads.
    void checkVariants();
    struct Entries; // a list's entries, as JSON (scenario/authoring.cpp)
    /// Applies an authoring edit to `list` ("narrative", "expectations") as it plays
    /// and as shipped, checked.
    void editEntries(const char *list, const FindingArg &label, const std::function<void(Entries &)> &edit);
    std::unique_ptr<Doc> m_doc;
    ScenarioInfo m_info;
    std::vector<Expectation> m_expectations;
};

} // namespace corrsim
