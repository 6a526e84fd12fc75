#pragma once
// Edits a value in the window's parameter tree as a user does: the value's item found by
// the names a person reads down the tree ("participants.orders.claim", a list element by
// its name or number), its text committed as the editor commits it. The window then runs
// again, or says why not.

#include "mainwindow.h"
#include "parameterpanel.h"

#include <QStringList>
#include <QTreeWidget>

namespace corrsim {

inline bool editParameter(MainWindow &w, const QString &dotted, const QString &text)
{
    auto *tree = w.parameters()->findChild<QTreeWidget *>();
    if (!tree)
        return false;
    QTreeWidgetItem *item = tree->invisibleRootItem();
    for (const QString &name : dotted.split(QLatin1Char('.'))) {
        QTreeWidgetItem *next = nullptr;
        for (int i = 0; i < item->childCount() && !next; ++i)
            if (item->child(i)->text(0) == name)
                next = item->child(i);
        if (!next)
            return false;
        item = next;
    }
    if (!(item->flags() & Qt::ItemIsEditable))
        return false;
    item->setText(1, text); // as the delegate commits an edit
    return true;
}

} // namespace corrsim
