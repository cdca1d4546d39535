#include "ui/formats/MessageText.h"

#include <QCoreApplication>
#include <QLocale>

namespace attention {

namespace {

QString argumentText(const MessageArgument &argument)
{
    const QLocale locale = numberLocale();
    switch (argument.kind()) {
    case MessageArgument::Kind::Text:
        return QString::fromStdString(argument.text());
    case MessageArgument::Kind::Integer:
        return locale.toString(argument.integer());
    case MessageArgument::Kind::Real:
        return locale.toString(argument.real(), 'g', QLocale::FloatingPointShortest);
    case MessageArgument::Kind::Cause:
        return messageText(argument.cause());
    }
    return {};
}

} // namespace

QString messageText(const Message &message)
{
    std::vector<std::string> arguments;
    arguments.reserve(message.arguments.size());
    for (const MessageArgument &argument : message.arguments)
        arguments.push_back(argumentText(argument).toStdString());
    const QString pattern = QCoreApplication::translate("Message", message.pattern);
    return QString::fromStdString(fillTemplate(pattern.toStdString(), arguments));
}

QLocale numberLocale()
{
    QLocale locale;
    locale.setNumberOptions(QLocale::OmitGroupSeparator);
    return locale;
}

QString translatedName(std::string_view name)
{
    return QCoreApplication::translate("Message", std::string(name).c_str());
}

} // namespace attention
