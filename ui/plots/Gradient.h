#pragma once

#include "ui/plots/ColorMaps.h"

#include <qcustomplot.h>

namespace attention {

/** The gradient QCustomPlot draws a colour map with; blocked cells (NaN) in kBlockedColor.
 *  Only for the plot wrappers of this folder. */
inline QCPColorGradient makeGradient(ColorMapId id)
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
