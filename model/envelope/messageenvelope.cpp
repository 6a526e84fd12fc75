#include "envelope/messageenvelope.h"

#include "kernel/random.h"

#include <cstdlib>

namespace corrsim {

std::optional<Envelope> envelopeOf(const TraceEvent &e, const Trace &t)
{
    if (e.kind != EventKind::Send && e.kind != EventKind::Deliver && e.kind != EventKind::Drop &&
        e.kind != EventKind::Duplicate)
        return std::nullopt;
    Envelope::Fields f;
    f.id = t.ids().format(e.message);
    f.type = t.names().text(e.messageType());
    f.correlationId = t.ids().format(e.correlation);
    f.causationId = t.ids().format(e.causation());
    f.attempt = e.attempt;
    // A drop or a copy keeps how far it travelled instead; its send has the first-seen time.
    f.firstSeenMs = e.kind == EventKind::Send || e.kind == EventKind::Deliver ? e.firstSeen().micros() / 1000 : 0;
    // The origin is the sender (the actor of a send, the peer of a delivery), unless the
    // message came with one of its own.
    f.origin = e.kind == EventKind::Deliver ? t.actorName(e.peer) : t.actorName(e.actor);
    namespace eh = envelope_headers;
    for (const Field &field : t.records().fields(e.body())) {
        if (field.section != Section::Header)
            continue;
        const std::string &name = t.names().text(field.name);
        const std::string value = formatValue(field.value, t.names(), t.ids());
        // What the envelope read off the wire and the message has no field for.
        if (name == eh::Origin)
            f.origin = value;
        else if (name == eh::Claim)
            f.claim = value;
        else if (name == eh::Version)
            f.version = std::atoi(value.c_str()) > 0 ? std::atoi(value.c_str()) : 1;
        else if (eh::isRouteName(name))
            f.route[name] = value;
        // Any other reserved name (a file from a newer peer, or edited by hand) is not an
        // application header: it is set aside, as a receiver would.
        else if (!eh::isReserved(name))
            f.headers[name] = value;
    }
    Rng unused(0); // every field that would need a random default is given
    return Envelope::create(std::move(f), unused);
}

} // namespace corrsim
