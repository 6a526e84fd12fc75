#pragma once
// A fault a participant's own configuration asks for N times (failAfterClaim,
// crashBetween, crashInWindow). The count is the application's, shared by its workers:
// "the first N claims" of orders are N, however many workers orders runs as.

#include "input/confignode.h"
#include "kernel/statehash.h"
#include "participants/buildcontext.h"

#include <cstdint>
#include <string>

namespace corrsim {

struct FaultCount : SharedState
{
    std::unique_ptr<SharedState> clone(const CloneMap &) const override { return std::make_unique<FaultCount>(*this); }
    void hashState(StateHash &h) const override { h.add(left); }

    int64_t left = 0;
    bool read = false;

    /// Takes one if any are left.
    bool take()
    {
        if (left <= 0)
            return false;
        --left;
        return true;
    }
};

/// The application's count of `key` from its configuration (0 when absent); a negative
/// number is an error at its path.
inline FaultCount &faultCount(const ConfigNode &c, BuildContext &ctx, const char *key)
{
    FaultCount &f = ctx.sim.shared<FaultCount>(ctx.appName + "\n" + key);
    if (!f.read) {
        f.left = c.integer(key, 0);
        if (f.left < 0)
            c.at(key).fail({FindingKind::CannotBeNegative, {std::string(key)}, {}});
        f.read = true;
    }
    return f;
}

} // namespace corrsim
