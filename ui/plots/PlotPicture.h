#pragma once

// Inside the ui library only: the plotting library stays behind our widgets.

#include "core/Outcome.h"

#include <QPicture>
#include <QString>

class QCPAxis;
class QCPTextElement;
class QCustomPlot;
class QWidget;

namespace attention {

/** A QCustomPlot filling `owner`, with a title row above its axes: how every plot widget of
 *  ours starts. */
struct TitledPlot
{
    QCustomPlot *plot;
    QCPTextElement *title;
};
TitledPlot createTitledPlot(QWidget *owner);

/** The plot laid out and drawn at a size, as vector commands. With two passes the first
 *  settles what depends on the layout (how many labels and cell values fit). */
QPicture plotPicture(QCustomPlot *plot, int width, int height, int passes = 1);

/** As many ticks on a vertical axis as its height holds, two lines a label, 1 to 5 (six
 *  labels on a 40 px colour bar or 50 px chart overlapped). Measured after a layout pass: true
 *  when the count changed, for a replot that shows it. */
bool fitTicksToHeight(QCPAxis *axis);

/** Writes a plot as PNG, SVG or PDF through writePaintedFile; width/height 0: its size now. */
Outcome<void> exportPlot(QCustomPlot *plot, const QString &path, int width, int height, double scale, int passes);

} // namespace attention
