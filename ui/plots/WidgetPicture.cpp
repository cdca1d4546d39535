#include "ui/plots/WidgetPicture.h"

#include "ui/plots/DistributionView.h"
#include "ui/plots/HeatmapView.h"
#include "ui/plots/LineChartView.h"

#include <QPainter>
#include <QTabBar>
#include <QWidget>

#include <algorithm>
#include <vector>

namespace attention {

namespace {

/** A vector picture of one of our plots, or a null picture for any other widget. */
QPicture plotPictureOf(QWidget *widget)
{
    if (auto *heatmap = qobject_cast<HeatmapView *>(widget))
        return heatmap->renderPicture(widget->width(), widget->height());
    if (auto *bars = qobject_cast<DistributionView *>(widget))
        return bars->renderPicture(widget->width(), widget->height());
    if (auto *lines = qobject_cast<LineChartView *>(widget))
        return lines->renderPicture(widget->width(), widget->height());
    return QPicture();
}

void paintTree(QPainter &painter, QWidget *root, QWidget *widget, const QRect &clip)
{
    const QPoint at = widget->mapTo(root, QPoint(0, 0));
    const QRect shown = clip.intersected(QRect(at, widget->size()));
    if (shown.isEmpty())
        return;
    painter.save();
    painter.setClipRect(shown);
    const QPicture plot = plotPictureOf(widget);
    if (!plot.isNull()) {
        painter.drawPicture(at, plot);
        painter.restore();
        return; // its children are the plot's own
    }
    if (widget != root)
        widget->render(&painter, at, QRegion(), QWidget::RenderFlags()); // itself only: children follow
    painter.restore();
    // Tab bars first: the selected tab is drawn reaching into the page below it, where on
    // screen the page's frame hides the overlap; painted last it covered the page's first line.
    std::vector<QWidget *> children;
    for (QObject *child : widget->children())
        if (auto *childWidget = qobject_cast<QWidget *>(child); childWidget && childWidget->isVisible() && !childWidget->isWindow())
            children.push_back(childWidget);
    std::stable_partition(children.begin(), children.end(), [](QWidget *child) { return qobject_cast<QTabBar *>(child) != nullptr; });
    for (QWidget *child : children)
        paintTree(painter, root, child, shown);
}

} // namespace

QPicture widgetPicture(QWidget *root)
{
    QPicture picture;
    QPainter painter(&picture);
    painter.fillRect(root->rect(), Qt::white);
    paintTree(painter, root, root, root->rect());
    painter.end();
    return picture;
}

} // namespace attention
