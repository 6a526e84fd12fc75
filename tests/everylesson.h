#pragma once
// Data rows for a test that visits every built-in lesson and each of its variants:
// columns "lesson" and "variant" ("" for the lesson as shipped), one row each, named
// "lesson" or "lesson/variant".

#include "builtinscenarios.h"
#include "scenario/scenario.h"

#include <QTest>

namespace corrsim {

inline void addEveryLessonAndVariant()
{
    QTest::addColumn<QString>("lesson");
    QTest::addColumn<QString>("variant");
    for (const EmbeddedFile &f : builtinScenarios()) {
        const QString name = QString::fromUtf8(f.name.data(), qsizetype(f.name.size()));
        const Scenario s = Scenario::parse(f.text, std::string(f.fileName));
        QTest::newRow(qPrintable(name)) << name << QString();
        for (const auto &v : s.info().variants)
            QTest::newRow(qPrintable(name + QLatin1Char('/') + QString::fromStdString(v.name)))
                << name << QString::fromStdString(v.name);
    }
}

} // namespace corrsim
