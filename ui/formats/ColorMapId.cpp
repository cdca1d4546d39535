#include "ui/formats/ColorMapId.h"

#include <array>

namespace attention {

namespace {

struct MapName
{
    ColorMapId id;
    const char *key;
    const char *name;
};

constexpr std::array<MapName, 7> kNames = {{
    {ColorMapId::Blues, "blues", "Blues"},
    {ColorMapId::Viridis, "viridis", "Viridis"},
    {ColorMapId::Magma, "magma", "Magma"},
    {ColorMapId::Cividis, "cividis", "Cividis (colour-blind safe)"},
    {ColorMapId::Greys, "greys", "Greys"},
    {ColorMapId::HighContrast, "contrast", "High contrast (projector)"},
    {ColorMapId::RedBlue, "rdbu", "Blue-white-red (signed)"},
}};

const MapName &nameOf(ColorMapId id)
{
    for (const MapName &map : kNames)
        if (map.id == id)
            return map;
    return kNames.front();
}

} // namespace

QString colorMapKey(ColorMapId id)
{
    return QString::fromLatin1(nameOf(id).key);
}
QString colorMapName(ColorMapId id)
{
    return QString::fromLatin1(nameOf(id).name);
}

std::optional<ColorMapId> colorMapFromKey(const QString &key)
{
    for (const MapName &map : kNames)
        if (key == QLatin1String(map.key))
            return map.id;
    return std::nullopt;
}

QList<ColorMapId> sequentialColorMaps()
{
    return {ColorMapId::Blues, ColorMapId::Viridis, ColorMapId::Magma, ColorMapId::Cividis, ColorMapId::Greys, ColorMapId::HighContrast};
}

} // namespace attention
