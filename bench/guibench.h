#pragma once

namespace corrsim {

/// corrsim-bench --gui FILE: opens FILE in the real main window offscreen, fits, makes
/// 200 random cursor steps and 200 pans, and prints one JSON line with openMs, fitMs,
/// stepP50Ms, stepP95Ms, panP95Ms and peakRssMb. Returns the process exit code.
int runGuiBench(const char *file);

} // namespace corrsim
