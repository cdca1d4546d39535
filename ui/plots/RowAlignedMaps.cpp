#include "ui/plots/RowAlignedMaps.h"

#include "ui/plots/HeatmapView.h"

#include <QBoxLayout>
#include <QMetaObject>

#include <algorithm>
#include <cstdlib>
#include <limits>

namespace attention {

namespace {

/** The box layout that holds widget directly, or null. */
QBoxLayout *layoutHolding(QWidget *widget)
{
    QWidget *parent = widget->parentWidget();
    if (!parent || !parent->layout())
        return nullptr;
    QList<QBoxLayout *> boxes = parent->layout()->findChildren<QBoxLayout *>();
    if (auto *top = qobject_cast<QBoxLayout *>(parent->layout()))
        boxes.prepend(top);
    for (QBoxLayout *box : boxes)
        if (box->indexOf(widget) >= 0)
            return box;
    return nullptr;
}

} // namespace

RowAlignedMaps::RowAlignedMaps(const QList<HeatmapView *> &maps, QObject *parent) : QObject(parent)
{
    for (HeatmapView *map : maps) {
        map->setRowLabelsShown(mMaps.isEmpty());
        mMaps.append(map);
        connect(map, &HeatmapView::replotted, this, &RowAlignedMaps::scheduleAlignment);
    }
}

/** Once for all maps that drew in one pass of the event loop: a resize redraws them all. */
void RowAlignedMaps::scheduleAlignment()
{
    if (mScheduled)
        return;
    mScheduled = true;
    QMetaObject::invokeMethod(this, &RowAlignedMaps::align, Qt::QueuedConnection);
}

/**
 * Each map's cells where its own layout puts them; then all of them from the lowest top to the
 * highest bottom, and as wide as each other: the row of maps shares its width so that each
 * map's labels and colour bar come on top of the same cells. A map that changes draws again
 * and asks once more, which then changes nothing.
 */
void RowAlignedMaps::align()
{
    mScheduled = false;
    int top = std::numeric_limits<int>::min(), end = std::numeric_limits<int>::max();
    int width = 0, decoration = 0;
    QList<int> decorations;
    for (HeatmapView *map : mMaps) {
        if (!map || !map->isVisible())
            return;
        const QRect cells = map->naturalCellsRect().translated(map->mapTo(map->window(), QPoint()));
        top = std::max(top, cells.top());
        end = std::min(end, cells.top() + cells.height());
        decorations << map->width() - cells.width();
        width += map->width();
        decoration += decorations.last();
    }
    for (HeatmapView *map : mMaps) {
        const int at = map->mapTo(map->window(), QPoint()).y();
        map->setCellsSpan(top - at, end - at);
    }
    const int cells = (width - decoration) / static_cast<int>(mMaps.size());
    QBoxLayout *row = layoutHolding(mMaps.first());
    if (!row || cells <= 0)
        return;
    constexpr int kCloseEnough = 2; // pixels: rounding must not make the maps take turns
    for (int i = 0; i < mMaps.size(); ++i) {
        const int index = row->indexOf(mMaps[i]);
        const int share = cells + decorations[i];
        if (index >= 0 && std::abs(row->stretch(index) - share) > kCloseEnough)
            row->setStretch(index, share);
    }
}

} // namespace attention
