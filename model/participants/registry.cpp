#include "participants/registry.h"

#include "participants/broker.h"
#include "participants/httpclient.h"
#include "participants/orchestrator.h"
#include "participants/paymentprovider.h"
#include "participants/paymentservice.h"
#include "participants/processor.h"
#include "participants/producer.h"
#include "participants/relay.h"
#include "participants/replier.h"
#include "participants/requester.h"
#include "participants/sagaservice.h"
#include "participants/sink.h"

namespace corrsim {

const std::vector<const ParticipantKind *> &participantKinds()
{
    // One line per kind.
    static const std::vector<const ParticipantKind *> kinds = {
        &Requester::descriptor(),      &Replier::descriptor(),
        &PaymentService::descriptor(), &PaymentProvider::descriptor(),
        &Producer::descriptor(),       &Processor::descriptor(),
        &Sink::descriptor(),           &Broker::descriptor(),
        &SagaService::descriptor(),    &Relay::descriptor(),
        &HttpClient::descriptor(),     &SagaOrchestrator::descriptor(),
    };
    return kinds;
}

const ParticipantKind *findParticipantKind(std::string_view name)
{
    for (const ParticipantKind *k : participantKinds())
        if (k->name == name)
            return k;
    return nullptr;
}

} // namespace corrsim
