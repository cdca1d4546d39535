#include "ui/plots/WrappingText.h"

#include <algorithm>

namespace attention {

namespace {
constexpr int kNarrowestTextWidth = 80; // px: a couple of words on each line
}

WrappingText::WrappingText(QCustomPlot *plot) : QCPTextElement(plot, QString())
{
    setTextFlags(Qt::AlignCenter | Qt::TextWordWrap);
}

QSize WrappingText::measured(Measure &last, int width) const
{
    const QFont font = mainFont();
    if (last.width != width || last.flags != mTextFlags || last.text != mText || last.font != font)
        last = {mText, font, mTextFlags, width, QFontMetrics(font).boundingRect(QRect(0, 0, width, 100000), mTextFlags, mText).size()};
    return last.size;
}

int WrappingText::heightAtWidth(int width) const
{
    return mText.isEmpty() ? 0 : measured(mWrapped, std::max(width, 1)).height();
}

QSize WrappingText::minimumOuterSizeHint() const
{
    const int oneLine = measured(mOneLine, 100000).width();
    // The layout asks before it places the element: the lines are those of the width the last
    // layout gave it (draw() asks for another pass when that changed the lines), at first of a
    // row as wide as the plot (toPainter() sets the viewport to the size being exported). The
    // plot's width alone gave a heatmap's title, which shares its row with the colour bar's
    // column, one line where it wrapped onto two, and both were cut.
    const int width = mRect.width() > 0 ? mRect.width() : mParentPlot->viewport().width() - mMargins.left() - mMargins.right();
    return {std::min(oneLine, kNarrowestTextWidth) + mMargins.left() + mMargins.right(),
            heightAtWidth(width) + mMargins.top() + mMargins.bottom()};
}

QSize WrappingText::maximumOuterSizeHint() const
{
    return {QWIDGETSIZE_MAX, minimumOuterSizeHint().height()};
}

void WrappingText::draw(QCPPainter *painter)
{
    const int height = heightAtWidth(mRect.width());
    if (height != mLaidOutHeight) {
        mLaidOutHeight = height;
        mParentPlot->replot(QCustomPlot::rpQueuedReplot);
    }
    QCPTextElement::draw(painter);
}

} // namespace attention
