#include "participants/sink.h"

namespace corrsim {

const ParticipantKind &Sink::descriptor()
{
    static const ParticipantKind kind{"sink",
                                      {

                                      },
                                      &Sink::create};
    return kind;
}

std::unique_ptr<Actor> Sink::create(const ConfigNode &, BuildContext &ctx)
{
    return std::unique_ptr<Sink>(new Sink(ctx.workerName));
}

} // namespace corrsim
