#include "backgroundjob.h"

#include "findingtext.h"

#include <QTimer>
#include <QtConcurrent>

#include <exception>

namespace corrsim {

BackgroundJob::BackgroundJob(QObject *parent) : QObject(parent), m_poll(new QTimer(this))
{
    m_poll->setInterval(100);
    connect(m_poll, &QTimer::timeout, this, &BackgroundJob::poll);
}

BackgroundJob::~BackgroundJob()
{
    stop();
    wait();
}

void BackgroundJob::stop()
{
    if (m_control)
        m_control->m_stop.store(true);
}

void BackgroundJob::wait()
{
    m_future.waitForFinished();
}

void BackgroundJob::launch(std::function<bool(JobControl &)> work)
{
    stop();
    wait();
    const uint64_t generation = ++m_generation;
    m_control = std::make_shared<JobControl>();
    m_lastDone = 0;
    m_running = true;
    m_ending = Ending::None;
    m_failure.clear();
    m_poll->start();
    // The end is posted to this object, so a job destroyed first hears nothing (its
    // destructor waits for the work; the posted call dies with the object).
    m_future = QtConcurrent::run([this, work = std::move(work), control = m_control, generation] {
        Ending ending = Ending::Stopped;
        QString failure;
        try {
            if (work(*control))
                ending = Ending::Done;
        } catch (const std::exception &e) {
            ending = Ending::Failed;
            failure = errorText(e);
        } catch (...) {
            ending = Ending::Failed;
            failure = QStringLiteral("unknown error");
        }
        QMetaObject::invokeMethod(
            this, [this, generation, ending, failure] { ended(generation, ending, failure); }, Qt::QueuedConnection);
    });
}

void BackgroundJob::ended(uint64_t generation, Ending ending, const QString &failure)
{
    if (generation != m_generation)
        return;
    poll(); // the last count before the end
    m_poll->stop();
    m_running = false;
    m_ending = ending;
    m_failure = failure;
    emit finished();
}

void BackgroundJob::poll()
{
    if (!m_control)
        return;
    const uint64_t done = m_control->m_done.load(std::memory_order_relaxed);
    if (done != m_lastDone) {
        m_lastDone = done;
        emit progressed(quint64(done));
    }
}

} // namespace corrsim
