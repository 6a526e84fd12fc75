// corrsim-clidocs MAN_PAGE BASH_COMPLETION: writes corrsim(1) and the bash completion
// from the command table, at build time (app/cli/CMakeLists.txt).

#include "clidocs.h"

#include <fstream>
#include <iostream>

int main(int argc, char **argv)
{
    if (argc != 3) {
        std::cerr << "usage: corrsim-clidocs MAN_PAGE BASH_COMPLETION\n";
        return 2;
    }
    std::ofstream man(argv[1]), completion(argv[2]);
    man << corrsim::cliManPage(CORRSIM_VERSION);
    completion << corrsim::cliBashCompletion();
    man.close();
    completion.close();
    if (!man || !completion) {
        std::cerr << "corrsim-clidocs: cannot write " << argv[1] << " or " << argv[2] << "\n";
        return 1;
    }
    return 0;
}
