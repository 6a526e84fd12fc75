#pragma once
// Where the keyboard's focus is, for every control: Fusion marks a focused button, box or
// field itself, but draws nothing on a focused view (a diagram, a table with no current
// cell, a list, a text, a scroll area), so a keyboard user lost the focus there. A ring,
// in the palette's highlight colour and thick enough for the back row, is drawn round the
// inside of whichever scroll area has the focus once the keyboard has moved it (as the
// style marks a focused button), in any window of the application. It
// takes no mouse and no focus, and a screen reader does not see it (a scroll area lists
// only its viewport and scroll bars).

namespace corrsim {

/// Starts drawing the ring in every window; once per application (more calls do nothing).
void showFocusRings();

} // namespace corrsim
