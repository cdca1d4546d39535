#include "ColorMaps.h"

#include <qcustomplot.h>

#include <algorithm>
#include <array>

namespace attention {

namespace {

struct MapInfo
{
    ColorMapId id;
    const char *key;
    const char *name;
    std::initializer_list<const char *> stops;
};

const std::array<MapInfo, 7> &maps()
{
    // Stops sampled from matplotlib's maps of the same names.
    static const std::array<MapInfo, 7> table = {{
        {ColorMapId::Blues, "blues", "Blues",
         {"#f7fbff", "#deebf7", "#c6dbef", "#9ecae1", "#6baed6", "#4292c6", "#2171b5", "#08519c", "#08306b"}},
        {ColorMapId::Viridis, "viridis", "Viridis",
         {"#440154", "#482878", "#3e4989", "#31688e", "#26828e", "#1f9e89", "#35b779", "#6ece58", "#b5de2b", "#fde725"}},
        {ColorMapId::Magma, "magma", "Magma",
         {"#000004", "#180f3d", "#440f76", "#721f81", "#9e2f7f", "#cd4071", "#f1605d", "#fd9668", "#feca8d", "#fcfdbf"}},
        {ColorMapId::Cividis, "cividis", "Cividis (colour-blind safe)",
         {"#00224e", "#123570", "#3b496c", "#575d6d", "#707173", "#8a8779", "#a69d75", "#c4b56c", "#e4cf5b", "#fee838"}},
        {ColorMapId::Greys, "greys", "Greys",
         {"#ffffff", "#f0f0f0", "#d9d9d9", "#bdbdbd", "#969696", "#737373", "#525252", "#252525", "#000000"}},
        {ColorMapId::HighContrast, "contrast", "High contrast (projector)",
         {"#ffffff", "#fff200", "#ff9000", "#d00000", "#500000", "#000000"}},
        {ColorMapId::RedBlue, "rdbu", "Blue-white-red (signed)",
         {"#053061", "#2166ac", "#4393c3", "#92c5de", "#d1e5f0", "#f7f7f7", "#fddbc7", "#f4a582", "#d6604d", "#b2182b", "#67001f"}},
    }};
    return table;
}

const MapInfo &info(ColorMapId id)
{
    for (const MapInfo &map : maps())
        if (map.id == id)
            return map;
    return maps().front();
}

} // namespace

QString colorMapKey(ColorMapId id) { return QString::fromLatin1(info(id).key); }
QString colorMapName(ColorMapId id) { return QString::fromLatin1(info(id).name); }

ColorMapId colorMapFromKey(const QString &key, ColorMapId fallback)
{
    for (const MapInfo &map : maps())
        if (key == QLatin1String(map.key))
            return map.id;
    return fallback;
}

QList<ColorMapId> sequentialColorMaps()
{
    return {ColorMapId::Blues, ColorMapId::Viridis, ColorMapId::Magma, ColorMapId::Cividis, ColorMapId::Greys,
            ColorMapId::HighContrast};
}

QVector<QColor> colorStops(ColorMapId id)
{
    QVector<QColor> stops;
    for (const char *hex : info(id).stops)
        stops.append(QColor(QLatin1String(hex)));
    return stops;
}

QColor colorAt(ColorMapId id, double fraction)
{
    const QVector<QColor> stops = colorStops(id);
    const double position = std::clamp(fraction, 0.0, 1.0) * (stops.size() - 1);
    const int low = std::min(static_cast<int>(position), static_cast<int>(stops.size()) - 2);
    const double t = position - low;
    const QColor &a = stops[low];
    const QColor &b = stops[low + 1];
    return QColor::fromRgbF(a.redF() + t * (b.redF() - a.redF()), a.greenF() + t * (b.greenF() - a.greenF()),
                            a.blueF() + t * (b.blueF() - a.blueF()));
}

QCPColorGradient makeGradient(ColorMapId id)
{
    QCPColorGradient gradient;
    gradient.clearColorStops();
    const QVector<QColor> stops = colorStops(id);
    for (int i = 0; i < stops.size(); ++i)
        gradient.setColorStopAt(static_cast<double>(i) / (stops.size() - 1), stops[i]);
    gradient.setColorInterpolation(QCPColorGradient::ciRGB);
    gradient.setNanHandling(QCPColorGradient::nhNanColor);
    gradient.setNanColor(kBlockedColor);
    gradient.setLevelCount(256);
    return gradient;
}

} // namespace attention
