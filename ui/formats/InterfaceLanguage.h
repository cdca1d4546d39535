#pragma once

#include <QString>
#include <QStringList>

namespace attention {

/**
 * The language of the interface: English, or a complete translation embedded under :/i18n.
 * The choice (View → Language) is remembered; without one the system's language is used when
 * the app speaks it. Messages from the core follow, as do numbers (0,42 in French); files
 * written for programs (JSON, CSV, NPY) never change.
 */

/** "en" and the codes of the complete translations ("fr", ...). */
QStringList interfaceLanguages();
/** A language's name in itself: "English", "Français". */
QString languageName(const QString &code);
/** The language chosen in View → Language, or an empty string to follow the system. */
QString chosenLanguage();
void setChosenLanguage(const QString &code);
/** The chosen language, else systemLanguage(). */
QString effectiveLanguage();
/** The system's first language that the app speaks, else English ("As the system" in the menu;
 *  a system without one, such as the C locale, named none). */
QString systemLanguage();
/** Installs `code`'s translations (the app's and Qt's own, for its dialogs) in place of those
 *  installed before and makes it the default locale; widgets receive QEvent::LanguageChange.
 *  Returns the code in effect ("en" for a language the app does not speak). */
QString installInterfaceLanguage(const QString &code);

} // namespace attention
