#pragma once
// Every finding there is, by what it says: a check's, a run's warning, a lesson's
// problem, what is wrong with a file, a scenario or a trace. Each has its words, declared
// once in a template table (findingwords.cpp, inputfindingwords.cpp,
// tracefindingwords.cpp, explorefindingwords.cpp) in this order, each kind named in a
// comment beside its template; trace/finding.h says what a finding holds.

#include <cstdint>

namespace corrsim {

enum class FindingKind : uint16_t {
    // The names of a group on a few lines, after what says them.
    // clang-format off
    Each, // findings one after another
    // The invariants (run/invariants.cpp).
    StoreBalances, NoAccounts, Overdrawn, BalancesNonNegative, NoSagas, SagaStuckUnexplained, SagasAllEnded,
    SagasStuckExplained, NoParticipantFacts, NoConsumers, NoSagaBlock, NoInbox, NoEffectTwice,
    RepeatsFromOtherMessages, EffectsTwiceByOneMessage, AppCount, AfterPurge, StateUndeclared, AllStatesDeclared,
    NoPendingLeft, PendingLeft, PendingReplaced, Displaced, RequestsEntry, EarlierRequestsEntry, LiveStoreDiffers,
    // Explore's checks (explore/explorechecks.cpp, explore/messagechecks.cpp).
    InvariantSays, ExpectationFailed, EffectsAppliedTwice, SagaEndsIn, SagaEndsInBecause, NoState, SagasNotEnded,
    WrittenTwice, FoundNoEntry, At, AtInSpan, SpanParentsMissing, ReplyTakenForOther, RepliesWithoutOutcome,
    ReplyUnexpected, DeliveredTwice, DeliverySpansCannotTell, NoEffectSpanNamed, EffectAppliedTwice,
    EffectSpansWithoutKey, TimeoutOnlyForSpans, NoReplyTimeout, RequestName, AnsweredLate, NoReplyWithin,
    NoReplyBeforeTraceEnds, OneWayUnclear, SpansNameMissing,
    // Why a saga did not end (run/sagametrics.cpp).
    StuckSince, NoMessageAfter, LastLostReceiverDown, LastLostOnWire, MessageFromTo, LastReached, BrokerGaveUp,
    WaitsInStoppedPartition, WaitsForAnotherConsumer, NothingCameOfIt, LastNotArrived,
    // What an expectation asked and what the run gave (run/expectationchecks.cpp).
    Value, BoundEquals, BoundAtLeast, BoundAtMost, BoundBetween, CountOf, MetricWithin, FirstInOrder, ThenInOrder,
    NoSuchEvent, CameTooEarly, InThatOrder, StoreHoldsEntries, Entries, EntryHasField, EntryHasNoField,
    KeyNotInStore, ItHasField, ItHasNoField, StoreHoldsKey, StoreDoesNotHoldKey, Present, Absent, FieldEquals,
    NoFieldNamed,
    // What a run warns of (RunWarning, below): a pinned fault or a note that did nothing.
    PinMatchedNothing, PinNeedsTrace, NoteNotShown, NoteNeedsTrace, HeldNeverArrived, ExpectationNowPasses,
    ExpectationNowFails, ClocksDisagree,
    // Why a run stopped before its end (run/run.cpp)
    StoppedEventBudget, StoppedMemoryBudget, StoppedTimeLimit, RunCancelled,
    // What a class would meet in a lesson (run/lessoncheck.h).
    AnswerReadable, AnswerSaidWith, StepAtTime, StepNamesNoAnswer, DecidingEventMissing, DecidingEventEarly,
    // Which text of a lesson, where the class reads it or as a step's secret.
    TheTitle, TheSummary, VariantTitle, NoteAt, SomeNote, QuestionOf, RevealOf, LaterNote, ExpectationDecidedBefore,
    ExpectationNotYetDecided, ItsOwnText, ItsQuestion, SomeQuestion, SomeReveal, ExpectationName, ItsAnswer,
    ItsReveal, RevealSentence,
    PathInVariant, // a lesson's JSON path, shown by one variant's run alone
    // What is wrong with a file or a scenario (input/scenarioerror.h), and where it is said.
    Words, // words a model file still makes itself, shown as they are
    Labelled, VariantBroke,
    // Reading a file (input/textfile.cpp)
    NotRegularFile, CannotOpenFile, FileTooLarge, CannotReadFile, NoSuchFileOrLesson,
    // The JSON library's own words, in English (input/jsonreader.cpp)
    JsonSays, NotJson, NumberTooLargeForJson, NulByte, KeyTwice, NestedTooDeep,
    // The same taken apart (input/jsonsyntax.cpp): what it was reading, what it met, what it expected
    JsonSyntax, JsonSyntaxExpected, JsonReadingValue, JsonReadingKey, JsonReadingSeparator, JsonReadingArray,
    JsonReadingObject, JsonUnexpected, JsonLastRead, JsonTrue, JsonFalse, JsonNull, JsonString, JsonNumber, JsonEnd,
    JsonValueStart, JsonMark, JsonBadUtf8, JsonNoClosingQuote, JsonBadUnicodeEscape, JsonHighSurrogateAlone,
    JsonLowSurrogateAlone, JsonBadEscape, JsonControlCharacter, JsonControlCharacterOr, JsonCommentNotClosed,
    JsonCommentStart, JsonDigitAfterMinus, JsonDigitAfterPoint, JsonDigitAfterExponent, JsonSignOrDigitAfterExponent,
    JsonInvalidLiteral, JsonBadBom,
    // What a value is (input/confignode.cpp)
    TheText, TheNumber, JsonLiteral, AList, AnObject,
    // What a value should be
    ExpectedObject, MissingField, ExpectedList, UnknownField, ExpectedText, WholeNumberTooLarge, ExpectedWholeNumber,
    ExpectedNumber, ExpectedBoolean, DurationTooLong, ExpectedDuration, DurationNegative, ExpectedProbability,
    DistributionShape, UniformTakesTwo, UniformBoundsReversed, SigmaNegative, SequenceEmpty, UnknownDistribution,
    UnknownValue,
    // A scenario's own rules (scenario/scenario.cpp)
    ScenarioTooLarge, NeedsName, NameTooLong, ScenarioNameLetters, SeedNegative, NameAnOwner, NameAFinalState,
    SagaMetricsNeedSaga, NotAFinalState, UnknownParticipant, NoOwnerWritesState, NeedsParticipant, ParticipantName,
    WorkersRange, TooManyActors, NameTaken, UnknownKind, RouterNeedsWorkers,
    // A change by --set or in the window
    ExpectedAssignment, NotUtf8, NoElementInList, HasNoFields,
    // A lesson's texts file (scenario/lessontexts.cpp)
    TextsShape, TextsOfAnother, TextsLanguage, TextsByPointer, NotAJsonPointer, NamesNoReadText, TextNotEmpty,
    // A fault and a note's event (scenario/faults.cpp)
    MustBeOneOrMore, MustBeZeroOrMore, ConversationOrCorrelation, ConversationShape, NoIdPrefix, MessageBySeqAlone,
    NotCrashEvent, EventBySeqAlone, NameTheEvent, NotNoteEvent, OnlyMessageHasType, MessageNamedByType,
    EventHasNoDetail, EventNamesNoMessage, OnlyStoreHasKey, CrashNeedsAtOrAfter, FaultShape, MustBeLongerThanZero,
    OnlyDelayTakesBy, FaultIsObject,
    // A participant kind's own rules (participants/)
    InRange, AtLeastOne, CannotBeNegative, WeightNegative, SweepIntervalPositive, ReplyWaitPositive,
    PollIntervalPositive, PurgeIntervalPositive, UnknownParticipantOf, ExpectedScalar, ReservedHeader,
    PrefixEndsInDigit, OrchestratorNeedsStep, BrokerNoWorkers, GiveAnAmount, GiveAnAccount, NeedsScriptOrWorkload,
    ProducerNeedsMessage, RequestsNeedOne, BatchAtLeastOne, DelegateFieldsAlone, DeadLetterNeedsParticipant,
    StrategyNeedsBusinessKey, StartingNeedsCreates, TransferNeedsAccounts, EmitNeedsBroker, UniformTakesTwoWhole,
    HighBelowLow, BoundsWithin,
    // A lesson's notes, questions, variants, exploration and expectations (scenario/)
    BelongsToQuestion, QuestionEmpty, QuestionNeedsReveal, ChoicesCount, AnswerNumberNoChoices, AnswerChoiceOutOf,
    AnswerEmpty, AnswerNotAChoice, DecidesOnlyQuestion, NoteNeedsAtOrOn, NoteOnSetup, VariantNeedsName,
    VariantNameWord, VariantNameTaken, SetIsObject, SetsPlainValues, ExplorePinsRange, NameOneOrLeaveOut,
    NameNotEmpty, NamedTwice, UnknownEventKind, AttemptsFromOne, CountNegative, NeedsBounds, EqualsAlone,
    BoundsCross, UnknownMetric, OrderTwoEvents, SizeOrKey, PresentOrEquals, ExpectationShape, WireHeadersObject,
    // A lesson's names the built run does not know (scenario/expectations.cpp, variants.cpp)
    UnknownStore, UnknownParticipantOrStore, UnknownStateOf, UnknownState, NoVariantNone, NoVariantKnown,
    // An edit in the window (scenario/authoring.cpp, participantedits.cpp, parameters.cpp)
    NoSuchEntry, NoValueHere, NewParticipantLabel, RenameLabel, RemoveLabel, TitleLabel, FieldNotJson, NameExists,
    RenameToChange, NoParticipantCalled, NameRule, StillNamedAt, StillNamedAtMany, NewNoteLabel, NewExpectationLabel,
    // What is wrong with a trace file (export/: the JSON Lines and binary readers, the
    // header they share, gzip), and the event checks both make (trace/eventcheck.cpp).
    InField, // "\"t\": …": said of one field of a line
    TraceFileEmpty, NotATrace, NewerTrace, ExpectedWholeFromTo, ExpectedTextAlone, ExpectedTrueOrFalse,
    SagaHeaderShape, ExpectedTextList, ExpectedListAlone, LineIsObject, ExpectedUuidOrDecimal,
    PrefixReadsBackAsOthers, TooManyIdSpaces, ParticipantOwnName, TooManyParticipants, StoreOwnName,
    NoParticipantCalledQuoted, TooManyStores, LineIsOneObject, NoEventField, FieldTwice, EventNeedsKind,
    UnknownEventKindAlone, EventCarriesNoSuchField, EventNeedsTime, DropDownNoLatency, SeqPlace, NoStoreCalled,
    TraceNeedsMemory, NotJsonSays, ExpectedWhole, ExpectedFieldsObject, ExpectedNumberAlone, WholeBeyondTrace,
    FieldNamedTwice, FieldNotScalar, FieldBeyondWhole,
    // An event against its kind's shape (trace/eventcheck.cpp)
    KindMissing, TimeRange, TimeBackwards, EventHasNo, EventNeedsStorePeer, EventNeedsEnd, NoParticipantNumbered,
    NoStoreNumbered, EventNamesNoMessageOf, IdNotHeld, EventHasNoCausation, NoNumberHere, NotATimeNoLater,
    NotADuration, NotALatency, NotAnExpiry, NotACount, NotANameNumber, NotAVerdict, NameMissing, RecordMissing,
    EventNeverMarked, FlagsMissing,
    AKindName,  // "a note"
    AnKindName, // "an effect"
    FieldNameMissing, FieldNoValueHoldsOne, FieldNotFinite, FieldTextMissing, FieldIdNotHeld,
    FieldBoolNeither, FieldTypeNoRunWrites, NameNotUtf8,
    // The binary trace (export/tracebinary.cpp)
    BinaryEndsEarly, HoldsMoreThanBytes, HoldsMoreThanTrace, HeaderBytesCounted, NamesCounted, NameBytesCounted,
    RecordsCounted, RecordFieldsCounted, EventsCounted, NotBinaryTrace, NewerBinaryTrace, HeaderNotJson,
    BinaryHeaderFormat, NameTooLongNumbered, NameAt, NameTwice, RecordNoFields, FieldSectionOrType, RecordFieldTwice,
    EventHas, EventSays, EventFieldSays, EndsNotWhereCounted, ChecksumDiffers, BytesAfterEnd,
    // The lines of a JSON Lines trace (export/lineblocks.cpp)
    LineTooLong, TooManyLines,
    // Gzip (export/gzipstream.cpp, export/tracereader.cpp)
    CompressedEndsEarly, CompressedDamaged,
    // What is wrong with a file of spans another tool wrote (import/)
    OnLine, ProtobufNotJson, NotImportable, ImportTooLarge, GzipDataDamaged, LineNotFormat, ExpectedSpanList,
    ExpectedObjectAlone, WholeOrTextFromZero, MicrosUpTo2262, IdOfBytes, AllZeroId, SpanHasKey, SpanKindRange,
    AttributeHasKey, OtlpSpanIds, OtlpLinkIds, JaegerSpanIds, JaegerTagKey, JaegerReferenceIds, ZipkinSpanIds,
    SpansTooFarApart, SpanOwnAncestor,
    // What `corrsim model` cannot make a scenario of (import/scenariofromtrace.cpp)
    NotRecordedTrace, RequesterTwoServices, NothingToModel,
    // An exploration's result read back (explore/exploremerge.cpp: `corrsim explore --merge`)
    ExploreOutMissing, ExploreOutCount, ExploreOutText, ExploreOutFlag, ExploreOutList, ExploreOutDuration,
    ExploreOutPin, ExploreOutFormat, ExploreOutVersion, ExploreOutShards, ExploreOutShard, ExploreOutFewerSkipped,
    ExploreOutCountPerCheck, ExploreOutAtMostSchedules, ExploreOutSchedulesSum, ExploreOutStateHex,
    ExploreOutMoreLevels, ExploreOutNotACheck, ExploreOutReached, ExploreOutBreaking,
    // Shards of an exploration that are not of one (explore/exploremerge.cpp)
    MergeNoShards, MergeResultsForShards, MergeNotOneExploration, MergeTwoVersions, MergeUnfaultedDiffers,
    MergeShardTwice,
    // A sweep's table read back, and its shards joined (whatif/sweep.cpp: `corrsim sweep --merge`)
    SweepQuoteOpen, SweepHeader, SweepRowWidth, SweepCellSeed, SweepCellFlag, SweepCellNumber, SweepColumnsDiffer,
    SweepRun, SweepAnotherSweep, SweepRunTwice, SweepRunsMissing, SweepRunsMissingOf, SweepGap, SweepGapRange,
    SweepGapThen, SweepGapRangeThen,
    // A place in a file said in words (input/scenarioerror.h): a binary trace's byte
    ByteAt, CompressedByteAt,
    // An exploration's report (explore/explorereport.cpp) and a schedule's faults
    // (explore/schedule.cpp).
    ExploreHeading, ExploreUpTo, ExploreShard, ExploreStoppedAt, ExploreStoppedAtCut, ExploreExhaustive,
    ExploreMemoryStopped, ExploreCut, ExploreRunsStopped, ExploreBoundNotReached, ExploreOutcomes,
    ExploreNotExpanded, ExploreSameState, ExploreHealed, ExploreStoppedEarly, ExploreBudgetStopped,
    ExploreMemoryPassed, ExploreShardSaid, ExploreCheckViolated, ExploreCheckHeldJudged, ExploreCheckHeld,
    ExploreBrokenUnfaulted, ExploreShortest, ExploreBreaks, ExploreRepeat, ExploreNearest, ExploreParting, NoFault,
    PinSend, PinSent, PinEvent, PinItsEvent, PinDropped, PinDuplicated, PinDelayed, PinDeliveredAfterNext,
    PinCrashed, PinCrashedBack, PinThen,
    Count_ // how many kinds there are (findingwords.cpp has a template for each)
    // clang-format on
};

} // namespace corrsim
