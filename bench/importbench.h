#pragma once

#include <cstdint>

namespace corrsim {

/// corrsim-bench --import SPANS CTRACE: imports SPANS (an OTLP JSON file of the same run
/// as the native CTRACE) and prints medians beside two floors measured in the same run:
/// reading the bytes, and simdjson parsing them with nothing done after. Then the peak
/// memory of the import against that of opening CTRACE. Returns the process exit code.
int runImportBench(const char *spans, const char *ctrace, int repeats);
/// corrsim-bench --make-spans N FILE: N spans of RabbitMQ RPCs (four spans each) as the
/// amqplib instrumentation writes them, in OTLP JSON lines of 512-span batches.
int makeSpanFile(uint64_t spans, const char *path);

} // namespace corrsim
