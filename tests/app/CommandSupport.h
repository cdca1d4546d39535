#pragma once
// What the command line's tests share: a command run in this process, with its exit code and what
// it printed, and files read back.
#include "app/CommandLine.h"
#include "tests/support/TestSupport.h"

#include <QDomDocument>
#include <QFile>
#include <QString>
#include <QStringList>
#include <QTextStream>

namespace attention::test {

struct Run
{
    int code = -1;
    QString out;
    QString err;
};

inline Run run(const QStringList &arguments)
{
    Run r;
    QTextStream out(&r.out), err(&r.err);
    r.code = cli::runCommand(arguments, out, err);
    return r;
}

inline QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

inline QByteArray goldenText(const QString &name)
{
    return readAll(dataPath(QStringLiteral("golden/") + name));
}

/** Every text element of an SVG file, in order, a space between them; empty where the file is no SVG. */
inline QString svgText(const QString &path)
{
    QDomDocument svg;
    if (!svg.setContent(readAll(path)))
        return QString();
    QString text;
    const QDomNodeList nodes = svg.elementsByTagName(QStringLiteral("text"));
    for (int i = 0; i < nodes.size(); ++i)
        text += nodes.at(i).toElement().text() + QLatin1Char(' ');
    return text.simplified();
}

} // namespace attention::test
