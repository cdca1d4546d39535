#include "ui/plots/TickLabels.h"

#include <qcustomplot.h>

#include <algorithm>

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
    static void setCacheSize(QCPAxisPainterPrivate &painter, int labels)
    {
        (painter.*(&PainterMembers::mLabelCache)).setMaxCost(labels);
    }
};

} // namespace

QSharedPointer<QCPAxisTickerText> textTicker(const QStringList &labels, int stride)
{
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    for (int i = 0; i < labels.size(); i += std::max(stride, 1))
        ticker->addTick(i, labels[i]);
    return ticker;
}

void keepTickLabelPictures(QCPAxis *axis, int labels)
{
    if (QCPAxisPainterPrivate *painter = axis ? AxisMembers::painterOf(*axis) : nullptr)
        PainterMembers::setCacheSize(*painter, labels);
}

} // namespace attention
