#pragma once
// The lesson being edited in the window. Every edit (a note added, reworded or removed, a
// question asked, a fault kept, a parameter changed, a variant chosen) is one command on
// an undo stack that holds the scenario before and after it. Save writes the lesson for
// people (QSaveFile), after checking that what it writes loads, and the window then plays
// the file it wrote. Edits not yet saved are marked in the title, asked about before
// anything replaces them, and written a few seconds after they are made to a recovery
// file (with a note of the file being edited and the lesson's title beside it), which the
// window offers at its next start, and File › Recover unsaved edits lists, after a crash.

#include "scenario/studentcopychange.h"

#include <QDateTime>
#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>

class QTimer;
class QUndoStack;

namespace corrsim {

class RunController;
class Scenario;

class LessonAuthor : public QObject
{
    Q_OBJECT
public:
    explicit LessonAuthor(RunController *runs, QObject *parent = nullptr);
    ~LessonAuthor() override;

    QUndoStack *undoStack() const { return m_undo; }
    /// Makes `change` to the open scenario as one undoable edit named `what`. `restart`:
    /// the lesson starts again (a parameter or variant); otherwise playback stays at the
    /// time shown (a note). False, and refused() emitted, when the scenario refuses it.
    bool edit(const QString &what, const std::function<void(Scenario &)> &change, bool restart);
    /// Edits not saved: since the last save or open, or a recovered file. Picking one of
    /// the lesson's own variants is not one: the file already holds it, and a class must
    /// not meet a save prompt for flipping to it.
    bool modified() const;
    /// Where Save writes: the file opened or last saved to ("" for a built-in lesson or a
    /// recovered file, which Save asks a place for).
    QString path() const { return m_path; }
    /// A name for the file, from the lesson's name.
    QString suggestedFileName() const;
    /// Writes the lesson to `path` once what it writes has loaded; the window then plays
    /// the file. Throws std::exception saying what went wrong; nothing is written then.
    void save(const QString &path);
    /// Writes the student copy to `studentPath`, with `changes` (texts held back or
    /// rephrased for the students), and the teacher's copy (with the answers and every
    /// text as written) beside it; returns the teacher's path. Throws as save() does.
    QString exportStudentCopy(const QString &studentPath, const std::vector<StudentCopyChange> &changes = {});
    /// Forgets the edits' recovery file (the user chose not to keep them).
    void discardRecovery();

    /// Unsaved edits a window left behind.
    struct Recovery
    {
        QString file;    // the recovery file: the lesson as it was edited
        QString editing; // the file being edited, or a built-in lesson's name ("" unknown)
        QString title;   // the lesson's title
        QDateTime edited;
        qint64 pid = 0; // the process that wrote it
        /// "callback-twice.json (Callbacks B before A), edited 2026-12-06 00:19".
        QString words() const;
        /// Whether the process that wrote it still runs (its window has not crashed).
        bool writerAlive() const;
    };
    /// Where recovery files are kept, and those there are (newest first).
    static QString recoveryDir();
    static QStringList recoveryFiles();
    static QList<Recovery> recoveries();
    /// Opens the file the edits were made to (or the built-in lesson) and puts the edits
    /// back as one undoable edit: Save then writes to that file, and the file watched is
    /// the user's, never the recovery file this window writes. The recovery file becomes
    /// this window's, removed only once the edits are saved or discarded. False when
    /// neither the recovered file nor what it edited opens.
    bool restore(const Recovery &r);
    /// Removes a recovery file the user chose not to keep (and its note).
    static void removeRecovery(const QString &file);

signals:
    void modifiedChanged(bool modified);
    void refused(const QString &message);
    /// The recovery file could not be written (a full disk): the edits are only in memory.
    void recoveryFailed(const QString &reason);

private:
    void opened();
    void autosave();
    /// What the recovery file is the edits of: the file Save writes, or the built-in.
    QString editingName() const;
    void setRecovered(bool recovered);
    RunController *m_runs;
    QUndoStack *m_undo;
    QTimer *m_autosave;
    QString m_path;
    QString m_recovery;                       // this window's recovery file
    bool m_recovered = false;                 // the open file is a recovery file: unsaved by definition
    std::shared_ptr<const Scenario> m_opened; // as opened or last saved: what "unchanged" means
};

} // namespace corrsim
