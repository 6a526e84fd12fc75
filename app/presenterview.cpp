#include "presenterview.h"

#include "lessonnotehtml.h"
#include "lessonwalk.h"
#include "playback.h"
#include "qtext.h"
#include "run/runrecord.h"

#include <QKeyEvent>
#include <QLabel>
#include <QScrollArea>
#include <QVBoxLayout>

namespace corrsim {

PresenterNotes presenterNotes(const std::vector<LessonNote> &notes, size_t cursor)
{
    PresenterNotes out;
    for (const LessonNote &n : notes) {
        if (n.event <= cursor) {
            out.now = n;
            if (n.isQuestion())
                out.question = n;
        } else if (n.isQuestion()) {
            out.next = n;
            break;
        }
    }
    return out;
}

namespace {
QLabel *section(QVBoxLayout *layout, QWidget *parent, const QString &heading)
{
    auto *h = new QLabel(QStringLiteral("<b>%1</b>").arg(heading), parent);
    layout->addWidget(h);
    auto *body = new QLabel(parent);
    body->setWordWrap(true);
    body->setTextFormat(Qt::RichText);
    body->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    body->setMargin(6);
    layout->addWidget(body);
    return body;
}

QString stopWords(LessonWalk::Stop stop)
{
    switch (stop) {
    case LessonWalk::Stop::Start:
        return QObject::tr("At the start");
    case LessonWalk::Stop::Playing:
        return QObject::tr("Playing");
    case LessonWalk::Stop::Paused:
        return QObject::tr("Paused");
    case LessonWalk::Stop::Question:
        return QObject::tr("At a question: the class has not seen the answer");
    case LessonWalk::Stop::Revealed:
        return QObject::tr("Answer revealed: the next step plays to the moment it is about");
    case LessonWalk::Stop::Moment:
        return QObject::tr("At the moment the answer is about");
    case LessonWalk::Stop::End:
        return QObject::tr("At the end");
    }
    return {};
}
} // namespace

PresenterView::PresenterView(Playback *playback, LessonWalk *walk, QWidget *parent)
    : QWidget(parent, Qt::Window), m_playback(playback), m_walk(walk)
{
    setWindowTitle(tr("Presenter view — Corrsim"));
    setObjectName(QStringLiteral("presenterView"));
    // Not in front of the class's window's keys: the clicker's presses go to the projector.
    setAttribute(Qt::WA_ShowWithoutActivating);
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    auto *inner = new QWidget(scroll);
    auto *layout = new QVBoxLayout(inner);
    m_title = new QLabel(inner);
    m_title->setWordWrap(true);
    QFont big = m_title->font();
    big.setPointSizeF(big.pointSizeF() * 1.4);
    big.setBold(true);
    m_title->setFont(big);
    layout->addWidget(m_title);
    m_session = new QLabel(inner);
    m_session->setWordWrap(true);
    layout->addWidget(m_session);
    m_now = section(layout, inner, tr("Now"));
    m_question = section(layout, inner, tr("The question and its answer (for you)"));
    m_next = section(layout, inner, tr("Next question"));
    layout->addStretch(1);
    scroll->setWidget(inner);
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(scroll);
    connect(playback, &Playback::cursorChanged, this, &PresenterView::update);
    connect(playback, &Playback::playingChanged, this, &PresenterView::update);
    connect(walk, &LessonWalk::revealedChanged, this, &PresenterView::update);
    resize(640, 720);
}

void PresenterView::setRun(std::shared_ptr<const RunRecord> run)
{
    m_run = std::move(run);
    m_notes = m_run ? lessonNotes(m_run->trace()) : std::vector<LessonNote>{};
    update();
}

void PresenterView::setSession(const QString &words)
{
    m_session->setText(words);
    m_session->setVisible(!words.isEmpty());
}

QString PresenterView::text() const
{
    return QStringList{m_title->text(), m_session->text(), m_now->text(), m_question->text(), m_next->text()}.join(
        QLatin1Char('\n'));
}

void PresenterView::keyPressEvent(QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_Space:
    case Qt::Key_PageDown:
    case Qt::Key_Right:
        m_walk->advance();
        return;
    case Qt::Key_PageUp:
    case Qt::Key_Left:
        m_walk->back();
        return;
    case Qt::Key_R:
        m_walk->reveal();
        return;
    default:
        QWidget::keyPressEvent(event);
    }
}

void PresenterView::closeEvent(QCloseEvent *event)
{
    QWidget::closeEvent(event);
    emit closed();
}

void PresenterView::update()
{
    if (!m_run) {
        m_title->setText(tr("No lesson open"));
        m_now->clear();
        m_question->clear();
        m_next->clear();
        return;
    }
    m_title->setText(qs(m_run->info.title));
    const PresenterNotes notes = presenterNotes(m_notes, m_playback->cursor());
    QString now = QStringLiteral("<i>%1</i>").arg(stopWords(m_walk->stop()).toHtmlEscaped());
    if (notes.now)
        now += QStringLiteral("<p>%1</p>").arg(qs(notes.now->text).toHtmlEscaped());
    m_now->setText(now);
    if (notes.question) {
        const LessonNote &q = *notes.question;
        NoteShown shown;
        shown.revealed = true; // the teacher reads the answer whether or not the class has
        shown.answer = qs(q.reveal);
        const QString seen =
            m_walk->isRevealed(q.event) ? tr("The class has seen the answer.") : tr("Not yet revealed to the class.");
        m_question->setText(lessonNoteHtml(q, shown) + QStringLiteral("<p><i>%1</i></p>").arg(seen));
    } else {
        m_question->setText(tr("No question yet."));
    }
    m_next->setText(
        notes.next
            ? QStringLiteral("%1<br>%2").arg(qs(notes.next->ask).toHtmlEscaped(), choicesHtml(notes.next->choices))
            : tr("None: this is the lesson's last question."));
}

} // namespace corrsim
