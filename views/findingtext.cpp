#include "findingtext.h"

#include "explore/explorechecks.h"
#include "input/scenarioerror.h"
#include "trace/findingwords.h"

#include <QCoreApplication>

namespace corrsim {

namespace {

/// The window's language: each template looked up in the translation, the count picking
/// its plural form (made at each call: the language can change, as in a test).
FindingLanguage windowLanguage()
{
    return {[](const FindingTemplate &t, std::optional<int64_t> count) {
                const int n = count ? int(*count) : -1;
                QString words = QCoreApplication::translate(FindingsContext, t.other, nullptr, n);
                // Untranslated (the window in English): the English singular where the count is one.
                if (n == 1 && t.one &&
                    words == QString::fromUtf8(t.other).replace(QLatin1String("%n"), QLatin1String("1")))
                    words = QString::fromUtf8(t.one);
                return words.toStdString();
            },
            [](InvariantId id) { return invariantNameText(id).toStdString(); },
            QCoreApplication::translate(FindingsContext, findingSeparator()).toStdString(), formatClock};
}

} // namespace

QString findingText(const Finding &f)
{
    return QString::fromStdString(findingWordsIn(f, windowLanguage()));
}

QString runWarningText(const RunWarning &w)
{
    const QString words = findingText(w.finding);
    return w.where.empty() ? words : QStringLiteral("%1: %2").arg(QString::fromStdString(w.where), words);
}

QString scenarioErrorText(const ScenarioError &e)
{
    // Bytes a file gave that are not UTF-8 are escaped before the text becomes a QString,
    // which would make each one a replacement character.
    const FindingLanguage language = windowLanguage();
    return QString::fromStdString(printableText(e.placeIn(language) + findingWordsIn(e.finding(), language)));
}

QString errorText(const std::exception &e)
{
    if (const auto *scenario = dynamic_cast<const ScenarioError *>(&e))
        return scenarioErrorText(*scenario);
    return QString::fromUtf8(e.what());
}

QString invariantNameText(InvariantId id)
{
    return QCoreApplication::translate(InvariantsContext, invariantName(id));
}

QString checkPromiseText(const ExploreCheck &check)
{
    return QCoreApplication::translate(CheckPromisesContext, check.promise.c_str());
}

} // namespace corrsim
