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
    int heightAtWidth(int width) const;

    int mLaidOutHeight = 0; // of the text at the width the last layout gave
};

} // namespace attention
