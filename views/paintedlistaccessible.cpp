#include "paintedlistaccessible.h"

#include <QAbstractButton>
#include <QAccessible>
#include <QPointer>
#include <QWidget>

namespace corrsim {

namespace {

/// One painted thing, as a list item with its words and where it is on screen.
class PaintedItemAccessible : public QAccessibleInterface
{
public:
    PaintedItemAccessible(QWidget *view, QString words, QRect rect)
        : m_view(view), m_words(std::move(words)), m_rect(rect)
    {}
    bool isValid() const override { return !m_view.isNull(); }
    QObject *object() const override { return nullptr; }
    QWindow *window() const override { return parent() ? parent()->window() : nullptr; }
    QAccessibleInterface *childAt(int, int) const override { return nullptr; }
    QAccessibleInterface *parent() const override { return QAccessible::queryAccessibleInterface(m_view.data()); }
    QAccessibleInterface *child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface *) const override { return -1; }
    QString text(QAccessible::Text t) const override { return t == QAccessible::Name ? m_words : QString(); }
    void setText(QAccessible::Text, const QString &) override {}
    QRect rect() const override { return m_rect; }
    QAccessible::Role role() const override { return QAccessible::ListItem; }
    QAccessible::State state() const override
    {
        QAccessible::State s;
        s.readOnly = true;
        s.offscreen = m_rect.isEmpty(); // drawn, but scrolled out of view
        return s;
    }

private:
    QPointer<QWidget> m_view;
    QString m_words;
    QRect m_rect;
};

QAccessibleInterface *paintedListFactory(const QString &, QObject *object)
{
    if (auto *items = dynamic_cast<const PaintedItems *>(object); items && object->isWidgetType())
        return new PaintedListAccessible(static_cast<QWidget *>(object), items);
    return nullptr;
}

} // namespace

PaintedListAccessible::PaintedListAccessible(QWidget *view, const PaintedItems *items)
    : QAccessibleWidget(view, QAccessible::List), m_items(items), m_version(items->paintedVersion())
{}

PaintedListAccessible::~PaintedListAccessible()
{
    drop();
}

void PaintedListAccessible::install()
{
    static const bool installed = (QAccessible::installFactory(paintedListFactory), true);
    (void)installed;
}

void PaintedItems::paintedItemsChanged(QWidget *view)
{
    ++m_paintedVersion;
    if (QAccessible::isActive()) { // a screen reader listens: it reads the list again
        QAccessibleEvent reorder(view, QAccessible::ObjectReorder);
        QAccessible::updateAccessibility(&reorder);
    }
}

void PaintedListAccessible::sync() const
{
    if (m_version != m_items->paintedVersion()) {
        drop();
        m_version = m_items->paintedVersion();
    }
}

void PaintedListAccessible::drop() const
{
    for (const auto &[index, id] : m_children)
        QAccessible::deleteAccessibleInterface(id);
    m_children.clear();
}

std::vector<QWidget *> PaintedListAccessible::buttons() const
{
    std::vector<QWidget *> shown;
    for (QAbstractButton *b : widget()->findChildren<QAbstractButton *>(Qt::FindDirectChildrenOnly))
        if (b->isVisible())
            shown.push_back(b);
    return shown;
}

int PaintedListAccessible::childCount() const
{
    sync();
    return m_items->paintedItemCount() + int(buttons().size());
}

QAccessibleInterface *PaintedListAccessible::child(int index) const
{
    if (index < 0 || index >= childCount()) // childCount() syncs
        return nullptr;
    if (const int items = m_items->paintedItemCount(); index >= items)
        return QAccessible::queryAccessibleInterface(buttons()[size_t(index - items)]);
    if (const auto made = m_children.find(index); made != m_children.end())
        return QAccessible::accessibleInterface(made->second);
    const QRect inView = m_items->paintedItemRect(index);
    const QRect onScreen = inView.isEmpty() ? QRect() : QRect(widget()->mapToGlobal(inView.topLeft()), inView.size());
    auto *item = new PaintedItemAccessible(widget(), m_items->paintedItemWords(index), onScreen);
    m_children[index] = QAccessible::registerAccessibleInterface(item);
    return item;
}

int PaintedListAccessible::indexOfChild(const QAccessibleInterface *child) const
{
    sync();
    for (const auto &[index, id] : m_children)
        if (QAccessible::accessibleInterface(id) == child)
            return index;
    const std::vector<QWidget *> shown = buttons();
    for (size_t b = 0; b < shown.size(); ++b)
        if (child && child->object() == shown[b])
            return m_items->paintedItemCount() + int(b);
    return -1;
}

QAccessibleInterface *PaintedListAccessible::childAt(int x, int y) const
{
    const QPoint at = widget()->mapFromGlobal(QPoint(x, y));
    for (int i = 0; i < childCount(); ++i)
        if (m_items->paintedItemRect(i).contains(at))
            return child(i);
    return nullptr;
}

} // namespace corrsim
