// libFuzzer target: native traces (.jsonl), saved by Corrsim or edited since (make
// fuzz). See inputchecks.h for what each must get.

#include "inputchecks.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (const auto problem = corrsim::checkTraceInput({reinterpret_cast<const char *>(data), size})) {
        std::fprintf(stderr, "fuzz_trace: %s\n", problem->c_str());
        std::abort();
    }
    return 0;
}
