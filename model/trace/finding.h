#pragma once
// What a check found, as a value: which finding it is and what it names (participants,
// stores, keys, counts, times, and findings within it). Its words are made at the edges:
// findingWords() in English for the command line and the summary, views/findingtext
// looking the same templates up in the window's translation. The templates both read
// are declared once, in trace/findingwords.cpp. It lives in the lowest layer so that any
// layer can say what it found (the kernel its run's warnings, the lesson check its
// problems) without a sentence.

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

enum class FindingKind : uint16_t {
    Each, // findings one after another
    // The invariants (run/invariants.cpp).
    StoreBalances,
    NoAccounts,
    Overdrawn,
    BalancesNonNegative,
    NoSagas,
    SagaStuckUnexplained,
    SagasAllEnded,
    SagasStuckExplained,
    NoParticipantFacts,
    NoConsumers,
    NoSagaBlock,
    NoInbox,
    NoEffectTwice,
    RepeatsFromOtherMessages,
    EffectsTwiceByOneMessage,
    AppCount,
    AfterPurge,
    StateUndeclared,
    AllStatesDeclared,
    NoPendingLeft,
    PendingLeft,
    PendingReplaced,
    Displaced,
    RequestsEntry,
    EarlierRequestsEntry,
    LiveStoreDiffers,
    // Explore's checks (explore/explorechecks.cpp, explore/messagechecks.cpp).
    InvariantSays,
    ExpectationFailed,
    EffectsAppliedTwice,
    SagaEndsIn,
    SagaEndsInBecause,
    NoState,
    SagasNotEnded,
    WrittenTwice,
    FoundNoEntry,
    At,
    AtInSpan,
    SpanParentsMissing,
    ReplyTakenForOther,
    RepliesWithoutOutcome,
    ReplyUnexpected,
    DeliveredTwice,
    DeliverySpansCannotTell,
    NoEffectSpanNamed,
    EffectAppliedTwice,
    EffectSpansWithoutKey,
    TimeoutOnlyForSpans,
    NoReplyTimeout,
    RequestName,
    AnsweredLate,
    NoReplyWithin,
    NoReplyBeforeTraceEnds,
    OneWayUnclear,
    SpansNameMissing,
    // Why a saga did not end (run/sagametrics.cpp).
    StuckSince,
    NoMessageAfter,
    LastLostReceiverDown,
    LastLostOnWire,
    MessageFromTo,
    LastReached,
    BrokerGaveUp,
    WaitsInStoppedPartition,
    WaitsForAnotherConsumer,
    NothingCameOfIt,
    LastNotArrived,
    // What an expectation asked and what the run gave (run/expectationchecks.cpp).
    Value,
    BoundEquals,
    BoundAtLeast,
    BoundAtMost,
    BoundBetween,
    CountOf,
    MetricWithin,
    FirstInOrder,
    ThenInOrder,
    NoSuchEvent,
    CameTooEarly,
    InThatOrder,
    StoreHoldsEntries,
    Entries,
    EntryHasField,
    EntryHasNoField,
    KeyNotInStore,
    ItHasField,
    ItHasNoField,
    StoreHoldsKey,
    StoreDoesNotHoldKey,
    Present,
    Absent,
    FieldEquals,
    NoFieldNamed,
    // What a run warns of (RunWarning, below): a pinned fault or a note that did nothing.
    PinMatchedNothing,
    PinNeedsTrace,
    NoteNotShown,
    NoteNeedsTrace,
    HeldNeverArrived,
    ExpectationNowPasses,
    ExpectationNowFails,
    ClocksDisagree,
    // What a class would meet in a lesson (run/lessoncheck.h).
    AnswerReadable,
    AnswerSaidWith,
    StepAtTime,
    StepNamesNoAnswer,
    DecidingEventMissing,
    DecidingEventEarly,
    // Which text of a lesson, where the class reads it or as a step's secret.
    TheTitle,
    TheSummary,
    VariantTitle,
    NoteAt,
    SomeNote,
    QuestionOf,
    RevealOf,
    LaterNote,
    ExpectationDecidedBefore,
    ExpectationNotYetDecided,
    ItsOwnText,
    ItsQuestion,
    SomeQuestion,
    SomeReveal,
    ExpectationName,
    ItsAnswer,
    ItsReveal,
    RevealSentence,
    PathInVariant, // a lesson's JSON path, shown by one variant's run alone
    // What is wrong with a file or a scenario (input/scenarioerror.h), and where it is said.
    Words, // words a model file still makes itself, shown as they are
    Labelled,
    VariantBroke,
    NotRegularFile, // reading a file (input/textfile.cpp)
    CannotOpenFile,
    FileTooLarge,
    CannotReadFile,
    NoSuchFileOrLesson,
    JsonSays, // the JSON library's own words, in English (input/jsonreader.cpp)
    NotJson,
    NumberTooLargeForJson,
    NulByte,
    KeyTwice,
    NestedTooDeep,
    TheText, // what a value is (input/confignode.cpp)
    TheNumber,
    JsonLiteral,
    AList,
    AnObject,
    ExpectedObject, // what a value should be
    MissingField,
    ExpectedList,
    UnknownField,
    ExpectedText,
    WholeNumberTooLarge,
    ExpectedWholeNumber,
    ExpectedNumber,
    ExpectedBoolean,
    DurationTooLong,
    ExpectedDuration,
    DurationNegative,
    ExpectedProbability,
    DistributionShape,
    UniformTakesTwo,
    UniformBoundsReversed,
    SigmaNegative,
    SequenceEmpty,
    UnknownDistribution,
    UnknownValue,
    ScenarioTooLarge, // a scenario's own rules (scenario/scenario.cpp)
    NeedsName,
    NameTooLong,
    ScenarioNameLetters,
    SeedNegative,
    NameAnOwner,
    NameAFinalState,
    SagaMetricsNeedSaga,
    NotAFinalState,
    UnknownParticipant,
    NoOwnerWritesState,
    NeedsParticipant,
    ParticipantName,
    WorkersRange,
    TooManyActors,
    NameTaken,
    UnknownKind,
    RouterNeedsWorkers,
    ExpectedAssignment, // a change by --set or in the window
    NotUtf8,
    NoElementInList,
    HasNoFields,
    TextsShape, // a lesson's texts file (scenario/lessontexts.cpp)
    TextsOfAnother,
    TextsLanguage,
    TextsByPointer,
    NotAJsonPointer,
    NamesNoReadText,
    TextNotEmpty,
    MustBeOneOrMore, // a fault and a note's event (scenario/faults.cpp)
    MustBeZeroOrMore,
    ConversationOrCorrelation,
    ConversationShape,
    NoIdPrefix,
    MessageBySeqAlone,
    NotCrashEvent,
    EventBySeqAlone,
    NameTheEvent,
    NotNoteEvent,
    OnlyMessageHasType,
    MessageNamedByType,
    EventHasNoDetail,
    EventNamesNoMessage,
    OnlyStoreHasKey,
    CrashNeedsAtOrAfter,
    FaultShape,
    MustBeLongerThanZero,
    OnlyDelayTakesBy,
    FaultIsObject,
    InRange, // a participant kind's own rules (participants/)
    AtLeastOne,
    CannotBeNegative,
    WeightNegative,
    SweepIntervalPositive,
    ReplyWaitPositive,
    PollIntervalPositive,
    PurgeIntervalPositive,
    UnknownParticipantOf,
    ExpectedScalar,
    ReservedHeader,
    PrefixEndsInDigit,
    OrchestratorNeedsStep,
    BrokerNoWorkers,
    GiveAnAmount,
    GiveAnAccount,
    NeedsScriptOrWorkload,
    ProducerNeedsMessage,
    RequestsNeedOne,
    BatchAtLeastOne,
    DelegateFieldsAlone,
    DeadLetterNeedsParticipant,
    StrategyNeedsBusinessKey,
    StartingNeedsCreates,
    TransferNeedsAccounts,
    EmitNeedsBroker,
    UniformTakesTwoWhole,
    HighBelowLow,
    BoundsWithin,
    BelongsToQuestion, // a lesson's notes, questions, variants, exploration and expectations (scenario/)
    QuestionEmpty,
    QuestionNeedsReveal,
    ChoicesCount,
    AnswerNumberNoChoices,
    AnswerChoiceOutOf,
    AnswerEmpty,
    AnswerNotAChoice,
    DecidesOnlyQuestion,
    NoteNeedsAtOrOn,
    NoteOnSetup,
    VariantNeedsName,
    VariantNameWord,
    VariantNameTaken,
    SetIsObject,
    SetsPlainValues,
    ExplorePinsRange,
    NameOneOrLeaveOut,
    NameNotEmpty,
    NamedTwice,
    UnknownEventKind,
    AttemptsFromOne,
    CountNegative,
    NeedsBounds,
    EqualsAlone,
    BoundsCross,
    UnknownMetric,
    OrderTwoEvents,
    SizeOrKey,
    PresentOrEquals,
    ExpectationShape,
    WireHeadersObject,
    UnknownStore, // a lesson's names the built run does not know (scenario/expectations.cpp, variants.cpp)
    UnknownParticipantOrStore,
    UnknownStateOf,
    UnknownState,
    NoVariantNone,
    NoVariantKnown,
    NoSuchEntry, // an edit in the window (scenario/authoring.cpp, participantedits.cpp, parameters.cpp)
    NoValueHere,
    NewParticipantLabel,
    RenameLabel,
    RemoveLabel,
    TitleLabel,
    FieldNotJson,
    NameExists,
    RenameToChange,
    NoParticipantCalled,
    NameRule,
    StillNamedAt,
    StillNamedAtMany,
    NewNoteLabel,
    NewExpectationLabel,
    Count_ // how many kinds there are (findingwords.cpp has a template for each)
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
