#include "windowkeyboard.h"

#include "focusring.h"

#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QKeyEvent>
#include <QWidget>

namespace corrsim {

WindowKeyboard::WindowKeyboard(QWidget *window) : QObject(window), m_window(window)
{
    qApp->installEventFilter(this);
    showFocusRings();
}

namespace {

/// Whether `w` stands within its window: a dock tabbed behind another is kept shown by Qt,
/// moved off the screen.
bool withinWindow(const QWidget *w)
{
    const QWidget *window = w->window();
    return window->rect().intersects(QRect(w->mapTo(window, QPoint(0, 0)), w->size()));
}

/// The next control on from `from` that Tab (or Backtab) should reach: shown within the
/// window, enabled, and taking focus by Tab; `from` itself when there is none.
QWidget *nextWithinWindow(QWidget *from, bool forward)
{
    QWidget *w = from;
    do
        w = forward ? w->nextInFocusChain() : w->previousInFocusChain();
    while (w != from && !(w->window() == from->window() && w->isVisible() && w->isEnabled() &&
                          (w->focusPolicy() & Qt::TabFocus) && !w->focusProxy() && withinWindow(w)));
    return w;
}

} // namespace

bool WindowKeyboard::eventFilter(QObject *watched, QEvent *event)
{
    // Tab went on into the Parameters panel, off the screen behind the Lesson's tab, for
    // two presses: a control Tab gives the focus to is passed over while it stands outside.
    if (event->type() == QEvent::FocusIn) {
        auto *focused = qobject_cast<QWidget *>(watched);
        const Qt::FocusReason reason = static_cast<QFocusEvent *>(event)->reason();
        if (focused && focused->window() == m_window &&
            (reason == Qt::TabFocusReason || reason == Qt::BacktabFocusReason) && !withinWindow(focused))
            nextWithinWindow(focused, reason == Qt::TabFocusReason)->setFocus(reason);
        return false;
    }
    if (event->type() != QEvent::ShortcutOverride && event->type() != QEvent::KeyPress)
        return false;
    // Tab leaves a table or a tree, as it leaves every other control (its arrows move
    // within it): a view that stepped through its cells with Tab kept a keyboard user in.
    if (auto *view = qobject_cast<QAbstractItemView *>(watched);
        view && view->window() == m_window && view->tabKeyNavigation() && event->type() == QEvent::KeyPress) {
        const int k = static_cast<QKeyEvent *>(event)->key();
        if (k == Qt::Key_Tab || k == Qt::Key_Backtab)
            view->setTabKeyNavigation(false);
    }
    auto *target = qobject_cast<QWidget *>(watched);
    if (!target || target->window() != m_window || target != QApplication::focusWidget())
        return false;
    auto *key = static_cast<QKeyEvent *>(event);
    if (!(key->modifiers() & (Qt::ControlModifier | Qt::AltModifier)))
        return false;
    const QKeySequence pressed(key->keyCombination());
    for (QAction *action : m_window->findChildren<QAction *>()) {
        if (!action->isEnabled() || !action->shortcuts().contains(pressed))
            continue;
        // Claim the key for the field so that it arrives as a key press (whatever the
        // shortcut map would have done with it), then give that press to the action.
        event->accept();
        if (event->type() == QEvent::KeyPress)
            action->trigger();
        return true;
    }
    return false;
}

} // namespace corrsim
