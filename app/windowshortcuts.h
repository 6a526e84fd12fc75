#pragma once

#include <QObject>

class QWidget;

namespace corrsim {

/// Lets a window's Ctrl/Alt shortcuts win over a text field's editing keys. A field
/// claims some of them for itself (in a QLineEdit, Ctrl+E is "end of line"), which made
/// Export go dead whenever the search or the store picker had focus. Plain keys (P, A,
/// F, Space) stay with the field: there they are typing. And Tab leaves a table or a tree
/// (its arrow keys move within it) instead of stepping through its cells.
class WindowShortcuts : public QObject
{
public:
    /// Watches the application's events for shortcuts in `window`; owned by the window.
    explicit WindowShortcuts(QWidget *window);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QWidget *m_window;
};

} // namespace corrsim
