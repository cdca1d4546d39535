#include "ui/plots/ColorMaps.h"

#include <algorithm>
#include <vector>

namespace attention {

namespace {

// Stops sampled from matplotlib's maps of the same names.
std::vector<const char *> stopsOf(ColorMapId id)
{
    switch (id) {
    case ColorMapId::Blues:
        return {"#f7fbff", "#deebf7", "#c6dbef", "#9ecae1", "#6baed6", "#4292c6", "#2171b5", "#08519c", "#08306b"};
    case ColorMapId::Viridis:
        return {"#440154", "#482878", "#3e4989", "#31688e", "#26828e", "#1f9e89", "#35b779", "#6ece58", "#b5de2b", "#fde725"};
    case ColorMapId::Magma:
        return {"#000004", "#180f3d", "#440f76", "#721f81", "#9e2f7f", "#cd4071", "#f1605d", "#fd9668", "#feca8d", "#fcfdbf"};
    case ColorMapId::Cividis:
        return {"#00224e", "#123570", "#3b496c", "#575d6d", "#707173", "#8a8779", "#a69d75", "#c4b56c", "#e4cf5b", "#fee838"};
    case ColorMapId::Greys:
        return {"#ffffff", "#f0f0f0", "#d9d9d9", "#bdbdbd", "#969696", "#737373", "#525252", "#252525", "#000000"};
    case ColorMapId::HighContrast:
        return {"#ffffff", "#fff200", "#ff9000", "#d00000", "#500000", "#000000"};
    case ColorMapId::RedBlue:
        return {"#053061", "#2166ac", "#4393c3", "#92c5de", "#d1e5f0", "#f7f7f7", "#fddbc7", "#f4a582", "#d6604d", "#b2182b", "#67001f"};
    }
    return stopsOf(ColorMapId::Blues);
}

} // namespace

QVector<QColor> colorStops(ColorMapId id)
{
    QVector<QColor> stops;
    for (const char *hex : stopsOf(id))
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

} // namespace attention
