#include "app/ScaleFactorCheck.h"

#include "app/CommandText.h"

#include <QStringList>

#include <algorithm>
#include <cmath>

namespace attention::cli {

namespace {

/** factor as written, clamped to the drawable range; empty when it is no positive number. */
QString drawableFactor(const QString &factor)
{
    bool ok = false;
    const double value = factor.trimmed().toDouble(&ok);
    if (!ok || !std::isfinite(value) || value <= 0)
        return {};
    if (value >= kLowestScaleFactor && value <= kHighestScaleFactor)
        return factor;
    return QString::number(std::clamp(value, kLowestScaleFactor, kHighestScaleFactor));
}

QString range()
{
    return QStringLiteral("%1-%2").arg(kLowestScaleFactor).arg(kHighestScaleFactor);
}

QString checkOneFactor()
{
    if (!qEnvironmentVariableIsSet("QT_SCALE_FACTOR"))
        return {};
    const QString asked = qEnvironmentVariable("QT_SCALE_FACTOR");
    const QString drawable = drawableFactor(asked);
    if (drawable == asked)
        return {};
    if (drawable.isEmpty()) {
        qunsetenv("QT_SCALE_FACTOR");
        return CommandText::tr("QT_SCALE_FACTOR=%1 is no scale a window can be drawn at (%2): it is ignored").arg(asked, range());
    }
    qputenv("QT_SCALE_FACTOR", drawable.toUtf8());
    return CommandText::tr("QT_SCALE_FACTOR=%1 is beyond the scales a window can be drawn at (%2): using %3").arg(asked, range(), drawable);
}

/** QT_SCREEN_SCALE_FACTORS is a list of factors, each alone or after a screen's name and "=". */
QString checkScreenFactors()
{
    if (!qEnvironmentVariableIsSet("QT_SCREEN_SCALE_FACTORS"))
        return {};
    const QString asked = qEnvironmentVariable("QT_SCREEN_SCALE_FACTORS");
    QStringList kept;
    for (const QString &entry : asked.split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
        const qsizetype equals = entry.lastIndexOf(QLatin1Char('='));
        const QString screen = equals < 0 ? QString() : entry.left(equals + 1);
        const QString factor = drawableFactor(entry.mid(equals + 1));
        if (!factor.isEmpty())
            kept << screen + factor;
    }
    const QString drawable = kept.join(QLatin1Char(';'));
    if (drawable == asked)
        return {};
    if (drawable.isEmpty())
        qunsetenv("QT_SCREEN_SCALE_FACTORS");
    else
        qputenv("QT_SCREEN_SCALE_FACTORS", drawable.toUtf8());
    return CommandText::tr("QT_SCREEN_SCALE_FACTORS=%1 holds scales no window can be drawn at (%2): using \"%3\"")
        .arg(asked, range(), drawable);
}

} // namespace

QString keepScaleFactorsDrawable()
{
    QStringList said;
    for (const QString &sentence : {checkOneFactor(), checkScreenFactors()})
        if (!sentence.isEmpty())
            said << sentence;
    return said.join(QLatin1Char('\n'));
}

} // namespace attention::cli
