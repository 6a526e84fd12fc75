#include "explore/endstate.h"

#include "trace/hash.h"

namespace corrsim {

uint64_t endStateHash(const RunRecord &run)
{
    const Trace &t = run.trace();
    const std::vector<uint64_t> names = t.nameHashes();
    auto mixed = [](uint64_t a, uint64_t b) {
        uint64_t state = a ^ (b * 0x9e3779b97f4a7c15ULL);
        return splitmix64(state);
    };
    uint64_t h = 0x5eed;
    std::string key; // each key as printed, in one buffer
    for (size_t s = 0; s < run.stores->storeCount(); ++s) {
        // Entries in any order: a sum of each entry's hash.
        uint64_t entries = 0;
        for (const StoredEntry &e : run.stores->contentsAtEnd(s)) {
            key.clear();
            t.ids().formatTo(e.key, key);
            entries += mixed(hashName(key), t.recordHash(e.record, names));
        }
        h = mixed(mixed(h, hashName(t.stores()[s].name)), entries);
    }
    if (run.sagas)
        for (const SagaInstance &saga : run.sagas->instances)
            h = mixed(mixed(h, hashName(saga.id)), hashName(saga.state));
    return h;
}

} // namespace corrsim
