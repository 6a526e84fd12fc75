#include "atomicfile.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <unistd.h>

namespace corrsim {

void writeFileAtomically(const std::string &path, const std::function<void(std::ostream &)> &write)
{
    const std::string temp = path + ".tmp-" + std::to_string(::getpid());
    {
        std::ofstream out(temp, std::ios::binary | std::ios::trunc);
        if (!out)
            throw std::runtime_error("cannot write " + path + ": " + std::strerror(errno));
        write(out);
        out.flush();
        if (!out) {
            const std::string reason = std::strerror(errno);
            out.close();
            std::remove(temp.c_str());
            throw std::runtime_error("cannot write " + path + ": " + reason);
        }
    }
    std::error_code ec;
    std::filesystem::rename(temp, path, ec);
    if (ec) {
        std::remove(temp.c_str());
        throw std::runtime_error("cannot write " + path + ": " + ec.message());
    }
}

} // namespace corrsim
