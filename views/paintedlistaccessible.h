#pragma once
// A painted view as a screen reader meets it: a list whose items are the things the view
// draws now (PaintedItems), each a list item with its words. The items are made when a
// screen reader asks for them and dropped when the view draws something else, so a
// listener learns no more than a viewer: nothing past a lesson's cursor.

#include "painteditems.h"

#include <QAccessibleWidget>

#include <map>
#include <vector>

namespace corrsim {

class PaintedListAccessible : public QAccessibleWidget
{
public:
    PaintedListAccessible(QWidget *view, const PaintedItems *items);
    ~PaintedListAccessible() override;

    /// Installs the factory that gives each QWidget that is PaintedItems this interface.
    static void install();

    int childCount() const override;
    QAccessibleInterface *child(int index) const override;
    int indexOfChild(const QAccessibleInterface *child) const override;
    QAccessibleInterface *childAt(int x, int y) const override;

private:
    /// The view's own buttons (the diagram's "Show every message"), after its items.
    std::vector<QWidget *> buttons() const;
    /// Drops the items made for an older version of the view's.
    void sync() const;
    void drop() const;

    const PaintedItems *m_items;
    mutable uint64_t m_version = 0;
    mutable std::map<int, QAccessible::Id> m_children; // made so far, by position
};

} // namespace corrsim
