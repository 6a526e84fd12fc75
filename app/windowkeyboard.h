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
///  - Tab skips a dock tabbed behind another: its content is disabled while its tab is
///    not the one chosen (hidden, it would give the dock no size; stepped over, the focus
///    would pass through it, and a screen reader hear it);
///  - the focus is seen on every control (focusring.h).
class WindowKeyboard : public QObject
{
public:
    /// Watches the application's events for keys in `window`, and its docks (made
    /// before); owned by the window.
    explicit WindowKeyboard(QWidget *window);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    /// Each dock's content enabled while it is in sight.
    void enableDocksInSight();

    QWidget *m_window;
};

/// Whether `w` stands in a dock tabbed behind another: Qt keeps it shown, moved off the
/// screen, and Tab went on into the hidden Parameters panel for two presses. (A control
/// scrolled out of view in a scroll area is not: Tab scrolls to it.)
bool inDockTabbedAway(const QWidget *w);

} // namespace corrsim
