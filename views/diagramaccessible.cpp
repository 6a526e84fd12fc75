#include "diagramaccessible.h"

#include "run/messagehops.h"
#include "run/runrecord.h"
#include "sequencediagram.h"

#include <QAccessible>
#include <QCoreApplication>
#include <QPointer>

#include <algorithm>
#include <tuple>

namespace corrsim {

namespace {

/// Words in the diagram reader's own translation context (the interface's tr() is Qt's).
QString say(const char *text, const char *disambiguation = nullptr, int n = -1)
{
    return QCoreApplication::translate("DiagramAccessible", text, disambiguation, n);
}

QString clock(SimTime t)
{
    return QString::fromStdString(formatClock(t));
}

/// One message or badge of the diagram, as a list item with its words. Made when a
/// screen reader asks for it, dropped when the diagram shows another moment.
class DiagramItemAccessible : public QAccessibleInterface
{
public:
    DiagramItemAccessible(SequenceDiagram *diagram, const DiagramAccessible::Item &item, QString words, QRect rect)
        : m_diagram(diagram), m_item(item), m_words(std::move(words)), m_rect(rect)
    {}
    bool isValid() const override { return !m_diagram.isNull(); }
    QObject *object() const override { return nullptr; }
    QWindow *window() const override { return parent() ? parent()->window() : nullptr; }
    QAccessibleInterface *childAt(int, int) const override { return nullptr; }
    QAccessibleInterface *parent() const override { return QAccessible::queryAccessibleInterface(m_diagram.data()); }
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
        s.invisible = m_rect.isEmpty();
        s.offscreen = m_rect.isEmpty();
        return s;
    }

private:
    QPointer<SequenceDiagram> m_diagram;
    DiagramAccessible::Item m_item;
    QString m_words;
    QRect m_rect;
};

QAccessibleInterface *diagramFactory(const QString &className, QObject *object)
{
    if (className == QLatin1String(SequenceDiagram::staticMetaObject.className()) && object && object->isWidgetType())
        return new DiagramAccessible(static_cast<SequenceDiagram *>(object));
    return nullptr;
}

} // namespace

DiagramAccessible::DiagramAccessible(SequenceDiagram *diagram) : QAccessibleWidget(diagram, QAccessible::List) {}

DiagramAccessible::~DiagramAccessible()
{
    drop();
}

void DiagramAccessible::install()
{
    static const bool installed = (QAccessible::installFactory(diagramFactory), true);
    (void)installed;
}

void DiagramAccessible::diagramChanged(SequenceDiagram *diagram)
{
    if (!QAccessible::isActive())
        return; // no screen reader: nothing was made, nothing to tell
    if (auto *self = dynamic_cast<DiagramAccessible *>(QAccessible::queryAccessibleInterface(diagram))) {
        self->drop();
        QAccessibleEvent reorder(diagram, QAccessible::ObjectReorder);
        QAccessible::updateAccessibility(&reorder);
    }
}

SequenceDiagram *DiagramAccessible::diagram() const
{
    return static_cast<SequenceDiagram *>(widget());
}

void DiagramAccessible::drop()
{
    for (const auto &[index, id] : m_children)
        QAccessible::deleteAccessibleInterface(id);
    m_children.clear();
    m_items.clear();
    m_stale = true;
}

const std::vector<DiagramAccessible::Item> &DiagramAccessible::items() const
{
    if (!m_stale)
        return m_items;
    m_stale = false;
    m_items.clear();
    const SequenceDiagram *d = diagram();
    const RunRecord *run = d->run();
    if (!run)
        return m_items;
    // What is drawn: each arrow sent by the cursor, each badge of a moment it reached.
    const std::optional<size_t> cursor = d->drawnTo();
    const Trace &t = run->trace();
    const SimTime cursorTime = cursor && *cursor < t.size() ? t[*cursor].time : SimTime::max();
    const DiagramData &data = d->data();
    struct Placed
    {
        SimTime time;
        size_t event;
        Item item;
    };
    std::vector<Placed> placed;
    for (size_t i = 0; i < data.arrows.size(); ++i)
        if (!cursor || data.arrows[i].send <= *cursor)
            placed.push_back({data.arrows[i].t0, data.arrows[i].send, {false, i}});
    for (size_t i = 0; i < data.labels.size(); ++i) {
        const DiagramData::Label &l = data.labels[i];
        if (l.event == SIZE_MAX ? l.t <= cursorTime : (!cursor || l.event <= *cursor))
            placed.push_back({l.t, l.event == SIZE_MAX ? t.size() : l.event, {true, i}});
    }
    std::stable_sort(placed.begin(), placed.end(), [](const Placed &a, const Placed &b) {
        return std::tie(a.time, a.event) < std::tie(b.time, b.event);
    });
    for (const Placed &p : placed)
        m_items.push_back(p.item);
    return m_items;
}

