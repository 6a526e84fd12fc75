#pragma once
// What a screen reader reads of the sequence diagram, which is painted, not built of
// widgets: a list whose items are the messages and the moments' badges drawn so far, in
// time order, each in words ("stock.level from warehouse to shop, sent at 15 ms,
// correlation ID 101, delivered at 45 ms"). Nothing the cursor has not reached is in
// it: a student who listens learns no more than one who looks. The items are made when
// asked for and dropped when the diagram shows another moment.

#include <QAccessibleWidget>

#include <map>
#include <vector>

namespace corrsim {

class SequenceDiagram;

class DiagramAccessible : public QAccessibleWidget
{
public:
    explicit DiagramAccessible(SequenceDiagram *diagram);
    ~DiagramAccessible() override;

    /// Installs the factory that gives each SequenceDiagram this interface (once).
    static void install();
    /// The diagram shows another moment, run or focus: the items are made again, and a
    /// screen reader is told.
    static void diagramChanged(SequenceDiagram *diagram);

    int childCount() const override;
    QAccessibleInterface *child(int index) const override;
    int indexOfChild(const QAccessibleInterface *child) const override;
    QAccessibleInterface *childAt(int x, int y) const override;
    QString text(QAccessible::Text t) const override;

    /// One thing drawn: an arrow or a badge (by its index in DiagramData).
    struct Item
    {
        bool badge = false;
        size_t index = 0;
    };
    const std::vector<Item> &items() const;
    /// An item's words, as the screen reader says them.
    QString words(const Item &item) const;
    QRect rectOf(const Item &item) const;

private:
    SequenceDiagram *diagram() const;
    void drop();

    mutable bool m_stale = true;
    mutable std::vector<Item> m_items;
    mutable std::map<int, QAccessible::Id> m_children; // made so far, by position
};

} // namespace corrsim
