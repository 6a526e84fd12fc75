#include "malloccache.h"

#include <climits>
#include <cstdlib>
#include <string_view>
#include <sys/auxv.h>
#include <unistd.h>

namespace corrsim {

std::optional<std::string> tunablesWithMallocCache(const char *current, const char *preload)
{
    const std::string_view now = current ? current : "";
    if (now.find("glibc.malloc.tcache_count") != std::string_view::npos)
        return std::nullopt;
    if (preload && *preload)
        return std::nullopt;
    std::string raised = "glibc.malloc.tcache_count=" + std::to_string(MallocCacheBlocks);
    // Tunables are a colon-separated list: keep the user's, add ours.
    return now.empty() ? raised : std::string(now) + ":" + raised;
}

void restartWithMallocCache(char **argv)
{
#if defined(__GLIBC__) && !defined(__SANITIZE_ADDRESS__) && !defined(__SANITIZE_THREAD__)
    // A secure (setuid, file capabilities) program has tcache_count taken out of its
    // tunables by glibc at every start: it would start again for ever.
    if (getauxval(AT_SECURE))
        return;
    // Started through the dynamic loader (ld.so corrsim ...), /proc/self/exe is the
    // loader and argv no longer names it: starting that again would not start corrsim.
    char exe[PATH_MAX];
    const ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n <= 0)
        return;
    const std::string_view path(exe, size_t(n));
    const std::string_view file = path.substr(path.rfind('/') + 1);
    if (file.starts_with("ld-") || file.starts_with("ld.so"))
        return;
    const char *before = std::getenv("GLIBC_TUNABLES");
    const std::optional<std::string> tunables = tunablesWithMallocCache(before, std::getenv("LD_PRELOAD"));
    if (!tunables)
        return;
    const std::string kept = before ? before : "";
    if (setenv("GLIBC_TUNABLES", tunables->c_str(), 1) != 0)
        return;
    execv("/proc/self/exe", argv); // returns only on failure: go on as we are
    if (before)
        setenv("GLIBC_TUNABLES", kept.c_str(), 1);
    else
        unsetenv("GLIBC_TUNABLES");
#else
    (void)argv;
#endif
}

} // namespace corrsim
