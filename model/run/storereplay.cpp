#include "run/storereplay.h"

#include "trace/storeresult.h"

namespace corrsim {

void applyStoreEvent(std::vector<StoreContents> &stores, const TraceEvent &e, const Trace &t)
{
    if (!isStoreEvent(e.kind) || e.peer >= stores.size())
        return;
    StoreContents &s = stores[e.peer];
    switch (e.kind) {
    case EventKind::StorePut:
        s[e.key()] = e.storedValue();
        break;
    case EventKind::StoreRemove: {
        // A failed remove (KEY_NOT_FOUND, or absent and ignored) changes nothing.
        if (removedAnEntry(storeResult(t, e)))
            s.erase(e.key());
        break;
    }
    case EventKind::StoreExpire:
        s.erase(e.key());
        break;
    case EventKind::StoreClear:
        s.clear();
        break;
    default:
        break;
    }
}

std::vector<StoreContents> replayStores(const Trace &t, size_t events)
{
    std::vector<StoreContents> stores(t.stores().size());
    for (size_t i = 0; i < events && i < t.size(); ++i)
        applyStoreEvent(stores, t[i], t);
    return stores;
}

} // namespace corrsim
