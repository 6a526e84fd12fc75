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
