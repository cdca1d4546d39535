#pragma once

#include <QString>

class QCustomPlot;

namespace attention {

/** Writes a plot as PNG, JPEG, SVG (text stays text) or PDF, chosen by the path's suffix.
 *  width/height 0 take the plot's current size. */
bool exportPlot(QCustomPlot *plot, const QString &path, int width, int height, double scale, const QString &title,
                QString *error);

} // namespace attention
