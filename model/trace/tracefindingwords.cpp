#include "trace/tracefindingwords.h"

#include "trace/translatable.h"

#include <array>

namespace corrsim {

namespace {

/// The words of what is wrong with a trace file, a file of spans to import or shards to
/// merge, in FindingKind's order from InField on (a file's or a scenario's are in
/// inputfindingwords.cpp, the checks' in findingwords.cpp).
constexpr std::array<FindingTemplate, size_t(FindingKind::ExploreHeading) - size_t(FindingKind::InField)> Templates{{
    {QT_TRANSLATE_NOOP("Findings", "\"%1\": %2"), nullptr},        // InField
    {QT_TRANSLATE_NOOP("Findings", "the file is empty"), nullptr}, // TraceFileEmpty
    {QT_TRANSLATE_NOOP("Findings", "not a Corrsim trace (the first line must say \"format\": \"corrsim-trace\")"),
     nullptr}, // NotATrace
    {QT_TRANSLATE_NOOP("Findings", "this trace was written by a newer Corrsim (format version %1)"),
     nullptr},                                                                               // NewerTrace
    {QT_TRANSLATE_NOOP("Findings", "expected a whole number from %1 to %2"), nullptr},       // ExpectedWholeFromTo
    {QT_TRANSLATE_NOOP("Findings", "expected text"), nullptr},                               // ExpectedTextAlone
    {QT_TRANSLATE_NOOP("Findings", "expected true or false"), nullptr},                      // ExpectedTrueOrFalse
    {QT_TRANSLATE_NOOP("Findings", "expected {\"owner\": ..., \"final\": [...]}"), nullptr}, // SagaHeaderShape
    {QT_TRANSLATE_NOOP("Findings", "expected a list of text"), nullptr},                     // ExpectedTextList
    {QT_TRANSLATE_NOOP("Findings", "expected a list"), nullptr},                             // ExpectedListAlone
    {QT_TRANSLATE_NOOP("Findings", "each line is a JSON object"), nullptr},                  // LineIsObject
    {QT_TRANSLATE_NOOP("Findings", "expected \"uuid\" or \"decimal\""), nullptr},            // ExpectedUuidOrDecimal
    {QT_TRANSLATE_NOOP("Findings", "a prefix of numbered IDs cannot end in a digit: its IDs would read back as others"),
     nullptr},                                                                            // PrefixReadsBackAsOthers
    {QT_TRANSLATE_NOOP("Findings", "more than %1 ID spaces"), nullptr},                   // TooManyIdSpaces
    {QT_TRANSLATE_NOOP("Findings", "each participant needs a name of its own"), nullptr}, // ParticipantOwnName
    {QT_TRANSLATE_NOOP("Findings", "more than %1 participants"), nullptr},                // TooManyParticipants
    {QT_TRANSLATE_NOOP("Findings", "each store needs a name of its own"), nullptr},       // StoreOwnName
    {QT_TRANSLATE_NOOP("Findings", "no participant is called \"%1\""), nullptr},          // NoParticipantCalledQuoted
    {QT_TRANSLATE_NOOP("Findings", "more than %1 stores"), nullptr},                      // TooManyStores
    {QT_TRANSLATE_NOOP("Findings", "each line is one JSON object"), nullptr},             // LineIsOneObject
    {QT_TRANSLATE_NOOP("Findings", "no event carries a field of this name"), nullptr},    // NoEventField
    {QT_TRANSLATE_NOOP("Findings", "this field twice"), nullptr},                         // FieldTwice
    {QT_TRANSLATE_NOOP("Findings", "every event has a kind"), nullptr},                   // EventNeedsKind
    {QT_TRANSLATE_NOOP("Findings", "unknown event kind \"%1\""), nullptr},                // UnknownEventKindAlone
    {QT_TRANSLATE_NOOP("Findings", "%1 event carries no such field"), nullptr},           // EventCarriesNoSuchField
    {QT_TRANSLATE_NOOP("Findings", "every event has a time"), nullptr},                   // EventNeedsTime
    {QT_TRANSLATE_NOOP("Findings", "a drop at a receiver that was down has no latencyUs"),
     nullptr},                                                                                     // DropDownNoLatency
    {QT_TRANSLATE_NOOP("Findings", "expected %1, the event's place in the trace"), nullptr},       // SeqPlace
    {QT_TRANSLATE_NOOP("Findings", "no store is called \"%1\""), nullptr},                         // NoStoreCalled
    {QT_TRANSLATE_NOOP("Findings", "the trace needs more than %1 MB of memory to open"), nullptr}, // TraceNeedsMemory
    {QT_TRANSLATE_NOOP("Findings", "not JSON: %1"), nullptr},                                      // NotJsonSays
    {QT_TRANSLATE_NOOP("Findings", "expected a whole number"), nullptr},                           // ExpectedWhole
    {QT_TRANSLATE_NOOP("Findings", "expected an object of fields"), nullptr}, // ExpectedFieldsObject
    {QT_TRANSLATE_NOOP("Findings", "expected a number"), nullptr},            // ExpectedNumberAlone
    {QT_TRANSLATE_NOOP("Findings", "a whole number beyond the largest a trace holds (2^63 - 1)"),
     nullptr},                                                          // WholeBeyondTrace
    {QT_TRANSLATE_NOOP("Findings", "the field \"%1\" twice"), nullptr}, // FieldNamedTwice
    {QT_TRANSLATE_NOOP("Findings", "the field \"%1\" is not text, a number or true/false"), nullptr}, // FieldNotScalar
    {QT_TRANSLATE_NOOP("Findings", "the field \"%1\" is beyond the largest whole number a trace holds"),
     nullptr},                                                                   // FieldBeyondWhole
    {QT_TRANSLATE_NOOP("Findings", "a kind that does not exist"), nullptr},      // KindMissing
    {QT_TRANSLATE_NOOP("Findings", "expected a time from 0 to %1 us"), nullptr}, // TimeRange
    {QT_TRANSLATE_NOOP("Findings", "time goes backwards here (a trace lists events in the order they happened)"),
     nullptr},                                                                              // TimeBackwards
    {QT_TRANSLATE_NOOP("Findings", "%1 event has no %2"), nullptr},                         // EventHasNo
    {QT_TRANSLATE_NOOP("Findings", "%1 event needs its store as \"peer\""), nullptr},       // EventNeedsStorePeer
    {QT_TRANSLATE_NOOP("Findings", "%1 event needs an \"%2\""), nullptr},                   // EventNeedsEnd
    {QT_TRANSLATE_NOOP("Findings", "no participant of this trace has number %1"), nullptr}, // NoParticipantNumbered
    {QT_TRANSLATE_NOOP("Findings", "no store of this trace has number %1"), nullptr},       // NoStoreNumbered
    {QT_TRANSLATE_NOOP("Findings", "%1 event names no message"), nullptr},                  // EventNamesNoMessageOf
    {QT_TRANSLATE_NOOP("Findings", "an ID this trace cannot hold (of no space it declares, or a decimal 0)"),
     nullptr},                                                                       // IdNotHeld
    {QT_TRANSLATE_NOOP("Findings", "%1 event has no causation ID or key"), nullptr}, // EventHasNoCausation
    {QT_TRANSLATE_NOOP("Findings", "this kind has no number, not %1"), nullptr},     // NoNumberHere
    {QT_TRANSLATE_NOOP("Findings", "expected a time no later than the event's own (%1 to %2), not %3"),
     nullptr}, // NotATimeNoLater
    {QT_TRANSLATE_NOOP("Findings", "expected a duration in microseconds (%1 to %2), not %3"), nullptr}, // NotADuration
    {QT_TRANSLATE_NOOP("Findings", "expected a duration no longer than the time so far (%1 to %2), not %3"),
     nullptr},                                                                                      // NotALatency
    {QT_TRANSLATE_NOOP("Findings", "expected a time, or -1 for none (%1 to %2), not %3"), nullptr}, // NotAnExpiry
    {QT_TRANSLATE_NOOP("Findings", "expected a count (%1 to %2), not %3"), nullptr},                // NotACount
    {QT_TRANSLATE_NOOP("Findings", "expected a name's number (%1 to %2), not %3"), nullptr},        // NotANameNumber
    {QT_TRANSLATE_NOOP("Findings", "expected 0 or 1, not %1"), nullptr},                            // NotAVerdict
    {QT_TRANSLATE_NOOP("Findings", "a name that does not exist"), nullptr},                         // NameMissing
    {QT_TRANSLATE_NOOP("Findings", "a record that does not exist"), nullptr},                       // RecordMissing
    {QT_TRANSLATE_NOOP("Findings", "%1 event is never marked %2"), nullptr},                        // EventNeverMarked
    {QT_TRANSLATE_NOOP("Findings", "flags that do not exist"), nullptr},                            // FlagsMissing
    {QT_TRANSLATE_NOOP("Findings", "a %1"), nullptr},                                               // AKindName
    {QT_TRANSLATE_NOOP("Findings", "an %1"), nullptr},                                              // AnKindName
    {QT_TRANSLATE_NOOP("Findings", "a field whose name does not exist"), nullptr},                  // FieldNameMissing
    {QT_TRANSLATE_NOOP("Findings", "a field of no value that holds one"), nullptr}, // FieldNoValueHoldsOne
    {QT_TRANSLATE_NOOP("Findings", "a field whose number is not finite (JSON has no NaN or infinity)"),
     nullptr},                                                                     // FieldNotFinite
    {QT_TRANSLATE_NOOP("Findings", "a field whose text does not exist"), nullptr}, // FieldTextMissing
    {QT_TRANSLATE_NOOP("Findings",
                       "a field whose ID is none this trace can hold (of no space it declares, or a decimal 0)"),
     nullptr},                                                                        // FieldIdNotHeld
    {QT_TRANSLATE_NOOP("Findings", "a field whose true/false is neither"), nullptr},  // FieldBoolNeither
    {QT_TRANSLATE_NOOP("Findings", "a field of a type that no run writes"), nullptr}, // FieldTypeNoRunWrites
    {QT_TRANSLATE_NOOP("Findings", "a name that is not UTF-8 text"), nullptr},        // NameNotUtf8
    {QT_TRANSLATE_NOOP("Findings", "the file ends too early: it was cut short, or it is not a Corrsim trace"),
     nullptr}, // BinaryEndsEarly
    {QT_TRANSLATE_NOOP("Findings", "the file says it holds %1 %2, more than it has bytes for"),
     nullptr}, // HoldsMoreThanBytes
    {QT_TRANSLATE_NOOP("Findings", "the file says it holds %1 %2, more than a trace may hold"),
     nullptr},                                                   // HoldsMoreThanTrace
    {QT_TRANSLATE_NOOP("Findings", "header bytes"), nullptr},    // HeaderBytesCounted
    {QT_TRANSLATE_NOOP("Findings", "names"), nullptr},           // NamesCounted
    {QT_TRANSLATE_NOOP("Findings", "bytes of a name"), nullptr}, // NameBytesCounted
    {QT_TRANSLATE_NOOP("Findings", "records"), nullptr},         // RecordsCounted
    {QT_TRANSLATE_NOOP("Findings", "record fields"), nullptr},   // RecordFieldsCounted
    {QT_TRANSLATE_NOOP("Findings", "events"), nullptr},          // EventsCounted
    {QT_TRANSLATE_NOOP("Findings", "not a binary Corrsim trace (it must start with CORRSIMB)"),
     nullptr}, // NotBinaryTrace
    {QT_TRANSLATE_NOOP("Findings", "this trace was written by a newer Corrsim (binary format version %1)"),
     nullptr},                                                              // NewerBinaryTrace
    {QT_TRANSLATE_NOOP("Findings", "the header is not JSON: %1"), nullptr}, // HeaderNotJson
    {QT_TRANSLATE_NOOP("Findings", "the header must say \"format\": \"corrsim-trace-binary\""),
     nullptr},                                                                                  // BinaryHeaderFormat
    {QT_TRANSLATE_NOOP("Findings", "name %1 is longer than the %2 MB a trace holds"), nullptr}, // NameTooLongNumbered
    {QT_TRANSLATE_NOOP("Findings", "name %1: %2"), nullptr},                                    // NameAt
    {QT_TRANSLATE_NOOP("Findings", "name %1 appears twice"), nullptr},                          // NameTwice
    {QT_TRANSLATE_NOOP("Findings", "a record with no fields (the empty record is record 0)"),
     nullptr}, // RecordNoFields
    {QT_TRANSLATE_NOOP("Findings", "a field with a section or type that does not exist"),
     nullptr},                                                                        // FieldSectionOrType
    {QT_TRANSLATE_NOOP("Findings", "record %1 has the field \"%2\" twice"), nullptr}, // RecordFieldTwice
    {QT_TRANSLATE_NOOP("Findings", "event %1 has %2"), nullptr},                      // EventHas
    {QT_TRANSLATE_NOOP("Findings", "event %1 (%2): %3"), nullptr},                    // EventSays
    {QT_TRANSLATE_NOOP("Findings", "event %1 (%2), %3: %4"), nullptr},                // EventFieldSays
    {QT_TRANSLATE_NOOP("Findings", "the trace does not end where its counts say it does"),
     nullptr}, // EndsNotWhereCounted
    {QT_TRANSLATE_NOOP("Findings",
                       "its bytes have checksum %1, not the %2 it ends with: a byte changed after it was written"),
     nullptr},                                                                     // ChecksumDiffers
    {QT_TRANSLATE_NOOP("Findings", "bytes follow the end of the trace"), nullptr}, // BytesAfterEnd
    {QT_TRANSLATE_NOOP("Findings", "a line of more than %1 MB: this is not a Corrsim trace"), nullptr}, // LineTooLong
    {QT_TRANSLATE_NOOP("Findings", "more than 2^31 lines: this is not a Corrsim trace"), nullptr},      // TooManyLines
    {QT_TRANSLATE_NOOP("Findings", "the compressed data ends early: the file was cut short"),
     nullptr}, // CompressedEndsEarly
    {QT_TRANSLATE_NOOP("Findings", "the compressed data is damaged (%1): the file was changed after it was written"),
     nullptr},                                                  // CompressedDamaged
    {QT_TRANSLATE_NOOP("Findings", "on line %1: %2"), nullptr}, // OnLine
    {QT_TRANSLATE_NOOP("Findings", "this is OTLP as protobuf (length-prefixed), not JSON: Corrsim reads OTLP JSON (set "
                                   "the collector's file exporter to format: json)"),
     nullptr}, // ProtobufNotJson
    {QT_TRANSLATE_NOOP("Findings", "not a trace Corrsim can import: expected OTLP JSON ({\"resourceSpans\": ...} per "
                                   "line), Jaeger JSON ({\"data\": [...]}) or Zipkin v2 JSON (a list of spans)"),
     nullptr}, // NotImportable
    {QT_TRANSLATE_NOOP("Findings", "it holds more than %1 MiB of spans, more than this import may take"),
     nullptr},                                                                // ImportTooLarge
    {QT_TRANSLATE_NOOP("Findings", "the gzip data is damaged: %1"), nullptr}, // GzipDataDamaged
    {QT_TRANSLATE_NOOP("Findings", "each line of this file is one %1 message, and this one is not"),
     nullptr},                                                            // LineNotFormat
    {QT_TRANSLATE_NOOP("Findings", "expected a list of spans"), nullptr}, // ExpectedSpanList
    {QT_TRANSLATE_NOOP("Findings", "expected an object"), nullptr},       // ExpectedObjectAlone
    {QT_TRANSLATE_NOOP("Findings", "expected a whole number (as a number or as text) from 0 to 2^63-1"),
     nullptr}, // WholeOrTextFromZero
    {QT_TRANSLATE_NOOP("Findings", "expected a time in microseconds, up to the year 2262"), nullptr}, // MicrosUpTo2262
    {QT_TRANSLATE_NOOP("Findings", "expected a %1-byte ID, as hex or base64"), nullptr},              // IdOfBytes
    {QT_TRANSLATE_NOOP("Findings", "an all-zero ID names nothing"), nullptr},                         // AllZeroId
    {QT_TRANSLATE_NOOP("Findings", "a span has a \"%1\""), nullptr},                                  // SpanHasKey
    {QT_TRANSLATE_NOOP("Findings", "expected a span kind, 0 to 5 or its name"), nullptr},             // SpanKindRange
    {QT_TRANSLATE_NOOP("Findings", "an attribute has a \"key\""), nullptr},                           // AttributeHasKey
    {QT_TRANSLATE_NOOP("Findings", "a span has a trace ID and a span ID"), nullptr},                  // OtlpSpanIds
    {QT_TRANSLATE_NOOP("Findings", "a link has a \"traceId\" and a \"spanId\""), nullptr},            // OtlpLinkIds
    {QT_TRANSLATE_NOOP("Findings", "a span has a \"traceID\" and a \"spanID\""), nullptr},            // JaegerSpanIds
    {QT_TRANSLATE_NOOP("Findings", "a tag has a \"key\""), nullptr},                                  // JaegerTagKey
    {QT_TRANSLATE_NOOP("Findings", "a reference has a \"traceID\" and a \"spanID\""), nullptr}, // JaegerReferenceIds
    {QT_TRANSLATE_NOOP("Findings", "a span has a \"traceId\" and an \"id\""), nullptr},         // ZipkinSpanIds
    {QT_TRANSLATE_NOOP("Findings",
                       "span %1 (%2) starts more than %3 after span %4: too far apart to be drawn as one run"),
     nullptr}, // SpansTooFarApart
    {QT_TRANSLATE_NOOP("Findings", "span %1 of trace %2 is its own ancestor: the spans' parents form a loop"),
     nullptr}, // SpanOwnAncestor
    {QT_TRANSLATE_NOOP("Findings",
                       "it is not a trace another tool recorded: a scenario's own run is modelled by its scenario"),
     nullptr}, // NotRecordedTrace
    {QT_TRANSLATE_NOOP("Findings",
                       "%1 sends requests to %2 and to %3: corrsim model makes a requester of one service for now"),
     nullptr}, // RequesterTwoServices
    {QT_TRANSLATE_NOOP("Findings", "no request in it was answered where a span shows which request a reply was taken "
                                   "for, and no span named as an effect (--effect-span) acted on a message: corrsim "
                                   "model makes request/reply scenarios and consumers with effects for now"),
     nullptr}, // NothingToModel
    {QT_TRANSLATE_NOOP("Findings", "missing: this is not a file `corrsim explore --out` wrote"),
     nullptr},                                                                       // ExploreOutMissing
    {QT_TRANSLATE_NOOP("Findings", "must be a whole number of 0 or more"), nullptr}, // ExploreOutCount
    {QT_TRANSLATE_NOOP("Findings", "must be text"), nullptr},                        // ExploreOutText
    {QT_TRANSLATE_NOOP("Findings", "must be true or false"), nullptr},               // ExploreOutFlag
    {QT_TRANSLATE_NOOP("Findings", "must be a list"), nullptr},                      // ExploreOutList
    {QT_TRANSLATE_NOOP("Findings", "must be a duration above zero"), nullptr},       // ExploreOutDuration
    {QT_TRANSLATE_NOOP("Findings", "is not a fault explore pins"), nullptr},         // ExploreOutPin
    {QT_TRANSLATE_NOOP("Findings", "is not \"corrsim-explore\": this is not a file `corrsim explore --out` wrote"),
     nullptr},                                                                           // ExploreOutFormat
    {QT_TRANSLATE_NOOP("Findings", "this version of Corrsim reads version 1"), nullptr}, // ExploreOutVersion
    {QT_TRANSLATE_NOOP("Findings", "must be from 1 to %1"), nullptr},                    // ExploreOutShards
    {QT_TRANSLATE_NOOP("Findings", "must be below \"shards\""), nullptr},                // ExploreOutShard
    {QT_TRANSLATE_NOOP("Findings", "must be at most \"sameStateSkipped\" (they are some of those)"),
     nullptr},                                                                 // ExploreOutFewerSkipped
    {QT_TRANSLATE_NOOP("Findings", "must have one count per check"), nullptr}, // ExploreOutCountPerCheck
    {QT_TRANSLATE_NOOP("Findings", "must be at most the level's \"schedules\" (%1)"),
     nullptr}, // ExploreOutAtMostSchedules
    {QT_TRANSLATE_NOOP("Findings", "must be the levels' schedules added up (%1)"), nullptr}, // ExploreOutSchedulesSum
    {QT_TRANSLATE_NOOP("Findings", "must be 16 hex digits"), nullptr},                       // ExploreOutStateHex
    {QT_TRANSLATE_NOOP("Findings", "has more levels than \"levels\""), nullptr},             // ExploreOutMoreLevels
    {QT_TRANSLATE_NOOP("Findings", "is not one of \"checks\""), nullptr},                    // ExploreOutNotACheck
    {QT_TRANSLATE_NOOP("Findings", "is not what the outcomes reached on this level (%1)"),
     nullptr}, // ExploreOutReached
    {QT_TRANSLATE_NOOP("Findings", "is not what the outcomes that break each check count on this level"),
     nullptr},                                                      // ExploreOutBreaking
    {QT_TRANSLATE_NOOP("Findings", "no shards to merge"), nullptr}, // MergeNoShards
    {QT_TRANSLATE_NOOP("Findings", "%1 results given for an exploration in %2 shards: each shard once"),
     nullptr}, // MergeResultsForShards
    {QT_TRANSLATE_NOOP("Findings",
                       "these are not shards of one exploration: their bounds, checks or shard counts differ"),
     nullptr}, // MergeNotOneExploration
    {QT_TRANSLATE_NOOP("Findings", "these shards were written by two versions of Corrsim (only some say their "
                                   "unfaulted run's fingerprint): explore them again with one"),
     nullptr}, // MergeTwoVersions
    {QT_TRANSLATE_NOOP("Findings", "these are not shards of one exploration: the run with no fault differs "
                                   "(fingerprints %1 and %2): was the scenario changed between two shards?"),
     nullptr},                                                               // MergeUnfaultedDiffers
    {QT_TRANSLATE_NOOP("Findings", "shard %1 is given twice"), nullptr},     // MergeShardTwice
    {QT_TRANSLATE_NOOP("Findings", "a quoted cell is not closed"), nullptr}, // SweepQuoteOpen
    {QT_TRANSLATE_NOOP("Findings", "not a table corrsim sweep writes: its header is run,seed, the swept paths, "
                                   "fingerprint,passed, the expectations and metrics, and sweep last"),
     nullptr}, // SweepHeader
    {QT_TRANSLATE_NOOP("Findings", "a row needs a run number and as many cells as the header (%1)"),
     nullptr}, // SweepRowWidth
    {QT_TRANSLATE_NOOP("Findings", "the cell %1 must be a seed (a whole number), not \"%2\""),
     nullptr},                                                                                        // SweepCellSeed
    {QT_TRANSLATE_NOOP("Findings", "the cell %1 must be true or false, not \"%2\""), nullptr},        // SweepCellFlag
    {QT_TRANSLATE_NOOP("Findings", "the cell %1 must be a number, or nothing, not \"%2\""), nullptr}, // SweepCellNumber
    {QT_TRANSLATE_NOOP("Findings", "its columns differ from %1's: not shards of one sweep"),
     nullptr},                                          // SweepColumnsDiffer
    {QT_TRANSLATE_NOOP("Findings", "run %1"), nullptr}, // SweepRun
    {QT_TRANSLATE_NOOP("Findings", "is from another sweep (%1, not %2): other seeds, values or scenario"),
     nullptr},                                                // SweepAnotherSweep
    {QT_TRANSLATE_NOOP("Findings", "is in %1 too"), nullptr}, // SweepRunTwice
    {QT_TRANSLATE_N_NOOP("Findings", "runs %1 are in none of %2: merge every shard of the sweep"),
     "run %1 is in none of %2: merge every shard of the sweep"}, // SweepRunsMissing
    {QT_TRANSLATE_N_NOOP("Findings", "runs %1 of %2 are in none of %3: merge every shard of the sweep"),
     "run %1 of %2 is in none of %3: merge every shard of the sweep"}, // SweepRunsMissingOf
    {QT_TRANSLATE_NOOP("Findings", "%1"), nullptr},                    // SweepGap
    {QT_TRANSLATE_NOOP("Findings", "%1 to %2"), nullptr},              // SweepGapRange
    {QT_TRANSLATE_NOOP("Findings", ", %1"), nullptr},                  // SweepGapThen
    {QT_TRANSLATE_NOOP("Findings", ", %1 to %2"), nullptr},            // SweepGapRangeThen
    {QT_TRANSLATE_NOOP("Findings", "byte %1"), nullptr},               // ByteAt
    {QT_TRANSLATE_NOOP("Findings", "compressed byte %1"), nullptr},    // CompressedByteAt
}};
static_assert(Templates.back().other != nullptr, "no kind left without its words (the array's size alone is no proof)");

} // namespace

const FindingTemplate &traceFindingTemplate(FindingKind kind)
{
    return Templates.at(size_t(kind) - size_t(FindingKind::InField));
}

} // namespace corrsim
