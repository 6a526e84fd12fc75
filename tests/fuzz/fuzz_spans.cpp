// libFuzzer target: spans another tool wrote (OTLP, Jaeger, Zipkin JSON), as imported
// (make fuzz). See inputchecks.h for what each must get.

#include "inputchecks.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    if (const auto problem = corrsim::checkSpansInput(text)) {
        std::fprintf(stderr, "fuzz_spans: %s\n", problem->c_str());
        std::abort();
    }
    return 0;
}
