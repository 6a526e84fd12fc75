#pragma once
// A class session: the playlist of its lessons (the advance key at a lesson's end opens
// the next) and the presenter view on the teacher's screen. The main window hands it the
// run on screen and says when it presents; the rest is here.

#include "classplaylist.h"
#include "presenterview.h"

#include <QObject>
#include <QPointer>

#include <memory>

class QAction;
class QMenu;
class QWidget;

namespace corrsim {

class LessonWalk;
class Playback;
class RunController;
struct RunRecord;

class ClassSession : public QObject
{
    Q_OBJECT
public:
    ClassSession(RunController *runs, Playback *playback, LessonWalk *walk, QWidget *window);

    /// Lesson › Class playlist…, Next lesson in the playlist, Presenter view.
    void addActions(QMenu *lesson);
    void setRun(std::shared_ptr<const RunRecord> run);
    /// Presentation on or off: with a second screen, the presenter view opens on it.
    void setPresenting(bool on);

    ClassPlaylist *playlist() const { return m_playlist; }
    /// Opens the playlist's lesson after the one on screen: false when there is none.
    bool openNext();
    /// The presenter view, shown or hidden (made on first use).
    void showPresenterView(bool on);
    PresenterView *presenterView() const { return m_presenter; }
    /// "Lesson 2 of 5 · next: …", or "" for a lesson not in the playlist.
    QString sessionWords() const;

private:
    void editPlaylist();
    ClassPlaylist::Entry openEntry() const;

    RunController *m_runs;
    Playback *m_playback;
    LessonWalk *m_walk;
    QWidget *m_window;
    ClassPlaylist *m_playlist;
    QPointer<PresenterView> m_presenter;
    QAction *m_presenterAction = nullptr; // checked while the presenter view is shown
    std::shared_ptr<const RunRecord> m_run;
};

} // namespace corrsim
