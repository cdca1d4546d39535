#pragma once

#include <QSharedPointer>
#include <QStringList>

class QCPAxis;
class QFont;
class QCPAxisTickerText;

namespace attention {

/** Every stride-th label at its index: token axes thinned so that labels never overlap. */
QSharedPointer<QCPAxisTickerText> textTicker(const QStringList &labels, int stride);

/** The most token labels an axis draws, whatever the room: beyond it they are thinned. */
constexpr int kMaxTickLabels = 48;

/** Every how many of `count` labels one is drawn (1: all), each needing `labelPixels` along an
 *  axis of slots `slotPixels` long, and no more than kMaxTickLabels. */
int labelStride(int count, double slotPixels, double labelPixels);

/** The room along its axis a word in `font` needs turned 45 degrees: its line's height divided
 *  by sin 45 (with 1.15 and 1.4 lines the small maps dropped every other word that fit). */
double turnedWordSpacing(const QFont &font);

/** QCustomPlot keeps the pictures of 16 tick labels per axis and draws the rest anew, each text
 *  shaped again, on every replot. Lets the axis keep `labels` of them. */
void keepTickLabelPictures(QCPAxis *axis, int labels);

} // namespace attention
