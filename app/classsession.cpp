#include "classsession.h"

#include "lessonwalk.h"
#include "playlistdialog.h"
#include "presenterview.h"
#include "qtext.h"
#include "run/runrecord.h"
#include "runcontroller.h"

#include <QAction>
#include <QGuiApplication>
#include <QMenu>
#include <QScreen>
#include <QSignalBlocker>
#include <QWidget>

namespace corrsim {

ClassSession::ClassSession(RunController *runs, Playback *playback, LessonWalk *walk, QWidget *window)
    : QObject(window), m_runs(runs), m_playback(playback), m_walk(walk), m_window(window),
      m_playlist(new ClassPlaylist(this))
{
    m_playlist->load();
    // The advance key at the end of a lesson of the session: its next lesson. At the end
    // of anything else (a lesson opened by hand, a trace) the key does nothing more;
    // Ctrl+PageDown still goes to the session's first.
    connect(walk, &LessonWalk::endPassed, this, [this] {
        if (m_playlist->indexOf(openEntry()))
            openNext();
    });
    connect(m_playlist, &ClassPlaylist::changed, this, [this] {
        if (m_presenter)
            m_presenter->setSession(sessionWords());
    });
}

void ClassSession::addActions(QMenu *lesson)
{
    lesson->addSeparator();
    lesson->addAction(tr("Class &playlist…"), this, &ClassSession::editPlaylist);
    lesson->addAction(tr("&Next lesson in the playlist"), this, &ClassSession::openNext)
        ->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_PageDown));
    m_presenterAction = lesson->addAction(tr("P&resenter view"));
    m_presenterAction->setObjectName(QStringLiteral("presenterView"));
    m_presenterAction->setCheckable(true);
    m_presenterAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    m_presenterAction->setToolTip(
        tr("For the teacher's screen: the note, the question with its answer, the next question"));
    connect(m_presenterAction, &QAction::toggled, this, &ClassSession::showPresenterView);
}

ClassPlaylist::Entry ClassSession::openEntry() const
{
    return m_run ? ClassPlaylist::Entry{qs(m_run->info.name), qs(m_run->info.variant)} : ClassPlaylist::Entry{};
}

QString ClassSession::sessionWords() const
{
    const std::optional<size_t> at = m_playlist->indexOf(openEntry());
    if (!at)
        return m_playlist->entries().empty() ? QString() : tr("Not in the class playlist");
    const std::optional<ClassPlaylist::Entry> next = m_playlist->after(openEntry());
    const QString where = tr("Lesson %1 of %2").arg(*at + 1).arg(m_playlist->entries().size());
    return next ? tr("%1 · next: %2").arg(where, ClassPlaylist::titleOf(*next))
                : tr("%1 · the last of the session").arg(where);
}

void ClassSession::setRun(std::shared_ptr<const RunRecord> run)
{
    m_run = std::move(run);
    if (m_presenter) {
        m_presenter->setRun(m_run);
        m_presenter->setSession(sessionWords());
    }
}

bool ClassSession::openNext()
{
    const std::optional<ClassPlaylist::Entry> next = m_playlist->after(openEntry());
    if (!next || !m_runs->open(next->lesson))
        return false;
    return next->variant.isEmpty() || m_runs->chooseVariant(next->variant);
}

void ClassSession::editPlaylist()
{
    PlaylistDialog dialog(*m_playlist, m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    m_playlist->setEntries(dialog.entries());
    m_playlist->save();
}

void ClassSession::showPresenterView(bool on)
{
    // The menu says whether it is shown, however it was shown or closed.
    if (m_presenterAction && m_presenterAction->isChecked() != on) {
        const QSignalBlocker quiet(m_presenterAction);
        m_presenterAction->setChecked(on);
    }
    if (!on) {
        if (m_presenter)
            m_presenter->hide();
        return;
    }
    if (!m_presenter) {
        m_presenter = new PresenterView(m_playback, m_walk, m_window);
        connect(m_presenter, &PresenterView::closed, this, [this] { showPresenterView(false); });
        m_presenter->setRun(m_run);
        m_presenter->setSession(sessionWords());
    }
    // On the screen the class does not see, where there is one.
    for (QScreen *screen : QGuiApplication::screens())
        if (screen != m_window->screen()) {
            m_presenter->setGeometry(screen->availableGeometry());
            break;
        }
    m_presenter->show();
}

void ClassSession::setPresenting(bool on)
{
    if (QGuiApplication::screens().size() > 1)
        showPresenterView(on);
}

} // namespace corrsim
