#include "translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

namespace corrsim {

namespace {

/// The locale installTranslations() installed.
QString &installed()
{
    static QString locale;
    return locale;
}

const QString SettingKey = QStringLiteral("window/language");

/// The first of `candidates` (a locale's UI languages, in order) that Corrsim has.
QString bestOf(const QStringList &candidates)
{
    for (QString c : candidates) {
        c.replace(QLatin1Char('-'), QLatin1Char('_'));
        for (const QString &have : translatedLanguages())
            if (c == have || (c.section(QLatin1Char('_'), 0, 0) == have.section(QLatin1Char('_'), 0, 0) &&
                              !c.contains(QLatin1Char('_'))))
                return have;
        if (c.startsWith(QLatin1String("en")))
            return {}; // English is asked for before any translation
    }
    return {};
}

} // namespace

QStringList translatedLanguages()
{
    return {QStringLiteral("pt_BR"), QStringLiteral("zh_CN")};
}

QString languageName(const QString &locale)
{
    const QLocale l(locale);
    QString name = l.nativeLanguageName();
    if (!name.isEmpty())
        name[0] = name[0].toUpper();
    return QStringLiteral("%1 (%2)").arg(name, l.nativeTerritoryName());
}

QString chosenLanguage()
{
    return QSettings().value(SettingKey).toString();
}

void chooseLanguage(const QString &locale)
{
    if (locale.isEmpty())
        QSettings().remove(SettingKey);
    else
        QSettings().setValue(SettingKey, locale);
}

QString installedLanguage()
{
    return installed();
}

QString installTranslations()
{
    const QString chosen = chosenLanguage();
    const QString locale = chosen == QLatin1String("en") ? QString()
                           : chosen.isEmpty()            ? bestOf(QLocale::system().uiLanguages())
                                                         : bestOf({chosen});
    if (locale.isEmpty())
        return {};
    auto *own = new QTranslator(QCoreApplication::instance());
    if (!own->load(QStringLiteral(":/i18n/corrsim_%1.qm").arg(locale))) {
        delete own;
        return {};
    }
    QCoreApplication::installTranslator(own);
    // Qt's own words (the file dialog's buttons, the context menus of text fields).
    auto *qt = new QTranslator(QCoreApplication::instance());
    if (qt->load(QStringLiteral("qtbase_%1").arg(locale), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    else
        delete qt;
    QLocale::setDefault(QLocale(locale)); // numbers and dates as the language writes them
    installed() = locale;
    return locale;
}

} // namespace corrsim
