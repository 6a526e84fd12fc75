#include "trace/inputfindingwords.h"

#include "trace/translatable.h"

#include <array>

namespace corrsim {

namespace {

/// The words of what is wrong with a file or a scenario, in FindingKind's order from
/// Words to InField (the checks' findings before it are in findingwords.cpp, a trace
/// file's from InField on in tracefindingwords.cpp).
constexpr std::array<FindingTemplate, size_t(FindingKind::InField) - size_t(FindingKind::Words)> Templates{{
    {QT_TRANSLATE_NOOP("Findings", "%1"), nullptr},                     // Words
    {QT_TRANSLATE_NOOP("Findings", "%1: %2"), nullptr},                 // Labelled
    {QT_TRANSLATE_NOOP("Findings", "variant \"%1\": %2: %3"), nullptr}, // VariantBroke
    {QT_TRANSLATE_NOOP("Findings", "not a regular file"), nullptr},     // NotRegularFile
    {QT_TRANSLATE_NOOP("Findings", "cannot open the file"), nullptr},   // CannotOpenFile
    {QT_TRANSLATE_NOOP("Findings", "the file is larger than %1 MB, the most a scenario may be"),
     nullptr},                                                        // FileTooLarge
    {QT_TRANSLATE_NOOP("Findings", "cannot read the file"), nullptr}, // CannotReadFile
    {QT_TRANSLATE_NOOP("Findings", "no such file, and no built-in scenario has that name ('corrsim list' shows them)"),
     nullptr},                                                                           // NoSuchFileOrLesson
    {QT_TRANSLATE_NOOP("Findings", "%1"), nullptr},                                      // JsonSays
    {QT_TRANSLATE_NOOP("Findings", "not JSON"), nullptr},                                // NotJson
    {QT_TRANSLATE_NOOP("Findings", "a number too large for this format (%1)"), nullptr}, // NumberTooLargeForJson
    {QT_TRANSLATE_NOOP("Findings", "a NUL byte: this is not a text file (or it has binary data after the JSON)"),
     nullptr},                                                                                            // NulByte
    {QT_TRANSLATE_NOOP("Findings", "this key appears twice in one object; only one can count"), nullptr}, // KeyTwice
    {QT_TRANSLATE_NOOP("Findings", "nested more than %1 levels deep"), nullptr},                 // NestedTooDeep
    {QT_TRANSLATE_NOOP("Findings", "syntax error while parsing %1 - %2"), nullptr},              // JsonSyntax
    {QT_TRANSLATE_NOOP("Findings", "syntax error while parsing %1 - %2; expected %3"), nullptr}, // JsonSyntaxExpected
    {QT_TRANSLATE_NOOP("Findings", "value"), nullptr},                                           // JsonReadingValue
    {QT_TRANSLATE_NOOP("Findings", "object key"), nullptr},                                      // JsonReadingKey
    {QT_TRANSLATE_NOOP("Findings", "object separator"), nullptr},                                // JsonReadingSeparator
    {QT_TRANSLATE_NOOP("Findings", "array"), nullptr},                                           // JsonReadingArray
    {QT_TRANSLATE_NOOP("Findings", "object"), nullptr},                                          // JsonReadingObject
    {QT_TRANSLATE_NOOP("Findings", "unexpected %1"), nullptr},                                   // JsonUnexpected
    {QT_TRANSLATE_NOOP("Findings", "%1; last read: '%2'"), nullptr},                             // JsonLastRead
    {QT_TRANSLATE_NOOP("Findings", "true literal"), nullptr},                                    // JsonTrue
    {QT_TRANSLATE_NOOP("Findings", "false literal"), nullptr},                                   // JsonFalse
    {QT_TRANSLATE_NOOP("Findings", "null literal"), nullptr},                                    // JsonNull
    {QT_TRANSLATE_NOOP("Findings", "string literal"), nullptr},                                  // JsonString
    {QT_TRANSLATE_NOOP("Findings", "number literal"), nullptr},                                  // JsonNumber
    {QT_TRANSLATE_NOOP("Findings", "end of input"), nullptr},                                    // JsonEnd
    {QT_TRANSLATE_NOOP("Findings", "'[', '{', or a literal"), nullptr},                          // JsonValueStart
    {QT_TRANSLATE_NOOP("Findings", "%1"), nullptr},                                              // JsonMark
    {QT_TRANSLATE_NOOP("Findings", "invalid string: ill-formed UTF-8 byte"), nullptr},           // JsonBadUtf8
    {QT_TRANSLATE_NOOP("Findings", "invalid string: missing closing quote"), nullptr},           // JsonNoClosingQuote
    {QT_TRANSLATE_NOOP("Findings", "invalid string: '\\u' must be followed by 4 hex digits"),
     nullptr}, // JsonBadUnicodeEscape
    {QT_TRANSLATE_NOOP("Findings", "invalid string: surrogate U+D800..U+DBFF must be followed by U+DC00..U+DFFF"),
     nullptr}, // JsonHighSurrogateAlone
    {QT_TRANSLATE_NOOP("Findings", "invalid string: surrogate U+DC00..U+DFFF must follow U+D800..U+DBFF"),
     nullptr}, // JsonLowSurrogateAlone
    {QT_TRANSLATE_NOOP("Findings", "invalid string: forbidden character after backslash"), nullptr}, // JsonBadEscape
    {QT_TRANSLATE_NOOP("Findings", "invalid string: control character %1 must be escaped to %2"),
     nullptr}, // JsonControlCharacter
    {QT_TRANSLATE_NOOP("Findings", "invalid string: control character %1 must be escaped to %2 or %3"),
     nullptr},                                                                         // JsonControlCharacterOr
    {QT_TRANSLATE_NOOP("Findings", "invalid comment; missing closing '*/'"), nullptr}, // JsonCommentNotClosed
    {QT_TRANSLATE_NOOP("Findings", "invalid comment; expecting '/' or '*' after '/'"), nullptr}, // JsonCommentStart
    {QT_TRANSLATE_NOOP("Findings", "invalid number; expected digit after '-'"), nullptr},        // JsonDigitAfterMinus
    {QT_TRANSLATE_NOOP("Findings", "invalid number; expected digit after '.'"), nullptr},        // JsonDigitAfterPoint
    {QT_TRANSLATE_NOOP("Findings", "invalid number; expected digit after exponent sign"),
     nullptr}, // JsonDigitAfterExponent
    {QT_TRANSLATE_NOOP("Findings", "invalid number; expected '+', '-', or digit after exponent"),
     nullptr},                                                   // JsonSignOrDigitAfterExponent
    {QT_TRANSLATE_NOOP("Findings", "invalid literal"), nullptr}, // JsonInvalidLiteral
    {QT_TRANSLATE_NOOP("Findings", "invalid BOM; must be 0xEF 0xBB 0xBF if given"), nullptr}, // JsonBadBom
    {QT_TRANSLATE_NOOP("Findings", "the text %1"), nullptr},                                  // TheText
    {QT_TRANSLATE_NOOP("Findings", "the number %1"), nullptr},                                // TheNumber
    {QT_TRANSLATE_NOOP("Findings", "%1"), nullptr},                                           // JsonLiteral
    {QT_TRANSLATE_NOOP("Findings", "a list"), nullptr},                                       // AList
    {QT_TRANSLATE_NOOP("Findings", "an object"), nullptr},                                    // AnObject
    {QT_TRANSLATE_NOOP("Findings", "expected an object, got %1"), nullptr},                   // ExpectedObject
    {QT_TRANSLATE_NOOP("Findings", "missing required field \"%1\""), nullptr},                // MissingField
    {QT_TRANSLATE_NOOP("Findings", "expected a list, got %1"), nullptr},                      // ExpectedList
    {QT_TRANSLATE_NOOP("Findings", "unknown field \"%1\" (expected one of: %2)"), nullptr},   // UnknownField
    {QT_TRANSLATE_NOOP("Findings", "expected text, got %1"), nullptr},                        // ExpectedText
    {QT_TRANSLATE_NOOP("Findings", "this whole number is too large, got %1"), nullptr},       // WholeNumberTooLarge
    {QT_TRANSLATE_NOOP("Findings", "expected a whole number, got %1"), nullptr},              // ExpectedWholeNumber
    {QT_TRANSLATE_NOOP("Findings", "expected a number, got %1"), nullptr},                    // ExpectedNumber
    {QT_TRANSLATE_NOOP("Findings", "expected true or false, got %1"), nullptr},               // ExpectedBoolean
    {QT_TRANSLATE_NOOP("Findings", "this duration is too long, got %1 (at most 1000000000s, about 31.7 years)"),
     nullptr}, // DurationTooLong
    {QT_TRANSLATE_NOOP("Findings",
                       "expected a duration such as \"250ms\", \"2s\", \"5min\" or a number of milliseconds, got %1"),
     nullptr},                                                                                  // ExpectedDuration
    {QT_TRANSLATE_NOOP("Findings", "a duration cannot be negative, got %1"), nullptr},          // DurationNegative
    {QT_TRANSLATE_NOOP("Findings", "expected a probability between 0 and 1, got %1"), nullptr}, // ExpectedProbability
    {QT_TRANSLATE_NOOP(
         "Findings",
         "a distribution is one of {\"uniform\": [lo, hi]}, {\"exponential\": mean}, {\"normal\": {\"mean\", \"sd\"}}, "
         "{\"lognormal\": {\"median\", \"sigma\"}}, {\"sequence\": [...]}, or a plain duration"),
     nullptr},                                                                               // DistributionShape
    {QT_TRANSLATE_NOOP("Findings", "uniform takes two durations, [low, high]"), nullptr},    // UniformTakesTwo
    {QT_TRANSLATE_NOOP("Findings", "uniform's high bound is below its low bound"), nullptr}, // UniformBoundsReversed
    {QT_TRANSLATE_NOOP("Findings", "sigma cannot be negative"), nullptr},                    // SigmaNegative
    {QT_TRANSLATE_NOOP("Findings", "a sequence needs at least one duration"), nullptr},      // SequenceEmpty
    {QT_TRANSLATE_NOOP(
         "Findings",
         "unknown distribution \"%1\" (expected fixed, uniform, exponential, normal, lognormal or sequence)"),
     nullptr},                                                                              // UnknownDistribution
    {QT_TRANSLATE_NOOP("Findings", "unknown value \"%1\" (expected one of: %2)"), nullptr}, // UnknownValue
    {QT_TRANSLATE_NOOP("Findings", "the file is larger than %1 MB, the most a scenario may be"),
     nullptr},                                                                                 // ScenarioTooLarge
    {QT_TRANSLATE_NOOP("Findings", "a scenario needs a name"), nullptr},                       // NeedsName
    {QT_TRANSLATE_NOOP("Findings", "a name has at most %1 characters, this one %2"), nullptr}, // NameTooLong
    {QT_TRANSLATE_NOOP("Findings", "a scenario name uses lower-case letters, digits and '-' only"),
     nullptr},                                                                                   // ScenarioNameLetters
    {QT_TRANSLATE_NOOP("Findings", "the seed cannot be negative"), nullptr},                     // SeedNegative
    {QT_TRANSLATE_NOOP("Findings", "name at least one owner"), nullptr},                         // NameAnOwner
    {QT_TRANSLATE_NOOP("Findings", "name at least one final state"), nullptr},                   // NameAFinalState
    {QT_TRANSLATE_NOOP("Findings", "saga metrics need the scenario's \"saga\" block"), nullptr}, // SagaMetricsNeedSaga
    {QT_TRANSLATE_NOOP("Findings", "\"%1\" is not one of the saga's final states (%2)"), nullptr}, // NotAFinalState
    {QT_TRANSLATE_NOOP("Findings", "unknown participant \"%1\""), nullptr},                        // UnknownParticipant
    {QT_TRANSLATE_NOOP("Findings", "no owner of the saga ever writes the state \"%1\" (states: %2)"),
     nullptr},                                                                             // NoOwnerWritesState
    {QT_TRANSLATE_NOOP("Findings", "a scenario needs at least one participant"), nullptr}, // NeedsParticipant
    {QT_TRANSLATE_NOOP("Findings", "a participant needs a name without '/'"), nullptr},    // ParticipantName
    {QT_TRANSLATE_NOOP("Findings", "workers is a whole number from 1 to 64"), nullptr},    // WorkersRange
    {QT_TRANSLATE_NOOP("Findings", "a scenario has at most %1 participants and workers in all"),
     nullptr},                                                                                   // TooManyActors
    {QT_TRANSLATE_NOOP("Findings", "another participant already has the name \"%1\""), nullptr}, // NameTaken
    {QT_TRANSLATE_NOOP("Findings", "unknown participant kind \"%1\" (known: %2)"), nullptr},     // UnknownKind
    {QT_TRANSLATE_NOOP("Findings", "a router needs \"workers\" of 2 or more"), nullptr},         // RouterNeedsWorkers
    {QT_TRANSLATE_NOOP("Findings", "expected PATH=VALUE"), nullptr},                             // ExpectedAssignment
    {QT_TRANSLATE_NOOP("Findings", "not UTF-8 text"), nullptr},                                  // NotUtf8
    {QT_TRANSLATE_NOOP("Findings", "no element \"%1\" in this list"), nullptr},                  // NoElementInList
    {QT_TRANSLATE_NOOP("Findings", "this value has no fields"), nullptr},                        // HasNoFields
    {QT_TRANSLATE_NOOP("Findings", "lesson texts are an object: {\"textsOf\", \"language\", \"texts\"}"),
     nullptr}, // TextsShape
    {QT_TRANSLATE_NOOP("Findings", "these are the texts of another lesson: \"textsOf\" must be \"%1\""),
     nullptr}, // TextsOfAnother
    {QT_TRANSLATE_NOOP("Findings", "the language the texts are in, as a locale name (\"pt_BR\")"),
     nullptr},                                                                                       // TextsLanguage
    {QT_TRANSLATE_NOOP("Findings", "the texts by the JSON pointer of each in the lesson"), nullptr}, // TextsByPointer
    {QT_TRANSLATE_NOOP("Findings", "not a JSON pointer: \"%1\""), nullptr},                          // NotAJsonPointer
    {QT_TRANSLATE_NOOP("Findings", "names no text of %1 a class reads (a title, a summary, a note's text, a question's "
                                   "ask, choices, reveal or short answer, an expectation's name)"),
     nullptr},                                                                // NamesNoReadText
    {QT_TRANSLATE_NOOP("Findings", "a text is a non-empty string"), nullptr}, // TextNotEmpty
    {QT_TRANSLATE_NOOP("Findings", "must be 1 or more"), nullptr},            // MustBeOneOrMore
    {QT_TRANSLATE_NOOP("Findings", "must be 0 or more"), nullptr},            // MustBeZeroOrMore
    {QT_TRANSLATE_NOOP("Findings", "name a conversation by \"correlationId\" or by \"conversation\", not both"),
     nullptr}, // ConversationOrCorrelation
    {QT_TRANSLATE_NOOP(
         "Findings", "a conversation is a generated ID's prefix, \"#\" and its number from 1 (\"PRQ-#2\"), not \"%1\""),
     nullptr}, // ConversationShape
    {QT_TRANSLATE_NOOP("Findings", "no participant generates IDs with the prefix of \"%1\""), nullptr}, // NoIdPrefix
    {QT_TRANSLATE_NOOP(
         "Findings",
         "name a message by \"seq\" alone, or by type, correlationId or conversation, from, to and occurrence"),
     nullptr}, // MessageBySeqAlone
    {QT_TRANSLATE_NOOP("Findings", "not an event kind a crash can follow (see trace-events.md): \"%1\""),
     nullptr}, // NotCrashEvent
    {QT_TRANSLATE_NOOP("Findings", "name the event by \"seq\" alone, or by \"event\", \"detail\" and \"occurrence\""),
     nullptr}, // EventBySeqAlone
    {QT_TRANSLATE_NOOP("Findings", "name the event by \"seq\", or by \"event\" (and \"detail\", \"occurrence\")"),
     nullptr}, // NameTheEvent
    {QT_TRANSLATE_NOOP(
         "Findings",
         "not an event kind a note can belong to (see trace-events.md; not a note, not an expectation): \"%1\""),
     nullptr}, // NotNoteEvent
    {QT_TRANSLATE_NOOP(
         "Findings",
         "only a message event (send, deliver, drop, duplicate) has a \"type\"; name a %1's word by \"detail\""),
     nullptr},                                                                                 // OnlyMessageHasType
    {QT_TRANSLATE_NOOP("Findings", "a message event names its message by \"type\""), nullptr}, // MessageNamedByType
    {QT_TRANSLATE_NOOP("Findings", "a %1 event has no detail"), nullptr},                      // EventHasNoDetail
    {QT_TRANSLATE_NOOP("Findings", "a %1 event names no message"), nullptr},                   // EventNamesNoMessage
    {QT_TRANSLATE_NOOP("Findings",
                       "only a store event (store.put, store.get, store.remove, store.expire) has a \"key\""),
     nullptr}, // OnlyStoreHasKey
    {QT_TRANSLATE_NOOP("Findings", "a crash needs \"at\" (a time) or \"after\" (an event), one of them"),
     nullptr}, // CrashNeedsAtOrAfter
    {QT_TRANSLATE_NOOP(
         "Findings",
         "a fault is a \"crash\", or one of \"drop\", \"duplicate\", \"delay\", \"deliverAfterNext\" naming a message"),
     nullptr},                                                             // FaultShape
    {QT_TRANSLATE_NOOP("Findings", "must be longer than 0"), nullptr},     // MustBeLongerThanZero
    {QT_TRANSLATE_NOOP("Findings", "only a delay takes \"by\""), nullptr}, // OnlyDelayTakesBy
    {QT_TRANSLATE_NOOP("Findings", "a fault is a JSON object, see scenario-format.md#faults"),
     nullptr},                                                                               // FaultIsObject
    {QT_TRANSLATE_NOOP("Findings", "%1 is a whole number from %2 to %3"), nullptr},          // InRange
    {QT_TRANSLATE_NOOP("Findings", "%1 is at least 1"), nullptr},                            // AtLeastOne
    {QT_TRANSLATE_NOOP("Findings", "%1 cannot be negative"), nullptr},                       // CannotBeNegative
    {QT_TRANSLATE_NOOP("Findings", "a weight cannot be negative"), nullptr},                 // WeightNegative
    {QT_TRANSLATE_NOOP("Findings", "the sweep interval must be longer than zero"), nullptr}, // SweepIntervalPositive
    {QT_TRANSLATE_NOOP("Findings", "the time to wait for a reply must be longer than zero"),
     nullptr},                                                                                 // ReplyWaitPositive
    {QT_TRANSLATE_NOOP("Findings", "the poll interval must be longer than zero"), nullptr},    // PollIntervalPositive
    {QT_TRANSLATE_NOOP("Findings", "the purge interval must be longer than zero"), nullptr},   // PurgeIntervalPositive
    {QT_TRANSLATE_NOOP("Findings", "unknown participant \"%1\" (participants: %2)"), nullptr}, // UnknownParticipantOf
    {QT_TRANSLATE_NOOP("Findings", "expected text, a number or true/false"), nullptr},         // ExpectedScalar
    {QT_TRANSLATE_NOOP(
         "Findings",
         "\"%1\" is a reserved envelope header (names starting \"%2\" belong to the envelope, not the application)"),
     nullptr}, // ReservedHeader
    {QT_TRANSLATE_NOOP("Findings", "a prefix of numbered IDs cannot end in a digit (\"%1\" and 1 print as \"%11\", "
                                   "which a trace reads back as another ID)"),
     nullptr},                                                                           // PrefixEndsInDigit
    {QT_TRANSLATE_NOOP("Findings", "an orchestrator needs at least one step"), nullptr}, // OrchestratorNeedsStep
    {QT_TRANSLATE_NOOP("Findings", "a broker is one participant: its partitions are how it scales, not workers"),
     nullptr},                                                                         // BrokerNoWorkers
    {QT_TRANSLATE_NOOP("Findings", "give at least one amount"), nullptr},              // GiveAnAmount
    {QT_TRANSLATE_NOOP("Findings", "give at least one account"), nullptr},             // GiveAnAccount
    {QT_TRANSLATE_NOOP("Findings", "a %1 needs \"%2\" or a \"workload\""), nullptr},   // NeedsScriptOrWorkload
    {QT_TRANSLATE_NOOP("Findings", "a producer needs at least one message"), nullptr}, // ProducerNeedsMessage
    {QT_TRANSLATE_NOOP("Findings", "a requester's \"requests\" list needs at least one request"),
     nullptr},                                                                  // RequestsNeedOne
    {QT_TRANSLATE_NOOP("Findings", "a batch holds at least one row"), nullptr}, // BatchAtLeastOne
    {QT_TRANSLATE_NOOP("Findings", "\"delegateType\" and \"pendingStore\" go with \"delegateTo\""),
     nullptr}, // DelegateFieldsAlone
    {QT_TRANSLATE_NOOP("Findings", "onUnknownReply \"dead-letter\" needs a \"deadLetter\" participant"),
     nullptr}, // DeadLetterNeedsParticipant
    {QT_TRANSLATE_NOOP("Findings", "idStrategy \"%1\" needs a businessKey on every request"),
     nullptr}, // StrategyNeedsBusinessKey
    {QT_TRANSLATE_NOOP("Findings", "starting sagas needs \"creates\": the state and event of a new entity"),
     nullptr},                                                                                // StartingNeedsCreates
    {QT_TRANSLATE_NOOP("Findings", "a transfer needs the service's \"accounts\""), nullptr},  // TransferNeedsAccounts
    {QT_TRANSLATE_NOOP("Findings", "emitting an event needs a \"broker\""), nullptr},         // EmitNeedsBroker
    {QT_TRANSLATE_NOOP("Findings", "uniform takes two whole numbers, [low, high]"), nullptr}, // UniformTakesTwoWhole
    {QT_TRANSLATE_NOOP("Findings", "the high bound is below the low bound"), nullptr},        // HighBelowLow
    {QT_TRANSLATE_NOOP("Findings", "the bounds are whole numbers within +-9007199254740992"), nullptr}, // BoundsWithin
    {QT_TRANSLATE_NOOP("Findings", "%1 belongs to a question: add \"ask\""), nullptr}, // BelongsToQuestion
    {QT_TRANSLATE_NOOP("Findings", "a question cannot be empty"), nullptr},            // QuestionEmpty
    {QT_TRANSLATE_NOOP("Findings", "a question needs its \"reveal\": the answer shown when the class has predicted"),
     nullptr},                                                                    // QuestionNeedsReveal
    {QT_TRANSLATE_NOOP("Findings", "a question offers 2 to 6 choices"), nullptr}, // ChoicesCount
    {QT_TRANSLATE_NOOP("Findings",
                       "a number names one of the choices, and this question has none: give the answer in words"),
     nullptr}, // AnswerNumberNoChoices
    {QT_TRANSLATE_NOOP("Findings", "the answer names choice %1 of %2 (the first is 1)"), nullptr}, // AnswerChoiceOutOf
    {QT_TRANSLATE_NOOP("Findings", "an answer cannot be empty"), nullptr},                         // AnswerEmpty
    {QT_TRANSLATE_NOOP("Findings",
                       "the answer must be one of the choices, word for word, or its number (1 for the first)"),
     nullptr}, // AnswerNotAChoice
    {QT_TRANSLATE_NOOP("Findings", "only a predict step (a note with \"ask\") has an event that decides its answer"),
     nullptr}, // DecidesOnlyQuestion
    {QT_TRANSLATE_NOOP("Findings", "a note needs \"at\" (a time) or \"on\" (the event it belongs to), one of them"),
     nullptr}, // NoteNeedsAtOrOn
    {QT_TRANSLATE_NOOP("Findings", "that event is part of the scenario's setup (a starting row, traced before the run "
                                   "begins), and nothing goes before it: give the note \"at\": \"0ms\""),
     nullptr},                                                          // NoteOnSetup
    {QT_TRANSLATE_NOOP("Findings", "a variant needs a name"), nullptr}, // VariantNeedsName
    {QT_TRANSLATE_NOOP("Findings", "a variant's name is one word of lower-case letters, digits and '-'"),
     nullptr},                                                                               // VariantNameWord
    {QT_TRANSLATE_NOOP("Findings", "another variant already has the name \"%1\""), nullptr}, // VariantNameTaken
    {QT_TRANSLATE_NOOP("Findings", "\"set\" is an object of PATH: value"), nullptr},         // SetIsObject
    {QT_TRANSLATE_NOOP("Findings", "a variant sets plain values (text, numbers, true/false)"),
     nullptr},                                                                                 // SetsPlainValues
    {QT_TRANSLATE_NOOP("Findings", "an exploration pins 0 to %1 faults a schedule"), nullptr}, // ExplorePinsRange
    {QT_TRANSLATE_NOOP("Findings", "name at least one, or leave \"%1\" out"), nullptr},        // NameOneOrLeaveOut
    {QT_TRANSLATE_NOOP("Findings", "a name cannot be empty"), nullptr},                        // NameNotEmpty
    {QT_TRANSLATE_NOOP("Findings", "\"%1\" is named twice"), nullptr},                         // NamedTwice
    {QT_TRANSLATE_NOOP("Findings", "unknown event kind \"%1\" (known: %2)"), nullptr},         // UnknownEventKind
    {QT_TRANSLATE_NOOP("Findings", "attempts count from 1"), nullptr},                         // AttemptsFromOne
    {QT_TRANSLATE_NOOP("Findings", "a count cannot be negative"), nullptr},                    // CountNegative
    {QT_TRANSLATE_NOOP("Findings", "a %1 expectation needs \"equals\", \"atLeast\" or \"atMost\""),
     nullptr},                                                                                          // NeedsBounds
    {QT_TRANSLATE_NOOP("Findings", "use \"equals\" alone, or \"atLeast\"/\"atMost\""), nullptr},        // EqualsAlone
    {QT_TRANSLATE_NOOP("Findings", "atLeast %1 is more than atMost %2: no count could pass"), nullptr}, // BoundsCross
    {QT_TRANSLATE_NOOP("Findings", "unknown metric \"%1\" (%2)"), nullptr},                             // UnknownMetric
    {QT_TRANSLATE_NOOP("Findings", "an order expectation lists at least two events"), nullptr}, // OrderTwoEvents
    {QT_TRANSLATE_NOOP("Findings", "give \"size\" or a \"key\", not both"), nullptr},           // SizeOrKey
    {QT_TRANSLATE_NOOP("Findings", "give \"present\" or \"equals\", not both"), nullptr},       // PresentOrEquals
    {QT_TRANSLATE_NOOP("Findings", "an expectation has \"count\", \"order\", \"store\" or \"metric\""),
     nullptr}, // ExpectationShape
    {QT_TRANSLATE_NOOP("Findings", "wire headers are an object of header names and values"),
     nullptr},                                                                            // WireHeadersObject
    {QT_TRANSLATE_NOOP("Findings", "unknown store \"%1\" (stores: %2)"), nullptr},        // UnknownStore
    {QT_TRANSLATE_NOOP("Findings", "unknown participant or store \"%1\""), nullptr},      // UnknownParticipantOrStore
    {QT_TRANSLATE_NOOP("Findings", "unknown state \"%1\" of %2 (states: %3)"), nullptr},  // UnknownStateOf
    {QT_TRANSLATE_NOOP("Findings", "unknown state \"%1\" (states: %2)"), nullptr},        // UnknownState
    {QT_TRANSLATE_NOOP("Findings", "no variant \"%1\" (this lesson has none)"), nullptr}, // NoVariantNone
    {QT_TRANSLATE_NOOP("Findings", "no variant \"%1\" (known: %2)"), nullptr},            // NoVariantKnown
    {QT_TRANSLATE_NOOP("Findings", "the narrative has no such entry"), nullptr},          // NoSuchEntry
    {QT_TRANSLATE_NOOP("Findings", "the lesson has no value here"), nullptr},             // NoValueHere
    {QT_TRANSLATE_NOOP("Findings", "a new participant \"%1\""), nullptr},                 // NewParticipantLabel
    {QT_TRANSLATE_NOOP("Findings", "rename %1 to %2"), nullptr},                          // RenameLabel
    {QT_TRANSLATE_NOOP("Findings", "remove %1"), nullptr},                                // RemoveLabel
    {QT_TRANSLATE_NOOP("Findings", "the lesson's name, title and summary"), nullptr},     // TitleLabel
    {QT_TRANSLATE_NOOP("Findings", "%1 is not JSON: %2"), nullptr},                       // FieldNotJson
    {QT_TRANSLATE_NOOP("Findings", "a participant has that name already"), nullptr},      // NameExists
    {QT_TRANSLATE_NOOP("Findings", "rename or add a participant to change it"), nullptr}, // RenameToChange
    {QT_TRANSLATE_NOOP("Findings", "no participant is called %1"), nullptr},              // NoParticipantCalled
    {QT_TRANSLATE_NOOP("Findings", "a name is not empty and has no \"/\""), nullptr},     // NameRule
    {QT_TRANSLATE_NOOP("Findings", "still named at %1; change those first"), nullptr},    // StillNamedAt
    {QT_TRANSLATE_NOOP("Findings", "still named at %1 and %2; change those first"), nullptr}, // StillNamedAtMany
    {QT_TRANSLATE_NOOP("Findings", "%1 (a new note)"), nullptr},                              // NewNoteLabel
    {QT_TRANSLATE_NOOP("Findings", "%1 (a new expectation)"), nullptr},                       // NewExpectationLabel
}};
static_assert(Templates.back().other != nullptr, "no kind left without its words (the array's size alone is no proof)");

} // namespace

const FindingTemplate &inputFindingTemplate(FindingKind kind)
{
    return Templates.at(size_t(kind) - size_t(FindingKind::Words));
}

} // namespace corrsim