QString DiagramAccessible::words(const Item &item) const
{
    const SequenceDiagram *d = diagram();
    const Trace &t = d->run()->trace();
    const DiagramData &data = d->data();
    if (item.badge) {
        const DiagramData::Label &l = data.labels[item.index];
        const QString lane = QString::fromStdString(data.lanes[size_t(l.lane)].name);
        return (l.problem ? say("Problem: %1, at %2, %3") : say("%1, at %2, %3"))
            .arg(QString::fromStdString(l.text), lane, clock(l.t));
    }
    const DiagramData::Arrow &a = data.arrows[item.index];
    const TraceEvent send = t[a.send];
    const QString type = QString::fromStdString(t.names().text(send.messageType()));
    const QString from = QString::fromStdString(data.lanes[a.from].name);
    const QString to = QString::fromStdString(data.lanes[a.to].name);
    QString w = say("%1 from %2 to %3, sent at %4").arg(type, from, to, clock(a.t0));
    if (const auto status = responseStatus(t, send))
        w = say("%1 %2 from %3 to %4, sent at %5").arg(type).arg(*status).arg(from, to, clock(a.t0));
    if (send.correlation)
        w += say(", correlation ID %1").arg(QString::fromStdString(t.ids().format(send.correlation)));
    if (a.flags & DiagramData::Duplicate)
        w += say(", a duplicate the network made");
    if (a.flags & DiagramData::Retry)
        w += say(", a retry");
    if (a.flags & DiagramData::Injected)
        w += say(", put there by the scenario");
    const std::optional<size_t> cursor = d->drawnTo();
    if (cursor && a.end > *cursor)
        return w + say(", on its way"); // where it ends is still to come
    if (a.flags & DiagramData::Undelivered)
        return w + say(", still on its way when the run ended");
    if (a.flags & DiagramData::Dropped)
        return w + ((a.flags & DiagramData::OnTheWire) ? say(", lost on the wire")
                                                       : say(", lost: its receiver had crashed"));
    return w + say(", delivered at %1").arg(clock(a.t1));
}

QRect DiagramAccessible::rectOf(const Item &item) const
{
    const SequenceDiagram *d = diagram();
    QRectF scene;
    if (item.badge) {
        if (const std::optional<QRectF> badge = d->badgeRect(item.index))
            scene = *badge;
    } else {
        const QLineF line = d->arrowLine(d->data().arrows[item.index]);
        scene = QRectF(line.p1(), line.p2()).normalized().adjusted(-2, -2, 2, 2);
    }
    if (scene.isEmpty())
        return {};
    const QRect inView = d->mapFromScene(scene).boundingRect().intersected(d->viewport()->rect());
    return inView.isEmpty() ? QRect() : QRect(d->viewport()->mapToGlobal(inView.topLeft()), inView.size());
}

int DiagramAccessible::childCount() const
{
    return int(items().size());
}

QAccessibleInterface *DiagramAccessible::child(int index) const
{
    const std::vector<Item> &all = items();
    if (index < 0 || size_t(index) >= all.size())
        return nullptr;
    if (const auto made = m_children.find(index); made != m_children.end())
        return QAccessible::accessibleInterface(made->second);
    const Item &item = all[size_t(index)];
    auto *iface = new DiagramItemAccessible(diagram(), item, words(item), rectOf(item));
    m_children[index] = QAccessible::registerAccessibleInterface(iface);
    return iface;
}

int DiagramAccessible::indexOfChild(const QAccessibleInterface *child) const
{
    for (const auto &[index, id] : m_children)
        if (QAccessible::accessibleInterface(id) == child)
            return index;
    return -1;
}

QAccessibleInterface *DiagramAccessible::childAt(int x, int y) const
{
    for (int i = 0; i < childCount(); ++i)
        if (rectOf(items()[size_t(i)]).contains(x, y))
            return child(i);
    return nullptr;
}

QString DiagramAccessible::text(QAccessible::Text t) const
{
    if (t == QAccessible::Description && diagram()->run())
        return say("%1 messages and moments so far, in time order; the event log lists the same events.")
            .arg(childCount());
    return QAccessibleWidget::text(t);
}

} // namespace corrsim
