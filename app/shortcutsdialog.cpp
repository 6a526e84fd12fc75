#include "shortcutsdialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QVBoxLayout>

#include <algorithm>

namespace corrsim {

ShortcutsDialog::ShortcutsDialog(QWidget *parent) : QDialog(parent)
{
    // A dialog of its own: a message box keeps to a narrow width and squeezed the two
    // columns that let the list fit a 720-line projector.
    setWindowTitle(tr("Keyboard shortcuts"));
    const QRect room = (parent ? parent->screen() : screen())->availableGeometry();
    auto *layout = new QVBoxLayout(this);
    auto *keys = new QLabel(this);
    keys->setWordWrap(true);
    keys->setMinimumWidth(std::min(1000, room.width() - 80));
    keys->setText(
        // Two columns: on a 720-line projector one column ran off the screen.
        tr("<table><tr><td valign='top' style='padding-right:18px'>"
           "<p><b>A lesson</b> (a presenter's clicker sends these)</p><table cellspacing='6'>"
           "<tr><td>Space, PageDown, →</td><td>next step: play to the question, reveal it, play on to the "
           "moment it is about, play on to the next question</td></tr>"
           "<tr><td>PageUp, ←</td><td>the step before</td></tr><tr><td>R</td><td>reveal the answer</td></tr>"
           "<tr><td>Shift+← Shift+→</td><td>previous / next event</td></tr>"
           "<tr><td>Home End</td><td>start / end (End stops at a question not yet revealed)</td></tr>"
           "<tr><td>Ctrl+PageDown</td><td>the class playlist's next lesson (the next step at a lesson's end "
           "opens it too)</td></tr><tr><td>Ctrl+Shift+P</td><td>presenter view: the answer and the next "
           "question, for your screen</td></tr></table>"
           "<p><b>Analysis</b> (A)</p><table cellspacing='6'><tr><td>Space</td><td>play / pause</td></tr>"
           "<tr><td>← →</td><td>previous / next event</td></tr></table></td>"
           "<td valign='top'><p><b>Everywhere</b></p><table cellspacing='6'>"
           "<tr><td>N</td><td>next problem (4xx, discard, drop, crash)</td></tr>"
           "<tr><td>F</td><td>fit the run</td></tr><tr><td>+ − or Ctrl + wheel</td><td>zoom time</td></tr>"
           "<tr><td>Ctrl+= Ctrl+− Ctrl+0</td><td>larger, smaller, first-size text</td></tr>"
           "<tr><td>F11</td><td>full screen</td></tr>"
           "<tr><td>Ctrl+F</td><td>search an ID</td></tr><tr><td>F5</td><td>run again</td></tr>"
           "<tr><td>P</td><td>presentation: large text, the diagram first</td></tr>"
           "<tr><td>A</td><td>the whole run (analysis) / up to the cursor</td></tr>"
           "<tr><td>1 2 3 4</td><td>event log, stores, saga timeline, charts</td></tr>"
           "<tr><td>L</td><td>the lessons list</td></tr>"
           "<tr><td>W</td><td>what if… at the cursor</td></tr><tr><td>F1</td><td>what "
           "the diagram shows</td></tr></table></td></tr></table>"));
    auto *list = new QScrollArea(this);
    list->setWidgetResizable(true);
    list->setFrameShape(QFrame::NoFrame);
    list->setFocusPolicy(Qt::StrongFocus); // the arrows and PageDown scroll what does not fit
    list->setAccessibleName(windowTitle());
    list->setWidget(keys);
    auto *ok = new QDialogButtonBox(QDialogButtonBox::Ok, this);
    connect(ok, &QDialogButtonBox::accepted, this, &QDialog::accept);
    layout->addWidget(list, 1);
    layout->addWidget(ok);
    // As tall as the list, within the screen (its frame allowed for): the rest scrolls.
    const QMargins m = layout->contentsMargins();
    const int width = keys->minimumWidth() + list->verticalScrollBar()->sizeHint().width() + m.left() + m.right();
    const int height =
        keys->heightForWidth(keys->minimumWidth()) + layout->spacing() + ok->sizeHint().height() + m.top() + m.bottom();
    resize(std::min(width, room.width() - 40), std::min(height, room.height() - 60));
    list->setFocus();
}

} // namespace corrsim
