// Must not build: the app's view of the model (the `model` library) has no kernel. The
// `layering` test builds it and passes only when the compiler cannot find this header.
#include "run/run.h"
#include "kernel/simulation.h"

int main()
{
    return 0;
}
