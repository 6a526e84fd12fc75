#pragma once
// Waiting on a window's runs as a user would: a test acts, then waits for the run
// controller to say it has nothing left under way, and reads what it reported.

#include "lessonauthor.h"
#include "mainwindow.h"

#include <QSignalSpy>

namespace corrsim {

/// Waits until the window's runs, reads and comparisons have ended (false on a timeout).
inline bool settled(MainWindow &w, int timeoutMs = 30000)
{
    if (!w.runs()->busy())
        return true;
    QSignalSpy idle(w.runs(), &RunController::idle);
    return idle.wait(timeoutMs);
}

/// Opens a built-in lesson, and its variant ("" as shipped), as the lesson list and the
/// variant picker do, and waits for its run (false when either fails).
inline bool openLesson(MainWindow &w, const QString &lesson, const QString &variant = {})
{
    if (!w.runs()->open(lesson) || !settled(w))
        return false;
    return variant.isEmpty() || (w.runs()->chooseVariant(variant) && settled(w));
}

/// What the window's runs said went wrong last: a file that did not open, a run or a
/// comparison that failed, an edit refused ("" until something does).
class RunProblems : public QObject
{
public:
    explicit RunProblems(MainWindow &w)
    {
        connect(w.runs(), &RunController::failed, this, [this](const QString &, const QString &m) { last = m; });
        connect(w.runs(), &RunController::refused, this, [this](const QString &m) { last = m; });
        connect(w.author(), &LessonAuthor::refused, this, [this](const QString &m) { last = m; });
    }
    QString last;
};

} // namespace corrsim
