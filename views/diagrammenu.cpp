// The sequence diagram's context menu: focus on a conversation, and whatever the window
// adds for the arrow under the pointer (menuRequested).

#include "sequencediagram.h"

#include "run/runrecord.h"

#include <QContextMenuEvent>
#include <QMenu>

namespace corrsim {

void SequenceDiagram::contextMenuEvent(QContextMenuEvent *event)
{
    if (!m_run)
        return;
    QMenu menu(this);
    const int a = arrowAt(event->pos());
    if (a >= 0) {
        const TraceEvent &send = m_run->trace()[m_data.arrows[size_t(a)].send];
        const Id conversation = send.correlation ? send.correlation : send.message;
        menu.addAction(
            tr("Show only conversation #%1").arg(QString::fromStdString(m_run->trace().ids().shortForm(conversation))),
            this, [this, conversation] { setFocusOn(conversation); });
    }
    if (m_focus)
        menu.addAction(tr("Show every message"), this, [this] { setFocusOn(std::nullopt); });
    emit menuRequested(&menu, a);
    if (!menu.isEmpty())
        menu.exec(event->globalPos());
}

} // namespace corrsim
