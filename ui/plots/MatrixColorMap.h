#pragma once

#include "core/Types.h"

#include <qcustomplot.h>

#include <memory>
#include <vector>

namespace attention {

/**
 * A colour map that colours its image straight from a matrix, for the plot wrappers of this
 * folder. QCustomPlot's own map wants each value copied in with setCell() and coloured in a
 * second pass, a large part of a keystroke. Here one pass over the matrix writes the image.
 * Above stepX x stepY = 1 x 1, each drawn cell stands for a block of cells and shows the block's
 * value farthest from zero (a strong alignment never vanishes); blocked cells are NaN,
 * drawn in the gradient's NaN colour. The key axis must be horizontal.
 */
class MatrixColorMap : public QCPColorMap
{
public:
    MatrixColorMap(QCPAxis *keyAxis, QCPAxis *valueAxis);

    /** Shows values (blocked: the same shape, or empty), shared, not copied: a 2048-token map is
     *  16 MB the result already holds. */
    void setCells(std::shared_ptr<const Matrix> values, std::shared_ptr<const Mask> blocked);
    const Matrix &values() const { return *mValues; }
    const Mask &blocked() const { return *mBlocked; } // empty, or the values' shape
    /** Draws blocks of stepX x stepY cells, each as its value farthest from zero. */
    void setSteps(int stepX, int stepY);
    /** The value the cell's block is drawn with; NaN where the whole block is blocked. */
    double drawnValue(int row, int column) const;
    /** How many blocks the image has across and down. */
    QSize drawnCells() const;
    /** For an export: a map of up to 64 x 64 cells is drawn as one rectangle a cell, which SVG
     *  and PDF viewers keep sharp (they blurred the image, 110 x 110 pixels for 10 x 10 cells). */
    void setCellsAsRectangles(bool asRectangles);

protected:
    void updateMapImage() override;
    void draw(QCPPainter *painter) override;

private:
    /** The matrix row drawn as that row of blocks when it is drawn as it is (one cell a block,
     *  two or more columns, none blocked); else null. */
    const Scalar *wholeRow(int blockRow) const;
    void drawRectangles(QCPPainter *painter);
    /** What blockRow() works in: each column's extremes down a band of rows, and which rows and
     *  columns are open. A caller keeps one across the bands it draws (allocated and filled anew
     *  for each band, two of 2048 floats, they took a sixth of a 2048-token map's image). */
    struct BandScratch
    {
        std::vector<float> high, low;
        std::vector<char> rowOpen, columnOpen;
    };
    /** The drawn values of one row of blocks. */
    void blockRow(int blockRow, double *into, BandScratch &scratch) const;
    /** The data's shape and place: no values, only where the image is drawn. */
    void reshape();
    int drawnColumns() const;
    int drawnRows() const;

    std::shared_ptr<const Matrix> mValues = std::make_shared<const Matrix>();
    std::shared_ptr<const Mask> mBlocked = std::make_shared<const Mask>();
    int mStepX = 1, mStepY = 1;
    bool mCellsAsRectangles = false;
    bool mBuiltMirroredX = false, mBuiltMirroredY = false; // the axes' direction the image was built for
};

} // namespace attention
