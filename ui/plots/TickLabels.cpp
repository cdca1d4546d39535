#include "ui/plots/TickLabels.h"

#include <qcustomplot.h>

#include <QFontMetricsF>

#include <algorithm>
#include <cmath>

namespace attention {

namespace {

// QCustomPlot 2.1 offers no setter for the cache's size: its members are protected, and a
// pointer to a protected member taken in a derived class may be applied to any object of the base.
struct AxisMembers : QCPAxis
{
    static QCPAxisPainterPrivate *painterOf(QCPAxis &axis) { return axis.*(&AxisMembers::mAxisPainter); }
};

struct PainterMembers : QCPAxisPainterPrivate
{
    static void setCacheSize(QCPAxisPainterPrivate &painter, int labels) { (painter.*(&PainterMembers::mLabelCache)).setMaxCost(labels); }
};

} // namespace

QSharedPointer<QCPAxisTickerText> textTicker(const QStringList &labels, int stride)
{
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    for (int i = 0; i < labels.size(); i += std::max(stride, 1))
        ticker->addTick(i, labels[i]);
    return ticker;
}

int labelStride(int count, double slotPixels, double labelPixels)
{
    const int byMaximum = static_cast<int>(std::ceil(count / double(kMaxTickLabels)));
    const int bySpace = slotPixels > 0 ? static_cast<int>(std::ceil(labelPixels / slotPixels)) : 1;
    return std::max({1, byMaximum, bySpace});
}

double turnedWordSpacing(const QFont &font)
{
    return QFontMetricsF(font).height() * std::sqrt(2.0);
}

void keepTickLabelPictures(QCPAxis *axis, int labels)
{
    if (QCPAxisPainterPrivate *painter = axis ? AxisMembers::painterOf(*axis) : nullptr)
        PainterMembers::setCacheSize(*painter, labels);
}

} // namespace attention
