#include "lessonnotehtml.h"

#include "qtext.h"

#include <QCoreApplication>

namespace corrsim {

namespace {

/// The words' translation context (lupdate reads NoteWords::tr).
struct NoteWords
{
    Q_DECLARE_TR_FUNCTIONS(NoteWords)
};

} // namespace

QString choicesHtml(const std::vector<std::string> &choices, const std::string &answer)
{
    if (choices.empty())
        return {};
    QString html = QStringLiteral("<ol type='A' style='margin-top:0'>");
    for (const std::string &c : choices)
        html += !answer.empty() && c == answer ? QStringLiteral("<li><b>%1 ✔</b></li>").arg(qs(c).toHtmlEscaped())
                                               : QStringLiteral("<li>%1</li>").arg(qs(c).toHtmlEscaped());
    return html + QStringLiteral("</ol>");
}

QString lessonNoteHtml(const LessonNote &n, const NoteShown &shown)
{
    // In front of a class, once a question is revealed its setting gives its room to the
    // answer: on a 720-line projector the question, the choices and the answer fit.
    const bool revealed = n.isQuestion() && shown.revealed;
    QString html = shown.compact && revealed ? QString() : qs(n.text).toHtmlEscaped();
    if (!n.isQuestion())
        return html;
    html += QStringLiteral("<p><b>%1</b> %2</p>").arg(NoteWords::tr("Predict:"), qs(n.ask).toHtmlEscaped());
    html += choicesHtml(n.choices, revealed ? n.answer : std::string());
    if (!revealed) {
        if (shown.asking)
            html +=
                QStringLiteral("<p style='color:#6a5d35'>%1</p>").arg(NoteWords::tr("Space, PageDown or →: reveal"));
        return html;
    }
    html += QStringLiteral("<p><b>%1</b> %2</p>").arg(NoteWords::tr("Answer:"), shown.answer.toHtmlEscaped());
    if (shown.asking && shown.at == NoteShown::At::Question)
        html +=
            QStringLiteral("<p><i>%1</i></p>")
                .arg(shown.momentLater ? NoteWords::tr("Play on (Space) to see it happen at %1.").arg(shown.momentTime)
                                       : NoteWords::tr("Play on (Space) to see it happen."));
    else if (shown.asking && shown.at == NoteShown::At::Moment)
        html += QStringLiteral("<p><i>%1</i></p>").arg(NoteWords::tr("It happens here, at %1.").arg(shown.momentTime));
    return html;
}

} // namespace corrsim
