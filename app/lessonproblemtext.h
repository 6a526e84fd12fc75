#pragma once
// A problem `validate --lesson` finds, in the window's language: what it is (the check's
// finding, with the deciding event in the window's own words) and where (its JSON path,
// with the variant whose run alone shows it).

#include "run/lessoncheck.h"

#include <QString>

namespace corrsim {

QString lessonProblemText(const LessonProblem &p);
QString lessonProblemPlace(const LessonProblem &p);

} // namespace corrsim
