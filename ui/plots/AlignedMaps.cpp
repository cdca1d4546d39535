#include "ui/plots/AlignedMaps.h"

#include "ui/plots/HeatmapView.h"

#include <QBoxLayout>
#include <QGridLayout>
#include <QMap>

#include <algorithm>
#include <climits>
#include <cstdlib>

namespace attention {

namespace {

/** The layout that holds widget directly, or null. */
QLayout *layoutHolding(QWidget *widget)
{
    QWidget *parent = widget->parentWidget();
    if (!parent || !parent->layout())
        return nullptr;
    QList<QLayout *> layouts = parent->layout()->findChildren<QLayout *>();
    layouts.prepend(parent->layout());
    for (QLayout *layout : layouts)
        if (layout->indexOf(widget) >= 0)
            return layout;
    return nullptr;
}

/** A span of pixels [first, last] shared by the maps of one row or column of the grid. */
struct Span
{
    int first = INT_MIN, last = INT_MAX;
    int size = 0; // of the widgets holding the maps
    int decoration = 0; // the most any of them spends beside its cells
    void narrow(int from, int to) { first = std::max(first, from), last = std::min(last, to); }
};

/** Shares of the layout's room that give every row (or column) of cells one size: its cells
 *  and what its maps draw beside them. Empty when the cells would have no room. */
QMap<int, int> evenShares(const QMap<int, Span> &spans)
{
    int room = 0, decoration = 0;
    for (const Span &span : spans)
        room += span.size, decoration += span.decoration;
    const int cells = spans.isEmpty() ? 0 : (room - decoration) / static_cast<int>(spans.size());
    QMap<int, int> shares;
    if (cells > 0)
        for (auto it = spans.begin(); it != spans.end(); ++it)
            shares.insert(it.key(), cells + it->decoration);
    return shares;
}

constexpr int kCloseEnough = 2; // pixels: rounding must not make the maps take turns

void setStretch(QLayout *layout, HeatmapView *map, int row, int column, const QMap<int, int> &rows, const QMap<int, int> &columns)
{
    if (auto *grid = qobject_cast<QGridLayout *>(layout)) {
        if (columns.contains(column) && std::abs(grid->columnStretch(column) - columns[column]) > kCloseEnough)
            grid->setColumnStretch(column, columns[column]);
        if (rows.size() > 1 && rows.contains(row) && std::abs(grid->rowStretch(row) - rows[row]) > kCloseEnough)
            grid->setRowStretch(row, rows[row]);
    } else if (auto *box = qobject_cast<QBoxLayout *>(layout)) {
        const int index = box->indexOf(map);
        const bool across = box->direction() == QBoxLayout::LeftToRight || box->direction() == QBoxLayout::RightToLeft;
        const QMap<int, int> &shares = across ? columns : rows;
        const int place = across ? column : row;
        if (index >= 0 && shares.contains(place) && std::abs(box->stretch(index) - shares[place]) > kCloseEnough)
            box->setStretch(index, shares[place]);
    }
}

} // namespace

AlignedMaps::AlignedMaps(QObject *parent) : QObject(parent) {}

void AlignedMaps::setMaps(const QList<Place> &places)
{
    for (const Member &member : mMembers) {
        disconnect(member.drawn);
        if (member.map) {
            member.map->setRowLabelsShown(true);
            member.map->setColumnLabelsShown(true);
            member.map->setCellsWithin(QRect());
        }
    }
    mMembers.clear();
    // Rows and columns of the grid left empty must not keep a share of the room.
    if (auto *grid = places.isEmpty() ? nullptr : qobject_cast<QGridLayout *>(layoutHolding(places.first().map))) {
        for (int row = 0; row < grid->rowCount(); ++row)
            grid->setRowStretch(row, 0);
        for (int column = 0; column < grid->columnCount(); ++column)
            grid->setColumnStretch(column, 0);
    }
    QMap<int, int> leftmost, lowest; // per grid row, per grid column
    for (const Place &place : places) {
        leftmost[place.row] = leftmost.contains(place.row) ? std::min(leftmost[place.row], place.column) : place.column;
        lowest[place.column] = std::max(lowest.value(place.column, place.row), place.row);
    }
    for (const Place &place : places) {
        place.map->setRowLabelsShown(place.column == leftmost[place.row]);
        place.map->setColumnLabelsShown(place.row == lowest[place.column]);
        mMembers.append(
            {place.map, place.row, place.column, connect(place.map, &HeatmapView::replotted, this, &AlignedMaps::scheduleAlignment)});
    }
    scheduleAlignment();
}

/** Once for all maps that drew in one pass of the event loop: a resize redraws them all. */
void AlignedMaps::scheduleAlignment()
{
    if (mScheduled)
        return;
    mScheduled = true;
    QMetaObject::invokeMethod(this, &AlignedMaps::align, Qt::QueuedConnection);
}

/**
 * Where each map's own layout puts its cells; then each row of the grid from its lowest top to
 * its highest bottom and each column from its rightmost left to its leftmost right, and the
 * layout's shares set so that all cells come out one size. A map that changes draws again and
 * asks once more, which then changes nothing.
 */
void AlignedMaps::align()
{
    mScheduled = false;
    QMap<int, Span> rows, columns;
    for (const Member &member : mMembers) {
        if (!member.map || !member.map->isVisible())
            return;
        const QPoint at = member.map->mapTo(member.map->window(), QPoint());
        const QRect cells = member.map->naturalCellsRect().translated(at);
        rows[member.row].narrow(cells.top(), cells.bottom());
        rows[member.row].size = member.map->height();
        columns[member.column].narrow(cells.left(), cells.right());
        columns[member.column].size = member.map->width();
    }
    for (const Member &member : mMembers) {
        const QPoint at = member.map->mapTo(member.map->window(), QPoint());
        Span &row = rows[member.row], &column = columns[member.column];
        const QRect area(QPoint(column.first, row.first) - at, QPoint(column.last, row.last) - at);
        member.map->setCellsWithin(area);
        row.decoration = std::max(row.decoration, member.map->height() - area.height());
        column.decoration = std::max(column.decoration, member.map->width() - area.width());
    }
    if (mMembers.isEmpty())
        return;
    QLayout *layout = layoutHolding(mMembers.first().map);
    const QMap<int, int> rowShares = evenShares(rows), columnShares = evenShares(columns);
    for (const Member &member : mMembers)
        setStretch(layout, member.map, member.row, member.column, rowShares, columnShares);
}

} // namespace attention
