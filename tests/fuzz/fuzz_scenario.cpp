// libFuzzer target: scenario files, as a user, a broken tool or a hostile hand might
// write them (make fuzz). See inputchecks.h for what each must get.

#include "inputchecks.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (const auto problem = corrsim::checkScenarioInput({reinterpret_cast<const char *>(data), size})) {
        std::fprintf(stderr, "fuzz_scenario: %s\n", problem->c_str());
        std::abort();
    }
    return 0;
}
