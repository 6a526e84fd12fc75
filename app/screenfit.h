#pragma once
// Top-level windows open within the screen they are on and use it: the whole of a
// 1280x720 projector, most of a large monitor, never a size written for another screen.

class QWidget;

namespace corrsim {

/// Sizes `window` to `fraction` of the available area of the screen it is on (the
/// window frame allowed for) and centres it there.
void fitToScreen(QWidget *window, double fraction = 0.9);

/// How much larger than the platform's text this screen wants it: 1 up to about 900
/// lines, growing with a taller screen (a 1080-line monitor: 1.2), so a maximised window
/// is not 12-pixel text on a wall of space.
double screenTextScale(const QWidget *window);

} // namespace corrsim
