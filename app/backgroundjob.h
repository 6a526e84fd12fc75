#pragma once
// One way to work off the GUI thread. A job runs a function on Qt's thread pool with a
// stop flag and a count of work done that the function raises; the GUI thread reads the
// count a few times a second and hears, once, how the job ended: done with its typed
// result, stopped before it had one, or failed with the exception's words. Sweeps,
// explore and opening a trace are jobs; the panels that show them hold no thread code.

#include <QFuture>
#include <QObject>
#include <QString>

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>

class QTimer;

namespace corrsim {

/// What the work sees: whether it was asked to stop, and where to count what it has done.
class JobControl
{
public:
    bool stopRequested() const { return m_stop.load(std::memory_order_relaxed); }
    /// For the model's functions that take a stop flag.
    const std::atomic<bool> *stopFlag() const { return &m_stop; }
    /// Raises the count to `done` (workers on several threads may report out of order).
    void setDone(uint64_t done)
    {
        uint64_t was = m_done.load(std::memory_order_relaxed);
        while (was < done && !m_done.compare_exchange_weak(was, done, std::memory_order_relaxed)) {
        }
    }
    /// For the model's functions that count into an atomic themselves.
    std::atomic<uint64_t> *doneCounter() { return &m_done; }

private:
    friend class BackgroundJob;
    std::atomic<bool> m_stop{false};
    std::atomic<uint64_t> m_done{0};
};

/// The part of a job that does not depend on its result's type (signals cannot be templated).
class BackgroundJob : public QObject
{
    Q_OBJECT
public:
    enum class Ending { None, Done, Stopped, Failed };

    explicit BackgroundJob(QObject *parent = nullptr);
    /// Stops the work and waits for it: nothing outlives the job.
    ~BackgroundJob() override;

    bool running() const { return m_running; }
    /// Asks the work to stop; finished() follows when it has.
    void stop();
    /// Whether the last job (running or ended) was asked to stop.
    bool stopRequested() const { return m_control && m_control->stopRequested(); }
    /// Blocks until the work has returned (finished() is still delivered by the event loop).
    void wait();
    /// How the last job ended; None while it runs or before the first.
    Ending ending() const { return m_ending; }
    /// The words of what the work threw, when it failed.
    const QString &failure() const { return m_failure; }

signals:
    /// The work's count of what it has done, when it has changed, a few times a second.
    void progressed(quint64 done);
    /// The job ended; ending() says how. A job replaced by another says nothing.
    void finished();

protected:
    /// Stops and waits for the job under way, then runs `work`, which returns whether it
    /// made a result (false: it stopped first).
    void launch(std::function<bool(JobControl &)> work);

private:
    void ended(uint64_t generation, Ending ending, const QString &failure);
    void poll();

    QFuture<void> m_future;
    QTimer *m_poll = nullptr;
    std::shared_ptr<JobControl> m_control;
    uint64_t m_generation = 0; // a replaced job's end is not this job's
    uint64_t m_lastDone = 0;
    bool m_running = false;
    Ending m_ending = Ending::None;
    QString m_failure;
};

/// A job whose work returns a Result, or nothing when it stopped before it had one.
template <class Result> class Job : public BackgroundJob
{
public:
    using BackgroundJob::BackgroundJob;
    using Work = std::function<std::optional<Result>(JobControl &)>;

    void start(Work work)
    {
        auto made = std::make_shared<std::optional<Result>>();
        launch([work = std::move(work), made](JobControl &control) {
            *made = work(control);
            return made->has_value();
        });
        m_result = std::move(made); // the old job has returned: launch waited for it
    }
    /// The last job's result when it ended Done; null otherwise.
    const Result *result() const { return ending() == Ending::Done && m_result && *m_result ? &**m_result : nullptr; }

private:
    std::shared_ptr<std::optional<Result>> m_result;
};

} // namespace corrsim
