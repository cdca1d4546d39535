#pragma once

#include <QFont>
#include <QSizeF>

namespace attention {

/** How a map's words fit along its cells: every how many is named on each axis, in which font,
 *  and at which angle the keys' words stand. */
struct TokenLabelFit
{
    int rowStride = 1;
    int columnStride = 1;
    QFont rowFont;
    QFont columnFont;
    double columnRotation = 45;
};

/**
 * The fit of `rows` and `columns` words to cells of `cell` px, at the plot's font `base`. A
 * word needs its line's height across its direction: rows one line apart; keys turned 45
 * degrees (90 in small multiples, `compact`), or upright where 45 degrees would drop words that
 * upright keeps. A font a little smaller (down to 0.8 of `base`) is taken where it names every
 * word; otherwise words are thinned, and never more than kMaxTickLabels drawn.
 */
TokenLabelFit fitTokenLabels(int rows, int columns, QSizeF cell, const QFont &base, bool compact);

/** `base`, or smaller where a cell needs it: a value of `characters` digits takes 38 % of the
 *  cell's height and leaves a tenth of its width free; never below 7 pt. */
QFont fitValueFont(const QFont &base, QSizeF cell, int characters);

} // namespace attention
