#pragma once
// The window's language: the system's (QLocale::system()), or the one chosen in View ›
// Language, kept in the settings. Corrsim's own words come from the translations built
// into the program (translations/corrsim_*.ts, compiled by lrelease); Qt's own dialogs'
// from Debian's qt6-translations-l10n. The command line stays in English: scripts read it.

#include <QString>
#include <QStringList>

namespace corrsim {

/// The languages the window can be shown in besides English, as locale names ("pt_BR").
QStringList translatedLanguages();
/// A language's name in that language ("Português (Brasil)").
QString languageName(const QString &locale);
/// The language chosen in View › Language, or "" for the system's.
QString chosenLanguage();
void chooseLanguage(const QString &locale);
/// Installs the translators for the chosen (or the system's) language into the running
/// application; returns the locale installed, or "" for English.
QString installTranslations();
/// The locale installTranslations() installed ("" for English, or before it ran): the
/// language the built-in lessons' texts are read in.
QString installedLanguage();

} // namespace corrsim
