#pragma once
// A part of a document in docs/ that is written from the code: between a begin and an
// end marker, the text the code makes. The test fails when they differ; with
// CORRSIM_UPDATE_DOCS set (make docs) it rewrites the document instead.

#include <QFile>
#include <QString>
#include <QTest>

namespace corrsim {

/// docs/`document` as it is now; empty when it cannot be read.
inline QString docText(const QString &document)
{
    QFile in(QStringLiteral(CORRSIM_SOURCE_DIR "/docs/") + document);
    return in.open(QIODevice::ReadOnly) ? QString::fromUtf8(in.readAll()) : QString();
}

/// Checks that docs/`document` (now `current`) is `generated`, or, with
/// CORRSIM_UPDATE_DOCS, writes `generated` there; `source` names what it is written from.
inline void verifyWrittenDocument(const QString &document, const QString &current, const QString &generated,
                                  const char *source)
{
    if (qEnvironmentVariableIsSet("CORRSIM_UPDATE_DOCS")) {
        QFile out(QStringLiteral(CORRSIM_SOURCE_DIR "/docs/") + document);
        QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
        out.write(generated.toUtf8());
        return;
    }
    QVERIFY2(generated == current,
             qPrintable("docs/" + document + " differs from " + QLatin1String(source) + ": run make docs"));
}

/// The same for the text between `begin` and `end` in docs/`document`.
inline void verifyWrittenSection(const QString &document, const QString &begin, const QString &end,
                                 const QString &generatedSection, const char *source)
{
    const QString doc = docText(document);
    const qsizetype from = doc.indexOf(begin), to = doc.indexOf(end);
    QVERIFY2(from >= 0 && to > from, qPrintable(document + ": no " + begin.trimmed() + " ... " + end));
    verifyWrittenDocument(document, doc, doc.left(from + begin.size()) + generatedSection + doc.mid(to), source);
}

} // namespace corrsim
