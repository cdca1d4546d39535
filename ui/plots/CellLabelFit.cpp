#include "ui/plots/CellLabelFit.h"

#include "ui/plots/TickLabels.h"

#include <QFontMetricsF>

#include <algorithm>

namespace attention {

namespace {

// Token labels may shrink to this share of the plot's font before every other one is dropped.
constexpr double kSmallestLabelFont = 0.8;

/** Every how many of `count` labels one is drawn, labels `spacing` px apart at `font`, in cells
 *  `cellPixels` long; where a smaller font (down to kSmallestLabelFont) labels every one, `font`
 *  becomes it. Fifteen words in presentation mode at 1280x800 were labelled every other one:
 *  23 px rows for 23.5 px lines. */
int fittedStride(int count, double cellPixels, double spacing, QFont &font)
{
    const int stride = labelStride(count, cellPixels, spacing);
    const double shrink = cellPixels / spacing;
    if (stride == 1 || shrink < kSmallestLabelFont || labelStride(count, cellPixels, cellPixels) != 1)
        return stride; // fits, too far off, or more labels than an axis takes
    font.setPointSizeF(font.pointSizeF() * shrink);
    return 1;
}

} // namespace

TokenLabelFit fitTokenLabels(int rows, int columns, QSizeF cell, const QFont &base, bool compact)
{
    TokenLabelFit fit;
    const double lineHeight = QFontMetricsF(base).height();
    fit.rowFont = fit.columnFont = base;
    fit.rowStride = fittedStride(rows, cell.height(), lineHeight, fit.rowFont);
    fit.columnStride = fittedStride(columns, cell.width(), compact ? lineHeight : turnedWordSpacing(base), fit.columnFont);
    fit.columnRotation = compact ? 90 : 45;
    // Where 45 degrees would drop words that 90 keeps, the words stand upright: Compare's three
    // maps at F5 on 1920x1080 (34 px columns, 47 needed at 45 degrees) named every other key.
    // The cells' width does not depend on the angle (the right margin keeps a line either way),
    // so the choice cannot flip back and forth.
    if (!compact && fit.columnStride > 1) {
        QFont uprightFont = base;
        const int uprightStride = fittedStride(columns, cell.width(), lineHeight, uprightFont);
        if (uprightStride < fit.columnStride) {
            fit.columnStride = uprightStride;
            fit.columnFont = uprightFont;
            fit.columnRotation = 90;
        }
    }
    return fit;
}

QFont fitValueFont(const QFont &base, QSizeF cell, int characters)
{
    // At 20 pt in 47 px cells "0.00" ran into the next cell's value. Digits are as wide as each
    // other, so `characters` of "0" measure it.
    QFont font = base;
    const double widthAtFont = QFontMetricsF(font).horizontalAdvance(QString(characters, QLatin1Char('0')));
    const double byWidth = widthAtFont > 0 ? font.pointSizeF() * 0.9 * cell.width() / widthAtFont : font.pointSizeF();
    font.setPointSizeF(std::max(7.0, std::min({font.pointSizeF(), cell.height() * 0.38, byWidth})));
    return font;
}

} // namespace attention
