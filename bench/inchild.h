#pragma once
// One measurement in a child process of its own, read back through a pipe: its peak
// memory is then its own, not the largest of every measurement before it.

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

namespace corrsim {

/// Runs `measure` (returning a Result: a plain struct with a `long peakKiB`) in a child
/// process; the child's peak memory is filled in. A Result{} if the child failed.
template <typename Result, typename F> Result inChild(F &&measure)
{
    int fds[2];
    if (pipe(fds) != 0)
        return {};
    const pid_t pid = fork();
    if (pid == 0) {
        close(fds[0]);
        Result r = measure();
        rusage ru{};
        getrusage(RUSAGE_SELF, &ru);
        r.peakKiB = ru.ru_maxrss;
        if (write(fds[1], &r, sizeof r) != ssize_t(sizeof r))
            _exit(1);
        _exit(0);
    }
    close(fds[1]);
    Result r;
    if (read(fds[0], &r, sizeof r) != ssize_t(sizeof r))
        r = {};
    close(fds[0]);
    waitpid(pid, nullptr, 0);
    return r;
}

} // namespace corrsim
