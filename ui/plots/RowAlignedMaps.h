#pragma once

#include <QList>
#include <QObject>
#include <QPointer>

namespace attention {

class HeatmapView;

/**
 * Heatmaps side by side that show the same queries: only the first names the rows, and every
 * map's cells span the same pixels from top to bottom, so a row reads straight across. Titles
 * that wrap onto different numbers of lines and a map without axis titles no longer shift the
 * rows. (Three maps each naming ten words left Compare's maps 95 px wide at F5 on a 1280x800
 * projector.) The maps must lie side by side in one row of a layout.
 */
class RowAlignedMaps : public QObject
{
public:
    RowAlignedMaps(const QList<HeatmapView *> &maps, QObject *parent);

private:
    void scheduleAlignment();
    void align();

    QList<QPointer<HeatmapView>> mMaps;
    bool mScheduled = false;
};

} // namespace attention
