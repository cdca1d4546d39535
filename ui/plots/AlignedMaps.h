#pragma once

#include <QList>
#include <QMetaObject>
#include <QObject>
#include <QPointer>

namespace attention {

class HeatmapView;

/**
 * Heatmaps in a grid (or a row) that show the same queries along each row of the grid and the
 * same keys down each column, as small multiples do: only the leftmost map of a row names the
 * queries and only the lowest map of a column names the keys; every map's cells line up with
 * its neighbours' and are as large as theirs. (Three maps each naming ten words left Compare's
 * maps 95 px wide at F5 on a 1280x800 projector; each head of fifteen words named them all
 * and had room to label every other one.) The maps must sit in one grid or box layout.
 */
class AlignedMaps : public QObject
{
public:
    explicit AlignedMaps(QObject *parent);

    struct Place
    {
        HeatmapView *map;
        int row, column; // in the layout's grid; a box layout is row 0
    };
    /** The maps to line up from now on; maps no longer among them name their rows and keys again. */
    void setMaps(const QList<Place> &places);

private:
    void scheduleAlignment();
    void align();

    struct Member
    {
        QPointer<HeatmapView> map;
        int row, column;
        QMetaObject::Connection drawn;
    };
    QList<Member> mMembers;
    bool mScheduled = false;
};

} // namespace attention
