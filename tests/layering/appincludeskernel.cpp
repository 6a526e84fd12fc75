// Must not build: the app's view of the model (the `model` library) has no kernel. The
// `layering` test builds it and passes only when the compiler cannot find this header.
#include "kernel/simulation.h"
#include "run/run.h"

int main()
{
    return 0;
}
