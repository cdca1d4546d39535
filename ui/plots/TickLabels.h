#pragma once

#include <QSharedPointer>
#include <QStringList>

class QCPAxis;
class QCPAxisTickerText;

namespace attention {

/** Every stride-th label at its index: token axes thinned so that labels never overlap. */
QSharedPointer<QCPAxisTickerText> textTicker(const QStringList &labels, int stride);

/** QCustomPlot keeps the pictures of 16 tick labels per axis and draws the rest anew, each text
 *  shaped again, on every replot; a map of up to 48 token labels a side lost 1.8 of 5.5 ms per
 *  replot to that (512 tokens). Lets the axis keep `labels` of them. */
void keepTickLabelPictures(QCPAxis *axis, int labels);

} // namespace attention
