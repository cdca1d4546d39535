#pragma once

#include <QList>
#include <QString>

#include <optional>

namespace attention {

/** The colour maps a user can pick, as a lesson file names them; "blues" is the tutorials' default. */
enum class ColorMapId { Blues, Viridis, Magma, Cividis, Greys, HighContrast, RedBlue };

QString colorMapKey(ColorMapId id); // "blues"
QString colorMapName(ColorMapId id); // "Blues"
std::optional<ColorMapId> colorMapFromKey(const QString &key); // nothing for a key no map has
QList<ColorMapId> sequentialColorMaps(); // the ones offered for weights

} // namespace attention
