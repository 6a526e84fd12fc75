#include "scenario/pinnedfault.h"

#include "scenario/scenariodoc.h"

namespace corrsim {

namespace {
Json pinnedFaultJson(const PinnedFault &f)
{
    using K = PinnedFault::Kind;
    const Json which = {{"seq", f.seq}};
    switch (f.kind) {
    case K::Drop:
        return {{"drop", which}};
    case K::Duplicate:
        return {{"duplicate", which}};
    case K::DeliverAfterNext:
        return {{"deliverAfterNext", which}};
    case K::Delay:
        return {{"delay", which}, {"by", std::to_string(f.delay.micros()) + "us"}};
    case K::CrashAfter: {
        Json crash = {{"crash", f.worker}, {"after", which}};
        if (f.restartAfter)
            crash["restartAfter"] = std::to_string(f.restartAfter->micros()) + "us";
        return crash;
    }
    }
    return {};
}
} // namespace

FaultEntry faultEntry(const PinnedFault &fault)
{
    return {pinnedFaultJson(fault)};
}

std::string PinnedFault::json() const
{
    return pinnedFaultJson(*this).dump(-1, ' ', false, Json::error_handler_t::replace);
}

} // namespace corrsim
