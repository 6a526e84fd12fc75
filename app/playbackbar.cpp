#include "playbackbar.h"

#include "lessonwalk.h"
#include "playback.h"
#include "trace/simtime.h"

#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QSignalBlocker>
#include <QSlider>
#include <QStyle>

namespace corrsim {

PlaybackBar::PlaybackBar(Playback *playback, LessonWalk *walk, QWidget *parent)
    : QToolBar(tr("Playback"), parent), m_playback(playback)
{
    setObjectName(QStringLiteral("playback"));
    setIconSize(QSize(24, 24));
    auto add = [&](QStyle::StandardPixmap icon, const QString &text, auto *target, auto slot) {
        QAction *a = addAction(style()->standardIcon(icon), text);
        connect(a, &QAction::triggered, target, slot);
        return a;
    };
    add(QStyle::SP_MediaSkipBackward, tr("To the start"), playback, &Playback::toStart)
        ->setShortcut(QKeySequence(Qt::Key_Home));
    m_stepBack = add(QStyle::SP_MediaSeekBackward, tr("Previous event"), playback, &Playback::stepBack);
    m_play = add(QStyle::SP_MediaPlay, tr("Play / pause"), walk, &LessonWalk::advance);
    m_stepForward = add(QStyle::SP_MediaSeekForward, tr("Next event"), walk, &LessonWalk::stepForward);
    add(QStyle::SP_MediaSkipForward, tr("To the end"), walk, &LessonWalk::toEnd)
        ->setShortcut(QKeySequence(Qt::Key_End));
    // The lesson's own steps have no button: the Play button and the Reveal button are
    // them. Their keys belong to the window.
    m_advance = new QAction(tr("Next step of the lesson"), parent);
    connect(m_advance, &QAction::triggered, walk, &LessonWalk::advance);
    m_back = new QAction(tr("Previous step of the lesson"), parent);
    connect(m_back, &QAction::triggered, walk, &LessonWalk::back);
    auto *reveal = new QAction(tr("Reveal the answer"), parent);
    reveal->setShortcut(QKeySequence(Qt::Key_R));
    connect(reveal, &QAction::triggered, walk, &LessonWalk::reveal);
    parent->addActions({m_advance, m_back, reveal});
    setLessonKeys(true);
    // In words, not a warning triangle: in front of a class it read as an error of the app.
    QAction *problem = addAction(tr("Next problem"));
    problem->setShortcut(QKeySequence(Qt::Key_N));
    problem->setToolTip(tr("Run until the next 4xx/5xx, discarded or mismatched reply, drop or crash (N)"));
    connect(problem, &QAction::triggered, this, &PlaybackBar::nextProblemRequested);
    addSeparator();
    m_speed = new QComboBox(this);
    m_speed->setToolTip(tr("Playback speed: virtual time per real second"));
    for (double ms : {1.0, 5.0, 20.0, 100.0, 1000.0, 60000.0})
        m_speed->addItem(tr("%1 / s").arg(QString::fromStdString(formatClock(SimTime::fromMicros(int64_t(ms * 1000))))),
                         ms);
    m_speed->setCurrentIndex(2);
    connect(m_speed, &QComboBox::currentIndexChanged, this,
            [this] { m_playback->setSpeed(m_speed->currentData().toDouble()); });
    addWidget(m_speed);
    addSeparator();
    m_scrubber = new QSlider(Qt::Horizontal, this);
    m_scrubber->setAccessibleName(tr("Playback position"));
    m_scrubber->setMinimumWidth(320);
    m_scrubber->setToolTip(tr("Scrub through the run's events"));
    connect(m_scrubber, &QSlider::valueChanged, this, [this](int v) { m_playback->setCursor(size_t(v)); });
    addWidget(m_scrubber);
    m_time = new QLabel(this);
    m_time->setMinimumWidth(150);
    QFont f = m_time->font();
    f.setBold(true);
    f.setPointSizeF(f.pointSizeF() * 1.15);
    m_time->setFont(f);
    addWidget(m_time);
    connect(playback, &Playback::playingChanged, this, [this](bool playing) {
        m_play->setIcon(style()->standardIcon(playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    });
}

void PlaybackBar::setLessonKeys(bool on)
{
    using K = QKeySequence;
    m_advance->setShortcuts(on ? QList<K>{K(Qt::Key_PageDown), K(Qt::Key_Right)} : QList<K>{K(Qt::Key_PageDown)});
    m_back->setShortcuts(on ? QList<K>{K(Qt::Key_PageUp), K(Qt::Key_Left)} : QList<K>{K(Qt::Key_PageUp)});
    m_play->setShortcut(K(Qt::Key_Space)); // the advance key in a lesson, play / pause otherwise: the same walk
    m_stepForward->setShortcut(on ? K(Qt::SHIFT | Qt::Key_Right) : K(Qt::Key_Right));
    m_stepBack->setShortcut(on ? K(Qt::SHIFT | Qt::Key_Left) : K(Qt::Key_Left));
    for (QAction *a : actions())
        if (!a->shortcut().isEmpty())
            a->setToolTip(QStringLiteral("%1 (%2)").arg(a->text(), a->shortcut().toString(K::NativeText)));
    m_play->setToolTip(on ? tr("Play on, or reveal the question first (Space, PageDown, →)")
                          : tr("Play / pause (Space)"));
}

void PlaybackBar::setEventCount(size_t count)
{
    const QSignalBlocker block(m_scrubber);
    m_scrubber->setRange(0, int(count ? count - 1 : 0));
}

void PlaybackBar::showCursor(size_t index, const QString &time)
{
    const QSignalBlocker block(m_scrubber);
    m_scrubber->setValue(int(index));
    m_time->setText(tr("  t = %1   (event %2)").arg(time).arg(index));
}

} // namespace corrsim
