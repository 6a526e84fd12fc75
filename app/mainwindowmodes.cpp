// How the window shows a run: lesson mode (up to the cursor) or analysis (all of it),
// presentation mode for a projector, and the status line that goes with them.

#include "mainwindow.h"

#include "classsession.h"

#include "eventlogpanel.h"
#include "lessonbrowser.h"
#include "lessonpanel.h"
#include "lessonwalk.h"
#include "playback.h"
#include "playbackbar.h"
#include "qtext.h"
#include "runcharts.h"
#include "sagatimeline.h"
#include "screenfit.h"
#include "sequencediagram.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QScreen>
#include <QSettings>
#include <QSplitter>

#include <algorithm>
#include <cmath>

namespace corrsim {

void MainWindow::updateStatus()
{
    if (!m_run)
        return;
    const Trace &t = m_run->trace();
    const RunSight seen = sight();
    const bool atEnd = seen.endInSight();
    int passed = 0, decided = 0;
    for (const auto &r : m_run->expectations) {
        passed += r.passed ? 1 : 0;
        decided += seen.shows(m_run->decidedAt(r)) ? 1 : 0;
    }
    // Until the class has seen the run, the bar says how far it is, not how it ends.
    const QString verdict =
        atEnd ? tr("%1 of %2 expectations hold").arg(passed).arg(m_run->expectations.size())
              : tr("%1 of %2 expectations decided so far").arg(decided).arg(m_run->expectations.size());
    // A lesson's name can state its outcome (dual-write-loses-events): named once the
    // class has seen the run; the window's title names the lesson until then.
    m_status->setText(
        tr("%1%2%3 · seed %4 · %5 events · %6 · fingerprint %7")
            .arg(atEnd ? qs(m_run->info.name) : tr("Lesson"))
            .arg(m_run->info.variant.empty() ? QString() : QStringLiteral(" (%1)").arg(qs(m_run->info.variant)))
            .arg(m_runs->isReplay() ? tr(" (replayed trace)") : QString())
            .arg(m_run->seed)
            .arg(t.size())
            .arg(verdict)
            .arg(qs(m_run->fingerprint)));
}

RunSight MainWindow::sight() const
{
    return m_run ? RunSight::of(m_run->trace(), m_playback->cursor(), m_analysis) : RunSight{};
}

QString MainWindow::statusText() const
{
    return m_status->text();
}

void MainWindow::setAnalysis(bool on)
{
    m_analysis = on;
    if (m_analysisAction && m_analysisAction->isChecked() != on)
        m_analysisAction->setChecked(on);
    m_walk->setAsking(!on && !(m_run && m_run->info.offScript));
    m_playbackBar->setLessonKeys(!on);
    if (m_run)
        showSight(sight());
    showUpToCursor();
    showMessage(on ? tr("Analysis: every view shows the whole run")
                   : tr("Lesson mode: the views show the run up to the cursor"),
                4000);
}

namespace {

/// Presentation's text scale, as the settings keep it (Ctrl+= and Ctrl+- change it).
double presentScale()
{
    return std::clamp(QSettings().value(QStringLiteral("present/scale"), 1.3).toDouble(), 1.0, 2.5);
}

} // namespace

void MainWindow::setPresentation(bool on)
{
    if (on == m_presenting)
        return;
    m_presenting = on;
    if (m_presentAction && m_presentAction->isChecked() != on)
        m_presentAction->setChecked(on);
    if (on) {
        m_stateBeforePresenting = saveState();
        m_geometryBeforePresenting = saveGeometry();
        m_fontBeforePresenting = QApplication::font();
        applyPresentationText();
        m_narrowBeforePresenting = m_narrowAction->isChecked();
        m_narrowAction->setChecked(true);
        m_lessonsDock->hide();
        m_bottom->hide();
        // The whole screen is the class's: a projector's 1280x720 or a 1080-line monitor.
        if (const QScreen *screen = this->screen(); screen && !isFullScreen())
            setGeometry(screen->availableGeometry());
        // The lesson takes two fifths of the width: a question, its choices and its answer
        // in large text stand whole beside a diagram whose services share the rest.
        if (auto *lessonDock = findChild<QDockWidget *>(QStringLiteral("lesson")))
            resizeDocks({lessonDock}, {width() * 2 / 5}, Qt::Horizontal);
    } else {
        QApplication::setFont(m_fontBeforePresenting);
        m_diagram->setFont(QFont()); // the application's again
        m_diagram->setLineScale(1);
        m_narrowAction->setChecked(m_narrowBeforePresenting);
        m_bottom->show();
        restoreState(m_stateBeforePresenting);
        if (!isFullScreen())
            restoreGeometry(m_geometryBeforePresenting);
    }
    m_lesson->setCompact(on);
    m_lessons->setPresenting(on);
    m_session->setPresenting(on);
    m_diagram->fitAll();
}

void MainWindow::applyPresentationText()
{
    // Readable from the back of the room: one remembered scale for all the text (the
    // screen's own scale is in the application's font already). Set for the
    // application, so that menus, dialogs and the compare and sweep windows grow too.
    const double scale = presentScale();
    QFont big = m_fontBeforePresenting;
    big.setPointSizeF(big.pointSizeF() * scale);
    QApplication::setFont(big);
    // The diagram's words are what the class reads from afar: its smallest (a mark's
    // words, 0.82 of its font) are 20 pixels on a 720-line projector at the first
    // scale, and grow with a taller screen and with the teacher's text size.
    const double pixels = 19.0 * screenTextScale(this) * scale;
    QFont words = big;
    words.setPointSizeF(pixels * 72.0 / logicalDpiY());
    m_diagram->setFont(words);
    m_diagram->setLineScale(scale);
}

void MainWindow::changeTextSize(int steps)
{
    if (steps == 0) {
        QSettings().remove(QStringLiteral("present/scale"));
        QSettings().remove(QStringLiteral("window/textScale"));
    }
    const double factor = std::pow(1.1, steps);
    if (m_presenting) {
        if (steps != 0)
            QSettings().setValue(QStringLiteral("present/scale"), std::clamp(presentScale() * factor, 1.0, 2.5));
        applyPresentationText();
        showMessage(tr("Text %1% of the presentation's first size").arg(qRound(presentScale() / 1.3 * 100)), 2000);
        return;
    }
    QFont f = QApplication::font();
    f.setPointSizeF(std::clamp(f.pointSizeF() * factor, 6.0, 40.0));
    if (steps == 0)
        f = m_fontAtStart;
    QApplication::setFont(f);
    showMessage(tr("Text %1%").arg(qRound(f.pointSizeF() / m_fontAtStart.pointSizeF() * 100)), 2000);
}

void MainWindow::toggleFullScreen()
{
    setWindowState(windowState() ^ Qt::WindowFullScreen);
}

void MainWindow::showBottomPage(int index)
{
    // Presentation hides the panels under the diagram; their key brings one back and,
    // pressed again, puts it away, so the diagram stays first.
    if (m_presenting && m_bottom->isVisible() && m_bottomTabs->currentIndex() == index) {
        m_bottom->hide();
        return;
    }
    if (m_presenting && !m_bottom->isVisible()) {
        // Summoned in front of a class: half the height, enough for a timeline to be read.
        if (auto *centre = qobject_cast<QSplitter *>(m_bottom->parentWidget()))
            centre->setSizes({centre->height() / 2, centre->height() / 2});
    }
    m_bottom->show();
    m_bottomTabs->setCurrentIndex(index);
}

void MainWindow::toggleLessonList()
{
    m_lessonsDock->setVisible(!m_lessonsDock->isVisible());
}

void MainWindow::showUpToCursor()
{
    if (!m_run)
        return;
    const RunSight seen = sight();
    m_log->setSight(seen);
    m_charts->setSight(seen);
    m_log->scrollToEvent(long(seen.cursor));
    updateSagaFilter();
    updateStatus();
}

void MainWindow::updateSagaFilter()
{
    // How the sagas ended is the answer: the filter offers final states only once the
    // class has played to the end (or in analysis).
    const bool known = sight().endInSight();
    if (known == (m_sagaFilter->count() > 1) && m_sagaFilter->count() > 0)
        return;
    m_sagaFilter->clear();
    m_sagaFilter->addItem(
        known ? tr("All sagas, the unusual first") : tr("All sagas (by outcome at the end of the run)"), QString());
    if (known && m_run->sagas)
        for (const auto &[state, count] : m_run->sagas->byFinalState)
            m_sagaFilter->addItem(tr("Only %1 (%2)").arg(qs(state)).arg(count), qs(state));
    m_sagaFilter->setEnabled(known && m_sagaFilter->count() > 1);
    m_timeline->setFinalStateFilter({});
}

} // namespace corrsim
