// SequenceDiagram: what a screen reader is told of the diagram (views/painteditems.h).
// Each message sent by the cursor and each moment's badge it reached, in time order, in
// words: "check.stock from shop to warehouse, sent at 2 ms, correlation ID 102, delivered
// at 7 ms"; a message whose end is still to come is "on its way".

#include "sequencediagram.h"

#include "run/messagehops.h"
#include "run/runrecord.h"

#include <QCoreApplication>

#include <algorithm>
#include <tuple>

namespace corrsim {

namespace {

/// The words' translation context (lupdate reads DiagramSpeech::tr).
struct DiagramSpeech
{
    Q_DECLARE_TR_FUNCTIONS(DiagramSpeech)
};

QString clock(SimTime t)
{
    return QString::fromStdString(formatClock(t));
}

} // namespace

void SequenceDiagram::spokenChanged()
{
    m_spokenStale = true;
    paintedItemsChanged(this);
}

const std::vector<SequenceDiagram::Spoken> &SequenceDiagram::spoken() const
{
    if (!m_spokenStale)
        return m_spoken;
    m_spokenStale = false;
    m_spoken.clear();
    if (!m_run)
        return m_spoken;
    const Trace &t = m_run->trace();
    const SimTime cursorTime = m_cursor && *m_cursor < t.size() ? t[*m_cursor].time : SimTime::max();
    struct Placed
    {
        SimTime time;
        size_t event;
        Spoken item;
    };
    std::vector<Placed> placed;
    // A network's copy starts at its duplicate, after the send it copies: not before.
    for (size_t i = 0; i < m_data.arrows.size(); ++i)
        if (const DiagramData::Arrow &a = m_data.arrows[i]; !notDrawnYet(a.send) && a.t0 <= cursorTime)
            placed.push_back({a.t0, a.send, {false, i}});
    for (size_t i = 0; i < m_data.labels.size(); ++i) {
        const DiagramData::Label &l = m_data.labels[i];
        if (l.event == SIZE_MAX ? l.t <= cursorTime : !notDrawnYet(l.event))
            placed.push_back({l.t, l.event == SIZE_MAX ? t.size() : l.event, {true, i}});
    }
    std::stable_sort(placed.begin(), placed.end(), [](const Placed &a, const Placed &b) {
        return std::tie(a.time, a.event) < std::tie(b.time, b.event);
    });
    // The latest MaxSpoken: a run of millions of messages is listed where the cursor is,
    // and a screen reader is not handed millions of items at each step.
    for (size_t k = placed.size() > MaxSpoken ? placed.size() - MaxSpoken : 0; k < placed.size(); ++k)
        m_spoken.push_back(placed[k].item);
    return m_spoken;
}

int SequenceDiagram::paintedItemCount() const
{
    return int(spoken().size());
}

QString SequenceDiagram::paintedItemWords(int i) const
{
    const Spoken &item = spoken()[size_t(i)];
    const Trace &t = m_run->trace();
    if (item.badge) {
        const DiagramData::Label &l = m_data.labels[item.index];
        const QString lane = QString::fromStdString(m_data.lanes[size_t(l.lane)].name);
        return (l.problem ? DiagramSpeech::tr("Problem: %1, at %2, %3") : DiagramSpeech::tr("%1, at %2, %3"))
            .arg(QString::fromStdString(l.text), lane, clock(l.t));
    }
    const DiagramData::Arrow &a = m_data.arrows[item.index];
    const TraceEvent send = t[a.send];
    const QString type = QString::fromStdString(t.names().text(send.messageType()));
    const QString from = QString::fromStdString(m_data.lanes[a.from].name);
    const QString to = QString::fromStdString(m_data.lanes[a.to].name);
    QString w = DiagramSpeech::tr("%1 from %2 to %3, sent at %4").arg(type, from, to, clock(a.t0));
    if (const auto status = responseStatus(t, send))
        w = DiagramSpeech::tr("%1 %2 from %3 to %4, sent at %5").arg(type).arg(*status).arg(from, to, clock(a.t0));
    if (send.correlation)
        w += DiagramSpeech::tr(", correlation ID %1").arg(QString::fromStdString(t.ids().format(send.correlation)));
    if (a.flags & DiagramData::Duplicate)
        w += DiagramSpeech::tr(", a duplicate the network made");
    if (a.flags & DiagramData::Retry)
        w += DiagramSpeech::tr(", a retry");
    if (a.flags & DiagramData::Injected)
        w += DiagramSpeech::tr(", put there by the scenario");
    // Where it ends is still to come; that it never arrives is known only at the end.
    const bool endInSight = !m_cursor || *m_cursor + 1 >= t.size();
    if (notDrawnYet(a.end) || ((a.flags & DiagramData::Undelivered) && !endInSight))
        return w + DiagramSpeech::tr(", on its way");
    if (a.flags & DiagramData::Undelivered)
        return w + DiagramSpeech::tr(", still on its way when the run ended");
    if (a.flags & DiagramData::Dropped)
        return w + ((a.flags & DiagramData::OnTheWire) ? DiagramSpeech::tr(", lost on the wire")
                                                       : DiagramSpeech::tr(", lost: its receiver had crashed"));
    return w + DiagramSpeech::tr(", delivered at %1").arg(clock(a.t1));
}

QRect SequenceDiagram::paintedItemRect(int i) const
{
    const Spoken &item = spoken()[size_t(i)];
    QRectF scene;
    if (item.badge) {
        if (const std::optional<QRectF> badge = badgeRect(item.index))
            scene = *badge;
    } else {
        const QLineF line = arrowLine(m_data.arrows[item.index]);
        scene = QRectF(line.p1(), line.p2()).normalized().adjusted(-2, -2, 2, 2);
    }
    if (scene.isEmpty())
        return {};
    const QRect inView = mapFromScene(scene).boundingRect().intersected(viewport()->rect());
    return inView.isEmpty() ? QRect() : inView.translated(viewport()->pos());
}

} // namespace corrsim
