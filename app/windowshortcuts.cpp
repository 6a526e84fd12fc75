#include "windowshortcuts.h"

#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QKeyEvent>
#include <QWidget>

namespace corrsim {

WindowShortcuts::WindowShortcuts(QWidget *window) : QObject(window), m_window(window)
{
    qApp->installEventFilter(this);
}

bool WindowShortcuts::eventFilter(QObject *watched, QEvent *event)
{
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
