#include "playbackbar.h"

#include "playback.h"
#include "trace/simtime.h"

#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QSignalBlocker>
#include <QSlider>
#include <QStyle>

namespace corrsim {

PlaybackBar::PlaybackBar(Playback *playback, QWidget *parent) : QToolBar(tr("Playback"), parent), m_playback(playback)
{
    setObjectName(QStringLiteral("playback"));
    setIconSize(QSize(24, 24));
    auto add = [&](QStyle::StandardPixmap icon, const QString &text, const QKeySequence &key, auto slot) {
        QAction *a = addAction(style()->standardIcon(icon), text);
        a->setShortcut(key);
        a->setToolTip(QStringLiteral("%1 (%2)").arg(text, key.toString(QKeySequence::NativeText)));
        connect(a, &QAction::triggered, playback, slot);
        return a;
    };
    add(QStyle::SP_MediaSkipBackward, tr("To the start"), QKeySequence(Qt::Key_Home), &Playback::toStart);
    add(QStyle::SP_MediaSeekBackward, tr("Previous event"), QKeySequence(Qt::Key_Left), &Playback::stepBack);
    m_play = add(QStyle::SP_MediaPlay, tr("Play / pause"), QKeySequence(Qt::Key_Space), &Playback::togglePlay);
    add(QStyle::SP_MediaSeekForward, tr("Next event"), QKeySequence(Qt::Key_Right), &Playback::stepForward);
    add(QStyle::SP_MediaSkipForward, tr("To the end"), QKeySequence(Qt::Key_End), &Playback::toEnd);
    QAction *problem = addAction(style()->standardIcon(QStyle::SP_MessageBoxWarning), tr("Next problem"));
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

void PlaybackBar::setEventCount(size_t count)
{
    const QSignalBlocker block(m_scrubber);
    m_scrubber->setRange(0, int(count ? count - 1 : 0));
}

void PlaybackBar::showCursor(size_t index, const QString &time)
{
    const QSignalBlocker block(m_scrubber);
    m_scrubber->setValue(int(index));
    m_time->setText(QStringLiteral("  t = %1   (event %2)").arg(time).arg(index));
}

} // namespace corrsim
