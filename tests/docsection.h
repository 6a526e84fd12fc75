#pragma once
// A part of a document in docs/ that is written from the code: between a begin and an
// end marker, the text the code makes. The test fails when they differ; with
// CORRSIM_UPDATE_DOCS set (make docs) it rewrites the document instead.

#include <QFile>
#include <QString>
#include <QTest>

namespace corrsim {

/// Checks (or, with CORRSIM_UPDATE_DOCS, rewrites) the text between `begin` and `end`
/// in docs/`document`; `source` names what it is written from, for the failure.
inline void verifyWrittenSection(const QString &document, const QString &begin, const QString &end,
                                 const QString &generatedSection, const char *source)
{
    const QString path = QStringLiteral(CORRSIM_SOURCE_DIR "/docs/") + document;
    QFile in(path);
    QVERIFY(in.open(QIODevice::ReadOnly));
    const QString doc = QString::fromUtf8(in.readAll());
    const qsizetype from = doc.indexOf(begin), to = doc.indexOf(end);
    QVERIFY2(from >= 0 && to > from, qPrintable(document + ": no " + begin.trimmed() + " ... " + end));
    const QString generated = doc.left(from + begin.size()) + generatedSection + doc.mid(to);
    if (qEnvironmentVariableIsSet("CORRSIM_UPDATE_DOCS")) {
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
        out.write(generated.toUtf8());
        return;
    }
    QVERIFY2(generated == doc,
             qPrintable("docs/" + document + " differs from " + QLatin1String(source) + ": run make docs"));
}

} // namespace corrsim
