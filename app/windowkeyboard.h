#pragma once

#include <QObject>

class QWidget;

namespace corrsim {

/// What a keyboard user needs in a window, beyond Qt's own:
///  - its Ctrl/Alt shortcuts win over a text field's editing keys. A field claims some of
///    them for itself (in a QLineEdit, Ctrl+E is "end of line"), which made Export go dead
///    whenever the search or the store picker had focus. Plain keys (P, A, F, Space) stay
///    with the field: there they are typing;
///  - Tab leaves a table or a tree (its arrow keys move within it) instead of stepping
///    through its cells;
///  - Tab skips what stands outside the window: Qt keeps a dock tabbed behind another
///    shown, off the screen, and the focus went into the hidden Parameters panel for two
///    presses;
///  - the focus is seen on every control (focusring.h).
class WindowKeyboard : public QObject
{
public:
    /// Watches the application's events for keys and focus in `window`; owned by it.
    explicit WindowKeyboard(QWidget *window);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QWidget *m_window;
};

} // namespace corrsim
