#include "ui/plots/TickLabelCache.h"

#include <qcustomplot.h>

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

void keepTickLabelPictures(QCPAxis *axis, int labels)
{
    if (QCPAxisPainterPrivate *painter = axis ? AxisMembers::painterOf(*axis) : nullptr)
        PainterMembers::setCacheSize(*painter, labels);
}

} // namespace attention
