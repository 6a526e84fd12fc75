#pragma once

namespace corrsim {

/// Qt wants a private runtime directory even to draw offscreen (the CLI's diagrams, the
/// GUI benchmark): when XDG_RUNTIME_DIR is not set, makes one in the temporary folder,
/// owner-only, and sets it.
void ensureQtRuntimeDir();

} // namespace corrsim
