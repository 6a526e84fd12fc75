#pragma once
// A message as the simulation moves it: integer IDs and interned names, 48 bytes.
// The Envelope class (envelope.h) is its wire form with text IDs and header maps.

#include "trace/ids.h"
#include "trace/records.h"
#include "trace/simtime.h"
#include "trace/trace.h"

namespace corrsim {

struct Message
{
    Id id;
    Id correlation; // defaults to id; copied forward along a chain
    Id causation;   // the immediate parent's id
    Sym type = 0;
    RecordRef record = 0;           // body and application headers
    SimTime firstSeen = NotYetSent; // when it first went on the wire; kept by retries and forwards
    static constexpr SimTime NotYetSent = SimTime::max();
    ActorRef from = NoActor;
    ActorRef to = NoActor;
    ActorRef replyTo = NoActor; // the return address, when the sender gave one
    uint16_t attempt = 1;
    uint32_t connection = 0; // a synchronous call's own connection (0: none)
};

} // namespace corrsim
