// A saga service's edges: what comes in (an HTTP request, with its idempotency key; a
// broker delivery; a scheduled start) becomes a job, and timers move jobs along.

#include "participants/sagaservice.h"

#include "participants/sagastarts.h"
#include "trace/vocabulary.h"

#include <algorithm>

namespace corrsim {

void SagaService::startJob(Simulation &sim, Job job, SimTime delay)
{
    job.step = Job::Handle;
    sim.schedule(sim.now() + delay, ref(), TimerEvent::of(JobStep, m_jobs.acquire(job)));
}

void SagaService::onMessage(Simulation &sim, const Message &m)
{
    Records &records = sim.trace().records();
    if (m.type == m_field.httpPost && m_http) {
        Job job;
        if (m_idempotency) {
            // The key is written in the entity's own transaction (commit), never before it:
            // a key written at arrival would answer a resend "created" while the first
            // POST was still being processed, and outlive a crash that lost the entity.
            // A key already committed answers the resend at once.
            if (const Field *key = records.find(m.record, m_field.idempotencyKey, Section::Header)) {
                job.idempotencyKey = sim.trace().idOf(key->value);
                if (const auto row = m_idempotencyTable->get(sim.now(), ref(), job.idempotencyKey, &m)) {
                    respondAlreadyCreated(sim, m, row->value);
                    return;
                }
            }
        }
        job.message = m;
        job.create = true;
        job.createBody = m.record;
        startJob(sim, job, m_sampler->draw(m_httpTime));
        return;
    }
    if (handlerFor(m.type)) {
        Job job;
        job.message = m;
        job.ackBroker = m_brokerWorkers &&
                        std::find(m_brokerWorkers->begin(), m_brokerWorkers->end(), m.from) != m_brokerWorkers->end();
        startJob(sim, job, m_sampler->draw(m_handleTime));
    }
}

void SagaService::onArrivalLost(Simulation &sim, TimerEvent timer)
{
    if (timer.as<Timer>() == Start)
        m_starts.lost(sim, ref(), timer); // the payment is lost; the workload goes on
}

void SagaService::onTimer(Simulation &sim, TimerEvent timer)
{
    const Timer code = timer.as<Timer>();
    const uint32_t arg = timer.arg;
    if (code == Start) {
        Job job;
        job.create = true;
        job.createBody = m_starts.arrived(sim, ref(), timer);
        startJob(sim, job, SimTime());
    } else if (code == Purge) {
        purge(sim);
    } else if (code == JobStep) {
        Job &job = m_jobs[arg];
        switch (job.step) {
        case Job::Handle:
            return handle(sim, arg);
        case Job::Commit:
            // The balance read when the job was planned may have been spent since by a
            // transaction that committed first: the guarded update finds it short.
            if (!debitsCovered(sim, job))
                return replan(sim, arg);
            sim.atomically([&] { commit(sim, job); });
            if (job.event && m_publish == Publish::CommitThenPublish && job.step == Job::Commit)
                return afterWindow(sim, arg, Job::Publish, m_sampler->draw(m_publishTime));
            return finish(sim, arg);
        case Job::Publish:
            sim.send(*job.event); // straight to the broker: the dual write's second write
            if (m_publish == Publish::PublishThenCommit)
                return afterWindow(sim, arg, Job::Commit, m_sampler->draw(m_txnTime));
            return finish(sim, arg);
        case Job::Done:
            return;
        }
    }
}

} // namespace corrsim
