#include "windowkeyboard.h"

#include "focusring.h"

#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QKeyEvent>
#include <QWidget>

namespace corrsim {

WindowKeyboard::WindowKeyboard(QWidget *window) : QObject(window), m_window(window)
{
    qApp->installEventFilter(this);
    for (QDockWidget *dock : window->findChildren<QDockWidget *>())
        connect(dock, &QDockWidget::visibilityChanged, this, &WindowKeyboard::enableDocksInSight);
    showFocusRings();
}

bool inDockTabbedAway(const QWidget *w)
{
    for (const QWidget *p = w; p; p = p->parentWidget())
        if (const auto *dock = qobject_cast<const QDockWidget *>(p)) {
            if (dock->isFloating())
                return false;
            const QWidget *window = dock->window();
            return !window->rect().intersects(QRect(dock->mapTo(window, QPoint(0, 0)), dock->size()));
        }
    return false;
}

void WindowKeyboard::enableDocksInSight()
{
    for (QDockWidget *dock : m_window->findChildren<QDockWidget *>())
        if (dock->widget())
            dock->widget()->setEnabled(!inDockTabbedAway(dock));
}

bool WindowKeyboard::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() != QEvent::ShortcutOverride && event->type() != QEvent::KeyPress)
        return false;
    auto *key = static_cast<QKeyEvent *>(event);
    const bool tab = event->type() == QEvent::KeyPress && (key->key() == Qt::Key_Tab || key->key() == Qt::Key_Backtab);
    // Tab leaves a table or a tree, as it leaves every other control (its arrows move
    // within it): a view that stepped through its cells with Tab kept a keyboard user in.
    if (auto *view = qobject_cast<QAbstractItemView *>(watched);
        view && view->window() == m_window && view->tabKeyNavigation() && tab)
        view->setTabKeyNavigation(false);
    auto *target = qobject_cast<QWidget *>(watched);
    if (!target || target->window() != m_window || target != QApplication::focusWidget())
        return false;
    // The docks as they stand when Tab is pressed: a layout restored, or presentation,
    // moves them without a word (a tab chosen says so, visibilityChanged).
    if (tab)
        enableDocksInSight();
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
