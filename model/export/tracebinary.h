#pragma once
// The compact native trace (.ctrace): the same run as the JSON Lines trace, losslessly,
// in about a fifth of the bytes and read back about thirty times faster, for runs of
// millions of events. Layout, version 2, all numbers little-endian
// (docs/trace-events.md, "The binary trace"):
//
//   "CORRSIMB"  u32 version (1)  u32 0
//   u32 n, n bytes: the header, the JSON object of a .jsonl trace's first line
//   u32 n, then n names (symbols 1..n), each u32 length and UTF-8 bytes
//   u32 n, then n field counts (records 1..n), then the fields, 16 bytes each:
//       u32 name, u8 section, u8 value type, u16 0, i64 value
//   u64 n, then n events, 56 bytes each:
//       i64 time_us, u64 id, u64 correlation_id, u64 ref, i64 value,
//       u32 detail, u32 record, u8 kind, u8 flags, u16 actor, u16 peer, u16 attempt
//   "END!"  u32 CRC-32 (zlib's) of every byte before it
//
// Version 1 ended at "END!"; it is still read, without the checksum.
// IDs are the run's 64-bit numbers (space << 48 | number); the header's ID spaces and
// seed turn them into the same text the .jsonl trace shows.

#include "export/tracereader.h"
#include "scenario/scenarioinfo.h"

#include <istream>
#include <ostream>

namespace corrsim {

void writeTraceBinary(std::ostream &out, const Trace &trace, const ScenarioInfo &info);

/// Reads a .ctrace; throws ScenarioError naming the file and the byte offset of anything
/// it cannot take (a short file, a count larger than the file, a symbol, record, actor
/// or ID that does not exist, a checksum its bytes do not make, bytes after the end),
/// including a trace that would need more than maxBytes.
ReadTrace readTraceBinary(std::istream &in, const std::string &file, uint64_t maxBytes = uint64_t(8192) << 20,
                          TraceReadControl control = {});

/// True when the stream starts with the binary trace's magic bytes (the stream is
/// rewound).
bool looksLikeBinaryTrace(std::istream &in);

} // namespace corrsim
