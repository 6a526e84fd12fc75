#include "lessonproblemtext.h"

#include "anchorwords.h"
#include "findingtext.h"
#include "qtext.h"

#include <QCoreApplication>

namespace corrsim {

namespace {

/// The words' translation context (lupdate reads LessonProblemText::tr).
struct LessonProblemText
{
    Q_DECLARE_TR_FUNCTIONS(LessonProblemText)
};

} // namespace

QString lessonProblemText(const LessonProblem &p)
{
    Finding said = p.finding;
    // The deciding event, which the finding names in the command line's English.
    if (p.decides && !said.args.empty())
        said.args.front() = anchorWords(*p.decides).toStdString();
    return findingText(said);
}

QString lessonProblemPlace(const LessonProblem &p)
{
    if (p.where.empty())
        return LessonProblemText::tr("the lesson");
    return p.variant.empty() ? qs(p.where) : findingText({FindingKind::PathInVariant, {p.where, p.variant}, {}});
}

} // namespace corrsim
