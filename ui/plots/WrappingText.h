#pragma once

// Inside the ui library only: the plotting library stays behind our widgets.

#include <qcustomplot.h>

namespace attention {

/** A title or caption of a plot that wraps its words onto more lines when the plot is narrower
 *  than the text, instead of demanding the width of the whole sentence from the window. At
 *  20 pt a one-line title asked for up to 1200 px, more than a projector's 1280×800 window has
 *  beside the Lesson dock. */
class WrappingText : public QCPTextElement
{
public:
    explicit WrappingText(QCustomPlot *plot);

protected:
    QSize minimumOuterSizeHint() const override;
    QSize maximumOuterSizeHint() const override;
    void draw(QCPPainter *painter) override;

private:
    /** A text measure, kept: layouts and draw ask for the same ones several times in each replot
     *  (4 % of the window's time for a keystroke at 512 tokens went to measuring titles again). */
    struct Measure
    {
        QString text;
        QFont font;
        int flags = 0;
        int width = -1; // of the box the text was laid out in
        QSize size;
    };
    QSize measured(Measure &last, int width) const;
    int heightAtWidth(int width) const;

    mutable Measure mWrapped, mOneLine;

    int mLaidOutHeight = 0; // of the text at the width the last layout gave
};

} // namespace attention
