#include "ui/formats/InterfaceLanguage.h"

#include <QCoreApplication>
#include <QFile>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

namespace attention {

namespace {

const QString kSetting = QStringLiteral("view/language");

QString translationFile(const QString &code)
{
    return QStringLiteral(":/i18n/attention-explorer_%1.qm").arg(code);
}

/** The translators installed now, owned by the application (none before the first install). */
struct Installed
{
    QTranslator *ours = nullptr;
    QTranslator *qt = nullptr;
};
Installed &installed()
{
    static Installed translators;
    return translators;
}

} // namespace

QStringList interfaceLanguages()
{
    QStringList codes{QStringLiteral("en")};
    const QString complete = QStringLiteral(ATTENTION_COMPLETE_LANGUAGES);
    for (const QString &code : complete.split(QLatin1Char(' '), Qt::SkipEmptyParts))
        if (QFile::exists(translationFile(code)))
            codes.append(code);
    return codes;
}

QString languageName(const QString &code)
{
    QString name = QLocale(code).nativeLanguageName();
    if (!name.isEmpty())
        name[0] = name[0].toUpper(); // "français" as a menu item
    return name;
}

QString chosenLanguage()
{
    return QSettings().value(kSetting).toString();
}

void setChosenLanguage(const QString &code)
{
    QSettings().setValue(kSetting, code);
}

QString effectiveLanguage()
{
    const QString chosen = chosenLanguage();
    return interfaceLanguages().contains(chosen) ? chosen : systemLanguage();
}

QString systemLanguage()
{
    const QStringList spoken = interfaceLanguages();
    for (const QString &wanted : QLocale::system().uiLanguages()) {
        const QString code = QLocale(wanted).name().section(QLatin1Char('_'), 0, 0);
        if (spoken.contains(code))
            return code;
    }
    return QStringLiteral("en");
}

QString installInterfaceLanguage(const QString &code)
{
    Installed &now = installed();
    const auto drop = [](QTranslator *&translator) {
        if (translator) {
            QCoreApplication::removeTranslator(translator);
            delete translator;
            translator = nullptr;
        }
    };
    drop(now.ours);
    drop(now.qt);
    const QString used = interfaceLanguages().contains(code) ? code : QStringLiteral("en");
    now.ours = new QTranslator(QCoreApplication::instance()); // English too: its plural forms
    if (now.ours->load(translationFile(used)))
        QCoreApplication::installTranslator(now.ours);
    if (used != QLatin1String("en")) {
        now.qt = new QTranslator(QCoreApplication::instance());
        if (now.qt->load(QLocale(used), QStringLiteral("qtbase"), QStringLiteral("_"), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            QCoreApplication::installTranslator(now.qt);
    }
    // English keeps the system's number format; a translation brings its own (0,42 in French).
    QLocale::setDefault(used == QLatin1String("en") ? QLocale::system() : QLocale(used));
    return used;
}

} // namespace attention
